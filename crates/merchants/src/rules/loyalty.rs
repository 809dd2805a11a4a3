//! Seas of Glory, MODULE 11: the loyalty track. Each crew's loyalty is public, from Fierce
//! loyalty down to Mutiny; a captain (a new one too) starts Content. The steps' effects add up
//! away from Content: Happy has Pleased's, Angry has Restless's and Unhappy's.
//!
//! Down a step: each NPC captain's event card drawn (every captain with a ship); declaring a
//! stash; a turn begun and ended in the same port (whatever came between: ours). Up a step:
//! each glory point on the track (the stash's are secret: ours, none), and once a port action
//! by paying the next step's price (`tokens.ron`, ours). At Mutiny the captain rolls
//! LEADERSHIP at once (no combat modifiers): success, up to Angry; failure, the captain dies.
//!
//! This file is the track and what its steps mean, a leaf the chapters read; the rolls on it
//! (the mutiny, the Fierce crew's rally, the plank) are in `seas/loyalty.rs`, treating the
//! crew in `port/crew.rs`.

use crate::content::*;
use crate::rules::protocol::{Choice, GameEvent, LoyaltyCause};
use crate::rules::state::*;

pub const FIERCE: i8 = 3;
pub const HAPPY: i8 = 2;
pub const PLEASED: i8 = 1;
pub const CONTENT: i8 = 0;
pub const RESTLESS: i8 = -1;
pub const UNHAPPY: i8 = -2;
pub const ANGRY: i8 = -3;
pub const MUTINY: i8 = -4;

/// Whether the game is played with the loyalty track.
pub fn on(state: &GameState) -> bool {
    state.config.seas.on(Switch::Loyalty)
}

/// Move the seat's loyalty by `by` steps (within the track); returns whether it reached
/// Mutiny, which the caller settles with [`Beat::Mutiny`].
pub(crate) fn shift(
    state: &mut GameState,
    seat: Seat,
    by: i8,
    cause: LoyaltyCause,
    events: &mut Vec<GameEvent>,
) -> bool {
    if !on(state) || state.seats[seat].ship.is_none() {
        return false;
    }
    let s = &mut state.seats[seat];
    let to = (s.loyalty + by).clamp(MUTINY, FIERCE);
    if to == s.loyalty {
        return false;
    }
    s.loyalty = to;
    events.push(GameEvent::LoyaltyChanged { seat, to, cause });
    to == MUTINY
}

/// A step up.
pub fn up(state: &mut GameState, seat: Seat, cause: LoyaltyCause, events: &mut Vec<GameEvent>) {
    shift(state, seat, 1, cause, events);
}

/// A step down; a crew that reaches Mutiny mutinies next.
pub fn down(state: &mut GameState, seat: Seat, cause: LoyaltyCause, events: &mut Vec<GameEvent>) {
    if shift(state, seat, -1, cause, events) {
        state.then(&[Beat::Mutiny { seat }]);
    }
}

/// An NPC captain's event card is drawn: every crew loses a step; the mutinies follow in seat
/// order.
pub fn npc_card(state: &mut GameState, events: &mut Vec<GameEvent>) {
    if !on(state) {
        return;
    }
    // MODULE 3's plank: its captain is asked first whether it keeps the crew's loyalty.
    let plank = |s: &SeatState| {
        s.ship
            .as_ref()
            .is_some_and(|sh| sh.has_mod(ShipModKind::Plank))
    };
    let (asked, rest): (Vec<Seat>, Vec<Seat>) =
        (0..state.seats.len()).partition(|s| plank(&state.seats[*s]));
    state.planks = asked;
    let mutinous: Vec<Beat> = rest
        .into_iter()
        .filter(|s| shift(state, *s, -1, LoyaltyCause::NpcCard, events))
        .map(|seat| Beat::Mutiny { seat })
        .collect();
    state.then(&mutinous);
}

/// The seat's turn begins: where it lies in port is noted, and the glory cards barred by a
/// failed Unhappy roll in the turn before (any captain's: "this turn") may be tried again.
pub fn turn_begins(state: &mut GameState, seat: Seat) {
    for s in &mut state.seats {
        s.glory_barred.clear();
    }
    if !on(state) {
        return;
    }
    if let Some(Location::Port(p)) = state.seats[seat].ship.as_ref().map(|s| s.location) {
        state.turn.began_in = Some(p);
    }
}

/// The active seat's turn is ending: begun and ended in the same port, its crew loses a step.
/// Returns whether it mutinies (settled before the turn ends).
pub fn turn_ends(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>) -> bool {
    let Some(began) = state.turn.began_in.take() else {
        return false;
    };
    let here = state.seats[seat].ship.as_ref().map(|s| s.location);
    here == Some(Location::Port(began)) && shift(state, seat, -1, LoyaltyCause::SamePort, events)
}

/// The price of the next step up, if there is one.
pub fn price(state: &GameState, data: &GameData, seat: Seat) -> Option<u32> {
    let now = state.seats[seat].loyalty;
    if !on(state) || now >= FIERCE {
        return None;
    }
    data.tokens
        .prices
        .loyalty
        .get((now + 1 - UNHAPPY) as usize)
        .copied()
}

/// MODULE 3's plank: the captain asked may roll LEADERSHIP, or (at sea, with a crew to
/// spare) throw one overboard; or let the crew's loyalty drop.
pub fn plank_options(state: &GameState, out: &mut Vec<Choice>) {
    let Some(&seat) = state.planks.first() else {
        return;
    };
    out.push(Choice::PlankRoll);
    let ship = state.seats[seat].ship.as_ref();
    // "(if at sea) discarding a crew": the last one too (a ship may sail with none).
    if ship.is_some_and(|sh| matches!(sh.location, Location::Zone(_)) && sh.hits.crew > 0) {
        out.push(Choice::PlankCrew);
    }
    out.push(Choice::Done);
}

/// Fierce loyalty: once a turn, the captain may roll LEADERSHIP for an extra action.
pub fn rally_options(state: &GameState, seat: Seat, out: &mut Vec<Choice>) {
    if on(state) && state.seats[seat].loyalty == FIERCE && !state.turn.rallied {
        out.push(Choice::Rally);
    }
}

/// The captain's LEADERSHIP in crew combat with its crew's mood: Happy +1, Angry -1 (at
/// least 1).
pub fn crew_leadership(state: &GameState, seat: Seat, base: u8) -> u8 {
    match state.seats[seat].loyalty {
        l if l >= HAPPY => base + 1,
        l if l <= ANGRY => base.saturating_sub(1).max(1),
        _ => base,
    }
}

/// Pleased: the crew fills for free in any port (Petite Goave's too).
pub fn pleased(state: &GameState, seat: Seat) -> bool {
    state.seats[seat].loyalty >= PLEASED
}

/// Restless: no free recruiting of any kind, no new specialists, and those employed idle.
pub fn restless(state: &GameState, seat: Seat) -> bool {
    state.seats[seat].loyalty <= RESTLESS
}

/// Pleased: a specialist hired free this turn (one a turn).
pub fn free_specialist(state: &GameState, seat: Seat) -> bool {
    pleased(state, seat) && !state.turn.free_specialist_used
}

/// Unhappy: playing a glory card needs a LEADERSHIP success.
pub fn unhappy(state: &GameState, seat: Seat) -> bool {
    state.seats[seat].loyalty <= UNHAPPY
}
