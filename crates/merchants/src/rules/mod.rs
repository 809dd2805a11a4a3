//! THE GAME: the rules of Merchants & Marauders, headless. No rendering, no windowing.
//! One module per rulebook chapter; [`Session`] is the door everything else uses.

pub mod battle;
pub mod death;
pub mod deeds;
pub mod determinize;
pub mod dice;
pub mod dispatch;
pub mod event;
pub mod event_location;
pub mod event_phase;
pub mod favors;
pub mod fighter;
pub mod flow;
pub mod game;
pub mod glory;
pub mod history;
pub mod hold;
pub mod in_force;
pub mod invariants;
pub mod loyalty;
pub mod merchants;
pub mod modifiers;
pub mod movement;
pub mod npc;
pub mod observation;
pub mod order;
pub mod outcome;
pub mod port;
pub mod protocol;
pub mod purse;
pub mod reroll;
pub mod reserve;
pub mod rng;
pub mod seas;
pub mod seat_kind;
pub mod session;
pub mod setup;
pub mod ship;
pub mod sighting;
pub mod spill;
pub mod state;
pub mod turn;
pub mod upgrades;
pub mod winning;

pub use game::MerchantsAndMarauders;
pub use history::{Reveal, UndoBlocked};
pub use observation::Observation;
pub use protocol::{
    BattleEnd, BattleStepKind, Choice, ChoiceError, Decision, DecisionKind, Entry, FavorSource,
    FavorUse, GameEvent, PortStepKind, RaidOutcome, RaidStepKind,
};
pub use session::{LoadError, Session};
pub use state::{
    Activity, AiLevel, AiStyle, Battle, BattleStep, GameConfig, GameState, Location, NavalAction,
    NpcState, Phase, PortStep, Raid, RaidStep, ScoutTarget, Seat, SeatKind, Ship, Side,
};
