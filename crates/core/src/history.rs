//! A game's history: every choice since it was set up, so that a game replays exactly (the
//! same seed and the same choices give the same game), and undo within a fair policy. A seat
//! may take back its own choices since the last moment that revealed anything new (what the
//! game's [`crate::Game::revealed`] names: a roll, a shuffle, a card or a hidden thing come
//! into view) or passed the game to another seat. Undo never reaches across such a moment,
//! never into another seat's turn, and in a game with more than one human only if the table
//! agreed to it when the game was set up.

pub use crate::game::Reveal;
use crate::game::{Game, Seat};
use std::fmt;

/// Why a choice cannot be taken back now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum UndoBlocked {
    Sealed(Reveal),
    NotYours,
    NotHuman,
    SeveralHumans,
    GameOver,
}

impl fmt::Display for UndoBlocked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UndoBlocked::Sealed(Reveal::Start) => "nothing to undo yet",
            UndoBlocked::Sealed(Reveal::Loaded) => "nothing chosen since the game was loaded",
            UndoBlocked::Sealed(Reveal::Chance) => {
                "the dice have spoken: a roll or a shuffle cannot be taken back"
            }
            UndoBlocked::Sealed(Reveal::Card) => "a card has been seen: that cannot be taken back",
            UndoBlocked::Sealed(Reveal::Turn) => "nothing chosen yet this turn",
            UndoBlocked::NotYours => "it is another captain's decision",
            UndoBlocked::NotHuman => "only a human captain takes back a choice",
            UndoBlocked::SeveralHumans => {
                "undo is off: more than one human plays (it is a new-game option)"
            }
            UndoBlocked::GameOver => "the game is over",
        })
    }
}

impl std::error::Error for UndoBlocked {}

/// What a choice revealed, from what its chooser could see before and after it, and whether
/// the same seat decides next.
pub fn reveal<G: Game>(before: G::Seen, after: G::Seen, same_seat: bool) -> Option<Reveal> {
    G::revealed(before, after).or((!same_seat).then_some(Reveal::Turn))
}

/// The choices since a game's origin, and the last of them that may not be taken back.
#[derive(Clone, Debug)]
pub(crate) struct History<C> {
    pub choices: Vec<C>,
    /// How many of the choices are sealed.
    pub sealed: usize,
    /// What sealed them.
    pub last_reveal: Reveal,
}

impl<C> History<C> {
    /// A history of `choices`, all sealed by `reveal`.
    pub fn new(reveal: Reveal, choices: Vec<C>) -> History<C> {
        History {
            sealed: choices.len(),
            choices,
            last_reveal: reveal,
        }
    }

    pub fn push(&mut self, choice: C, reveal: Option<Reveal>) {
        self.choices.push(choice);
        if let Some(r) = reveal {
            self.sealed = self.choices.len();
            self.last_reveal = r;
        }
    }

    /// Whether `seat`, with `deciding` deciding now, may take back its last choice.
    pub fn undo_blocked<G: Game>(
        &self,
        state: &G::State,
        seat: Seat,
        deciding: Option<Seat>,
    ) -> Option<UndoBlocked> {
        let Some(deciding) = deciding else {
            return Some(UndoBlocked::GameOver);
        };
        if !G::is_human(state, seat) {
            return Some(UndoBlocked::NotHuman);
        }
        if G::humans(state) > 1 && !G::undo_among_humans(state) {
            return Some(UndoBlocked::SeveralHumans);
        }
        if deciding != seat {
            return Some(UndoBlocked::NotYours);
        }
        if self.choices.len() <= self.sealed {
            return Some(UndoBlocked::Sealed(self.last_reveal));
        }
        None
    }
}
