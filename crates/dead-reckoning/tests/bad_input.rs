//! Bad input: one clear error, nothing changed.

mod common;

use common::*;
use dead_reckoning::rules::{Choice, SailorId};
use game_core::{ChoiceError, Session};

// DR rules: PLAY A CARD (l.494: from your hand): a card not in hand, or any choice not
// offered, is refused and changes nothing.
#[test]
fn choice_not_offered_changes_nothing() {
    let mut s = started(2, 81);
    let seat = s.state().turn.active;
    let before = s.state().clone();
    let absent = (0..12)
        .map(SailorId)
        .find(|c| !s.state().seats[seat].hand.contains(c))
        .unwrap();
    for bad in [Choice::Play { card: absent }, Choice::NoLevel] {
        let err = s.choose(bad).unwrap_err();
        assert_eq!(err, ChoiceError::NotOffered { choice: bad, seat });
        assert_eq!(*s.state(), before);
    }
}

// A save whose card lies in two places is refused on load, naming the card and both places.
#[test]
fn a_position_with_a_card_in_two_places_is_refused() {
    let s = started(2, 82);
    let mut state = s.state().clone();
    let card = state.boxes[1][0];
    state.seats[0].aside.push(card);
    let Err(err) = Session::<dead_reckoning::DeadReckoning>::from_state(data(), state) else {
        panic!("a card in two places was accepted")
    };
    let text = format!("{err}");
    let key = &data().rows[card.0 as usize].key;
    assert!(text.contains(key.as_str()), "{text}");
    assert!(
        text.contains("box 2") && text.contains("seat 0's aside"),
        "{text}"
    );
}
