//! What the game tells about itself, read from the rules without changing them: each event's
//! kind (what `simulate` counts), its topic and captain (the log's filters), and the chronicle
//! of public figures (the standings charts).

pub mod chronicle;
// Each event's kind, topic and seat are the game's (methods of its events, in its crate).
pub use merchants::report::{event_kind, event_topic};
