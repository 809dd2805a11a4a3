//! Spanish Main's game-agnostic core. A board game implements [`Game`]: its state, who must
//! decide what ([`Decision`]), how one choice moves the state on, and what each seat may see.
//! Written once over that trait and shared by every game: the [`Session`] (the protocol:
//! a choice not offered is refused and changes nothing), the history with its undo policy
//! and replay, the save envelope (which game, which format), the seeded chance, and the
//! determinizing search its AI captains think with (over what a game adds in [`Searched`]).
//!
//! How each of our three games maps its turn onto the trait, and where a game did not fit at
//! first: `turns.md` beside this crate's sources.

pub mod arena;
pub mod cores;
pub mod data;
pub mod game;
pub mod harness;
pub mod history;
pub mod rng;
pub mod save;
pub mod search;
pub mod session;
pub mod simulate;

pub use game::{Decision, Game, Seat};
pub use harness::Played;
pub use history::{Reveal, UndoBlocked};
pub use rng::GameRng;
pub use save::{Header, LoadError, NAMED_FROM};
pub use search::{Pick, Searched};
pub use session::{ChoiceError, Session};
