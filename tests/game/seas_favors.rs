//! Seas of Glory, MODULE 10: gaining favors. The track, buying in port as the last activity,
//! missions, the door of a closed port, and the favors lost with the captain.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::*;

fn mission_named(s: &Session, name: &str) -> MissionId {
    let d = s.data();
    (0..d.missions.len())
        .map(|i| MissionId(i as u8))
        .find(|m| d.mission(*m).name == name)
        .unwrap_or_else(|| panic!("no mission {name}"))
}

/// Lay `mission` on the board in place of one lying there.
fn on_board(s: &Session, mission: MissionId) -> Session {
    edited(s, |st| {
        if st.board.missions.contains(&mission) {
            return;
        }
        st.decks.missions.retain(|m| *m != mission);
        let back = st.board.missions.pop().unwrap();
        st.decks.missions.push(back);
        st.board.missions.push(mission);
    })
}

// MODULE 10, Gaining favors: "As a port activity performed at the end of a port action, buy
// favors for 2 gold each (up to 5 max)." "You may never have more than 5 favors."
#[test]
fn module_10_favors_are_bought_for_2_gold_as_the_last_port_activity() {
    let (s, seat) = seas_in_port("m10", "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| st.seats[seat].gold = 13);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Favors));
    // Nothing else once favors are begun: the port action ends with them.
    let d = s.decision().unwrap();
    assert_eq!(
        d.kind,
        DecisionKind::Port {
            step: PortStepKind::Favors
        }
    );
    assert_eq!(d.options, vec![Choice::BuyFavor, Choice::LeavePort]);
    for n in 1..=5 {
        let events = pick(&mut s, Choice::BuyFavor);
        assert!(events.contains(&GameEvent::GoldPaid { seat, amount: 2 }));
        assert!(events.contains(&GameEvent::FavorGained {
            seat,
            from: FavorSource::Bought
        }));
        assert_eq!(s.state().seats[seat].favors, n);
        // Public: the other seat sees the track.
        assert_eq!(s.observation(1 - seat).seats[seat].favors, n);
    }
    assert_eq!(s.state().seats[seat].gold, 3);
    assert!(!offers(&s, Choice::BuyFavor), "the track is full at 5");
    pick(&mut s, Choice::LeavePort);
    assert!(s.state().turn.port_action_taken);
    s.check_invariants().unwrap();
}

// MODULE 10 is a switch: without it no port sells favors; with it, not without the gold.
#[test]
fn module_10_no_favors_without_the_module_or_the_gold() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| st.seats[seat].gold = 13);
    pick(&mut s, Choice::PortAction);
    assert!(!offers(&s, Choice::Begin(Activity::Favors)));
    let (s, seat) = seas_in_port("m10", "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| st.seats[seat].gold = 1);
    pick(&mut s, Choice::PortAction);
    assert!(!offers(&s, Choice::Begin(Activity::Favors)));
    // Bought after other activities, as their last.
    let (s, seat) = seas_in_port("m10", "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| st.seats[seat].gold = 10);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::Done);
    pick(&mut s, Choice::Begin(Activity::Favors));
    pick(&mut s, Choice::BuyFavor);
    assert_eq!(s.state().seats[seat].favors, 1);
}

// MODULE 10, Gaining favors: "2. After taking a mission get 1 favor. 3. After completing a
// mission get 1 favor." Never above 5.
#[test]
fn module_10_a_mission_claimed_and_one_completed_each_bring_a_favor() {
    let (s, seat) = seas_in_port("m10", "Isabel Montoya", "tortuga", ShipClass::Sloop);
    let m = mission_named(&s, "The Sealed Parcel");
    let mut s = edited(&on_board(&s, m), |st| st.seats[seat].gold = 10);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Mission));
    if offers(&s, Choice::ClaimMission(m)) {
        pick(&mut s, Choice::ClaimMission(m));
    }
    let st = s.state();
    assert_eq!(st.seats[seat].mission, Some(m));
    assert_eq!(st.seats[seat].favors, 1);
    // Delivered in Caracas (placed there), with a full track: no sixth favor.
    let caracas = s.data().port_by_key("caracas").unwrap();
    let mut s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().location = Location::Port(caracas);
        st.port = None;
        st.turn = Default::default();
        st.seats[seat].favors = 4;
    });
    pick(&mut s, Choice::PortAction);
    let events = pick(&mut s, Choice::Begin(Activity::Deliver));
    assert!(events.contains(&GameEvent::MissionCompleted { seat, mission: m }));
    assert!(events.contains(&GameEvent::FavorGained {
        seat,
        from: FavorSource::MissionCompleted
    }));
    assert_eq!(s.state().seats[seat].favors, 5);
    // The mission's glory card may be redrawn with a favor: kept.
    assert_eq!(s.decision().unwrap().kind, DecisionKind::GloryRedraw);
    pick(&mut s, Choice::Done);
    // Another claim at 5: the track stays full, no favor is announced.
    let s2 = edited(&s, |st| {
        st.port = None;
        st.turn = Default::default();
    });
    let m2 = mission_named(&s2, "The Hacendado's Debt");
    let mut s2 = on_board(&s2, m2);
    pick(&mut s2, Choice::PortAction);
    pick(&mut s2, Choice::Begin(Activity::Mission));
    let events = if offers(&s2, Choice::ClaimMission(m2)) {
        pick(&mut s2, Choice::ClaimMission(m2))
    } else {
        Vec::new()
    };
    assert_eq!(s2.state().seats[seat].mission, Some(m2));
    assert_eq!(s2.state().seats[seat].favors, 5);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::FavorGained { .. }))
    );
}

// MODULE 10, Spending favors: "4. Enter a port illegally (ignoring bounties and/or war
// effects). Pay 1 favor per bounty you have from that port's nation." Our wars close no port,
// so the war's extra favor never falls due.
#[test]
fn module_10_favors_open_a_closed_port_one_per_bounty() {
    let (s, seat) = seas_at_sea("m10", "Isabel Montoya", "caracas", ShipClass::Sloop);
    let caracas = s.data().port_by_key("caracas").unwrap();
    let nation = s.data().port(caracas).nation;
    let wanted = |favors: u8| {
        edited(&s, |st| {
            st.seats[seat].bounties[nation.index()] = 2;
            st.seats[seat].favors = favors;
        })
    };
    let into = |entry| Choice::Move {
        to: Location::Port(caracas),
        entry,
    };
    // One favor is not enough for two bounties: the port stays shut.
    let one = wanted(1);
    assert!(!moves(&one.decision().unwrap()).contains(&Location::Port(caracas)));
    let mut s = wanted(3);
    let events = pick(&mut s, into(Entry::Favors(2)));
    assert!(events.contains(&GameEvent::FavorsSpent {
        seat,
        count: 2,
        on: FavorUse::EnterPort(caracas)
    }));
    let me = &s.state().seats[seat];
    assert_eq!(me.favors, 1);
    assert_eq!(me.ship.as_ref().unwrap().location, Location::Port(caracas));
    // Inside, the port action is free to take.
    assert!(offers(&s, Choice::PortAction));
    // An open port is never bought with favors.
    let open = edited(&s, |st| st.seats[seat].favors = 5);
    assert!(!open.decision().unwrap().options.iter().any(|c| matches!(
        c,
        Choice::Move {
            entry: Entry::Favors(_),
            ..
        }
    )));
}

// MODULE 10: "If your captain dies, all favors are lost." Our reading: a retired captain's go
// with it too (the seat's next captain starts with none).
#[test]
fn module_10_a_dead_captains_favors_are_lost() {
    let (mut s, seat, enter) =
        sinking_off_bridgetown("m10", 3, |st, _| st.rng = rng_where(&[2], false));
    pick(&mut s, enter);
    // The failed SEAMANSHIP roll may be re-rolled with a favor; the captain lets it stand.
    assert_eq!(s.decision().unwrap().kind, DecisionKind::Reroll);
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::ShipSunk { seat }));
    assert!(events.contains(&GameEvent::FavorsLost { seat, count: 3 }));
    assert_eq!(s.state().seats[seat].favors, 0);

    let (s, seat) = seas_in_port("m10", "Lucía Arana", "havana", ShipClass::Flute);
    let mut s = edited(&s, |st| st.seats[seat].favors = 2);
    pick(&mut s, Choice::Retire);
    let mut events = Vec::new();
    while !matches!(s.state().phase, Phase::NewCaptain { .. }) {
        events.extend(pick(&mut s, Choice::EndTurn));
    }
    assert!(events.contains(&GameEvent::FavorsLost { seat, count: 2 }));
    assert_eq!(s.state().seats[seat].favors, 0);
}
