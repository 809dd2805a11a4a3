//! The turn order: one of the players' captain cards drawn for the start player, and play
//! clockwise from there.

use super::protocol::GameEvent;
use super::state::*;

/// Draw the start player; play proceeds clockwise from there.
pub fn draw_start_player(state: &mut GameState, events: &mut Vec<GameEvent>) {
    let n = state.seats.len();
    let first = state.rng.below(n);
    state.turn_order = (0..n).map(|i| (first + i) % n).collect();
    events.push(GameEvent::StartPlayer { seat: first });
}
