//! Seas of Glory, MODULE 9: raids on location tokens. The defense drawn face up, bombarded
//! one cannon die at a time; its fire; then retreat or a ground assault for the plunder.

use crate::common::*;
use crate::seas_locations::*;
use spanish_main::content::*;
use spanish_main::rules::protocol::{
    LocationChoice, LocationEvent, LocationOutcome, LocationStepKind,
};
use spanish_main::rules::*;
/// The first in-play card with these hits and escapes, not among `not`.
fn card(s: &Session, hits: &[HitLocation], escapes: u8, not: &[u8]) -> u8 {
    *cards_where(s, |c| {
        c.hits == hits && c.escapes == escapes && c.contraband.is_none()
    })
    .iter()
    .find(|c| !not.contains(c))
    .unwrap_or_else(|| panic!("no card with {hits:?} and {escapes} escapes"))
}

/// Storm ashore and roll at once, playing no glory card (a captain holding any is asked).
fn storm_ashore(s: &mut Session) -> Vec<GameEvent> {
    let mut events = pick(s, ASSAULT);
    if s.decision().map(|d| d.kind)
        == Some(DecisionKind::Location {
            step: LocationStepKind::Assault,
        })
    {
        events.extend(pick(s, ASSAULT));
    }
    events
}

/// `n` different cards with these hits and escapes.
fn cards(s: &Session, hits: &[HitLocation], escapes: u8, n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    for _ in 0..n {
        let c = card(s, hits, escapes, &out);
        out.push(c);
    }
    out
}

// MODULE 9, Location raid: "Draw the number of cargo cards indicated on the location ...
// Bombardment: You may roll 1 die for each of your cannons. You roll 1 die at a time and
// discard a card of your choice for each success ... Receive hits ... Ground assault: Roll
// LEADERSHIP. Receive 1 hit to crew for each remaining escape icon minus 1 for every
// LEADERSHIP success ... you get gold matching the plunder value of the cards and may take as
// many of the remaining cargo cards as you have room for. Then remove the location token ...
// Remember to gain any bounties when attacking or succeeding ... If you plunder 12+ gold, you
// are awarded 1 glory point." TOWN: "Defense: 5 cards. Bounties: 1+1 ... match the local port."
#[test]
fn module_9_a_raid_bombards_takes_fire_and_assaults_for_the_plunder() {
    let (s, seat, id) = at_location(LocationKind::Town, ShipClass::Frigate);
    let a = card(&s, &[HitLocation::Hull], 1, &[]);
    let b = card(&s, &[HitLocation::Masts], 0, &[]);
    let rest: Vec<u8> = cards_where(&s, |c| c.hits.is_empty() && c.contraband.is_none())
        .into_iter()
        .filter(|c| s.data().cargo_deck[*c as usize].escapes <= 1)
        .collect();
    // Two with no escape, one with one: 1 escape left in all, below the frigate's 2.
    let quiet: Vec<u8> = rest
        .iter()
        .copied()
        .filter(|c| s.data().cargo_deck[*c as usize].escapes == 0)
        .take(2)
        .collect();
    let one = *rest
        .iter()
        .find(|c| s.data().cargo_deck[**c as usize].escapes == 1)
        .unwrap();
    let defense = [a, b, quiet[0], quiet[1], one];
    let mut s = edited(&s, |st| {
        stack_cargo(st, &defense);
        // A bombardment hit, a miss; LEADERSHIP 2 both missed.
        st.rng = rng_dice("S F FF");
    });
    let glory = s.state().seats[seat].glory;
    pick(&mut s, RAID);
    assert_eq!(
        s.state().seats[seat].bounties[Nation::English.index()],
        1,
        "a bounty of the zone port's nation on attacking"
    );
    assert_eq!(s.state().location_raid.as_ref().unwrap().cards().len(), 5);
    assert!(
        s.decision().unwrap().kind.is_public(),
        "the fire and the dice are in the open"
    );
    pick(&mut s, BOMBARD);
    // A success: a card of the raider's choice goes, nothing else is offered meanwhile.
    let d = s.decision().unwrap();
    assert!(
        d.options
            .iter()
            .all(|c| matches!(c, Choice::RaidDiscard(_)))
    );
    pick(&mut s, Choice::RaidDiscard(CargoCardId(a)));
    pick(&mut s, BOMBARD);
    assert!(offers(&s, Choice::Done), "a miss: bombard on or stop");
    pick(&mut s, Choice::Done);
    let sh = s.state().seats[seat].ship.as_ref().unwrap();
    assert_eq!(
        (sh.hits.hull, sh.hits.masts),
        (4, 3),
        "the masts' icon fired once"
    );
    assert!(offers(&s, ASSAULT) && offers(&s, RETREAT));
    let events = storm_ashore(&mut s);
    let gold: u32 = defense[1..]
        .iter()
        .map(|c| s.data().cargo_deck[*c as usize].plunder as u32)
        .sum();
    assert_eq!(outcome(&events), Some(LocationOutcome::Plundered { gold }));
    let st = s.state();
    assert_eq!(
        st.seats[seat].ship.as_ref().unwrap().hits.crew,
        3,
        "one escape left, no success"
    );
    assert_eq!(
        st.seats[seat].bounties[Nation::English.index()],
        2,
        "and one on success"
    );
    assert_eq!(st.seats[seat].glory, glory + u32::from(gold >= 12));
    assert!(
        st.locations.iter().all(|t| t.id != id),
        "the token leaves the game"
    );
    // The loot: cards up to the hold's room (3 in a frigate), then the action is spent.
    let before = actions_left(&s);
    for c in &defense[1..4] {
        pick(&mut s, Choice::TakeCargo(CargoCardId(*c)));
    }
    assert!(
        !offers(&s, Choice::TakeCargo(CargoCardId(one))),
        "the hold is full"
    );
    pick(&mut s, Choice::Done);
    assert_eq!(actions_left(&s), before - 1);
    assert!(s.state().decks.cargo_discard.contains(&CargoCardId(one)));
}

// Receive hits: "Each remaining hit icon either inflicts 1 hit ... or 2 hits to that hit
// location if the number of escape icons matches or beats your ship's MANEUVERABILITY. If your
// hull is destroyed, you sink and die. Any other destroyed hit location means the raid fails."
// The sunk raider's turn ends once (issue 74).
#[test]
fn module_9_the_locations_fire_doubles_sinks_and_cripples() {
    // Four hull icons with five escapes against a sloop (MANEUVERABILITY 3): 8 hull hits.
    let (s, seat, id) = at_location(LocationKind::Natives, ShipClass::Sloop);
    let captain = s.state().seats[seat].captain;
    let mut defense = cards(&s, &[HitLocation::Hull], 1, 3);
    defense.push(card(&s, &[HitLocation::Hull], 2, &[]));
    let mut s = edited(&s, |st| stack_cargo(st, &defense));
    pick(&mut s, RAID);
    let events = pick(&mut s, Choice::Done);
    assert!(location_events(&events).contains(&LocationEvent::FireDoubled { seat }));
    assert_eq!(outcome(&events), Some(LocationOutcome::Sunk));
    assert_ne!(
        s.state().seats[seat].captain,
        captain,
        "the captain is dead"
    );
    assert!(
        s.state().locations.iter().any(|t| t.id == id),
        "the natives stay"
    );
    assert!(s.state().location_raid.is_none());
    turn_passed_once(&s, &events, seat);
    // Cannons and hull icons with no escape: the sloop's one cannon is destroyed, the raid
    // fails, and the action is spent.
    let (s, seat, _) = at_location(LocationKind::Natives, ShipClass::Sloop);
    let mut defense = vec![card(&s, &[HitLocation::Cannons, HitLocation::Hull], 0, &[])];
    defense.extend(cards(&s, &[], 0, 3));
    let mut s = edited(&s, |st| stack_cargo(st, &defense));
    let before = actions_left(&s);
    pick(&mut s, RAID);
    let events = pick(&mut s, Choice::Done);
    assert_eq!(outcome(&events), Some(LocationOutcome::Failed));
    let sh = s.state().seats[seat].ship.as_ref().unwrap();
    assert_eq!((sh.hits.cannons, sh.hits.hull), (0, 1));
    assert_eq!(actions_left(&s), before - 1);
    assert!(!offers(&s, RAID), "no raid with a location destroyed");
}

// MISSIONARY, Raid: "Defense: 3 cards, and ignore all hit icons on them." A retreat after the
// fire keeps the attack's bounty and leaves the location.
#[test]
fn module_9_missionaries_fire_no_shot_and_a_retreat_ends_the_raid() {
    let (s, seat, id) = at_location(LocationKind::Missionary, ShipClass::Sloop);
    let defense = cards(&s, &[HitLocation::Hull], 0, 3);
    let mut s = edited(&s, |st| stack_cargo(st, &defense));
    pick(&mut s, RAID);
    pick(&mut s, Choice::Done);
    assert_eq!(
        s.state().seats[seat].ship.as_ref().unwrap().hits.hull,
        2,
        "no shot"
    );
    let events = pick(&mut s, RETREAT);
    assert_eq!(outcome(&events), Some(LocationOutcome::Retreated));
    assert!(s.state().locations.iter().any(|t| t.id == id));
    assert_eq!(s.state().seats[seat].bounties[Nation::English.index()], 1);
    assert!(
        defense
            .iter()
            .all(|c| s.state().decks.cargo_discard.contains(&CargoCardId(*c)))
    );
}

// Ground assault: "If your crew is reduced to 0, you are killed." PIRATE HAVEN: "Defense: 4
// cards. Bounties: None."
#[test]
fn module_9_an_assault_that_loses_the_last_crew_kills_the_captain() {
    let (s, seat, id) = at_location(LocationKind::PirateHaven, ShipClass::Sloop);
    let captain = s.state().seats[seat].captain;
    let defense = cards(&s, &[], 1, 4);
    let mut s = edited(&s, |st| {
        stack_cargo(st, &defense);
        st.rng = rng_dice("FF");
    });
    pick(&mut s, RAID);
    assert_eq!(
        s.state().seats[seat].bounties,
        [0; 4],
        "no bounties at a haven"
    );
    pick(&mut s, Choice::Done);
    let events = storm_ashore(&mut s);
    assert_eq!(outcome(&events), Some(LocationOutcome::Killed));
    assert_ne!(s.state().seats[seat].captain, captain);
    assert!(s.state().locations.iter().any(|t| t.id == id));
    // Dead in its own action: the turn ends once (issue 74).
    turn_passed_once(&s, &events, seat);
}

// PRISON, Raid: "Bonus: If successful, you get to do the Visit part of the prison but may
// employ the specialist for free (pay no gold)."
#[test]
fn module_9_a_prison_taken_frees_a_specialist_for_nothing() {
    let (s, seat, _) = at_location(LocationKind::Prison, ShipClass::Frigate);
    let defense = cards(&s, &[], 0, 4);
    let mut s = edited(&s, |st| {
        stack_cargo(st, &defense);
        st.seats[seat].gold = 0;
        st.rng = rng_dice("FF");
    });
    pick(&mut s, RAID);
    pick(&mut s, Choice::Done);
    let events = storm_ashore(&mut s);
    assert!(matches!(
        outcome(&events),
        Some(LocationOutcome::Plundered { .. })
    ));
    assert_eq!(s.state().seats[seat].specialists.len(), 1);
    let plunder: u32 = defense
        .iter()
        .map(|c| s.data().cargo_deck[*c as usize].plunder as u32)
        .sum();
    assert_eq!(
        s.state().seats[seat].gold,
        plunder as i32,
        "the specialist cost nothing"
    );
}

// Ground assault: "This is considered a single round of crew combat in regards to glory cards
// and captain / specialist abilities." Diego Saavedra's crew never loses more than 1 a round of
// crew combat: ashore too.
#[test]
fn module_9_the_assault_is_a_round_of_crew_combat_for_abilities() {
    let (s, seat, _) = at_location_with(
        "Diego Saavedra",
        LocationKind::PirateHaven,
        ShipClass::Sloop,
        "port_royal",
    );
    let defense = cards(&s, &[], 1, 4);
    let mut s = edited(&s, |st| {
        stack_cargo(st, &defense);
        // LEADERSHIP 4, every die missed: 4 escapes would take the whole crew.
        st.rng = rng_dice("FFFF");
    });
    pick(&mut s, RAID);
    pick(&mut s, Choice::Done);
    let events = storm_ashore(&mut s);
    assert!(matches!(
        outcome(&events),
        Some(LocationOutcome::Plundered { .. })
    ));
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.crew, 1);
}

// MODULE 9, Location raids: "Cards and abilities which say crew combat may also be used after
// the ground assault begins." Ashore, before the roll: Cutlasses Drawn adds 2 LEADERSHIP dice,
// Rally to the Colours brings 2 crew back; Boarding Nets (the enemy's LEADERSHIP) does nothing
// there and is not offered. Before the assault begins, no card is offered.
#[test]
fn module_9_crew_combat_cards_are_played_once_the_assault_begins() {
    let (s, seat, _) = at_location(LocationKind::PirateHaven, ShipClass::Brig);
    let defense = cards(&s, &[], 1, 4);
    let mut cutlasses = None;
    let mut rally = None;
    let mut nets = None;
    let s = edited(&s, |st| {
        stack_cargo(st, &defense);
        let hand = std::mem::take(&mut st.seats[seat].glory_cards);
        st.decks.glory.extend(hand);
        cutlasses = Some(give_glory(st, seat, "Cutlasses Drawn"));
        rally = Some(give_glory(st, seat, "Rally to the Colours"));
        nets = Some(give_glory(st, seat, "Boarding Nets"));
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 1;
    });
    let (cutlasses, rally, nets) = (cutlasses.unwrap(), rally.unwrap(), nets.unwrap());
    let play = |c| Choice::Location(LocationChoice::PlayCard(c));
    let leadership = s.state().seats[seat].captain;
    let dice = s.data().captain(leadership).leadership as usize;
    // The captain's dice and Cutlasses' two: two successes against the four escapes.
    let faces = format!("{}{}", "SS", "F".repeat(dice));
    let mut s = edited(&s, |st| st.rng = rng_dice(&faces));
    pick(&mut s, RAID);
    pick(&mut s, Choice::Done);
    assert!(
        !offers(&s, play(cutlasses)),
        "not before the assault begins"
    );
    let events = pick(&mut s, ASSAULT);
    assert_eq!(outcome(&events), None, "the roll waits on the cards");
    let d = s.decision().unwrap();
    assert_eq!(d.seat, seat);
    assert_eq!(
        d.options,
        vec![play(cutlasses), play(rally), ASSAULT],
        "Boarding Nets does nothing ashore; no retreat once ashore"
    );
    pick(&mut s, play(rally));
    let max = 3; // a brig's CREW
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.crew, max);
    assert!(!offers(&s, play(rally)), "the card is spent");
    pick(&mut s, play(cutlasses));
    assert!(s.state().decks.glory_discard.contains(&cutlasses));
    let events = pick(&mut s, ASSAULT);
    assert!(matches!(
        outcome(&events),
        Some(LocationOutcome::Plundered { .. })
    ));
    assert_eq!(
        s.state().seats[seat].ship.as_ref().unwrap().hits.crew,
        1,
        "4 escapes less 2 successes"
    );
    assert_eq!(s.state().seats[seat].glory_cards, vec![nets]);
}
