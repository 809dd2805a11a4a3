//! 1. DRAW EVENT CARD: resolving the drawn card's effect (the deck is a placeholder for now).

use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;

/// Carry out an event card's effect.
pub fn resolve(
    state: &mut GameState,
    data: &GameData,
    card: EventCardId,
    events: &mut Vec<GameEvent>,
) {
    match data.event_deck[card.0 as usize].effect {
        EventEffect::Quiet => {}
        EventEffect::MarketShift => {
            let ports: Vec<ZoneId> = data.port_zones().collect();
            let zone = ports[state.rng.below(ports.len())];
            replace_demand(state, zone, events);
        }
        EventEffect::PortWindfall(amount) => {
            for (seat, s) in state.seats.iter_mut().enumerate() {
                if matches!(
                    s.ship.as_ref().map(|ship| ship.location),
                    Some(Location::Port(_))
                ) {
                    s.gold += amount as i32;
                    events.push(GameEvent::GoldGained {
                        seat,
                        amount: amount as i32,
                    });
                }
            }
        }
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
