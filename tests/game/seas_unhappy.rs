//! Seas of Glory, MODULE 11, Unhappy (issue 74): "Whenever the captain wants to play a glory
//! card, they must roll LEADERSHIP. If failed, they cannot play the card this turn." The bar
//! is the card's and the turn's: another card may be tried with its own roll, and the barred
//! one is tried again once the next turn (any captain's) begins.

use crate::common::*;
use crate::seas_loyalty::crew_at;
use spanish_main::rules::*;

const UNHAPPY: i8 = -2;

// M&M rules: SEAS OF GLORY, Module 11, Unhappy: a failed roll bars that card, this turn: the
// captain tries another card (its own roll, passed: played); the barred card is not offered
// again this turn, and once the next captain's turn begins it is free to try again.
#[test]
fn module_11_a_failed_unhappy_roll_bars_that_card_this_turn_only() {
    // LEADERSHIP 2: the first card's roll fails, the second's passes.
    let (s, seat) = crew_at("havana", UNHAPPY, "F F S F");
    let mut s = edited(&s, |st| {
        give_glory(st, seat, "Buried Chest");
        give_glory(st, seat, "Admiral's Prize Money");
        st.seats[seat].favors = 0;
    });
    let hand = s.state().seats[seat].glory_cards.clone();
    let (first, second) = (hand[0], hand[1]);
    let play = |card| Choice::PlayGlory { card, nation: None };
    let events = pick(&mut s, play(first));
    assert!(events.contains(&GameEvent::GloryCardsBarred { seat }));
    assert!(!offers(&s, play(first)), "that card is barred this turn");
    assert!(offers(&s, play(second)), "another card may be tried");
    let events = pick(&mut s, play(second));
    assert!(events.contains(&GameEvent::GloryCardPlayed { seat, card: second }));
    assert!(!offers(&s, play(first)));
    assert_eq!(s.state().seats[seat].glory_barred, vec![first]);

    // The next turn (the other captain's) begins: the bar lifts.
    pick(&mut s, Choice::EndTurn);
    assert_ne!(s.decision().unwrap().seat, seat);
    assert!(s.state().seats[seat].glory_barred.is_empty());
    assert_eq!(s.observation(seat).seats[seat].glory_barred, 0);
    s.check_invariants().unwrap();
}
