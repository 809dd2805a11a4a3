//! MODULE 8's invariants: the wind and the storm only with their switches, and the storm's
//! hits waiting only on a captain it caught.

use super::super::state::*;
use crate::content::*;

pub(super) fn check(state: &GameState) -> Result<(), String> {
    let seas = &state.config.seas;
    if state.wind.is_some() && !seas.on(Switch::Wind) {
        return Err("the wind blows without Module 8".into());
    }
    if state.storm.is_some() != (seas.on(Switch::Storm) && state.revealed()) {
        return Err(format!(
            "the storm token lies at {:?} with the storm {}",
            state.storm,
            if seas.on(Switch::Storm) { "on" } else { "off" }
        ));
    }
    if let Some(h) = &state.storm_hits {
        let at = state.seats[h.seat].ship.as_ref().map(|s| s.location);
        if h.icons == 0 || at.is_none() || at != state.storm.map(Location::Zone) {
            return Err(format!(
                "storm hits wait on seat {} ({} to place, its ship at {at:?}, the storm at {:?})",
                h.seat, h.icons, state.storm
            ));
        }
    }
    Ok(())
}
