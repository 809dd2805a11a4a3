//! What the game tells about itself, read from the rules without changing them: each event's
//! kind (what `simulate` counts), its topic and captain (the log's filters), and the chronicle
//! of public figures (the standings charts).

pub mod chronicle;
// Each event's kind, topic and seat are the engine's (methods of its events; the files are
// here beside the rest of the report).
pub use spanish_main_engine::report::{event_kind, event_topic};
