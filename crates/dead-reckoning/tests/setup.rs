//! SETUP A–F (l.373–440), through a new game's session.

mod common;

use common::*;
use dead_reckoning::rules::{Choice, Event, Kind, LevelAt, Place, SeatKind, row_of};
use game_core::Game;

// DR rules: SETUP A–B (l.375–381): 8/9/10 islands by 2/3/4 seats, the rest left in the box.
#[test]
fn islands_by_seat_count() {
    let d = data();
    for (seats, want) in [(2, 8), (3, 9), (4, 10)] {
        for seed in 0..20 {
            let s = game(seats, seed);
            let islands = s
                .state()
                .cells
                .iter()
                .filter(|c| (c.board.0 as usize) < d.islands.len())
                .count();
            assert_eq!(islands, want, "{seats} seats, seed {seed}");
            assert_eq!(s.state().boxed_islands.len(), d.islands.len() - want);
        }
    }
}

// DR rules: SETUP B (l.377–381): the two open seas without a seat icon always; the 3-icon sea
// at 2–3 seats; the 2-icon sea at 2 seats: always 12 boards.
#[test]
fn open_seas_by_seat_count() {
    let d = data();
    for (seats, want) in [(2, 4), (3, 3), (4, 2)] {
        let s = game(seats, 7);
        let seas: Vec<usize> = s
            .state()
            .cells
            .iter()
            .map(|c| c.board.0 as usize)
            .filter(|b| *b >= d.islands.len())
            .collect();
        assert_eq!(seas.len(), want, "{seats} seats");
        assert_eq!(s.state().cells.len(), 12);
    }
}

// DR rules: SETUP A, C (l.381, l.385–399): Row 1's three boards face up, a Row-1 card on
// each; every other board face down without a card; each box shuffled on its own.
#[test]
fn row_one_face_up_with_a_card_each() {
    let d = data();
    let (s, events) =
        game_core::Session::<dead_reckoning::DeadReckoning>::new(d.clone(), config(3, 11)).unwrap();
    for (i, c) in s.state().cells.iter().enumerate() {
        let row1 = row_of(i as u8) == 1;
        assert_eq!(c.face_up, row1, "cell {i}");
        match c.card {
            Some(card) => {
                assert!(row1, "cell {i}");
                assert_eq!(d.rows[card.0 as usize].row, 1);
            }
            None => assert!(!row1, "cell {i} has no card"),
        }
    }
    let placed = events
        .iter()
        .filter(|e| matches!(e, Event::CardPlaced { from_row: 1, .. }))
        .count();
    assert_eq!(placed, 3);
    let row1 = d.rows.iter().filter(|c| c.row == 1).count();
    assert_eq!(s.state().boxes[0].len(), row1 - 3);
    // Two seeds deal different boxes.
    assert_ne!(s.state().boxes, game(3, 12).state().boxes);
}

// DR rules: SETUP E (l.409–415): 15 coins in the chest, 35 cubes (one on the Sail track: ours,
// P-1), 11 markers, the Ship in Harbor at Sails 0; F: 4 cards drawn.
#[test]
fn each_seat_15_coins_35_cubes_11_markers_in_harbor() {
    let s = game(4, 3);
    for (seat, st) in s.state().seats.iter().enumerate() {
        assert_eq!(st.chest, 15, "seat {seat}");
        assert_eq!(st.cubes, 34, "seat {seat}: 35 less the Sail track's");
        assert_eq!(st.markers, 11);
        assert_eq!(st.ship.at, Place::Harbor);
        assert_eq!(st.ship.sails, 0);
        assert_eq!(st.ship.damage, 0);
        assert_eq!(st.hand.len(), 4);
        assert_eq!(st.deck.len(), 8);
        assert!(
            st.cards
                .iter()
                .all(|c| c.level == 1 && c.sleeve == [None; 3])
        );
    }
}

// DR rules: SETUP F (l.438): the first seat at random; cargo 1, 2, 3, 2 to the Docks clockwise
// from it.
#[test]
fn starting_cargo_1_2_3_2() {
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..40 {
        let s = game(4, seed);
        let first = s.state().first;
        firsts.insert(first);
        for (i, want) in [1, 2, 3, 2].into_iter().enumerate() {
            assert_eq!(s.state().seats[(first + i) % 4].dock, want, "seed {seed}");
        }
    }
    assert_eq!(firsts.len(), 4, "every seat may be first");
    let s = game(2, 5);
    let first = s.state().first;
    assert_eq!(s.state().seats[first].dock, 1);
    assert_eq!(s.state().seats[1 - first].dock, 2);
}

// DR rules: SETUP F (l.438): the fourth seat may level one card of its opening hand before its
// first turn; the others may not.
#[test]
fn fourth_seat_may_level_first() {
    let mut s = game(4, 21);
    let first = s.state().first;
    for _ in 0..4 {
        let d = s.decision().unwrap();
        assert_eq!(d.kind, Kind::KeepBonus);
        go(&mut s, d.options[0]);
    }
    let d = s.decision().unwrap();
    let fourth = (first + 3) % 4;
    assert_eq!((d.seat, d.kind), (fourth, Kind::Level(LevelAt::Opening)));
    let card = s.state().seats[fourth].hand[0];
    assert!(d.options.contains(&Choice::Level { card }));
    assert!(d.options.contains(&Choice::NoLevel));
    let events = go(&mut s, Choice::Level { card });
    assert!(events.contains(&Event::Leveled {
        seat: fourth,
        to4: false
    }));
    assert_eq!(s.state().seats[fourth].cards[card.0 as usize].level, 2);
    assert!(s.state().seats[fourth].hand.contains(&card));
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (first, Kind::Main));
    // At three seats nobody levels first.
    let s3 = started(3, 21);
    assert!(
        s3.state()
            .seats
            .iter()
            .all(|st| st.cards.iter().all(|c| c.level == 1))
    );
}

// DR rules: SETUP E (l.434): two Bonus tokens dealt, one kept face down; the other goes back
// to the box unseen.
#[test]
fn bonus_two_dealt_one_kept_secret() {
    let mut s = game(3, 8);
    let first = s.state().first;
    for i in 0..3 {
        let seat = (first + i) % 3;
        let d = s.decision().unwrap();
        assert_eq!((d.seat, d.kind), (seat, Kind::KeepBonus));
        let offer = s.state().seats[seat].bonus_offer.clone();
        assert_eq!(offer.len(), 2);
        assert_eq!(d.options.len(), 2);
        let Choice::KeepBonus { token } = d.options[1] else {
            panic!()
        };
        let events = go(&mut s, d.options[1]);
        assert_eq!(events[0], Event::BonusKept { seat });
        assert_eq!(s.state().seats[seat].bonus, Some(token));
        let other = offer.into_iter().find(|t| *t != token).unwrap();
        assert!(s.state().bonus_box.contains(&other));
        // Nobody else sees which: not in the events, not in another seat's observation.
        let json = serde_json::to_string(&events).unwrap();
        assert!(!json.contains("token"));
        let theirs = s.observation((seat + 1) % 3);
        assert!(theirs.table[seat].has_bonus);
        assert_eq!(theirs.own.bonus, s.state().seats[(seat + 1) % 3].bonus);
        assert_eq!(s.observation(seat).own.bonus, Some(token));
    }
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
    assert_eq!(s.state().bonus_box.len(), 8 - 3);
}

// DR rules: SETUP E (l.434), "optional": a new-game switch (our reading, DR-R 42); off, no
// token is dealt and play begins at once.
#[test]
fn bonus_switch_off() {
    let mut c = config(3, 8);
    c.bonus_tokens = false;
    let s = game_with(c);
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
    assert!(
        s.state()
            .seats
            .iter()
            .all(|st| st.bonus.is_none() && st.bonus_offer.is_empty())
    );
    assert_eq!(s.state().bonus_box.len(), 8);
}

// DR rules: PLAYER COMPONENTS (2–4 seats; a table of one is part three's Rival): any other
// count is one clear error.
#[test]
fn seat_counts_outside_two_to_four_are_refused() {
    for n in [0, 1, 5] {
        let err = dead_reckoning::DeadReckoning::setup(&data(), config(n, 1)).expect_err("refused");
        assert_eq!(
            err.to_string(),
            format!("Dead Reckoning is played by 2 to 4 seats, not {n}")
        );
    }
    let _ = SeatKind::Random;
}
