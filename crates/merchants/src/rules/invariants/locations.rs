//! MODULE 9's invariants: location tokens only with the switch, each a known token in its own
//! zone with a port; a visit or a raid only by the active captain, one at a time, and never
//! during a port action.

use super::super::state::*;
use crate::content::*;

pub(super) fn check(state: &GameState, data: &GameData) -> Result<(), String> {
    let on = state.config.seas.on(Switch::Locations);
    let busy = state.visit.is_some() || state.location_raid.is_some();
    if !on && (!state.locations.is_empty() || busy || !state.turn.visited.is_empty()) {
        return Err("location tokens in play without Module 9".into());
    }
    let count = data.tokens.locations.tokens.len();
    for (i, t) in state.locations.iter().enumerate() {
        if t.id.0 as usize >= count {
            return Err(format!("unknown location token {}", t.id.0));
        }
        if data
            .zones
            .get(t.zone.0 as usize)
            .is_none_or(|z| z.port.is_none())
        {
            return Err(format!(
                "location {} lies in zone {} with no port",
                t.id.0, t.zone.0
            ));
        }
        if state.locations[..i]
            .iter()
            .any(|o| o.id == t.id || o.zone == t.zone)
        {
            return Err(format!(
                "location {} is placed twice or shares its zone",
                t.id.0
            ));
        }
    }
    if state.turn.visited.iter().any(|id| id.0 as usize >= count) {
        return Err("a visited location is unknown".into());
    }
    let seat = match (&state.visit, &state.location_raid) {
        (Some(_), Some(_)) => return Err("a visit and a location raid at once".into()),
        (Some(v), None) => Some((v.seat, v.id)),
        (None, Some(r)) => Some((r.seat, r.id)),
        (None, None) => None,
    };
    if let Some((seat, id)) = seat {
        if state.active_seat() != Some(seat) || state.port.is_some() {
            return Err(format!("seat {seat} is at a location out of its turn"));
        }
        if id.0 as usize >= count {
            return Err(format!("unknown location token {}", id.0));
        }
    }
    Ok(())
}
