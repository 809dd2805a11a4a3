//! MOVE YOUR SHIP (l.518–538) and exploring; a move and its stop (our reading, DR-R 17).

mod common;

use common::*;
use dead_reckoning::rules::{Choice, Event, Place, State};

/// The first seat with its Sails set to `n` (in Harbor).
fn sailing(
    seed: u64,
    n: u8,
    edit: impl FnOnce(&mut State, usize),
) -> (game_core::Session<dead_reckoning::DeadReckoning>, usize) {
    position(seed, |st, seat| {
        st.turn.sails_set = true;
        st.seats[seat].ship.sails = n;
        edit(st, seat);
    })
}

fn steps(s: &game_core::Session<dead_reckoning::DeadReckoning>) -> Vec<Place> {
    s.decision()
        .unwrap()
        .options
        .into_iter()
        .filter_map(|c| match c {
            Choice::Step { to } => Some(to),
            _ => None,
        })
        .collect()
}

// DR rules: MOVE (l.520–522): orthogonal steps, one Sail each; the Harbor touches Row 1's
// three boards.
#[test]
fn orthogonal_and_harbor_touches_row_1() {
    let (mut s, seat) = sailing(701, 3, |_, _| {});
    assert_eq!(
        steps(&s),
        vec![Place::Cell(0), Place::Cell(1), Place::Cell(2)]
    );
    go(&mut s, Choice::Step { to: Place::Cell(1) });
    assert_eq!(s.state().seats[seat].ship.sails, 2);
    assert_eq!(
        steps(&s),
        vec![
            Place::Harbor,
            Place::Cell(4),
            Place::Cell(0),
            Place::Cell(2)
        ]
    );
}

// DR rules: MOVE (l.524): stopping on a face-down board explores it: flipped, the next card
// of its Row's box on it; that move ends.
#[test]
fn explore_on_stop_ends_the_move() {
    let (mut s, seat) = sailing(702, 3, |_, _| {});
    go(&mut s, Choice::Step { to: Place::Cell(1) });
    go(&mut s, Choice::Step { to: Place::Cell(4) });
    // Mid-move on a face-down board: only on, or stop (ours, P-3).
    let opts = s.decision().unwrap().options;
    assert!(
        opts.iter()
            .all(|c| matches!(c, Choice::Step { .. } | Choice::Stop))
    );
    let next = *s.state().boxes[1].last().unwrap();
    let events = go(&mut s, Choice::Stop);
    assert!(events.contains(&Event::Explored { seat, cell: 4 }));
    assert!(events.contains(&Event::CardPlaced {
        cell: 4,
        card: next,
        from_row: 2
    }));
    let st = s.state();
    assert!(st.cells[4].face_up);
    assert_eq!(st.cells[4].card, Some(next));
    assert!(!st.turn.moving);
    assert_eq!(st.seats[seat].explored, 1);
    assert_eq!(st.seats[seat].ship.sails, 1);
}

// DR rules: MOVE (l.526): at most one exploration a turn: after it, a face-down board is
// offered only to sail through (a Sail left after the step).
#[test]
fn one_exploration_a_turn() {
    let (mut s, _) = sailing(703, 4, |_, _| {});
    go(&mut s, Choice::Step { to: Place::Cell(0) });
    go(&mut s, Choice::Step { to: Place::Cell(3) });
    go(&mut s, Choice::Stop);
    // 2 Sails left: Cell 6 (face down) may be passed through.
    assert!(steps(&s).contains(&Place::Cell(6)));
    go(&mut s, Choice::Step { to: Place::Cell(0) });
    // 1 Sail left, from Row 1: cell 3 is face up now; the others around are face up.
    let (mut s, _) = sailing(703, 3, |st, _| st.turn.explored = true);
    go(&mut s, Choice::Step { to: Place::Cell(0) });
    go(&mut s, Choice::Step { to: Place::Cell(1) });
    // 1 Sail left: cell 4 is face down and could be neither stopped on nor sailed past.
    assert!(!steps(&s).contains(&Place::Cell(4)));
    assert!(steps(&s).contains(&Place::Cell(2)));
}

// DR rules: MOVE (l.532): sailing through a face-down board leaves it face down.
#[test]
fn pass_through_face_down() {
    let (mut s, seat) = sailing(704, 3, |_, _| {});
    go(&mut s, Choice::Step { to: Place::Cell(0) });
    go(&mut s, Choice::Step { to: Place::Cell(3) });
    go(&mut s, Choice::Step { to: Place::Cell(4) });
    let st = s.state();
    assert!(!st.cells[3].face_up, "passed through");
    assert!(
        st.cells[4].face_up,
        "the last Sail spent there: the move stopped and explored"
    );
    assert_eq!(st.seats[seat].explored, 1);
}

// DR rules: MOVE (l.518, l.538; our reading DR-R 17): a move ends at Stop or at any other
// action; another move may spend the Sails left.
#[test]
fn stop_then_move_again() {
    let (mut s, seat) = sailing(705, 3, |_, _| {});
    go(&mut s, Choice::Step { to: Place::Cell(1) });
    assert!(s.state().turn.moving);
    let events = go(&mut s, Choice::Stop);
    assert_eq!(
        events,
        vec![Event::Stopped {
            seat,
            at: Place::Cell(1)
        }]
    );
    assert!(!s.state().turn.moving);
    go(&mut s, Choice::Step { to: Place::Cell(2) });
    assert_eq!(s.state().seats[seat].ship.sails, 1);
    // Playing a card is another action: the move ends first.
    let card = s.state().seats[seat].hand[0];
    let events = go(&mut s, Choice::Play { card });
    assert_eq!(
        events[0],
        Event::Stopped {
            seat,
            at: Place::Cell(2)
        }
    );
    assert!(!s.state().turn.moving);
    // Ships never block (l.534): another seat's Ship on the board changes nothing.
    let (s, _) = sailing(706, 1, |st, seat| {
        st.seats[1 - seat].ship.at = Place::Cell(0)
    });
    assert!(steps(&s).contains(&Place::Cell(0)));
}
