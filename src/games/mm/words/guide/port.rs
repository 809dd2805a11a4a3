//! The guide in port: the activities worth taking, selling, buying, the chest, rumors.

use super::*;

impl Guide<'_> {
    pub(super) fn in_port(&self, step: PortStepKind) -> Option<Hint> {
        let visit = self.obs.me.port_visit.as_ref()?;
        let port = visit.port;
        match (step, &visit.step) {
            (PortStepKind::Menu, _) => self.menu(port),
            (_, PortStep::Selling { marked }) => self.selling(port, marked),
            (_, PortStep::Buying { marked, .. }) => self.buying(port, marked),
            (PortStepKind::Stashing, _) => self.stashing(),
            (PortStepKind::KeepRumor, _) => self.keep_rumor(),
            _ => None,
        }
    }

    fn menu(&self, port: PortId) -> Option<Hint> {
        let p = &self.data.tokens.prices;
        let name = self.port_name(port);
        let begin = |a: Activity| Choice::Begin(a);

        let wanted = self.wanted_here(port);
        if let Some(card) = wanted.first()
            && self.offered(begin(Activity::Sell))
        {
            let good = self.good_name(self.good_of(*card));
            let price = self.sale_price(port, *card);
            let glory = p.demand_glory_cards as usize;
            let extra = if wanted.len() >= glory {
                format!(" {glory} or more sold at once also earn a glory point.")
            } else {
                String::new()
            };
            return self.point(
                begin(Activity::Sell),
                format!(
                    "{name} pays extra for {good}: {price} gold a card. Sell now, as selling \
                     must come first in port.{extra}"
                ),
                "Sell goods",
            );
        }
        if self.offered(begin(Activity::Deliver)) {
            return self.point(
                begin(Activity::Deliver),
                "Your mission is delivered here: complete it for its reward, a glory point and \
                 a glory card."
                    .into(),
                "Claim a mission",
            );
        }
        if self.offered(begin(Activity::FollowRumor)) {
            return self.point(
                begin(Activity::FollowRumor),
                "Your rumor leads here: roll its skill, and if it proves true take its reward, \
                 a glory point and a glory card."
                    .into(),
                "Acquire a rumor",
            );
        }
        if port == self.home()
            && self.offered(begin(Activity::Stash))
            && self.stash_spare().is_some()
        {
            return self.point(
                begin(Activity::Stash),
                format!(
                    "You are home with {} gold aboard: stash most of it. The chest is safe from \
                     plunder and shipwreck, and it counts for secret glory points: {}.",
                    self.gold(),
                    crate::games::mm::words::port::stash_rate(self.data)
                ),
                "Stash gold",
            );
        }
        if self.obs.me.cargo.is_empty() && self.offered(begin(Activity::Buy)) {
            return self.point(
                begin(Activity::Buy),
                format!(
                    "Your hold is empty: buy goods to trade. Alike cards cost less together, and \
                     a port that wants a good pays {} gold a card for it, not {}.",
                    p.demand, p.goods
                ),
                "Buy goods",
            );
        }
        if self.obs.me.rumor.is_none() && self.offered(begin(Activity::Rumor)) {
            let cost = crate::rules::port::rumors::rumor_price(self.data, port);
            let price = if cost == 0 {
                "no gold here".to_string()
            } else {
                format!("{cost} gold")
            };
            return self.point(
                begin(Activity::Rumor),
                format!(
                    "Ask after a rumor ({price} and an INFLUENCE roll). One proved true later \
                     pays a reward, a glory point and a glory card."
                ),
                "Acquire a rumor",
            );
        }
        None
    }

    fn selling(&self, port: PortId, marked: &[CargoCardId]) -> Option<Hint> {
        let wanted = self.wanted_here(port);
        if let Some(card) = wanted.iter().find(|c| !marked.contains(c)) {
            let good = self.good_name(self.good_of(*card));
            return self.point(
                Choice::Mark(*card),
                format!(
                    "Mark this {good}: {} wants it. Mark every {good} card you hold, then sell \
                     them together.",
                    self.port_name(port)
                ),
                "Sell goods",
            );
        }
        if marked.is_empty() {
            return None;
        }
        let text = if marked.iter().any(|c| wanted.contains(c)) {
            "Sell the marked cards. Once the good in demand is sold here, the port turns to \
             wanting another good."
        } else {
            "Sell the marked cards, all at once."
        };
        self.point(Choice::Settle, text.into(), "Sell goods")
    }

    fn buying(&self, port: PortId, marked: &[CargoCardId]) -> Option<Hint> {
        let held = self.obs.me.cargo.len() + marked.len();
        if held < self.capacity() {
            for c in self.options {
                let Choice::Mark(card) = c else { continue };
                if marked.contains(card) {
                    continue;
                }
                let good = self.good_of(*card);
                if let Some(market) = self.market_for(good, port) {
                    return self.point(
                        *c,
                        format!(
                            "Mark this {}: {} wants it now and pays extra. Buy no more than \
                             your hold carries at sea ({} cards).",
                            self.good_name(good),
                            self.port_name(market),
                            self.capacity()
                        ),
                        "Buy goods",
                    );
                }
            }
        }
        if marked.is_empty() {
            return None;
        }
        self.point(
            Choice::Settle,
            "Pay for the marked cards and stow them; the cards left over go to the discards."
                .into(),
            "Buy goods",
        )
    }

    fn stashing(&self) -> Option<Hint> {
        let spare = self.stash_spare()?;
        let stash = self.obs.me.stash;
        let gains = |n: i32| self.stash_points(stash + n) > self.stash_points(stash);
        let amounts: Vec<i32> = self
            .options
            .iter()
            .filter_map(|c| match c {
                Choice::Stash(n) if *n > 0 && gains(*n) => Some(*n),
                _ => None,
            })
            .collect();
        // The most that leaves a purse aboard, else the least that still gains a point.
        let n = amounts
            .iter()
            .copied()
            .filter(|n| *n <= spare)
            .max()
            .or_else(|| amounts.iter().copied().min())?;
        self.point(
            Choice::Stash(n),
            format!(
                "Put {n} gold in the chest and keep the rest aboard to trade with. No one can \
                 plunder it, and {}.",
                crate::games::mm::words::port::stash_rate(self.data)
            ),
            "Stash gold",
        )
    }

    fn keep_rumor(&self) -> Option<Hint> {
        let data = self.data;
        let here = self.ship()?.location;
        let chart = Chart::of(data);
        let captain = data.captain(self.obs.me.captain);
        let mut best: Option<(i32, Choice, PortId, crate::content::Skill)> = None;
        for c in self.options {
            let Choice::KeepRumor(r) = c else { continue };
            let rumor = data.rumor(*r);
            let moves = chart.moves(data, here, Location::Port(rumor.port)) as i32;
            let score = captain.skill(rumor.skill) as i32 * 3 - moves;
            if best.is_none_or(|(b, ..)| score > b) {
                best = Some((score, *c, rumor.port, rumor.skill));
            }
        }
        let (_, c, port, skill) = best?;
        self.point(
            c,
            format!(
                "Keep the rumor of {}: the better bet of the two, for how near it lies and \
                 your captain's {} ({} dice).",
                self.port_name(port),
                crate::games::mm::words::skill(skill),
                captain.skill(skill)
            ),
            "Acquire a rumor",
        )
    }

    // ---- Merchant raids -------------------------------------------------------------------
}
