//! 4.6, 4.63: the other players act in the Pirate Player's turn through the windows of 4.63
//! (BB-R C), by the same door a player uses.

mod common;
use blackbeard::rules::{ApEvent, Choice, Event, Kind};
use common::ap::*;

// 4.63 (BB-R C: precedence from the Pirate Player's left; a round of passes closes a
// window): a Find is announced, each other seat is asked in turn, then the die is rolled and
// the window after it asks them again.
#[test]
fn a_window_asks_each_other_seat_from_the_pirate_players_left() {
    let (mut s, pirate) = table(1, |_, _| {});
    let seats = ap_seats(&s);
    let events = s.choose(find(pirate)).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::FindRolled { .. })));
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seats[0], Kind::Window));
    assert_eq!(
        d.options,
        vec![Choice::Pass, Choice::OpenHand],
        "asked whatever it holds"
    );
    s.choose(Choice::Pass).unwrap();
    assert_eq!(s.decision().unwrap().seat, seats[1]);
    let events = s.choose(Choice::Pass).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, Event::FindRolled { .. })),
        "a round of passes closes the window and the Find goes ahead"
    );
    let d = s.decision().unwrap();
    assert_eq!(
        (d.seat, d.kind),
        (seats[0], Kind::Window),
        "the window after the roll"
    );
}

// 4.63, 4.68: a choice outside the window's options is refused and changes nothing; a seat
// opening its hand sees only its own options.
#[test]
fn a_choice_outside_the_window_is_refused() {
    let (mut s, pirate) = table(2, |st, p| {
        st.afloat_mut(p).unwrap().notoriety = 30;
    });
    s.choose(find(pirate)).unwrap();
    let before = s.state().clone();
    assert!(
        s.choose(Choice::DeployKc).is_err(),
        "not before the hand opens"
    );
    assert!(s.choose(Choice::EndActions).is_err());
    assert_eq!(*s.state(), before, "nothing changed");
    s.choose(Choice::OpenHand).unwrap();
    let d = s.decision().unwrap();
    assert!(d.options.contains(&Choice::DeployKc));
    assert!(
        !d.options
            .iter()
            .any(|c| matches!(c, Choice::ApCard { .. } | Choice::SightWarship { .. })),
        "an empty hand plays no card"
    );
    let other = (0..3).find(|x| *x != d.seat).unwrap();
    assert!(
        s.observation(other).decision.is_none(),
        "no seat sees another's options"
    );
}

// 4.61: one AP action a seat a Player-Turn: after deploying a KC, that seat is asked no more
// this turn (its KC, placed this turn, may not react: BB-R C 10.32).
#[test]
fn one_ap_action_per_turn() {
    let (mut s, pirate) = table(3, |st, p| {
        st.afloat_mut(p).unwrap().notoriety = 30;
    });
    let seats = ap_seats(&s);
    s.choose(find(pirate)).unwrap();
    let events = act(&mut s, Choice::DeployKc);
    let placed = ap(&events)
        .into_iter()
        .any(|e| matches!(e, ApEvent::KcDeployRolled { kc: Some(_), .. }));
    assert!(placed, "3d6 is always under 30");
    assert!(s.state().ap.acted.contains(&seats[0]));
    // The rest of the turn: only the other seat is ever asked.
    while let Some(d) = s.decision() {
        if d.kind == Kind::CardPlay || d.seat == s.state().pirate_player() {
            break;
        }
        assert_eq!(d.seat, seats[1], "the seat that acted is not asked again");
        s.choose(Choice::Pass).unwrap();
    }
}

// 4.64: no Anti-Pirate window on a Draw or a Deploy.
#[test]
fn no_window_on_a_draw() {
    let (mut s, _) = table(10, |_, _| {});
    if !s.decision().unwrap().options.contains(&Choice::DrawPirate) {
        return;
    }
    s.choose(Choice::DrawPirate).unwrap();
    let d = s.decision().unwrap();
    assert_eq!(d.seat, s.state().pirate_player(), "no window: {:?}", d.kind);
}

// BB-R D (undo): an Anti-Pirate seat's answer in a window seals the choices before it.
#[test]
fn an_answer_in_a_window_seals_the_announced_action() {
    let (mut s, pirate) = table(13, |st, _| st.config.undo_among_humans = true);
    let seat = s.state().pirate_player();
    let to = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { pirate: p, .. } if *p == pirate))
        .unwrap();
    s.choose(to).unwrap();
    s.choose(Choice::Pass).unwrap();
    assert!(
        s.undo_blocked(seat).is_some(),
        "sealed by another seat's answer"
    );
    assert!(s.undo(seat).is_err());
}
