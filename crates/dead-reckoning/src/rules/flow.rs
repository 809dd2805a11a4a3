//! What follows an answer inside an action: the goods runs settled (costs paid where there is
//! no choice), and a paid cost's purchase carried out (a gain, a repair, Master Merchant, a
//! card set aside, a building, an Upgrade's tile). Above `goods`, `build` and `buy`, so none
//! of them names the others.

use super::state::*;
use super::{Event, achievements, build, buy, goods};
use crate::content::{Ach, DrData};
use game_core::Seat;

/// Settle the open runs as far as they go without an answer.
pub(super) fn settle(data: &DrData, state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    while let Some(then) = goods::settle_goods(state, seat, events) {
        paid(data, state, seat, then, events);
    }
}

/// What a paid cost buys.
fn paid(data: &DrData, state: &mut State, seat: Seat, then: Then, events: &mut Vec<Event>) {
    match then {
        Then::Gain { cargo, coins, to } => {
            goods::gain(data, state, seat, (cargo, coins), to, events)
        }
        Then::Repair(n) => {
            let ship = &mut state.seats[seat].ship;
            let n = n.min(ship.damage);
            ship.damage -= n;
            events.push(Event::Repaired { seat, n });
        }
        Then::MasterMerchant => achievements::mark(data, state, seat, Ach::MasterMerchant, events),
        Then::SetAside(card) => buy::set_aside(data, state, seat, card, events),
        Then::Build { cell, building } => build::built(state, seat, cell, building, events),
        Then::Upgrade(tier) => state.runs.push(Run::Upgrade { tier, kind: None }),
    }
}
