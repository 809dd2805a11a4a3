//! The event card in force this round, as the other chapters read it (a calm, a trade price),
//! and the demand tokens an event or a sale replaces.

use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;

/// The effect of the event card in force this round.
pub fn in_force(data: &GameData, current: Option<EventCardId>) -> Option<&EventEffect> {
    current.map(|c| &data.event(c).effect)
}

/// Whether the card in force becalms this sea zone: no ship sails out of it to another.
pub fn becalmed(state: &GameState, data: &GameData, zone: ZoneId) -> bool {
    matches!(
        in_force(data, state.current_event),
        Some(EventEffect::Calm(key)) if data.zone_by_key(key) == Some(zone)
    )
}

/// How much the card in force changes the sale price of one card of this good.
pub fn price_change(data: &GameData, current: Option<EventCardId>, good: GoodId) -> i32 {
    match in_force(data, current) {
        Some(EventEffect::Trade { good: key, change })
            if data
                .goods
                .get(good.0 as usize)
                .is_some_and(|g| g.id == *key) =>
        {
            *change
        }
        _ => 0,
    }
}

/// Randomly replace a zone's demand token with one from the face-down pool; the old token
/// goes back into the pool afterwards.
pub fn replace_demand(state: &mut GameState, zone: ZoneId, events: &mut Vec<GameEvent>) {
    if state.decks.demand_pool.is_empty() {
        return;
    }
    let pick = state.rng.below(state.decks.demand_pool.len());
    let new = state.decks.demand_pool.swap_remove(pick);
    if let Some(old) = state.board.demand[zone.0 as usize].replace(new) {
        state.decks.demand_pool.push(old);
    }
    events.push(GameEvent::DemandChanged { zone, good: new });
}
