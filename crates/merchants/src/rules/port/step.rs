//! Where the port action stands: back to the menu, or on to an activity's next step.

use crate::rules::state::*;

/// Back to the port's menu of activities.
pub(super) fn to_menu(state: &mut GameState) {
    if let Some(v) = &mut state.port {
        v.step = PortStep::Menu;
    }
}

/// The visit moves on to `step`.
pub(super) fn set_step(state: &mut GameState, step: PortStep) {
    if let Some(v) = &mut state.port {
        v.step = step;
    }
}
