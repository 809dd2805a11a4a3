//! Commands that run without a window (native only), written once over what a game gives them
//! ([`game::Headless`]): `play` for a game on standard input and output (and `replay`),
//! `fuzz` to damage saves and input lines on purpose, `loadtest` to measure the game server.
//! `simulate`'s loop is the core's (`game_core::simulate`); each game's report, and M&M's
//! `arena` of AI captains, are the game's own (`merchants::simulate`, `merchants::ai::arena`).

pub mod fuzz;
pub mod game;
pub mod loadtest;
pub mod play;
