//! VARIANT 1: FLEXIBLE TURNS. "After drawing an event card, any player draws a cube from the
//! bag. The color drawn is the color of the player who may now take their actions. When done,
//! a new cube is drawn ..." Each draw happens as a turn is due, so nobody knows who comes next
//! until then. The seating (who steers NPCs, the order of card announcements) stays as it was.

use super::super::protocol::GameEvent;
use super::super::state::*;

/// The cube for turn `turn_index`: drawn at random from the seats that have not had their turn
/// this round (those at `turn_index` and after in the turn order), and put at that place.
pub fn draw(state: &mut GameState, turn_index: usize, events: &mut Vec<GameEvent>) {
    let left = state.turn_order.len().saturating_sub(turn_index);
    if left == 0 {
        return;
    }
    let pick = turn_index + state.rng.below(left);
    state.turn_order.swap(turn_index, pick);
    events.push(GameEvent::TurnDrawn {
        seat: state.turn_order[turn_index],
    });
}
