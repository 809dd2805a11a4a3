//! SET SAILS (l.498–516), MOVE YOUR SHIP and exploring (l.518–538): the Sails set once a turn
//! before moving; each step to an orthogonal board costs one; stopping on a face-down board
//! explores it, once a turn. A move ends when its seat says stop, runs out of Sails, or does
//! anything else (our reading, DR-R 17).

use super::ship::{self, face};
use super::state::*;
use super::{Choice, Event, achievements};
use crate::content::{Ach, DrData, Icon};
use game_core::Seat;

/// Whether the seat may count Sails on hull spaces whose holds are full (l.504): in Harbor,
/// or at an island it controls (it could unload, set and load again).
fn covered_sails_count(data: &DrData, state: &State, seat: Seat) -> bool {
    match state.seats[seat].ship.at {
        Place::Harbor => true,
        Place::Cell(_) => ship::island_at(data, state, seat).is_some_and(|c| {
            state.cells[c as usize]
                .island
                .as_ref()
                .is_some_and(|i| i.controller == Some(seat))
        }),
    }
}

/// The Sails the seat would set now: its hull's (a full hold hides its space's Sail, unless
/// l.504 allows), its played cards' Sail icons, the Sails gained by abilities this turn;
/// at most 8.
pub fn sails_to_set(data: &DrData, state: &State, seat: Seat) -> u8 {
    let s = &state.seats[seat];
    let played: Vec<(SailorId, Sailor)> = s
        .played
        .iter()
        .map(|p| (p.card, s.cards[p.card.0 as usize]))
        .collect();
    let covered = covered_sails_count(data, state, seat);
    sails_from(data, &s.ship, &played, state.turn.sail_gain, covered)
}

/// [`sails_to_set`] as a seat's observation shows it (the table's prediction), for the seat
/// whose turn it is.
pub fn sails_seen(data: &DrData, obs: &super::Observation, seat: Seat) -> u8 {
    let t = &obs.table[seat];
    let covered = match t.ship.at {
        Place::Harbor => true,
        Place::Cell(c) => obs.cells[c as usize]
            .island
            .as_ref()
            .is_some_and(|i| i.controller == Some(seat)),
    };
    sails_from(data, &t.ship, &t.played, obs.turn.sail_gain, covered)
}

/// The Sails of a Ship and its played cards (`covered`: a full hold's Sail counts too).
fn sails_from(
    data: &DrData,
    ship: &Ship,
    played: &[(SailorId, Sailor)],
    sail_gain: u8,
    covered: bool,
) -> u8 {
    let hull: u8 = (0..4)
        .filter(|i| {
            let h = &ship.spaces[*i];
            covered || h.cargo + h.coins == 0
        })
        .map(|i| face(data, ship, i).sails)
        .sum();
    let cards: usize = played
        .iter()
        .flat_map(|(id, card)| faces(data, *id, card))
        .map(|f| f.icons.iter().filter(|i| **i == Icon::Sail).count())
        .sum();
    let n = hull as usize + cards + sail_gain as usize;
    n.min(data.setup.sails_max as usize) as u8
}

/// The boards orthogonally next to `at`; the Harbor touches Row 1's three.
pub fn neighbours(at: Place) -> Vec<Place> {
    match at {
        Place::Harbor => (0..COLUMNS).map(Place::Cell).collect(),
        Place::Cell(c) => {
            let (row, col) = (c / COLUMNS, c % COLUMNS);
            let mut out = Vec::new();
            if row == 0 {
                out.push(Place::Harbor);
            } else {
                out.push(Place::Cell(c - COLUMNS));
            }
            if row + 1 < ROWS {
                out.push(Place::Cell(c + COLUMNS));
            }
            if col > 0 {
                out.push(Place::Cell(c - 1));
            }
            if col + 1 < COLUMNS {
                out.push(Place::Cell(c + 1));
            }
            out
        }
    }
}

fn face_down(state: &State, place: Place) -> bool {
    matches!(place, Place::Cell(c) if !state.cells[c as usize].face_up)
}

/// Set Sails and the steps open now.
pub(super) fn options(state: &State, seat: Seat) -> Vec<Choice> {
    let t = &state.turn;
    let ship = &state.seats[seat].ship;
    let mut out = Vec::new();
    if !t.sails_set {
        out.push(Choice::SetSails);
        return out;
    }
    if ship.sails > 0 {
        for to in neighbours(ship.at) {
            // Onto a face-down board only if the Ship could stop there (no exploration yet
            // this turn) or sail on (issue 69).
            if face_down(state, to) && t.explored && ship.sails < 2 {
                continue;
            }
            out.push(Choice::Step { to });
        }
    }
    if t.moving {
        out.push(Choice::Stop);
    }
    out
}

/// Whether only moving on, or stopping, is open (a Ship mid-move on a face-down board: ours,
/// P-3).
pub fn on_face_down(state: &State, seat: Seat) -> bool {
    state.turn.moving && face_down(state, state.seats[seat].ship.at)
}

/// Set Sails, a step, or a stop.
pub(super) fn apply(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    match choice {
        Choice::SetSails => {
            let n = sails_to_set(data, state, seat);
            state.seats[seat].ship.sails = n;
            state.turn.sails_set = true;
            events.push(Event::SailsSet { seat, n });
        }
        Choice::Step { to } => {
            let from = state.seats[seat].ship.at;
            let ship = &mut state.seats[seat].ship;
            ship.sails -= 1;
            ship.at = to;
            state.turn.moving = true;
            events.push(Event::Stepped { seat, from, to });
            if let Place::Cell(cell) = to {
                super::build::entered(data, state, seat, cell, events);
            }
            if state.seats[seat].ship.sails == 0 {
                stop(data, state, seat, events);
            }
        }
        Choice::Stop => stop(data, state, seat, events),
        other => unreachable!("{other:?} is no move"),
    }
}

/// The move ends where the Ship is: a face-down board there is explored (l.524).
pub(super) fn stop(data: &DrData, state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    if !state.turn.moving {
        return;
    }
    state.turn.moving = false;
    let at = state.seats[seat].ship.at;
    events.push(Event::Stopped { seat, at });
    if let Place::Cell(cell) = at
        && !state.cells[cell as usize].face_up
    {
        explore(data, state, seat, cell, events);
    }
}

/// Flip the board and put the next card of its Row's box on it, whatever it is (our
/// reading, DR-R 16); Explorer's progress.
fn explore(data: &DrData, state: &mut State, seat: Seat, cell: u8, events: &mut Vec<Event>) {
    let mut cells = std::mem::take(&mut state.cells);
    super::boards::flip(data, &mut cells, cell, events);
    state.cells = cells;
    state.turn.explored = true;
    state.seats[seat].explored += 1;
    events.push(Event::Explored { seat, cell });
    if let Some((card, from_row)) = super::boards::take_for_row(&mut state.boxes, row_of(cell)) {
        state.cells[cell as usize].card = Some(card);
        events.push(Event::CardPlaced {
            cell,
            card,
            from_row,
        });
    }
    explorer(data, state, seat, events);
}

/// Explorer (l.1200): a progress cube for each board explored; the marker at 5/4/3 at 2/3/4
/// seats, its cubes back; every seat's cubes back once too few face-down boards remain for
/// it (our reading, DR-R 36).
fn explorer(data: &DrData, state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let i = achievements::index(Ach::Explorer);
    let need = explorer_need(data, state);
    if !achievements::has(state, seat, Ach::Explorer) {
        if state.seats[seat].explored >= need {
            achievements::mark(data, state, seat, Ach::Explorer, events);
        } else if state.seats[seat].cubes > 0 {
            state.seats[seat].cubes -= 1;
            state.harbor[i].progress[seat] += 1;
            events.push(Event::Progress {
                seat,
                ach: Ach::Explorer,
            });
        }
    }
    let left = state.cells.iter().filter(|c| !c.face_up).count() as u8;
    for other in 0..state.seats.len() {
        let p = state.harbor[i].progress[other];
        if p > 0 && left < need.saturating_sub(state.seats[other].explored) {
            state.harbor[i].progress[other] = 0;
            state.seats[other].cubes += p;
            events.push(Event::ProgressReturned {
                seat: other,
                ach: Ach::Explorer,
            });
        }
    }
}

/// Boards to explore for Explorer at this table.
pub fn explorer_need(data: &DrData, state: &State) -> u8 {
    let a = data.achievement(Ach::Explorer);
    a.need_by_seats.map_or(a.need, |n| n[state.seats.len() - 2])
}
