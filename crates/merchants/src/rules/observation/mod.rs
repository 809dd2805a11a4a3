//! What one seat may know: its own secrets, the public board, and nothing else.
//! The AI and the screen read observations, never the game state.

mod fill;
mod view;

pub use fill::{observe, observe_into, observe_into_for_rules_of_thumb, public_gold};
pub use view::*;
