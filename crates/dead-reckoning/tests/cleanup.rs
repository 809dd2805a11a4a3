//! CLEANUP PHASE (l.624–697): steps 1, 3 and 5.

mod common;

use common::*;
use dead_reckoning::rules::{Choice, Event, Kind, LevelAt};

/// Play the first `n` cards of the active seat's hand, then end the Main phase.
fn play_and_end(s: &mut game_core::Session<dead_reckoning::DeadReckoning>, n: usize) -> Vec<Event> {
    let seat = s.state().turn.active;
    for _ in 0..n {
        let card = s.state().seats[seat].hand[0];
        go(s, Choice::Play { card });
    }
    go(s, Choice::EndMain)
}

// DR rules: CLEANUP 5 (l.677–681): played cards to the discard pile; with 0–2 cards left in
// hand draw 4, with 3 or more draw up to the hand limit of 6.
#[test]
fn discard_and_draw_to_limit() {
    let mut s = started(2, 31);
    let seat = s.state().turn.active;
    let events = play_and_end(&mut s, 3);
    assert!(events.contains(&Event::Discarded { seat, count: 3 }));
    assert!(events.contains(&Event::CardsDrawn { seat, count: 4 }));
    assert_eq!(s.state().seats[seat].hand.len(), 5);
    assert_eq!(s.state().seats[seat].discard.len(), 3);
    assert!(s.state().seats[seat].played.is_empty());

    let mut s = started(2, 32);
    let seat = s.state().turn.active;
    let events = play_and_end(&mut s, 1);
    assert!(events.contains(&Event::CardsDrawn { seat, count: 3 }));
    assert_eq!(s.state().seats[seat].hand.len(), 6);

    // A full hand draws nothing.
    let mut s = started(2, 33);
    let seat = s.state().turn.active;
    let s2 = edited(&s, |st| {
        for _ in 0..2 {
            let c = st.seats[seat].deck.pop().unwrap();
            st.seats[seat].hand.push(c);
        }
    });
    s = s2;
    let events = play_and_end(&mut s, 0);
    assert!(events.contains(&Event::CardsDrawn { seat, count: 0 }));
    assert_eq!(s.state().seats[seat].hand.len(), 6);
}

// DR rules: CLEANUP 5 (l.679): a deck that runs out mid-draw is the discard pile shuffled.
#[test]
fn reshuffle_when_deck_runs_out() {
    let s = started(2, 41);
    let seat = s.state().turn.active;
    let mut s = edited(&s, |st| {
        let st = &mut st.seats[seat];
        let mut rest: Vec<_> = st.deck.drain(1..).collect();
        st.discard.append(&mut rest);
    });
    assert_eq!(s.state().seats[seat].deck.len(), 1);
    let events = play_and_end(&mut s, 4);
    assert!(events.contains(&Event::Reshuffled { seat }));
    assert!(events.contains(&Event::CardsDrawn { seat, count: 4 }));
    let st = &s.state().seats[seat];
    assert_eq!(st.hand.len(), 4);
    assert!(st.discard.is_empty(), "the whole pile went into the deck");
    assert_eq!(st.deck.len(), 12 - 4);
    // The reshuffle is chance: the move before it cannot be taken back past it.
    assert!(s.undo_blocked(seat).is_some());
}

// DR rules: CLEANUP 3 (l.644): unspent Sails are lost; the track goes back to 0.
#[test]
fn lose_unspent_sails() {
    let s = started(3, 51);
    let seat = s.state().turn.active;
    let mut s = edited(&s, |st| {
        st.turn.sails_set = true;
        st.seats[seat].ship.sails = 3;
    });
    let events = play_and_end(&mut s, 0);
    assert!(events.contains(&Event::SailsLost { seat }));
    assert_eq!(s.state().seats[seat].ship.sails, 0);
    // Then its level-up, between its turns.
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, Kind::Level(LevelAt::AfterDraw)));
}

// DR rules: REFILL (l.636): an empty space takes a card from its Row's box; an empty box gives
// the next higher Row's (our reading, DR-R 18), else the next lower.
#[test]
fn refill_from_next_higher_row() {
    let s = started(2, 91);
    let mut s = edited(&s, |st| {
        let card = st.cells[0].card.take().unwrap();
        st.buried[0].push(card);
        let row1 = std::mem::take(&mut st.boxes[0]);
        st.buried[0].extend(row1);
    });
    let next = *s.state().boxes[1].last().unwrap();
    let events = play_and_end(&mut s, 0);
    assert!(events.contains(&Event::CardPlaced {
        cell: 0,
        card: next,
        from_row: 2
    }));
}
