//! What the shell reads of any game's table, kept by that game's mirror: the round, which
//! seats people play, and the moment shown when looking back. The log, the sounds and the
//! dice tray read it; none of them needs to know which game is on the table.

use bevy::prelude::*;

/// A game's mirror is current after this set: the shell's readers order themselves after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct MirrorSet;

/// The table at a glance, as the game's mirror last set it (in [`MirrorSet`]).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Glance {
    /// The round (or turn) the game has reached, as its log's opening line counts it.
    pub round: u32,
    /// Each seat, and whether a person plays it (its turn rings the bell).
    pub humans: Vec<bool>,
    /// Looking back: the choices made by the moment shown.
    pub shown_at: Option<usize>,
}

impl Glance {
    /// The seats at the table.
    pub fn seats(&self) -> usize {
        self.humans.len()
    }
}
