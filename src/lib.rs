//! Spanish Main: a digital edition of Merchants & Marauders.
//!
//! `rules` is the game, headless; `content` is its data; `ai` plays it; `headless` runs it
//! from the command line.

pub mod ai;
pub mod app;
pub mod board;
pub mod content;
pub mod fonts;
pub mod headless;
pub mod rules;
pub mod save;
pub mod screen;
pub mod settings;
pub mod table;
pub mod ui;
pub mod words;
