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

// DR rules: Builder (l.1173): five buildings at once on islands the seat controls.
#[test]
fn builder_five_at_once() {
    use dead_reckoning::content::{BuildingKind, Role};
    let mate = sailor(Role::FirstMate, 0);
    let (mut s, seat) = position(521, |st, seat| {
        board_into(st, island_of(4, &[]), 0);
        board_into(st, island_of(5, &[]), 1);
        cubes_on(st, 0, only(seat, 4), [0; 4]);
        cubes_on(st, 1, only(seat, 5), [0; 4]);
        let i = st.cells[0].island.as_mut().unwrap();
        i.buildings = [true; 3];
        let j = st.cells[1].island.as_mut().unwrap();
        j.buildings[BuildingKind::Fort as usize] = true;
        st.buildings = [8, 9, 9];
        st.seats[seat].dock = 9;
        in_hand(st, seat, mate, 2);
    });
    go(&mut s, Choice::Play { card: mate });
    go(&mut s, use_level(mate, 0, 0));
    let events = go(
        &mut s,
        Choice::BuildAt {
            cell: 1,
            building: BuildingKind::Outpost,
        },
    );
    assert!(events.contains(&Event::AchievementMarked {
        seat,
        ach: Ach::Builder
    }));
}

// DR rules: Expert Sailors (l.1159–1161): a cube at the first and second card at level 4; at the
// third the cubes come back and the marker goes down.
#[test]
fn expert_sailors_progress() {
    let i = achievements::index(Ach::ExpertSailors);
    let (mut s, seat) = position(522, |st, seat| {
        let hand = st.seats[seat].hand.clone();
        for c in &hand[..3] {
            st.seats[seat].cards[c.0 as usize].level = 3;
        }
    });
    let hand = s.state().seats[seat].hand.clone();
    let cubes = s.state().seats[seat].cubes;
    for (n, c) in hand[..3].iter().enumerate() {
        go(&mut s, Choice::EndMain);
        let events = go(&mut s, Choice::Level { card: *c });
        assert!(events.contains(&Event::Leveled { seat, to4: true }));
        if n < 2 {
            assert_eq!(s.state().harbor[i].progress[seat], n as u8 + 1);
            assert_eq!(s.state().seats[seat].cubes, cubes - n as u8 - 1);
        } else {
            assert!(events.contains(&Event::AchievementMarked {
                seat,
                ach: Ach::ExpertSailors
            }));
            assert_eq!(s.state().harbor[i].progress[seat], 0);
            assert_eq!(s.state().seats[seat].cubes, cubes);
        }
        // The other seat's turn passes.
        loop {
            let d = s.decision().unwrap();
            match d.kind {
                Kind::Main if d.seat == seat => break,
                Kind::Main => go(&mut s, Choice::EndMain),
                _ => go(&mut s, Choice::NoLevel),
            };
        }
    }
}

// DR rules: Capitalist (l.1180–1186): 30 coins in the chest, announced: the marker goes down the
// moment the chest holds them.
#[test]
fn capitalist_announced() {
    use dead_reckoning::rules::Goods;
    let (mut s, seat) = position(523, |st, seat| {
        st.seats[seat].chest = 29;
        st.seats[seat].ship.spaces[3].coins = 1;
    });
    let events = go(
        &mut s,
        Choice::Unload {
            goods: Goods::Coin,
            space: 3,
        },
    );
    assert!(events.contains(&Event::AchievementMarked {
        seat,
        ach: Ach::Capitalist
    }));
}

// DR rules: ACHIEVEMENTS (our reading, DR-R 48): a condition met on another seat's turn places
// the marker at once: a Garrison's owner reaching 30 coins from the Ship it sinks.
#[test]
fn marker_on_anothers_turn() {
    use dead_reckoning::content::BuildingKind;
    use dead_reckoning::rules::Place;
    let (mut s, seat) = position(524, |st, seat| {
        let owner = 1 - seat;
        board_into(st, island_of(4, &[]), 1);
        cubes_on(st, 1, only(owner, 4), [0; 4]);
        st.cells[1].island.as_mut().unwrap().buildings[BuildingKind::Garrison as usize] = true;
        st.buildings[BuildingKind::Garrison as usize] -= 1;
        st.seats[owner].chest = 26;
        st.turn.sails_set = true;
        st.seats[seat].ship.sails = 1;
        st.seats[seat].ship.damage = 4;
        st.seats[seat].ship.spaces[3].coins = 3;
    });
    let owner = 1 - seat;
    let events = go(&mut s, Choice::Step { to: Place::Cell(1) });
    assert!(events.contains(&Event::AchievementMarked {
        seat: owner,
        ach: Ach::Capitalist
    }));
    assert_eq!(s.state().turn.active, seat);
}
