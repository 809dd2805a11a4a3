//! PORTS, Bridgetown's rough entry, and DYING AND RETIREMENT: a ship sunk in the harbour mouth,
//! its captain's death, retirement, and the new captain on the seat's next turn.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::state::{HitTrack, NpcState, Ship};
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

// Ship mods: Reinforced hull ("absorb 1 point of damage done to any hit location"; not in
// crew combat) — the harbour mouth's hull hit is absorbed like any other.
#[test]
fn a_reinforced_hull_absorbs_the_harbour_mouths_hit() {
    let (s, seat) = off_bridgetown("Diego Saavedra", ShipClass::Frigate, &[2], false);
    let mut s = edited(&s, |st| {
        fit_mod(st, seat, ShipModKind::ReinforcedHull);
        st.seats[seat].ship.as_mut().unwrap().hits.hull = 1;
    });
    let events = enter(&mut s);
    assert!(events.contains(&GameEvent::HitAbsorbed {
        seat,
        location: HitLocation::Hull
    }));
    let ship = s.state().seats[seat].ship.as_ref().unwrap();
    assert_eq!(ship.hits.hull, 1, "the ship is still afloat");
    assert!(ship.mods.iter().all(|m| m.flipped), "the token is spent");
    assert!(matches!(ship.location, Location::Port(_)));
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
    let mut placed = events;
    placed.extend(pick(&mut s, d.options[0]));
    // Dead entering port, its own action: the turn ends once (issue 74).
    turn_passed_once(&s, &placed, seat);
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
    assert!(events.iter().any(|e| matches!(
        e,
        GameEvent::GameEnded {
            reason: spanish_main::rules::state::EndReason::NoCaptainLeft,
            ..
        }
    )));
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

// M&M rules: DYING AND RETIREMENT — "if there is a pirate NPC located in the sea zone of the
// captain you drew, you may draw another."
#[test]
fn a_new_captain_with_an_npc_pirate_at_home_may_be_redrawn() {
    let d = data();
    let (start, seat) = in_port(d.clone(), "Lucía Arana", "havana", ShipClass::Flute);
    // The next captain is Diego Saavedra, and Isabel Montoya lies under him.
    let (first, second) = (captain(&d, "Diego Saavedra"), captain(&d, "Isabel Montoya"));
    let home = d.port(d.captain(first).home_port).zone;
    let pirate = (0..d.event_deck.len() as u8)
        .map(EventCardId)
        .find(|c| d.event(*c).npc.is_some() && d.npc(*c).slot == NpcSlot::PirateSloop)
        .expect("a pirate sloop captain");
    let put = |st: &mut GameState, at: ZoneId| {
        st.decks.captains.retain(|c| *c != first && *c != second);
        st.decks.captains.extend([second, first]);
        st.decks.events.retain(|c| *c != pirate);
        st.npcs.push(NpcState {
            gold: 0,
            slot: NpcSlot::PirateSloop,
            cards: vec![pirate],
            ship: Some(Ship {
                class: d.npc(pirate).class,
                location: Location::Zone(at),
                hits: HitTrack::full(d.ship(d.npc(pirate).class)),
                mods: vec![],
            }),
            weapons: vec![],
            spent: vec![],
        });
    };
    let new_captain = |s: &Session| {
        let mut s = s.clone();
        pick(&mut s, Choice::Retire);
        while !matches!(s.state().phase, Phase::NewCaptain { .. }) {
            pick(&mut s, Choice::EndTurn);
        }
        s
    };
    // The pirate lies off the new captain's home port: another may be drawn, once per such
    // captain; the first goes face up to the discards.
    let mut s = new_captain(&edited(&start, |st| put(st, home)));
    assert_eq!(s.state().seats[seat].captain, first);
    let events = pick(&mut s, Choice::RedrawCaptain);
    assert!(events.contains(&GameEvent::CaptainRedrawn {
        seat,
        discarded: first
    }));
    assert_eq!(s.state().seats[seat].captain, second);
    assert!(s.state().decks.captain_discard.contains(&first));
    // Isabel Montoya's home zone has no NPC pirate: she takes her ship.
    let second_home = d.port(d.captain(second).home_port).zone;
    assert_ne!(second_home, home, "the test needs two home zones");
    assert!(!offers(&s, Choice::RedrawCaptain));
    pick(&mut s, Choice::ChooseShip(ShipClass::Sloop));
    s.check_invariants().unwrap();

    // The pirate elsewhere: no redraw.
    let elsewhere = d
        .port_zones()
        .find(|z| *z != home)
        .expect("another port zone");
    let s = new_captain(&edited(&start, |st| put(st, elsewhere)));
    assert!(!offers(&s, Choice::RedrawCaptain));
}
