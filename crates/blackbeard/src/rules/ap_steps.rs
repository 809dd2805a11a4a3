//! What the state keeps of the Anti-Pirates between two decisions (4.6, 6.4, 10): this
//! Player-Turn's record of AP actions, the window open on the active pirate's action, a
//! warship or KC engaging him, and the warships and KCs on the map.

use super::{Choice, Location};
use crate::content::{AreaId, EventCardId, EventKind, KcId, PirateId, WarshipId};
use game_core::Seat;
use serde::{Deserialize, Serialize};

/// 4.6: the Anti-Pirate record of the Player-Turn under way.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ApTurn {
    /// 4.61: the seats that have taken their one AP action.
    pub acted: Vec<Seat>,
    /// 4.65 D: the AP card types played (each once a Player-Turn).
    pub cards: Vec<EventKind>,
    /// 10.23: the KC that has done KC Actions this Player-Turn.
    #[serde(default)]
    pub kc_actor: Option<KcId>,
    /// The Pirate Action under way (announced, not yet past its last window).
    pub action: Option<Announced>,
}

/// A Pirate Action as the Anti-Pirates see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Announced {
    /// The active pirate (4.64).
    pub pirate: PirateId,
    pub choice: Choice,
    /// 4.62, 6.44: the AP types used against this Action.
    pub types: Vec<ApType>,
    /// 10.31: a KC has reacted to it (one a Pirate Action).
    pub reacted: bool,
    /// 6.45, 10.33: cancelled and spent.
    pub cancelled: bool,
    /// 10.34: he surrenders to a KC; he retires once the Double Cross is answered.
    #[serde(default)]
    pub surrendering: bool,
}

/// 4.65's AP action types (4.62: each once an Action).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ApType {
    /// A: deploy a KC (10.12).
    DeployKc,
    /// B and a Warship Sighting card: one Warship AP action an Action (6.44).
    Warship,
    /// C: a KC Action (10.4).
    KcAction,
    /// D: an AP card of this type.
    Card(EventKind),
}

/// Where in the Pirate Action a window opens (4.63; BB-R C names each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WindowAt {
    /// The action announced, before it is carried out.
    Announced,
    /// The action over (a Find rolled, a Move ended, an Attack failed ...).
    After,
}

/// A window open on the active pirate's action: the Anti-Pirate seats asked in Player Order
/// from the Pirate Player's left, each pass or act; an act starts the round again, a round
/// of passes closes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub at: WindowAt,
    /// The seat asked: its place among the others, from the Pirate Player's left.
    pub asked: u8,
    /// Seats that passed since the window opened or last saw an act.
    pub passes: u8,
    /// The asked seat chose to act: its own options (secret) are asked now.
    pub hand_open: bool,
    /// The Actions phase the window belongs to: the Actions left before the announced one
    /// is paid for, and the pirate they are bound to.
    pub left: u8,
    pub bound: Option<PirateId>,
    /// 17.2 #15: the mutinies a Mutiny Conspiracy brought, still to be rolled.
    #[serde(default)]
    pub mutinies: Vec<PirateId>,
}

/// A warship or a KC against the active pirate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Foe {
    Warship(WarshipId),
    Kc(KcId),
}

/// 6.45, 10.33–10.34: the active pirate's answer to a warship or KC.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engage {
    pub foe: Foe,
    /// The seat whose warship or KC it is.
    pub by: Seat,
    /// 10.33: the KC moved into his area for it (−1 to intercept).
    pub moved_in: bool,
    pub step: EngageStep,
}

/// The pirate's questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EngageStep {
    /// 6.42: the warship just sighted and shown: its AP player attacks or leaves it On
    /// Station (asked of `by`).
    Sighted,
    /// 17.2 #11: before the sighted warship's attack, the Anti-Pirate seats without a KC are
    /// asked in turn (whatever they hold) whether a KC Surprise turns it into a KC;
    /// `asked`: the place among them of the seat asked.
    Surprise { asked: u8 },
    /// Stay and fight, or try to escape.
    FightOrEscape,
    /// 10.34: intercepted: fight, or surrender with his Letter of Marque and retire.
    Intercepted,
    /// 17.2 #4, 18.41 B: he surrenders; each Anti-Pirate seat in turn (whatever it holds) may
    /// play a Double Cross before he retires; `asked`: its place among them.
    Surrendering { asked: u8 },
}

/// A KC on the map (10.2): whose, where, and the Player-Turn he came.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KcAfloat {
    pub kc: KcId,
    pub seat: Seat,
    pub at: Location,
    /// `State::turns` when he was placed (10.32: no Reaction in that Player-Turn).
    pub placed: u32,
}

/// A warship On Station (6.41: one a Sea Area at most).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnStation {
    pub warship: WarshipId,
    pub area: AreaId,
}

/// 17.2 #19: a card played by `seat` against `pirate`, not yet in effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Negation {
    pub seat: Seat,
    pub card: EventCardId,
    pub pirate: PirateId,
    /// 17.2 #17: the card player's pirate from hand who would take the ship.
    #[serde(default)]
    pub newcomer: Option<PirateId>,
}
