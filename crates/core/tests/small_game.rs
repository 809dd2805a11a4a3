//! The core's own tests, over a small game written for them: *Ten* (`ten/mod.rs`): the
//! protocol, secrets, undo, history, replay and the save envelope.

mod ten;

use game_core::{ChoiceError, LoadError, Reveal, Session, UndoBlocked};
use serde::Serialize;
use std::sync::Arc;
use ten::*;

/// A game of *Ten* with the seed these tests share.
fn table(seats: &[Who]) -> Session<Ten> {
    ten::table(seats, 5)
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
    assert_eq!(
        back.config(),
        s.config(),
        "the setup comes back with the game"
    );
    assert_eq!(back.config().seats, [Who::Human, Who::Bot]);
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
