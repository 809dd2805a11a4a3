//! Seas of Glory, MODULE 9's part of the protocol: the choices at a location, the steps its
//! decisions are at, and the events it announces (all public: locations lie face up, a
//! raid's cards too).

use super::state::Seat;
use crate::content::*;
use serde::{Deserialize, Serialize};

/// A choice about a location (the raid's card discards, loot and a kept rumor use the
/// protocol's own choices).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LocationChoice {
    /// At sea, an action: visit the location in this zone.
    Visit,
    /// At sea, an action: raid the location in this zone.
    Raid,
    /// Roll the next cannon die at the location's cards.
    Bombard,
    /// The location fired and the ship holds: storm ashore (LEADERSHIP against its escapes).
    Assault,
    /// The location fired: sail off, the raid over.
    Retreat,
    /// Ashore, before the assault's roll: play this crew-combat glory card.
    PlayCard(GloryCardId),
    /// Missionary: pay to lift a bounty of this nation.
    LiftBounty(Nation),
    /// Natives: this cargo card for full repairs, crew aside.
    PayCargo(CargoCardId),
    /// Pirate haven: crew to the full, free.
    FreeCrew,
    /// Pirate haven: a rumor drawn free, no roll.
    FreeRumor,
    /// Reef: one thing picked up for one SCOUTING success.
    Salvage(Salvage),
    /// Naval fort: its nation's naval ship sails to this neighbouring zone.
    SteerNavy(ZoneId),
    /// Naval fort, its nation's naval ship not on the board: the event deck's first card of
    /// it is drawn, to sail at the end of the round.
    CallNavy,
}

/// What a reef gives for a SCOUTING success.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Salvage {
    Cargo,
    Weapon(SpecialWeapon),
    Rumor,
    Crew,
}

/// The step a location decision is at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LocationStepKind {
    Bombard,
    Ashore,
    /// Ashore, before the roll: the raider's crew-combat cards (secret: its hand).
    Assault,
    Loot,
    Missionary,
    Natives,
    Haven,
    Reef,
    KeepRumor,
    NavalFort,
}

impl LocationStepKind {
    /// Whether the decision shows nothing secret (a raid's fire and assault; the rest show
    /// the hold, a rumor or a purse).
    pub fn is_public(self) -> bool {
        matches!(self, LocationStepKind::Bombard | LocationStepKind::Ashore)
    }
}

/// How a raid on a location ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LocationOutcome {
    /// The hull was destroyed: the raider sank with its ship.
    Sunk,
    /// Another hit location was destroyed: no assault.
    Failed,
    /// The raider sailed off before the assault.
    Retreated,
    /// The raider's crew fell to the last man ashore: the captain is dead.
    Killed,
    /// The assault carried: the plunder's gold.
    Plundered { gold: u32 },
}

/// What happens at the locations.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LocationEvent {
    /// Setup: a token is placed face up in its zone.
    Placed {
        id: LocationId,
        zone: ZoneId,
    },
    Visited {
        seat: Seat,
        id: LocationId,
    },
    RaidBegun {
        seat: Seat,
        id: LocationId,
    },
    /// A cannon die rolled at the defense.
    Bombarded {
        seat: Seat,
        face: DieFace,
        hit: bool,
    },
    /// The defense's escapes match or beat the ship's manoeuvrability: each hit lands twice.
    FireDoubled {
        seat: Seat,
    },
    RaidEnded {
        seat: Seat,
        id: LocationId,
        outcome: LocationOutcome,
    },
    /// A raided location leaves the game.
    Destroyed {
        id: LocationId,
    },
    /// Natives: a cargo card given for repairs (onto the discards, face up).
    CargoPaid {
        seat: Seat,
        card: CargoCardId,
    },
    /// Natives: the ship repaired in full, crew aside.
    Repaired {
        seat: Seat,
    },
    /// Reef: something picked up.
    Salvaged {
        seat: Seat,
        what: Salvage,
    },
    /// Reef: the hull hits its pickings cost.
    Scraped {
        seat: Seat,
        hits: u8,
    },
    /// Naval fort: a naval captain's card drawn from the event deck (the deck is shuffled).
    NavyCalled {
        seat: Seat,
        card: EventCardId,
    },
}
