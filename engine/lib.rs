//! Spanish Main's engine: the rules (`rules`), their data (`content`) and the AI captains
//! (`ai`), headless and without Bevy. The game crate (`spanish_main`) re-exports all three and
//! adds the table, the screens and the AI captains' Bevy side.
//!
//! The sources live in the game's `src/` as they always have; this crate compiles them on their
//! own so the browser build can optimise them for speed (the AI's search plays thousands of
//! games a second in them) and the rest of the game for size.

#[path = "../src/ai/mod.rs"]
pub mod ai;
#[path = "../src/content/mod.rs"]
pub mod content;
#[path = "../src/rules/mod.rs"]
pub mod rules;

/// Each event's kind, topic and seat (methods of the rules' events, so they live with them;
/// the game's `report` module re-exports them).
pub mod report {
    pub use super::{event_kind, event_topic};
}
#[doc(hidden)]
#[path = "../src/report/event_kind.rs"]
pub mod event_kind;
#[path = "../src/report/event_location.rs"]
mod event_location;
#[doc(hidden)]
#[path = "../src/report/event_topic.rs"]
pub mod event_topic;
