//! What seals undo in Merchants & Marauders. The history and its undo policy are the core's
//! (`game_core::history`): every choice since the game was set up, so that a game replays
//! exactly (the same seed and the same choices give the same game), and undo within a fair
//! policy. A seat may take back its own choices since the last moment that revealed anything new: a die
//! roll, a card drawn, turned up or shuffled, a token turned face up (a port's ship
//! modification, a merchant's nation), another captain's hidden things coming into view (a
//! rumor, glory cards or cargo plundered, gold counted out of a hidden purse), or the game
//! passing to another seat. Undo never
//! reaches across such a moment, never into another seat's turn, and in a game with more than
//! one human only if the table agreed to it when the game was set up.

use super::state::{GameState, Seat};
pub use game_core::{Reveal, UndoBlocked};

/// What can be seen of a state to tell whether a choice revealed anything: the random
/// stream's position, the size of every pile a card is drawn from, how many tokens lie face
/// up (a port's ship modification turns up when a port action is taken there; a merchant's
/// token when it is found, by a roll or, off Cartagena, without one), and what the other seats
/// hold out of sight (a plunderer sees the rumor, glory cards, cargo and gold it takes, and a
/// plunderer holding a rumor sees the beaten captain's before it keeps one of the two).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seen {
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
        // A plunderer that holds a rumor sees the beaten captain's before keeping one.
        if super::battle::plunder::rumor_shown_to(state) == Some(chooser) {
            hidden[0] -= 1;
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

    /// What changed between `self` (before a choice) and `after`, if anything was revealed
    /// (the core's session adds the passing of the game to another seat).
    pub fn revealed(self, after: Seen) -> Option<Reveal> {
        if self.rng != after.rng {
            Some(Reveal::Chance)
        } else if self.piles != after.piles || self.hidden != after.hidden {
            Some(Reveal::Card)
        } else {
            None
        }
    }
}
