//! A game's history: every choice since it was set up, so that a game replays exactly (the
//! same seed and the same choices give the same game), and undo within a fair policy. A seat
//! may take back its own choices since the last moment that revealed anything new: a die
//! roll, a card drawn, turned up or shuffled, a token turned face up (a port's ship
//! modification, a merchant's nation), another captain's hidden things coming into view (a
//! rumor, glory cards or cargo plundered, gold counted out of a hidden purse), or the game
//! passing to another seat. Undo never
//! reaches across such a moment, never into another seat's turn, and in a game with more than
//! one human only if the table agreed to it when the game was set up.

use super::protocol::Choice;
use super::state::{GameState, Seat, SeatKind};
use std::fmt;

/// The last moment that sealed the choices before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Reveal {
    /// The game began (or was given as a state).
    Start,
    /// The game was loaded from a save.
    Loaded,
    /// Dice were rolled or something was shuffled: chance spoke.
    Chance,
    /// A card was drawn, or a card or token turned up.
    Card,
    /// The game passed to another seat (or ended).
    Turn,
}

/// Why undo is not offered now (each says so in a tooltip).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum UndoBlocked {
    /// Nothing this seat chose since the last reveal.
    Sealed(Reveal),
    /// It is not this seat's decision.
    NotYours,
    /// Only a human takes back a choice.
    NotHuman,
    /// More than one human plays, and the table did not agree to undo at setup.
    SeveralHumans,
    /// The game is over.
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

/// What can be seen of a state to tell whether a choice revealed anything: the random
/// stream's position, the size of every pile a card is drawn from, how many tokens lie face
/// up (a port's ship modification turns up when a port action is taken there; a merchant's
/// token when it is found, by a roll or, off Cartagena, without one), and what the other seats
/// hold out of sight (a plunderer sees the rumor, glory cards, cargo and gold it takes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Seen {
    rng: u128,
    piles: [usize; 10],
    /// Cards, and gold, that the other seats hold unseen by the chooser.
    hidden: [i64; 2],
}

impl Seen {
    /// What `chooser`, about to choose, can tell apart in `state`.
    pub fn of(state: &GameState, chooser: Seat) -> Seen {
        let d = &state.decks;
        let mut hidden = [0i64; 2];
        for (_, s) in state
            .seats
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != chooser)
        {
            hidden[0] += (s.held() + s.glory_cards.len() + usize::from(s.rumor.is_some())) as i64;
            hidden[1] += i64::from(s.gold);
        }
        Seen {
            rng: state.rng.position(),
            piles: [
                d.captains.len(),
                d.cargo.len(),
                d.events.len(),
                d.demand_pool.len(),
                d.rumors.len(),
                d.missions.len(),
                d.glory.len(),
                state
                    .board
                    .ship_mods
                    .iter()
                    .flatten()
                    .filter(|m| m.face_up)
                    .count(),
                state.board.merchants.iter().flatten().count(),
                d.merchant_track.len(),
            ],
            hidden,
        }
    }

    /// What changed between `self` (before a choice) and `after`, if anything was revealed;
    /// `same_seat` says whether the seat that chose decides next.
    pub fn reveal(self, after: Seen, same_seat: bool) -> Option<Reveal> {
        if self.rng != after.rng {
            Some(Reveal::Chance)
        } else if self.piles != after.piles || self.hidden != after.hidden {
            Some(Reveal::Card)
        } else if !same_seat {
            Some(Reveal::Turn)
        } else {
            None
        }
    }
}

/// The choices made since the game's origin, and how many of them are sealed.
#[derive(Clone, Debug)]
pub(crate) struct History {
    pub choices: Vec<Choice>,
    /// Choices before this index lie behind the last reveal.
    pub sealed: usize,
    pub last_reveal: Reveal,
}

impl History {
    pub fn new(reveal: Reveal, choices: Vec<Choice>) -> History {
        History {
            sealed: choices.len(),
            choices,
            last_reveal: reveal,
        }
    }

    /// Record a choice and whatever it revealed.
    pub fn push(&mut self, choice: Choice, reveal: Option<Reveal>) {
        self.choices.push(choice);
        if let Some(r) = reveal {
            self.sealed = self.choices.len();
            self.last_reveal = r;
        }
    }

    /// Whether `seat`, deciding now (`deciding`), may take back its last choice.
    pub fn undo_blocked(
        &self,
        state: &GameState,
        seat: Seat,
        deciding: Option<Seat>,
    ) -> Option<UndoBlocked> {
        let Some(deciding) = deciding else {
            return Some(UndoBlocked::GameOver);
        };
        if state.seat_kind(seat) != SeatKind::Human {
            return Some(UndoBlocked::NotHuman);
        }
        let humans = state
            .config
            .seats
            .iter()
            .filter(|k| **k == SeatKind::Human)
            .count();
        if humans > 1 && !state.config.undo_among_humans {
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
