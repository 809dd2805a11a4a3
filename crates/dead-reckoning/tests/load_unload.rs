//! LOAD / UNLOAD / REARRANGE / JETTISON (l.466–492), a unit at a time.

mod common;

use common::*;
use dead_reckoning::rules::{Choice, Event, Goods, Kind};

// DR rules: LOADING (l.470) and UNLOADING (l.474): in Harbor, cargo from the Dock into a
// hold and back; coins unloaded go to the chest (and never load from it: ours, P-2).
#[test]
fn harbor_dock_and_chest() {
    let (mut s, seat) = position(101, |st, seat| {
        st.seats[seat].dock = 2;
        st.seats[seat].ship.spaces[3].coins = 1;
    });
    let d = s.decision().unwrap();
    assert!(d.options.contains(&Choice::Load {
        goods: Goods::Cargo,
        space: 0
    }));
    assert!(!d.options.iter().any(|c| matches!(
        c,
        Choice::Load {
            goods: Goods::Coin,
            ..
        }
    )));
    // Blank spaces B and C hold nothing.
    assert!(!d.options.contains(&Choice::Load {
        goods: Goods::Cargo,
        space: 1
    }));
    let events = go(
        &mut s,
        Choice::Load {
            goods: Goods::Cargo,
            space: 0,
        },
    );
    assert_eq!(
        events,
        vec![Event::Loaded {
            seat,
            goods: Goods::Cargo,
            space: 0,
            from: None
        }]
    );
    assert_eq!(s.state().seats[seat].dock, 1);
    assert_eq!(holds(&s, seat)[0], (1, 0));
    let chest = s.state().seats[seat].chest;
    go(
        &mut s,
        Choice::Unload {
            goods: Goods::Coin,
            space: 3,
        },
    );
    assert_eq!(s.state().seats[seat].chest, chest + 1);
    assert_eq!(holds(&s, seat)[3], (0, 0));
    go(
        &mut s,
        Choice::Unload {
            goods: Goods::Cargo,
            space: 0,
        },
    );
    assert_eq!(s.state().seats[seat].dock, 2);
}

// DR rules: LOADING (l.471): at an island you control, its cargo and coins load; at one you
// do not, nothing loads.
#[test]
fn only_controlled_islands_load() {
    for controlled in [false, true] {
        let (mut s, seat) = position(102, |st, seat| {
            let cell = face_up_island(st);
            ship_to(st, seat, cell);
            let i = st.cells[cell as usize].island.as_mut().unwrap();
            i.cargo = 2;
            i.coins = 1;
            if controlled {
                let slots = data().islands[st.cells[cell as usize].board.0 as usize].slots;
                cubes_on(st, cell, only(seat, slots), [0; 4]);
            }
        });
        let loads: Vec<Choice> = s
            .decision()
            .unwrap()
            .options
            .into_iter()
            .filter(|c| matches!(c, Choice::Load { .. }))
            .collect();
        assert_eq!(!loads.is_empty(), controlled);
        if controlled {
            let cell = face_up_island(s.state());
            go(
                &mut s,
                Choice::Load {
                    goods: Goods::Coin,
                    space: 3,
                },
            );
            let i = s.state().cells[cell as usize].island.clone().unwrap();
            assert_eq!((i.cargo, i.coins), (2, 0));
            assert_eq!(holds(&s, seat)[3], (0, 1));
        }
    }
}

// DR rules: UNLOADING (l.476): onto any island, controlled or not.
#[test]
fn unload_at_any_island() {
    let (mut s, seat) = position(103, |st, seat| {
        let cell = face_up_island(st);
        ship_to(st, seat, cell);
        st.seats[seat].ship.spaces[0].cargo = 2;
    });
    let cell = face_up_island(s.state());
    let events = go(
        &mut s,
        Choice::Unload {
            goods: Goods::Cargo,
            space: 0,
        },
    );
    assert_eq!(
        events,
        vec![Event::Unloaded {
            seat,
            goods: Goods::Cargo,
            space: 0,
            to: Some(cell)
        }]
    );
    assert_eq!(
        s.state().cells[cell as usize]
            .island
            .as_ref()
            .unwrap()
            .cargo,
        1
    );
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
}

// DR rules: REARRANGING (l.486) and JETTISONING (l.490): goods move between holds with room,
// or go back to the supply; a hold never passes its capacity (A 4, D 3, l.482).
#[test]
fn rearrange_and_jettison_within_capacity() {
    let (mut s, seat) = position(104, |st, seat| {
        st.seats[seat].ship.spaces[0].cargo = 4;
        st.seats[seat].ship.spaces[3].cargo = 2;
        st.seats[seat].dock = 5;
    });
    let opts = s.decision().unwrap().options;
    assert!(!opts.contains(&Choice::Load {
        goods: Goods::Cargo,
        space: 0
    }));
    assert!(opts.contains(&Choice::Rearrange {
        goods: Goods::Cargo,
        from: 0,
        to: 3
    }));
    assert!(!opts.contains(&Choice::Rearrange {
        goods: Goods::Cargo,
        from: 3,
        to: 0
    }));
    go(
        &mut s,
        Choice::Rearrange {
            goods: Goods::Cargo,
            from: 0,
            to: 3,
        },
    );
    assert_eq!(holds(&s, seat)[0].0, 3);
    assert_eq!(holds(&s, seat)[3].0, 3);
    go(
        &mut s,
        Choice::Jettison {
            goods: Goods::Cargo,
            space: 3,
        },
    );
    assert_eq!(holds(&s, seat)[3].0, 2);
    assert_eq!(
        s.state().seats[seat].dock,
        5,
        "jettisoned goods go to the supply"
    );
}
