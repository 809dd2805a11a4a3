//! Islands: Influence (l.762–766), ISLAND CONTROL and PERMANENT CUBES (l.859–891), Production
//! (l.769–777), RUNNING OUT OF CUBES (l.783–785), Settler (l.1188).
//!
//! Influence from abilities used back to back on one island is one batch: control is
//! checked once the seat does anything else (ours, P-9; l.766 "so long as you don't do
//! anything in between").

use super::ship::barred;
use super::state::*;
use super::{Choice, Event};
use crate::content::{BuildingKind, Dir, DrData};
use game_core::Seat;

/// Who controls the island now, by its cubes (l.863–866): more than every other seat and
/// more than its empty slots.
pub fn control(data: &DrData, cell: &Cell) -> Option<Seat> {
    let island = cell.island.as_ref()?;
    let slots = data.islands[cell.board.0 as usize].slots;
    let empty = slots - island.slot_cubes.iter().sum::<u8>();
    let count = |s: usize| island.slot_cubes[s] + island.permanent[s];
    (0..4).find(|s| {
        let c = count(*s);
        c > empty && (0..4).all(|o| o == *s || count(o) < c)
    })
}

fn empty_slots(data: &DrData, cell: &Cell) -> u8 {
    let island = cell.island.as_ref().expect("an island");
    data.islands[cell.board.0 as usize].slots - island.slot_cubes.iter().sum::<u8>()
}

/// Whether an Influence can land on the island in `cell` for `seat` (a free slot, or an
/// opponent's cube to replace), and no opponent's Fort or Garrison bars it.
pub fn influence_open(data: &DrData, state: &State, seat: Seat, cell: u8, overrides: bool) -> bool {
    let c = &state.cells[cell as usize];
    let Some(island) = &c.island else {
        return false;
    };
    (overrides || !barred(state, cell, seat))
        && (empty_slots(data, c) > 0 || (0..4).any(|o| o != seat && island.slot_cubes[o] > 0))
}

/// The islands a seat short of cubes may take one of its own slot cubes from without changing
/// anyone's control (l.785), not under an opponent's Fort or Garrison (ours, P-11), nor
/// `except`.
pub fn reclaimable(data: &DrData, state: &State, seat: Seat, except: Option<u8>) -> Vec<u8> {
    (0..CELLS as u8)
        .filter(|c| Some(*c) != except)
        .filter(|c| {
            let cell = &state.cells[*c as usize];
            let Some(island) = &cell.island else {
                return false;
            };
            if island.slot_cubes[seat] == 0 || barred(state, *c, seat) {
                return false;
            }
            let mut after = cell.clone();
            after.island.as_mut().expect("an island").slot_cubes[seat] -= 1;
            control(data, &after) == control(data, cell)
        })
        .collect()
}

/// Start an Influence of `n` cubes on the island at the Ship.
pub(super) fn influence(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    n: u8,
    overrides: bool,
    events: &mut Vec<Event>,
) {
    let cell = super::ship::island_at(data, state, seat).expect("offered at an island");
    state.turn.batch = Some(cell);
    state.runs.push(Run::Influence {
        left: n,
        cell,
        overrides,
    });
    settle(data, state, seat, events);
}

/// The options of an Influence run: which opponent's cube to replace (an empty slot takes
/// the cube unasked), or with no cube in supply, which island to take one back from.
pub(super) fn influence_options(data: &DrData, state: &State, seat: Seat, cell: u8) -> Vec<Choice> {
    if state.seats[seat].cubes == 0 {
        let mut out: Vec<Choice> = reclaimable(data, state, seat, Some(cell))
            .into_iter()
            .map(|cell| Choice::Reclaim { cell })
            .collect();
        out.push(Choice::ReclaimNone);
        return out;
    }
    let island = state.cells[cell as usize]
        .island
        .as_ref()
        .expect("an island");
    let mut out = Vec::new();
    for o in (0..state.seats.len()).filter(|o| *o != seat && island.slot_cubes[*o] > 0) {
        if !state.seats[o].finished || island.struck[o] > 0 {
            out.push(Choice::Replace { victim: o });
        }
        if state.seats[o].finished && island.slot_cubes[o] > island.struck[o] {
            out.push(Choice::Strike { victim: o });
        }
    }
    out
}

/// Take one of the seat's slot cubes back from the island in `cell`.
fn reclaim(state: &mut State, seat: Seat, cell: u8, events: &mut Vec<Event>) {
    let island = state.cells[cell as usize]
        .island
        .as_mut()
        .expect("an island");
    island.slot_cubes[seat] -= 1;
    state.seats[seat].cubes += 1;
    events.push(Event::CubeReclaimed { seat, cell });
}

/// Apply an answer to an Influence, Produce or Reclaim run.
pub(super) fn apply(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    let run = *state.runs.last().expect("a run is open");
    match (run, choice) {
        (Run::Influence { .. }, Choice::Reclaim { cell }) => reclaim(state, seat, cell, events),
        (Run::Influence { left, .. }, Choice::ReclaimNone) => {
            events.push(Event::InfluenceLost { seat, n: left });
            state.runs.pop();
        }
        (
            Run::Influence {
                left,
                cell,
                overrides,
            },
            Choice::Replace { victim },
        ) => {
            let island = state.cells[cell as usize]
                .island
                .as_mut()
                .expect("an island");
            if state.seats[victim].finished {
                island.struck[victim] -= 1;
            }
            island.slot_cubes[victim] -= 1;
            island.slot_cubes[seat] += 1;
            state.seats[victim].cubes += 1;
            state.seats[seat].cubes -= 1;
            events.push(Event::CubeReplaced { seat, victim, cell });
            *state.runs.last_mut().expect("open") = Run::Influence {
                left: left - 1,
                cell,
                overrides,
            };
        }
        (
            Run::Influence {
                left,
                cell,
                overrides,
            },
            Choice::Strike { victim },
        ) => {
            let island = state.cells[cell as usize]
                .island
                .as_mut()
                .expect("an island");
            island.struck[victim] += 1;
            events.push(Event::CubeStruck { seat, victim, cell });
            *state.runs.last_mut().expect("open") = Run::Influence {
                left: left - 1,
                cell,
                overrides,
            };
        }
        (Run::Reclaim { .. }, Choice::Reclaim { cell }) => {
            reclaim(state, seat, cell, events);
            state.runs.pop();
            let Run::Reclaim { for_cell, .. } = run else {
                unreachable!()
            };
            permanent(state, seat, for_cell, events);
        }
        (Run::Reclaim { .. }, Choice::ReclaimNone) => {
            state.runs.pop();
        }
        (Run::Produce { .. }, Choice::ProduceAt { cell }) => {
            produce_at(data, state, run, cell, events)
        }
        (Run::Produce { .. }, Choice::Done) => {
            state.runs.pop();
        }
        (run, other) => unreachable!("{other:?} is no answer to {run:?}"),
    }
    settle(data, state, seat, events);
}

/// Place the Influence that needs no answer (empty slots first), close runs that are done;
/// stop at the first question.
pub(super) fn settle(data: &DrData, state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    while let Some(Run::Influence {
        left,
        cell,
        overrides,
    }) = state.runs.last().copied()
    {
        if left == 0 {
            state.runs.pop();
            continue;
        }
        let c = &state.cells[cell as usize];
        if empty_slots(data, c) == 0 && !influence_open(data, state, seat, cell, overrides) {
            // Nowhere to go: the rest is lost (DR-R 32).
            events.push(Event::InfluenceLost { seat, n: left });
            state.runs.pop();
            continue;
        }
        if state.seats[seat].cubes == 0 || empty_slots(data, c) == 0 {
            return;
        }
        state.cells[cell as usize]
            .island
            .as_mut()
            .expect("an island")
            .slot_cubes[seat] += 1;
        state.seats[seat].cubes -= 1;
        events.push(Event::InfluencePlaced { seat, cell });
        *state.runs.last_mut().expect("open") = Run::Influence {
            left: left - 1,
            cell,
            overrides,
        };
    }
}

/// Check control of the batch's island, if one waits (before any other action, at a move, at
/// the end of the Main phase).
pub(super) fn close_batch(data: &DrData, state: &mut State, events: &mut Vec<Event>) {
    if let Some(cell) = state.turn.batch.take() {
        recheck(data, state, cell, events);
    }
}

/// Control of the island in `cell` as its cubes now give it: a change removes its buildings
/// (l.793; also when lost to nobody: ours, P-12) and gives the new controller a permanent cube
/// (l.874, on any seat's turn, l.891).
pub(super) fn recheck(data: &DrData, state: &mut State, cell: u8, events: &mut Vec<Event>) {
    let now = control(data, &state.cells[cell as usize]);
    let island = state.cells[cell as usize]
        .island
        .as_mut()
        .expect("an island");
    let before = island.controller;
    if now == before {
        return;
    }
    island.controller = now;
    events.push(Event::ControlChanged {
        cell,
        from: before,
        to: now,
    });
    if before.is_some() && island.buildings.iter().any(|b| *b) {
        let removed = std::mem::take(&mut island.buildings);
        for (i, b) in removed.iter().enumerate() {
            if *b {
                state.buildings[i] += 1;
            }
        }
        events.push(Event::BuildingsRemoved { cell });
    }
    if let Some(seat) = now {
        if state.seats[seat].cubes > 0 {
            permanent(state, seat, cell, events);
        } else if !reclaimable(data, state, seat, None).is_empty() {
            // Short of cubes: it may take one back from another island (asked of it, on
            // whoever's turn this is).
            state.runs.push(Run::Reclaim {
                seat,
                for_cell: cell,
            });
        }
    }
}

/// Place a permanent cube for `seat` on the island in `cell` (Settler: `achievements`).
fn permanent(state: &mut State, seat: Seat, cell: u8, events: &mut Vec<Event>) {
    if state.seats[seat].cubes == 0 {
        return;
    }
    state.seats[seat].cubes -= 1;
    state.cells[cell as usize]
        .island
        .as_mut()
        .expect("an island")
        .permanent[seat] += 1;
    events.push(Event::PermanentCube { seat, cell });
}

/// The islands `seat` may produce on now: face up, not barred, not chosen in this ability.
pub fn producible(state: &State, seat: Seat, chosen: u16, overrides: bool) -> Vec<u8> {
    (0..CELLS as u8)
        .filter(|c| chosen & (1 << c) == 0)
        .filter(|c| state.cells[*c as usize].island.is_some())
        .filter(|c| overrides || !barred(state, *c, seat))
        .collect()
}

/// Start a Production on up to `n` islands.
pub(super) fn produce(state: &mut State, n: u8, boost: (u8, u8), overrides: bool) {
    state.runs.push(Run::Produce {
        left: n,
        chosen: 0,
        cargo: boost.0,
        coins: boost.1,
        overrides,
    });
}

pub(super) fn produce_options(state: &State, seat: Seat, run: Run) -> Vec<Choice> {
    let Run::Produce {
        chosen, overrides, ..
    } = run
    else {
        unreachable!()
    };
    let mut out: Vec<Choice> = producible(state, seat, chosen, overrides)
        .into_iter()
        .map(|cell| Choice::ProduceAt { cell })
        .collect();
    if chosen != 0 || out.is_empty() {
        out.push(Choice::Done);
    }
    out
}

/// What the island in `cell` produces (l.773–777): its printed goods, one cargo more for each
/// face-up open sea beside it whose arrow points at it (ours, P-18), one of each more with an
/// Outpost.
pub fn yield_of(data: &DrData, state: &State, cell: u8) -> (u16, u16) {
    let c = &state.cells[cell as usize];
    let def = &data.islands[c.board.0 as usize];
    let (mut cargo, mut coins) = (def.produce.0 as u16, def.produce.1 as u16);
    let (row, col) = (cell / COLUMNS, cell % COLUMNS);
    for (dir, from) in [
        (Dir::Out, row.checked_sub(1).map(|r| r * COLUMNS + col)),
        (Dir::In, (row + 1 < ROWS).then(|| (row + 1) * COLUMNS + col)),
        (Dir::Right, col.checked_sub(1).map(|k| row * COLUMNS + k)),
        (
            Dir::Left,
            (col + 1 < COLUMNS).then(|| row * COLUMNS + col + 1),
        ),
    ] {
        let Some(from) = from else { continue };
        let sea = &state.cells[from as usize];
        let Some(sea_def) = (sea.board.0 as usize)
            .checked_sub(data.islands.len())
            .map(|i| &data.seas[i])
        else {
            continue;
        };
        if sea.face_up && sea_def.arrows.contains(&dir) {
            cargo += 1;
        }
    }
    if c.island
        .as_ref()
        .is_some_and(|i| i.buildings[BuildingKind::Outpost as usize])
    {
        cargo += 1;
        coins += 1;
    }
    (cargo, coins)
}

fn produce_at(data: &DrData, state: &mut State, run: Run, cell: u8, events: &mut Vec<Event>) {
    let Run::Produce {
        left,
        chosen,
        cargo,
        coins,
        overrides,
    } = run
    else {
        unreachable!()
    };
    let (c, n) = yield_of(data, state, cell);
    let (c, n) = (c + cargo as u16, n + coins as u16);
    let island = state.cells[cell as usize]
        .island
        .as_mut()
        .expect("an island");
    island.cargo += c;
    island.coins += n;
    events.push(Event::Produced {
        cell,
        cargo: c,
        coins: n,
    });
    if left <= 1 {
        state.runs.pop();
    } else {
        *state.runs.last_mut().expect("open") = Run::Produce {
            left: left - 1,
            chosen: chosen | 1 << cell,
            cargo,
            coins,
            overrides,
        };
    }
}
