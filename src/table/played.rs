//! The game on the table as the log and the panels read it, whether it is played at this
//! screen (the session) or online (the server's frames).

use super::OnTable;
use super::session::ActiveGame;
use crate::online::OnlineGame;
use bevy::prelude::*;

/// A game of `G` is on the table: played at this screen, or online once the server told its
/// state.
pub fn table_open<G: OnTable>(game: PlayedGame<G>) -> bool {
    game.is_open()
}

/// What game is on the table, whichever it is, for the shell's parts that serve every game
/// at once (the menu, Esc back to the table, saving). Each game's [`note_open`] keeps it.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct OnTheTable {
    /// The game (its short name) whose table this is, if any.
    pub game: Option<&'static str>,
    /// A game is on the table, played here or online (see [`table_open`]).
    pub open: bool,
    /// A game is played at this screen: one there is to save.
    pub local: bool,
    /// A table online is joined (seated or not yet).
    pub online: bool,
}

/// Keep [`OnTheTable`] for the game `G`: set while its table is there, cleared when it was
/// this game's and went (only one game is on the table at a time).
pub(crate) fn note_open<G: OnTable>(game: PlayedGame<G>, mut table: ResMut<OnTheTable>) {
    let now = OnTheTable {
        game: Some(G::ID),
        open: game.is_open(),
        local: game.local.is_some(),
        online: game.online.is_some(),
    };
    if now.open || now.local || now.online {
        table.set_if_neq(now);
    } else if table.game == Some(G::ID) {
        table.set_if_neq(OnTheTable::default());
    }
}

/// The game on the table, played here or online: what the log and the panels read of its
/// course (never its secrets).
#[derive(bevy::ecs::system::SystemParam)]
pub struct PlayedGame<'w, G: OnTable> {
    local: Option<Res<'w, ActiveGame<G>>>,
    online: Option<Res<'w, OnlineGame<G>>>,
}

impl<G: OnTable> PlayedGame<'_, G> {
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
    pub fn retell(&self, mut told: impl FnMut(usize, &[G::Event])) {
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
