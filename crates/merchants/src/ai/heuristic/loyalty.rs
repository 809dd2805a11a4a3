//! MODULE 11 and MODULE 3's plank: the heuristic captain's care of its crew's loyalty —
//! treating the crew in port, not idling a whole turn in port with a restless crew, and the
//! plank when an NPC captain sails.

use super::{Ctx, Pick};
use crate::content::Switch;
use crate::rules::loyalty::{ANGRY, CONTENT, HAPPY, UNHAPPY};
use crate::rules::{Choice, Entry, Location};

/// MODULE 11: with its last action, or its business in port done, a captain whose turn began
/// in this port and whose crew is Content or worse puts out to sea (if the water outside is
/// safe) rather than lose another step of loyalty, and risk a mutiny, for a whole turn idle in
/// port. A captain with nothing worth sailing for (`idle`) does so whatever its crew's mood:
/// the step costs gold to win back, the open water nothing.
pub(super) fn restless_in_port(ctx: &Ctx, actions_left: u8, idle: bool) -> Option<Pick> {
    let me = &ctx.me;
    let Some(Location::Port(port)) = me.location() else {
        return None;
    };
    if !me.obs.seas.on(Switch::Loyalty) {
        return None;
    }
    let loyalty = me.obs.seats[me.obs.seat].loyalty;
    let done_here = idle || actions_left == 1 || me.obs.turn.port_action_taken;
    if !done_here || me.obs.turn.began_in != Some(port) || (loyalty > CONTENT && !idle) {
        return None;
    }
    let zone = me.data.port(port).zone;
    let out = Choice::Move {
        to: Location::Zone(zone),
        entry: Entry::Free,
    };
    // An Unhappy crew is two steps from a mutiny: worse water than usual is worth braving.
    let brave = if loyalty <= UNHAPPY { 0.45 } else { 0.3 };
    (ctx.offered(out) && me.danger(zone) < brave).then_some(Pick {
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

/// MODULE 11: what treating the crew in a port is worth, the more the nearer a mutiny (a goal's
/// worth, as selling or mending is).
pub(super) fn treat_worth(ctx: &Ctx) -> f32 {
    if !ctx.me.obs.seas.on(Switch::Loyalty) || !wants_loyalty(ctx) {
        return 0.0;
    }
    match ctx.me.obs.seats[ctx.me.obs.seat].loyalty {
        l if l <= ANGRY => 16.0,
        l if l <= UNHAPPY => 9.0,
        l if l < CONTENT => 5.0,
        _ => 2.0,
    }
}

/// MODULE 11: a turn that ends in the port it began in costs the crew a step, whatever came
/// between: sailing back into that port is worth a step's price less (the more the nearer a
/// mutiny).
pub(super) fn same_port_cost(ctx: &Ctx, port: crate::content::PortId) -> f32 {
    let me = &ctx.me;
    if !me.obs.seas.on(Switch::Loyalty)
        || me.obs.turn.began_in != Some(port)
        || me.location() == Some(Location::Port(port))
    {
        return 0.0;
    }
    match me.obs.seats[me.obs.seat].loyalty {
        l if l <= ANGRY => 30.0,
        l if l <= UNHAPPY => 12.0,
        l if l <= CONTENT => 6.0,
        _ => 3.0,
    }
}

fn pick(choice: Choice, why: &'static str) -> Option<Pick> {
    Some(Pick { choice, why })
}
