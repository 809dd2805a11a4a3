//! The table around the rules: the game in progress as a Bevy resource, choices in and events
//! out as messages, and the data files loaded through the asset server. `rules/` and
//! `content/` know nothing of Bevy; this is where they meet it.

pub mod assets;
pub mod look_back;
pub mod past;
pub mod played;
pub mod session;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((session::plugin, look_back::plugin));
}
