//! The core's own tests, over a small game written for them: *Ten*. Each seat holds one
//! secret card (1–3) drawn from a shuffled deck. On its turn a seat steps (+1, no chance),
//! rolls a die (+1 to +6), peeks at the next seat's card, or passes the turn. The first to
//! ten points wins, and a seat's own card adds to its points when it passes. Small enough to
//! read at a glance; it has what the core must handle: chance, a secret, turns, an end.

use game_core::{
    ChoiceError, Decision, Game, GameRng, LoadError, Reveal, Seat, Session, UndoBlocked,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

struct Ten;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Config {
    seats: Vec<Who>,
    seed: u64,
    undo_among_humans: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
enum Who {
    Human,
    Bot,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct State {
    config: Config,
    rng: GameRng,
    deck: Vec<u8>,
    cards: Vec<u8>,
    points: Vec<u8>,
    /// Which other seats' cards each seat has seen.
    peeked: Vec<Vec<bool>>,
    turn: Seat,
    winner: Option<Seat>,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
enum Choice {
    Step,
    Roll,
    Peek,
    Pass,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Turn,
}

#[derive(Clone, Debug, PartialEq)]
enum Event {
    Stepped(Seat),
    Rolled(Seat, u8),
    Peeked(Seat),
    Passed(Seat),
    Won(Seat),
}

/// What a seat may know: every seat's points, its own card, the cards it has peeked at.
#[derive(Debug, PartialEq)]
struct Observation {
    points: Vec<u8>,
    cards: Vec<Option<u8>>,
    asked: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Seen {
    rng: u128,
    deck: usize,
    peeked: usize,
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
        let mut deck = vec![1, 1, 2, 2, 3, 3, 1, 2];
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
        Observation {
            points: state.points.clone(),
            cards: (0..state.cards.len())
                .map(|s| (s == seat || state.peeked[seat][s]).then_some(state.cards[s]))
                .collect(),
            asked: decision.is_some_and(|d| d.seat == seat),
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

fn table(seats: &[Who]) -> Session<Ten> {
    let config = Config {
        seats: seats.to_vec(),
        seed: 5,
        undo_among_humans: false,
    };
    Session::new(Arc::new(()), config).unwrap().0
}

// The protocol: a decision lists every legal option; a choice not offered is refused and
// changes nothing.
#[test]
fn a_choice_not_offered_is_refused_and_changes_nothing() {
    let mut s = table(&[Who::Human, Who::Bot]);
    s.choose(Choice::Peek).unwrap();
    let d = s.decision().unwrap();
    assert_eq!(d.seat, 0);
    assert!(
        !d.options.contains(&Choice::Peek),
        "a card is peeked at once"
    );
    let before = s.save();
    assert_eq!(
        s.choose(Choice::Peek),
        Err(ChoiceError::NotOffered {
            choice: Choice::Peek,
            seat: 0
        })
    );
    assert_eq!(s.save(), before);
    assert_eq!(s.choices_made(), 1);
}

#[test]
fn a_game_that_cannot_be_set_up_says_why() {
    let config = Config {
        seats: vec![Who::Human],
        seed: 1,
        undo_among_humans: false,
    };
    let e = Session::<Ten>::new(Arc::new(()), config).unwrap_err();
    assert_eq!(e, "Ten takes 2 to 4 seats, not 1");
}

// Hidden information: each seat sees its own card and the cards it has peeked at, no other.
#[test]
fn each_seat_observes_only_what_it_may_know() {
    let mut s = table(&[Who::Human, Who::Human, Who::Bot]);
    let o = s.observation(1);
    assert!(o.cards[1].is_some() && o.cards[0].is_none() && o.cards[2].is_none());
    assert!(!o.asked && s.observation(0).asked);
    s.choose(Choice::Peek).unwrap();
    let o = s.observation(0);
    assert_eq!(o.cards[1], Some(s.state().cards[1]));
    assert!(o.cards[2].is_none());
}

// Undo: a seat takes back its own choices since the last roll, card seen or change of seat.
#[test]
fn undo_reaches_back_to_the_last_reveal_and_no_further() {
    let mut s = table(&[Who::Human, Who::Bot]);
    assert_eq!(s.undo_blocked(0), Some(UndoBlocked::Sealed(Reveal::Start)));
    let start = s.state().clone();
    s.choose(Choice::Step).unwrap();
    s.choose(Choice::Step).unwrap();
    s.undo(0).unwrap();
    s.undo(0).unwrap();
    assert_eq!(s.state(), &start, "undo restores the state exactly");
    assert_eq!(s.undo(0), Err(UndoBlocked::Sealed(Reveal::Start)));

    s.choose(Choice::Roll).unwrap();
    assert_eq!(s.undo(0), Err(UndoBlocked::Sealed(Reveal::Chance)));
    s.choose(Choice::Peek).unwrap();
    assert_eq!(s.undo_blocked(0), Some(UndoBlocked::Sealed(Reveal::Card)));
    let points = s.state().points[0];
    s.choose(Choice::Step).unwrap();
    assert_eq!(s.undo_blocked(1), Some(UndoBlocked::NotHuman));
    s.undo(0).unwrap();
    assert_eq!(s.state().points[0], points);
    s.choose(Choice::Pass).unwrap();
    assert_eq!(s.undo_blocked(0), Some(UndoBlocked::NotYours));
}

#[test]
fn several_humans_undo_only_when_the_table_agreed() {
    let mut s = table(&[Who::Human, Who::Human]);
    s.choose(Choice::Step).unwrap();
    assert_eq!(s.undo(0), Err(UndoBlocked::SeveralHumans));
    let config = Config {
        seats: vec![Who::Human, Who::Human],
        seed: 5,
        undo_among_humans: true,
    };
    let mut s = Session::<Ten>::new(Arc::new(()), config).unwrap().0;
    s.choose(Choice::Step).unwrap();
    assert_eq!(s.undo(0), Ok(()));
}

// Replay and looking back: the same choices from the same setup give the same game.
#[test]
fn the_game_as_it_was_and_its_retelling_follow_the_history() {
    let mut s = table(&[Who::Bot, Who::Bot]);
    let mut states = vec![s.state().clone()];
    let mut told = Vec::new();
    while !s.is_over() {
        let d = s.decision().unwrap();
        let pick = d.options[(s.choices_made() * 7 + 3) % d.options.len()];
        told.push(s.choose(pick).unwrap());
        states.push(s.state().clone());
    }
    assert!(s.decision().is_none());
    assert_eq!(s.choose(Choice::Step), Err(ChoiceError::GameOver));
    for (n, state) in states.iter().enumerate() {
        assert_eq!(s.as_it_was(n).unwrap().state(), state);
    }
    assert!(
        s.as_it_was(states.len()).is_none(),
        "nothing past the present"
    );
    let mut again = Vec::new();
    s.retell(|at, events| {
        if at > 0 {
            again.push(events.to_vec())
        }
    });
    assert_eq!(again, told);
    assert_eq!(s.history().unwrap().len(), s.choices_made());
}

// The save envelope: it names its game and format; a load gives the same game back.
#[test]
fn a_save_names_its_game_and_loads_back_to_the_same_game() {
    let mut s = table(&[Who::Human, Who::Bot]);
    for c in [Choice::Roll, Choice::Step, Choice::Pass, Choice::Step] {
        s.choose(c).unwrap();
    }
    let text = s.save();
    let h = game_core::save::header(&text).unwrap();
    assert_eq!((h.game.as_deref(), h.format), (Some("ten"), 12));
    let back = Session::<Ten>::load(Arc::new(()), &text).unwrap();
    assert_eq!(back.state(), s.state());
    assert_eq!(back.history(), s.history());
    assert_eq!(back.undo_blocked(1), Some(UndoBlocked::NotHuman));
    assert_eq!(
        back.undo_blocked(0),
        Some(UndoBlocked::NotYours),
        "seat 1 is deciding"
    );
    let mut replayed = 0;
    Session::<Ten>::replay_save(Arc::new(()), &text, |_, c, _| {
        replayed += c.is_some() as usize
    })
    .unwrap();
    assert_eq!(replayed, 4);
}

/// A save written by hand, as an edited or older file would be.
fn written(game: &str, format: u32, state: &State, history: &[Choice]) -> String {
    #[derive(Serialize)]
    struct File<'a> {
        #[serde(skip_serializing_if = "str::is_empty")]
        game: &'a str,
        format: u32,
        state: &'a State,
        history: Option<&'a [Choice]>,
    }
    ron::to_string(&File {
        game,
        format,
        state,
        history: Some(history),
    })
    .unwrap()
}

#[test]
fn a_bad_save_is_one_clear_error() {
    let mut s = table(&[Who::Human, Who::Bot]);
    s.choose(Choice::Step).unwrap();
    let (state, history) = (s.state().clone(), s.history().unwrap().to_vec());
    assert!(Session::<Ten>::load(Arc::new(()), &written("ten", 12, &state, &history)).is_ok());
    let load = |t: &str| Session::<Ten>::load(Arc::new(()), t).unwrap_err();

    let e = load(&written("chess", 12, &state, &history));
    assert_eq!(
        e,
        LoadError::Game {
            found: "chess".into(),
            expected: "ten".into()
        }
    );
    assert_eq!(
        e.to_string(),
        "the save holds a game of \"chess\", not of \"ten\""
    );

    let e = load(&written("", 12, &state, &history));
    assert!(
        matches!(&e, LoadError::Parse(m) if m.contains("names none")),
        "{e}"
    );

    let e = load(&written("", 10, &state, &history));
    assert!(
        matches!(&e, LoadError::Game { .. }),
        "an unnamed save is the first game's: {e}"
    );

    assert_eq!(
        load(&written("ten", 13, &state, &history)).to_string(),
        "the save is format 13; this version reads formats 11 to 12"
    );

    let mut cut = state.clone();
    cut.points.pop();
    let e = load(&written("ten", 12, &cut, &history));
    assert!(matches!(e, LoadError::Inconsistent(_)), "{e}");

    let mut edited = state.clone();
    edited.points[0] += 1;
    let e = load(&written("ten", 12, &edited, &history));
    assert!(matches!(e, LoadError::History(_)), "{e}");

    assert!(matches!(load("(nothing"), LoadError::Parse(_)));
}

// An older format's state is mended by the game before it is checked; if its history no
// longer leads to its state, it loads as a position without one.
#[test]
fn an_older_format_is_upgraded_and_loads_without_its_history() {
    let mut s = table(&[Who::Human, Who::Bot]);
    s.choose(Choice::Step).unwrap();
    let (state, history) = (s.state().clone(), s.history().unwrap().to_vec());
    let mut counted_from_one = state.clone();
    counted_from_one.points = vec![2, 1];
    let back = Session::<Ten>::load(
        Arc::new(()),
        &written("ten", 11, &counted_from_one, &history),
    )
    .unwrap();
    assert_eq!(back.state().points, vec![1, 0]);
    assert_eq!(
        back.history(),
        Some(&[Choice::Step][..]),
        "the mended state replays"
    );

    let back = Session::<Ten>::load(Arc::new(()), &written("ten", 11, &state, &history)).unwrap();
    assert_eq!(back.state().points, vec![0, 0]);
    assert_eq!(back.history(), None, "loaded as a position");
    assert_eq!(
        back.undo_blocked(0),
        Some(UndoBlocked::Sealed(Reveal::Loaded))
    );
}
