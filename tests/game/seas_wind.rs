//! Seas of Glory, MODULE 8, part 1: the wind. Spun each round before the event card; a free
//! move with it once a turn, even with no action left; the first move against it costs 2.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::*;

/// The active captain at sea off Havana, the wind blowing `wind`, with `left` actions.
fn off_havana(wind: Direction, left: u8) -> (Session, Seat) {
    let (s, seat) = seas_at_sea("m8", "Lucía Arana", "havana", ShipClass::Sloop);
    let s = edited(&s, |st| {
        st.wind = Some(wind);
        if let Phase::Actions { actions_left, .. } = &mut st.phase {
            *actions_left = left;
        }
    });
    (s, seat)
}

fn sail(s: &mut Session, to: &str) -> Vec<GameEvent> {
    let to = Location::Zone(zone_key(s, to));
    pick(
        s,
        Choice::Move {
            to,
            entry: Entry::Free,
        },
    )
}

// MODULE 8, 1. Wind direction: "Spin the weather spinner at the beginning of the turn prior to
// the event card draw." Ours: each round, after the merchant track, even odds.
#[test]
fn module_8_the_wind_is_spun_each_round_before_the_event_card() {
    let mut s = seas_game(vec![SeatKind::Human; 2], 5, 0, "m8");
    for _ in 0..2 {
        s.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
    }
    let mut seen = Vec::new();
    for _ in 0..12 {
        let events = end_round(&mut s);
        let spun = events
            .iter()
            .position(|e| matches!(e, GameEvent::WindSpun { .. }))
            .expect("a spin each round");
        let drawn = events
            .iter()
            .position(|e| matches!(e, GameEvent::EventDrawn { .. }))
            .unwrap();
        assert!(spun < drawn, "the spin comes first");
        if let GameEvent::WindSpun { wind } = events[spun] {
            assert_eq!(s.state().wind, Some(wind));
            assert_eq!(s.observation(0).wind, Some(wind), "public");
            seen.push(wind);
        }
    }
    seen.sort_by_key(|d| *d as u8);
    seen.dedup();
    assert!(seen.len() >= 3, "{seen:?}");
    // Without the module, no wind.
    let mut base = new_game(2, 5);
    for _ in 0..2 {
        base.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
    }
    let events = end_round(&mut base);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::WindSpun { .. }))
    );
    assert_eq!(base.state().wind, None);
}

// MODULE 8: "You may take a free move action in the wind direction once per turn".
#[test]
fn module_8_a_move_with_the_wind_is_free_once_a_turn() {
    // Havana's east border leads to Port Royal, whose east border leads to Petite Goave.
    let (mut s, seat) = off_havana(Direction::E, 3);
    let events = sail(&mut s, "port_royal");
    assert!(events.contains(&GameEvent::SailedWithWind { seat }));
    assert_eq!(actions_left(&s), 3, "free");
    assert!(s.state().turn.wind_move_used);
    let events = sail(&mut s, "petite_goave");
    assert!(!events.contains(&GameEvent::SailedWithWind { seat }));
    assert_eq!(actions_left(&s), 2, "the second costs its action");
}

// MODULE 8 (ours): the free move may be made even with no action left: the turn waits for it.
#[test]
fn module_8_the_free_move_waits_after_the_last_action() {
    let (mut s, seat) = off_havana(Direction::E, 1);
    // North to Nassau spends the last action; Nassau's east border (to Tortuga) is with the
    // wind, so the turn goes on.
    sail(&mut s, "nassau");
    let d = s.decision().unwrap();
    assert_eq!(
        (d.seat, d.kind),
        (seat, DecisionKind::Action { actions_left: 0 })
    );
    // Only the free moves: east to Tortuga, and to San Juan (an unlettered border whose
    // bearing is east); not back to Havana.
    let tortuga = Location::Zone(zone_key(&s, "tortuga"));
    let san_juan = Location::Zone(zone_key(&s, "san_juan"));
    assert_eq!(moves(&d), vec![tortuga, san_juan]);
    assert!(!d.options.contains(&Choice::PortAction));
    assert!(d.options.contains(&Choice::EndTurn));
    s.check_invariants().unwrap();
    let events = sail(&mut s, "tortuga");
    assert!(events.contains(&GameEvent::SailedWithWind { seat }));
    assert!(
        events.contains(&GameEvent::TurnEnded { seat }),
        "then the turn ends"
    );
}

// MODULE 8: "it takes 2 actions the first time you move against the wind in a turn (the second
// time takes only 1 action as normal)". Port moves are neither (ours).
#[test]
fn module_8_the_first_move_against_the_wind_costs_two_actions() {
    let (mut s, seat) = off_havana(Direction::W, 3);
    let events = sail(&mut s, "port_royal");
    assert!(events.contains(&GameEvent::SailedAgainstWind { seat }));
    assert_eq!(actions_left(&s), 1);
    let events = sail(&mut s, "petite_goave");
    assert!(!events.contains(&GameEvent::SailedAgainstWind { seat }));
    assert_eq!(actions_left(&s), 0);
    // The free move west (back to Port Royal) is still there; passing ends the turn.
    let events = pick(&mut s, Choice::EndTurn);
    assert!(events.contains(&GameEvent::TurnEnded { seat }));
    // With one action left the first upwind move is not offered; entering port is.
    let (s, _) = off_havana(Direction::W, 1);
    let d = s.decision().unwrap();
    let port_royal = Location::Zone(zone_key(&s, "port_royal"));
    assert!(!moves(&d).contains(&port_royal));
    let havana = s.data().port_by_key("havana").unwrap();
    assert!(moves(&d).contains(&Location::Port(havana)));
}

// MODULE 8 (ours): "Each crossing between zones has a wind letter: its NPC letter, else the
// compass point nearest its bearing." The other side's letter, turned round, comes first.
#[test]
fn module_8_every_crossing_has_a_wind_letter() {
    let d = data();
    let z = |k: &str| d.zone_by_key(k).unwrap();
    assert_eq!(d.crossing(z("havana"), z("port_royal")), Direction::E);
    assert_eq!(d.crossing(z("port_royal"), z("havana")), Direction::W);
    // Nassau's border to San Juan carries no letter on either side: the bearing (east).
    assert_eq!(d.crossing(z("nassau"), z("san_juan")), Direction::E);
    assert_eq!(d.crossing(z("san_juan"), z("nassau")), Direction::W);
    // Every crossing, both ways, reads opposite letters.
    for (i, zone) in d.zones.iter().enumerate() {
        let a = ZoneId(i as u8);
        for b in &zone.neighbours {
            assert_eq!(
                d.crossing(a, *b),
                d.crossing(*b, a).opposite(),
                "{} and {}",
                zone.name,
                d.zone(*b).name
            );
        }
    }
}
