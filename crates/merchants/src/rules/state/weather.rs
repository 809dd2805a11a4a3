//! Seas of Glory, MODULE 8: the storm token's hits on a captain, while they wait to land.

use super::side::Seat;
use crate::content::HitLocation;
use serde::{Deserialize, Serialize};

/// What the captain the storm caught was doing, and so what follows once its hits have
/// landed (if it still floats).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StormThen {
    /// It sailed into the storm's zone (out of port too): the zone's captains and NPCs come
    /// next, then the move's action (none for a free move with the wind).
    Entered { spends_action: bool },
    /// It began its turn at sea in the storm's zone: the NPCs there come next.
    TurnBegun,
}

/// The storm's hits on a captain: their hit-location dice are rolled; the captain places the
/// success faces one by one, then they all land.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StormHits {
    pub seat: Seat,
    /// Hits whose die named the location.
    pub numbered: Vec<HitLocation>,
    /// Success faces still to be placed by the captain.
    pub icons: u8,
    /// Success faces placed so far.
    pub placed: Vec<HitLocation>,
    pub then: StormThen,
}
