//! The moment of the game's past the table shows instead of the present, if any: what the
//! session refuses choices during, and what looking back (`look_back`) walks through.

use super::OnTable;
use bevy::prelude::*;
use game_core::Session;

/// The moment the table shows instead of the present, if any.
#[derive(Resource)]
pub struct LookBack<G: OnTable>(pub Option<Past<G>>);

impl<G: OnTable> Default for LookBack<G> {
    fn default() -> Self {
        LookBack(None)
    }
}

/// A moment of the game's past, shown on the table.
pub struct Past<G: OnTable> {
    /// The game as it stood then (a copy: choices here never reach the game).
    pub session: Session<G>,
    /// Walking on by itself, at the pace of `look_back::Pace`.
    pub playing: bool,
    /// Seconds since the last step while playing.
    pub(crate) waited: f32,
    /// Walking event by event: the events of the choice last stepped into that the board has
    /// not been shown yet.
    pub queued: std::collections::VecDeque<G::Event>,
    /// The last event told, in words.
    pub told: Option<String>,
}

impl<G: OnTable> Past<G> {
    /// The start of `game`, playing on: a replay. `None` for a game with nothing to replay.
    pub fn replaying(game: &Session<G>) -> Option<Past<G>> {
        (game.choices_made() > 0).then(|| Past {
            session: game.as_it_was(0).expect("the start is in every game"),
            playing: true,
            waited: 0.0,
            queued: Default::default(),
            told: None,
        })
    }

    pub(crate) fn at(session: Session<G>, playing: bool) -> Past<G> {
        Past {
            session,
            playing,
            waited: 0.0,
            queued: Default::default(),
            told: None,
        }
    }
}

impl<G: OnTable> LookBack<G> {
    /// Whether the board waits on events still to be shown one at a time (ships hold their
    /// places until their own move is shown).
    pub fn stepping_events(&self) -> bool {
        self.0.as_ref().is_some_and(|p| !p.queued.is_empty())
    }

    /// The choices made by the moment shown, while looking back.
    pub fn at(&self) -> Option<usize> {
        self.0.as_ref().map(|p| p.session.choices_made())
    }

    /// The session the table shows: the past one while looking back, else the game.
    pub fn shown<'a>(&'a self, game: &'a Session<G>) -> &'a Session<G> {
        self.0.as_ref().map_or(game, |p| &p.session)
    }
}
