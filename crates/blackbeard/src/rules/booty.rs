//! 9.53: a won attack's booty (Value dice × 100) into an empty hold, or, a full ship, over a
//! hold thrown overboard, or left behind. Shared by the attack (`attack`) and an alliance's
//! odd hit that comes before the booty (`alliance`).

use super::state::*;
use super::{Choice, Event, Stow, mutiny};
use crate::content::{BbData, PirateId};

/// 9.53: the port's booty into an empty hold of his, or a full ship's choice.
pub(super) fn stow_port_booty(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    doubloons: u32,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    let Some(a) = state.afloat_of(pirate) else {
        return mutiny::after_action(data, state, left, bound, events);
    };
    let holds = data
        .ship(a.ship.expect("a ship"))
        .pirate
        .expect("a pirate's")
        .holds;
    if a.holds.len() < holds as usize {
        state
            .afloat_mut(pirate)
            .expect("afloat")
            .holds
            .push(doubloons);
        mutiny::after_action(data, state, left, bound, events);
    } else {
        // A full ship: a hold over the side for it, or the booty left.
        state.phase = Phase::PortBooty {
            pirate,
            doubloons,
            left,
            bound,
        };
    }
}

pub(super) fn booty_options(state: &State, pirate: PirateId) -> Vec<Choice> {
    let a = state.afloat_of(pirate).expect("afloat");
    let mut out: Vec<Choice> = (0..a.holds.len() as u8)
        .map(|i| Choice::Stow(Stow::Jettison(i)))
        .collect();
    out.push(Choice::Stow(Stow::Abandon));
    out
}

pub(super) fn booty(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let Phase::PortBooty {
        pirate,
        doubloons,
        left,
        bound,
    } = state.phase.clone()
    else {
        unreachable!("a port's booty");
    };
    match choice {
        Choice::Stow(Stow::Jettison(i)) => {
            let a = state.afloat_mut(pirate).expect("afloat");
            let thrown = std::mem::replace(&mut a.holds[i as usize], doubloons);
            events.push(Event::CargoJettisoned {
                pirate,
                doubloons: thrown,
            });
        }
        Choice::Stow(Stow::Abandon) => events.push(Event::CargoAbandoned { pirate }),
        other => unreachable!("{other:?} is no place for booty"),
    }
    mutiny::after_action(data, state, left, bound, events);
}
