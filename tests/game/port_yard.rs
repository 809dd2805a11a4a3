//! C. PORT: Visit shipyard, Recruit and Stash gold, with the ports and captains that change
//! them; SHIP MODIFICATIONS' lasting effects on ship values.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::state::PortStep;
use spanish_main::rules::*;

fn gold(s: &Session, seat: Seat) -> i32 {
    s.state().seats[seat].gold
}

fn ship(s: &Session, seat: Seat) -> &spanish_main::rules::state::Ship {
    s.state().seats[seat].ship.as_ref().unwrap()
}

/// Put the port's mod token (and its twin) as wanted: the port gets `kind`, face down.
fn port_mod(s: &Session, port: &str, kind: ShipModKind) -> Session {
    let zone = s.data().port(s.data().port_by_key(port).unwrap()).zone.0 as usize;
    edited(s, |st| {
        let here = st.board.ship_mods[zone].unwrap().kind;
        if here != kind {
            let other = st
                .board
                .ship_mods
                .iter()
                .position(|m| m.is_some_and(|m| m.kind == kind))
                .unwrap();
            st.board.ship_mods[other].as_mut().unwrap().kind = here;
            st.board.ship_mods[zone].as_mut().unwrap().kind = kind;
        }
    })
}

// VISIT SHIPYARD: repairs 2 gold a point (not crew); special weapons 3 gold, one of each,
// sold back for 1 (not the same visit).
#[test]
fn repairs_and_special_weapons() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        let sh = st.seats[seat].ship.as_mut().unwrap();
        sh.hits.hull = 1;
        sh.hits.crew = 1;
        st.seats[seat].gold = 20;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    assert!(!offers(&s, Choice::Repair(HitLocation::Crew)));
    pick(&mut s, Choice::Repair(HitLocation::Hull));
    assert_eq!((ship(&s, seat).hits.hull, gold(&s, seat)), (2, 18));
    assert!(!offers(&s, Choice::Repair(HitLocation::Hull)));
    pick(&mut s, Choice::BuyWeapon(SpecialWeapon::ChainShot));
    assert_eq!(gold(&s, seat), 15);
    assert!(!offers(&s, Choice::BuyWeapon(SpecialWeapon::ChainShot)));
    assert!(!offers(&s, Choice::SellWeapon(SpecialWeapon::ChainShot)));
    pick(&mut s, Choice::Done);
    pick(&mut s, Choice::LeavePort);
    // Next turn: sold back for 1.
    pick(&mut s, Choice::EndTurn);
    pick(&mut s, Choice::EndTurn);
    pick(&mut s, Choice::EndTurn); // the other seat's turn
    while s.decision().unwrap().seat != seat {
        pick(&mut s, Choice::EndTurn);
    }
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::SellWeapon(SpecialWeapon::ChainShot));
    assert!(s.state().seats[seat].weapons.is_empty());
}

// VISIT SHIPYARD: the port's mod is revealed when the port action is taken, costs 3, one of each
// type; SHIP MODIFICATIONS: an extended hold adds 1 CARGO and moves the cube up (never above 5).
#[test]
fn the_ports_mod_is_revealed_then_bought() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    let mut s = port_mod(&s, "bridgetown", ShipModKind::ExtendedHold);
    let events = pick(&mut s, Choice::PortAction);
    assert!(events.iter().any(|e| matches!(
        e,
        GameEvent::ModRevealed {
            kind: ShipModKind::ExtendedHold,
            ..
        }
    )));
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    let before = gold(&s, seat);
    pick(&mut s, Choice::BuyMod);
    assert_eq!(gold(&s, seat), before - 3);
    assert_eq!(ship(&s, seat).hits.cargo, 3);
    let zone = s
        .data()
        .port(s.data().port_by_key("bridgetown").unwrap())
        .zone;
    assert!(s.state().board.ship_mods[zone.0 as usize].is_none());
    assert!(!offers(&s, Choice::BuyMod));
}

// VISIT SHIPYARD, buy/sell ships: sale price +1 per mod, -1 per damage point (crew aside); the
// crew moves over; the mods go back face down to ports the owner picks; GLORY POINTS: a frigate
// or galleon is a glory point once per captain.
#[test]
fn buying_a_ship_sells_the_old_one() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 40;
        // A long-gun token from a port onto the ship, with 1 damage to the masts.
        fit_mod(st, seat, ShipModKind::LongGuns);
        st.seats[seat].ship.as_mut().unwrap().hits.masts = 1;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    assert!(!offers(&s, Choice::BuyShip(ShipClass::ManOWar)));
    assert!(!offers(&s, Choice::BuyShip(ShipClass::Brig)));
    let events = pick(&mut s, Choice::BuyShip(ShipClass::Frigate));
    // 35 - (5 + 1 - 1) = 30.
    assert_eq!(gold(&s, seat), 10);
    assert_eq!(ship(&s, seat).class, ShipClass::Frigate);
    assert_eq!(
        ship(&s, seat).hits.crew,
        2,
        "the sloop's crew of 2 moves over"
    );
    assert_eq!(s.state().seats[seat].glory, 1);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::GloryGained { .. }))
    );
    // The long guns go back: the owner picks a port without a token.
    let d = s.decision().unwrap();
    assert_eq!(
        d.kind,
        DecisionKind::Port {
            step: PortStepKind::ReturnMods
        }
    );
    let Choice::PlaceMod(zone) = d.options[0] else {
        panic!("{:?}", d.options)
    };
    assert_eq!(d.options.len(), 1, "only the freed port has no token");
    pick(&mut s, Choice::PlaceMod(zone));
    let token = s.state().board.ship_mods[zone.0 as usize].unwrap();
    assert!(!token.face_up);
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Port {
            step: PortStepKind::Shipyard
        }
    );
    assert!(
        !offers(&s, Choice::BuyShip(ShipClass::Galleon)),
        "one ship a visit"
    );
    s.check_invariants().unwrap();
}

// PORTS: Curaçao sells galleons and frigates for 30; the glory point is once per captain; the
// man-o-war sells for nothing.
#[test]
fn curacao_prices_and_the_glory_is_once() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "curacao", ShipClass::ManOWar);
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 30;
        st.seats[seat].big_ship_glory = true;
    });
    assert_eq!(
        spanish_main::rules::ship::sale_value(ship(&s, seat), s.data()),
        0
    );
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::BuyShip(ShipClass::Galleon));
    assert_eq!(gold(&s, seat), 0);
    assert_eq!(s.state().seats[seat].glory, 0);
}

// PORTS: St John: mods cost 1; mods may move to a ship bought here for 1 each.
#[test]
fn st_john_sells_mods_cheap_and_moves_them_across() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "st_john", ShipClass::Sloop);
    let s = port_mod(&s, "st_john", ShipModKind::AdvancedRigs);
    let mut s = edited(&s, |st| st.seats[seat].gold = 20);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::BuyMod);
    assert_eq!(gold(&s, seat), 19);
    assert_eq!(
        spanish_main::rules::ship::maneuverability(ship(&s, seat), s.data()),
        4
    );
    pick(&mut s, Choice::BuyShip(ShipClass::Flute));
    // 10 - (5 + 1) = 4.
    assert_eq!(gold(&s, seat), 15);
    pick(&mut s, Choice::TransferMod(ShipModKind::AdvancedRigs));
    assert_eq!(gold(&s, seat), 14);
    assert!(ship(&s, seat).has_mod(ShipModKind::AdvancedRigs));
    pick(&mut s, Choice::Done);
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Port {
            step: PortStepKind::Shipyard
        }
    );
    s.check_invariants().unwrap();
}

// PORTS: St John: mods moved across come with what they hold. SHIP MODIFICATIONS, Extra
// hammocks: the crew that no longer fits the new ship's base CREW comes back aboard once the
// hammocks are moved; without them it stays ashore.
#[test]
fn st_john_moves_hammocks_with_the_crew_they_held() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "st_john", ShipClass::Sloop);
    let s = edited(&s, |st| {
        st.seats[seat].gold = 20;
        fit_mod(st, seat, ShipModKind::ExtraHammocks);
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 3;
    });
    let mut moved = s.clone();
    pick(&mut moved, Choice::PortAction);
    pick(&mut moved, Choice::Begin(Activity::Shipyard));
    pick(&mut moved, Choice::BuyShip(ShipClass::Flute));
    // The flute's CREW is 2, so one sailor waits ashore for the hammocks.
    assert_eq!(ship(&moved, seat).hits.crew, 2);
    pick(&mut moved, Choice::TransferMod(ShipModKind::ExtraHammocks));
    assert_eq!(ship(&moved, seat).hits.crew, 3);
    moved.check_invariants().unwrap();

    let mut left = s.clone();
    pick(&mut left, Choice::PortAction);
    pick(&mut left, Choice::Begin(Activity::Shipyard));
    pick(&mut left, Choice::BuyShip(ShipClass::Flute));
    pick(&mut left, Choice::Done);
    assert_eq!(ship(&left, seat).hits.crew, 2);
}

// SHIP MODIFICATIONS, Reinforced hull: "repair the token for 3 gold in any port". It is a
// repair, so the ports' repair rules apply (our reading): free at Old Providence for captains
// wanted by Spain and at Petite Goave for non-pirates; not at Petite Goave for pirates.
#[test]
fn a_used_reinforced_hull_is_repaired_as_the_port_repairs() {
    let restore = |port: &str, bounties: [u8; 4]| {
        let (s, seat) = in_port(data(), "Isabel Montoya", port, ShipClass::Sloop);
        let mut s = edited(&s, |st| {
            st.seats[seat].gold = 5;
            st.seats[seat].bounties = bounties;
            fit_mod(st, seat, ShipModKind::ReinforcedHull);
            st.seats[seat].ship.as_mut().unwrap().mods[0].flipped = true;
        });
        pick(&mut s, Choice::PortAction);
        pick(&mut s, Choice::Begin(Activity::Shipyard));
        if !offers(&s, Choice::RestoreHull) {
            return None;
        }
        pick(&mut s, Choice::RestoreHull);
        assert!(!ship(&s, seat).mods[0].flipped);
        Some(5 - gold(&s, seat))
    };
    assert_eq!(restore("bridgetown", [0; 4]), Some(3));
    assert_eq!(restore("old_providence", [0, 0, 1, 0]), Some(0));
    assert_eq!(restore("old_providence", [1, 0, 0, 0]), Some(3));
    assert_eq!(restore("petite_goave", [0; 4]), Some(0));
    assert_eq!(restore("petite_goave", [1, 0, 0, 0]), None);
}

// PORTS: Old Providence: captains with a Spanish bounty buy weapons for 1 and repair free.
// Petite Goave: pirates cannot recruit or repair; non-pirates do both free.
#[test]
fn outlaw_and_honest_dockyards() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "old_providence", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].bounties = [0, 0, 1, 0];
        st.seats[seat].gold = 1;
        st.seats[seat].ship.as_mut().unwrap().hits.hull = 1;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::Repair(HitLocation::Hull));
    pick(&mut s, Choice::BuyWeapon(SpecialWeapon::Grapeshot));
    assert_eq!(gold(&s, seat), 0);

    let (s, seat) = in_port(data(), "Isabel Montoya", "petite_goave", ShipClass::Sloop);
    let damaged = |s: &Session, pirate: bool| {
        edited(s, |st| {
            st.seats[seat].bounties = [u8::from(pirate), 0, 0, 0];
            let sh = st.seats[seat].ship.as_mut().unwrap();
            sh.hits.hull = 1;
            sh.hits.crew = 1;
        })
    };
    let mut pirate = damaged(&s, true);
    pick(&mut pirate, Choice::PortAction);
    assert!(!offers(&pirate, Choice::Begin(Activity::Recruit)));
    pick(&mut pirate, Choice::Begin(Activity::Shipyard));
    assert!(!offers(&pirate, Choice::Repair(HitLocation::Hull)));
    let mut honest = damaged(&s, false);
    let before = gold(&honest, seat);
    pick(&mut honest, Choice::PortAction);
    let events = pick(&mut honest, Choice::Begin(Activity::Recruit));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::DiceRolled { .. })),
        "no roll needed"
    );
    assert_eq!(ship(&honest, seat).hits.crew, 2);
    pick(&mut honest, Choice::Begin(Activity::Shipyard));
    pick(&mut honest, Choice::Repair(HitLocation::Hull));
    assert_eq!(gold(&honest, seat), before);
}

// M&M rules: C. PORT, Recruit: a LEADERSHIP success fills the crew; a failure lets crew be hired
// at 2 gold each, never above the CREW value. Press Gang brings 1 aboard on a failure.
#[test]
fn recruiting_by_roll_or_by_purse() {
    // Isabel Montoya rolls 2 LEADERSHIP dice.
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Frigate);
    let mut s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 1;
        st.rng = rng_where(&[2], true);
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Recruit));
    assert_eq!(ship(&s, seat).hits.crew, 4);

    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Frigate);
    let mut s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 2;
        st.rng = rng_where(&[2], false);
    });
    let before = gold(&s, seat);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Recruit));
    assert_eq!(ship(&s, seat).hits.crew, 2);
    pick(&mut s, Choice::HireCrew);
    pick(&mut s, Choice::HireCrew);
    assert_eq!((ship(&s, seat).hits.crew, gold(&s, seat)), (4, before - 4));
    assert!(!offers(&s, Choice::HireCrew));

    // Willem Brandt rolls 4 LEADERSHIP dice.
    let (s, seat) = in_port(data(), "Willem Brandt", "bridgetown", ShipClass::Frigate);
    let mut s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 1;
        st.rng = rng_where(&[4], false);
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Recruit));
    assert_eq!(
        ship(&s, seat).hits.crew,
        2,
        "Press Gang: 1 crew free on a failed roll"
    );
}

// PORTS: Port Royal: pirates recruit at no cost.
#[test]
fn port_royal_crews_pirates_free() {
    let (s, seat) = in_port(data(), "Eleanor Hawkridge", "port_royal", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].bounties = [0, 1, 0, 0];
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 0;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Recruit));
    assert_eq!(ship(&s, seat).hits.crew, 2);
}

// M&M rules: C. PORT, Stash gold: home port only, declared but the amount secret; gold may come
// back out at home; GLORY POINTS: every 10 stashed is a point, at most 5.
#[test]
fn the_stash_is_at_home_and_secret() {
    let (mut s, seat) = in_port(data(), "Isabel Montoya", "havana", ShipClass::Sloop);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Stash));
    let events = pick(&mut s, Choice::Stash(5));
    assert_eq!(events, vec![GameEvent::GoldStashed { seat }]);
    assert_eq!((gold(&s, seat), s.state().seats[seat].stash), (5, 5));
    pick(&mut s, Choice::Stash(-1));
    assert_eq!(s.state().seats[seat].stash, 4);
    assert_eq!(s.observation(seat).me.stash, 4);
    assert_eq!(
        s.observation(1 - seat).me.stash,
        0,
        "the other seat sees its own chest only"
    );

    let (mut away, _) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    pick(&mut away, Choice::PortAction);
    assert!(!offers(&away, Choice::Begin(Activity::Stash)));

    let st = &s.state().seats[seat];
    let mut rich = st.clone();
    rich.stash = 67;
    assert_eq!(spanish_main::rules::glory::stash_points(&rich, s.data()), 5);
    rich.stash = 29;
    assert_eq!(spanish_main::rules::glory::total(&rich, s.data()), 2);
}

// PORTS: St. Maarten: gold courier, stash here for a 5 gold fee (nothing comes back out here).
#[test]
fn st_maarten_couriers_gold_home_for_a_fee() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "st_maarten", ShipClass::Sloop);
    let mut s = edited(&s, |st| st.seats[seat].gold = 12);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Stash));
    assert_eq!(gold(&s, seat), 7);
    pick(&mut s, Choice::Stash(7));
    assert_eq!(s.state().seats[seat].stash, 7);
    assert!(
        !s.decision()
            .unwrap()
            .options
            .iter()
            .any(|c| matches!(c, Choice::Stash(n) if *n < 0))
    );
}

// M&M rules: Stash gold: "in your home port you may freely spend gold from your stash" — the
// table sees one payment, not how it was split between the ship and the chest.
#[test]
fn at_home_the_chest_pays_too() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 1;
        st.seats[seat].stash = 10;
        st.seats[seat].ship.as_mut().unwrap().hits.hull = 1;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    let events = pick(&mut s, Choice::Repair(HitLocation::Hull));
    assert!(events.contains(&GameEvent::GoldPaid { seat, amount: 2 }));
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, GameEvent::GoldPaid { .. }))
            .count(),
        1
    );
    assert_eq!((gold(&s, seat), s.state().seats[seat].stash), (0, 9));
}

// Captain abilities: Shipwright's Son repairs for 1; Company Credit pays 10 once at home;
// Careful Stowage holds one card more at sea.
#[test]
fn captain_abilities_in_port() {
    let (s, seat) = in_port(data(), "Silas Thorne", "bridgetown", ShipClass::Sloop);
    let mut s = edited(&s, |st| st.seats[seat].ship.as_mut().unwrap().hits.hull = 1);
    let before = gold(&s, seat);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::Repair(HitLocation::Hull));
    assert_eq!(gold(&s, seat), before - 1);

    let (mut s, seat) = in_port(data(), "Pieter van der Hoek", "curacao", ShipClass::Sloop);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Credit));
    assert_eq!(gold(&s, seat), 20);
    assert!(s.state().seats[seat].ability_used);

    let (s, seat) = in_port(data(), "Tomás Echeverría", "bridgetown", ShipClass::Sloop);
    let s = edited(&s, |st| {
        for _ in 0..3 {
            let c = st.decks.cargo.pop().unwrap();
            st.seats[seat].cargo.push(c);
        }
    });
    assert!(can_sail(&s));
}

// Captain abilities: Silver Tongue re-rolls a failed INFLUENCE roll once per turn (Port Royal's
// entry for captains with an English bounty).
#[test]
fn silver_tongue_rerolls_influence_once_a_turn() {
    // Jean-Baptiste Lemaire rolls 4 INFLUENCE dice: three rolls, all failing.
    let (s, seat) = in_port(
        data(),
        "Jean-Baptiste Lemaire",
        "port_royal",
        ShipClass::Sloop,
    );
    let zone = s
        .data()
        .port(s.data().port_by_key("port_royal").unwrap())
        .zone;
    let mut s = edited(&s, |st| {
        st.rng = rng_where(&[4, 4, 4], false);
        st.seats[seat].bounties = [1, 0, 0, 0];
        st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(zone);
    });
    let port = Location::Port(s.data().port_by_key("port_royal").unwrap());
    let events = pick(
        &mut s,
        Choice::Move {
            to: port,
            entry: Entry::Influence,
        },
    );
    assert_eq!(rolls(&events), 2);
    let events = pick(
        &mut s,
        Choice::Move {
            to: port,
            entry: Entry::Influence,
        },
    );
    assert_eq!(rolls(&events), 1, "once per turn");
}

// The buying captain's cards are secret: the observation of another seat holds no offer.
#[test]
fn another_seat_sees_that_goods_are_bought_not_which() {
    let (mut s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Flute);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    let other = s.observation(1 - seat);
    assert!(other.me.port_visit.is_none());
    let public = other.port_visit.unwrap();
    assert_eq!((public.seat, public.step), (seat, PortStepKind::Buying));
    assert!(matches!(
        s.observation(seat).me.port_visit.unwrap().step,
        PortStep::Buying { .. }
    ));
}

/// The seat's ship (`class`, its cannons and hold cubes at `cannons` and `cargo`) buys the mod
/// `kind` at Bridgetown; the ship after, and its values with and without the mod.
fn buy_value_mod(
    class: ShipClass,
    kind: ShipModKind,
    cannons: u8,
    cargo: u8,
) -> (
    spanish_main::rules::state::Ship,
    spanish_main::rules::state::HitTrack,
    spanish_main::rules::state::HitTrack,
) {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", class);
    let s = port_mod(&s, "bridgetown", kind);
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 20;
        let hits = &mut st.seats[seat].ship.as_mut().unwrap().hits;
        hits.cannons = cannons;
        hits.cargo = cargo;
    });
    let bare = spanish_main::rules::ship::max_values(ship(&s, seat), s.data());
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    let events = pick(&mut s, Choice::BuyMod);
    assert!(events.contains(&GameEvent::ModBought { seat, kind }));
    s.check_invariants().unwrap();
    let sh = ship(&s, seat).clone();
    let max = spanish_main::rules::ship::max_values(&sh, s.data());
    (sh, bare, max)
}

// M&M rules: SHIP MODIFICATIONS, Extra cannon port (l.1378): "Add +1 to the ship's CANNONS
// value. Move your cannons hit location cube up one step. CANNONS can never exceed 5."
#[test]
fn an_extra_cannon_port_adds_a_cannon_never_above_five() {
    // A sloop (CANNONS 1) with full cannons: value and cube go up to 2.
    let (sh, bare, max) = buy_value_mod(ShipClass::Sloop, ShipModKind::ExtraCannonPort, 1, 2);
    assert_eq!((bare.cannons, max.cannons), (1, 2));
    assert_eq!(sh.hits.cannons, 2);
    assert_eq!(max.cargo, bare.cargo, "only CANNONS changes");
    // A frigate (CANNONS 4) with a cannon hit: the cube moves up a step too, the damage stays.
    let (sh, bare, max) = buy_value_mod(ShipClass::Frigate, ShipModKind::ExtraCannonPort, 3, 3);
    assert_eq!((bare.cannons, max.cannons), (4, 5));
    assert_eq!(sh.hits.cannons, 4);
    // A man-o-war (CANNONS 5) is at the cap: nothing moves.
    let (sh, bare, max) = buy_value_mod(ShipClass::ManOWar, ShipModKind::ExtraCannonPort, 5, 3);
    assert_eq!((bare.cannons, max.cannons), (5, 5));
    assert_eq!(sh.hits.cannons, 5);
}

// M&M rules: SHIP MODIFICATIONS, Extended cargo hold (l.1366): "Add +1 to the ship's CARGO
// value. Move your cargo hit location cube up 1 step. Cargo can never exceed 5."
#[test]
fn an_extended_hold_adds_cargo_never_above_five() {
    // A frigate (CARGO 3): value and cube go up to 4.
    let (sh, bare, max) = buy_value_mod(ShipClass::Frigate, ShipModKind::ExtendedHold, 4, 3);
    assert_eq!((bare.cargo, max.cargo), (3, 4));
    assert_eq!(sh.hits.cargo, 4);
    assert_eq!(max.cannons, bare.cannons, "only CARGO changes");
    // A galleon (CARGO 5) is at the cap: nothing moves.
    let (sh, bare, max) = buy_value_mod(ShipClass::Galleon, ShipModKind::ExtendedHold, 3, 5);
    assert_eq!((bare.cargo, max.cargo), (5, 5));
    assert_eq!(sh.hits.cargo, 5);
}
