//! Influence (l.762–766), ISLAND CONTROL and PERMANENT CUBES (l.859–891), RUNNING OUT OF CUBES
//! (l.783–785), Production (l.769–777), the hand icon (l.683), Settler (l.1188).

mod common;

use common::*;
use dead_reckoning::content::{Ach, Role};
use dead_reckoning::rules::{
    BoardId, Choice, Event, Kind, Place, SailorId, State, achievements, hand_limit,
};

/// Put an island with `slots` slots face up in cell 0 with the seat's Ship on it, and `cubes`
/// by seat on its slots and `perm` in its permanent area.
fn island_with(st: &mut State, seat: usize, slots: u8, cubes: [u8; 4], perm: [u8; 4]) -> u8 {
    board_into(st, island_of(slots, &[]), 0);
    cubes_on(st, 0, cubes, perm);
    st.seats[seat].ship.at = Place::Cell(0);
    0
}

fn played(s: &mut game_core::Session<dead_reckoning::DeadReckoning>, card: SailorId) {
    go(s, Choice::Play { card });
}

fn island(s: &game_core::Session<dead_reckoning::DeadReckoning>) -> dead_reckoning::rules::Island {
    s.state().cells[0].island.clone().unwrap()
}

// DR rules: Place Influence (l.763): a cube onto an empty slot; with none empty, replace an
// opponent's cube (returned to it).
#[test]
fn empty_slot_first_then_replace() {
    let buc = sailor(Role::Buccaneer, 0);
    let (mut s, seat) = position(1001, |st, seat| {
        let other = 1 - seat;
        let mut c = [0; 4];
        c[other] = 2;
        island_with(st, seat, 3, c, [0; 4]);
        in_hand(st, seat, buc, 2);
    });
    let other = 1 - seat;
    played(&mut s, buc);
    let theirs = s.state().seats[other].cubes;
    let events = go(&mut s, use_level(buc, 0, 0));
    assert!(events.contains(&Event::InfluencePlaced { seat, cell: 0 }));
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Influence);
    assert_eq!(d.options, vec![Choice::Replace { victim: other }]);
    let events = go(&mut s, Choice::Replace { victim: other });
    assert!(events.contains(&Event::CubeReplaced {
        seat,
        victim: other,
        cell: 0
    }));
    assert_eq!(s.state().seats[other].cubes, theirs + 1);
    let i = island(&s);
    assert_eq!((i.slot_cubes[seat], i.slot_cubes[other]), (2, 1));
}

// DR rules: Place Influence (l.764–766): all of one ability's Influence at once, then control
// is checked once (our reading, P-9: a batch runs until another action).
#[test]
fn batch_all_at_once() {
    let buc = sailor(Role::Buccaneer, 0);
    let (mut s, seat) = position(1002, |st, seat| {
        island_with(st, seat, 3, [0; 4], [0; 4]);
        in_hand(st, seat, buc, 3);
    });
    played(&mut s, buc);
    let events = go(&mut s, use_level(buc, 0, 0));
    let placed = events
        .iter()
        .filter(|e| matches!(e, Event::InfluencePlaced { .. }))
        .count();
    assert_eq!(placed, 3);
    // Control waits for the next action.
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ControlChanged { .. }))
    );
    assert_eq!(s.state().turn.batch, Some(0));
    let events = go(&mut s, Choice::SetSails);
    assert_eq!(
        events[0],
        Event::ControlChanged {
            cell: 0,
            from: None,
            to: Some(seat)
        }
    );
    assert!(events.contains(&Event::PermanentCube { seat, cell: 0 }));
    assert_eq!(island(&s).permanent[seat], 1);
}

// DR rules: Place Influence (l.763; our reading DR-R 32): Influence with no slot to take (all
// the seat's own) is lost.
#[test]
fn lost_when_nowhere() {
    let buc = sailor(Role::Buccaneer, 0);
    let (mut s, seat) = position(1003, |st, seat| {
        let mut c = [0; 4];
        c[seat] = 2;
        island_with(st, seat, 3, c, [0; 4]);
        in_hand(st, seat, buc, 2);
    });
    played(&mut s, buc);
    let events = go(&mut s, use_level(buc, 0, 0));
    assert!(events.contains(&Event::InfluenceLost { seat, n: 1 }));
    assert_eq!(island(&s).slot_cubes[seat], 3);
}

// DR rules: ISLAND CONTROL, Blue's example (l.879): Blue fills the last empty slot, then
// replaces 2 of Purple's: 3 against 2, control, and a permanent cube: 4 against 2.
#[test]
fn example_blue_takes_control() {
    let buc = sailor(Role::Buccaneer, 0);
    let (mut s, seat) = position(1004, |st, seat| {
        let other = 1 - seat;
        let mut c = [0; 4];
        c[other] = 4;
        island_with(st, seat, 5, c, [0; 4]);
        in_hand(st, seat, buc, 3);
    });
    let other = 1 - seat;
    assert_eq!(island(&s).controller, Some(other));
    played(&mut s, buc);
    go(&mut s, use_level(buc, 0, 0));
    go(&mut s, Choice::Replace { victim: other });
    go(&mut s, Choice::Replace { victim: other });
    let events = go(&mut s, Choice::EndMain);
    assert!(events.contains(&Event::ControlChanged {
        cell: 0,
        from: Some(other),
        to: Some(seat)
    }));
    let i = island(&s);
    assert_eq!(i.slot_cubes[seat] + i.permanent[seat], 4);
    assert_eq!(i.slot_cubes[other], 2);
}

// DR rules: ISLAND CONTROL (l.883): nobody controls an island whose leader has no more cubes
// than its empty slots.
#[test]
fn example_nobody() {
    let d = data();
    let (s, _) = position(1005, |st, seat| {
        let mut c = [0; 4];
        c[seat] = 2;
        island_with(st, seat, 5, c, [0; 4]);
    });
    assert_eq!(island(&s).controller, None);
    assert_eq!(
        dead_reckoning::rules::islands::control(&d, &s.state().cells[0]),
        None
    );
}

// DR rules: ISLAND CONTROL (l.887): Purple adds one cube, now has more than the empty slots:
// control, and a permanent cube.
#[test]
fn example_purple_adds_one() {
    let hand = sailor(Role::DeckHand, 0);
    let (mut s, seat) = position(1006, |st, seat| {
        let mut c = [0; 4];
        c[seat] = 1;
        island_with(st, seat, 3, c, [0; 4]);
        in_hand(st, seat, hand, 1);
    });
    played(&mut s, hand);
    go(&mut s, use_level(hand, 0, 0));
    let events = go(&mut s, Choice::EndMain);
    assert!(events.contains(&Event::PermanentCube { seat, cell: 0 }));
    assert_eq!(island(&s).controller, Some(seat));
}

// DR rules: PERMANENT CUBES (l.891): a seat that gains control through another's move places
// its permanent cube at once.
#[test]
fn gained_on_anothers_move_adds_permanent() {
    // Three seats: the mover replaces seat B's cube on an island where C then leads.
    let s = started(3, 1007);
    let mover = s.state().turn.active;
    let (b, c) = ((mover + 1) % 3, (mover + 2) % 3);
    let buc = sailor(Role::Buccaneer, 0);
    let mut s = edited(&s, |st| {
        let mut cubes = [0; 4];
        cubes[b] = 2;
        cubes[c] = 2;
        island_with(st, mover, 4, cubes, [0; 4]);
        in_hand(st, mover, buc, 1);
    });
    assert_eq!(island(&s).controller, None);
    played(&mut s, buc);
    go(&mut s, use_level(buc, 0, 0));
    go(&mut s, Choice::Replace { victim: b });
    let events = go(&mut s, Choice::EndMain);
    assert!(events.contains(&Event::ControlChanged {
        cell: 0,
        from: None,
        to: Some(c)
    }));
    assert!(events.contains(&Event::PermanentCube { seat: c, cell: 0 }));
    assert_eq!(island(&s).permanent[c], 1);
}

// DR rules: RUNNING OUT OF CUBES (l.785): short of cubes, a seat takes its own non-permanent
// cubes from islands, never changing anyone's control.
#[test]
fn reclaim_without_changing_control() {
    let hand = sailor(Role::DeckHand, 0);
    let (mut s, seat) = position(1008, |st, seat| {
        let target = island_of(3, &[]);
        let a = island_of(4, &[]);
        let b = island_of(2, &[]);
        board_into(st, target, 0);
        board_into(st, a, 1);
        board_into(st, b, 2);
        // Cell 1: one slot cube and 31 permanent (taking that cube back changes nothing);
        // cell 2: two slot cubes on two slots (taking one back loses control).
        cubes_on(st, 1, only(seat, 1), only(seat, 31));
        cubes_on(st, 2, only(seat, 2), [0; 4]);
        assert_eq!(st.seats[seat].cubes, 0);
        st.seats[seat].ship.at = Place::Cell(0);
        in_hand(st, seat, hand, 1);
    });
    played(&mut s, hand);
    go(&mut s, use_level(hand, 0, 0));
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Influence);
    assert_eq!(
        d.options,
        vec![Choice::Reclaim { cell: 1 }, Choice::ReclaimNone]
    );
    let events = go(&mut s, Choice::Reclaim { cell: 1 });
    assert!(events.contains(&Event::CubeReclaimed { seat, cell: 1 }));
    assert!(events.contains(&Event::InfluencePlaced { seat, cell: 0 }));
    assert_eq!(island(&s).slot_cubes[seat], 1);
    assert_eq!(
        s.state().cells[1].island.as_ref().unwrap().slot_cubes[seat],
        0
    );
}

// DR rules: RUNNING OUT OF CUBES (l.905) with PERMANENT CUBES (l.891): a seat that gains control
// on another's turn with no cube in supply is asked, then, where to take one back from.
#[test]
fn reclaim_asked_off_turn() {
    let s = started(3, 1014);
    let mover = s.state().turn.active;
    let (b, c) = ((mover + 1) % 3, (mover + 2) % 3);
    let buc = sailor(Role::Buccaneer, 0);
    let mut s = edited(&s, |st| {
        board_into(st, island_of(4, &[]), 0);
        board_into(st, island_of(5, &[]), 1);
        let mut cubes = [0; 4];
        cubes[b] = 2;
        cubes[c] = 2;
        cubes_on(st, 0, cubes, [0; 4]);
        let left = st.seats[c].cubes - 1;
        cubes_on(st, 1, only(c, 1), only(c, left));
        assert_eq!(st.seats[c].cubes, 0);
        st.seats[mover].ship.at = Place::Cell(0);
        in_hand(st, mover, buc, 1);
    });
    played(&mut s, buc);
    go(&mut s, use_level(buc, 0, 0));
    go(&mut s, Choice::Replace { victim: b });
    go(&mut s, Choice::EndMain);
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (c, Kind::Reclaim));
    assert_eq!(
        d.options,
        vec![Choice::Reclaim { cell: 1 }, Choice::ReclaimNone]
    );
    let events = go(&mut s, Choice::Reclaim { cell: 1 });
    assert!(events.contains(&Event::PermanentCube { seat: c, cell: 0 }));
    // Then the mover's turn ends as it asked.
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CardsDrawn { seat, .. } if *seat == mover))
    );
}

// DR rules: Production (l.769–777): the island's printed goods, +1 cargo for each face-up
// open sea beside it whose arrow points at it, +1 cargo +1 coin with an Outpost; any island,
// the Ship anywhere.
#[test]
fn printed_plus_arrows() {
    let purser = sailor(Role::Purser, 0);
    let (mut s, seat) = position(1009, |st, seat| {
        island_with(st, seat, 4, [0; 4], [0; 4]);
        st.seats[seat].ship.at = Place::Harbor;
        in_hand(st, seat, purser, 1);
    });
    let d = data();
    let want = dead_reckoning::rules::islands::yield_of(&d, s.state(), 0);
    let def = &d.islands[s.state().cells[0].board.0 as usize];
    assert!(want.0 >= def.produce.0 as u16 && want.1 == def.produce.1 as u16);
    played(&mut s, purser);
    go(&mut s, use_level(purser, 0, 0));
    assert_eq!(s.decision().unwrap().kind, Kind::Produce);
    let events = go(&mut s, Choice::ProduceAt { cell: 0 });
    assert!(events.contains(&Event::Produced {
        cell: 0,
        cargo: want.0,
        coins: want.1
    }));
    assert_eq!((island(&s).cargo, island(&s).coins), want);
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
    let _ = seat;
}

// DR rules: Production (l.775; ours, P-18): an open sea's arrow boosts only while the sea is
// face up, and only the board it points at.
#[test]
fn face_down_sea_no_boost() {
    let d = data();
    let k = d
        .seas
        .iter()
        .position(|s| s.arrows.contains(&dead_reckoning::content::Dir::Out))
        .unwrap();
    let sea = BoardId((d.islands.len() + k) as u8);
    // A 2-seat table uses every open sea.
    let s = started(2, 1010);
    let isl = island_of(3, &[]);
    let up = edited(&s, |st| {
        board_into(st, sea, 0);
        board_into(st, isl, 3);
    });
    let printed = d.islands[isl.0 as usize].produce;
    let y = dead_reckoning::rules::islands::yield_of(&d, up.state(), 3);
    let others_pointing = |st: &State| {
        // Boosts from the island's other neighbours (the test counts only the sea above).
        let mut n = 0;
        for (from, dir) in [
            (4u8, dead_reckoning::content::Dir::Left),
            (6, dead_reckoning::content::Dir::In),
        ] {
            let c = &st.cells[from as usize];
            if let Some(i) = (c.board.0 as usize).checked_sub(d.islands.len())
                && c.face_up
                && d.seas[i].arrows.contains(&dir)
            {
                n += 1;
            }
        }
        n
    };
    assert_eq!(
        y.0,
        printed.0 as u16 + 1 + others_pointing(up.state()),
        "the sea above points Out, at it"
    );
    let down = edited(&up, |st| {
        st.cells[0].face_up = false;
        if let Some(c) = st.cells[0].card.take() {
            st.boxes[0].push(c);
        }
    });
    let y = dead_reckoning::rules::islands::yield_of(&d, down.state(), 3);
    assert_eq!(y.0, printed.0 as u16 + others_pointing(down.state()));
}

// DR rules: Purser level 4 (l.1548): up to 4 different islands, each +1 cargo +1 coin.
#[test]
fn purser_4_boost() {
    let purser = sailor(Role::Purser, 0);
    let (mut s, _) = position(1011, |st, seat| {
        island_with(st, seat, 4, [0; 4], [0; 4]);
        in_hand(st, seat, purser, 4);
    });
    let d = data();
    let want = dead_reckoning::rules::islands::yield_of(&d, s.state(), 0);
    played(&mut s, purser);
    go(&mut s, use_level(purser, 0, 0));
    go(&mut s, Choice::ProduceAt { cell: 0 });
    assert_eq!(
        (island(&s).cargo, island(&s).coins),
        (want.0 + 1, want.1 + 1)
    );
    // The same island is not offered twice; Done ends it.
    let d2 = s.decision().unwrap();
    assert!(!d2.options.contains(&Choice::ProduceAt { cell: 0 }));
    assert!(d2.options.contains(&Choice::Done));
    go(&mut s, Choice::Done);
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
}

// DR rules: DISCARD & DRAW (l.683): each island the seat controls with the hand icon raises
// its hand limit by one.
#[test]
fn hand_limit_icon() {
    let d = data();
    let with_icon = d.islands.iter().position(|i| i.hand_icon && i.slots == 2);
    let (s, seat) = position(1012, |st, seat| {
        let mut c = [0; 4];
        c[seat] = 2;
        island_with(st, seat, 2, c, [0; 4]);
    });
    let board = s.state().cells[0].board.0 as usize;
    let icon = d.islands[board].hand_icon;
    assert_eq!(hand_limit(&d, s.state(), seat), 6 + icon as usize);
    assert_eq!(island(&s).controller, Some(seat));
    let _ = with_icon;
}

// DR rules: Settler (l.1188): six permanent cubes over all islands places the marker.
#[test]
fn settler_six_permanent() {
    let hand = sailor(Role::DeckHand, 0);
    let (mut s, seat) = position(1013, |st, seat| {
        let mut c = [0; 4];
        c[seat] = 1;
        let mut p = [0; 4];
        p[seat] = 0;
        island_with(st, seat, 3, c, p);
        // Five permanent cubes elsewhere.
        board_into(st, island_of(4, &[]), 1);
        cubes_on(st, 1, [0; 4], only(seat, 5));
        in_hand(st, seat, hand, 1);
    });
    played(&mut s, hand);
    go(&mut s, use_level(hand, 0, 0));
    let events = go(&mut s, Choice::EndMain);
    assert!(events.contains(&Event::AchievementMarked {
        seat,
        ach: Ach::Settler
    }));
    assert!(achievements::has(s.state(), seat, Ach::Settler));
}
