//! A. MOVE, and the turn's three actions.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::*;

// M&M rules: A. MOVE: to and from ports; from a port the only move is out to its sea zone.
#[test]
fn from_port_a_ship_can_only_put_out_to_its_zone() {
    let s = started_game(2, 5, ShipClass::Sloop);
    let d = s.decision().unwrap();
    let Location::Port(home) = s.state().seats[d.seat].ship.as_ref().unwrap().location else {
        panic!("ships start in port")
    };
    assert_eq!(moves(&d), [Location::Zone(s.data().port(home).zone)]);
    assert!(d.options.contains(&Choice::EndTurn));
}

// M&M rules: A. MOVE: between adjacent sea zones, or into the zone's port.
#[test]
fn at_sea_a_ship_can_reach_adjacent_zones_and_the_port() {
    let s = started_game(2, 5, ShipClass::Sloop);
    let data = s.data_arc();
    let seat = s.decision().unwrap().seat;
    let havana = data.zone_by_key("havana").unwrap();
    let s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(havana)
    });
    let mut got = moves(&s.decision().unwrap());
    got.sort_by_key(|l| format!("{l:?}"));
    let mut want = vec![
        Location::Zone(data.zone_by_key("nassau").unwrap()),
        Location::Zone(data.zone_by_key("port_royal").unwrap()),
        Location::Zone(data.zone_by_key("old_providence").unwrap()),
        Location::Port(data.port_by_key("havana").unwrap()),
    ];
    want.sort_by_key(|l| format!("{l:?}"));
    assert_eq!(got, want);
    // Tortuga is not adjacent to Havana: refused, and nothing changes.
    let before = s.state().clone();
    let mut s2 = s.clone();
    let far = Choice::Move {
        to: Location::Zone(data.zone_by_key("tortuga").unwrap()),
        entry: Entry::Free,
    };
    assert!(matches!(
        s2.choose(far),
        Err(ChoiceError::NotOffered { .. })
    ));
    assert_eq!(*s2.state(), before);
}

// M&M rules: 2. PLAYER ACTIONS: up to 3 actions; each separate move equals an action.
#[test]
fn three_moves_end_the_turn() {
    let mut s = started_game(2, 9, ShipClass::Flute);
    let first = s.decision().unwrap().seat;
    for left in [3, 2, 1] {
        let d = s.decision().unwrap();
        assert_eq!(
            (d.seat, d.kind),
            (first, DecisionKind::Action { actions_left: left })
        );
        let mv = d
            .options
            .iter()
            .find(|c| matches!(c, Choice::Move { .. }))
            .copied()
            .unwrap();
        s.choose(mv).unwrap();
    }
    assert_ne!(s.decision().unwrap().seat, first, "the next captain's turn");
}

#[test]
fn ending_the_turn_early_passes_play_and_the_round_comes_back() {
    let mut s = started_game(2, 9, ShipClass::Flute);
    assert_eq!(s.state().round, 1);
    let order = s.state().turn_order.clone();
    s.choose(Choice::EndTurn).unwrap();
    assert_eq!(s.decision().unwrap().seat, order[1]);
    let events = s.choose(Choice::EndTurn).unwrap();
    assert!(events.contains(&GameEvent::RoundStarted { round: 2 }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::EventDrawn { .. }))
    );
    assert_eq!(
        s.decision().unwrap().seat,
        order[0],
        "the turn order stays the same"
    );
}

fn at_port_royal_zone(wanted_english: u8, gold: i32, captain_home: bool) -> Session {
    let s = started_game(2, 21, ShipClass::Sloop);
    let data = s.data_arc();
    let seat = s.decision().unwrap().seat;
    let zone = data.zone_by_key("port_royal").unwrap();
    let pr = data.port_by_key("port_royal").unwrap();
    let captain = data
        .captains
        .iter()
        .position(|c| (c.home_port == pr) == captain_home)
        .unwrap();
    edited(&s, |st| {
        // Swap the wanted captain into this seat from wherever the card is.
        let other = st
            .decks
            .captains
            .iter()
            .position(|c| c.0 as usize == captain);
        let mine = st.seats[seat].captain;
        match other {
            Some(i) => st.decks.captains[i] = mine,
            None => {
                let holder = st
                    .seats
                    .iter()
                    .position(|x| x.captain.0 as usize == captain)
                    .unwrap();
                st.seats[holder].captain = mine;
            }
        }
        st.seats[seat].captain = CaptainId(captain as u8);
        st.seats[seat].bounties[Nation::English.index()] = wanted_english;
        st.seats[seat].gold = gold;
        st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(zone);
    })
}

fn port_entries(s: &Session) -> Vec<Entry> {
    s.decision()
        .unwrap()
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Move {
                to: Location::Port(_),
                entry,
            } => Some(*entry),
            _ => None,
        })
        .collect()
}

// M&M rules: Effects of bounties: no entry to ports of nations you are wanted by, except your home
// port; Port Royal lets you in for a small fee or an INFLUENCE roll.
#[test]
fn port_royal_takes_a_fee_or_an_influence_roll_from_wanted_captains() {
    assert_eq!(
        port_entries(&at_port_royal_zone(0, 10, false)),
        [Entry::Free]
    );
    assert_eq!(
        port_entries(&at_port_royal_zone(2, 10, false)),
        [Entry::PayFee, Entry::Influence]
    );
    assert_eq!(
        port_entries(&at_port_royal_zone(2, 1, false)),
        [Entry::Influence],
        "no fee without 2 gold"
    );
    assert_eq!(
        port_entries(&at_port_royal_zone(2, 0, true)),
        [Entry::Free],
        "home port is always open"
    );

    let mut s = at_port_royal_zone(1, 10, false);
    let seat = s.decision().unwrap().seat;
    let pr = s.data().port_by_key("port_royal").unwrap();
    let events = s
        .choose(Choice::Move {
            to: Location::Port(pr),
            entry: Entry::PayFee,
        })
        .unwrap();
    assert!(events.contains(&GameEvent::GoldPaid { seat, amount: 2 }));
    assert_eq!(s.state().seats[seat].gold, 8);
    assert_eq!(
        s.state().seats[seat].ship.as_ref().unwrap().location,
        Location::Port(pr)
    );
}

#[test]
fn a_failed_influence_roll_spends_the_action_outside() {
    let mut outcomes = (false, false);
    for seed in 0..30 {
        let mut s = at_port_royal_zone(1, 0, false);
        s = edited(&s, |st| {
            st.rng = spanish_main::rules::rng::GameRng::from_seed(seed)
        });
        let seat = s.decision().unwrap().seat;
        let pr = s.data().port_by_key("port_royal").unwrap();
        let events = s
            .choose(Choice::Move {
                to: Location::Port(pr),
                entry: Entry::Influence,
            })
            .unwrap();
        let roll = events.iter().find_map(|e| match e {
            GameEvent::DiceRolled {
                skill: Skill::Influence,
                successes,
                ..
            } => Some(*successes),
            _ => None,
        });
        let inside = s.state().seats[seat].ship.as_ref().unwrap().location == Location::Port(pr);
        assert_eq!(inside, roll.unwrap() > 0);
        assert_eq!(
            s.decision().unwrap().kind,
            DecisionKind::Action { actions_left: 2 }
        );
        if inside {
            outcomes.0 = true
        } else {
            outcomes.1 = true
        }
    }
    assert_eq!(outcomes, (true, true), "both outcomes happen over 30 seeds");
}

// M&M rules: Effects of bounties: a port of a nation you are wanted by is closed.
#[test]
fn a_wanted_captain_cannot_enter_that_nations_port() {
    let s = started_game(2, 4, ShipClass::Sloop);
    let data = s.data_arc();
    let seat = s.decision().unwrap().seat;
    let home = data.captain(s.state().seats[seat].captain).home_port;
    // Pick a foreign port and post a bounty from its nation.
    let (pid, port) = data
        .ports
        .iter()
        .enumerate()
        .find(|(i, p)| {
            *i != home.0 as usize
                && !p
                    .abilities
                    .iter()
                    .any(|a| matches!(a, PortAbility::BribeEntry { .. }))
        })
        .unwrap();
    let s = edited(&s, |st| {
        st.seats[seat].bounties[port.nation.index()] = 1;
        st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(port.zone);
    });
    let d = s.decision().unwrap();
    assert!(!moves(&d).contains(&Location::Port(PortId(pid as u8))));
    assert!(!moves(&d).is_empty(), "the sea is still open");
}
