//! SET SAILS (l.498–516).

mod common;

use common::*;
use dead_reckoning::content::Role;
use dead_reckoning::rules::{Choice, Event, Place, State};

/// Holds A and D carry goods; the seat controls the island at `cell` if `controls`.
fn loaded_at_island(st: &mut State, seat: usize, controls: bool) {
    let cell = face_up_island(st);
    ship_to(st, seat, cell);
    st.seats[seat].ship.spaces[0].cargo = 1;
    st.seats[seat].ship.spaces[3].coins = 1;
    if controls {
        let slots = data().islands[st.cells[cell as usize].board.0 as usize].slots;
        cubes_on(st, cell, only(seat, slots), [0; 4]);
    }
}

fn set(s: &mut game_core::Session<dead_reckoning::DeadReckoning>, seat: usize) -> u8 {
    let events = go(s, Choice::SetSails);
    let Some(Event::SailsSet { n, .. }) = events.last() else {
        panic!("{events:?}")
    };
    assert_eq!(s.state().seats[seat].ship.sails, *n);
    *n
}

// DR rules: SET SAILS (l.500): once a turn, and before moving: no step is offered until the
// Sails are set, and Set Sails is not offered again.
#[test]
fn once_before_moving() {
    let (mut s, seat) = position(601, |_, _| {});
    let opts = s.decision().unwrap().options;
    assert!(opts.contains(&Choice::SetSails));
    assert!(!opts.iter().any(|c| matches!(c, Choice::Step { .. })));
    assert_eq!(set(&mut s, seat), 2, "hull A and D with empty holds");
    let opts = s.decision().unwrap().options;
    assert!(!opts.contains(&Choice::SetSails));
    assert!(opts.contains(&Choice::Step { to: Place::Cell(1) }));
}

// DR rules: SET SAILS (l.504): in Harbor, Sails under full holds count.
#[test]
fn covered_sails_in_harbor() {
    let (mut s, seat) = position(602, |st, seat| {
        st.seats[seat].ship.spaces[0].cargo = 4;
        st.seats[seat].ship.spaces[3].cargo = 3;
    });
    assert_eq!(set(&mut s, seat), 2);
}

// DR rules: SET SAILS (l.504): at an island the seat controls, Sails under full holds count;
// elsewhere they do not.
#[test]
fn covered_sails_at_a_controlled_island() {
    let (mut s, seat) = position(603, |st, seat| loaded_at_island(st, seat, true));
    assert_eq!(set(&mut s, seat), 2);
    let (mut s, seat) = position(603, |st, seat| loaded_at_island(st, seat, false));
    assert_eq!(set(&mut s, seat), 0);
}

// DR rules: SET SAILS, Purple's example (l.508): at its own island, 2 Sails on covered holds
// and 1 on a played card: 3.
#[test]
fn example_purple_3() {
    let captain = sailor(Role::Captain, 0);
    let (mut s, seat) = position(604, |st, seat| {
        loaded_at_island(st, seat, true);
        in_hand(st, seat, captain, 1);
    });
    go(&mut s, Choice::Play { card: captain });
    assert_eq!(set(&mut s, seat), 3);
}

// DR rules: SET SAILS, Blue's examples (l.512, l.516): at another's island the covered Sails
// do not count, only the card's: 1; jettisoning a hold's cargo uncovers its Sail: 2.
#[test]
fn example_blue_1() {
    let captain = sailor(Role::Captain, 0);
    for jettison in [false, true] {
        let (mut s, seat) = position(605, |st, seat| {
            loaded_at_island(st, seat, false);
            in_hand(st, seat, captain, 1);
        });
        go(&mut s, Choice::Play { card: captain });
        if jettison {
            go(
                &mut s,
                Choice::Jettison {
                    goods: dead_reckoning::rules::Goods::Cargo,
                    space: 0,
                },
            );
        }
        assert_eq!(set(&mut s, seat), 1 + jettison as u8);
    }
}

// DR rules: SET SAILS (l.500): at most 8.
#[test]
fn at_most_8() {
    let (a, b) = (sailor(Role::DeckHand, 0), sailor(Role::DeckHand, 1));
    let captain = sailor(Role::Captain, 0);
    let (mut s, seat) = position(606, |st, seat| {
        in_hand(st, seat, a, 4);
        in_hand(st, seat, b, 4);
        in_hand(st, seat, captain, 1);
    });
    for c in [a, b, captain] {
        go(&mut s, Choice::Play { card: c });
    }
    go(&mut s, use_level(a, 1, 0));
    go(&mut s, use_level(b, 1, 0));
    assert_eq!(s.state().turn.sail_gain, 6);
    assert_eq!(set(&mut s, seat), 8, "2 + 1 + 6 = 9, capped");
}

// DR rules: Deck Hand's "gain Sails" (l.1514; our reading, DR-R 13): counted only if used
// before the Sails are set; afterwards it is not offered.
#[test]
fn deck_hand_gain_sails_chosen_before() {
    let hand = sailor(Role::DeckHand, 0);
    let (mut s, seat) = position(607, |st, seat| in_hand(st, seat, hand, 2));
    go(&mut s, Choice::Play { card: hand });
    assert!(
        s.decision()
            .unwrap()
            .options
            .contains(&use_level(hand, 0, 1))
    );
    go(&mut s, use_level(hand, 0, 1));
    assert_eq!(set(&mut s, seat), 3);
    let (mut s, seat) = position(607, |st, seat| in_hand(st, seat, hand, 2));
    go(&mut s, Choice::Play { card: hand });
    assert_eq!(set(&mut s, seat), 2);
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&use_level(hand, 0, 1))
    );
}
