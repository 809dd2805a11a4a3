//! The headless centre of a game: the core's session (`game_core::Session`) playing Merchants
//! & Marauders. It owns the state, publishes the decision, takes choices, returns events,
//! answers observations, saves and loads; tests, the CLI, the AI and the app all play through
//! it.

pub use super::dispatch::{advance, decide, decider};
pub use super::game::{MerchantsAndMarauders, OLDEST_SAVE_FORMAT, SAVE_FORMAT};
pub use game_core::LoadError;

/// A game of Merchants & Marauders in progress.
pub type Session = game_core::Session<MerchantsAndMarauders>;
