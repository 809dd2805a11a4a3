//! In port: which activity next, what to sell and buy, what to mend, how much to stash; and the
//! glory cards worth playing.

use super::{Ctx, Pick};
use crate::content::*;
use crate::rules::{Activity, Choice, Location, PortStep, PortStepKind};

/// Each move between here and a better market leaves 0.85 of its price (by move count).
const MARKET_PER_MOVE: [f32; 32] = super::powers(0.85);
/// Gold a trader keeps back from the chest to buy with (a raider keeps less).
const TRADER_PURSE: i32 = 6;
const RAIDER_PURSE: i32 = 2;

/// What a raider keeps aboard rather than stash: a working purse, or, while it sails a small
/// ship and the game is young, what a frigate costs after the trade-in (a glory point, and
/// the four cannons and four crew that win the fights a raider lives by).
pub(super) fn raider_purse(ctx: &Ctx) -> i32 {
    let me = &ctx.me;
    let Some(ship) = me.ship() else {
        return RAIDER_PURSE;
    };
    let small = !matches!(
        ship.class,
        ShipClass::Frigate | ShipClass::Galleon | ShipClass::ManOWar
    );
    if !small || ctx.endgame() {
        return RAIDER_PURSE;
    }
    let price = crate::rules::port::shipyard::ship_price(me.data, me.home(), ShipClass::Frigate)
        .map_or(0, |p| p as i32);
    let trade_in = crate::rules::ship::sale_value(ship, me.data) as i32;
    (price - trade_in + FRIGATE_SPARE).max(RAIDER_PURSE)
}

/// Gold kept over a frigate's price, to sail on with.
const FRIGATE_SPARE: i32 = 3;

fn pick(choice: Choice, why: &'static str) -> Option<Pick> {
    Some(Pick { choice, why })
}

pub(super) fn step(ctx: &Ctx, step: PortStepKind) -> Option<Pick> {
    let visit = ctx.me.obs.me.port_visit.as_ref()?;
    let port = visit.port;
    match (&visit.step, step) {
        (_, PortStepKind::Menu) => menu(ctx, port),
        (PortStep::Selling { marked }, _) => selling(ctx, port, marked),
        (
            PortStep::Buying {
                offer,
                marked,
                smuggled,
                ..
            },
            _,
        ) => buying(ctx, port, offer, marked, smuggled),
        (_, PortStepKind::Shipyard) => shipyard(ctx, port),
        (_, PortStepKind::Recruiting) => {
            ctx.first([Choice::HireCrew, Choice::Done]).map(|c| Pick {
                choice: c,
                why: "crew for the fights ahead",
            })
        }
        (_, PortStepKind::Stashing) => stashing(ctx),
        (_, PortStepKind::Favors) => favors(ctx),
        (_, PortStepKind::KeepRumor) => keep_rumor(ctx),
        (_, PortStepKind::ChooseMission) => {
            let c = ctx
                .options
                .iter()
                .copied()
                .find(|c| matches!(c, Choice::ClaimMission(_)))
                .unwrap_or(Choice::Done);
            pick(c, "a mission within reach")
        }
        (PortStep::PickGoods { picked, .. }, _) => {
            if ctx.offered(Choice::Settle) {
                return pick(Choice::Settle, "the goods the mission asks for");
            }
            let card = ctx.best_by(|c| match c {
                Choice::Mark(card) if !picked.contains(card) => {
                    Some(-(ctx.me.sale_price(port, *card) as f32))
                }
                _ => None,
            });
            pick(
                card.unwrap_or(Choice::Done),
                "the cheapest goods for the mission",
            )
        }
        (_, PortStepKind::TransferMods) => {
            let c = ctx
                .options
                .iter()
                .copied()
                .find(|c| matches!(c, Choice::TransferMod(_)))
                .unwrap_or(Choice::Done);
            pick(c, "keeping the old ship's modifications")
        }
        _ => None,
    }
}

/// The next activity, in the order that pays best: sell first (the rules ask it), deliver,
/// mend, stash, then buy.
fn menu(ctx: &Ctx, port: PortId) -> Option<Pick> {
    let me = &ctx.me;
    if let Some(p) = play_glory(ctx, 0) {
        return Some(p);
    }
    let begin = |a: Activity| ctx.offered(Choice::Begin(a));
    if begin(Activity::Sell)
        && (!to_sell(ctx, port).is_empty() || super::contraband::sale_worth(ctx, port) > 0.0)
    {
        return pick(Choice::Begin(Activity::Sell), "selling the hold");
    }
    if begin(Activity::Deliver) {
        return pick(Choice::Begin(Activity::Deliver), "completing the mission");
    }
    if begin(Activity::Credit) {
        return pick(
            Choice::Begin(Activity::Credit),
            "drawing on the company's credit",
        );
    }
    if begin(Activity::FollowRumor) {
        return pick(
            Choice::Begin(Activity::FollowRumor),
            crate::ai::why::FOLLOWING_THE_RUMOR,
        );
    }
    // MODULE 3's market: with a purse to spare and the shipyard still to visit, see what the
    // reserve offers (bought there if it is worth it).
    if begin(Activity::ModMarket) && begin(Activity::Shipyard) && spare_for_mod(ctx, port) {
        return pick(
            Choice::Begin(Activity::ModMarket),
            "a modification from the reserve",
        );
    }
    if begin(Activity::Shipyard) && wants_shipyard(ctx, port) {
        return pick(Choice::Begin(Activity::Shipyard), "to the shipyard");
    }
    if begin(Activity::Recruit) && me.crew_short() > 0 {
        return pick(Choice::Begin(Activity::Recruit), "short of crew");
    }
    // MODULE 11: a discontented crew is treated before it turns on its captain; a content
    // one too with gold to spare.
    if begin(Activity::Loyalty) && super::loyalty::wants_loyalty(ctx) {
        return pick(Choice::Begin(Activity::Loyalty), "a round for the crew");
    }
    if begin(Activity::Stash) && stash_amount(ctx).is_some() {
        return pick(Choice::Begin(Activity::Stash), "gold into the chest");
    }
    if begin(Activity::Mission) {
        return pick(Choice::Begin(Activity::Mission), "claiming a mission");
    }
    if begin(Activity::Buy) && ctx.trades() && me.room() > 0 && me.gold() >= 3 {
        return pick(Choice::Begin(Activity::Buy), "buying goods to trade");
    }
    if begin(Activity::Rumor) && me.obs.me.rumor.is_none() && me.gold() >= 8 {
        return pick(Choice::Begin(Activity::Rumor), "asking after rumors");
    }
    // MODULE 10: favors last, from what the purse can spare.
    if begin(Activity::Favors) && wants_favor(ctx) {
        return pick(Choice::Begin(Activity::Favors), FAVORS_WHY);
    }
    pick(Choice::LeavePort, "done in port")
}

const FAVORS_WHY: &str = "favors for a re-roll or a closed port";

/// MODULE 10: whether one more favor is worth its gold: a raider, who needs closed ports
/// opened, keeps three, a trader two; never as the game nears its end (gold is glory then),
/// and never out of the working purse.
fn wants_favor(ctx: &Ctx) -> bool {
    let me = &ctx.me;
    let (keep, target) = if ctx.raider() {
        (RAIDER_PURSE, 3)
    } else {
        (TRADER_PURSE, 2)
    };
    let price = me.data.tokens.prices.favor as i32;
    !ctx.endgame() && me.obs.seats[me.obs.seat].favors < target && me.gold() - price >= keep
}

fn favors(ctx: &Ctx) -> Option<Pick> {
    if ctx.offered(Choice::BuyFavor) && wants_favor(ctx) {
        return pick(Choice::BuyFavor, FAVORS_WHY);
    }
    pick(Choice::LeavePort, "done in port")
}

/// The best price a card may fetch elsewhere, less the sailing it takes (the same for every
/// card of its good).
fn price_elsewhere(ctx: &Ctx, here: PortId, card: CargoCardId) -> f32 {
    let me = &ctx.me;
    ctx.price_elsewhere(here, me.good(card), |row| {
        // Each market's price once (nothing where the captain may not go in), then the best
        // of them from every port.
        let price: Vec<f32> = (0..row.len())
            .map(|p| {
                let port = PortId(p as u8);
                if me.welcome(port) {
                    me.sale_price(port, card) as f32
                } else {
                    0.0
                }
            })
            .collect();
        for (from, best) in row.iter_mut().enumerate() {
            let mut most = 0.0;
            for (to, (p, d)) in price.iter().zip(me.chart.port_moves(from)).enumerate() {
                let v = p * super::discount(&MARKET_PER_MOVE, *d as u32);
                if to != from && v > most {
                    most = v;
                }
            }
            *best = most;
        }
    })
}

/// The cards worth selling here: those in demand here, and those no other market pays
/// better for once the sailing is counted. Never selling below a price within easy reach.
pub(super) fn to_sell(ctx: &Ctx, port: PortId) -> Vec<CargoCardId> {
    for_sale(ctx, port).collect()
}

/// [`to_sell`], one card at a time (a port's worth is weighed for every port, every action:
/// no list is made for it).
pub(super) fn for_sale<'a>(ctx: &'a Ctx, port: PortId) -> impl Iterator<Item = CargoCardId> + 'a {
    let me = &ctx.me;
    let cargo = &me.obs.me.cargo;
    let demand = me.obs.demand[me.data.port(port).zone.0 as usize];
    let in_demand = cargo
        .iter()
        .filter(|c| Some(me.good(**c)) == demand)
        .count();
    let glory_here = in_demand >= me.data.tokens.prices.demand_glory_cards as usize;
    cargo.iter().copied().filter(move |c| {
        if glory_here && Some(me.good(*c)) == demand {
            return true;
        }
        me.sale_price(port, *c) as f32 >= price_elsewhere(ctx, port, *c) - 0.25
    })
}

fn selling(ctx: &Ctx, port: PortId, marked: &[CargoCardId]) -> Option<Pick> {
    // MODULE 7: contraband bound here sells here (nowhere pays more).
    if let Some(p) = super::contraband::sell(ctx, marked) {
        return Some(p);
    }
    let want = to_sell(ctx, port);
    if let Some(c) = want.iter().find(|c| !marked.contains(c)) {
        return pick(Choice::Mark(*c), "a good price here");
    }
    if let Some(c) = marked
        .iter()
        .find(|c| !want.contains(c) && !ctx.me.obs.me.contraband.contains(c))
    {
        return pick(Choice::Mark(*c), "it fetches more elsewhere");
    }
    pick(Choice::Settle, "selling")
}

/// What a card bought now may later fetch: its best market, sailing counted.
fn resale(ctx: &Ctx, here: PortId, card: CargoCardId) -> f32 {
    price_elsewhere(ctx, here, card)
}

fn buying(
    ctx: &Ctx,
    port: PortId,
    offer: &[CargoCardId],
    marked: &[CargoCardId],
    smuggled: &[CargoCardId],
) -> Option<Pick> {
    let me = &ctx.me;
    let data = me.data;
    // MODULE 7: contraband first (it pays best where it is bound).
    if let Some(p) = super::contraband::smuggle(ctx, port, marked.len() + smuggled.len()) {
        return Some(p);
    }
    let room = me.room().saturating_sub(smuggled.len());
    let regular = crate::rules::port::contraband::regular_offer(offer, smuggled);
    let offer = regular.as_slice();
    let spent = crate::rules::port::contraband::cost(data, smuggled) as f32;
    if marked.len() < room {
        let trader = me.trader();
        let cost_now =
            crate::rules::port::trade::purchase_cost(data, port, trader, offer, marked) as f32;
        let choice = ctx.best_by(|c| {
            let Choice::Mark(card) = c else { return None };
            if marked.contains(card) || smuggled.contains(card) {
                return None;
            }
            let mut more = marked.to_vec();
            more.push(*card);
            let cost = crate::rules::port::trade::purchase_cost(data, port, trader, offer, &more)
                as f32
                - cost_now;
            // Three of a kind for a market that wants it is a glory point on the sale.
            let good = me.good(*card);
            let alike = me
                .obs
                .me
                .cargo
                .iter()
                .chain(marked)
                .filter(|c| me.good(**c) == good)
                .count();
            let wanted = me.demand_ports(good).next().is_some();
            let set_bonus = if wanted && alike + 1 >= 3 { 3.0 } else { 0.0 };
            let profit = resale(ctx, port, *card) - cost + set_bonus;
            let keep = if ctx.raider() {
                RAIDER_PURSE
            } else {
                TRADER_PURSE / 2
            };
            let after = me.gold() as f32 - cost - cost_now - spent;
            (profit > 0.5 && after >= keep as f32 - 3.0).then_some(profit)
        });
        if let Some(c) = choice {
            return pick(c, "cheap goods a market wants");
        }
    }
    // MODULE 10: nothing worth buying, and a favor to spare: draw the offer again.
    if marked.is_empty()
        && smuggled.is_empty()
        && ctx.offered(Choice::RedrawForFavor)
        && me.obs.seats[me.obs.seat].favors >= 2
    {
        return pick(Choice::RedrawForFavor, "a favor for a better offer");
    }
    pick(Choice::Settle, "buying")
}

fn wants_shipyard(ctx: &Ctx, port: PortId) -> bool {
    let me = &ctx.me;
    me.damage() > 0
        && crate::rules::port::shipyard::repair_price(me.data, port, me.trader())
            .is_some_and(|p| me.gold() >= p as i32)
        || big_ship_affordable(ctx, port)
        || mod_for_sale(ctx, port)
}

/// Gold enough for a modification with a working purse left over.
fn spare_for_mod(ctx: &Ctx, port: PortId) -> bool {
    let price = crate::rules::port::shipyard::mod_price(ctx.me.data, port);
    ctx.me.gold() >= price as i32 + 10
}

/// MODULE 3's market drew a face-up modification here this visit that the ship lacks, and
/// the purse spares its price. (Other face-up mods the rules of thumb leave alone: which mods
/// pay is a question for the AI's own issue.)
fn mod_for_sale(ctx: &Ctx, port: PortId) -> bool {
    let drawn = ctx
        .me
        .obs
        .me
        .port_visit
        .as_ref()
        .is_some_and(|v| v.done.contains(&Activity::ModMarket));
    if !drawn {
        return false;
    }
    let zone = ctx.me.data.port(port).zone;
    let on_sale = ctx.me.obs.ship_mods.get(zone.0 as usize).copied().flatten();
    matches!(on_sale, Some(crate::rules::observation::SeenMod::FaceUp(kind))
        if ctx.me.ship().is_some_and(|s| !s.has_mod(kind)))
        && spare_for_mod(ctx, port)
}

fn shipyard(ctx: &Ctx, port: PortId) -> Option<Pick> {
    use HitLocation::*;
    for loc in [Hull, Masts, Cannons, Cargo] {
        if ctx.offered(Choice::Repair(loc)) {
            return pick(Choice::Repair(loc), "mending before the next fight");
        }
    }
    if big_ship_affordable(ctx, port) {
        let class = if ctx.raider() {
            [ShipClass::Frigate, ShipClass::Galleon]
        } else {
            [ShipClass::Galleon, ShipClass::Frigate]
        };
        if let Some(c) = ctx.first(class.map(Choice::BuyShip)) {
            return pick(c, "a bigger ship, and a glory point");
        }
    }
    if ctx.offered(Choice::BuyMod) && mod_for_sale(ctx, port) {
        return pick(Choice::BuyMod, "a modification for the ship");
    }
    if ctx.offered(Choice::RestoreHull) && ctx.me.gold() >= 8 {
        return pick(Choice::RestoreHull, "the reinforced hull made good");
    }
    pick(Choice::Done, "the ship is in order")
}

/// How much to put in the chest now: all but a working purse (a trader keeps enough to buy
/// with), or, as the game nears its end, whatever reaches the most glory points; `None` if
/// stashing gains nothing.
pub(super) fn stash_amount(ctx: &Ctx) -> Option<i32> {
    let me = &ctx.me;
    let keep = if ctx.endgame() {
        0
    } else if ctx.raider() {
        raider_purse(ctx)
    } else {
        TRADER_PURSE
    };
    let (gold, stash) = (me.gold(), me.obs.me.stash);
    let spare = gold - keep;
    if spare <= 0 || me.stash_points(stash + spare) <= me.stash_points(stash) {
        return None;
    }
    Some(spare)
}

fn stashing(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let Some(spare) = stash_amount(ctx) else {
        return pick(Choice::Done, "the purse stays aboard");
    };
    let stash = me.obs.me.stash;
    let choice = ctx.best_by(|c| match c {
        Choice::Stash(n) if *n > 0 && *n <= spare => {
            Some(me.stash_points(stash + n) as f32 * 100.0 + *n as f32)
        }
        _ => None,
    });
    pick(choice.unwrap_or(Choice::Done), "gold into the chest")
}

/// Of two rumors (one drawn in port or plundered, one held), the one this captain follows up
/// best: its skill, and the sail to its port.
pub(super) fn keep_rumor(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let choice = ctx.best_by(|c| {
        let Choice::KeepRumor(r) = c else { return None };
        let rumor = me.data.rumor(*r);
        let d = me.moves_to(Location::Port(rumor.port)) as f32;
        Some(me.captain.skill(rumor.skill) as f32 * 3.0 - d)
    })?;
    pick(choice, crate::ai::why::THE_NEAREST_RUMOR)
}

/// A glory card worth playing now (in a turn, or in the port menu).
pub(super) fn play_glory(ctx: &Ctx, actions_left: u8) -> Option<Pick> {
    let me = &ctx.me;
    let data = me.data;
    let choice = ctx.best_by(|c| {
        let Choice::PlayGlory { card, nation } = c else {
            return None;
        };
        let worth = match data.glory_card(*card).effect {
            GloryEffect::Gold(n) => n as f32,
            GloryEffect::Specialist { cost, .. } => {
                (me.gold() >= cost as i32 + 4).then_some(3.0)?
            }
            GloryEffect::ExtraAction => (actions_left >= 1).then_some(2.0)?,
            GloryEffect::Repair(n) => (me.damage() >= (n as u32).min(2)).then_some(3.0)?,
            GloryEffect::Crew(_) => (me.crew_short() > 0).then_some(2.0)?,
            GloryEffect::Pardon => {
                let n = (*nation)?;
                // A merchant clears its name; a pirate only where the bounty closes a port.
                (!ctx.raider() || me.public.bounties[n.index()] >= 2).then_some(2.0)?
            }
            GloryEffect::Cargo(_) => (me.room() > 0 && me.port().is_some()).then_some(2.0)?,
            GloryEffect::Combat(_) | GloryEffect::KeepFavors => return None,
        };
        Some(worth)
    })?;
    pick(choice, "a glory card that pays now")
}

/// Whether a frigate or galleon (a glory point, once) is within reach of the purse here.
pub(super) fn big_ship_affordable(ctx: &Ctx, port: PortId) -> bool {
    let me = &ctx.me;
    let Some(ship) = me.ship() else { return false };
    if matches!(
        ship.class,
        ShipClass::Frigate | ShipClass::Galleon | ShipClass::ManOWar
    ) {
        return false;
    }
    let class = if ctx.raider() {
        ShipClass::Frigate
    } else {
        ShipClass::Galleon
    };
    crate::rules::port::shipyard::ship_net_cost(me.data, port, ship, class)
        .is_some_and(|net| me.gold() >= net + 3)
}
