//! What one seat may know (plan §4): the open table, and its own hand, deck contents, chest
//! and Bonus token. Never seen by anyone: the order of a deck, a box's cards below its next,
//! face-down boards and the islands left in the box, the tokens not kept, and every Merchant
//! back (DR-R 21).

use super::state::*;
use super::{Choice, Kind};
use crate::content::DrData;
use game_core::{Decision, Seat};
use serde::{Deserialize, Serialize};

/// A cell as every seat sees it: a face-down board shows only its back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeenCell {
    /// `None` while face down.
    pub board: Option<BoardId>,
    pub card: Option<CardId>,
    pub island: Option<Island>,
}

/// A seat as every seat sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeenSeat {
    /// Its twelve Sailor cards as the table knows them: every sleeve (Advancements are
    /// sleeved only into cards played face up) and the level each last showed.
    pub cards: Vec<Sailor>,
    pub ship: Ship,
    pub dock: u16,
    pub played: Vec<(SailorId, Sailor)>,
    /// Which abilities of each played card were used this turn (a bit each, as `InPlay`).
    pub used: Vec<u32>,
    pub discard: Vec<(SailorId, Sailor)>,
    pub aside: Vec<CardId>,
    pub hand: usize,
    pub deck: usize,
    pub cubes: u8,
    pub markers: u8,
    pub explored: u8,
    pub upgrades: u8,
    pub level_due: bool,
    pub finished: bool,
    /// Whether it keeps a Bonus token (which: its secret until the end).
    pub has_bonus: bool,
}

/// What only the observing seat knows of itself.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct OwnSecrets {
    /// The hand, each card as it stands (level and sleeves).
    pub hand: Vec<(SailorId, Sailor)>,
    /// The deck's cards, sorted: nobody knows its order.
    pub deck: Vec<(SailorId, Sailor)>,
    pub chest: u16,
    pub bonus: Option<BonusId>,
    /// The two tokens dealt, while it chooses.
    pub bonus_offer: Vec<BonusId>,
}

/// What `seat` may know of the game, with the decision it is asked (if any).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat (a spectator: past the last seat).
    pub seat: Seat,
    pub decision: Option<Decision<Kind, Choice>>,
    /// Who is asked, and what kind of question (public).
    pub deciding: Option<(Seat, Kind)>,
    pub seats: Vec<SeatKind>,
    pub step: u64,
    pub first: Seat,
    pub turn: Turn,
    pub over: bool,
    pub cells: Vec<SeenCell>,
    /// Each Row box's next card (its front) and size.
    pub next: [Option<CardId>; 4],
    pub boxes: [usize; 4],
    pub buried: [usize; 4],
    pub harbor: Vec<AchSpace>,
    pub buildings: [u8; 3],
    pub tiles: Vec<u8>,
    pub table: Vec<SeenSeat>,
    pub own: OwnSecrets,
    /// Where the game stands, and the open runs (public: their questions are).
    pub phase: Phase,
    pub runs: Vec<Run>,
    /// The seat that triggered the end, if one has.
    pub end_trigger: Option<Seat>,
    /// Whether the Bonus tokens are played (a new-game switch).
    pub bonus_tokens: bool,
    /// The final score, once the game is over (chests and tokens shown then).
    pub scores: Option<Vec<super::score::Score>>,
    /// Each seat's Bonus token, shown once the game is over.
    pub tokens_shown: Vec<Option<BonusId>>,
}

fn with_cards(s: &SeatState, ids: &[SailorId]) -> Vec<(SailorId, Sailor)> {
    ids.iter().map(|c| (*c, s.cards[c.0 as usize])).collect()
}

/// What `seat` may know.
pub(super) fn observe(
    state: &State,
    _data: &DrData,
    decision: Option<Decision<Kind, Choice>>,
    seat: Seat,
) -> Observation {
    let decision = decision.filter(|d| d.seat == seat);
    let own = state.seats.get(seat).map_or_else(OwnSecrets::default, |s| {
        let mut deck = s.deck.clone();
        deck.sort();
        OwnSecrets {
            hand: with_cards(s, &s.hand),
            deck: with_cards(s, &deck),
            chest: s.chest,
            bonus: s.bonus,
            bonus_offer: s.bonus_offer.clone(),
        }
    });
    Observation {
        seat,
        decision,
        deciding: super::turn::decider(state),
        seats: state.config.seats.clone(),
        step: state.steps,
        first: state.first,
        turn: state.turn.clone(),
        over: state.phase == Phase::Over,
        cells: state
            .cells
            .iter()
            .map(|c| SeenCell {
                board: c.face_up.then_some(c.board),
                card: c.card,
                island: c.island.clone(),
            })
            .collect(),
        next: [0, 1, 2, 3].map(|r| state.boxes[r].last().copied()),
        boxes: [0, 1, 2, 3].map(|r| state.boxes[r].len()),
        buried: [0, 1, 2, 3].map(|r| state.buried[r].len()),
        harbor: state.harbor.clone(),
        buildings: state.buildings,
        tiles: state.tiles.clone(),
        table: state
            .seats
            .iter()
            .map(|s| SeenSeat {
                cards: s
                    .cards
                    .iter()
                    .enumerate()
                    .map(|(i, c)| Sailor {
                        level: s.shown.get(i).copied().unwrap_or(1),
                        sleeve: c.sleeve,
                    })
                    .collect(),
                ship: s.ship.clone(),
                dock: s.dock,
                played: s
                    .played
                    .iter()
                    .map(|p| (p.card, s.cards[p.card.0 as usize]))
                    .collect(),
                used: s.played.iter().map(|p| p.used).collect(),
                // Every card in it was seen face up (ours, P-22).
                discard: with_cards(s, &s.discard),
                aside: s.aside.clone(),
                hand: s.hand.len(),
                deck: s.deck.len(),
                cubes: s.cubes,
                markers: s.markers,
                explored: s.explored,
                upgrades: s.upgrades,
                level_due: s.level_due,
                finished: s.finished,
                has_bonus: s.bonus.is_some(),
            })
            .collect(),
        own,
        phase: state.phase.clone(),
        runs: state.runs.clone(),
        end_trigger: state.end.trigger,
        bonus_tokens: state.config.bonus_tokens,
        scores: state.end.scores.clone(),
        tokens_shown: if state.phase == Phase::Over {
            state.seats.iter().map(|s| s.bonus).collect()
        } else {
            Vec::new()
        },
    }
}

/// What a chooser can tell apart, before and after a choice (`Game::seen`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seen {
    rng: u128,
    boxes: [usize; 4],
    face_down: usize,
    decks: [usize; 4],
    reveals: u32,
}

impl Seen {
    pub(super) fn of(state: &State, _chooser: Seat) -> Seen {
        let per_seat = |f: &dyn Fn(&SeatState) -> usize| {
            let mut out = [0; 4];
            for (i, s) in state.seats.iter().enumerate() {
                out[i] = f(s);
            }
            out
        };
        Seen {
            rng: state.rng.position(),
            boxes: [0, 1, 2, 3].map(|r| state.boxes[r].len()),
            face_down: state.cells.iter().filter(|c| !c.face_up).count(),
            decks: per_seat(&|s| s.deck.len()),
            reveals: state.reveals,
        }
    }

    /// A shuffle or a draw from a deck or a box is chance; a board turned up, or a secret
    /// shown, is a card.
    pub(super) fn revealed(self, after: Seen) -> Option<game_core::Reveal> {
        if self.rng != after.rng || self.decks != after.decks || self.boxes != after.boxes {
            Some(game_core::Reveal::Chance)
        } else if self.face_down != after.face_down || self.reveals != after.reveals {
            Some(game_core::Reveal::Card)
        } else {
            None
        }
    }
}
