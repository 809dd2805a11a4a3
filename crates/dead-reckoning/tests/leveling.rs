//! LEVELING (l.699–709): one card in hand goes up one level between a seat's turns (offered
//! after its draw, or at its next turn's start: our reading, DR-R 23).

mod common;

use common::*;
use dead_reckoning::rules::{Choice, Event, Kind, LevelAt};

// DR rules: LEVELING (l.703): a card in hand goes up one level and stays in hand, offered
// after the seat's draw; then the next seat's turn.
#[test]
fn one_card_in_hand_up_one_level() {
    let mut s = started(2, 61);
    let seat = s.state().turn.active;
    go(&mut s, Choice::EndMain);
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, Kind::Level(LevelAt::AfterDraw)));
    let hand = s.state().seats[seat].hand.clone();
    assert_eq!(d.options.len(), hand.len() + 1);
    let card = hand[2];
    let events = go(&mut s, Choice::Level { card });
    assert!(events.contains(&Event::Leveled { seat, to4: false }));
    assert_eq!(s.state().seats[seat].cards[card.0 as usize].level, 2);
    assert_eq!(s.state().seats[seat].hand, hand);
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (1 - seat, Kind::Main));
    // Which card: the owner's secret (the event does not say; the others see no level).
    let other = s.observation(1 - seat);
    assert_eq!(other.table[seat].hand, hand.len());
    assert!(other.own.hand.iter().all(|(_, c)| c.level == 1));
}

// DR rules: LEVELING (l.701): "If you haven't leveled up a card before the start of your next
// turn, do it before taking your turn" (our reading, DR-R 23: put off at the draw, offered
// first at the next turn's start; optional, ours P-6).
#[test]
fn deferred_to_turn_start() {
    let mut s = started(2, 62);
    let seat = s.state().turn.active;
    go(&mut s, Choice::EndMain);
    let events = go(&mut s, Choice::NoLevel);
    assert!(events.contains(&Event::LevelPutOff { seat }));
    assert!(s.state().seats[seat].level_due);
    // The other seat's turn, then its own level-up.
    go(&mut s, Choice::EndMain);
    go(&mut s, Choice::NoLevel);
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, Kind::Level(LevelAt::TurnStart)));
    let card = s.state().seats[seat].hand[0];
    go(&mut s, Choice::Level { card });
    assert!(!s.state().seats[seat].level_due);
    assert_eq!(s.state().seats[seat].cards[card.0 as usize].level, 2);
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
    // Passing at the turn's start forfeits it: no level-up is carried further.
    go(&mut s, Choice::EndMain);
    go(&mut s, Choice::NoLevel); // put off again
    assert_eq!(
        s.decision().unwrap().kind,
        Kind::Level(LevelAt::TurnStart),
        "the other seat put its own off too"
    );
    go(&mut s, Choice::NoLevel);
    go(&mut s, Choice::EndMain);
    let card = s.state().seats[1 - seat].hand[0];
    go(&mut s, Choice::Level { card });
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, Kind::Level(LevelAt::TurnStart)));
    go(&mut s, Choice::NoLevel);
    assert!(!s.state().seats[seat].level_due);
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
}

// DR rules: LEVELING (l.703–709): levels 1 → 2 → 3 → 4; a card at level 4 cannot level.
#[test]
fn level_4_is_the_top() {
    let s = started(2, 63);
    let seat = s.state().turn.active;
    let mut s = edited(&s, |st| {
        let top = st.seats[seat].hand[0];
        st.seats[seat].cards[top.0 as usize].level = 4;
        let three = st.seats[seat].hand[1];
        st.seats[seat].cards[three.0 as usize].level = 3;
    });
    let (top, three) = (s.state().seats[seat].hand[0], s.state().seats[seat].hand[1]);
    go(&mut s, Choice::EndMain);
    let d = s.decision().unwrap();
    assert!(!d.options.contains(&Choice::Level { card: top }));
    assert!(d.options.contains(&Choice::Level { card: three }));
    let events = go(&mut s, Choice::Level { card: three });
    assert!(events.contains(&Event::Leveled { seat, to4: true }));
    assert_eq!(s.state().seats[seat].cards[three.0 as usize].level, 4);
}
