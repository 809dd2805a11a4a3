//! Spanish Main: a digital edition of Merchants & Marauders.
//!
//! `rules` is the game, headless; `content` is its data; `ai` plays it; `headless` runs it
//! from the command line.

// The web build has no `bevy_log` feature, so Bevy's prelude brings no log macros there;
// `tracing`'s are the same macros.
#[cfg(target_arch = "wasm32")]
#[macro_use]
extern crate tracing;

/// The AI captains: the game's (rules of thumb, search; `merchants::ai`) and their Bevy side,
/// here in src/ai/.
pub mod ai {
    pub use merchants::ai::*;
    pub mod advisor;
    pub mod captains;
    pub mod driver;
    pub mod thinker;
}
pub mod app;
/// The rules, their data and what they tell of themselves (events' kinds and topics, the
/// chronicle) are the game's (the `merchants` crate, crates/merchants/).
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
