//! What Solitaire Blackbeard adds to the log (19).

use crate::content::{AreaId, EventCardId, PirateId, ShipKind, WarshipId};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SoloEvent {
    /// 19.1, 19.7: a pirate for the SP, placed by D66, his ship by a die.
    SpPirate {
        pirate: PirateId,
        area: AreaId,
        die: u8,
        ship: ShipKind,
    },
    /// 19.12: the Must Play Immediately deck took back its discards.
    MpiReshuffled { cards: u8 },
    /// 19.18: an SP pirate keeps the Letter of Marque he drew and sails to take it.
    LetterKept { pirate: PirateId },
    /// 19.20: Blackbeard's crew at 0 costs him this much Notoriety.
    CrewSullen {
        pirate: PirateId,
        roll: u32,
        notoriety: u32,
    },
    /// 19.16: the mutiny roll against Blackbeard, and his loyalty after it.
    Mutiny {
        pirate: PirateId,
        die: u8,
        loyalty: u8,
    },
    /// 19.13: the SP's card drawn at Blackbeard's action.
    SpDraws { card: EventCardId },
    /// 19.13: nothing the SP can do with it: discarded.
    SpDiscards { card: EventCardId },
    /// 19.13: a Warship Sighting with nothing to attack: On Station in Blackbeard's area.
    WarshipPosted { warship: WarshipId, area: AreaId },
    /// 19.14: the SP tries to deploy a KC against Blackbeard this turn.
    KcAttempt,
    /// 19.3: a Booty Grab tied: no Duel in solitaire; nothing happens.
    GrabTied { grabber: PirateId },
}

impl SoloEvent {
    /// A short snake_case name (counted by `simulate`).
    pub fn kind(&self) -> &'static str {
        match self {
            SoloEvent::SpPirate { .. } => "sp_pirate",
            SoloEvent::MpiReshuffled { .. } => "mpi_reshuffled",
            SoloEvent::LetterKept { .. } => "sp_letter_kept",
            SoloEvent::CrewSullen { .. } => "crew_sullen",
            SoloEvent::Mutiny { .. } => "solo_mutiny",
            SoloEvent::SpDraws { .. } => "sp_draws",
            SoloEvent::SpDiscards { .. } => "sp_discards",
            SoloEvent::WarshipPosted { .. } => "warship_posted",
            SoloEvent::KcAttempt => "sp_kc_attempt",
            SoloEvent::GrabTied { .. } => "grab_tied",
        }
    }
}
