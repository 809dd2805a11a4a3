//! 4.5, the Pirate Actions built so far: Move (7), Find (8.1), Draw and/or Deploy a Pirate
//! (5.1). Each costs one of the card's Actions; Initiative Actions belong to one pirate
//! (4.52) until he leaves play (4.53). Loot (8.2), the port actions (9), Recovery (16) and the
//! rest come with their rules.

use super::state::*;
use super::{Choice, Event, turn};
use crate::content::{AreaId, BbData, PirateId};

/// The pirates that may act: the seat's, or the one the Initiative card names; an alliance
/// acts through its active pirate (11.2), whichever of the two the card names.
fn actors(state: &State, bound: Option<PirateId>) -> Vec<PirateId> {
    use super::alliance;
    let seat = state.pirate_player();
    state
        .seat_afloat(seat)
        .filter(|a| {
            a.ship.is_some()
                && alliance::active(state, a.pirate) == a.pirate
                && bound.is_none_or(|b| alliance::active(state, b) == a.pirate)
        })
        .map(|a| a.pirate)
        .collect()
}

/// Where a Move takes a pirate from where he is (7.11, 7.2, 7.3).
pub fn moves(data: &BbData, state: &State, at: Location) -> Vec<Location> {
    match at {
        Location::Sea(area) => {
            let a = &data.areas[area.0 as usize];
            let mut out: Vec<Location> = a.neighbours.iter().map(|n| Location::Sea(*n)).collect();
            out.extend(
                a.ports
                    .iter()
                    .filter(|p| !state.ports[p.0 as usize].destroyed)
                    .map(|p| Location::Port {
                        port: *p,
                        from: area,
                    }),
            );
            out.extend(a.boxes.iter().map(|b| Location::Transit(*b)));
            out
        }
        // Leaving port for its area (Bermuda: either: BB-R C 2.2).
        Location::Port { port, .. } => data.ports[port.0 as usize]
            .areas
            .iter()
            .map(|a| Location::Sea(*a))
            .collect(),
        Location::Transit(b) => data.boxes[b.0 as usize]
            .joins
            .iter()
            .map(|a| Location::Sea(*a))
            .collect(),
    }
}

/// A Move's cost: one Action, two while Speed is below 0 (6.26, 7.12; BB-R B8); an
/// alliance sails at the lower Speed (11.2).
fn move_cost(state: &State, a: &Afloat) -> u8 {
    let ally = super::alliance::ally(state, a.pirate).and_then(|b| state.afloat_of(b));
    let speed = ally.map_or(a.speed, |b| a.speed.min(b.speed));
    if speed < 0 { 2 } else { 1 }
}

pub(super) fn options(data: &BbData, state: &State) -> Vec<Choice> {
    match state.phase {
        Phase::Actions { left, pirate } => action_options(data, state, left, pirate),
        Phase::Drawn { pirate, .. } => {
            let seat = state.pirate_player();
            let mut out = Vec::new();
            if turn::may_deploy(data, state, seat) {
                for area in 0..data.areas.len() as u8 {
                    out.push(Choice::Deploy {
                        pirate,
                        area: AreaId(area),
                    });
                }
            }
            out.push(Choice::NoDeploy);
            out
        }
        _ => Vec::new(),
    }
}

fn action_options(data: &BbData, state: &State, left: u8, bound: Option<PirateId>) -> Vec<Choice> {
    let seat = state.pirate_player();
    let mut out = Vec::new();
    for pirate in actors(state, bound) {
        let a = state.afloat_of(pirate).expect("an actor is afloat");
        let ally = super::alliance::ally(state, pirate);
        if move_cost(state, a) <= left {
            for to in moves(data, state, a.at) {
                // 9.31: never into an Anti-Pirate port but by attack (an alliance: for
                // neither of the two).
                if let Location::Port { port, .. } = to
                    && (!super::port::may_enter(data, state, pirate, port)
                        || ally.is_some_and(|b| !super::port::may_enter(data, state, b, port)))
                {
                    continue;
                }
                // 10.27: never into (nor out of port into) his own KC's Sea Area.
                if let Location::Sea(area) = to
                    && state
                        .kcs
                        .iter()
                        .any(|k| k.seat == seat && k.at == Location::Sea(area))
                {
                    continue;
                }
                out.push(Choice::Move { pirate, to });
            }
        }
        // 13.22: a crew at D&R may only Move and Recover, in port (13.24); an alliance with
        // a crew ashore, likewise (our reading: it acts as one).
        let ashore: Vec<PirateId> = std::iter::once(pirate)
            .chain(ally)
            .filter(|p| {
                state
                    .afloat_of(*p)
                    .is_some_and(|x| x.revelry != Revelry::None)
            })
            .collect();
        if !ashore.is_empty() {
            if matches!(a.at, Location::Port { .. }) {
                out.extend(ashore.into_iter().map(|pirate| Choice::Recover { pirate }));
            }
            continue;
        }
        // 9.4: In-Port Activities; 18.41 C–D: retirement in his Safe Haven, or by a bribe;
        // 9.55: the sack of the port he has just taken. In a port Anti-Pirate to him (taken
        // by attack) he may only sack, recover or leave (BB-R C 9.31 / 9.58).
        if let Location::Port { port, .. } = a.at {
            if a.may_sack == Some(port) {
                out.push(Choice::Sack { pirate });
            }
            if super::port::status(data, state, pirate, port) != super::PortStatus::Anti {
                out.push(Choice::InPort { pirate });
                out.extend(super::grab::offers(state, pirate));
                out.extend(super::retire::offers(data, state, pirate, port));
                out.extend(super::alliance::offers(data, state, pirate));
            }
        }
        // 9.51: a port of his Sea Area attacked.
        for port in super::attack::targets(data, state, a) {
            out.push(Choice::AttackPort { pirate, port });
        }
        // 17.2 #1: a dig on the Isle of Pines (his map, or his ally's).
        out.extend(super::own_events::dig_offer(data, a));
        if let Some(b) = ally.and_then(|b| state.afloat_of(b)) {
            out.extend(super::own_events::dig_offer(data, b));
        }
        // 8.11: a Find at sea, of a merchant in a Merchant Box of his area not already his;
        // 8.2: a Loot of the one he found.
        if let Location::Sea(area) = a.at {
            for port in &data.areas[area.0 as usize].ports {
                if let Some(m) = state.ports[port.0 as usize].merchant {
                    if m.found_by == Some(pirate) {
                        out.push(Choice::Loot {
                            pirate,
                            port: *port,
                        });
                    } else {
                        out.push(Choice::Find {
                            pirate,
                            port: *port,
                        });
                    }
                }
            }
        }
    }
    // 5.16, BB-R C 4.5 K: a Pirate card drawn (any Action may do it, even another pirate's
    // Initiative Action), within the hand's limit; or one in hand deployed.
    let limits = data
        .seat_counts(state.seats())
        .expect("seats checked at setup");
    if !state.pirate_deck.is_empty() && state.pirate_hands[seat].len() < limits.in_hand as usize {
        out.push(Choice::DrawPirate);
    }
    if turn::may_deploy(data, state, seat) {
        out.extend(turn::deployments(data, state, seat));
    }
    // 11.6: an alliance broken, free.
    out.extend(super::alliance::break_offers(state, seat));
    out.push(Choice::EndActions);
    out
}

pub(super) fn advance(
    data: &BbData,
    state: &mut State,
    seat: game_core::Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    match (state.phase.clone(), choice) {
        (
            Phase::Actions {
                left,
                pirate: bound,
            },
            choice,
        ) => {
            if let Some(pirate) = acting(&choice)
                && !activated(data, state, pirate, left, bound, choice, events)
            {
                return;
            }
            // 9.55: the sack is his very next action or never (BB-R C 9.55).
            if let Some(p) = acting(&choice)
                && !matches!(choice, Choice::Sack { .. })
                && let Some(a) = state.afloat_mut(p)
            {
                a.may_sack = None;
            }
            announce(data, state, seat, choice, left, bound, events)
        }
        (Phase::Drawn { left, bound, .. }, Choice::Deploy { pirate, area }) => {
            turn::deploy(state, seat, pirate, area, events);
            state.phase = Phase::NewShip {
                pirate,
                left,
                bound,
            };
        }
        (Phase::Drawn { left, bound, .. }, Choice::NoDeploy) => {
            super::mutiny::after_action(data, state, left, bound, events);
        }
        (phase, choice) => unreachable!("{choice:?} is not an answer in {phase:?}"),
    }
}

/// 4.63: an action announced: the Anti-Pirates' window opens on it (none on a Draw or a
/// Deploy, 4.64), then it is carried out.
pub(super) fn announce(
    data: &BbData,
    state: &mut State,
    seat: game_core::Seat,
    choice: Choice,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    if let Some(pirate) = acting(&choice) {
        state.ap.action = Some(Announced {
            pirate,
            choice,
            types: Vec::new(),
            reacted: false,
            cancelled: false,
            surrendering: false,
        });
        if super::window::open(data, state, WindowAt::Announced, left, bound, events) {
            return;
        }
    }
    act(data, state, seat, choice, left, bound, events)
}

/// The pirate whose Pirate Action it is (`Choice::actor`).
pub(super) fn acting(choice: &Choice) -> Option<PirateId> {
    match *choice {
        Choice::Move { pirate, .. }
        | Choice::Find { pirate, .. }
        | Choice::Loot { pirate, .. }
        | Choice::Recover { pirate }
        | Choice::InPort { pirate }
        | Choice::Retire { pirate }
        | Choice::BribeToRetire { pirate }
        | Choice::AttackPort { pirate, .. }
        | Choice::BootyGrab { pirate, .. }
        | Choice::Dig { pirate }
        | Choice::FormAlliance { pirate, .. }
        | Choice::Sack { pirate } => Some(pirate),
        _ => None,
    }
}

/// 14.1: a pirate's first activation in a Player-Turn, at loyalty 0, meets a mutiny first.
/// `false` if he was marooned: the action he chose does not happen and costs nothing.
fn activated(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    left: u8,
    bound: Option<PirateId>,
    choice: Choice,
    events: &mut Vec<Event>,
) -> bool {
    use super::mutiny::Mutinied;
    if state.activated.contains(&pirate) {
        return true;
    }
    state.activated.push(pirate);
    if state.afloat_of(pirate).is_none_or(|a| a.loyalty > 0) {
        return true;
    }
    match super::mutiny::mutiny(data, state, pirate, left, bound, Some(choice), events) {
        Mutinied::Quashed => true,
        Mutinied::Offered => false,
        Mutinied::Marooned => {
            if !matches!(state.phase, Phase::Successor { .. }) {
                let bound = bound.filter(|b| *b != pirate);
                super::mutiny::after_action(data, state, left, bound, events);
            }
            false
        }
    }
}

/// One Action.
pub(super) fn act(
    data: &BbData,
    state: &mut State,
    seat: game_core::Seat,
    choice: Choice,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    match choice {
        Choice::Move { pirate, to } => {
            let cost = move_cost(state, state.afloat_of(pirate).expect("offered"));
            let a = state.afloat_mut(pirate).expect("offered");
            let from = a.at;
            a.at = to;
            // 13.24: Recovery from involuntary D&R is two Actions in a row in port.
            if let Revelry::Involuntary { recovered } = &mut a.revelry {
                *recovered = 0;
            }
            events.push(Event::Moved {
                pirate,
                from,
                to,
                actions: cost,
            });
            // 11.2: his ally sails with him.
            let ally = super::alliance::ally(state, pirate);
            super::alliance::follow(state, pirate);
            if matches!(to, Location::Port { .. }) {
                super::fate::cure_scurvy(state, pirate, events);
            }
            // 17.2 #8: a pardoned pirate entering an English port retires.
            let mut bound = bound;
            for p in std::iter::once(pirate).chain(ally) {
                if super::own_events::pardoned_on_entry(data, state, p, events) {
                    bound = bound.filter(|b| *b != p);
                }
            }
            super::mutiny::after_action(data, state, left - cost, bound, events);
        }
        Choice::Find { pirate, port } => {
            // 12: a failed Find may be rolled again with Cunning before it counts.
            let die = state.rng.d6();
            let offered = super::find::total(data, state, pirate, port, die) < 7
                && super::cunning::offer(
                    state,
                    pirate,
                    die,
                    Reroll::Find {
                        port,
                        left: left - 1,
                        bound,
                    },
                );
            if !offered {
                super::find::found(data, state, pirate, port, die, events);
                super::mutiny::after_action(data, state, left - 1, bound, events);
            }
        }
        Choice::Dig { pirate } => {
            super::own_events::dig(data, state, pirate, left - 1, bound, events);
        }
        Choice::Loot { pirate, port } => {
            super::loot::start(data, state, pirate, port, left - 1, bound, events);
        }
        Choice::InPort { pirate } => {
            let Location::Port { port, .. } = state.afloat_of(pirate).expect("offered").at else {
                unreachable!("offered in port");
            };
            super::in_port::start(data, state, pirate, port, left - 1, bound, events);
        }
        Choice::AttackPort { pirate, port } => {
            super::attack::attack(data, state, pirate, port, left - 1, bound, events);
        }
        Choice::Sack { pirate } => {
            super::attack::sack(data, state, pirate, left - 1, bound, events);
        }
        Choice::BootyGrab { pirate, victim } => {
            super::grab::start(data, state, pirate, victim, left - 1, bound, events);
        }
        Choice::Retire { pirate } | Choice::BribeToRetire { pirate } => {
            super::retire::act(data, state, pirate, choice, left - 1, bound, events);
        }
        Choice::Recover { pirate } => {
            let a = state.afloat_mut(pirate).expect("offered");
            let done = match a.revelry {
                Revelry::Involuntary { recovered: 0 } => {
                    a.revelry = Revelry::Involuntary { recovered: 1 };
                    false
                }
                _ => {
                    a.revelry = Revelry::None;
                    true
                }
            };
            events.push(Event::Recovered { pirate, done });
            super::mutiny::after_action(data, state, left - 1, bound, events);
        }
        Choice::DrawPirate => {
            let pirate = state.pirate_deck.pop().expect("offered");
            state.pirate_hands[seat].push(pirate);
            events.push(Event::PirateDrawn { seat });
            state.phase = Phase::Drawn {
                pirate,
                left: left - 1,
                bound,
            };
        }
        Choice::Deploy { pirate, area } => {
            turn::deploy(state, seat, pirate, area, events);
            state.phase = Phase::NewShip {
                pirate,
                left: left - 1,
                bound,
            };
        }
        Choice::FormAlliance { pirate, with } => {
            super::alliance::form(state, pirate, with, events);
            super::mutiny::after_action(data, state, left - 1, bound, events);
        }
        Choice::BreakAlliance { pirate } => {
            // Free: the Actions left stay.
            super::alliance::dissolve(state, pirate, events);
        }
        Choice::EndActions => {
            state.phase = Phase::CardPlay;
        }
        other => unreachable!("{other:?} is not an Action"),
    }
}
