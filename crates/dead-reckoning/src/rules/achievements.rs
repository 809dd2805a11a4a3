//! ACHIEVEMENTS (l.1139–1226): a marker goes down the moment a condition is met, on any
//! seat's turn (DR-R 48), and never comes off; one a seat per Achievement.

use super::Event;
use super::state::*;
use crate::content::{Ach, DrData};
use game_core::Seat;

/// The Achievement's index in the Harbor row.
pub fn index(ach: Ach) -> usize {
    Ach::ALL
        .iter()
        .position(|a| *a == ach)
        .expect("every Achievement is in ALL")
}

/// Whether `seat` has placed its marker on `ach`.
pub fn has(state: &State, seat: Seat, ach: Ach) -> bool {
    state.harbor[index(ach)].marker[seat]
}

/// `seat` places a marker on `ach` if it has none there and one left; its progress cubes on
/// that Achievement come back to its supply.
pub(super) fn mark(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    ach: Ach,
    events: &mut Vec<Event>,
) {
    let _ = data;
    let i = index(ach);
    if state.harbor[i].marker[seat] || state.seats[seat].markers == 0 {
        return;
    }
    state.harbor[i].marker[seat] = true;
    state.seats[seat].markers -= 1;
    let back = std::mem::take(&mut state.harbor[i].progress[seat]);
    state.seats[seat].cubes += back;
    events.push(Event::AchievementMarked { seat, ach });
}
