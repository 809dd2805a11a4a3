//! *Ten*, the small game the core's tests play. Each seat holds one secret card (1–3) dealt
//! from a shuffled deck. On its turn a seat steps (+1, no chance), rolls a die (+1 to +6),
//! peeks at the next seat's card, or passes the turn; a seat's own card adds to its points
//! when it passes. The first to ten points wins. Small enough to read at a glance; it has what
//! the core must handle: chance, a secret, turns, an end, and (for the search) a sample drawn
//! from what a seat knows.

#![allow(dead_code)]

use game_core::{Decision, Game, GameRng, Reveal, Seat};
use serde::{Deserialize, Serialize};

pub struct Ten;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    pub seats: Vec<Who>,
    pub seed: u64,
    pub undo_among_humans: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Who {
    Human,
    Bot,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub config: Config,
    pub rng: GameRng,
    pub deck: Vec<u8>,
    pub cards: Vec<u8>,
    pub points: Vec<u8>,
    /// Which other seats' cards each seat has seen.
    pub peeked: Vec<Vec<bool>>,
    pub turn: Seat,
    pub winner: Option<Seat>,
    /// Passes so far: a round is a pass by every seat.
    #[serde(default)]
    pub passes: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Choice {
    Step,
    Roll,
    Peek,
    Pass,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    Turn,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Stepped(Seat),
    Rolled(Seat, u8),
    Peeked(Seat),
    Passed(Seat),
    Won(Seat),
}

/// What a seat may know: every seat's points, its own card, the cards it has peeked at, who
/// has peeked at whom, whose turn it is, and the question it is asked.
#[derive(Clone, Debug, PartialEq)]
pub struct Observation {
    pub seat: Seat,
    pub seats: Vec<Who>,
    pub points: Vec<u8>,
    pub cards: Vec<Option<u8>>,
    pub peeked: Vec<Vec<bool>>,
    pub turn: Seat,
    pub passes: u32,
    pub asked: bool,
    pub decision: Option<Decision<Kind, Choice>>,
}

/// Every card of the game, dealt and not.
pub const CARDS: [u8; 8] = [1, 1, 2, 2, 3, 3, 1, 2];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seen {
    pub rng: u128,
    pub deck: usize,
    pub peeked: usize,
}

impl Game for Ten {
    const ID: &'static str = "ten";
    const TITLE: &'static str = "Ten";
    const SAVE_FORMAT: u32 = 12;
    const OLDEST_SAVE_FORMAT: u32 = 11;
    type Data = ();
    type Config = Config;
    type State = State;
    type Choice = Choice;
    type Kind = Kind;
    type Event = Event;
    type Observation = Observation;
    type Seen = Seen;
    type SeatKind = Who;
    type SetupError = String;

    fn setup(_: &(), config: Config) -> Result<(State, Vec<Event>), String> {
        let n = config.seats.len();
        if !(2..=4).contains(&n) {
            return Err(format!("Ten takes 2 to 4 seats, not {n}"));
        }
        let mut rng = GameRng::from_seed(config.seed);
        let mut deck = CARDS.to_vec();
        rng.shuffle(&mut deck);
        let cards = deck.split_off(deck.len() - n);
        Ok((
            State {
                config,
                rng,
                deck,
                cards,
                points: vec![0; n],
                peeked: vec![vec![false; n]; n],
                turn: 0,
                winner: None,
                passes: 0,
            },
            Vec::new(),
        ))
    }
    fn config(state: &State) -> &Config {
        &state.config
    }
    fn decider(state: &State) -> Option<(Seat, Kind)> {
        state.winner.is_none().then_some((state.turn, Kind::Turn))
    }
    fn decide(state: &State, _: &()) -> Option<Decision<Kind, Choice>> {
        let (seat, kind) = Self::decider(state)?;
        let next = (seat + 1) % state.points.len();
        let mut options = vec![Choice::Step, Choice::Roll];
        if !state.peeked[seat][next] {
            options.push(Choice::Peek);
        }
        options.push(Choice::Pass);
        Some(Decision {
            seat,
            kind,
            options,
        })
    }
    fn advance(state: &mut State, _: &(), seat: Seat, choice: Choice, events: &mut Vec<Event>) {
        let n = state.points.len();
        match choice {
            Choice::Step => {
                state.points[seat] += 1;
                events.push(Event::Stepped(seat));
            }
            Choice::Roll => {
                let d = state.rng.d6();
                state.points[seat] += d;
                events.push(Event::Rolled(seat, d));
            }
            Choice::Peek => {
                state.peeked[seat][(seat + 1) % n] = true;
                events.push(Event::Peeked(seat));
            }
            Choice::Pass => {
                state.points[seat] += state.cards[seat];
                state.turn = (seat + 1) % n;
                state.passes += 1;
                events.push(Event::Passed(seat));
            }
        }
        if state.points[seat] >= 10 {
            state.winner = Some(seat);
            events.push(Event::Won(seat));
        }
    }
    fn observe(
        state: &State,
        _: &(),
        decision: Option<Decision<Kind, Choice>>,
        seat: Seat,
    ) -> Observation {
        let asked = decision.as_ref().is_some_and(|d| d.seat == seat);
        Observation {
            seat,
            seats: state.config.seats.clone(),
            points: state.points.clone(),
            cards: (0..state.cards.len())
                .map(|s| (s == seat || state.peeked[seat][s]).then_some(state.cards[s]))
                .collect(),
            peeked: state.peeked.clone(),
            turn: state.turn,
            passes: state.passes,
            asked,
            decision: decision.filter(|_| asked),
        }
    }
    fn check(state: &State, _: &()) -> Result<(), String> {
        let n = state.config.seats.len();
        if state.points.len() != n || state.cards.len() != n || state.turn >= n {
            return Err("the seats do not match the table".into());
        }
        if let Some(c) = state.cards.iter().find(|c| !(1..=3).contains(*c)) {
            return Err(format!("no card shows {c}"));
        }
        Ok(())
    }
    fn upgrade(state: &mut State, format: u32) {
        // Format 11 counted points from 1: a mend for the test of `upgrade`.
        if format == 11 {
            for p in &mut state.points {
                *p = p.saturating_sub(1);
            }
        }
    }
    fn seen(state: &State, chooser: Seat) -> Seen {
        Seen {
            rng: state.rng.position(),
            deck: state.deck.len(),
            peeked: state.peeked[chooser].iter().filter(|p| **p).count(),
        }
    }
    fn revealed(before: Seen, after: Seen) -> Option<Reveal> {
        if before.rng != after.rng {
            Some(Reveal::Chance)
        } else if before != after {
            Some(Reveal::Card)
        } else {
            None
        }
    }
    fn is_public(_: Kind) -> bool {
        false
    }
    fn seat_kind(state: &State, seat: Seat) -> Who {
        state.config.seats[seat]
    }
    fn ai_seed(state: &State) -> u64 {
        state.config.seed ^ 1
    }
    fn is_over(state: &State) -> bool {
        state.winner.is_some()
    }
    fn is_human(state: &State, seat: Seat) -> bool {
        state.config.seats[seat] == Who::Human
    }
    fn humans(state: &State) -> usize {
        state
            .config
            .seats
            .iter()
            .filter(|w| **w == Who::Human)
            .count()
    }
    fn undo_among_humans(state: &State) -> bool {
        state.config.undo_among_humans
    }
}

/// A new game of *Ten* for these seats and seed, no undo among humans.
pub fn table(seats: &[Who], seed: u64) -> game_core::Session<Ten> {
    let config = Config {
        seats: seats.to_vec(),
        seed,
        undo_among_humans: false,
    };
    game_core::Session::new(std::sync::Arc::new(()), config)
        .unwrap()
        .0
}
