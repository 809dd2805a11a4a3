//! The guide at sea: where to sail, when to enter a port, scouting and raiding.

use super::*;

impl Guide<'_> {
    pub(super) fn at_sea(&self, actions_left: u8) -> Option<Hint> {
        let data = self.data;
        let here = self.ship()?.location;
        let zone = here.zone(data);
        let p = &data.tokens.prices;

        // In port: the port action.
        if let Location::Port(port) = here
            && self.offered(Choice::PortAction)
        {
            let name = self.port_name(port);
            let wanted = self.wanted_here(port);
            let text = if let Some(card) = wanted.first() {
                format!(
                    "Take the port action (one action): {name} pays extra for your {}, so sell \
                     it here.",
                    self.good_name(self.good_of(*card))
                )
            } else if port == self.home() && self.stash_spare().is_some() {
                "Take the port action (one action): at home you can put gold in your chest, \
                 where it counts for glory."
                    .to_string()
            } else if self.obs.me.cargo.is_empty() {
                format!(
                    "Take the port action (one action) and buy goods in {name} to sell where a \
                     port pays extra."
                )
            } else {
                format!(
                    "Take the port action (one action): in {name} you may sell, buy, mend the \
                     ship or hire crew, each once."
                )
            };
            return self.point(Choice::PortAction, text, "C. PORT");
        }

        // The port of this zone wants a good in the hold: go in.
        if !self.obs.turn.port_action_taken
            && let Some(port) = data.zone(zone).port
            && let Some(card) = self.wanted_here(port).first().copied()
            && let Some(enter) = self.entry(port, true)
        {
            let text = format!(
                "Enter {} ({}): it pays extra for your {}. Then take the port action and sell.",
                self.port_name(port),
                if actions_left >= 2 {
                    "one action"
                } else {
                    "your last action; you trade next turn"
                },
                self.good_name(self.good_of(card))
            );
            return self.point(enter, text, "A. MOVE");
        }

        // A rumor to follow up at sea, right here.
        if self.offered(Choice::Scout(ScoutTarget::Rumor)) {
            return self.point(
                Choice::Scout(ScoutTarget::Rumor),
                "Your rumor is followed up in these waters: scout for it (one action). If it \
                 proves true it pays its reward, a glory point and a glory card."
                    .into(),
                "Acquire a rumor",
            );
        }

        // A merchant in these waters, and a ship fit to raid it.
        let merchant_here = self.obs.merchants.get(zone.0 as usize) == Some(&true);
        if merchant_here && self.sound() {
            let scout = [ScoutTarget::Merchant, ScoutTarget::SpanishMerchant]
                .into_iter()
                .map(Choice::Scout)
                .find(|c| self.offered(*c));
            if let Some(scout) = scout {
                return self.point(
                    scout,
                    "A merchant sails in these waters: spend an action scouting for it, then \
                     raid it for gold and cargo. Every raid puts a bounty on you."
                        .into(),
                    "B. SCOUT",
                );
            }
        }

        // Toward a port that wants a good in the hold.
        if let Some((to, port, good, left)) = self.toward_market(here) {
            let text = format!(
                "Head for {}, which pays extra for your {}: from there it is {left} more \
                 move{} into its port.",
                self.port_name(port),
                self.good_name(good),
                if left == 1 { "" } else { "s" }
            );
            return self.point(to, text, "A. MOVE");
        }

        // The port of this zone, to trade in.
        if !self.obs.turn.port_action_taken
            && let Some(port) = data.zone(zone).port
            && let Some(enter) = self.entry(port, false)
        {
            let text = if actions_left >= 2 {
                format!(
                    "Enter {} (one action), then take the port action to buy, sell or mend \
                     there.",
                    self.port_name(port)
                )
            } else {
                format!(
                    "Enter {} with your last action: next turn you start in port, ready to \
                     trade.",
                    self.port_name(port)
                )
            };
            return self.point(enter, text, "A. MOVE");
        }

        // Out in open water: sail to a zone with a port.
        if data.zone(zone).port.is_none() {
            let next = self.options.iter().find_map(|c| match c {
                Choice::Move {
                    to: Location::Zone(z),
                    ..
                } => data.zone(*z).port.map(|port| (*c, port)),
                _ => None,
            });
            if let Some((c, port)) = next {
                return self.point(
                    c,
                    format!(
                        "No port lies in these waters: sail for {}, where you can trade (goods \
                         sell for {} gold a card in most ports, {} where in demand).",
                        self.port_name(port),
                        p.goods,
                        p.demand
                    ),
                    "A. MOVE",
                );
            }
        }
        None
    }

    /// The move into `port` from its zone: free entry first, then a fee (if `fee_too`); never
    /// an INFLUENCE roll.
    fn entry(&self, port: PortId, fee_too: bool) -> Option<Choice> {
        let mut entries = vec![Entry::Free];
        if fee_too {
            entries.push(Entry::PayFee);
        }
        entries
            .into_iter()
            .map(|entry| Choice::Move {
                to: Location::Port(port),
                entry,
            })
            .find(|c| self.offered(*c))
    }

    /// The sea move that brings the ship nearest a welcoming port wanting a good in the hold:
    /// the move, the port, the good, and the moves left from there into the port.
    fn toward_market(&self, here: Location) -> Option<(Choice, PortId, GoodId, u32)> {
        let data = self.data;
        let chart = Chart::of(data);
        let mut best: Option<(Choice, PortId, GoodId, u32)> = None;
        for (z, demand) in self.obs.demand.iter().enumerate() {
            let Some(good) = *demand else { continue };
            if !self.obs.me.cargo.iter().any(|c| self.good_of(*c) == good) {
                continue;
            }
            let Some(port) = data.zone(ZoneId(z as u8)).port else {
                continue;
            };
            if here == Location::Port(port) || !self.welcome(port) {
                continue;
            }
            let now = chart.moves(data, here, Location::Port(port));
            for c in self.options {
                let Choice::Move { to, .. } = c else { continue };
                if !matches!(to, Location::Zone(_)) {
                    continue;
                }
                let left = chart.moves(data, *to, Location::Port(port));
                if left < now && best.is_none_or(|(.., b)| left < b) {
                    best = Some((*c, port, good, left));
                }
            }
        }
        best
    }

    // ---- The port action ------------------------------------------------------------------

    pub(super) fn raid(&self) -> Option<Hint> {
        if !self.sound() {
            return self.point(
                Choice::LetSail,
                "Your ship is battered: let this merchant sail. The hits on its cargo cards \
                 could sink you, and a raid earns a bounty."
                    .into(),
                "MERCHANT RAIDS: Merchant raids",
            );
        }
        let max = self.data.tokens.battle.bounty_max;
        let bounties = self.bounties();
        let own_nation = self.data.captain(self.obs.me.captain).nation;
        let mut best: Option<(i32, crate::content::Nation)> = None;
        for c in self.options {
            let Choice::RaidAs(n) = c else { continue };
            let b = bounties[n.index()];
            let score = if b >= max {
                1000
            } else {
                let own = if *n == own_nation { 5 } else { 0 };
                let war = if self.obs.war.is_some_and(|w| w.contains(n)) {
                    2
                } else {
                    0
                };
                b as i32 * 10 - own - war
            };
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, *n));
            }
        }
        let (_, n) = best?;
        let flag = nation(n);
        let b = bounties[n.index()];
        let text = if b >= max {
            format!(
                "Raid it under the {flag} flag: the {flag} already hold every bounty they can \
                 put on you, so this raid costs you nothing more."
            )
        } else if b > 0 {
            format!(
                "Raid it under the {flag} flag: they want you already. One more {flag} bounty \
                 only raises the reward for whoever beats you."
            )
        } else {
            format!(
                "Raid it under the {flag} flag: the raid puts a {flag} bounty on you, which \
                 shuts {flag} ports to you (never your home) and sets their navy on you."
            )
        };
        self.point(Choice::RaidAs(n), text, "MERCHANT RAIDS: Merchant tokens")
    }
}
