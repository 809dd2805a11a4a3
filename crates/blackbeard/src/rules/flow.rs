//! What happens between two decisions once a choice is made, at the top of the rules so the
//! steps below need not name each other: an Anti-Pirate act over, its window asks on
//! (`Phase::Resume`); a window on an announced action closed, the action is carried out
//! (`Phase::Carry`), or lost if an act made it impossible; an action over, the window after it opens (4.63), or play goes on.

use super::state::*;
use super::{Event, actions, engage, mutiny, window};
use crate::content::BbData;

pub(super) fn run(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    loop {
        match state.phase.clone() {
            Phase::Resume => window::resume(data, state, events),
            Phase::Carry {
                choice,
                left,
                bound,
            } => {
                state.phase = Phase::Actions {
                    left,
                    pirate: bound,
                };
                // An action an Anti-Pirate act has made impossible (his port burnt, his Speed
                // too low for the Move, the merchant gone ...) is lost, and spent (our
                // reading, as 6.45's cancelled action).
                if actions::options(data, state).contains(&choice) {
                    let seat = state.pirate_player();
                    actions::act(data, state, seat, choice, left, bound, events);
                } else {
                    engage::cancel(state, events);
                    mutiny::after_action(data, state, left.saturating_sub(1), bound, events);
                }
            }
            Phase::Actions { left, pirate }
                if state.window.is_none() && state.ap.action.is_some() =>
            {
                let here = state
                    .ap
                    .action
                    .as_ref()
                    .is_some_and(|a| state.afloat_of(a.pirate).is_some());
                if !here || !window::open(data, state, WindowAt::After, left, pirate, events) {
                    state.ap.action = None;
                    mutiny::settle(state);
                }
            }
            _ => return,
        }
    }
}
