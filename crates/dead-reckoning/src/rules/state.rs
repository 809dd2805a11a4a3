//! Everything a game of Dead Reckoning in progress is: it saves with one derive. The shape is
//! `docs/dead-reckoning-plan.md` §2.2; derived things (control, the hand limit, the Sails a
//! seat may set, the score) are computed, never stored.

use crate::content::{BuildingKind, DrData, Face, RoleDef, Source, Tier, To};
use game_core::Seat;
use game_core::rng::GameRng;
use serde::{Deserialize, Serialize};

/// Who answers a seat's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    /// Picks a group of options uniformly, then one within it (the soak tests' player).
    Random,
}

/// What a new game is set up with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 2 to 4 seats, in seating order (clockwise).
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    pub ai_seed: u64,
    /// SETUP E's Bonus Achievement tokens ("optional, but recommended"): a new-game switch,
    /// on (our reading, DR-R 42).
    #[serde(default = "yes")]
    pub bonus_tokens: bool,
    /// Whether a table of several people agreed that each may take back choices.
    #[serde(default)]
    pub undo_among_humans: bool,
}

fn yes() -> bool {
    true
}

impl Config {
    /// Whether the Bonus tokens are played, from the options' words (`--modules`, an online
    /// table's `modules`): `none` (on, as the rulebook recommends: our reading, DR-R 42) or
    /// `no-bonus`; any other word is refused by name.
    pub fn bonus_tokens_from(words: &str) -> Result<bool, String> {
        let mut bonus = true;
        for word in words.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match word {
                "none" => {}
                "no-bonus" => bonus = false,
                other => {
                    return Err(format!(
                        "{other:?} is no option of Dead Reckoning: none or no-bonus (play without the Bonus Achievement tokens)"
                    ));
                }
            }
        }
        Ok(bonus)
    }

    /// A table of these seats, with the bonus tokens on.
    pub fn new(seats: Vec<SeatKind>, seed: u64) -> Config {
        Config {
            seats,
            seed,
            ai_seed: seed ^ 0x5EED_0FDE_AD00_0000,
            bonus_tokens: true,
            undo_among_humans: false,
        }
    }
}

/// An ocean board: 0..12 the islands of `boards.ron`, 12..16 its open seas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BoardId(pub u8);

/// A Row card (an Advancement or an Encounter's front): its index in `rows.ron`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u8);

/// A Merchant ship's back: its index in `rows.ron`'s backs (never observed, DR-R 21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BackId(pub u8);

/// One of a seat's twelve Sailor cards, in the order of `sailors.ron` (each role's copies
/// in turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SailorId(pub u8);

/// A Bonus Achievement token: its index in `pieces.ron`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BonusId(pub u8);

/// Where a Ship is: the Harbor (one space touching the three Row-1 boards), or a cell of the
/// 3 × 4 grid, `(row − 1) × 3 + column`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    Harbor,
    Cell(u8),
}

/// The grid's size.
pub const COLUMNS: u8 = 3;
pub const ROWS: u8 = 4;
pub const CELLS: usize = (COLUMNS * ROWS) as usize;

/// A cell's Row, 1 to 4.
pub fn row_of(cell: u8) -> u8 {
    cell / COLUMNS + 1
}

/// The printed hull spaces A–D (l.482): a Sail and a hold of 4, two blanks, a Sail and a
/// hold of 3.
pub const HULL: [PrintedSpace; 4] = [
    PrintedSpace { sails: 1, hold: 4 },
    PrintedSpace { sails: 0, hold: 0 },
    PrintedSpace { sails: 0, hold: 0 },
    PrintedSpace { sails: 1, hold: 3 },
];

/// What a hull space shows with no tile on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintedSpace {
    pub sails: u8,
    pub hold: u8,
}

/// A seat's twelve Sailor cards.
pub const SAILORS: usize = 12;

/// The role and data of a Sailor card, and which copy of its role it is.
pub fn sailor_role(data: &DrData, id: SailorId) -> (&RoleDef, usize) {
    let mut n = id.0 as usize;
    for role in &data.roles {
        if n < role.copies as usize {
            return (role, n);
        }
        n -= role.copies as usize;
    }
    panic!("Sailor card {} is past the deck's 12", id.0)
}

/// The Sailor card's name in its seat's colour.
pub fn sailor_name(data: &DrData, seat: Seat, id: SailorId) -> &str {
    let (role, copy) = sailor_role(data, id);
    &role.names[copy][seat % 4]
}

/// Everything a game in progress is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub config: Config,
    pub rng: GameRng,
    /// Choices made so far (the Random captain's stream reads it).
    pub steps: u64,
    /// The 3 × 4 grid of ocean boards, Row 1 first.
    pub cells: Vec<Cell>,
    /// The islands left in the box (never observed).
    pub boxed_islands: Vec<BoardId>,
    /// Each Row's box, Row 1 first; the last card is the next one out (its front is public,
    /// DR-R 19).
    pub boxes: [Vec<CardId>; 4],
    /// Buried under each Row's box: out of the game.
    pub buried: [Vec<CardId>; 4],
    /// Each Merchant front's back, dealt at setup within its Row (ours, P-15); secret.
    pub backs: Vec<(CardId, BackId)>,
    /// The Achievement row: by `Ach::ALL`'s order.
    pub harbor: Vec<AchSpace>,
    /// Buildings left in the supply, by `BuildingKind` (Fort, Garrison, Outpost).
    pub buildings: [u8; 3],
    /// Upgrade tiles left in the supply, by kind (`pieces.ron`'s order).
    pub tiles: Vec<u8>,
    pub seats: Vec<SeatState>,
    /// Bonus tokens no seat keeps (never observed).
    pub bonus_box: Vec<BonusId>,
    /// The seat whose turn came first (SETUP F).
    pub first: Seat,
    pub turn: Turn,
    pub phase: Phase,
    /// Forced sub-steps of the active seat's action, innermost last: while one is open, only
    /// its options are offered.
    pub runs: Vec<Run>,
    pub end: End,
    /// Secret answers shown (a kept bonus token is not; the end's reveal is), for `Seen`.
    pub reveals: u32,
}

/// One cell of the grid.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cell {
    pub board: BoardId,
    pub face_up: bool,
    /// The Advancement or Encounter on its card space.
    pub card: Option<CardId>,
    /// An island's cubes, goods and buildings (face-up islands only).
    pub island: Option<Island>,
}

/// What lies on a face-up island.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct Island {
    /// Cubes on its slots, by seat.
    pub slot_cubes: [u8; 4],
    /// Permanent cubes, by seat.
    pub permanent: [u8; 4],
    pub cargo: u16,
    pub coins: u16,
    /// By `BuildingKind`: Fort, Garrison, Outpost.
    pub buildings: [bool; 3],
    pub controller: Option<Seat>,
    /// A finished seat's cubes struck once this turn: the next Influence replaces one (our
    /// reading, DR-R 38).
    #[serde(default)]
    pub struck: [u8; 4],
}

/// An Achievement's space on the Harbor board.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct AchSpace {
    /// Whose markers are on it.
    pub marker: [bool; 4],
    /// Progress cubes, by seat (Expert Sailors, Explorer; Legendary in part two).
    pub progress: [u8; 4],
}

/// A seat's pieces and cards.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatState {
    pub ship: Ship,
    /// Cargo on the Dock tile.
    pub dock: u16,
    /// Coins in the Treasure chest (its total is the seat's secret; every move in and out
    /// is public).
    pub chest: u16,
    /// The twelve Sailor cards, by `SailorId`.
    pub cards: Vec<Sailor>,
    /// The deck; the last card is the top. Its order is nobody's to see.
    pub deck: Vec<SailorId>,
    pub hand: Vec<SailorId>,
    /// Played this turn, in order.
    pub played: Vec<InPlay>,
    pub discard: Vec<SailorId>,
    /// Advancements set aside, to be sleeved at Cleanup.
    pub aside: Vec<CardId>,
    /// Cubes in the seat's supply (one more stays on the Sail track: ours, P-1).
    pub cubes: u8,
    /// Achievement markers not yet placed.
    pub markers: u8,
    /// The Bonus token kept (secret until the end).
    pub bonus: Option<BonusId>,
    /// The two tokens dealt, while the seat chooses.
    pub bonus_offer: Vec<BonusId>,
    /// Face-down boards this seat has explored (Explorer).
    pub explored: u8,
    /// Upgrade tiles acquired, covered ones included (Elite Vessel).
    pub upgrades: u8,
    /// The level-up after its draw was put off to the start of its next turn (DR-R 23).
    pub level_due: bool,
    /// Each Sailor card's level as the table last saw it (played face up): a card leveled in
    /// hand or in the deck shows its new level only when next played (ours, P-16).
    #[serde(default)]
    pub shown: Vec<u8>,
    /// Its final turn is over, or it triggered the end (DR-R 37).
    pub finished: bool,
}

/// A Sailor card: its Ability card's level and the Advancements sleeved into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sailor {
    /// 1 to 4.
    pub level: u8,
    /// By slot: top, middle, bottom.
    pub sleeve: [Option<CardId>; 3],
}

impl Sailor {
    /// A new card at level 1.
    pub const FRESH: Sailor = Sailor {
        level: 1,
        sleeve: [None; 3],
    };
}

/// The faces a Sailor card shows: its level's, then each sleeved Advancement's.
pub fn faces<'a>(data: &'a DrData, id: SailorId, card: &Sailor) -> Vec<&'a Face> {
    let (role, _) = sailor_role(data, id);
    let mut out = vec![&role.levels[card.level as usize - 1]];
    out.extend(
        card.sleeve
            .iter()
            .flatten()
            .map(|c| &data.rows[c.0 as usize].face),
    );
    out
}

/// A card played this turn, and which of its abilities are used: bit `part × 8 + ability`,
/// part 0 the card's level and 1–3 the Advancement in that slot (`ability::is_used`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InPlay {
    pub card: SailorId,
    pub used: u32,
}

/// A seat's Ship board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ship {
    pub at: Place,
    /// Hull spaces A, B, C, D.
    pub spaces: [Space; 4],
    pub damage: u8,
    /// The Sail track, 0 to 8.
    pub sails: u8,
    /// The printed cannon used this turn (DR-R 12; part two).
    pub cannon_used: bool,
    /// Pirate mode (part two).
    pub pirate: bool,
}

impl Ship {
    /// A Ship in Harbor, bare, at Sails 0.
    pub fn new() -> Ship {
        Ship {
            at: Place::Harbor,
            spaces: Default::default(),
            damage: 0,
            sails: 0,
            cannon_used: false,
            pirate: false,
        }
    }
}

impl Default for Ship {
    fn default() -> Ship {
        Ship::new()
    }
}

/// A hull space: the Upgrade tiles on it (the top one last; none: its printed face) and its
/// hold.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct Space {
    pub tiles: Vec<u8>,
    pub cargo: u8,
    pub coins: u8,
}

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct Turn {
    pub active: Seat,
    /// Turns begun so far, from 1.
    pub number: u32,
    /// This seat's final turn (GAME END).
    pub final_turn: bool,
    pub sails_set: bool,
    /// Sails gained by abilities before they are set (Deck Hand; our reading, DR-R 13).
    pub sail_gain: u8,
    pub moving: bool,
    pub explored: bool,
    /// Advancements bought and Encounters resolved this turn.
    pub buys: u8,
    /// The island whose control check waits on a batch of Influence (ours, P-9).
    pub batch: Option<u8>,
    /// The Main phase is ending (waiting only on a question its last batch raised).
    pub ending: bool,
}

/// When a level-up is offered (LEVELING, SETUP F, DR-R 23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LevelAt {
    /// SETUP F: the fourth seat, from its opening hand.
    Opening,
    /// After the seat's own draw (it may put it off).
    AfterDraw,
    /// At the start of its turn, if it put it off.
    TurnStart,
}

/// What the game waits on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    /// SETUP E: the seat keeps one of its two Bonus tokens.
    KeepBonus { seat: Seat },
    /// A seat may level one card in its hand.
    Level { seat: Seat, at: LevelAt },
    /// The active seat's Main phase.
    Main,
    /// CLEANUP 4: the active seat sleeves its set-aside Advancements.
    Sleeve,
    /// The game is over.
    Over,
}

/// The end of the game (GAME END): who triggered it.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct End {
    pub trigger: Option<Seat>,
    /// The final score, once every seat has finished.
    #[serde(default)]
    pub scores: Option<Vec<super::score::Score>>,
}

/// The building kinds in the order `Island::buildings` and `State::buildings` keep them.
pub const BUILDINGS: [BuildingKind; 3] = [
    BuildingKind::Fort,
    BuildingKind::Garrison,
    BuildingKind::Outpost,
];

/// Coins or cargo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goods {
    Cargo,
    Coin,
}

/// Where one unit of a cost is paid from: the Dock (cargo) or the chest (coins, which pays
/// as the Dock), or a hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PaySource {
    Dock,
    Hold(u8),
}

/// A forced sub-step of an action (plan §2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Run {
    /// Goods gained on the Ship, one unit at a time (cargo first): into a hold with room, or
    /// (`dock`) onto the Dock / into the chest; or refused (back to the supply).
    Stow { cargo: u8, coins: u8, dock: bool },
    /// Influence cubes still to place on the island in `cell` (all at once, l.764).
    Influence { left: u8, cell: u8, overrides: bool },
    /// Production on up to `left` more islands, none twice (`chosen`: a bit a cell), each
    /// boosted by `cargo` and `coins`.
    Produce {
        left: u8,
        chosen: u16,
        cargo: u8,
        coins: u8,
        overrides: bool,
    },
    /// A Copy: which ability it copies.
    Copy,
    /// Buildings still to construct (First Mate).
    Build { left: u8 },
    /// An Upgrade paid for: which tile of the tier (`kind`), then which space.
    Upgrade { tier: Tier, kind: Option<u8> },
    /// `seat`, short of cubes, may take one back from an island for its permanent cube on
    /// `for_cell` (RUNNING OUT OF CUBES; asked on whoever's turn it is).
    Reclaim { seat: Seat, for_cell: u8 },
    /// A cost paid one unit at a time (cargo first) from `from`; then `then`.
    Pay {
        cargo: u8,
        coins: u8,
        from: Source,
        then: Then,
    },
}

/// What follows a paid cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Then {
    /// Gain these goods as `to` says.
    Gain { cargo: u8, coins: u8, to: To },
    /// Remove this much damage.
    Repair(u8),
    /// The 12 cargo of Master Merchant are returned: its marker goes down.
    MasterMerchant,
    /// A card bought (or a Merchant traded for) is paid: set aside.
    SetAside(CardId),
    /// The building goes up.
    Build { cell: u8, building: BuildingKind },
    /// The tile is chosen and placed (an Upgrade run).
    Upgrade(Tier),
}
