//! Spanish Main: a digital edition of Merchants & Marauders.
//!
//! `rules` is the game, headless; `content` is its data; `ai` plays it; `headless` runs it
//! from the command line.

// The web build has no `bevy_log` feature, so Bevy's prelude brings no log macros there;
// `tracing`'s are the same macros.
#[cfg(target_arch = "wasm32")]
#[macro_use]
extern crate tracing;

pub mod ai;
pub mod app;
pub mod board;
pub mod content;
pub mod fonts;
pub mod headless;
pub mod online;
pub mod protocol;
pub mod report;
pub mod rules;
pub mod save;
pub mod screen;
#[cfg(not(target_arch = "wasm32"))]
pub mod server;
pub mod settings;
pub mod sound;
pub mod table;
pub mod ui;
#[cfg(target_arch = "wasm32")]
mod weblog;
pub mod words;
