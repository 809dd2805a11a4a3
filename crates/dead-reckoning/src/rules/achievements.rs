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

/// Every Achievement whose condition stands, for every seat: its marker goes down at once
/// (DR-R 48); Expert Sailors' progress cubes follow the cards at level 4 (l.1161). Run after
/// every choice, so a condition met by any rule, on any seat's turn, is never missed.
pub(super) fn check_all(data: &DrData, state: &mut State, events: &mut Vec<Event>) {
    for seat in 0..state.seats.len() {
        let s = &state.seats[seat];
        let fours = s.cards.iter().filter(|c| c.level == 4).count() as u8;
        let need = |ach: Ach| data.achievement(ach).need;
        let buildings: u8 = state
            .cells
            .iter()
            .filter_map(|c| c.island.as_ref())
            .filter(|i| i.controller == Some(seat))
            .map(|i| i.buildings.iter().filter(|b| **b).count() as u8)
            .sum();
        let permanent: u16 = state
            .cells
            .iter()
            .filter_map(|c| c.island.as_ref())
            .map(|i| i.permanent[seat] as u16)
            .sum();
        let met = [
            (Ach::ExpertSailors, fours >= need(Ach::ExpertSailors)),
            (Ach::Builder, buildings >= need(Ach::Builder)),
            (Ach::Capitalist, s.chest >= need(Ach::Capitalist) as u16),
            (Ach::Settler, permanent >= need(Ach::Settler) as u16),
            (Ach::EliteVessel, s.upgrades >= need(Ach::EliteVessel)),
        ];
        for (ach, ok) in met {
            if ok {
                mark(data, state, seat, ach, events);
            }
        }
        // Expert Sailors: a cube for each of the first cards at level 4, below the need.
        let i = index(Ach::ExpertSailors);
        if !state.harbor[i].marker[seat] {
            let want = fours.min(need(Ach::ExpertSailors).saturating_sub(1));
            while state.harbor[i].progress[seat] < want && state.seats[seat].cubes > 0 {
                state.harbor[i].progress[seat] += 1;
                state.seats[seat].cubes -= 1;
                events.push(Event::Progress {
                    seat,
                    ach: Ach::ExpertSailors,
                });
            }
        }
    }
}
