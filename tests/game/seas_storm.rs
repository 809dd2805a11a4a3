//! Seas of Glory, MODULE 8, part 2: the storm token. It starts in the Caribbean Sea and moves
//! with each spin of the wind; sailing into its zone or starting a turn at sea there costs 3
//! hits less one per SEAMANSHIP success, each placed by a hit-location die.

use crate::common::*;
use crate::npcs::put_npc;
use spanish_main::content::*;
use spanish_main::rules::*;

fn sail(s: &mut Session, to: Location) -> Vec<GameEvent> {
    pick(
        s,
        Choice::Move {
            to,
            entry: Entry::Free,
        },
    )
}

/// Lucía Arana (SEAMANSHIP 2) at sea off Petite Goave in a sloop, the storm next door in the
/// Caribbean Sea, the wind blowing east (across that border, neither with nor against it);
/// `dice` are the next dice rolled (see `rng_dice`).
fn beside_the_storm(keys: &str, dice: &str) -> (Session, Seat) {
    let (s, seat) = seas_at_sea(keys, "Lucía Arana", "petite_goave", ShipClass::Sloop);
    let caribbean = zone_key(&s, "caribbean_sea");
    let s = edited(&s, |st| {
        st.wind = Some(Direction::E);
        st.storm = Some(caribbean);
        st.rng = rng_dice(dice);
    });
    (s, seat)
}

fn struck(events: &[GameEvent]) -> Option<(Seat, Vec<HitLocation>, u8)> {
    events.iter().find_map(|e| match e {
        GameEvent::StormStruck {
            seat,
            numbered,
            icons,
        } => Some((*seat, numbered.clone(), *icons)),
        _ => None,
    })
}

// MODULE 8, 2. The storm token: "Place the storm token ... in The Caribbean sea zone at the
// beginning of the game. The storm token moves in the direction determined by the wind spinner
// immediately after it is spun. If the direction is unavailable, move it to the next possible
// sea zone in a clockwise direction (like NPCs)." The storm needs the wind: m8-storm turns it on.
#[test]
fn module_8_the_storm_starts_in_the_caribbean_sea_and_moves_with_each_spin() {
    let mut s = seas_game(vec![SeatKind::Human; 2], 11, 0, "m8-storm");
    assert!(
        s.state().config.seas.on(Switch::Wind),
        "the storm brings the wind"
    );
    for _ in 0..2 {
        s.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
    }
    let data = s.data().clone();
    let caribbean = zone_key(&s, "caribbean_sea");
    // The first round's spin has already moved it once.
    let first = s.state().storm.expect("a storm in play");
    let wind = s.state().wind.unwrap();
    assert_eq!(
        first,
        spanish_main::rules::npc::hunt::by_letter(&data, caribbean, wind)
    );
    assert_eq!(s.observation(1).storm, Some(first), "public");
    let mut moved = 0;
    for _ in 0..10 {
        let from = s.state().storm.unwrap();
        let events = end_round(&mut s);
        if matches!(s.state().phase, Phase::GameOver { .. }) {
            break;
        }
        let spun = events
            .iter()
            .position(|e| matches!(e, GameEvent::WindSpun { .. }))
            .unwrap();
        let wind = s.state().wind.unwrap();
        let to = spanish_main::rules::npc::hunt::by_letter(&data, from, wind);
        assert_eq!(
            s.state().storm,
            Some(to),
            "one zone with the wind (or clockwise)"
        );
        if to != from {
            moved += 1;
            let drift = events
                .iter()
                .position(|e| *e == GameEvent::StormDrifted { from, to })
                .expect("the move is told");
            assert_eq!(
                drift,
                spun + 1,
                "right after the spin, before the event card"
            );
        }
    }
    assert!(moved > 0);
    // Without the storm, no token.
    let mut base = seas_game(vec![SeatKind::Human; 2], 11, 0, "m8");
    for _ in 0..2 {
        base.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
    }
    assert_eq!(base.state().storm, None);
}

// MODULE 8, 2.: "Captains receive 3 random hits minus 1 for every SEAMANSHIP success when moving
// into a sea zone with the storm token"; each hit lands where its hit-location die says.
#[test]
fn module_8_sailing_into_the_storm_costs_three_hits_less_each_seamanship_success() {
    // SEAMANSHIP 2 rolls one success: 2 hits, their dice 1 (masts) and 3 (cannons).
    let (mut s, seat) = beside_the_storm("m8-storm", "S F 1 3");
    let caribbean = zone_key(&s, "caribbean_sea");
    let before = s.state().seats[seat].ship.as_ref().unwrap().hits;
    let events = sail(&mut s, Location::Zone(caribbean));
    assert_eq!(
        struck(&events),
        Some((seat, vec![HitLocation::Masts, HitLocation::Cannons], 0))
    );
    let after = s.state().seats[seat].ship.as_ref().unwrap().hits;
    assert_eq!(after.masts, before.masts - 1);
    assert_eq!(after.cannons, before.cannons - 1);
    assert_eq!(
        (after.hull, after.crew, after.cargo),
        (before.hull, before.crew, before.cargo)
    );
    // The move's action is spent, and the turn goes on.
    assert_eq!(actions_left(&s), 2);
    assert_eq!(s.decision().unwrap().seat, seat);
}

// MODULE 8, 2.: three successes and the storm does no harm; (ours) a success face on a
// hit-location die lets the captain put the hit where it likes, one by one, then all land.
#[test]
fn module_8_the_captain_places_the_storms_success_faces() {
    let (mut s, seat) = beside_the_storm("m8-storm", "F F S 2 S");
    let caribbean = zone_key(&s, "caribbean_sea");
    let before = s.state().seats[seat].ship.as_ref().unwrap().hits;
    let events = sail(&mut s, Location::Zone(caribbean));
    assert_eq!(struck(&events), Some((seat, vec![HitLocation::Cargo], 2)));
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::StormHit));
    assert_eq!(d.options, HitLocation::ALL.map(Choice::HitAt).to_vec());
    assert!(d.kind.is_public());
    // Nothing lands before the last is placed.
    let first = pick(&mut s, Choice::HitAt(HitLocation::Crew));
    assert!(!first.iter().any(|e| matches!(e, GameEvent::Damaged { .. })));
    let landed = pick(&mut s, Choice::HitAt(HitLocation::Crew));
    let damaged: Vec<HitLocation> = landed
        .iter()
        .filter_map(|e| match e {
            GameEvent::Damaged { location, .. } => Some(*location),
            _ => None,
        })
        .collect();
    assert_eq!(
        damaged,
        vec![HitLocation::Cargo, HitLocation::Crew, HitLocation::Crew]
    );
    let after = s.state().seats[seat].ship.as_ref().unwrap().hits;
    assert_eq!(after.crew, before.crew - 2);
    assert_eq!(after.cargo, before.cargo - 1);
    assert_eq!(actions_left(&s), 2);
    assert_eq!(s.state().storm_hits, None);
}

// MODULE 8, 2.: "(including leaving port in the same sea zone)"; and a captain with three
// successes rides it out. Sailing into the port of the storm's zone is safe.
#[test]
fn module_8_leaving_port_into_the_storm_counts_as_moving_into_it() {
    let (s, seat) = seas_in_port("m8-storm", "Lucía Arana", "havana", ShipClass::Sloop);
    let havana = zone_key(&s, "havana");
    let port = s.data().port_by_key("havana").unwrap();
    let mut s = edited(&s, |st| {
        st.wind = Some(Direction::E);
        st.storm = Some(havana);
        st.rng = rng_dice("F S 4 4");
    });
    let events = sail(&mut s, Location::Zone(havana));
    assert_eq!(
        struck(&events),
        Some((seat, vec![HitLocation::Crew, HitLocation::Crew], 0))
    );
    // Back into port: no storm there.
    let events = sail(&mut s, Location::Port(port));
    assert_eq!(struck(&events), None);
    assert_eq!(rolls(&events), 0);
}

// MODULE 8, 2.: "Starting their turn at sea in the sea zone with the storm token."
#[test]
fn module_8_starting_a_turn_at_sea_in_the_storm() {
    let (s, seat) = seas_in_port("m8-storm", "Lucía Arana", "havana", ShipClass::Sloop);
    assert_eq!(s.state().turn_order[0], seat, "the round's first turn");
    let other = s.state().turn_order[1];
    let caribbean = zone_key(&s, "caribbean_sea");
    let seamanship = s.data().captain(s.state().seats[other].captain).seamanship as usize;
    let spec = format!("{} 2 3 4", "F".repeat(seamanship));
    let mut s = edited(&s, |st| {
        st.wind = Some(Direction::E);
        st.storm = Some(caribbean);
        st.seats[other].ship.as_mut().unwrap().location = Location::Zone(caribbean);
        st.rng = rng_dice(&spec);
    });
    let before = s.state().seats[other].ship.as_ref().unwrap().hits;
    let events = pick(&mut s, Choice::EndTurn);
    let started = events
        .iter()
        .position(|e| *e == GameEvent::TurnStarted { seat: other })
        .unwrap();
    let hit = events
        .iter()
        .position(|e| matches!(e, GameEvent::StormStruck { .. }))
        .expect("the storm strikes at the turn's start");
    assert!(hit > started);
    assert_eq!(
        struck(&events),
        Some((
            other,
            vec![HitLocation::Cargo, HitLocation::Cannons, HitLocation::Crew],
            0
        ))
    );
    let after = s.state().seats[other].ship.as_ref().unwrap().hits;
    assert_eq!(after.crew, before.crew - 1);
    assert_eq!(s.decision().unwrap().seat, other);
    assert_eq!(actions_left(&s), 3, "the storm costs no action");
}

// MODULE 8, 2.: "Captain Christian Marquis also ignores the storm token."
#[test]
fn module_8_the_storm_proof_captain_ignores_the_storm_token() {
    let name = captain_with(AbilityEffect::IgnoreStorms);
    let (s, seat) = seas_at_sea("m1,m8-storm", &name, "petite_goave", ShipClass::Sloop);
    let caribbean = zone_key(&s, "caribbean_sea");
    let mut s = edited(&s, |st| {
        st.wind = Some(Direction::E);
        st.storm = Some(caribbean);
    });
    let before = s.state().seats[seat].ship.as_ref().unwrap().hits;
    let events = sail(&mut s, Location::Zone(caribbean));
    assert!(events.contains(&GameEvent::StormWeathered { seat }));
    assert_eq!(struck(&events), None);
    assert_eq!(rolls(&events), 0);
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits, before);
}

// MODULE 8, 2.: "NPCs in a sea zone with the storm token never scout for players, but NPCs are
// not affected by storm damage or wind direction."
#[test]
fn module_8_npcs_in_the_storm_never_scout() {
    let scouted = |storm: bool| {
        let (s, seat) = beside_the_storm("m8-storm", "S S 1 S S");
        let caribbean = zone_key(&s, "caribbean_sea");
        let havana = zone_key(&s, "havana");
        let mut s = edited(&s, |st| {
            put_npc(st, "Commodore Edward Harrow", "caribbean_sea");
            st.seats[seat].bounties[Nation::English.index()] = 2;
            if !storm {
                st.storm = Some(havana);
            }
        });
        let npc_hits = |s: &Session| {
            s.state()
                .npcs
                .iter()
                .map(|n| n.ship.as_ref().unwrap().hits)
                .collect::<Vec<_>>()
        };
        let before = npc_hits(&s);
        let events = sail(&mut s, Location::Zone(caribbean));
        assert_eq!(npc_hits(&s), before, "the storm never harms an NPC");
        events
            .iter()
            .any(|e| matches!(e, GameEvent::NpcScouted { .. }))
    };
    assert!(!scouted(true));
    assert!(scouted(false), "the same navy scouts outside the storm");
}

// MODULE 10 with MODULE 8: a SEAMANSHIP roll against the storm that lets a hit through is a
// failed roll outside combat: a favor rolls it all again, and the new roll counts.
#[test]
fn module_8_a_favor_may_reroll_the_storms_seamanship() {
    let (s, seat) = beside_the_storm("m8-storm,m10", "F F S S 3 1 1 1");
    let caribbean = zone_key(&s, "caribbean_sea");
    let mut s = edited(&s, |st| st.seats[seat].favors = 1);
    let events = sail(&mut s, Location::Zone(caribbean));
    assert_eq!(struck(&events), None, "the roll waits");
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::Reroll));
    assert_eq!(d.options, vec![Choice::SpendFavor, Choice::Done]);
    let events = pick(&mut s, Choice::SpendFavor);
    assert_eq!(s.state().seats[seat].favors, 0);
    assert_eq!(rolls(&events), 1);
    // Two successes: one hit, its die a 3.
    assert_eq!(struck(&events), Some((seat, vec![HitLocation::Cannons], 0)));
    assert_eq!(actions_left(&s), 2);
}

// MODULE 8, 2. with COMBAT, Hit Locations: hits on a destroyed location go to the hull, and a
// ship whose hull is destroyed sinks, taking its captain with it; the move was its own action:
// its turn ends once and the next captain has all its actions (issue 74).
#[test]
fn module_8_the_storm_can_sink_a_ship() {
    let (s, seat) = beside_the_storm("m8-storm", "F F 1 1 1");
    let caribbean = zone_key(&s, "caribbean_sea");
    let dead = s.state().seats[seat].captain;
    let mut s = edited(&s, |st| {
        let hits = &mut st.seats[seat].ship.as_mut().unwrap().hits;
        hits.masts = 1;
        hits.hull = 2;
    });
    let events = sail(&mut s, Location::Zone(caribbean));
    assert!(events.contains(&GameEvent::ShipSunk { seat }));
    assert!(events.contains(&GameEvent::CaptainDied {
        seat,
        captain: dead
    }));
    assert!(s.state().seats[seat].ship.is_none());
    assert_ne!(s.decision().map(|d| d.kind), Some(DecisionKind::StormHit));
    turn_passed_once(&s, &events, seat);
}
