//! SAILOR CARD REFERENCE, Crew (l.1466–1476): gains and repairs.

mod common;

use common::*;
use dead_reckoning::content::Role;
use dead_reckoning::rules::{Choice, Event, Goods, Kind, PaySource};

// DR rules: Crew level 2 (l.1470): in Harbor, pay 2 cargo (from Ship or Dock, our reading
// DR-R 47): repair 1. Not at sea; paid unit by unit where both hold cargo.
#[test]
fn repair_in_harbor_level_2() {
    let crew = sailor(Role::Crew, 0);
    let (mut s, seat) = position(301, |st, seat| {
        in_hand(st, seat, crew, 2);
        st.seats[seat].ship.damage = 2;
        st.seats[seat].dock = 1;
        st.seats[seat].ship.spaces[0].cargo = 2;
    });
    go(&mut s, Choice::Play { card: crew });
    go(&mut s, use_level(crew, 1, 0));
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Pay);
    assert_eq!(
        d.options,
        vec![
            Choice::PayFrom {
                source: PaySource::Dock
            },
            Choice::PayFrom {
                source: PaySource::Hold(0)
            }
        ]
    );
    go(
        &mut s,
        Choice::PayFrom {
            source: PaySource::Dock,
        },
    );
    // The Dock is empty now: the second unit comes from hold A without asking.
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
    assert_eq!(s.state().seats[seat].ship.damage, 1);
    assert_eq!(s.state().seats[seat].dock, 0);
    assert_eq!(holds(&s, seat)[0], (1, 0));

    // At sea the level-2 repair is not offered.
    let (mut s, seat) = position(302, |st, seat| {
        in_hand(st, seat, crew, 2);
        st.seats[seat].ship.damage = 1;
        st.seats[seat].dock = 3;
        let cell = face_up_island(st);
        ship_to(st, seat, cell);
    });
    go(&mut s, Choice::Play { card: crew });
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&use_level(crew, 1, 0))
    );
    let _ = seat;
}

// DR rules: Crew level 4 (l.1476): gain 4 cargo split between Ship and Dock as you like |
// repair 1 for free, anywhere.
#[test]
fn level_4_split_and_free_repair() {
    let crew = sailor(Role::Crew, 2);
    let (mut s, seat) = position(303, |st, seat| {
        in_hand(st, seat, crew, 4);
        st.seats[seat].ship.damage = 1;
        st.seats[seat].dock = 0;
        let cell = face_up_island(st);
        ship_to(st, seat, cell);
    });
    go(&mut s, Choice::Play { card: crew });
    go(&mut s, use_level(crew, 0, 0));
    assert_eq!(s.decision().unwrap().kind, Kind::Stow);
    for choice in [
        Choice::StowIn { space: 0 },
        Choice::ToDock,
        Choice::StowIn { space: 3 },
        Choice::ToDock,
    ] {
        assert!(s.decision().unwrap().options.contains(&Choice::ToDock));
        go(&mut s, choice);
    }
    assert_eq!(s.state().seats[seat].dock, 2);
    assert_eq!(holds(&s, seat)[0], (1, 0));
    assert_eq!(holds(&s, seat)[3], (1, 0));
    let events = go(&mut s, use_level(crew, 1, 0));
    assert!(events.contains(&Event::Repaired { seat, n: 1 }));
    assert!(!events.iter().any(|e| matches!(e, Event::Spent { .. })));
    let _ = Goods::Cargo;
}
