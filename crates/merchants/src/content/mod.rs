//! Game content: the data files in `assets/data/mm/`, parsed, checked and indexed.
//!
//! The headless rules embed the same files with `include_str!`, so tests, the CLI and the app
//! all play the same content; the app loads them through the asset server (`table::assets`).

mod bounds;
mod cards;
mod event_schema;
mod glory;
pub mod help;
mod locations;
pub mod schema;
mod switches;
mod tokens_schema;
mod validate;

pub use cards::{Mission, MissionId, Req, Rumor, RumorId};
pub use event_schema::*;
pub use glory::{
    CombatEffect, CombatMoment, GloryCard, GloryCardDef, GloryCardId, GloryEffect, SpecialistKind,
};
pub use locations::*;
pub use schema::*;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;
pub use switches::{Switch, Switches};
pub use tokens_schema::*;

/// Index of a sea zone in [`GameData::zones`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ZoneId(pub u8);
/// Index of a port in [`GameData::ports`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PortId(pub u8);
/// Index of a captain card in [`GameData::captains`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CaptainId(pub u8);
/// Index of a good in [`GameData::goods`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GoodId(pub u8);
/// Index of a cargo card in [`GameData::cargo_deck`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CargoCardId(pub u8);
/// Index of one physical event card in [`GameData::event_deck`] (copies are expanded).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct EventCardId(pub u8);

/// A sea zone, with its neighbours and lettered borders resolved to zone ids.
#[derive(Clone, Debug)]
pub struct Zone {
    pub key: String,
    pub name: String,
    pub subtitle: Option<String>,
    pub at: LonLat,
    /// Where a captain may sail from here.
    pub neighbours: Vec<ZoneId>,
    /// The compass letters NPCs follow: at most one per letter, each to a neighbour.
    pub letters: Vec<(Direction, ZoneId)>,
    /// The port opening onto this zone, if any (the Caribbean Sea has none).
    pub port: Option<PortId>,
}

/// An NPC captain's card, its home zone resolved.
#[derive(Clone, Debug, PartialEq)]
pub struct Npc {
    pub slot: NpcSlot,
    pub class: ShipClass,
    pub seamanship: u8,
    pub leadership: u8,
    pub scouting: u8,
    pub home: ZoneId,
}

/// An event card: an NPC captain, or NPC icons and a text effect.
#[derive(Clone, Debug)]
pub struct EventCard {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    pub switch: Option<Switch>,
    /// Whether the card is in the decks of the game this view of the data is for (see
    /// `GameData::view`); worked out, never read from the file.
    pub in_play: bool,

    pub text: String,
    pub npc: Option<Npc>,
    pub icons: Vec<(NpcSlot, Direction)>,
    pub effect: EventEffect,
}

/// A port, with its zone resolved.
#[derive(Clone, Debug)]
pub struct Port {
    pub key: String,
    pub name: String,
    pub zone: ZoneId,
    pub nation: Nation,
    pub at: LonLat,
    pub abilities: Vec<PortAbility>,
    pub text: String,
}

/// A captain card, with the home port resolved.
#[derive(Clone, Debug)]
pub struct Captain {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    pub switch: Option<Switch>,
    /// Whether the card is in the decks of the game this view of the data is for (see
    /// `GameData::view`); worked out, never read from the file.
    pub in_play: bool,

    pub nation: Nation,
    pub home_port: PortId,
    pub seamanship: u8,
    pub leadership: u8,
    pub scouting: u8,
    pub influence: u8,
    pub ability: AbilityDef,
}

impl Captain {
    /// How many dice this captain rolls for a skill.
    pub fn skill(&self, skill: Skill) -> u8 {
        match skill {
            Skill::Seamanship => self.seamanship,
            Skill::Leadership => self.leadership,
            Skill::Scouting => self.scouting,
            Skill::Influence => self.influence,
        }
    }
}

/// A cargo card with its good resolved.
#[derive(Clone, Debug)]
pub struct CargoCard {
    pub good: GoodId,
    pub plunder: u8,
    pub hits: Vec<HitLocation>,
    pub escapes: u8,
    /// MODULE 7: the port this card may be smuggled to, on the contraband space.
    pub contraband: Option<PortId>,
    /// Whether the card is in this game's deck (contraband cards only with MODULE 7).
    pub in_play: bool,
}

/// Everything the rules know about the game's content, checked and indexed.
#[derive(Clone, Debug)]
pub struct GameData {
    pub zones: Vec<Zone>,
    pub ports: Vec<Port>,
    pub ships: Vec<ShipDef>,
    pub captains: Vec<Captain>,
    pub goods: Vec<GoodDef>,
    pub demand_tokens_per_good: u8,
    pub cargo_deck: Vec<CargoCard>,
    pub dice: DiceFile,
    pub tokens: TokensFile,
    pub event_deck: Vec<EventCard>,
    pub rumors: Vec<Rumor>,
    pub missions: Vec<Mission>,
    pub glory: Vec<GloryCard>,
    /// The Seas of Glory switches this view of the data is for (none: the base game).
    pub switches: Switches,
    /// How much more each next stash point costs than the last in this view: VARIANT 3's
    /// step when it is on, else 0 (every point at the same price).
    pub stash_step: u32,
}

/// The ids of the cards in play, in data order.
fn in_play_ids<T>(in_play: impl Iterator<Item = bool>, id: fn(u8) -> T) -> Vec<T> {
    in_play
        .enumerate()
        .filter(|(_, on)| *on)
        .map(|(i, _)| id(i as u8))
        .collect()
}

/// A data file that could not be used (the core's: every game's loader gives it).
pub use game_core::data::DataError;

/// The raw text of every data file, by file name.
#[derive(Clone, Debug)]
pub struct DataSources {
    pub files: HashMap<String, String>,
}

/// The data files the game needs, in load order.
pub const DATA_FILES: [&str; 11] = [
    "zones.ron",
    "ports.ron",
    "ships.ron",
    "captains.ron",
    "goods.ron",
    "dice.ron",
    "tokens.ron",
    "events.ron",
    "rumors.ron",
    "missions.ron",
    "glory.ron",
];

impl DataSources {
    /// The files compiled into the binary from `assets/data/mm/`.
    pub fn embedded() -> Self {
        let texts = [
            include_str!("../../../../assets/data/mm/zones.ron"),
            include_str!("../../../../assets/data/mm/ports.ron"),
            include_str!("../../../../assets/data/mm/ships.ron"),
            include_str!("../../../../assets/data/mm/captains.ron"),
            include_str!("../../../../assets/data/mm/goods.ron"),
            include_str!("../../../../assets/data/mm/dice.ron"),
            include_str!("../../../../assets/data/mm/tokens.ron"),
            include_str!("../../../../assets/data/mm/events.ron"),
            include_str!("../../../../assets/data/mm/rumors.ron"),
            include_str!("../../../../assets/data/mm/missions.ron"),
            include_str!("../../../../assets/data/mm/glory.ron"),
        ];
        DataSources {
            files: DATA_FILES
                .iter()
                .zip(texts)
                .map(|(name, text)| (name.to_string(), text.to_string()))
                .collect(),
        }
    }

    /// The data files in a folder (the headless commands' `--data`): each read as UTF-8 text;
    /// a file missing or unreadable is an error naming it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn from_dir(dir: &std::path::Path) -> Result<Self, DataError> {
        Ok(DataSources {
            files: game_core::data::read_dir(dir, &DATA_FILES)?,
        })
    }

    /// Replace one file's text (tests use this to feed in broken data).
    pub fn with_file(mut self, name: &str, text: &str) -> Self {
        self.files.insert(name.to_string(), text.to_string());
        self
    }

    fn parse<T: for<'de> Deserialize<'de>>(&self, name: &str) -> Result<T, DataError> {
        game_core::data::parse(&self.files, name)
    }
}

impl GameData {
    /// Parse and check every file; the first problem found is the error.
    pub fn load(sources: &DataSources) -> Result<GameData, DataError> {
        let zones: Vec<ZoneDef> = sources.parse("zones.ron")?;
        let ports: Vec<PortDef> = sources.parse("ports.ron")?;
        let ships: Vec<ShipDef> = sources.parse("ships.ron")?;
        let captains: Vec<CaptainDef> = sources.parse("captains.ron")?;
        let goods: GoodsFile = sources.parse("goods.ron")?;
        let dice: DiceFile = sources.parse("dice.ron")?;
        let tokens: TokensFile = sources.parse("tokens.ron")?;
        let events: EventsFile = sources.parse("events.ron")?;
        let rumors: Vec<RumorDef> = sources.parse("rumors.ron")?;
        let missions: Vec<MissionDef> = sources.parse("missions.ron")?;
        let glory: Vec<GloryCardDef> = sources.parse("glory.ron")?;
        let mut data = validate::build(zones, ports, ships, captains, goods, dice, tokens, events)?;
        data.rumors = cards::build_rumors(&rumors, &data.ports)?;
        data.missions = cards::build_missions(&missions, &data.ports, &data.goods)?;
        data.glory = glory::build_glory(&glory)?;
        bounds::check(&data, &glory)?;
        Ok(data.view(&Switches::none()))
    }

    /// The data a game with these switches plays with: each ship class's card in play is
    /// the one its switch brings (the brig, the modified galleon), else the base game's.
    /// A view of a view is the view of the data files: nothing is lost.
    pub fn view(&self, switches: &Switches) -> GameData {
        let mut view = self.clone();
        view.switches = switches.clone();
        let mut ships = std::mem::take(&mut view.ships);
        for i in 0..ships.len() {
            let class = ships[i].class;
            let switched =
                |s: &ShipDef| s.class == class && s.switch.is_some_and(|w| switches.on(w));
            ships[i].in_play = match ships[i].switch {
                Some(w) => switches.on(w),
                None => !ships.iter().any(switched),
            };
        }
        view.ships = ships;
        // VARIANT 3: stash points grow dearer point by point.
        view.stash_step = if switches.on(Switch::GloryOrDeath) {
            view.tokens.prices.stash_step_glory_or_death
        } else {
            0
        };
        // MODULE 1: a switched card is in the decks when its switch is on; the base game's
        // captains, rumors and missions stay out when the new ones are played alone.
        let base_decks = !switches.on(Switch::CardsAlone);
        let in_play = |switch: Option<Switch>, base: bool| match switch {
            Some(w) => switches.on(w),
            None => base,
        };
        for c in &mut view.captains {
            c.in_play = in_play(c.switch, base_decks);
        }
        for r in &mut view.rumors {
            r.in_play = in_play(r.switch, base_decks);
        }
        for m in &mut view.missions {
            m.in_play = in_play(m.switch, base_decks);
        }
        for e in &mut view.event_deck {
            e.in_play = in_play(e.switch, true);
        }
        // MODULE 7: the contraband cards are shuffled into the cargo deck.
        for c in &mut view.cargo_deck {
            c.in_play = c.contraband.is_none() || switches.on(Switch::Contraband);
        }
        for g in &mut view.glory {
            g.in_play = in_play(g.switch, true) && g.also.is_none_or(|w| switches.on(w));
        }
        view
    }

    /// The special weapons in this game (MODULE 2's with its switch).
    pub fn weapons(&self) -> impl Iterator<Item = SpecialWeapon> + '_ {
        SpecialWeapon::ALL
            .into_iter()
            .filter(|w| w.switch().is_none_or(|s| self.switches.on(s)))
    }

    /// The ship modification tokens in this game, by kind (MODULE 3's with its switch).
    pub fn ship_mod_tokens(&self) -> impl Iterator<Item = (ShipModKind, u8)> + '_ {
        self.tokens
            .ship_mods
            .iter()
            .copied()
            .filter(|(k, _)| k.switch().is_none_or(|s| self.switches.on(s)))
            .filter(|(k, _)| k.also().is_none_or(|s| self.switches.on(s)))
    }

    /// MODULE 4: the NPC upgrade tokens in this game's pool (none without the module; a
    /// weapon's or mod's token only with its own module, if it has one).
    pub fn npc_upgrade_tokens(&self) -> impl Iterator<Item = NpcUpgrade> + '_ {
        let on = self.switches.on(Switch::NpcUpgrades);
        self.tokens
            .npc_upgrades
            .iter()
            .copied()
            .filter(move |t| on && t.switch().is_none_or(|s| self.switches.on(s)))
    }

    /// The captain cards in this game's deck.
    pub fn captain_ids(&self) -> Vec<CaptainId> {
        in_play_ids(self.captains.iter().map(|c| c.in_play), CaptainId)
    }

    /// The cargo cards in this game's deck.
    pub fn cargo_ids(&self) -> Vec<CargoCardId> {
        in_play_ids(self.cargo_deck.iter().map(|c| c.in_play), CargoCardId)
    }

    /// The event cards (one per copy) in this game's deck.
    pub fn event_ids(&self) -> Vec<EventCardId> {
        in_play_ids(self.event_deck.iter().map(|c| c.in_play), EventCardId)
    }

    /// The rumor cards in this game's deck.
    pub fn rumor_ids(&self) -> Vec<RumorId> {
        in_play_ids(self.rumors.iter().map(|c| c.in_play), RumorId)
    }

    /// The mission cards in this game's deck.
    pub fn mission_ids(&self) -> Vec<MissionId> {
        in_play_ids(self.missions.iter().map(|c| c.in_play), MissionId)
    }

    /// The glory cards (one per copy) in this game's deck.
    pub fn glory_ids(&self) -> Vec<GloryCardId> {
        in_play_ids(self.glory.iter().map(|c| c.in_play), GloryCardId)
    }

    /// The embedded data, loaded once per process and shared.
    pub fn embedded() -> Arc<GameData> {
        static DATA: std::sync::OnceLock<Arc<GameData>> = std::sync::OnceLock::new();
        DATA.get_or_init(|| {
            Arc::new(
                GameData::load(&DataSources::embedded())
                    .unwrap_or_else(|e| panic!("the game's own data is broken: {e}")),
            )
        })
        .clone()
    }

    pub fn zone(&self, id: ZoneId) -> &Zone {
        &self.zones[id.0 as usize]
    }

    pub fn port(&self, id: PortId) -> &Port {
        &self.ports[id.0 as usize]
    }

    /// This data with the port's specials left out (MODULE 9: business at a town or trade
    /// station in its zone trades as there, without them).
    pub fn without_port_specials(&self, id: PortId) -> GameData {
        let mut plain = self.clone();
        plain.ports[id.0 as usize].abilities.clear();
        plain
    }

    pub fn captain(&self, id: CaptainId) -> &Captain {
        &self.captains[id.0 as usize]
    }

    pub fn ship(&self, class: ShipClass) -> &ShipDef {
        self.ships
            .iter()
            .find(|s| s.class == class && s.in_play)
            .or_else(|| self.ships.iter().find(|s| s.class == class))
            .expect("validation guarantees every ship class has a card")
    }

    pub fn rumor(&self, id: RumorId) -> &Rumor {
        &self.rumors[id.0 as usize]
    }

    pub fn mission(&self, id: MissionId) -> &Mission {
        &self.missions[id.0 as usize]
    }

    pub fn glory_card(&self, id: GloryCardId) -> &GloryCard {
        &self.glory[id.0 as usize]
    }

    /// The escape icons on these cargo cards, all told (a raid's row, a location's defense).
    pub fn escapes(&self, cards: &[CargoCardId]) -> u32 {
        cards
            .iter()
            .map(|c| self.cargo_deck[c.0 as usize].escapes as u32)
            .sum()
    }

    pub fn event(&self, id: EventCardId) -> &EventCard {
        &self.event_deck[id.0 as usize]
    }

    /// The NPC captain on an event card (only NPC cards are ever in command of a ship).
    pub fn npc(&self, id: EventCardId) -> &Npc {
        self.event(id)
            .npc
            .as_ref()
            .expect("only NPC captain cards command NPC ships")
    }

    pub fn good(&self, id: GoodId) -> &GoodDef {
        &self.goods[id.0 as usize]
    }

    /// The zone reached from `zone` by the border with letter `dir`, if there is one.
    pub fn neighbour(&self, zone: ZoneId, dir: Direction) -> Option<ZoneId> {
        self.zone(zone)
            .letters
            .iter()
            .find(|(d, _)| *d == dir)
            .map(|(_, z)| *z)
    }

    /// MODULE 8: the compass point of the crossing from `from` to its neighbour `to`, as the
    /// wind reads it: the letter on `from`'s side of the border; else the other side's letter
    /// turned round; else the point nearest the bearing between the two zones' markers (ours).
    pub fn crossing(&self, from: ZoneId, to: ZoneId) -> Direction {
        let letter = |a: ZoneId, b: ZoneId| {
            self.zone(a)
                .letters
                .iter()
                .find(|(_, z)| *z == b)
                .map(|(d, _)| *d)
        };
        if let Some(d) = letter(from, to) {
            return d;
        }
        if let Some(d) = letter(to, from) {
            return d.opposite();
        }
        let (a, b) = (self.zone(from).at, self.zone(to).at);
        let (east, north) = (b.lon - a.lon, b.lat - a.lat);
        match (east.abs() >= north.abs(), east >= 0.0, north >= 0.0) {
            (true, true, _) => Direction::E,
            (true, false, _) => Direction::W,
            (false, _, true) => Direction::N,
            (false, _, false) => Direction::S,
        }
    }

    /// Zones that have a port (where demand and ship-mod tokens go).
    pub fn port_zones(&self) -> impl Iterator<Item = ZoneId> + '_ {
        self.zones
            .iter()
            .enumerate()
            .filter(|(_, z)| z.port.is_some())
            .map(|(i, _)| ZoneId(i as u8))
    }

    /// Find a zone by its data key.
    pub fn zone_by_key(&self, key: &str) -> Option<ZoneId> {
        self.zones
            .iter()
            .position(|z| z.key == key)
            .map(|i| ZoneId(i as u8))
    }

    /// Find a port by its data key.
    pub fn port_by_key(&self, key: &str) -> Option<PortId> {
        self.ports
            .iter()
            .position(|p| p.key == key)
            .map(|i| PortId(i as u8))
    }
}
