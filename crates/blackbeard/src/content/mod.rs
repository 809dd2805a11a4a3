//! Blackbeard's data: the files in `assets/data/bb/` (map, pirates, pieces, events, tables),
//! parsed, checked and indexed. The crate embeds the same files with `include_str!`, so tests,
//! the command line and the app play the same content; a folder of them (`--data`) is read and
//! checked the same way. A file that cannot be used is one error naming the file, the item and
//! the problem, and nothing is loaded.

mod checks;
mod map_check;
pub mod schema;
mod validate;

pub use schema::NotorietyDef as Notoriety;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Index of a Sea Area in [`BbData::areas`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct AreaId(pub u8);
/// Index of a Transit Box in [`BbData::boxes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BoxId(pub u8);
/// Index of a Port in [`BbData::ports`] (ports are kept in locator order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PortId(pub u8);
/// Index of a Pirate card in [`BbData::pirates`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PirateId(pub u8);
/// Index of one physical Event card in [`BbData::event_deck`] (copies expanded).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct EventCardId(pub u8);
/// Index of one Merchant counter in [`BbData::merchants`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MerchantId(pub u8);
/// Index of one Hostage counter in [`BbData::hostages`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct HostageId(pub u8);
/// Index of one Warship counter in [`BbData::warships`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct WarshipId(pub u8);
/// Index of a King's Commissioner in [`BbData::kcs`] (the Ex-Pirate last).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct KcId(pub u8);
/// Index of a Pro-Pirate Governor in [`BbData::pro_governors`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GovernorId(pub u8);

/// The nations that hold ports (2.2). `Arab` is our catch-all for the Indian Ocean's
/// non-European powers (BB-R A1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Nation {
    English,
    Spanish,
    French,
    Dutch,
    Portuguese,
    Arab,
}

impl Nation {
    pub const ALL: [Nation; 6] = [
        Nation::English,
        Nation::Spanish,
        Nation::French,
        Nation::Dutch,
        Nation::Portuguese,
        Nation::Arab,
    ];
    /// The letter a port box shows beside its colour.
    pub fn letter(self) -> char {
        match self {
            Nation::English => 'E',
            Nation::Spanish => 'S',
            Nation::French => 'F',
            Nation::Dutch => 'D',
            Nation::Portuguese => 'P',
            Nation::Arab => 'A',
        }
    }
}

/// The five types of Merchant and Pirate vessels (6.12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ShipKind {
    Flute,
    Sloop,
    Schooner,
    Brigantine,
    SquareRigger,
}

impl ShipKind {
    pub const ALL: [ShipKind; 5] = [
        ShipKind::Flute,
        ShipKind::Sloop,
        ShipKind::Schooner,
        ShipKind::Brigantine,
        ShipKind::SquareRigger,
    ];
}

/// The 23 kinds of Event card (17.2), by the rule each follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum EventKind {
    BuriedTreasure,
    DebaucheryAndRevelry,
    Disease,
    DoubleCross,
    EuropeanTurmoil,
    FairWinds,
    FingerOfFate,
    GeneralPardon,
    NewGovernors,
    HeavyGuns,
    KcSurprise,
    LetterOfMarque,
    LocalResistance,
    MalDeMer,
    MutinyConspiracy,
    PirateConverts,
    PiraticalAmbition,
    ScurvyOutbreak,
    SkullAndCrossbones,
    StormsAtSea,
    WarshipSighting,
    WearAndTear,
    NaturalDisaster,
}

impl EventKind {
    /// In the order of their numbers (17.17): `ALL[n - 1]` is card number `n`.
    pub const ALL: [EventKind; 23] = [
        EventKind::BuriedTreasure,
        EventKind::DebaucheryAndRevelry,
        EventKind::Disease,
        EventKind::DoubleCross,
        EventKind::EuropeanTurmoil,
        EventKind::FairWinds,
        EventKind::FingerOfFate,
        EventKind::GeneralPardon,
        EventKind::NewGovernors,
        EventKind::HeavyGuns,
        EventKind::KcSurprise,
        EventKind::LetterOfMarque,
        EventKind::LocalResistance,
        EventKind::MalDeMer,
        EventKind::MutinyConspiracy,
        EventKind::PirateConverts,
        EventKind::PiraticalAmbition,
        EventKind::ScurvyOutbreak,
        EventKind::SkullAndCrossbones,
        EventKind::StormsAtSea,
        EventKind::WarshipSighting,
        EventKind::WearAndTear,
        EventKind::NaturalDisaster,
    ];
    /// The number at the card's top (17.17).
    pub fn number(self) -> u8 {
        Self::ALL
            .iter()
            .position(|k| *k == self)
            .map_or(0, |i| i as u8 + 1)
    }
}

/// A card's Actions circle (17.11): a number, the active pirate's Initiative (the diamond), or
/// a dash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Actions {
    Count(u8),
    Initiative,
    NoActions,
}

/// How a card plays (4.4 C, 17.12–17.15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Play {
    /// Actions OR its Event (17.13); held until played.
    ActionsOrEvent,
    /// Its Event AND one Action (17.12); held until played.
    EventAndAction,
    /// Must Play Immediately (17.15): resolved when drawn, never for Actions.
    MustPlayImmediately,
}

/// What changes a crew's loyalty (the Crew Loyalty table: BB-R A9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LoyaltyCause {
    PoorCargo,
    RichCargo,
    Scurvy,
    RetirementBribeDeclined,
    WarshipBattleLost,
    SmallerShip,
    LargerShip,
    SpeedBelowZero,
    BootyDeclined,
    MutinyQuashedEqual,
    BootyGrabFailed,
    RevelryAshore,
    RevelryInPiratePort,
    Torture,
    AttackWon,
    SackWon,
    AmbitionFoiled,
    KcBeaten,
}

impl LoyaltyCause {
    pub const ALL: [LoyaltyCause; 18] = [
        LoyaltyCause::PoorCargo,
        LoyaltyCause::RichCargo,
        LoyaltyCause::Scurvy,
        LoyaltyCause::RetirementBribeDeclined,
        LoyaltyCause::WarshipBattleLost,
        LoyaltyCause::SmallerShip,
        LoyaltyCause::LargerShip,
        LoyaltyCause::SpeedBelowZero,
        LoyaltyCause::BootyDeclined,
        LoyaltyCause::MutinyQuashedEqual,
        LoyaltyCause::BootyGrabFailed,
        LoyaltyCause::RevelryAshore,
        LoyaltyCause::RevelryInPiratePort,
        LoyaltyCause::Torture,
        LoyaltyCause::AttackWon,
        LoyaltyCause::SackWon,
        LoyaltyCause::AmbitionFoiled,
        LoyaltyCause::KcBeaten,
    ];
}

/// A row of the Storm Effects Table (BB-R A10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StormEffect {
    NoEffect,
    SpeedHits(u8),
    /// The ship founders: the pirate is eliminated.
    Founders,
}

/// A Sea Area (2.2).
#[derive(Clone, Debug)]
pub struct Area {
    pub key: String,
    pub name: String,
    pub region: u8,
    /// The areas a Move reaches from here (7.1), both ways.
    pub neighbours: Vec<AreaId>,
    /// The Transit Boxes this area opens onto (7.11).
    pub boxes: Vec<BoxId>,
    /// The ports adjoining this area, in locator order.
    pub ports: Vec<PortId>,
}

/// A Transit Box (7.11): it joins two areas of different Regions.
#[derive(Clone, Debug)]
pub struct TransitBox {
    pub key: String,
    pub name: String,
    pub joins: [AreaId; 2],
}

/// Who holds a port.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Owner {
    Nation(Nation),
    PiratePort,
}

/// A Port (2.2).
#[derive(Clone, Debug)]
pub struct Port {
    pub locator: u8,
    pub name: String,
    /// The area(s) it adjoins: Bermuda two, every other one.
    pub areas: Vec<AreaId>,
    pub owner: Owner,
    /// Value and Defense; 0 for a Pirate Port, which has none.
    pub value: u8,
    pub defense: u8,
    pub reading: Option<String>,
}

impl Port {
    pub fn is_pirate_port(&self) -> bool {
        self.owner == Owner::PiratePort
    }
}

/// A Pirate card (5.2), as `pirates.ron` gives it (checked on load).
pub use schema::PirateDef as Pirate;

/// A ship type (6.12, 6.23).
#[derive(Clone, Debug)]
pub struct ShipType {
    pub kind: ShipKind,
    pub name: String,
    pub cargo: u8,
    pub convertible: bool,
    /// Its maximum Combat, Speed and Holds when a pirate sails it, and whether a new pirate
    /// may start with it; `None` for the types no pirate sails.
    pub pirate: Option<schema::PirateShipDef>,
}

/// A Hostage counter.
#[derive(Clone, Debug)]
pub struct Hostage {
    pub name: String,
    pub information: u8,
    pub value: u8,
}

/// A Warship counter (6.4).
#[derive(Clone, Copy, Debug)]
pub struct Warship {
    pub guns: u8,
    pub speed: u8,
    pub combat: u8,
}

/// A King's Commissioner (10).
#[derive(Clone, Debug)]
pub struct Kc {
    pub name: String,
    pub speed: u8,
    pub combat: u8,
    pub ex_pirate: bool,
}

/// One kind of Event card.
#[derive(Clone, Debug)]
pub struct EventType {
    pub number: u8,
    pub kind: EventKind,
    pub count: u8,
    pub anti_pirate: bool,
    pub actions: Actions,
    pub play: Play,
    pub title: String,
    pub text: String,
}

impl EventType {
    /// Hold Until Played: every card that is not Must Play Immediately.
    pub fn held(&self) -> bool {
        self.play != Play::MustPlayImmediately
    }
}

/// By seats (3.0 steps 1 and 6): Pirate cards dealt, Pirate Displays.
pub use schema::SeatsDef as SeatCounts;

/// Every number and list the rules read, checked.
#[derive(Clone, Debug)]
pub struct BbData {
    pub regions: Vec<String>,
    pub areas: Vec<Area>,
    pub boxes: Vec<TransitBox>,
    /// In locator order.
    pub ports: Vec<Port>,
    /// The port of each D66 result 11–66 (36 results, 36 ports).
    pub locators: HashMap<u8, PortId>,
    pub isle_of_pines: AreaId,
    pub pirates: Vec<Pirate>,
    pub ship_types: Vec<ShipType>,
    /// The Merchant pool, one entry per counter.
    pub merchants: Vec<ShipKind>,
    /// The Hostage pool, one entry per counter.
    pub hostages: Vec<Hostage>,
    pub pro_governors: Vec<String>,
    pub anti_governors: u8,
    /// The Warship pool, one entry per counter.
    pub warships: Vec<Warship>,
    /// The named KCs, then the Ex-Pirate (kept aside: 3.0 step 9, 17.2 #16).
    pub kcs: Vec<Kc>,
    pub warship_combat_bonus: u8,
    /// The 23 kinds, in number order.
    pub event_types: Vec<EventType>,
    /// One entry per physical card: its kind's index in `event_types`.
    pub event_deck: Vec<u8>,
    /// The Cargo Table: by area, the doubloons of each adjusted roll 1–10.
    pub cargo: Vec<[u32; 10]>,
    pub poor_up_to: u8,
    pub rich_from: u8,
    pub loyalty: HashMap<LoyaltyCause, i8>,
    pub loyalty_start: u8,
    pub loyalty_takeover: u8,
    pub loyalty_max: u8,
    pub notoriety: Notoriety,
    /// From each roll up, the effect (rolls 1–7, 7 only in a box).
    pub storm: Vec<(u8, StormEffect)>,
    pub storm_box_bonus: u8,
    pub speed_floor: i8,
    pub combat_floor: u8,
    /// 17.2 #23: the port each die roll 1–6 names.
    pub natural_disaster: Vec<PortId>,
    pub hand: u8,
    pub merchants_low: u8,
    pub merchants_refill: u8,
    pub merchants_at_start: u8,
    pub seats: Vec<SeatCounts>,
}

impl BbData {
    /// The ship type of a kind (every kind has one: checked on load).
    pub fn ship(&self, kind: ShipKind) -> &ShipType {
        self.ship_types
            .iter()
            .find(|s| s.kind == kind)
            .expect("every ship kind is in the data (checked on load)")
    }
    /// The kind of Event card a physical card is.
    pub fn event(&self, card: EventCardId) -> &EventType {
        &self.event_types[self.event_deck[card.0 as usize] as usize]
    }
    /// The port a D66 result names (11–66, both digits 1–6).
    pub fn port_at(&self, locator: u8) -> Option<PortId> {
        self.locators.get(&locator).copied()
    }
    /// A loyalty change by its cause (every cause is in the data: checked on load).
    pub fn loyalty_change(&self, cause: LoyaltyCause) -> i8 {
        self.loyalty[&cause]
    }
    /// Pirate cards dealt and Pirate Displays at this many seats.
    pub fn seat_counts(&self, seats: usize) -> Option<SeatCounts> {
        self.seats
            .iter()
            .copied()
            .find(|s| s.seats as usize == seats)
    }
    /// The storm's effect on an adjusted roll.
    pub fn storm_effect(&self, roll: u8) -> StormEffect {
        self.storm
            .iter()
            .rev()
            .find(|(from, _)| *from <= roll)
            .map_or(StormEffect::NoEffect, |(_, e)| *e)
    }
}

/// A data file that could not be used (the core's: every game's loader gives it).
pub use game_core::data::DataError;

/// The data files the game needs, in load order.
pub const DATA_FILES: [&str; 5] = [
    "map.ron",
    "pirates.ron",
    "pieces.ron",
    "events.ron",
    "tables.ron",
];

/// The raw text of every data file, by file name.
#[derive(Clone, Debug)]
pub struct DataSources {
    pub files: HashMap<String, String>,
}

impl DataSources {
    /// The files compiled in from `assets/data/bb/`.
    pub fn embedded() -> Self {
        let texts = [
            include_str!("../../../../assets/data/bb/map.ron"),
            include_str!("../../../../assets/data/bb/pirates.ron"),
            include_str!("../../../../assets/data/bb/pieces.ron"),
            include_str!("../../../../assets/data/bb/events.ron"),
            include_str!("../../../../assets/data/bb/tables.ron"),
        ];
        DataSources {
            files: DATA_FILES
                .iter()
                .zip(texts)
                .map(|(name, text)| (name.to_string(), text.to_string()))
                .collect(),
        }
    }

    /// The data files in a folder (`--data`): each read as UTF-8 text; a file missing or
    /// unreadable is an error naming it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn from_dir(dir: &std::path::Path) -> Result<Self, DataError> {
        Ok(DataSources {
            files: game_core::data::read_dir(dir, &DATA_FILES)?,
        })
    }

    /// Replace one file's text (tests feed in broken data this way).
    pub fn with_file(mut self, name: &str, text: &str) -> Self {
        self.files.insert(name.to_string(), text.to_string());
        self
    }

    fn parse<T: for<'de> Deserialize<'de>>(&self, name: &str) -> Result<T, DataError> {
        game_core::data::parse(&self.files, name)
    }
}

impl BbData {
    /// Parse and check every file; the first problem found is the error.
    pub fn load(sources: &DataSources) -> Result<BbData, DataError> {
        validate::build(
            sources.parse("map.ron")?,
            sources.parse("pirates.ron")?,
            sources.parse("pieces.ron")?,
            sources.parse("events.ron")?,
            sources.parse("tables.ron")?,
        )
    }

    /// The data compiled in.
    pub fn embedded() -> Result<BbData, DataError> {
        Self::load(&DataSources::embedded())
    }
}
