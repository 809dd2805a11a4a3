//! *Blackbeard* (Richard Berg's game, its Living Rules in `../shared/rules/blackbeard-rules.md`)
//! on Spanish Main's engine: its data (`content`), and next its rules and pirates. Headless: no
//! Bevy, so tests, the command line and the browser's worker play the same game.
//!
//! Numbers the rules text lacks come from `blackbeard-readings.md` ("BB-R"); every such value
//! is marked "our reading" in the data files (`assets/data/bb/`) and in
//! `docs/blackbeard-coverage.md`.

pub mod ai;
pub mod arena;
pub mod chronicle;
pub mod content;
pub mod played;
pub mod rules;
pub mod searched;
pub mod simulate;
pub mod worker;
