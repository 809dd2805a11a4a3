//! What a port action in a port would bring the heuristic captain now: the sale, the chest,
//! the shipyard, goods, rumors and missions, and Seas of Glory's crew and contraband.

use super::Ctx;
use crate::content::*;
use crate::rules::AiLevel;

/// What a glory point more in the chest adds to a port's worth, in gold.
const STASH_POINT: f32 = 14.0;
/// A Hard captain's judgement: a chest's point is worth a smaller detour home. Sailing home
/// to stash at 14 left the trade that earns the gold; measured with the rules of thumb alone
/// (`arena --budget-ms 0 --iterations 0`, Hard against Normal, seed 34000 tuned on): 5 and the
/// goods below win 71.4 % of 20 000 two-seat games where 14 won 64.7 % (2: 70.5 %, 18: 62.1 %).
const HARD_STASH_POINT: f32 = 5.0;
/// A Hard captain's judgement: buying goods to trade weighs half as much again (with the
/// chest's point above: 48.2 % of 8 000 four-seat games where the Normal weights won 38.6 %).
const HARD_BUY_GOODS: f32 = 1.5;

/// What a port action would bring now in any port: the parts of [`PortWorth::of`] that do
/// not hang on the port, worked out once for every port the look-ahead weighs.
pub(super) struct PortWorth {
    /// Gold kept aboard after a visit to the chest.
    keep: i32,
    /// What a glory point more in the chest is worth here.
    stash_point: f32,
    /// Points of damage, and what mending one is worth.
    damage: i32,
    mend_weight: f32,
    treat: f32,
    crew: f32,
    /// Whether a frigate or galleon is still to be bought.
    small_ship: bool,
    buy_goods: f32,
    /// The rumor held to follow up in a port (not by scouting): its port and worth.
    rumor: Option<(PortId, f32)>,
    /// The port the mission held is delivered to, when this captain meets it now.
    deliver: Option<PortId>,
    /// Ports with a mission lying there that this captain can claim.
    claims: Vec<PortId>,
}

impl PortWorth {
    pub(super) fn new(ctx: &Ctx) -> PortWorth {
        let me = &ctx.me;
        let data = me.data;
        let hard = ctx.level >= AiLevel::Hard;
        let keep = match (ctx.endgame(), ctx.raider()) {
            (true, _) => 0,
            (false, true) => super::port::raider_purse(ctx),
            (false, false) => 6,
        };
        let rumor = me.obs.me.rumor.map(|r| data.rumor(r)).and_then(|rumor| {
            (rumor.skill != Skill::Scouting).then(|| {
                let worth = 6.0 + 3.0 * me.captain.skill(rumor.skill) as f32;
                (rumor.port, worth)
            })
        });
        let deliver = me
            .public
            .mission
            .map(|m| data.mission(m))
            .filter(|m| meets_mission(ctx, &m.deliver))
            .map(|m| m.deliver_to);
        let claims = if me.public.mission.is_none() {
            me.obs
                .missions
                .iter()
                .map(|m| data.mission(*m))
                .filter(|m| meets_mission(ctx, &m.claim))
                .map(|m| m.port)
                .collect()
        } else {
            Vec::new()
        };
        let buy_goods = if ctx.trades() && me.room() >= 2 && me.gold() >= 4 {
            let weight = if hard { HARD_BUY_GOODS } else { 1.0 };
            me.room().min(me.gold() as usize / 3) as f32 * 1.6 * weight
        } else {
            0.0
        };
        PortWorth {
            keep,
            stash_point: if hard { HARD_STASH_POINT } else { STASH_POINT },
            damage: me.damage() as i32,
            mend_weight: if ctx.raider() { 4.0 } else { 2.5 },
            treat: super::loyalty::treat_worth(ctx),
            crew: if ctx.raider() {
                me.crew_short() as f32 * 2.0
            } else {
                0.0
            },
            small_ship: me.ship().is_some_and(|s| {
                !matches!(
                    s.class,
                    ShipClass::Frigate | ShipClass::Galleon | ShipClass::ManOWar
                )
            }),
            buy_goods,
            rumor,
            deliver,
            claims,
        }
    }

    /// What a port action in `port` would bring now, and why.
    pub(super) fn of(&self, ctx: &Ctx, port: PortId) -> (f32, &'static str) {
        let me = &ctx.me;
        let data = me.data;
        let mut parts = Parts::default();
        // Sell what the port menu would sell here: its price, and a glory point for 3 or more
        // of the good in demand.
        let demand = me.obs.demand[data.port(port).zone.0 as usize];
        let (mut takings, mut sold, mut in_demand) = (0i32, 0usize, 0usize);
        for c in super::port::for_sale(ctx, port) {
            takings += me.sale_price(port, c) as i32;
            sold += 1;
            in_demand += usize::from(Some(me.good(c)) == demand);
        }
        if sold > 0 {
            let glory = if in_demand >= data.tokens.prices.demand_glory_cards as usize {
                12.0
            } else {
                0.0
            };
            // Selling at the base price is worth less than carrying the cards to demand.
            let base = data.tokens.prices.goods as f32 * sold as f32;
            parts.push((takings as f32 - 0.6 * base + glory, "to sell the hold"));
        }
        // The chest: a glory point for each 10 more stashed (up to the cap).
        let courier = courier_fee(data, port);
        if port == me.home() || courier.is_some() {
            let fee = courier.filter(|_| port != me.home()).unwrap_or(0) as i32;
            let stash = me.obs.me.stash;
            let gold = me.gold() + takings - fee - self.keep;
            let gain = me.stash_points(stash + gold.max(0)) as f32 - me.stash_points(stash) as f32;
            if gain > 0.0 {
                parts.push((gain * self.stash_point, "to stash gold at home"));
            }
        }
        // The shipyard: mend what the purse (with this visit's takings) pays for, take on
        // crew, or buy a bigger ship. Damage the purse cannot mend is no reason to put in:
        // the captain would sail in and out for ever.
        let damage = self.damage;
        if damage > 0
            && let Some(price) = crate::rules::port::shipyard::repair_price(data, port, me.trader())
        {
            let purse = me.gold() + takings;
            let points = if price == 0 {
                damage
            } else {
                (purse / price as i32).clamp(0, damage)
            };
            if points > 0 {
                parts.push((points as f32 * self.mend_weight, "to mend the ship"));
            }
        }
        // MODULE 7: contraband bound for this port.
        if !me.obs.me.contraband.is_empty() {
            let smuggled = super::contraband::sale_worth(ctx, port);
            if smuggled > 0.0 {
                parts.push((smuggled, "to sell contraband"));
            }
        }
        if self.treat > 0.0 {
            parts.push((self.treat, "to treat the crew"));
        }
        if self.crew > 0.0 {
            parts.push((self.crew, "to take on crew"));
        }
        if self.small_ship && super::port::big_ship_affordable(ctx, port) {
            parts.push((14.0, "to buy a bigger ship"));
        }
        // Buying goods to trade.
        if self.buy_goods != 0.0 {
            parts.push((self.buy_goods, "to buy goods"));
        }
        // A rumor to follow up here, or the mission held to deliver here.
        if let Some((at, worth)) = self.rumor
            && at == port
        {
            parts.push((worth, crate::ai::why::TO_FOLLOW_A_RUMOR));
        }
        if self.deliver == Some(port) {
            parts.push((14.0, "to complete the mission"));
        }
        // A mission lying here that this captain can claim.
        if self.claims.contains(&port) {
            parts.push((4.0, "to claim a mission"));
        }
        (parts.total, parts.why)
    }
}

/// A port's worth as its parts are found: their sum (each at least nothing) and the reason
/// of the largest (the last of equals).
struct Parts {
    total: f32,
    why: &'static str,
    best: f32,
}

impl Default for Parts {
    fn default() -> Parts {
        Parts {
            total: 0.0,
            why: "",
            best: f32::NEG_INFINITY,
        }
    }
}

impl Parts {
    fn push(&mut self, (value, why): (f32, &'static str)) {
        self.total += value.max(0.0);
        if value.total_cmp(&self.best).is_ge() {
            self.best = value;
            self.why = why;
        }
    }
}

/// Whether this captain meets a mission's requirements now.
fn meets_mission(ctx: &Ctx, reqs: &[Req]) -> bool {
    let me = &ctx.me;
    let facts = crate::rules::port::cards::MissionFacts {
        trader: me.trader(),
        cargo: &me.obs.me.cargo,
        contraband: me.obs.me.contraband.len(),
        crew: me.ship().map_or(0, |s| s.hits.crew),
        deed: me.public.mission_deed,
        funds: me.gold(),
    };
    crate::rules::port::cards::meets(me.data, &facts, reqs)
}

fn courier_fee(data: &GameData, port: PortId) -> Option<u32> {
    data.port(port).abilities.iter().find_map(|a| match a {
        PortAbility::GoldCourier { fee } => Some(*fee),
        _ => None,
    })
}
