//! PORTS, Bridgetown's rough entry, and DYING AND RETIREMENT: a ship sunk in the harbour mouth,
//! its captain's death, retirement, and the new captain on the seat's next turn.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::*;

/// `captain`'s frigate in the Bridgetown sea zone, at its turn, with the next rolls of these
/// many dice all passing or all failing.
fn off_bridgetown(captain: &str, class: ShipClass, dice: &[u8], pass: bool) -> (Session, Seat) {
    let (s, seat) = in_port(data(), captain, "bridgetown", class);
    let zone = s
        .data()
        .port(s.data().port_by_key("bridgetown").unwrap())
        .zone;
    let s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(zone);
        st.rng = rng_where(dice, pass);
    });
    (s, seat)
}

fn enter(s: &mut Session) -> Vec<GameEvent> {
    let port = Location::Port(s.data().port_by_key("bridgetown").unwrap());
    pick(
        s,
        Choice::Move {
            to: port,
            entry: Entry::Free,
        },
    )
}

// PORTS: Bridgetown: "Frigates, galleons & man-o-wars take a hit to their hull when entering
// port, unless a successful SEAMANSHIP roll is made." Sloops and flutes sail in freely.
#[test]
fn big_ships_roll_to_enter_bridgetown() {
    // Diego Saavedra rolls 2 SEAMANSHIP dice.
    let (mut s, seat) = off_bridgetown("Diego Saavedra", ShipClass::Frigate, &[2], false);
    let events = enter(&mut s);
    assert!(events.contains(&GameEvent::Damaged {
        side: Side::Captain(seat),
        location: HitLocation::Hull
    }));
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.hull, 3);
    let (mut s, seat) = off_bridgetown("Diego Saavedra", ShipClass::Galleon, &[2], true);
    enter(&mut s);
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.hull, 4);
    let (mut s, _) = off_bridgetown("Diego Saavedra", ShipClass::Sloop, &[2], false);
    assert_eq!(rolls(&enter(&mut s)), 0);
}

// Captain abilities: Harbour Pilot re-rolls one die of a failed SEAMANSHIP roll, once a turn.
#[test]
fn the_harbour_pilot_rolls_one_die_again() {
    // Isabel Montoya rolls 3 dice, then 1 again.
    let (mut s, _) = off_bridgetown("Isabel Montoya", ShipClass::Frigate, &[3, 1], false);
    assert_eq!(rolls(&enter(&mut s)), 2);
}

// DYING AND RETIREMENT: the captain dies with the ship; captain, cards, ship, what is aboard
// and the bounties are discarded; mods go back to ports the owner picks; glory and stash stay;
// a new captain comes on the seat's next turn with a sloop or a flute and gold up to 10.
#[test]
fn a_captain_sunk_in_the_harbour_mouth_dies_and_a_new_one_comes() {
    let (s, seat) = off_bridgetown("Diego Saavedra", ShipClass::Frigate, &[2], false);
    let mut s = edited(&s, |st| {
        fit_mod(st, seat, ShipModKind::Chasers);
        let me = &mut st.seats[seat];
        me.ship.as_mut().unwrap().hits.hull = 1;
        me.glory = 3;
        me.stash = 4;
        me.gold = 25;
        me.bounties = [0, 0, 1, 0];
        me.weapons = vec![SpecialWeapon::Grapeshot];
        let card = st.decks.cargo.pop().unwrap();
        st.seats[seat].cargo.push(card);
    });
    let dead = s.state().seats[seat].captain;
    let events = enter(&mut s);
    assert!(events.contains(&GameEvent::ShipSunk { seat }));
    assert!(events.contains(&GameEvent::CaptainDied {
        seat,
        captain: dead
    }));
    let me = &s.state().seats[seat];
    assert!(me.ship.is_none());
    assert_ne!(me.captain, dead);
    assert_eq!((me.gold, me.glory, me.stash), (0, 3, 4));
    assert!(me.cargo.is_empty() && me.weapons.is_empty());
    assert_eq!(me.bounties, [0; 4]);
    assert!(s.state().decks.captain_discard.contains(&dead));
    // The owner places the chasers, face down, in a port without a token; the turn then ends.
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::PlaceMods));
    assert_eq!(d.options.len(), 1);
    pick(&mut s, d.options[0]);
    assert_ne!(s.decision().unwrap().seat, seat);
    s.check_invariants().unwrap();
    // The other seat ends its turn; the new captain takes a flute in the new home port.
    pick(&mut s, Choice::EndTurn);
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::ChooseShip));
    pick(&mut s, Choice::ChooseShip(ShipClass::Flute));
    let me = &s.state().seats[seat];
    let home = s.data().captain(me.captain).home_port;
    assert_eq!(me.ship.as_ref().unwrap().location, Location::Port(home));
    assert_eq!(me.gold, 6, "10 from the game, less the 4 in the chest");
    assert!(matches!(
        s.decision().unwrap().kind,
        DecisionKind::Action { actions_left: 3 }
    ));
}

// WINNING: "The game ends immediately if ... a captain dies and there are none left to draw."
#[test]
fn no_captain_left_ends_the_game() {
    let (s, seat) = off_bridgetown("Diego Saavedra", ShipClass::Frigate, &[2], false);
    let mut s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().hits.hull = 1;
        let rest = std::mem::take(&mut st.decks.captains);
        st.decks.captain_discard.extend(rest);
    });
    let events = enter(&mut s);
    assert!(s.is_over());
    assert!(events.contains(&GameEvent::GameEnded {
        reason: spanish_main::rules::state::EndReason::NoCaptainLeft
    }));
    s.check_invariants().unwrap();
}

// M&M rules: DYING AND RETIREMENT — retire in port before any action; on the next turn go
// through the steps of dying and start with a new captain (glory and stash kept).
#[test]
fn a_captain_in_port_may_retire_before_acting() {
    let (s, seat) = in_port(data(), "Lucía Arana", "havana", ShipClass::Flute);
    let mut s = edited(&s, |st| {
        st.seats[seat].glory = 2;
        st.seats[seat].stash = 4;
        st.seats[seat].gold = 17;
    });
    assert!(offers(&s, Choice::Retire));
    // Not after an action, and not at sea.
    let mut moved = s.clone();
    let out = moved
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { .. }))
        .unwrap();
    pick(&mut moved, out);
    assert!(!offers(&moved, Choice::Retire));

    let old = s.state().seats[seat].captain;
    let events = pick(&mut s, Choice::Retire);
    assert!(events.contains(&GameEvent::RetirementAnnounced { seat }));
    assert!(events.contains(&GameEvent::TurnEnded { seat }));
    assert_eq!(
        s.state().seats[seat].captain,
        old,
        "still aboard until the next turn"
    );
    // The other seat plays its turn; then the retired captain leaves.
    let mut events = Vec::new();
    while s.state().active_seat() != Some(seat)
        || !matches!(s.state().phase, Phase::NewCaptain { .. })
    {
        events.extend(pick(&mut s, Choice::EndTurn));
    }
    assert!(events.contains(&GameEvent::CaptainRetired { seat, captain: old }));
    let st = s.state();
    assert_ne!(st.seats[seat].captain, old);
    assert!(st.seats[seat].ship.is_none());
    assert_eq!(
        (
            st.seats[seat].glory,
            st.seats[seat].stash,
            st.seats[seat].gold
        ),
        (2, 4, 0)
    );
    let d = s.decision().unwrap();
    assert_eq!(d.kind, DecisionKind::ChooseShip);
    pick(&mut s, Choice::ChooseShip(ShipClass::Sloop));
    // Gold up to 10 less the stash; a glory card as at setup.
    assert_eq!(s.state().seats[seat].gold, 6);
    assert_eq!(s.state().seats[seat].glory_cards.len(), 1);
}
