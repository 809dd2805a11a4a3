//! Seas of Glory, MODULE 9's events for the reports: their kinds as `simulate` counts them,
//! their topics and seats for the log's filters.

use super::event_topic::Topic;
use crate::rules::state::Seat;

impl crate::rules::protocol::LocationEvent {
    /// MODULE 9's events by kind, as `simulate` counts them.
    pub fn kind(&self) -> &'static str {
        use crate::rules::protocol::{LocationEvent as E, LocationOutcome as O};
        match self {
            E::Placed { .. } => "location_placed",
            E::Visited { .. } => "location_visited",
            E::RaidBegun { .. } => "location_raid_begun",
            E::Bombarded { .. } => "location_bombarded",
            E::FireDoubled { .. } => "location_fire_doubled",
            E::RaidEnded { outcome, .. } => match outcome {
                O::Sunk => "location_raid_sunk",
                O::Failed => "location_raid_failed",
                O::Retreated => "location_raid_retreated",
                O::Killed => "location_raid_killed",
                O::Plundered { .. } => "location_raid_plundered",
            },
            E::Destroyed { .. } => "location_destroyed",
            E::CargoPaid { .. } => "location_cargo_paid",
            E::Repaired { .. } => "location_repaired",
            E::NavyCalled { .. } => "location_navy_called",
            E::Salvaged { .. } => "location_salvaged",
            E::Scraped { .. } => "location_scraped",
        }
    }
}

impl crate::rules::protocol::LocationEvent {
    /// MODULE 9: a raid is combat, a visit is business (as in port), the tokens are the board.
    pub fn topic(&self) -> Topic {
        use crate::rules::protocol::LocationEvent as E;
        match self {
            E::Placed { .. } => Topic::Turn,
            E::RaidBegun { .. }
            | E::Bombarded { .. }
            | E::FireDoubled { .. }
            | E::RaidEnded { .. }
            | E::Destroyed { .. } => Topic::Combat,
            E::Visited { .. }
            | E::CargoPaid { .. }
            | E::Repaired { .. }
            | E::Salvaged { .. }
            | E::Scraped { .. } => Topic::Trade,
            E::NavyCalled { .. } => Topic::Npc,
        }
    }

    pub fn seat(&self) -> Option<Seat> {
        use crate::rules::protocol::LocationEvent as E;
        match self {
            E::Placed { .. } | E::Destroyed { .. } => None,
            E::Visited { seat, .. }
            | E::RaidBegun { seat, .. }
            | E::Bombarded { seat, .. }
            | E::FireDoubled { seat }
            | E::RaidEnded { seat, .. }
            | E::CargoPaid { seat, .. }
            | E::Repaired { seat }
            | E::Salvaged { seat, .. }
            | E::Scraped { seat, .. }
            | E::NavyCalled { seat, .. } => Some(*seat),
        }
    }
}
