//! The table around the rules: the game in progress as a Bevy resource, choices in and events
//! out as messages, and the data files loaded through the asset server. `rules/` and
//! `content/` know nothing of Bevy; this is where they meet it.

pub mod assets;
pub mod look_back;
pub mod past;
pub mod played;
pub mod session;
pub mod viewer;

use bevy::prelude::*;
use game_core::Game;
use std::fmt;

/// A game as the table shell holds it: the core's trait, with what Bevy asks of the types it
/// keeps in resources and messages, and the little the shell itself must say of the game.
/// Each game's plugin (`crate::games`) implements it and adds [`plugin`] for itself.
pub trait OnTable:
    Game<
        Data: Send + Sync,
        Config: Send + Sync + fmt::Debug,
        State: Send + Sync,
        Choice: Send + Sync,
        Event: Clone + fmt::Debug + Send + Sync,
    >
{
    /// An event in words, as the log tells it; `None` for one the log leaves untold.
    fn told(data: &Self::Data, event: &Self::Event) -> Option<String>;
    /// A seat's name for people ("Crimson (seat 1)"), as the hand-off curtain calls it.
    fn seat_name(seat: game_core::Seat) -> String;
}

/// The table shell for one game: its session and messages, and looking back.
pub(crate) fn plugin<G: OnTable>(app: &mut App) {
    app.add_plugins((session::plugin::<G>, look_back::plugin::<G>));
}
