//! The game on the table as the log and the panels read it, whether it is played at this
//! screen (the session) or online (the server's frames).

use super::session::ActiveGame;
use crate::rules::GameEvent;
use crate::rules::MerchantsAndMarauders as Mm;
use bevy::prelude::*;

/// A game is on the table: played at this screen, or online once the server told its state.
pub fn table_open(game: PlayedGame) -> bool {
    game.is_open()
}

/// The game on the table, played here or online: what the log and the panels read of its
/// course (never its secrets).
#[derive(bevy::ecs::system::SystemParam)]
pub struct PlayedGame<'w> {
    local: Option<Res<'w, ActiveGame<Mm>>>,
    online: Option<Res<'w, crate::online::OnlineGame>>,
}

impl PlayedGame<'_> {
    /// A game is on the table (see [`table_open`]).
    pub fn is_open(&self) -> bool {
        self.local.is_some() || self.online.as_ref().is_some_and(|g| g.state.is_some())
    }

    /// Whether an online table shows a moment of its past (the log tells nothing new then).
    pub fn looking_back_online(&self) -> bool {
        self.online.as_ref().is_some_and(|o| o.look.shown.is_some())
    }

    /// Choices made so far.
    pub fn step(&self) -> usize {
        match (&self.local, &self.online) {
            (Some(g), _) => g.session.choices_made(),
            (None, Some(o)) => o.step() as usize,
            (None, None) => 0,
        }
    }

    pub fn is_over(&self) -> bool {
        match (&self.local, &self.online) {
            (Some(g), _) => g.session.is_over(),
            (None, Some(o)) => o.is_over(),
            (None, None) => false,
        }
    }

    /// Every event so far, with the number of choices made once it happened.
    pub fn retell(&self, mut told: impl FnMut(usize, &[GameEvent])) {
        match (&self.local, &self.online) {
            (Some(g), _) => g.session.retell(told),
            (None, Some(o)) => {
                for (at, events) in &o.log {
                    told(*at as usize, events);
                }
            }
            (None, None) => {}
        }
    }
}
