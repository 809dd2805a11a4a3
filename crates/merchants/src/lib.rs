//! Merchants & Marauders, with its Seas of Glory modules and variants: the rules (`rules`),
//! their data (`content`) and the AI captains (`ai`), headless and without Bevy, as a game of
//! the engine's core (`game_core`; the trait is implemented in `rules::game`). The app
//! (`spanish_main`) re-exports all three and adds the table, the screens and the AI captains'
//! Bevy side.
//!
//! A crate of its own so the browser build can optimise it for speed (the AI's search plays
//! thousands of games a second in it) and the rest of the app for size.

pub mod ai;
pub mod content;
pub mod rules;
pub mod simulate;

/// What the game tells about itself, read from the rules without changing them: each event's
/// kind (what `simulate` counts), its topic and captain (the log's filters), and the chronicle
/// of public figures (the standings charts).
pub mod report {
    pub mod chronicle;
    pub mod event_kind;
    mod event_location;
    pub mod event_topic;
}
