//! MODULE 9: where the location tokens lie, and whose bounties a raid on one costs.

use crate::content::*;
use crate::rules::state::*;

/// The location token in `zone`, if one is left there.
pub fn in_zone(state: &GameState, zone: ZoneId) -> Option<LocationId> {
    state
        .locations
        .iter()
        .find(|t| t.zone == zone)
        .map(|t| t.id)
}

/// The zone a location token lies in.
pub fn zone_of(state: &GameState, id: LocationId) -> Option<ZoneId> {
    state.locations.iter().find(|t| t.id == id).map(|t| t.zone)
}

/// The nation whose bounties a raid on the location costs: its zone port's.
pub fn nation_of(state: &GameState, data: &GameData, id: LocationId) -> Option<Nation> {
    let zone = zone_of(state, id)?;
    data.zone(zone).port.map(|p| data.port(p).nation)
}
