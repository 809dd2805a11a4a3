//! Seas of Glory, MODULE 9: the location tokens on the board, and a visit to one or a raid
//! on one while it is under way.

use super::side::Seat;
use crate::content::{CargoCardId, LocationId, Nation, RumorId, ZoneId};
use serde::{Deserialize, Serialize};

/// A location token on the board, face up in its sea zone (a raided one leaves the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocationToken {
    pub id: LocationId,
    pub zone: ZoneId,
}

/// A raid on a location (the active captain's), step by step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LocationRaid {
    pub seat: Seat,
    pub id: LocationId,
    pub step: LocationRaidStep,
}

impl LocationRaid {
    /// The defense's cards, face up.
    pub fn cards(&self) -> &[CargoCardId] {
        match &self.step {
            LocationRaidStep::Bombard { cards, .. }
            | LocationRaidStep::Ashore { cards }
            | LocationRaidStep::Assault { cards, .. }
            | LocationRaidStep::Loot { cards } => cards,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LocationRaidStep {
    /// The defense's cards lie face up; the raider rolls its cannons one die at a time.
    Bombard {
        cards: Vec<CargoCardId>,
        /// Cannon dice not rolled yet.
        dice_left: u8,
        /// The last die hit: a card of the raider's choice is discarded before the next.
        hit: bool,
    },
    /// The location fired and the ship holds together: assault on land, or retreat.
    Ashore { cards: Vec<CargoCardId> },
    /// The raider storms ashore: crew-combat glory cards may be played before LEADERSHIP is
    /// rolled (the dice they add so far).
    Assault {
        cards: Vec<CargoCardId>,
        leadership: u8,
    },
    /// The raid succeeded: the raider takes what cards it has room for.
    Loot { cards: Vec<CargoCardId> },
}

/// A visit to a location (the active captain's), while it waits on the captain's choices.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LocationVisit {
    pub seat: Seat,
    pub id: LocationId,
    pub step: VisitStep,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum VisitStep {
    /// Missionary: bounties lifted at a price, of one nation (the first picked) a visit.
    Missionary { nation: Option<Nation> },
    /// Natives: a cargo card for full repairs (crew aside), or nothing.
    Natives,
    /// Pirate haven: free crew and a free rumor, each once.
    Haven { crewed: bool, heard: bool },
    /// Reef: a thing picked up per SCOUTING success; each costs a hull hit, 1 fewer per
    /// SEAMANSHIP success rolled when done.
    Reef { left: u8, picked: u8 },
    /// Naval fort: steer its nation's naval ship, or call one in.
    NavalFort,
    /// A rumor drawn with one held: keep one; the visit then goes back to `then`.
    KeepRumor {
        drawn: RumorId,
        then: Box<VisitStep>,
    },
}
