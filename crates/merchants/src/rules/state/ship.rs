//! A ship's state: where it lies, its hit-location tracks, and its modifications.

use crate::content::*;
use serde::{Deserialize, Serialize};

/// For `skip_serializing_if`: a false flag is left out of a save.
pub(super) fn is_false(b: &bool) -> bool {
    !*b
}

/// Where a ship is: at sea in a zone, or in a port.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Location {
    Zone(ZoneId),
    Port(PortId),
}

impl Location {
    /// The sea zone this location belongs to (a port belongs to the zone it opens onto).
    pub fn zone(self, data: &GameData) -> ZoneId {
        match self {
            Location::Zone(z) => z,
            Location::Port(p) => data.port(p).zone,
        }
    }
}

/// The cubes on a ship's hit-location tracks: current values, 0 meaning destroyed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HitTrack {
    pub hull: u8,
    pub masts: u8,
    pub cargo: u8,
    pub cannons: u8,
    pub crew: u8,
}

impl HitTrack {
    /// A ship fresh from the yard: hull and masts at toughness, the rest at their card values.
    pub fn full(ship: &ShipDef) -> HitTrack {
        HitTrack {
            hull: ship.toughness,
            masts: ship.toughness,
            cargo: ship.cargo,
            cannons: ship.cannons,
            crew: ship.crew,
        }
    }

    pub fn get(&self, loc: HitLocation) -> u8 {
        match loc {
            HitLocation::Hull => self.hull,
            HitLocation::Masts => self.masts,
            HitLocation::Cargo => self.cargo,
            HitLocation::Cannons => self.cannons,
            HitLocation::Crew => self.crew,
        }
    }
}

/// A ship modification on a player's ship (public: it sits face up on the player board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedMod {
    pub kind: ShipModKind,
    /// A reinforced hull that has absorbed its hit, or chasers that have fired, lie flipped.
    pub flipped: bool,
    /// MODULE 4: an NPC upgrade token (on an NPC's ship, or a claimed one): it goes back to
    /// the upgrade pool, never to a port or the reserve.
    #[serde(default, skip_serializing_if = "is_false")]
    pub upgrade: bool,
}

impl OwnedMod {
    /// A port's token, face up on the ship.
    pub fn new(kind: ShipModKind) -> OwnedMod {
        OwnedMod {
            kind,
            flipped: false,
            upgrade: false,
        }
    }
}

/// A player's ship on the board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ship {
    pub class: ShipClass,
    pub location: Location,
    pub hits: HitTrack,
    /// At most one of each kind.
    pub mods: Vec<OwnedMod>,
}
