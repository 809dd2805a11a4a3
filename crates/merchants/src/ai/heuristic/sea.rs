//! A captain's turn: play the glory cards that pay now, scout for what is worth fighting here,
//! or pick the best goal a few moves away (a port to sell, stash, mend or deliver in; a zone to
//! raid or hunt in) and take the port action there or move one safe step toward it.

use super::{Ctx, Pick};
use crate::ai::chart::SafeChart;
use crate::content::*;
use crate::rules::{Choice, Entry, Location, ScoutTarget};

/// Each move of distance leaves 0.85 of a goal's worth.
const PER_MOVE: [f32; 32] = super::powers(0.85);
/// A goal worth less than this is not worth sailing for.
const WORTH_SAILING: f32 = 1.0;
/// How much a step's danger (the chance of losing a fight there) counts against it, in moves.
const DANGER_MOVES: f32 = 8.0;
/// A zone this dangerous (the chance of losing a fight there) is not sailed into.
const BLOCKING_DANGER: f32 = 0.45;
/// The chance of winning at which a raider goes after an NPC ship, and a trader.
const RAIDER_BOLD: f32 = 0.5;
const TRADER_BOLD: f32 = 0.75;
/// The chance of winning at which a raider goes after another captain.
const HUNTER_BOLD: f32 = 0.55;

/// A place worth reaching, and what it is worth.
#[derive(Clone, Copy, Debug)]
pub(super) struct Goal {
    pub to: Location,
    pub value: f32,
    pub why: &'static str,
}

pub(super) fn action(ctx: &Ctx, actions_left: u8) -> Option<Pick> {
    if ctx.offered(Choice::Retire) && wrecked(ctx) {
        return Some(Pick {
            choice: Choice::Retire,
            why: "a wreck and an empty purse: a new captain and ship",
        });
    }
    if let Some(p) = super::port::play_glory(ctx, actions_left) {
        return Some(p);
    }
    // MODULE 11: an unhappy crew is not kept idle in port a whole turn.
    if let Some(p) = super::loyalty::restless_in_port(ctx, actions_left, false) {
        return Some(p);
    }
    // MODULE 11: a Fierce crew's extra action is worth a step of its loyalty.
    if ctx.offered(Choice::Rally) && actions_left > 0 {
        return Some(Pick {
            choice: Choice::Rally,
            why: "a fiercely loyal crew: an extra action",
        });
    }
    if let Some(p) = discard_to_sail(ctx) {
        return Some(p);
    }
    // MODULE 9: a location's gift worth the action.
    if let Some(p) = super::locations::visit(ctx) {
        return Some(p);
    }
    if let Some(p) = scout(ctx) {
        return Some(p);
    }
    let safe = SafeChart::of(ctx.me.data, blocked(ctx));
    let Some(goal) = best_goal(ctx, &safe) else {
        return shelter(ctx, &safe, actions_left);
    };
    if ctx.me.location() == Some(goal.to) && ctx.offered(Choice::PortAction) {
        return Some(Pick {
            choice: Choice::PortAction,
            why: goal.why,
        });
    }
    step_toward(ctx, &safe, goal.to, goal.why).or_else(|| shelter(ctx, &safe, actions_left))
}

/// A ship in port with a location destroyed (no raids, and a crippled fight or hold) and
/// nothing to mend it with: no gold for a point of repair here (where repairs are free, there
/// is) and no cargo to sell. Such a captain can only
/// sit in port; a new one (retired now, in command next turn) brings a whole ship and leaves
/// the bounties behind, while the glory and the chest stay.
fn wrecked(ctx: &Ctx) -> bool {
    let me = &ctx.me;
    let (Some(ship), Some(port)) = (me.ship(), me.port()) else {
        return false;
    };
    // What a point costs this captain here (a port may mend for free, or refuse).
    let mend = crate::rules::port::shipyard::repair_price(me.data, port, me.trader());
    crate::rules::battle::has_destroyed_location(ship)
        && mend.is_none_or(|price| me.gold() < price as i32)
        && me.obs.me.cargo.is_empty()
}

/// Sea zones where an NPC that hunts this captain would likely win: never sailed into.
fn blocked(ctx: &Ctx) -> Vec<bool> {
    (0..ctx.me.data.zones.len())
        .map(|z| ctx.me.danger_passing(ZoneId(z as u8)) >= BLOCKING_DANGER)
        .collect()
}

/// A hold over its size in port: drop the cheapest card so the ship may sail.
fn discard_to_sail(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    if me.held() <= me.capacity() {
        return None;
    }
    let port = me.port()?;
    let card = ctx.best_by(|c| match c {
        Choice::DiscardCargo(card) => Some(-(me.sale_price(port, *card) as f32)),
        _ => None,
    })?;
    Some(Pick {
        choice: card,
        why: "the hold is over its size",
    })
}

/// With nothing worth sailing for: stay in port (safe), or make for the nearest port that
/// lets us in.
fn shelter(ctx: &Ctx, safe: &SafeChart, actions_left: u8) -> Option<Pick> {
    let me = &ctx.me;
    if me.port().is_some() || me.zone().is_some_and(|z| me.danger(z) == 0.0) {
        // MODULE 11: a whole turn idle in the port it began in costs the crew a step.
        if let Some(p) = super::loyalty::restless_in_port(ctx, actions_left, true) {
            return Some(p);
        }
        return Some(Pick {
            choice: Choice::EndTurn,
            why: "nothing worth the sailing",
        });
    }
    let here = me.location()?;
    let port = (0..me.data.ports.len())
        .map(|i| PortId(i as u8))
        .filter(|p| me.welcome(*p))
        .filter_map(|p| {
            let d = safe.moves(me.data, here, Location::Port(p))?;
            Some((d, p))
        })
        .min()?
        .1;
    step_toward(ctx, safe, Location::Port(port), "making for a safe port")
}

/// Every goal worth reaching, each with its worth on arrival.
pub(super) fn goals(ctx: &Ctx) -> Vec<Goal> {
    let me = &ctx.me;
    let mut out = Vec::new();
    let worth = super::port_worth::PortWorth::new(ctx);
    for i in 0..me.data.ports.len() {
        let port = PortId(i as u8);
        let here = me.port() == Some(port);
        if here && !ctx.offered(Choice::PortAction) {
            continue; // the port action here is spent
        }
        if !me.welcome(port) {
            continue;
        }
        let (value, why) = worth.of(ctx, port);
        let value = value - super::loyalty::same_port_cost(ctx, port);
        if value > 0.0 {
            out.push(Goal {
                to: Location::Port(port),
                value,
                why,
            });
        }
    }
    sea_goals(ctx, &mut out);
    out
}

/// The goal worth most after the sailing it takes.
pub(super) fn best_goal(ctx: &Ctx, safe: &SafeChart) -> Option<Goal> {
    let me = &ctx.me;
    let here = me.location()?;
    goals(ctx)
        .into_iter()
        .filter_map(|g| {
            let d = safe.moves(me.data, here, g.to)?;
            Some((g.value * super::discount(&PER_MOVE, d), g))
        })
        .filter(|(v, _)| *v >= WORTH_SAILING)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, g)| g)
}

/// Zones worth sailing to: merchants to raid, captains and NPCs to beat, a rumor to scout.
fn sea_goals(ctx: &Ctx, out: &mut Vec<Goal>) {
    let me = &ctx.me;
    let data = me.data;
    let Some(mine) = me.fighter() else { return };
    let sound = sound(ctx) && me.crew_short() == 0;
    if let Some(r) = me.obs.me.rumor {
        let rumor = data.rumor(r);
        if rumor.skill == Skill::Scouting {
            out.push(Goal {
                to: Location::Zone(data.port(rumor.port).zone),
                value: 6.0 + 3.0 * me.captain.scouting as f32,
                why: crate::ai::why::TO_SCOUT_FOR_A_RUMOR,
            });
        }
    }
    if !sound {
        return;
    }
    if ctx.raider() && super::raid::worth_raiding(me) {
        for (z, here) in me.obs.merchants.iter().enumerate() {
            let zone = ZoneId(z as u8);
            if *here && me.danger(zone) < 0.3 {
                out.push(Goal {
                    to: Location::Zone(zone),
                    value: 4.0 + 1.5 * me.captain.scouting as f32,
                    why: "to raid a merchant",
                });
            }
        }
    }
    let bold = npc_bold(ctx);
    for npc in &me.obs.npcs {
        let (Some(zone), Some(foe)) = (npc.zone(), super::super::know::Fighter::npc(data, npc))
        else {
            continue;
        };
        let odds = mine.odds(&foe);
        // Beating a naval ship makes the captain a pirate: only a raider goes after one.
        let navy = matches!(npc.slot, NpcSlot::Navy(_));
        if odds >= bold && (!navy || ctx.raider()) {
            out.push(Goal {
                to: Location::Zone(zone),
                value: 16.0 * odds,
                why: "to beat an NPC ship",
            });
        }
    }
    if ctx.raider() {
        for s in &me.obs.seats {
            if s.seat == me.seat {
                continue;
            }
            let (Some(foe), Some(ship)) = (me.rival(s.seat), s.ship.as_ref()) else {
                continue;
            };
            let Location::Zone(zone) = ship.location else {
                continue;
            };
            let odds = mine.odds(&foe);
            if odds >= HUNTER_BOLD {
                // A purse out of sight is guessed at the starting gold.
                let gold = s.gold.unwrap_or(10).max(0);
                let loot = gold as f32 * 0.5 + s.cargo_count as f32 * 1.5;
                out.push(Goal {
                    to: Location::Zone(zone),
                    value: 14.0 * odds + loot,
                    why: "to hunt a weaker captain",
                });
            }
        }
    }
}

/// The chance of winning at which this captain goes after an NPC ship.
fn npc_bold(ctx: &Ctx) -> f32 {
    if ctx.raider() {
        RAIDER_BOLD
    } else {
        TRADER_BOLD
    }
}

/// Whether the ship is fit to pick a fight: nothing destroyed, at most a point of damage, and
/// more than one hit from sinking.
fn sound(ctx: &Ctx) -> bool {
    let me = &ctx.me;
    me.ship()
        .is_some_and(|s| !crate::rules::battle::has_destroyed_location(s) && s.hits.hull >= 2)
        && me.damage() <= 1
}

/// Scout here when something worth fighting is in the zone.
fn scout(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let mine = me.fighter()?;
    let sound = sound(ctx);
    let pick = ctx.best_by(|c| {
        let Choice::Scout(target) = c else {
            return None;
        };
        match target {
            ScoutTarget::Rumor => Some(20.0),
            ScoutTarget::SpanishMerchant | ScoutTarget::Merchant
                if ctx.raider() && sound && super::raid::worth_raiding(me) =>
            {
                Some(if *target == ScoutTarget::SpanishMerchant {
                    9.0
                } else {
                    8.0
                })
            }
            ScoutTarget::Npc(slot) => {
                let npc = me.obs.npcs.iter().find(|n| n.slot == *slot)?;
                let foe = super::super::know::Fighter::npc(me.data, npc)?;
                // Attacking a naval ship or the treasure galleon costs a bounty: raiders only.
                // The galleon's gold (a bounty per 10 of it, and all of it to a boarder) adds
                // to the worth.
                let spanish_gold = npc.gold as f32;
                let navy = matches!(slot, NpcSlot::Navy(_) | NpcSlot::TreasureGalleon);
                let odds = mine.odds(&foe);
                let bold = npc_bold(ctx);
                (sound && odds >= bold && (!navy || ctx.raider()))
                    .then_some(10.0 * odds + spanish_gold / 5.0)
            }
            ScoutTarget::Captain(seat) if ctx.raider() && sound => {
                let odds = mine.odds(&me.rival(*seat)?);
                (odds >= HUNTER_BOLD).then_some(10.0 * odds)
            }
            _ => None,
        }
    })?;
    Some(Pick {
        choice: pick,
        why: match pick {
            Choice::Scout(ScoutTarget::Rumor) => crate::ai::why::SCOUTING_FOR_THE_RUMOR,
            Choice::Scout(ScoutTarget::Npc(_)) => "an NPC ship worth beating",
            Choice::Scout(ScoutTarget::Captain(_)) => "a weaker captain to plunder",
            _ => "a merchant to raid",
        },
    })
}

/// The move that brings `to` nearest by safe waters, counting the danger of each step.
pub(super) fn step_toward(
    ctx: &Ctx,
    safe: &SafeChart,
    to: Location,
    why: &'static str,
) -> Option<Pick> {
    let me = &ctx.me;
    let data = me.data;
    let now = safe.moves(data, me.location()?, to)? as f32;
    let last_action = match me.obs.decision.as_ref().map(|d| d.kind) {
        Some(crate::rules::DecisionKind::Action { actions_left }) => actions_left <= 1,
        _ => true,
    };
    let choice = ctx.best_by(|c| {
        let Choice::Move { to: next, entry } = c else {
            return None;
        };
        let danger = match next {
            Location::Zone(z) if safe.is_blocked(*z) => return None,
            // The turn ends there after this move: an NPC next door may come too.
            Location::Zone(z) if last_action => me.danger(*z),
            Location::Zone(z) => me.danger_passing(*z),
            Location::Port(_) => 0.0,
        };
        let left = safe.moves(data, *next, to)? as f32;
        if left >= now {
            return None;
        }
        let entry_cost = match entry {
            Entry::Free => 0.0,
            Entry::PayFee => 0.3,
            Entry::Influence => 1.5,
            // Favors are kept for closed ports: worth about an action each.
            Entry::Favors(n) => 0.5 * *n as f32,
        };
        // MODULE 8: a free move with the wind saves an action, the first upwind one costs
        // one more.
        let wind = match (me.location(), next) {
            (Some(Location::Zone(from)), Location::Zone(z)) => {
                match crate::rules::seas::wind::price(
                    me.obs.wind,
                    &me.obs.turn,
                    data.crossing(from, *z),
                ) {
                    0 => -0.5,
                    2 => 1.0,
                    _ => 0.0,
                }
            }
            _ => 0.0,
        };
        Some(-(left + danger * DANGER_MOVES + entry_cost + wind))
    })?;
    Some(Pick { choice, why })
}
