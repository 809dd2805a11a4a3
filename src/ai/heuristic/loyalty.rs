//! MODULE 11 and MODULE 3's plank: the heuristic captain's care of its crew's loyalty —
//! treating the crew in port, not idling a whole turn in port with a restless crew, and the
//! plank when an NPC captain sails.

use super::{Ctx, Pick};
use crate::content::Switch;
use crate::rules::loyalty::{CONTENT, HAPPY, UNHAPPY};
use crate::rules::{Choice, Entry, Location};

/// MODULE 11: with its last action, or its business in port done, a captain whose turn began
/// in this port and whose crew
/// is Content or worse puts out to sea (if the water outside is safe) rather than lose
/// another step of loyalty, and risk a mutiny, for a whole turn idle in port.
pub(super) fn restless_in_port(ctx: &Ctx, actions_left: u8) -> Option<Pick> {
    let me = &ctx.me;
    let Some(Location::Port(port)) = me.location() else {
        return None;
    };
    if !me.obs.seas.on(Switch::Loyalty) {
        return None;
    }
    let loyalty = me.obs.seats[me.obs.seat].loyalty;
    let done_here = actions_left == 1 || me.obs.turn.port_action_taken;
    if !done_here || me.obs.turn.began_in != Some(port) || loyalty > CONTENT {
        return None;
    }
    let zone = me.data.port(port).zone;
    let out = Choice::Move {
        to: Location::Zone(zone),
        entry: Entry::Free,
    };
    (ctx.offered(out) && me.danger(zone) < 0.3).then_some(Pick {
        choice: out,
        why: "a restless crew wants the sea",
    })
}

/// MODULE 3's plank: a crew to spare walks it; else the captain's LEADERSHIP is tried (never
/// worse than letting the loyalty drop).
pub(super) fn plank(ctx: &Ctx) -> Option<Pick> {
    let crew = ctx.me.ship()?.hits.crew;
    if ctx.offered(Choice::PlankCrew) && crew > 2 {
        return pick(Choice::PlankCrew, "a troublemaker walks the plank");
    }
    pick(Choice::PlankRoll, "the captain faces the crew down")
}

/// MODULE 11: whether a step up the loyalty track is worth its price: to Pleased whenever the
/// purse holds it (every NPC captain's card costs a step), up to Happy with gold to spare.
pub(super) fn wants_loyalty(ctx: &Ctx) -> bool {
    let me = &ctx.me;
    let loyalty = me.obs.seats[me.obs.seat].loyalty;
    let price = me
        .data
        .tokens
        .prices
        .loyalty
        .get((loyalty + 1 - UNHAPPY).max(0) as usize)
        .copied()
        .unwrap_or(u32::MAX) as i32;
    let spare = me.gold() - price;
    (loyalty <= 0 && spare >= 0) || (loyalty < HAPPY && spare >= 12)
}

fn pick(choice: Choice, why: &'static str) -> Option<Pick> {
    Some(Pick { choice, why })
}
