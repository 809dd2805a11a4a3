//! Saves, history and undo (issue 69: as for the other games): save → load → play on equals
//! playing on; a damaged save is one clear error; undo takes back only what revealed nothing.

mod common;

use common::*;
use dead_reckoning::DeadReckoning;
use dead_reckoning::played::random_pick;
use dead_reckoning::rules::Choice;
use game_core::Session;

/// Random choices from step `from` on, `n` of them (the same stream for any session at the
/// same step).
fn play_on(s: &mut Session<DeadReckoning>, seed: u64, n: usize) {
    for _ in 0..n {
        let Some(d) = s.decision() else { return };
        let c = random_pick(seed, s.state().steps, &d.options).unwrap();
        go(s, c);
    }
}

// Saves (issue 69): a game saved mid-turn and loaded plays on exactly as the game itself does,
// to the end and its score.
#[test]
fn save_load_play_on_equals_playing_on() {
    for seats in 2..=4 {
        let mut s = game(seats, 3100 + seats as u64);
        play_on(&mut s, 9, 700);
        let text = s.save();
        let mut loaded = Session::<DeadReckoning>::load(data(), &text).expect("the save loads");
        assert_eq!(loaded.state(), s.state());
        play_on(&mut s, 9, 100_000);
        play_on(&mut loaded, 9, 100_000);
        assert!(s.is_over());
        assert_eq!(loaded.state(), s.state());
        assert_eq!(loaded.state().end.scores, s.state().end.scores);
    }
}

// Saves (issue 69): a save whose history no longer leads to its state, or whose state breaks
// an invariant, is refused with one error and nothing is loaded.
#[test]
fn a_damaged_save_is_one_clear_error() {
    let mut s = game(3, 3200);
    play_on(&mut s, 4, 300);
    let text = s.save();
    // Another seat's chest changed in the saved state: the history does not replay to it.
    let chest = s.state().seats[1].chest;
    let needle = format!("chest: {chest},");
    assert!(text.contains(&needle), "the save spells the chest");
    let bad = text.replacen(&needle, &format!("chest: {},", chest + 7), 1);
    let Err(e) = Session::<DeadReckoning>::load(data(), &bad) else {
        panic!("a damaged save loaded")
    };
    assert!(!e.to_string().is_empty());
    let Err(e) = Session::<DeadReckoning>::load(data(), "(game: \"dr\", format: 11, state: ())")
    else {
        panic!("nonsense loaded")
    };
    assert!(!e.to_string().is_empty());
}

// Undo (issue 69, plan §4 Seen): a move that revealed nothing is taken back; a draw, an
// exploration or a reshuffle seals what came before.
#[test]
fn undo_only_what_revealed_nothing() {
    let mut c = config(2, 3300);
    c.undo_among_humans = true;
    let mut s = game_with(c);
    while s.decision().unwrap().kind != dead_reckoning::rules::Kind::Main {
        let d = s.decision().unwrap();
        go(&mut s, d.options[0]);
    }
    let seat = s.state().turn.active;
    let before = s.state().clone();
    let card = s.state().seats[seat].hand[0];
    go(&mut s, Choice::Play { card });
    go(&mut s, Choice::SetSails);
    s.undo(seat).expect("nothing was revealed");
    s.undo(seat).expect("nothing was revealed");
    assert_eq!(*s.state(), before);
    // Ending the turn draws: the draw cannot be taken back.
    go(&mut s, Choice::EndMain);
    assert!(s.undo_blocked(seat).is_some());
}
