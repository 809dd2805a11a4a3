//! Whose eyes the screen shows, in any game: the seat whose secrets may be shown, and whether
//! they are still behind the hot-seat hand-off curtain. Each game's mirror sets it as the
//! decision passes from seat to seat; the shell's curtain (`ui::handoff`) lifts it.

use bevy::prelude::*;
use game_core::Seat;

/// Whose eyes the screen shows: the seat whose secrets may be shown, and whether they are
/// still behind the hand-off curtain. No seat: the public face (hot-seat, between humans).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Viewer {
    pub seat: Option<Seat>,
    pub hidden: bool,
}

impl Viewer {
    /// The seat whose secrets the screen may show now.
    pub fn shown(&self) -> Option<Seat> {
        self.seat.filter(|_| !self.hidden)
    }
}
