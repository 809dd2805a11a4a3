//! ACHIEVEMENTS (l.1139–1226).

mod common;

use common::*;
use dead_reckoning::content::Ach;
use dead_reckoning::rules::{Choice, Event, Kind, PaySource, achievements};

// DR rules: Master Merchant (l.1216–1222): return exactly 12 cargo at once from Ship and/or
// Dock (our reading DR-R 11: cargo) for its marker; offered only with 12 to return, once.
#[test]
fn master_merchant_returns_12_at_once() {
    let (s, _) = position(501, |st, seat| st.seats[seat].dock = 11);
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::MasterMerchant)
    );
    let (mut s, seat) = position(501, |st, seat| {
        st.seats[seat].dock = 10;
        st.seats[seat].ship.spaces[0].cargo = 3;
    });
    go(&mut s, Choice::MasterMerchant);
    // Dock or hold for each unit while both hold cargo.
    for _ in 0..3 {
        assert_eq!(s.decision().unwrap().kind, Kind::Pay);
        go(
            &mut s,
            Choice::PayFrom {
                source: PaySource::Hold(0),
            },
        );
    }
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Main, "the Dock pays the rest unasked");
    assert_eq!(s.state().seats[seat].dock, 1);
    assert!(achievements::has(s.state(), seat, Ach::MasterMerchant));
    assert_eq!(s.state().seats[seat].markers, 10);
    assert!(!d.options.contains(&Choice::MasterMerchant));
    let _ = Event::AchievementMarked {
        seat,
        ach: Ach::MasterMerchant,
    };
}

/// The seat set to sail `n` from Harbor.
fn sailing(
    seed: u64,
    n: u8,
    edit: impl FnOnce(&mut dead_reckoning::rules::State, usize),
) -> (game_core::Session<dead_reckoning::DeadReckoning>, usize) {
    position(seed, |st, seat| {
        st.turn.sails_set = true;
        st.seats[seat].ship.sails = n;
        edit(st, seat);
    })
}

// DR rules: Explorer (l.1200–1210): a progress cube for each board explored; at 5 (2 seats)
// the marker goes down and the cubes come back.
#[test]
fn explorer_cubes_and_marker() {
    use dead_reckoning::rules::Place;
    let i = achievements::index(Ach::Explorer);
    let (mut s, seat) = sailing(511, 2, |_, _| {});
    let cubes = s.state().seats[seat].cubes;
    go(&mut s, Choice::Step { to: Place::Cell(0) });
    let events = go(&mut s, Choice::Step { to: Place::Cell(3) });
    assert!(events.contains(&Event::Progress {
        seat,
        ach: Ach::Explorer
    }));
    assert_eq!(s.state().harbor[i].progress[seat], 1);
    assert_eq!(s.state().seats[seat].cubes, cubes - 1);
    // Four explored before: the fifth places the marker and the cubes come back.
    let (mut s, seat) = sailing(512, 2, |st, seat| {
        st.seats[seat].explored = 4;
        st.harbor[i].progress[seat] = 4;
        st.seats[seat].cubes -= 4;
    });
    let cubes = s.state().seats[seat].cubes;
    go(&mut s, Choice::Step { to: Place::Cell(0) });
    let events = go(&mut s, Choice::Step { to: Place::Cell(3) });
    assert!(events.contains(&Event::AchievementMarked {
        seat,
        ach: Ach::Explorer
    }));
    assert!(achievements::has(s.state(), seat, Ach::Explorer));
    assert_eq!(s.state().harbor[i].progress[seat], 0);
    assert_eq!(s.state().seats[seat].cubes, cubes + 4);
}

// DR rules: Explorer (l.1208; our reading DR-R 36): once fewer face-down boards remain than a
// seat still needs, its progress cubes come back.
#[test]
fn explorer_out_of_reach_returns_cubes() {
    use dead_reckoning::rules::Place;
    let i = achievements::index(Ach::Explorer);
    let (mut s, seat) = sailing(513, 2, |st, seat| {
        let other = 1 - seat;
        // Only cells 3 and 4 are face down; the other seat has 1 of 5.
        for c in 5..12 {
            ship_to(st, other, c);
        }
        st.seats[other].ship.at = Place::Harbor;
        st.seats[other].explored = 1;
        st.harbor[i].progress[other] = 1;
        st.seats[other].cubes -= 1;
        let _ = seat;
    });
    let other = 1 - seat;
    go(&mut s, Choice::Step { to: Place::Cell(0) });
    let events = go(&mut s, Choice::Step { to: Place::Cell(3) });
    // One face-down board left; the other seat needs 4 more.
    assert!(events.contains(&Event::ProgressReturned {
        seat: other,
        ach: Ach::Explorer
    }));
    assert_eq!(s.state().harbor[i].progress[other], 0);
    assert_eq!(
        s.state().harbor[i].progress[seat],
        0,
        "seat too: it needs 4 more"
    );
}
