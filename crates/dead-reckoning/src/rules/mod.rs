//! Dead Reckoning's rules as a plain state machine (`game_core::Game`). Built so far (plan
//! steps 2-6): SETUP A-F, the Main phase (play a card, use an ability, goods moves, Sails,
//! moving and exploring, buying and trading, Master Merchant), Cleanup steps 1 and 3-5,
//! leveling, Influence and island control, Production. Forced sub-steps of an action (a gain
//! stowed, a cost paid, Influence, Production, a cube taken back) are `Run`s, answered one
//! unit at a time. What is built and what is not: `docs/dead-reckoning-coverage.md`.

pub mod ability;
pub mod achievements;
pub mod boards;
pub mod build;
pub mod buy;
pub mod cards;
mod cleanup;
mod determinize;
pub mod end;
mod event;
mod flow;
mod game;
pub mod goods;
mod invariants;
pub mod islands;
mod main;
mod observe;
pub mod sail;
pub mod score;
mod setup;
pub mod ship;
pub mod state;
mod turn;

pub use cleanup::{draw_bonus, hand_limit, hand_limit_seen};
pub use determinize::determinize;
pub use event::Event;
pub use game::{DeadReckoning, SAVE_FORMAT};
pub use observe::{Observation, OwnSecrets, Seen, SeenCell, SeenSeat};
pub use state::*;

use game_core::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What kind of question a decision asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// SETUP E: which of two Bonus tokens to keep.
    KeepBonus,
    /// LEVELING: which card in hand to level, if any.
    Level(LevelAt),
    /// The active seat's Main phase.
    Main,
    /// Where each unit of a gain on the Ship goes.
    Stow,
    /// Where each unit of a cost is paid from.
    Pay,
    /// CLEANUP 4: which Advancement onto which played card.
    Sleeve,
    /// Whose cube an Influence replaces; or, short of cubes, where to take one back.
    Influence,
    /// Which island produces next.
    Produce,
    /// A seat short of cubes for its permanent cube: where to take one back (on any turn).
    Reclaim,
    /// Which building where, or no more.
    Build,
    /// Which Upgrade tile, then which hull space.
    Upgrade,
    /// Which ability a Copy copies.
    Copy,
}

/// One answer to a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    KeepBonus {
        token: BonusId,
    },
    Level {
        card: SailorId,
    },
    /// No level-up now (at the draw: put off to the next turn's start).
    NoLevel,
    Play {
        card: SailorId,
    },
    /// Use one effect (`effect`: the red slash's alternative) of ability `ability` of part
    /// `part` of a played card (0: its level, 1–3: the Advancement in that slot).
    Use {
        card: SailorId,
        part: u8,
        ability: u8,
        effect: u8,
    },
    /// One unit from the Dock (in Harbor) or a controlled island into a hold.
    Load {
        goods: Goods,
        space: u8,
    },
    /// One unit from a hold to the Dock / chest (in Harbor) or onto the island here.
    Unload {
        goods: Goods,
        space: u8,
    },
    Rearrange {
        goods: Goods,
        from: u8,
        to: u8,
    },
    /// One unit from a hold back to the supply.
    Jettison {
        goods: Goods,
        space: u8,
    },
    /// Set the Sail track (once a turn, before moving).
    SetSails,
    /// Sail to an orthogonal board, for one Sail.
    Step {
        to: Place,
    },
    /// End the move here (exploring a face-down board).
    Stop,
    /// Buy the Advancement (or trade for the Merchant ship) on the Ship's board.
    Buy,
    /// CLEANUP 4: sleeve this set-aside Advancement onto this card played this turn.
    SleeveOn {
        adv: CardId,
        card: SailorId,
    },
    /// CLEANUP 4: keep the rest aside.
    KeepAside,
    /// Master Merchant (l.1216): return 12 cargo at once.
    MasterMerchant,
    EndMain,
    /// A gained unit into this hold.
    StowIn {
        space: u8,
    },
    /// A gained unit onto the Dock / into the chest (a Ship/Dock gain).
    ToDock,
    /// A gained unit left in the supply.
    Refuse,
    /// A unit of a cost paid from here.
    PayFrom {
        source: PaySource,
    },
    /// An Influence replaces this seat's cube.
    Replace {
        victim: Seat,
    },
    /// An Influence strikes a finished seat's cube: the next one replaces it (DR-R 38).
    Strike {
        victim: Seat,
    },
    /// Take one of one's own cubes back from this island (RUNNING OUT OF CUBES).
    Reclaim {
        cell: u8,
    },
    /// Take none back: the Influence or the permanent cube is lost.
    ReclaimNone,
    /// Produce on this island.
    ProduceAt {
        cell: u8,
    },
    /// No more islands for this Production, or buildings for this Build.
    Done,
    /// Construct this building on the island in `cell` (paid from Ship or Dock).
    BuildAt {
        cell: u8,
        building: crate::content::BuildingKind,
    },
    /// This Upgrade tile kind (`pieces.ron`'s order).
    Tile {
        kind: u8,
    },
    /// The new tile on this hull space.
    Cover {
        space: u8,
    },
    /// A Copy uses this effect of a played card's ability.
    CopyOf {
        card: SailorId,
        part: u8,
        ability: u8,
        effect: u8,
    },
}

impl Choice {
    /// The group a choice belongs to, for the Random captain's pick (a group uniformly,
    /// then one in it: so a turn's many small moves do not swamp its end).
    pub fn group(self) -> u8 {
        match self {
            Choice::KeepBonus { .. }
            | Choice::Level { .. }
            | Choice::NoLevel
            | Choice::StowIn { .. }
            | Choice::ToDock
            | Choice::Refuse
            | Choice::PayFrom { .. }
            | Choice::SleeveOn { .. }
            | Choice::KeepAside
            | Choice::Replace { .. }
            | Choice::Strike { .. }
            | Choice::Reclaim { .. }
            | Choice::ReclaimNone
            | Choice::ProduceAt { .. }
            | Choice::Done
            | Choice::BuildAt { .. }
            | Choice::Tile { .. }
            | Choice::Cover { .. }
            | Choice::CopyOf { .. } => 0,
            Choice::Buy => 8,
            Choice::Play { .. } => 1,
            Choice::Use { .. } => 2,
            Choice::Load { .. } | Choice::Unload { .. } => 3,
            Choice::Rearrange { .. } | Choice::Jettison { .. } => 4,
            Choice::MasterMerchant => 5,
            Choice::SetSails => 6,
            Choice::Step { .. } | Choice::Stop => 7,
            Choice::EndMain => 9,
        }
    }
}

/// Why a game cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Dead Reckoning is played by 2 to 4 seats (a table of one comes with the Rival, part
    /// three).
    Seats(usize),
    /// The data's islands and open seas do not make a 3 × 4 grid at this table.
    Boards(usize),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Seats(n) => write!(f, "Dead Reckoning is played by 2 to 4 seats, not {n}"),
            SetupError::Boards(n) => write!(f, "{n} ocean boards in play, not 12"),
        }
    }
}
