//! The data files as written (`assets/data/bb/`): what serde reads before the checks of
//! `validate` resolve keys to ids. Every struct refuses a field it does not know.

use super::{Actions, EventKind, LoyaltyCause, Nation, Play, ShipKind, StormEffect};
use serde::Deserialize;

/// `map.ron`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct MapFile {
    pub regions: Vec<String>,
    pub areas: Vec<AreaDef>,
    pub borders: Vec<BorderDef>,
    pub transit_boxes: Vec<TransitBoxDef>,
    pub ports: Vec<PortDef>,
    pub isle_of_pines: IsleDef,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct AreaDef {
    pub key: String,
    pub name: String,
    pub region: u8,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct BorderDef {
    pub a: String,
    pub b: String,
    #[serde(default)]
    pub reading: Option<String>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct TransitBoxDef {
    pub key: String,
    pub name: String,
    pub joins: (String, String),
}

/// Who holds a port: a nation, or the pirates (a Pirate Port: no ratings, no Merchant Box).
#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnerDef {
    Nation(Nation),
    PiratePort,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct PortDef {
    pub locator: u8,
    pub name: String,
    pub areas: Vec<String>,
    pub owner: OwnerDef,
    #[serde(default)]
    pub value: Option<u8>,
    #[serde(default)]
    pub defense: Option<u8>,
    #[serde(default)]
    pub reading: Option<String>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct IsleDef {
    pub area: String,
    #[serde(default)]
    pub reading: Option<String>,
}

/// One card of `pirates.ron`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct PirateDef {
    pub key: String,
    pub short: String,
    pub name: String,
    pub ship: String,
    pub initiative: u8,
    pub ability: u8,
    pub leadership: u8,
    pub cruelty: u8,
    pub cunning: u8,
    pub duel: u8,
    pub bio: String,
    #[serde(default)]
    pub reading: Option<String>,
}

/// `pieces.ron`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct PiecesFile {
    pub ship_types: Vec<ShipTypeDef>,
    pub merchants: Vec<MerchantDef>,
    pub hostages: Vec<HostageDef>,
    pub pro_pirate_governors: Vec<String>,
    #[serde(default)]
    pub pro_pirate_reading: Option<String>,
    pub anti_pirate_governors: u8,
    pub warships: Vec<WarshipDef>,
    pub kings_commissioners: Vec<KcDef>,
    pub ex_pirate: KcDef,
    pub warship_combat_bonus: u8,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct ShipTypeDef {
    pub kind: ShipKind,
    pub name: String,
    pub cargo: u8,
    pub convertible: bool,
    #[serde(default)]
    pub pirate: Option<PirateShipDef>,
}

#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct PirateShipDef {
    pub combat: u8,
    pub speed: u8,
    pub holds: u8,
    pub start: bool,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct MerchantDef {
    pub kind: ShipKind,
    pub count: u8,
    #[serde(default)]
    pub reading: Option<String>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct HostageDef {
    pub name: String,
    pub information: u8,
    pub value: u8,
    pub count: u8,
    #[serde(default)]
    pub reading: Option<String>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct WarshipDef {
    pub guns: u8,
    pub speed: u8,
    pub combat: u8,
    pub count: u8,
    #[serde(default)]
    pub reading: Option<String>,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct KcDef {
    pub name: String,
    pub speed: u8,
    pub combat: u8,
    #[serde(default)]
    pub reading: Option<String>,
}

/// One kind of card of `events.ron`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct EventDef {
    pub number: u8,
    pub kind: EventKind,
    pub count: u8,
    pub anti_pirate: bool,
    pub actions: Actions,
    pub play: Play,
    pub title: String,
    pub text: String,
}

/// `tables.ron`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct TablesFile {
    pub cargo: Vec<CargoRowDef>,
    #[serde(default)]
    pub cargo_reading: Option<String>,
    pub poor_up_to: u8,
    pub rich_from: u8,
    pub loyalty: Vec<LoyaltyDef>,
    #[serde(default)]
    pub loyalty_reading: Option<String>,
    pub loyalty_start: u8,
    pub loyalty_takeover: u8,
    pub loyalty_max: u8,
    pub notoriety: NotorietyDef,
    pub storm: Vec<StormDef>,
    pub storm_box_bonus: u8,
    #[serde(default)]
    pub storm_reading: Option<String>,
    pub speed_floor: i8,
    pub combat_floor: u8,
    #[serde(default)]
    pub tracks_reading: Option<String>,
    pub natural_disaster: Vec<u8>,
    pub hand: u8,
    pub merchants_low: u8,
    pub merchants_refill: u8,
    pub merchants_at_start: u8,
    pub seats: Vec<SeatsDef>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct CargoRowDef {
    pub areas: Vec<String>,
    pub doubloons: Vec<u32>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct LoyaltyDef {
    pub cause: LoyaltyCause,
    pub change: i8,
}

/// 18.2's multipliers.
#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct NotorietyDef {
    pub loot: u8,
    pub torture: u8,
    pub port_attack: u8,
    pub port_sack: u8,
    pub kc_beaten: u8,
    pub warship_beaten: u8,
    pub failed_oust: u8,
    pub duel: u8,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct StormDef {
    pub from: u8,
    pub effect: StormEffect,
}

#[derive(Deserialize, Debug, Clone, Copy)]
#[serde(deny_unknown_fields)]
pub struct SeatsDef {
    pub seats: u8,
    pub pirates_dealt: u8,
    pub displays: u8,
    pub in_hand: u8,
}
