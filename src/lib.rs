//! Spanish Main: pirate board games on one engine (`game_core`), Merchants & Marauders first.
//!
//! The app is a shell written once for every game (the table, saves, menus, the AI seats'
//! driver, play online, the headless commands) and a room per game (`games`), each built with
//! its Cargo feature. M&M's rules, data and captains are the `merchants` crate, re-exported
//! here as `rules`, `content`, `report` and `ai` (feature `mm`). See docs/shell.md.

// The shell alone (no game's feature: CI's check that the shell names no game) leaves the
// shell's generic parts unused.
#![cfg_attr(not(feature = "mm"), allow(unused, irrefutable_let_patterns))]

// The web build has no `bevy_log` feature, so Bevy's prelude brings no log macros there;
// `tracing`'s are the same macros.
#[cfg(target_arch = "wasm32")]
#[macro_use]
extern crate tracing;

/// The AI captains: the game's (rules of thumb, search; `merchants::ai`) and their Bevy side,
/// here in src/ai/.
pub mod ai {
    #[cfg(feature = "mm")]
    pub use merchants::ai::*;
    pub mod advisor;
    pub mod captains;
    pub mod driver;
    pub mod thinker;
    #[cfg(target_arch = "wasm32")]
    pub mod web_worker;
}
pub mod app;
/// The rules, their data and what they tell of themselves (events' kinds and topics, the
/// chronicle) are the game's (the `merchants` crate, crates/merchants/).
#[cfg(feature = "mm")]
pub use merchants::{content, report, rules};
pub mod fonts;
pub mod games;
#[cfg(not(target_arch = "wasm32"))]
pub mod headless;
pub mod layout;
pub mod online;
pub mod protocol;
pub mod save;
pub mod screen;
#[cfg(not(target_arch = "wasm32"))]
pub mod server;
pub mod settings;
pub mod shell;
pub mod sound;
pub mod table;
pub mod ui;
#[cfg(target_arch = "wasm32")]
mod weblog;
pub mod widgets;
