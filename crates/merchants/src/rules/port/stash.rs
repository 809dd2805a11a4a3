//! Stash gold: in the home port (or through a gold courier, for a fee) gold goes into the
//! chest, in secret; at home it may come back out. Every 10 stashed is a secret glory point.
//!
//! Our reading of what stays public: that a captain stashes or takes gold out, never how much;
//! and since the gold aboard and the chest together would give the stash away, a captain's
//! gold aboard is no longer shown to the others once the chest has been used
//! ([`SeatState::chest_used`]).

use crate::content::*;
use crate::rules::protocol::{Choice, GameEvent};
use crate::rules::purse::{ability, is_home};
use crate::rules::state::*;

/// The home port, or a gold-courier port whose fee leaves gold to stash.
pub fn allowed(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> bool {
    let s = &state.seats[seat];
    if is_home(state, data, seat, port) {
        return s.gold > 0 || s.stash > 0;
    }
    ability(data, port, |a| match a {
        PortAbility::GoldCourier { fee } => Some(*fee),
        _ => None,
    })
    .is_some_and(|fee| s.gold > fee as i32)
}

/// Amounts offered: 1, 5, 10 and everything, into the chest; and out again at home.
pub fn options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    out: &mut Vec<Choice>,
) {
    let s = &state.seats[seat];
    let steps = |all: i32| {
        let mut v: Vec<i32> = [1, 5, 10].into_iter().filter(|n| *n < all).collect();
        if all > 0 {
            v.push(all);
        }
        v
    };
    out.extend(steps(s.gold).into_iter().map(Choice::Stash));
    if is_home(state, data, seat, port) {
        out.extend(steps(s.stash).into_iter().map(|n| Choice::Stash(-n)));
    }
    out.push(Choice::Done);
}

pub fn apply(state: &mut GameState, seat: Seat, amount: i32, events: &mut Vec<GameEvent>) {
    let s = &mut state.seats[seat];
    s.gold -= amount;
    s.add_stash(amount);
    s.chest_used = true;
    // Declared, but not how much, either way (Stash gold).
    if amount > 0 {
        events.push(GameEvent::GoldStashed { seat });
    } else {
        events.push(GameEvent::StashTaken { seat });
    }
}
