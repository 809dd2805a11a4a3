//! Constructing Buildings (l.793, BUILDING TYPES l.839–857), Upgrading the Ship (l.827–829),
//! damage outside battle: a Garrison's toll (l.857) and SUNKEN SHIPS (l.1129–1137).

use super::goods;
use super::ship;
use super::state::*;
use super::{Choice, Event};
use crate::content::{BuildingKind, DrData, Source, Tier};
use game_core::Seat;

fn cost(data: &DrData, kind: BuildingKind) -> u8 {
    data.buildings
        .iter()
        .find(|b| b.kind == kind)
        .map_or(u8::MAX, |b| b.cost)
}

/// The buildings `seat` may construct now: on any island it controls, a type not there yet,
/// one left in the supply (none left: not offered, ours P-10), its cost payable from Ship or
/// Dock.
pub fn buildable(data: &DrData, state: &State, seat: Seat) -> Vec<(u8, BuildingKind)> {
    let mut out = Vec::new();
    for (c, cell) in state.cells.iter().enumerate() {
        let Some(island) = &cell.island else { continue };
        if island.controller != Some(seat) {
            continue;
        }
        for (i, kind) in BUILDINGS.iter().enumerate() {
            if !island.buildings[i]
                && state.buildings[i] > 0
                && goods::can_pay(state, seat, cost(data, *kind), 0, Source::ShipOrDock)
            {
                out.push((c as u8, *kind));
            }
        }
    }
    out
}

/// A Build ability's options: another building, or done.
pub(super) fn build_options(data: &DrData, state: &State, seat: Seat) -> Vec<Choice> {
    let mut out: Vec<Choice> = buildable(data, state, seat)
        .into_iter()
        .map(|(cell, building)| Choice::BuildAt { cell, building })
        .collect();
    out.push(Choice::Done);
    out
}

/// Answer a Build run: pay for the building (it goes up once paid), or stop building.
pub(super) fn build_answer(data: &DrData, state: &mut State, choice: Choice) {
    let Some(Run::Build { left }) = state.runs.last().copied() else {
        unreachable!("no Build run")
    };
    match choice {
        Choice::BuildAt { cell, building } => {
            if left <= 1 {
                state.runs.pop();
            } else {
                *state.runs.last_mut().expect("open") = Run::Build { left: left - 1 };
            }
            state.runs.push(Run::Pay {
                cargo: cost(data, building),
                coins: 0,
                from: Source::ShipOrDock,
                then: Then::Build { cell, building },
            });
        }
        Choice::Done => {
            state.runs.pop();
        }
        other => unreachable!("{other:?} builds nothing"),
    }
}

/// The paid building goes up.
pub(super) fn built(
    state: &mut State,
    seat: Seat,
    cell: u8,
    building: BuildingKind,
    events: &mut Vec<Event>,
) {
    let i = building as usize;
    state.buildings[i] -= 1;
    state.cells[cell as usize]
        .island
        .as_mut()
        .expect("an island")
        .buildings[i] = true;
    events.push(Event::Built {
        seat,
        cell,
        building,
    });
}

/// Whether a tile of this tier is left in the supply.
pub fn tile_left(data: &DrData, state: &State, tier: Tier) -> bool {
    data.upgrades
        .iter()
        .enumerate()
        .any(|(k, u)| u.tier == tier && state.tiles[k] > 0)
}

/// The hull spaces a new tile may go on (l.827): a blank one (B or C, bare), else any.
pub fn coverable(ship: &Ship) -> Vec<u8> {
    let blank: Vec<u8> = (0..4u8)
        .filter(|i| ship.spaces[*i as usize].tiles.is_empty() && HULL[*i as usize].hold == 0)
        .filter(|i| HULL[*i as usize].sails == 0)
        .collect();
    if blank.is_empty() {
        (0..4).collect()
    } else {
        blank
    }
}

/// The Upgrade run's options: the tile kind, then the space (a space must be emptied first,
/// ours DR-R 14: rearranging or jettisoning its goods is offered meanwhile).
pub(super) fn upgrade_options(data: &DrData, state: &State, seat: Seat, run: Run) -> Vec<Choice> {
    let Run::Upgrade { tier, kind } = run else {
        unreachable!()
    };
    match kind {
        None => data
            .upgrades
            .iter()
            .enumerate()
            .filter(|(k, u)| u.tier == tier && state.tiles[*k] > 0)
            .map(|(k, _)| Choice::Tile { kind: k as u8 })
            .collect(),
        Some(_) => {
            let ship = &state.seats[seat].ship;
            let mut out = Vec::new();
            for space in coverable(ship) {
                let h = &ship.spaces[space as usize];
                if h.cargo + h.coins == 0 {
                    out.push(Choice::Cover { space });
                } else {
                    for goods in [Goods::Cargo, Goods::Coin] {
                        if ship::held(ship, space as usize, goods) == 0 {
                            continue;
                        }
                        for to in 0..4u8 {
                            if to != space && ship::room(data, ship, to as usize) > 0 {
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
            }
            out
        }
    }
}

/// Answer an Upgrade run.
pub(super) fn upgrade_answer(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    let Some(Run::Upgrade { tier, kind }) = state.runs.last().copied() else {
        unreachable!("no Upgrade run")
    };
    match choice {
        Choice::Tile { kind: k } => {
            *state.runs.last_mut().expect("open") = Run::Upgrade {
                tier,
                kind: Some(k),
            };
        }
        Choice::Rearrange { .. } | Choice::Jettison { .. } => {
            ship::apply(data, state, seat, choice, events)
        }
        Choice::Cover { space } => {
            let k = kind.expect("a kind chosen");
            state.runs.pop();
            state.tiles[k as usize] -= 1;
            let s = &mut state.seats[seat];
            let covered = !s.ship.spaces[space as usize].tiles.is_empty()
                || HULL[space as usize].hold > 0
                || HULL[space as usize].sails > 0;
            s.ship.spaces[space as usize].tiles.push(k);
            s.upgrades += 1;
            events.push(Event::Upgraded {
                seat,
                kind: k,
                space,
                covered,
            });
        }
        other => unreachable!("{other:?} upgrades nothing"),
    }
}

/// One damage to `seat`'s Ship from `by` (a Garrison's controller, or a card's user), outside
/// battle: the fifth sinks it at once (l.1131).
pub(super) fn damage(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    by: Option<Seat>,
    events: &mut Vec<Event>,
) {
    state.seats[seat].ship.damage += 1;
    events.push(Event::Damaged { seat, by });
    if state.seats[seat].ship.damage >= data.setup.sink_at {
        sink(data, state, seat, by, events);
    }
}

/// SUNKEN SHIPS (l.1133–1137): every coin aboard lost, topped up to 5 from the chest (what
/// there is, ours P-13), to the sinker's chest or the supply; cargo stays aboard; the Ship
/// back in Harbor, repaired, Sails 0 (and on its own turn it plays on, DR-R 44).
pub(super) fn sink(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    by: Option<Seat>,
    events: &mut Vec<Event>,
) {
    let s = &mut state.seats[seat];
    let aboard: u16 = s.ship.spaces.iter().map(|h| h.coins as u16).sum();
    for h in s.ship.spaces.iter_mut() {
        h.coins = 0;
    }
    let from_chest = (data.setup.sinking_coins as u16)
        .saturating_sub(aboard)
        .min(s.chest);
    s.chest -= from_chest;
    let lost = aboard + from_chest;
    s.ship.at = Place::Harbor;
    s.ship.damage = 0;
    s.ship.sails = 0;
    s.ship.pirate = false;
    if seat == state.turn.active {
        state.turn.moving = false;
    }
    if let Some(by) = by {
        state.seats[by].chest += lost;
    }
    events.push(Event::Sunk {
        seat,
        by,
        coins: lost,
    });
}

/// A Ship entering `cell`: an opponent's Garrison there hits it (l.857), even passing.
pub(super) fn entered(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    cell: u8,
    events: &mut Vec<Event>,
) {
    let Some(island) = &state.cells[cell as usize].island else {
        return;
    };
    if island.buildings[BuildingKind::Garrison as usize]
        && let Some(owner) = island.controller
        && owner != seat
    {
        events.push(Event::GarrisonHit { seat, cell, owner });
        damage(data, state, seat, Some(owner), events);
    }
}
