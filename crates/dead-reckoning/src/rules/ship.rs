//! The Ship board (l.482–492): hull spaces, their faces and holds; loading, unloading,
//! rearranging and jettisoning one unit at a time.

use super::state::*;
use super::{Choice, Event};
use crate::content::{BuildingKind, DrData};
use game_core::Seat;

/// What a hull space shows: its top tile, or its printed face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpaceFace {
    pub sails: u8,
    pub cannons: u8,
    pub hold: u8,
}

/// The face of hull space `i` (A = 0 … D = 3).
pub fn face(data: &DrData, ship: &Ship, i: usize) -> SpaceFace {
    match ship.spaces[i].tiles.last() {
        Some(kind) => {
            let u = &data.upgrades[*kind as usize];
            SpaceFace {
                sails: u.sails,
                cannons: u.cannons,
                hold: u.hold,
            }
        }
        None => SpaceFace {
            sails: HULL[i].sails,
            cannons: 0,
            hold: HULL[i].hold,
        },
    }
}

/// Room left in hold `i`.
pub fn room(data: &DrData, ship: &Ship, i: usize) -> u8 {
    let s = &ship.spaces[i];
    face(data, ship, i).hold.saturating_sub(s.cargo + s.coins)
}

/// The goods of this kind in hold `i`.
pub fn held(ship: &Ship, i: usize, goods: Goods) -> u8 {
    match goods {
        Goods::Cargo => ship.spaces[i].cargo,
        Goods::Coin => ship.spaces[i].coins,
    }
}

pub(super) fn put(ship: &mut Ship, i: usize, goods: Goods, n: i16) {
    let slot = match goods {
        Goods::Cargo => &mut ship.spaces[i].cargo,
        Goods::Coin => &mut ship.spaces[i].coins,
    };
    *slot = (*slot as i16 + n) as u8;
}

/// Cargo and coins aboard.
pub fn aboard(ship: &Ship) -> (u16, u16) {
    ship.spaces
        .iter()
        .fold((0, 0), |(c, n), s| (c + s.cargo as u16, n + s.coins as u16))
}

/// The face-up island the Ship is at, if any.
pub fn island_at(data: &DrData, state: &State, seat: Seat) -> Option<u8> {
    let Place::Cell(c) = state.seats[seat].ship.at else {
        return None;
    };
    let cell = &state.cells[c as usize];
    (cell.face_up && (cell.board.0 as usize) < data.islands.len()).then_some(c)
}

/// Whether another seat's Fort or Garrison bars `seat` from the island in `cell` (l.845,
/// l.857): it controls the island and one stands there.
pub fn barred(state: &State, cell: u8, seat: Seat) -> bool {
    let Some(island) = &state.cells[cell as usize].island else {
        return false;
    };
    let guarded = island.buildings[BuildingKind::Fort as usize]
        || island.buildings[BuildingKind::Garrison as usize];
    guarded && island.controller.is_some_and(|c| c != seat)
}

const GOODS: [Goods; 2] = [Goods::Cargo, Goods::Coin];

/// The goods moves open to `seat` now: load, unload, rearrange, jettison.
pub(super) fn options(data: &DrData, state: &State, seat: Seat) -> Vec<Choice> {
    let ship = &state.seats[seat].ship;
    let mut out = Vec::new();
    let harbor = ship.at == Place::Harbor;
    let island = island_at(data, state, seat);
    let here = island.and_then(|c| state.cells[c as usize].island.as_ref());
    let can_load_island = island.is_some_and(|c| {
        here.is_some_and(|i| i.controller == Some(seat)) && !barred(state, c, seat)
    });
    let can_unload_island = island.is_some_and(|c| !barred(state, c, seat));
    for goods in GOODS {
        // Load: from the Dock in Harbor (cargo only: coins stay in the chest, ours P-2), or
        // from an island it controls.
        let source = if harbor {
            match goods {
                Goods::Cargo => state.seats[seat].dock,
                Goods::Coin => 0,
            }
        } else if can_load_island {
            let i = here.expect("an island");
            match goods {
                Goods::Cargo => i.cargo,
                Goods::Coin => i.coins,
            }
        } else {
            0
        };
        for space in 0..4u8 {
            if source > 0 && room(data, ship, space as usize) > 0 {
                out.push(Choice::Load { goods, space });
            }
        }
        for space in 0..4u8 {
            if held(ship, space as usize, goods) == 0 {
                continue;
            }
            if harbor || can_unload_island {
                out.push(Choice::Unload { goods, space });
            }
            for to in 0..4u8 {
                if to != space && room(data, ship, to as usize) > 0 {
                    out.push(Choice::Rearrange {
                        goods,
                        from: space,
                        to,
                    });
                }
            }
            out.push(Choice::Jettison { goods, space });
        }
    }
    out
}

/// Apply one goods move.
pub(super) fn apply(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    match choice {
        Choice::Load { goods, space } => {
            let from = if state.seats[seat].ship.at == Place::Harbor {
                state.seats[seat].dock -= 1;
                None
            } else {
                let cell = island_at(data, state, seat).expect("at an island");
                let i = state.cells[cell as usize]
                    .island
                    .as_mut()
                    .expect("an island");
                match goods {
                    Goods::Cargo => i.cargo -= 1,
                    Goods::Coin => i.coins -= 1,
                }
                Some(cell)
            };
            put(&mut state.seats[seat].ship, space as usize, goods, 1);
            events.push(Event::Loaded {
                seat,
                goods,
                space,
                from,
            });
        }
        Choice::Unload { goods, space } => {
            put(&mut state.seats[seat].ship, space as usize, goods, -1);
            let to = if state.seats[seat].ship.at == Place::Harbor {
                match goods {
                    Goods::Cargo => state.seats[seat].dock += 1,
                    Goods::Coin => state.seats[seat].chest += 1,
                }
                None
            } else {
                let cell = island_at(data, state, seat).expect("at an island");
                let i = state.cells[cell as usize]
                    .island
                    .as_mut()
                    .expect("an island");
                match goods {
                    Goods::Cargo => i.cargo += 1,
                    Goods::Coin => i.coins += 1,
                }
                Some(cell)
            };
            events.push(Event::Unloaded {
                seat,
                goods,
                space,
                to,
            });
        }
        Choice::Rearrange { goods, from, to } => {
            let ship = &mut state.seats[seat].ship;
            put(ship, from as usize, goods, -1);
            put(ship, to as usize, goods, 1);
            events.push(Event::Rearranged {
                seat,
                goods,
                from,
                to,
            });
        }
        Choice::Jettison { goods, space } => {
            put(&mut state.seats[seat].ship, space as usize, goods, -1);
            events.push(Event::Jettisoned { seat, goods, space });
        }
        other => unreachable!("{other:?} is no goods move"),
    }
}
