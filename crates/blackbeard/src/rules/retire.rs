//! 18.4 Retirement as a Pirate Action, in port: A in a port of his Letter of Marque's nation
//! (the Double Cross comes with the Anti-Pirates); C in one of his Safe Havens, by saying so; D
//! at a Pro-Pirate governor (not his haven), for D66 × 100 of Net Worth, or declined for a
//! point of loyalty, the governor asked once (shared with 9.45: BB-R C 9.45 / 18.41D). A,
//! B (a KC) comes with its rules, E (the General Pardon) is `own_events`; no retirement in a
//! Pirate Port (BB-R B3). Scoring (18.12 A) is `fate::retire`.

use super::port::{self, PortStatus};
use super::state::*;
use super::{Choice, Event, fate, mutiny};
use crate::content::{BbData, LoyaltyCause, PirateId, PortId};

/// The retirements open to `pirate` in `port` (he is in it, not in D&R).
pub(super) fn offers(data: &BbData, state: &State, pirate: PirateId, port: PortId) -> Vec<Choice> {
    let a = state.afloat_of(pirate).expect("afloat");
    // 11.5: a Letter held is not used during an alliance (`port::status` ignores it too).
    let letter = a
        .letter
        .filter(|_| super::alliance::ally(state, pirate).is_none())
        .map(crate::content::Owner::Nation);
    match port::status(data, state, pirate, port) {
        PortStatus::SafeHaven => vec![Choice::Retire { pirate }],
        // A: his Letter's nation (an attacked nation's Letter is gone: 9.58).
        PortStatus::Pro if letter == Some(data.ports[port.0 as usize].owner) => {
            vec![Choice::Retire { pirate }]
        }
        PortStatus::Pro => match state.ports[port.0 as usize].governor {
            Some(Governor::Pro(g)) if !a.bribed.contains(&g) => {
                vec![Choice::BribeToRetire { pirate }]
            }
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

pub(super) fn act(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    choice: Choice,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    let bound_after = bound.filter(|b| *b != pirate);
    match choice {
        Choice::Retire { .. } => {
            let Location::Port { port, .. } = state.afloat_of(pirate).expect("offered").at else {
                unreachable!("offered in port");
            };
            let how = if state.ports[port.0 as usize].haven == Some(pirate) {
                Retirement::SafeHaven
            } else {
                Retirement::Letter
            };
            fate::retire(state, pirate, how, events);
            mutiny::after_action(data, state, left, bound_after, events);
        }
        Choice::BribeToRetire { .. } => {
            let a = state.afloat_of(pirate).expect("offered");
            let Location::Port { port, .. } = a.at else {
                unreachable!("offered in port");
            };
            let Some(Governor::Pro(g)) = state.ports[port.0 as usize].governor else {
                unreachable!("offered at a Pro-Pirate governor");
            };
            let roll = state.rng.d66();
            let price = roll as u32 * 100;
            let a = state.afloat_mut(pirate).expect("offered");
            a.bribed.push(g);
            let affordable = a.net_worth >= price;
            events.push(Event::RetireBribeAsked {
                pirate,
                port,
                roll,
                price,
            });
            if affordable {
                state.phase = Phase::RetireBribe {
                    pirate,
                    price,
                    left,
                    bound,
                };
            } else {
                // BB-R C 9.45 / 18.41D: a price beyond his Net Worth can only be declined.
                declined(data, state, pirate, port, events);
                mutiny::after_action(data, state, left, bound, events);
            }
        }
        other => unreachable!("{other:?} is no retirement"),
    }
}

pub(super) fn options(state: &State, pirate: PirateId, price: u32) -> Vec<Choice> {
    let mut out = Vec::new();
    if state
        .afloat_of(pirate)
        .is_some_and(|a| a.net_worth >= price)
    {
        out.push(Choice::PayBribe(true));
    }
    out.push(Choice::PayBribe(false));
    out
}

pub(super) fn advance(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let Phase::RetireBribe {
        pirate,
        price,
        left,
        bound,
    } = state.phase.clone()
    else {
        unreachable!("a retirement's price");
    };
    match choice {
        Choice::PayBribe(true) => {
            state.afloat_mut(pirate).expect("afloat").net_worth -= price;
            fate::retire(state, pirate, Retirement::Bribe, events);
            let bound = bound.filter(|b| *b != pirate);
            mutiny::after_action(data, state, left, bound, events);
        }
        Choice::PayBribe(false) => {
            let Some(Location::Port { port, .. }) = state.afloat_of(pirate).map(|a| a.at) else {
                unreachable!("in port");
            };
            declined(data, state, pirate, port, events);
            mutiny::after_action(data, state, left, bound, events);
        }
        other => unreachable!("{other:?} is no answer to a price"),
    }
}

/// 18.41 D: declining costs a point of loyalty.
fn declined(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    port: PortId,
    events: &mut Vec<Event>,
) {
    events.push(Event::RetireBribeDeclined { pirate, port });
    fate::change_loyalty(
        data,
        state,
        pirate,
        LoyaltyCause::RetirementBribeDeclined,
        events,
    );
}
