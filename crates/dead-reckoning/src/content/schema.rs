//! The shapes of Dead Reckoning's data files (`assets/data/dr/`), as RON reads them. Every
//! struct refuses a field it does not know; a value one of our readings decides carries it
//! in `reading` (see `../shared/rules/dead-reckoning-readings.md`).

use serde::{Deserialize, Serialize};

/// The passive icons a card shows (ICON REFERENCE): they count while the card is in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Icon {
    /// A Sail: counted when the Sails are set.
    Sail,
    /// A Cannon: a cube dropped in a battle (part two).
    Cannon,
    /// A Wheel: counted by abilities that say "per Wheel".
    Wheel,
    /// The Attack flag: the card lets its ship attack (part two).
    Flag,
    /// One more card drawn at Cleanup.
    DrawBonus,
}

/// Where a gain goes (GAINING AND SPENDING COINS & CARGO).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum To {
    /// The Dock tile (coins to the chest, which pays as the Dock).
    Dock,
    /// The Ship board's holds.
    Ship,
    /// The Dock and the Ship in any split.
    ShipOrDock,
    /// The island on the Ship's board (ours, P-8: offered only there, and not at an
    /// opponent's Fort or Garrison).
    Island,
}

/// Where a cost is paid from (GAINING AND SPENDING: the chest pays as the Dock).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    Dock,
    Ship,
    ShipOrDock,
}

/// A Ship Upgrade tile's tier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tier {
    Basic,
    Advanced,
}

/// What a Battle ability does (BATTLES; played from part two on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BattleEffect {
    /// If you win: `coins` on your Ship, plus one per `per` icon on this card.
    WinCoins { coins: u8, per: Option<Icon> },
    /// Drop this many more cubes into the Battle ship.
    DropCubes(u8),
    /// Take back one of your dropped cubes: `damage` to the enemy Ship, `coins` on your Ship.
    Recall { damage: u8, coins: u8 },
    /// This much more battle strength (BATTLE STRENGTH).
    Strength(u8),
}

/// What a card scores at the end of the game (SCORING, End-of-game Advancements; never
/// copied).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndGame {
    /// A coin for every this many cargo owned (Dock, Ship, controlled islands).
    PerCargo(u8),
    /// A coin for every face-up island where you have no cubes (DR-R 40).
    PerBareIsland,
    /// This many coins for every Wheel on the card.
    PerWheel(u8),
    /// Coins at scoring; a loss (LOSE COIN DURING SCORING) as the price of a strong card
    /// (ours, P-21).
    Coins(i8),
}

/// One effect of an ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// Gain cargo and coins, placed as `to` says; with `per`, that much for each such icon
    /// on this card (CARD ABILITIES, "A X B").
    Gain {
        cargo: u8,
        coins: u8,
        to: To,
        #[serde(default)]
        per: Option<Icon>,
    },
    /// Place Influence cubes (all at once, before anything else).
    Influence(u8),
    /// Place one Influence cube for each such icon on this card.
    InfluencePer(Icon),
    /// Pay `cargo` and `coins` from `from`, then gain as `gain` says (a cost, then an effect).
    Convert {
        cargo: u8,
        coins: u8,
        from: Source,
        gain_cargo: u8,
        gain_coins: u8,
        to: To,
    },
    /// Gain the top Advancement of this Row's box (Encounters passed over keep their
    /// place), set aside to be sleeved at Cleanup (l.733; the Row printed: ours, P-7).
    TopAdvancement(u8),
    /// Level the bottom card of your deck, or if it cannot be leveled the next one up
    /// (l.929).
    LevelBottom,
    /// Use another ability of a card you played this turn, not an end-of-game one.
    CopyAbility,
    /// Produce on up to `islands` different face-up islands, each boosted by `cargo` and
    /// `coins` more.
    Produce { islands: u8, cargo: u8, coins: u8 },
    /// Build up to this many Buildings on islands you control, paying their costs.
    Build(u8),
    /// Pay `cost` cargo (from Ship or Dock) for an Upgrade tile of this tier.
    Upgrade { tier: Tier, cost: u8 },
    /// Pay `cost` cargo (from Ship or Dock) to repair `n` damage; `harbor` only in Harbor.
    Repair { n: u8, cost: u8, harbor: bool },
    /// Gain this many Sails (before they are set).
    Sails(u8),
    /// A Battle ability; `not_vs_buildings`: never in a battle against a Building.
    Battle {
        effect: BattleEffect,
        not_vs_buildings: bool,
    },
}

/// An effect's family (DESCRIPTION OF ABILITIES), for the log's and `simulate`'s counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Family {
    GainCargo,
    GainCoins,
    Influence,
    Convert,
    Produce,
    Build,
    Upgrade,
    Repair,
    Sails,
    TopAdvancement,
    LevelBottom,
    Copy,
    Battle,
}

impl Effect {
    /// The family this effect belongs to (a gain of coins alone is `GainCoins`).
    pub fn family(&self) -> Family {
        match *self {
            Effect::Gain { cargo: 0, .. } => Family::GainCoins,
            Effect::Gain { .. } => Family::GainCargo,
            Effect::Influence(_) | Effect::InfluencePer(_) => Family::Influence,
            Effect::Convert { .. } => Family::Convert,
            Effect::Produce { .. } => Family::Produce,
            Effect::Build(_) => Family::Build,
            Effect::Upgrade { .. } => Family::Upgrade,
            Effect::Repair { .. } => Family::Repair,
            Effect::Sails(_) => Family::Sails,
            Effect::TopAdvancement(_) => Family::TopAdvancement,
            Effect::LevelBottom => Family::LevelBottom,
            Effect::CopyAbility => Family::Copy,
            Effect::Battle { .. } => Family::Battle,
        }
    }
}

/// One ability: its effects are the red slash's alternatives (one of them is used).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    pub either: Vec<Effect>,
    /// The card says it overrides Forts (BUILDING TYPES, l.845).
    #[serde(default)]
    pub overrides_forts: bool,
}

/// What a card level (or an Advancement) shows: passive icons and the abilities separated by
/// green lines, each usable once a turn.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Face {
    #[serde(default)]
    pub icons: Vec<Icon>,
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// What the card scores at the end of the game.
    #[serde(default)]
    pub end_game: Vec<EndGame>,
}

/// The eight Sailor roles (PLAYER COMPONENTS, SAILOR CARD REFERENCE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    Captain,
    Crew,
    FirstMate,
    Bosun,
    Gunner,
    DeckHand,
    Buccaneer,
    Purser,
}

/// A role's Ability card at its four levels, and the names of its copies (one per seat
/// colour: Crimson, Azure, Jade, Amber).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoleDef {
    pub role: Role,
    pub copies: u8,
    /// Levels 1 to 4, in order.
    pub levels: Vec<Face>,
    /// One entry a copy: its name in each seat colour.
    pub names: Vec<[String; 4]>,
    #[serde(default)]
    pub reading: Option<String>,
}

/// `sailors.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SailorsFile {
    pub roles: Vec<RoleDef>,
}

/// An island board: its Influence slots, what Production there gives, its majority values
/// (1st, 2nd and maybe 3rd), and whether its controller's hand limit grows by one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IslandDef {
    pub key: String,
    pub name: String,
    pub slots: u8,
    pub produce: (u8, u8),
    pub values: Vec<u8>,
    #[serde(default)]
    pub hand_icon: bool,
}

/// The directions of an open sea's arrows, on a board that is never turned (ours): `Out`
/// towards Row 4, `In` towards the Harbor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dir {
    Out,
    In,
    Left,
    Right,
}

/// At which table sizes an open sea is used (SETUP B).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeaSeats {
    Always,
    UpTo3,
    Only2,
}

/// An open sea board: its arrows boost Production on the boards they point at.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeaDef {
    pub key: String,
    pub name: String,
    pub arrows: Vec<Dir>,
    pub seats: SeaSeats,
}

/// `boards.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardsFile {
    pub islands: Vec<IslandDef>,
    pub seas: Vec<SeaDef>,
    #[serde(default)]
    pub reading: Option<String>,
}

/// A Ship Upgrade tile (BASIC/ADVANCED SHIP UPGRADE TILES): what it shows once on a hull
/// space. The kinds are ours (DR-R 8, P-20).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UpgradeDef {
    pub key: String,
    pub name: String,
    pub tier: Tier,
    #[serde(default)]
    pub sails: u8,
    #[serde(default)]
    pub cannons: u8,
    /// A hold of this size (0: none).
    #[serde(default)]
    pub hold: u8,
    pub copies: u8,
}

/// The three Building types (BUILDING TYPES).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BuildingKind {
    Fort,
    Garrison,
    Outpost,
}

/// A Building type: its cost in cargo and how many the box holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuildingDef {
    pub kind: BuildingKind,
    pub cost: u8,
    pub count: u8,
}

/// The nine Achievements on the Harbor board (ACHIEVEMENTS).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Ach {
    Legendary,
    TerrorOfTheSea,
    ExpertSailors,
    Builder,
    Capitalist,
    Settler,
    EliteVessel,
    Explorer,
    MasterMerchant,
}

impl Ach {
    pub const ALL: [Ach; 9] = [
        Ach::Legendary,
        Ach::TerrorOfTheSea,
        Ach::ExpertSailors,
        Ach::Builder,
        Ach::Capitalist,
        Ach::Settler,
        Ach::EliteVessel,
        Ach::Explorer,
        Ach::MasterMerchant,
    ];
}

/// An Achievement: its coins at the end (ours, 4-7) and what it needs: `need`, or by the
/// number of seats (2, 3, 4) in `need_by_seats` (Explorer).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AchDef {
    pub ach: Ach,
    pub name: String,
    pub value: u8,
    #[serde(default)]
    pub need: u8,
    #[serde(default)]
    pub need_by_seats: Option<[u8; 3]>,
}

/// The numbers of SETUP and of the turn that the text gives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupDef {
    /// Islands used at 2, 3 and 4 seats (SETUP B).
    pub islands: [u8; 3],
    pub chest_coins: u8,
    pub cubes: u8,
    pub markers: u8,
    pub opening_hand: u8,
    /// Cargo to each seat's Dock, from the first seat on (SETUP F).
    pub starting_cargo: [u8; 4],
    pub hand_limit: u8,
    pub draw: u8,
    pub sails_max: u8,
    /// The damage that sinks a Ship (SUNKEN SHIPS), and the coins its sinker takes.
    pub sink_at: u8,
    pub sinking_coins: u8,
    /// Advancements bought or Encounters resolved a turn.
    pub buys: u8,
    /// Face-down boards explored a turn.
    pub explorations: u8,
    /// Achievement markers placed that end the game (GAME END).
    pub end_markers: u8,
    /// Coins a completed Achievement on one's Bonus token adds.
    pub bonus_coins: u8,
}

/// `pieces.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PiecesFile {
    pub upgrades: Vec<UpgradeDef>,
    pub buildings: Vec<BuildingDef>,
    pub achievements: Vec<AchDef>,
    /// Each Bonus Achievement token's three Achievements (ours, DR-R 7).
    pub bonus_tokens: Vec<[Ach; 3]>,
    pub setup: SetupDef,
    #[serde(default)]
    pub reading: Option<String>,
}

/// An Advancement's position in a Sailor card's sleeve (SLEEVING).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slot {
    Top,
    Middle,
    Bottom,
}

impl Slot {
    pub const ALL: [Slot; 3] = [Slot::Top, Slot::Middle, Slot::Bottom];
    /// The slot's index in a sleeve (0: top).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// An Advancement or the front of an Encounter, in one Row's box (`rows.ron`). A Merchant
/// ship's front trades as an Advancement; its back is dealt to it at setup (ours, P-15).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RowCard {
    pub key: String,
    pub name: String,
    /// 1 to 4.
    pub row: u8,
    pub slot: Slot,
    /// Its price in cargo, paid from the Ship (l.563).
    pub cost: u8,
    pub face: Face,
    /// A Merchant ship Encounter (its back is secret, DR-R 21).
    #[serde(default)]
    pub merchant: bool,
    #[serde(default)]
    pub reading: Option<String>,
}

/// What a Merchant ship's back does to the one who attacked it (part two plays it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BackEffect {
    Gain { cargo: u8, coins: u8, to: To },
    Damage(u8),
    LoseCargo(u8),
    LoseCoins(u8),
}

/// A Merchant ship's secret back: its black cubes, what winning and losing do, and maybe a
/// face the winner sleeves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MerchantBack {
    pub key: String,
    pub name: String,
    pub row: u8,
    pub black_cubes: u8,
    pub win: Vec<BackEffect>,
    pub lose: Vec<BackEffect>,
    #[serde(default)]
    pub won: Option<Face>,
    #[serde(default)]
    pub reading: Option<String>,
}

/// `rows.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RowsFile {
    pub cards: Vec<RowCard>,
    pub backs: Vec<MerchantBack>,
    #[serde(default)]
    pub reading: Option<String>,
}

/// `values.ron`: what each icon and effect is worth, in cargo, for `value::card_value`, and the
/// band of value per cargo of cost that each Row's cards keep to. All ours (P-19).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValuesFile {
    /// The passive icons.
    pub sail: f32,
    pub cannon: f32,
    pub wheel: f32,
    pub flag: f32,
    pub draw_bonus: f32,
    /// A cargo and a coin gained (and paid, in a `Convert`).
    pub cargo: f32,
    pub coin: f32,
    /// What a gain is worth by where it goes, as a factor: Dock, Ship, Ship or Dock, island.
    pub to_dock: f32,
    pub to_ship: f32,
    pub to_ship_or_dock: f32,
    pub to_island: f32,
    /// An Influence cube placed.
    pub influence: f32,
    /// One island producing (its boosts are valued as goods on the island).
    pub produce_island: f32,
    /// A Building built, over its price.
    pub building: f32,
    /// An Upgrade tile of each tier, before the price the ability asks.
    pub basic_upgrade: f32,
    pub advanced_upgrade: f32,
    /// A damage repaired, before its price; the factor for "in Harbor only".
    pub repair: f32,
    pub harbor_only: f32,
    /// The top Advancement of Rows 1 to 4.
    pub top_advancement: [f32; 4],
    pub level_bottom: f32,
    pub copy: f32,
    /// Added to an ability that overrides Forts.
    pub overrides_forts: f32,
    /// Battle effects (part two): a coin won, a cube dropped, a damage dealt, a point of
    /// strength; the factor for "not against Buildings".
    pub battle_coin: f32,
    pub battle_cube: f32,
    pub battle_damage: f32,
    pub battle_strength: f32,
    pub not_vs_buildings: f32,
    /// A coin scored at the end (once, where an ability pays each time the card is played).
    pub end_coin: f32,
    /// The cargo and the bare face-up islands a seat is reckoned to own at the end.
    pub end_cargo_owned: f32,
    pub end_bare_islands: f32,
    /// Rows 1 to 4: the lowest and highest value per cargo of cost.
    pub bands: [(f32, f32); 4],
    #[serde(default)]
    pub reading: Option<String>,
}
