//! The merchant track: raided merchants wait on it, face down, and sail out again, blindly,
//! one to each sea zone without a merchant.

use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;

/// If the merchant track holds enough raided merchants before the event card is drawn, they are
/// blindly redistributed so that each sea zone again has one.
pub fn refill(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    if state.decks.merchant_track.len() < data.tokens.merchant_track_refill as usize {
        return;
    }
    sail(state, events);
}

/// The merchant track's tokens sail out, blindly, one to each zone without a merchant.
pub fn sail(state: &mut GameState, events: &mut Vec<GameEvent>) {
    let mut tokens = std::mem::take(&mut state.decks.merchant_track);
    state.rng.shuffle(&mut tokens);
    let mut placed = 0;
    for slot in state.board.merchants.iter_mut().filter(|m| m.is_none()) {
        match tokens.pop() {
            Some(nation) => {
                *slot = Some(nation);
                placed += 1;
            }
            None => break,
        }
    }
    // Should the track hold more than the empty zones need, the rest wait on the track.
    state.decks.merchant_track = tokens;
    events.push(GameEvent::MerchantsRedistributed { count: placed });
}
