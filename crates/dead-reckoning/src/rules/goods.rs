//! GAINING AND SPENDING COINS & CARGO (l.737–754): gains placed where their icon says (on the
//! Ship one unit at a time, into a hold of the seat's choosing), costs paid from where their
//! icon says (the chest pays as the Dock). Both as runs (`Run::Stow`, `Run::Pay`).

use super::ship::{self, held, room};
use super::state::*;
use super::{Choice, Event};
use crate::content::{DrData, Source, To};
use game_core::Seat;

/// Where gained goods went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum GainedTo {
    /// The Dock (cargo) or the chest (coins).
    Dock,
    Hold(u8),
    Island(u8),
}

/// Gain goods as `to` says: to the Dock and chest at once; onto the Ship (or split) by a
/// `Stow` run; onto the island at the Ship (ours, P-8).
pub(super) fn gain(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    (cargo, coins): (u8, u8),
    to: To,
    events: &mut Vec<Event>,
) {
    if cargo == 0 && coins == 0 {
        return;
    }
    match to {
        To::Dock => {
            state.seats[seat].dock += cargo as u16;
            state.seats[seat].chest += coins as u16;
            for (goods, n) in [(Goods::Cargo, cargo), (Goods::Coin, coins)] {
                if n > 0 {
                    events.push(Event::Gained {
                        seat,
                        goods,
                        n,
                        to: GainedTo::Dock,
                    });
                }
            }
        }
        To::Ship | To::ShipOrDock => state.runs.push(Run::Stow {
            cargo,
            coins,
            dock: to == To::ShipOrDock,
        }),
        To::Island => {
            let cell = ship::island_at(data, state, seat).expect("offered at an island only");
            let i = state.cells[cell as usize]
                .island
                .as_mut()
                .expect("an island");
            i.cargo += cargo as u16;
            i.coins += coins as u16;
            for (goods, n) in [(Goods::Cargo, cargo), (Goods::Coin, coins)] {
                if n > 0 {
                    events.push(Event::Gained {
                        seat,
                        goods,
                        n,
                        to: GainedTo::Island(cell),
                    });
                }
            }
        }
    }
}

/// The sources one unit of `goods` may be paid from under `from`.
fn sources(state: &State, seat: Seat, goods: Goods, from: Source) -> Vec<PaySource> {
    let s = &state.seats[seat];
    let mut out = Vec::new();
    let at_dock = match goods {
        Goods::Cargo => s.dock,
        Goods::Coin => s.chest,
    };
    if from != Source::Ship && at_dock > 0 {
        out.push(PaySource::Dock);
    }
    if from != Source::Dock {
        for i in 0..4u8 {
            if held(&s.ship, i as usize, goods) > 0 {
                out.push(PaySource::Hold(i));
            }
        }
    }
    out
}

/// Whether `seat` holds `cargo` and `coins` where `from` allows.
pub fn can_pay(state: &State, seat: Seat, cargo: u8, coins: u8, from: Source) -> bool {
    let s = &state.seats[seat];
    let (ship_cargo, ship_coins) = ship::aboard(&s.ship);
    let (c, n) = match from {
        Source::Dock => (s.dock, s.chest),
        Source::Ship => (ship_cargo, ship_coins),
        Source::ShipOrDock => (s.dock + ship_cargo, s.chest + ship_coins),
    };
    c >= cargo as u16 && n >= coins as u16
}

/// The unit a run deals with next: cargo first.
fn next_unit(cargo: u8, coins: u8) -> Option<Goods> {
    if cargo > 0 {
        Some(Goods::Cargo)
    } else if coins > 0 {
        Some(Goods::Coin)
    } else {
        None
    }
}

/// The options of the open run.
pub(super) fn options(data: &DrData, state: &State, seat: Seat, run: Run) -> Vec<Choice> {
    match run {
        Run::Stow { cargo, coins, dock } => {
            let goods = next_unit(cargo, coins).expect("settled runs are closed");
            let ship = &state.seats[seat].ship;
            let mut out: Vec<Choice> = (0..4u8)
                .filter(|i| room(data, ship, *i as usize) > 0)
                .map(|space| Choice::StowIn { space })
                .collect();
            let full = out.is_empty();
            if dock {
                out.push(Choice::ToDock);
            }
            if full {
                // No room: make some (jettison or unload goods aboard), or let it go.
                out.extend(
                    ship::options(data, state, seat)
                        .into_iter()
                        .filter(|c| matches!(c, Choice::Jettison { .. } | Choice::Unload { .. })),
                );
            }
            out.push(Choice::Refuse);
            let _ = goods;
            out
        }
        Run::Influence { .. }
        | Run::Produce { .. }
        | Run::Reclaim { .. }
        | Run::Build { .. }
        | Run::Upgrade { .. }
        | Run::Copy => unreachable!("not a goods run"),
        Run::Pay {
            cargo, coins, from, ..
        } => {
            let goods = next_unit(cargo, coins).expect("settled runs are closed");
            sources(state, seat, goods, from)
                .into_iter()
                .map(|source| Choice::PayFrom { source })
                .collect()
        }
    }
}

/// Apply an answer to the open goods run (`flow::settle` carries on after it).
pub(super) fn apply(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    let run = *state.runs.last().expect("a run is open");
    match (run, choice) {
        (_, Choice::Jettison { .. } | Choice::Unload { .. }) => {
            ship::apply(data, state, seat, choice, events)
        }
        (Run::Stow { cargo, coins, dock }, _) => {
            let goods = next_unit(cargo, coins).expect("open");
            match choice {
                Choice::StowIn { space } => {
                    ship::put(&mut state.seats[seat].ship, space as usize, goods, 1);
                    events.push(Event::Gained {
                        seat,
                        goods,
                        n: 1,
                        to: GainedTo::Hold(space),
                    });
                }
                Choice::ToDock => gain(data, state, seat, unit(goods), To::Dock, events),
                Choice::Refuse => events.push(Event::Refused { seat, goods }),
                other => unreachable!("{other:?} stows nothing"),
            }
            let (cargo, coins) = less(cargo, coins, goods);
            *state.runs.last_mut().expect("open") = Run::Stow { cargo, coins, dock };
        }
        (
            Run::Pay {
                cargo,
                coins,
                from,
                then,
            },
            Choice::PayFrom { source },
        ) => {
            let goods = next_unit(cargo, coins).expect("open");
            pay_one(state, seat, goods, source, events);
            let (cargo, coins) = less(cargo, coins, goods);
            *state.runs.last_mut().expect("open") = Run::Pay {
                cargo,
                coins,
                from,
                then,
            };
        }
        (run, other) => unreachable!("{other:?} is no answer to {run:?}"),
    }
}

fn unit(goods: Goods) -> (u8, u8) {
    match goods {
        Goods::Cargo => (1, 0),
        Goods::Coin => (0, 1),
    }
}

fn less(cargo: u8, coins: u8, goods: Goods) -> (u8, u8) {
    match goods {
        Goods::Cargo => (cargo - 1, coins),
        Goods::Coin => (cargo, coins - 1),
    }
}

fn pay_one(
    state: &mut State,
    seat: Seat,
    goods: Goods,
    source: PaySource,
    events: &mut Vec<Event>,
) {
    let s = &mut state.seats[seat];
    match (source, goods) {
        (PaySource::Dock, Goods::Cargo) => s.dock -= 1,
        (PaySource::Dock, Goods::Coin) => s.chest -= 1,
        (PaySource::Hold(i), _) => ship::put(&mut s.ship, i as usize, goods, -1),
    }
    events.push(Event::Spent {
        seat,
        goods,
        from: source,
    });
}

/// Close every goods run that is done, paying units that have one source only, until a run
/// needs an answer, the top run is not a goods run, or a cost is paid in full: then its
/// `Then` is handed back for `flow` to carry out.
pub(super) fn settle_goods(state: &mut State, seat: Seat, events: &mut Vec<Event>) -> Option<Then> {
    while let Some(run) = state.runs.last().copied() {
        match run {
            Run::Stow { cargo, coins, .. } => {
                if next_unit(cargo, coins).is_some() {
                    return None;
                }
                state.runs.pop();
            }
            Run::Pay {
                cargo,
                coins,
                from,
                then,
            } => match next_unit(cargo, coins) {
                Some(goods) => {
                    let sources = sources(state, seat, goods, from);
                    let [only] = sources[..] else {
                        return None;
                    };
                    pay_one(state, seat, goods, only, events);
                    let (cargo, coins) = less(cargo, coins, goods);
                    *state.runs.last_mut().expect("open") = Run::Pay {
                        cargo,
                        coins,
                        from,
                        then,
                    };
                }
                None => {
                    state.runs.pop();
                    return Some(then);
                }
            },
            Run::Influence { .. }
            | Run::Produce { .. }
            | Run::Reclaim { .. }
            | Run::Build { .. }
            | Run::Upgrade { .. }
            | Run::Copy => return None,
        }
    }
    None
}
