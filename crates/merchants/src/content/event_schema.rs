//! The RON schema of `assets/data/mm/events.ron`: the event deck, its NPC captains and their
//! ships, the NPC movement icons, and the text effects.

use super::schema::{Direction, Nation, ShipClass};
use serde::{Deserialize, Serialize};

/// An NPC ship on the board, as event cards and their icons name it: one naval ship per nation,
/// and the NPC pirates (the sloop and the frigate; with MODULE 1 the brig and the man-o-war
/// too: the text names two new pirates, we allow one per ship type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum NpcSlot {
    Navy(Nation),
    PirateSloop,
    PirateFrigate,
    /// Seas of Glory, MODULE 6: the Spanish treasure galleon (no event card commands it).
    TreasureGalleon,
    /// MODULE 1: the NPC pirate brig.
    PirateBrig,
    /// MODULE 1: the NPC pirate man-o-war.
    PirateManOWar,
}

impl NpcSlot {
    pub const ALL: [NpcSlot; 9] = [
        NpcSlot::Navy(Nation::English),
        NpcSlot::Navy(Nation::French),
        NpcSlot::Navy(Nation::Spanish),
        NpcSlot::Navy(Nation::Dutch),
        NpcSlot::PirateSloop,
        NpcSlot::PirateFrigate,
        NpcSlot::PirateBrig,
        NpcSlot::PirateManOWar,
        NpcSlot::TreasureGalleon,
    ];

    /// The nation the ship sails for: a naval ship's, Spain's for the treasure galleon;
    /// `None` for the pirates.
    pub fn nation(self) -> Option<Nation> {
        match self {
            NpcSlot::Navy(n) => Some(n),
            NpcSlot::TreasureGalleon => Some(Nation::Spanish),
            NpcSlot::PirateSloop
            | NpcSlot::PirateFrigate
            | NpcSlot::PirateBrig
            | NpcSlot::PirateManOWar => None,
        }
    }

    pub fn is_pirate(self) -> bool {
        matches!(
            self,
            NpcSlot::PirateSloop
                | NpcSlot::PirateFrigate
                | NpcSlot::PirateBrig
                | NpcSlot::PirateManOWar
        )
    }

    /// A ship that hunts and scouts for captains: every NPC but the treasure galleon.
    pub fn hunts(self) -> bool {
        self != NpcSlot::TreasureGalleon
    }
}

/// An NPC captain's card: it brings the captain and its ship into play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NpcDef {
    pub slot: NpcSlot,
    /// Naval ships sail frigates or men-o-war; the pirates the sloop and the frigate.
    pub class: ShipClass,
    pub seamanship: u8,
    pub leadership: u8,
    /// A naval captain scouts with this or with the target's bounties of its nation, whichever
    /// is higher.
    pub scouting: u8,
    /// The sea zone where its ship appears, and returns to when this captain takes over again.
    pub home: String,
}

/// What an event card's text does when drawn (after its NPC icons).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum EventEffect {
    /// Nothing more happens.
    Quiet,
    /// One random port's demand token is swapped for one from the pool.
    MarketShift,
    /// Every captain in a port gains this much gold.
    PortWindfall(u32),
    /// These two nations go to war (the At War! space; any other war ends).
    War(Nation, Nation),
    /// Any war between nations ends.
    Peace,
    /// Every captain's bounties of this nation are struck off.
    Pardon(Nation),
    /// Every captain at sea in this zone rolls SEAMANSHIP; without a success, a hit to the masts
    /// (no reinforced hull against the weather; on destroyed masts the hit goes to the hull).
    Storm(String),
    /// The merchant track's tokens sail out at once, one to each zone without a merchant.
    Convoy,
    /// Every captain in a port loses one crew, never the last.
    Fever,
    /// Becalmed: while this card is in force (its round), no ship sails out of this sea zone to
    /// another (into its port and out of the port into the zone are still open).
    Calm(String),
    /// A trade boom or bust: while this card is in force, each card of this good sells for
    /// `change` more gold (less when negative, never below 1) in every port.
    Trade { good: String, change: i32 },
    /// A gale gathering: at the end of the round, a storm (as [`EventEffect::Storm`]) strikes
    /// captains at sea in this zone.
    GaleAtEnd(String),
    /// MODULE 1: a third mission lies on the board from now on, for the rest of the game
    /// (ours: the text does not say how long); one is drawn at once.
    ExtraMissionSlot,
}

fn one() -> u8 {
    1
}

fn quiet() -> EventEffect {
    EventEffect::Quiet
}

/// An event card (with how many copies are in the deck): an NPC captain, or NPC movement icons
/// and a text effect.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EventCardDef {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    #[serde(default)]
    pub switch: Option<super::Switch>,

    pub text: String,
    /// The NPC captain this card brings into play (such a card has no icons and no effect).
    #[serde(default)]
    pub npc: Option<NpcDef>,
    /// Up to three NPC icons, resolved in order before the text: each moves that NPC, if it is
    /// on the board, one zone by its letter.
    #[serde(default)]
    pub icons: Vec<(NpcSlot, Direction)>,
    #[serde(default = "quiet")]
    pub effect: EventEffect,
    #[serde(default = "one")]
    pub copies: u8,
}

/// `events.ron`: the event deck.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EventsFile {
    pub cards: Vec<EventCardDef>,
}
