//! 17.2: the Anti-Pirate cards played against the active pirate in a window.

mod common;
use blackbeard::content::EventKind;
use blackbeard::rules::{ApEvent, Choice, Event, Kind, Location, Phase};
use common::PassingWindows;
use common::ap::*;
use common::*;

// 17.2 #18: Scurvy, not in port: −1 loyalty and the hostages aboard die (to the pool: BB-R C).
#[test]
fn scurvy_kills_hostages_and_costs_a_point_of_loyalty() {
    let (mut s, pirate) = table(6, |st, p| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::ScurvyOutbreak);
        let h = st.hostage_pool.pop().unwrap();
        st.afloat_mut(p).unwrap().hostages.push((h, None));
    });
    let data = data();
    let to = Choice::Move {
        pirate,
        to: Location::Sea(data.areas[area(&data, AREA).0 as usize].neighbours[0]),
    };
    let events = card_on(&mut s, to, EventKind::ScurvyOutbreak);
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::ScurvyStruck { hostages: 1, .. }))
    );
    let a = s.state().afloat_of(pirate).unwrap();
    assert!(a.scurvy && a.hostages.is_empty());
    assert_eq!(a.loyalty, 4);
    // A second Scurvy card is no longer offered: the type is spent this turn (4.65 D).
    assert!(s.state().ap.cards.contains(&EventKind::ScurvyOutbreak));
}

// 17.2 #18: scurvy costs a point of loyalty as his seat's Player-Turn begins; entering a port
// cures it.
#[test]
fn scurvy_bites_as_his_seats_turn_begins_and_a_port_cures_it() {
    let data = data();
    let base = at_first_turn(3, 12);
    let before_seat = base.state().order[(base.state().turn_at as usize + 2) % 3];
    let seat = base.state().pirate_player();
    let pirate = base.state().seat_afloat(seat).next().unwrap().pirate;
    let mut s = changed(&base, |st| {
        st.turn_at = (st.turn_at + 2) % 3;
        let a = st.afloat_mut(pirate).unwrap();
        a.scurvy = true;
        a.loyalty = 5;
        a.at = Location::Sea(area(&data, AREA));
        st.phase = Phase::CardPlay;
        st.played_for_actions = true;
        st.played_held = true;
    });
    assert_eq!(s.state().pirate_player(), before_seat);
    let events = s.go(Choice::EndTurn).unwrap();
    assert_eq!(s.state().pirate_player(), seat);
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::ScurvyBites { .. }))
    );
    assert_eq!(s.state().afloat_of(pirate).unwrap().loyalty, 4);
    // Into Cartagena: cured.
    let mut s = changed(&s, |st| {
        st.phase = Phase::Actions {
            left: 1,
            pirate: None,
        };
        st.played_for_actions = true;
        st.played_held = true;
    });
    let into = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(
            |c| matches!(c, Choice::Move { pirate: p, to: Location::Port { .. } } if *p == pirate),
        )
        .expect("a port to enter");
    let events = s.go(into).unwrap();
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::ScurvyCured { .. }))
    );
    assert!(!s.state().afloat_of(pirate).unwrap().scurvy);
}

// 17.2 #22: Wear and Tear, not in port: half a die, rounded down, of Speed hits.
#[test]
fn wear_and_tear_takes_half_a_die_of_speed() {
    let (mut s, pirate) = table(7, |st, p| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::WearAndTear);
        st.afloat_mut(p).unwrap().speed = 3;
    });
    let events = card_on(&mut s, find(pirate), EventKind::WearAndTear);
    let (die, hits) = ap(&events)
        .into_iter()
        .find_map(|e| match e {
            ApEvent::WornAndTorn { die, hits, .. } => Some((*die, *hits)),
            _ => None,
        })
        .unwrap();
    assert_eq!(hits, die / 2);
    assert_eq!(s.state().afloat_of(pirate).unwrap().speed, 3 - hits as i8);
}

// 17.2 #15, 14.2: Mutiny Conspiracy: 2d6 over the loyalty brings a mutiny at once.
#[test]
fn mutiny_conspiracy_over_the_loyalty_brings_a_mutiny() {
    let (mut s, pirate) = table(8, |st, p| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::MutinyConspiracy);
        st.afloat_mut(p).unwrap().loyalty = 1;
    });
    let events = card_on(&mut s, find(pirate), EventKind::MutinyConspiracy);
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::Conspiracy { mutiny: true, .. })),
        "2d6 is over 1"
    );
    assert!(
        events.iter().any(|e| matches!(e, Event::Mutiny { .. })),
        "the mutiny is rolled at once"
    );
}

// 17.2 #2 (BB-R C: only after an action that leaves him in port): the D&R card is offered in
// the window after he sails into a port, not when he announces it.
#[test]
fn debauchery_card_after_an_action_in_port() {
    let data = data();
    let (mut s, pirate) = table(9, |st, _| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::DebaucheryAndRevelry);
    });
    let into = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { to: Location::Port { port, .. }, .. } if *port == cartagena(&data)))
        .expect("Cartagena open to him");
    s.choose(into).unwrap();
    s.choose(Choice::OpenHand).unwrap();
    assert!(
        !s.decision()
            .unwrap()
            .options
            .iter()
            .any(|c| matches!(c, Choice::ApCard { .. })),
        "not on the announcement"
    );
    s.choose(Choice::Pass).unwrap();
    s.choose(Choice::Pass).unwrap();
    assert!(matches!(
        s.state().afloat_of(pirate).unwrap().at,
        Location::Port { .. }
    ));
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Window, "the window after the Move");
    let card = s.state().hands[d.seat][0];
    let events = act(&mut s, Choice::ApCard { card });
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Revelry {
            voluntary: false,
            ..
        }
    )));
    assert_ne!(
        s.state().afloat_of(pirate).unwrap().revelry,
        blackbeard::rules::Revelry::None
    );
}
