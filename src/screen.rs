//! The screens of the app as a Bevy state. Every plugin reads it; it imports nothing of ours,
//! so the tree runs one way: `app` assembles the plugins, the plugins read the screen, the
//! table and the rules.

use bevy::prelude::*;

/// The screens of the app.
#[derive(States, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// Data files and the map image arrive.
    #[default]
    Loading,
    /// The data files are broken; the message says how.
    DataError,
    Menu,
    NewGame,
    /// Join a table on a server, or open one.
    Online,
    Playing,
}

/// Why the data could not be used (shown on [`Screen::DataError`]).
#[derive(Resource, Default)]
pub struct DataProblem(pub String);
