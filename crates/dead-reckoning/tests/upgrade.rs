//! Upgrading your Ship (l.827–829) and Elite Vessel (l.1194).

mod common;

use common::*;
use dead_reckoning::content::{Ach, Role, Tier};
use dead_reckoning::rules::{Choice, Event, Kind, achievements, ship};

fn bosun(
    level: u8,
    seed: u64,
    edit: impl FnOnce(&mut dead_reckoning::rules::State, usize),
) -> (game_core::Session<dead_reckoning::DeadReckoning>, usize) {
    let b = sailor(Role::Bosun, 0);
    let (mut s, seat) = position(seed, |st, seat| {
        in_hand(st, seat, b, level);
        st.seats[seat].dock = 9;
        edit(st, seat);
    });
    go(&mut s, Choice::Play { card: b });
    (s, seat)
}

/// The Bosun's Upgrade of `tier` (level 3: Basic; level 4: Basic or Advanced).
fn upgrade(s: &mut game_core::Session<dead_reckoning::DeadReckoning>, tier: Tier) {
    let b = sailor(Role::Bosun, 0);
    let effect = match tier {
        Tier::Basic => 1,
        Tier::Advanced => 2,
    };
    go(s, use_level(b, 0, effect));
    // Paid from the Dock where the holds hold cargo too.
    while s.decision().unwrap().kind == Kind::Pay {
        go(
            s,
            Choice::PayFrom {
                source: dead_reckoning::rules::PaySource::Dock,
            },
        );
    }
}

fn kind_of(tier: Tier) -> u8 {
    data().upgrades.iter().position(|u| u.tier == tier).unwrap() as u8
}

// DR rules: Upgrading (l.827): pay, take a tile of the tier, place it on a blank space (B or
// C) while there is one.
#[test]
fn blank_space_first() {
    let (mut s, seat) = bosun(4, 1201, |_, _| {});
    upgrade(&mut s, Tier::Advanced);
    assert_eq!(s.state().seats[seat].dock, 3);
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Upgrade);
    assert!(d.options.iter().all(|c| matches!(c, Choice::Tile { kind } if data().upgrades[*kind as usize].tier == Tier::Advanced)));
    go(
        &mut s,
        Choice::Tile {
            kind: kind_of(Tier::Advanced),
        },
    );
    let d = s.decision().unwrap();
    assert_eq!(
        d.options,
        vec![Choice::Cover { space: 1 }, Choice::Cover { space: 2 }]
    );
    let events = go(&mut s, Choice::Cover { space: 2 });
    assert!(events.contains(&Event::Upgraded {
        seat,
        kind: kind_of(Tier::Advanced),
        space: 2,
        covered: false
    }));
    assert_eq!(s.state().seats[seat].upgrades, 1);
    let u = &data().upgrades[kind_of(Tier::Advanced) as usize];
    let f = ship::face(&data(), &s.state().seats[seat].ship, 2);
    assert_eq!((f.sails, f.cannons, f.hold), (u.sails, u.cannons, u.hold));
}

// DR rules: Upgrading (l.829; our reading DR-R 14): with no blank space any space may be
// covered, its hold emptied first (rearranged or jettisoned).
#[test]
fn cover_empties_hold_first() {
    let k = kind_of(Tier::Basic);
    let (mut s, seat) = bosun(3, 1202, |st, seat| {
        for space in [1, 2] {
            st.seats[seat].ship.spaces[space].tiles.push(k);
            st.tiles[k as usize] -= 1;
            st.seats[seat].upgrades += 1;
        }
        st.seats[seat].ship.spaces[0].cargo = 2;
    });
    upgrade(&mut s, Tier::Basic);
    go(&mut s, Choice::Tile { kind: k });
    let d = s.decision().unwrap();
    // Space A holds cargo: not coverable until emptied; B, C (tiles) and D may be covered.
    assert!(!d.options.contains(&Choice::Cover { space: 0 }));
    assert!(d.options.contains(&Choice::Cover { space: 3 }));
    assert!(d.options.contains(&Choice::Jettison {
        goods: dead_reckoning::rules::Goods::Cargo,
        space: 0
    }));
    go(
        &mut s,
        Choice::Rearrange {
            goods: dead_reckoning::rules::Goods::Cargo,
            from: 0,
            to: 3,
        },
    );
    go(
        &mut s,
        Choice::Rearrange {
            goods: dead_reckoning::rules::Goods::Cargo,
            from: 0,
            to: 3,
        },
    );
    let events = go(&mut s, Choice::Cover { space: 0 });
    assert!(events.contains(&Event::Upgraded {
        seat,
        kind: k,
        space: 0,
        covered: true
    }));
    assert_eq!(s.state().seats[seat].ship.spaces[0].tiles, vec![k]);
}

// DR rules: Upgrading (l.829) and Elite Vessel (l.1194): covered tiles still count; the fourth
// Upgrade acquired places the marker.
#[test]
fn covered_tiles_count_for_elite_vessel() {
    let k = kind_of(Tier::Basic);
    let (mut s, seat) = bosun(3, 1203, |st, seat| {
        for space in [1, 2, 1] {
            st.seats[seat].ship.spaces[space].tiles.push(k);
            st.tiles[k as usize] -= 1;
            st.seats[seat].upgrades += 1;
        }
    });
    assert!(!achievements::has(s.state(), seat, Ach::EliteVessel));
    upgrade(&mut s, Tier::Basic);
    go(&mut s, Choice::Tile { kind: k + 1 });
    let events = go(&mut s, Choice::Cover { space: 3 });
    assert!(events.contains(&Event::AchievementMarked {
        seat,
        ach: Ach::EliteVessel
    }));
    assert_eq!(s.state().seats[seat].upgrades, 4);
}

// DR rules: Upgrading (ours, P-10): with no tile of the tier left, the Upgrade is not offered
// and nothing is paid.
#[test]
fn none_left_not_offered() {
    let (s, _) = bosun(4, 1204, |st, _| {
        for (k, u) in data().upgrades.iter().enumerate() {
            if u.tier == Tier::Advanced {
                // Into the other seat's hold stacks (the box counts must still hold).
                let other = 1 - st.turn.active;
                for _ in 0..st.tiles[k] {
                    st.seats[other].ship.spaces[1].tiles.push(k as u8);
                    st.seats[other].upgrades += 1;
                }
                st.tiles[k] = 0;
            }
        }
    });
    let b = sailor(Role::Bosun, 0);
    let opts = s.decision().unwrap().options;
    assert!(opts.contains(&use_level(b, 0, 1)));
    assert!(!opts.contains(&use_level(b, 0, 2)));
}
