//! Constructing Buildings (l.793) and BUILDING TYPES (l.839–857); damage outside battle and
//! SUNKEN SHIPS (l.1129–1137).

mod common;

use common::*;
use dead_reckoning::content::{BuildingKind, Role};
use dead_reckoning::rules::{Choice, Event, Goods, Kind, PaySource, Place, State};

/// The seat controls an island (4 slots, all its) in cell 0, its Ship in Harbor, 9 cargo on
/// its Dock; its First Mate at `level` in hand.
fn holding(st: &mut State, seat: usize, level: u8) {
    board_into(st, island_of(4, &[]), 0);
    cubes_on(st, 0, only(seat, 4), [0; 4]);
    st.seats[seat].dock = 9;
    in_hand(st, seat, sailor(Role::FirstMate, 0), level);
}

fn build(s: &mut game_core::Session<dead_reckoning::DeadReckoning>, building: BuildingKind) {
    go(s, Choice::BuildAt { cell: 0, building });
}

// DR rules: Constructing a Building (l.793) and BUILDING TYPES (l.841): on an island the seat
// controls, anywhere, paid from Ship or Dock (Fort 4, Garrison 3 ours DR-R 9, Outpost 2); at most
// one of each type an island.
#[test]
fn one_of_each_type() {
    let mate = sailor(Role::FirstMate, 0);
    let (mut s, seat) = position(1101, |st, seat| holding(st, seat, 4));
    go(&mut s, Choice::Play { card: mate });
    go(&mut s, use_level(mate, 0, 0));
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Build);
    assert_eq!(
        d.options.len(),
        4,
        "three types on cell 0, or done: {:?}",
        d.options
    );
    build(&mut s, BuildingKind::Fort);
    assert_eq!(s.state().seats[seat].dock, 5);
    let d = s.decision().unwrap();
    assert!(!d.options.contains(&Choice::BuildAt {
        cell: 0,
        building: BuildingKind::Fort
    }));
    build(&mut s, BuildingKind::Garrison);
    // 2 cargo left: an Outpost (2) still; then the ability's three are spent.
    build(&mut s, BuildingKind::Outpost);
    assert_eq!(s.state().seats[seat].dock, 0);
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
    assert_eq!(
        s.state().cells[0].island.as_ref().unwrap().buildings,
        [true; 3]
    );
    assert_eq!(s.state().buildings, [9, 9, 9]);
}

// DR rules: Forts (l.845): while a seat controls an island with a Fort (or a Garrison, l.857),
// other seats may not place or remove cubes there, produce there, or load or unload there;
// they may still buy the card on its board.
#[test]
fn fort_bars_cubes_production_goods_but_not_buying() {
    let buc = sailor(Role::Buccaneer, 0);
    let purser = sailor(Role::Purser, 0);
    let s = started(2, 1102);
    let mover = s.state().turn.active;
    let owner = 1 - mover;
    let mut s = edited(&s, |st| {
        board_into(st, island_of(4, &[]), 0);
        board_into(st, island_of(3, &[]), 1);
        cubes_on(st, 0, only(owner, 4), [0; 4]);
        let i = st.cells[0].island.as_mut().unwrap();
        i.buildings[BuildingKind::Fort as usize] = true;
        i.cargo = 3;
        st.buildings[BuildingKind::Fort as usize] -= 1;
        st.seats[mover].ship.at = Place::Cell(0);
        st.seats[mover].ship.spaces[0].cargo = 4;
        in_hand(st, mover, buc, 1);
        in_hand(st, mover, purser, 1);
    });
    go(&mut s, Choice::Play { card: buc });
    go(&mut s, Choice::Play { card: purser });
    let opts = s.decision().unwrap().options;
    assert!(!opts.contains(&use_level(buc, 0, 0)), "no Influence");
    assert!(!opts.iter().any(|c| matches!(c, Choice::Unload { .. })));
    // Cell 1 holds an island anyone may produce on; cell 0 is barred.
    go(&mut s, use_level(purser, 0, 0));
    let d = s.decision().unwrap();
    assert!(!d.options.contains(&Choice::ProduceAt { cell: 0 }));
    go(&mut s, d.options[0]);
    let cost = data().rows[s.state().cells[0].card.unwrap().0 as usize].cost;
    assert!(cost <= 4);
    assert!(s.decision().unwrap().options.contains(&Choice::Buy));
}

// DR rules: Outposts (l.851): an island with an Outpost produces 1 cargo and 1 coin more.
#[test]
fn outpost_example() {
    let purser = sailor(Role::Purser, 0);
    let (mut s, _) = position(1103, |st, seat| {
        board_into(st, island_of(4, &[]), 0);
        in_hand(st, seat, purser, 1);
    });
    let d = data();
    let plain = dead_reckoning::rules::islands::yield_of(&d, s.state(), 0);
    s = edited(&s, |st| {
        let seat = st.turn.active;
        cubes_on(st, 0, only(seat, 4), [0; 4]);
        st.cells[0].island.as_mut().unwrap().buildings[BuildingKind::Outpost as usize] = true;
        st.buildings[BuildingKind::Outpost as usize] -= 1;
    });
    assert_eq!(
        dead_reckoning::rules::islands::yield_of(&d, s.state(), 0),
        (plain.0 + 1, plain.1 + 1)
    );
    go(&mut s, Choice::Play { card: purser });
    go(&mut s, use_level(purser, 0, 0));
    let events = go(&mut s, Choice::ProduceAt { cell: 0 });
    assert!(events.contains(&Event::Produced {
        cell: 0,
        cargo: plain.0 + 1,
        coins: plain.1 + 1
    }));
}

/// The other seat's Garrison on the island in cell 1; the mover in Harbor at Sails `n` with
/// `damage`, `coins` aboard and `chest` coins.
fn garrison(
    seed: u64,
    damage: u8,
    coins: u8,
    chest: u16,
) -> (game_core::Session<dead_reckoning::DeadReckoning>, usize) {
    position(seed, |st, seat| {
        let owner = 1 - seat;
        board_into(st, island_of(4, &[]), 1);
        cubes_on(st, 1, only(owner, 4), [0; 4]);
        st.cells[1].island.as_mut().unwrap().buildings[BuildingKind::Garrison as usize] = true;
        st.buildings[BuildingKind::Garrison as usize] -= 1;
        st.turn.sails_set = true;
        let s = &mut st.seats[seat];
        s.ship.sails = 3;
        s.ship.damage = damage;
        s.ship.spaces[3].coins = coins;
        s.ship.spaces[0].cargo = 2;
        s.chest = chest;
    })
}

// DR rules: Garrisons (l.857): a Ship entering a board with another seat's Garrison takes 1
// damage, even passing through.
#[test]
fn garrison_hits_passing_ships() {
    let (mut s, seat) = garrison(1104, 0, 0, 15);
    let events = go(&mut s, Choice::Step { to: Place::Cell(1) });
    assert!(events.contains(&Event::GarrisonHit {
        seat,
        cell: 1,
        owner: 1 - seat
    }));
    go(&mut s, Choice::Step { to: Place::Cell(2) });
    assert_eq!(s.state().seats[seat].ship.damage, 1);
}

// DR rules: SUNKEN SHIPS (l.1131): a 5th damage outside battle sinks the Ship at once: to
// Harbor, repaired, Sails 0; its cargo stays aboard; it plays on (our reading, DR-R 44).
#[test]
fn fifth_damage_sinks_at_once() {
    let (mut s, seat) = garrison(1105, 4, 0, 15);
    let events = go(&mut s, Choice::Step { to: Place::Cell(1) });
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Sunk { seat: x, .. } if *x == seat))
    );
    let st = &s.state().seats[seat];
    assert_eq!(st.ship.at, Place::Harbor);
    assert_eq!((st.ship.damage, st.ship.sails), (0, 0));
    assert_eq!(st.ship.spaces[0].cargo, 2);
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
}

// DR rules: SUNKEN SHIPS (l.1133–1137): all coins aboard lost, topped up to 5 from the chest,
// to the chest of the seat that caused it (a Garrison's controller); short, what there is
// (ours, P-13).
#[test]
fn coins_topped_to_5_to_garrison_owner() {
    let (mut s, seat) = garrison(1106, 4, 2, 15);
    let owner = 1 - seat;
    let theirs = s.state().seats[owner].chest;
    let events = go(&mut s, Choice::Step { to: Place::Cell(1) });
    assert!(events.contains(&Event::Sunk {
        seat,
        by: Some(owner),
        coins: 5
    }));
    assert_eq!(s.state().seats[seat].chest, 12);
    assert_eq!(s.state().seats[owner].chest, theirs + 5);
    let (mut s, seat) = garrison(1107, 4, 1, 2);
    let events = go(&mut s, Choice::Step { to: Place::Cell(1) });
    assert!(events.contains(&Event::Sunk {
        seat,
        by: Some(1 - seat),
        coins: 3
    }));
    assert_eq!(s.state().seats[seat].chest, 0);
}

// DR rules: Constructing a Building (l.793; ours P-12): when control of an island changes,
// every building on it goes back to the supply.
#[test]
fn control_change_removes_buildings() {
    let buc = sailor(Role::Buccaneer, 0);
    let s = started(2, 1108);
    let mover = s.state().turn.active;
    let owner = 1 - mover;
    let mut s = edited(&s, |st| {
        board_into(st, island_of(3, &[]), 0);
        cubes_on(st, 0, only(owner, 3), [0; 4]);
        st.cells[0].island.as_mut().unwrap().buildings[BuildingKind::Outpost as usize] = true;
        st.buildings[BuildingKind::Outpost as usize] -= 1;
        st.seats[mover].ship.at = Place::Cell(0);
        in_hand(st, mover, buc, 3);
    });
    go(&mut s, Choice::Play { card: buc });
    go(&mut s, use_level(buc, 0, 0));
    for _ in 0..3 {
        go(&mut s, Choice::Replace { victim: owner });
    }
    let events = go(&mut s, Choice::EndMain);
    assert!(events.contains(&Event::BuildingsRemoved { cell: 0 }));
    assert_eq!(
        s.state().cells[0].island.as_ref().unwrap().buildings,
        [false; 3]
    );
    assert_eq!(s.state().buildings[BuildingKind::Outpost as usize], 10);
    let _ = (Goods::Cargo, PaySource::Dock);
}
