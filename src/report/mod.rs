//! What the game tells about itself, read from the rules without changing them: each event's
//! kind (what `simulate` counts), its topic and captain (the log's filters), and the chronicle
//! of public figures (the standings charts).

pub mod chronicle;
pub mod event_kind;
mod event_location;
pub mod event_topic;
