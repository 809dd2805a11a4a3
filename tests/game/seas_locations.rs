//! Seas of Glory, MODULE 9: location tokens. One in every sea zone but the Caribbean Sea; at
//! sea a captain visits the one in its zone or raids it, each for an action.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::protocol::{LocationChoice, LocationEvent, LocationOutcome, Salvage};
use spanish_main::rules::state::{LocationToken, PortVisit};
use spanish_main::rules::*;

const VISIT: Choice = Choice::Location(LocationChoice::Visit);
const RAID: Choice = Choice::Location(LocationChoice::Raid);
const BOMBARD: Choice = Choice::Location(LocationChoice::Bombard);
const ASSAULT: Choice = Choice::Location(LocationChoice::Assault);
const RETREAT: Choice = Choice::Location(LocationChoice::Retreat);

/// A two-seat game with the location tokens, its ships chosen.
fn locations_game(seed: u64) -> Session {
    let s = seas_game(vec![SeatKind::Human; 2], seed, 0, "none");
    let mut s = edited(&s, |st| st.config.seas.set(Switch::Locations, true));
    for _ in 0..2 {
        s.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
    }
    s
}

/// The first token of this kind.
fn token(data: &GameData, kind: LocationKind) -> LocationId {
    LocationId(
        data.tokens
            .locations
            .tokens
            .iter()
            .position(|t| t.kind == kind)
            .unwrap() as u8,
    )
}

/// Lucía Arana (SEAMANSHIP 2, LEADERSHIP 2, SCOUTING 2) at sea in Port Royal's zone (an
/// English port) in a ship of `class`, with a location of `kind` there, the only one left.
pub(crate) fn at_location(kind: LocationKind, class: ShipClass) -> (Session, Seat, LocationId) {
    at_location_in(kind, class, "port_royal")
}

/// As [`at_location`], in the zone of the port `port`.
pub(crate) fn at_location_in(
    kind: LocationKind,
    class: ShipClass,
    port: &str,
) -> (Session, Seat, LocationId) {
    let (s, seat) = seas_at_sea("none", "Lucía Arana", port, class);
    let id = token(s.data(), kind);
    let zone = zone_key(&s, port);
    let s = edited(&s, |st| {
        st.config.seas.set(Switch::Locations, true);
        st.locations = vec![LocationToken { id, zone }];
    });
    (s, seat, id)
}

/// The in-play cargo card ids matching `f`.
fn cards_where(s: &Session, f: impl Fn(&CargoCard) -> bool) -> Vec<u8> {
    let data = s.data();
    data.cargo_ids()
        .into_iter()
        .filter(|c| f(&data.cargo_deck[c.0 as usize]))
        .map(|c| c.0)
        .collect()
}

fn location_events(events: &[GameEvent]) -> Vec<LocationEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            GameEvent::Location(l) => Some(l.clone()),
            _ => None,
        })
        .collect()
}

fn outcome(events: &[GameEvent]) -> Option<LocationOutcome> {
    location_events(events).into_iter().find_map(|e| match e {
        LocationEvent::RaidEnded { outcome, .. } => Some(outcome),
        _ => None,
    })
}

// MODULE 9, Setup: "Place the location tokens randomly faceup in all sea zones except the
// Caribbean Sea. If the 2 Trade Stations end up in adjacent sea zones, shuffle a few locations
// around until they are no longer adjacent."
#[test]
fn module_9_setup_puts_a_token_in_every_zone_but_the_caribbean_sea_trade_stations_apart() {
    for seed in 0..40 {
        let s = locations_game(seed);
        let data = s.data().clone();
        let tokens = &s.state().locations;
        assert_eq!(tokens.len(), 16, "seed {seed}");
        let mut zones: Vec<ZoneId> = tokens.iter().map(|t| t.zone).collect();
        zones.sort();
        zones.dedup();
        assert_eq!(zones.len(), 16, "one a zone");
        assert!(!zones.contains(&zone_key(&s, "caribbean_sea")));
        for kind in LocationKind::ALL {
            let n = tokens
                .iter()
                .filter(|t| data.tokens.locations.token(t.id).kind == kind)
                .count();
            assert_eq!(n, 2, "two of {kind:?}");
        }
        let stations: Vec<ZoneId> = tokens
            .iter()
            .filter(|t| data.tokens.locations.token(t.id).kind == LocationKind::TradeStation)
            .map(|t| t.zone)
            .collect();
        assert!(
            !data.zone(stations[0]).neighbours.contains(&stations[1]),
            "seed {seed}: the trade stations lie side by side"
        );
        assert_eq!(&s.observation(1).locations, tokens, "face up");
    }
    // Without the module, no tokens.
    let mut s = seas_game(vec![SeatKind::Human; 2], 3, 0, "none");
    for _ in 0..2 {
        s.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
    }
    assert!(s.state().locations.is_empty());
}

// MODULE 9, Visit a location: "When at sea, a captain may spend an action to visit the
// location in their sea zone (only once per turn, per location) ... Some locations restrict
// who can visit them." PIRATE HAVEN: "Visit (Pirates only)".
#[test]
fn module_9_a_visit_is_an_action_once_a_turn_for_its_visitors_only() {
    let (s, seat, _) = at_location(LocationKind::PirateHaven, ShipClass::Sloop);
    let s = edited(&s, |st| st.seats[seat].ship.as_mut().unwrap().hits.crew = 1);
    assert!(!offers(&s, VISIT), "an honest captain is turned away");
    let mut s = edited(&s, |st| {
        st.seats[seat].bounties[Nation::English.index()] = 1
    });
    assert!(offers(&s, VISIT));
    assert!(offers(&s, RAID), "a haven may be raided too");
    let before = actions_left(&s);
    pick(&mut s, VISIT);
    pick(&mut s, Choice::Location(LocationChoice::FreeCrew));
    assert_eq!(
        s.state().seats[seat].ship.as_ref().unwrap().hits.crew,
        2,
        "crew to the full"
    );
    pick(&mut s, Choice::Done);
    assert_eq!(actions_left(&s), before - 1);
    assert!(!offers(&s, VISIT), "once a turn");
    // In port there is no location to visit.
    let (s, seat, _) = at_location(LocationKind::Reef, ShipClass::Sloop);
    assert!(offers(&s, VISIT));
    let port = s.data().port_by_key("port_royal").unwrap();
    let s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().location = Location::Port(port)
    });
    assert!(!offers(&s, VISIT));
}

// MISSIONARY, Visit (anyone): "Pay 3 gold per bounty reduced (from one nation only per visit)."
#[test]
fn module_9_a_missionary_lifts_bounties_of_one_nation_for_3_gold_each() {
    let (s, seat, _) = at_location(LocationKind::Missionary, ShipClass::Sloop);
    assert!(!offers(&s, VISIT), "no bounty to lift");
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 10;
        st.seats[seat].bounties[Nation::English.index()] = 2;
        st.seats[seat].bounties[Nation::French.index()] = 1;
    });
    pick(&mut s, VISIT);
    let english = Choice::Location(LocationChoice::LiftBounty(Nation::English));
    let french = Choice::Location(LocationChoice::LiftBounty(Nation::French));
    assert!(offers(&s, english) && offers(&s, french));
    pick(&mut s, english);
    assert!(!offers(&s, french), "one nation a visit");
    pick(&mut s, english);
    let st = &s.state().seats[seat];
    assert_eq!(st.gold, 4);
    assert_eq!(st.bounties[Nation::English.index()], 0);
    assert_eq!(st.bounties[Nation::French.index()], 1);
    assert!(!offers(&s, french) && offers(&s, Choice::Done));
    pick(&mut s, Choice::Done);
    assert!(s.state().visit.is_none());
}

// NATIVES, Visit (anyone): "Pay 1 cargo card for full ship repairs (doesn't include crew)."
#[test]
fn module_9_natives_repair_all_but_crew_for_a_cargo_card() {
    let (s, seat, _) = at_location(LocationKind::Natives, ShipClass::Frigate);
    let card = CargoCardId(cards_where(&s, |_| true)[0]);
    let mut s = edited(&s, |st| {
        let sh = st.seats[seat].ship.as_mut().unwrap();
        sh.hits.hull = 1;
        sh.hits.cannons = 2;
        sh.hits.crew = 1;
        st.decks.cargo.retain(|c| *c != card);
        st.seats[seat].cargo.push(card);
    });
    pick(&mut s, VISIT);
    let events = pick(&mut s, Choice::Location(LocationChoice::PayCargo(card)));
    let sh = s.state().seats[seat].ship.as_ref().unwrap();
    assert_eq!((sh.hits.hull, sh.hits.cannons, sh.hits.crew), (4, 4, 1));
    assert!(s.state().seats[seat].cargo.is_empty());
    assert!(s.state().decks.cargo_discard.contains(&card));
    assert!(location_events(&events).contains(&LocationEvent::Repaired { seat }));
    assert!(s.state().visit.is_none(), "the visit is over");
}

// PIRATE HAVEN, Visit (Pirates only): "May recruit for free (no roll required). May draw a
// rumor card (no gold cost and no roll required)." A captain holds one rumor: with one held it
// keeps one of the two (as in port).
#[test]
fn module_9_a_pirate_haven_gives_free_crew_and_a_free_rumor() {
    let (s, seat, _) = at_location(LocationKind::PirateHaven, ShipClass::Sloop);
    let held = s.state().decks.rumors[0];
    let mut s = edited(&s, |st| {
        st.seats[seat].bounties[Nation::English.index()] = 1;
        st.decks.rumors.retain(|r| *r != held);
        st.seats[seat].rumor = Some(held);
    });
    let gold = s.state().seats[seat].gold;
    pick(&mut s, VISIT);
    assert!(
        !offers(&s, Choice::Location(LocationChoice::FreeCrew)),
        "crew is full"
    );
    let top = *s.state().decks.rumors.last().unwrap();
    pick(&mut s, Choice::Location(LocationChoice::FreeRumor));
    assert!(offers(&s, Choice::KeepRumor(held)) && offers(&s, Choice::KeepRumor(top)));
    assert!(
        s.observation(1 - seat).me.visit.is_none(),
        "the draw is secret"
    );
    pick(&mut s, Choice::KeepRumor(top));
    assert_eq!(s.state().seats[seat].rumor, Some(top));
    assert!(
        s.state().decks.rumors.contains(&held),
        "the other goes back"
    );
    assert_eq!(s.state().seats[seat].gold, gold, "free");
    pick(&mut s, Choice::Done);
}

// PRISON, Visit (anyone): "Pay 5 gold. Go through the glory deck and draw the first
// specialist you find and employ them immediately. Discard and redraw if you have that type of
// specialist employed already. Reshuffle the deck." Not offered while the crew is Restless
// (Module 11: specialists idle) — ours.
#[test]
fn module_9_a_prison_sells_the_first_specialist_of_a_type_you_lack() {
    let (s, seat, _) = at_location(LocationKind::Prison, ShipClass::Sloop);
    let data = s.data().clone();
    let kind_of = |c: GloryCardId| match data.glory_card(c).effect {
        GloryEffect::Specialist { kind, .. } => Some(kind),
        _ => None,
    };
    // The top specialist is employed already (in hand): the next of another type is hired.
    let deck = s.state().decks.glory.clone();
    let specialists: Vec<GloryCardId> = deck
        .iter()
        .rev()
        .copied()
        .filter(|c| kind_of(*c).is_some())
        .collect();
    let first = specialists[0];
    let employed = kind_of(first).unwrap();
    let twin = *deck
        .iter()
        .find(|c| **c != first && kind_of(**c) == Some(employed))
        .expect("two of a type");
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 5;
        st.decks.glory.retain(|c| *c != twin);
        st.seats[seat].specialists.push(twin);
    });
    let wanted = *s
        .state()
        .decks
        .glory
        .iter()
        .rev()
        .find(|c| kind_of(**c).is_some_and(|k| k != employed))
        .unwrap();
    let restless = edited(&s, |st| {
        st.config.seas.set(Switch::Loyalty, true);
        st.seats[seat].loyalty = -1;
    });
    assert!(
        !offers(&restless, VISIT),
        "a restless crew's specialist would idle"
    );
    let events = pick(&mut s, VISIT);
    let st = s.state();
    assert_eq!(st.seats[seat].gold, 0);
    assert!(st.seats[seat].specialists.contains(&wanted));
    assert!(
        st.decks.glory_discard.contains(&first),
        "the employed type is discarded"
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::SpecialistHired { card, .. } if *card == wanted))
    );
    assert!(st.visit.is_none(), "done at once");
}

// REEF, Visit (anyone): "Roll SCOUTING. For each success you may either: draw 1 cargo card,
// pick 1 special weapon of your choice, draw 1 rumor card, get 1 crew. You receive 1 hit to
// hull for each thing you picked up, minus 1 per SEAMANSHIP success." Raid: "Not possible."
#[test]
fn module_9_a_reef_gives_a_thing_per_scouting_success_for_hull_hits() {
    let (s, seat, _) = at_location(LocationKind::Reef, ShipClass::Frigate);
    assert!(!offers(&s, RAID), "a reef cannot be raided");
    // SCOUTING 2: two successes; SEAMANSHIP 2: one success.
    let mut s = edited(&s, |st| {
        st.rng = rng_dice("SS SF");
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 3;
    });
    pick(&mut s, VISIT);
    pick(
        &mut s,
        Choice::Location(LocationChoice::Salvage(Salvage::Crew)),
    );
    let events = pick(
        &mut s,
        Choice::Location(LocationChoice::Salvage(Salvage::Weapon(
            SpecialWeapon::ChainShot,
        ))),
    );
    let st = s.state();
    let sh = st.seats[seat].ship.as_ref().unwrap();
    assert_eq!(sh.hits.crew, 4);
    assert!(st.seats[seat].weapons.contains(&SpecialWeapon::ChainShot));
    assert_eq!(sh.hits.hull, 3, "two picked, one saved by SEAMANSHIP");
    assert!(location_events(&events).contains(&LocationEvent::Scraped { seat, hits: 1 }));
    assert!(st.visit.is_none());
}

/// The first in-play card with these hits and escapes, not among `not`.
fn card(s: &Session, hits: &[HitLocation], escapes: u8, not: &[u8]) -> u8 {
    *cards_where(s, |c| {
        c.hits == hits && c.escapes == escapes && c.contraband.is_none()
    })
    .iter()
    .find(|c| !not.contains(c))
    .unwrap_or_else(|| panic!("no card with {hits:?} and {escapes} escapes"))
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
    let events = pick(&mut s, ASSAULT);
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
    let events = pick(&mut s, ASSAULT);
    assert_eq!(outcome(&events), Some(LocationOutcome::Killed));
    assert_ne!(s.state().seats[seat].captain, captain);
    assert!(s.state().locations.iter().any(|t| t.id == id));
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
    let events = pick(&mut s, ASSAULT);
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

// MODULE 9 with every other switch: random and Normal captains play whole games with the
// location tokens, every invariant checked after every step (the switch is not yet offered
// by `--modules`, so `simulate` cannot reach it: this is its soak).
#[test]
fn module_9_whole_games_with_every_switch_break_nothing() {
    use spanish_main::headless::simulate::{SimulateOptions, run};
    let mut modules = Switches::all();
    modules.set(Switch::Locations, true);
    for (seats, games) in [(SeatKind::RandomAi, 200), (NORMAL, 12)] {
        let opts = SimulateOptions {
            games,
            seed: 9_900,
            seats: vec![seats; 3],
            ai_seed: 1,
            max_rounds: None,
            check_invariants: true,
            modules: modules.clone(),
        };
        let report = run(GameData::embedded(), &opts);
        assert_eq!(report.completed, games, "{:?}", report.failures);
        let visits = report
            .event_counts
            .get("location_visited")
            .copied()
            .unwrap_or(0);
        assert!(
            visits > 0,
            "captains visit locations: {:?}",
            report.event_counts
        );
        if seats == SeatKind::RandomAi {
            assert!(
                report
                    .event_counts
                    .get("location_raid_begun")
                    .copied()
                    .unwrap_or(0)
                    > 0
            );
        }
    }
}

// NAVAL FORT, Visit (non-pirates only): "Move a naval ship matching the nation of the fort's
// sea zone to an adjacent sea zone. If there isn't one from that nation on the board, you may
// instead go through the event card deck and draw the first matching one you find (reshuffle
// the draw deck). The drawn NPC card acts as an extra event card draw (affecting the loyalty
// track) entering the game at the end of the turn per normal rules."
#[test]
fn module_9_a_naval_fort_steers_its_navy_or_calls_one_in() {
    let (s, seat, _) = at_location(LocationKind::NavalFort, ShipClass::Sloop);
    let english = NpcSlot::Navy(Nation::English);
    // No NPC captain waits to sail this round.
    let s = edited(&s, |st| {
        if let Some(c) = st.current_event.take() {
            st.npc_arrivals.retain(|x| *x != c);
            st.decks.event_discard.push(c);
        }
    });
    assert!(s.state().npc(english).is_none() && s.state().npc_arrivals.is_empty());
    let data = s.data().clone();
    let first = *s
        .state()
        .decks
        .events
        .iter()
        .rev()
        .find(|c| data.event(**c).npc.as_ref().map(|n| n.slot) == Some(english))
        .unwrap();
    let pirate = edited(&s, |st| st.seats[seat].bounties[Nation::Dutch.index()] = 1);
    assert!(!offers(&pirate, VISIT), "honest captains only");
    let mut s = edited(&s, |st| st.config.seas.set(Switch::Loyalty, true));
    pick(&mut s, VISIT);
    let events = pick(&mut s, Choice::Location(LocationChoice::CallNavy));
    assert!(location_events(&events).contains(&LocationEvent::NavyCalled { seat, card: first }));
    assert_eq!(
        s.state().npc_arrivals,
        vec![first],
        "it waits for the end of the round"
    );
    assert!(!s.state().decks.events.contains(&first));
    assert!(
        s.state().seats.iter().all(|x| x.loyalty == -1),
        "an event card drawn: every crew a step down"
    );
    assert!(s.state().visit.is_none());
    end_round(&mut s);
    assert!(
        s.state().npc(english).is_some_and(|n| n.ship.is_some()),
        "it sails"
    );
    // With the navy at sea, the fort sends it one zone, where the visitor says.
    let (s, _, _) = at_location(LocationKind::NavalFort, ShipClass::Sloop);
    let name = data.event(first).name.clone();
    let mut s = edited(&s, |st| {
        crate::npcs::put_npc(st, &name, "caribbean_sea");
    });
    pick(&mut s, VISIT);
    let caribbean = zone_key(&s, "caribbean_sea");
    let to = data.zone(caribbean).neighbours[0];
    assert!(!offers(&s, Choice::Location(LocationChoice::CallNavy)));
    pick(&mut s, Choice::Location(LocationChoice::SteerNavy(to)));
    assert_eq!(s.state().npc(english).unwrap().zone(), Some(to));
}

fn begin(a: Activity) -> Choice {
    Choice::Begin(a)
}

/// The port decision's options now.
fn options(s: &Session) -> Vec<Choice> {
    s.decision().unwrap().options
}

// TRADE STATION, Visit (non-pirates only): "Either sell goods or buy goods. Draw 6 cards for
// sale (or only 3 cards if you bought at this Trade Station last turn). Shares the good in
// demand with the port in the location's sea zone (in every way ...). When buying goods,
// redraw contraband cards meant to be sold in the port in the location's sea zone (as well as
// cards showing the good in demand)." Cargo over the hold's size goes at once (ours).
#[test]
fn module_9_a_trade_station_sells_or_buys_as_the_zones_port() {
    let (s, seat, id) = at_location(LocationKind::TradeStation, ShipClass::Sloop);
    let pirate = edited(&s, |st| {
        st.seats[seat].bounties[Nation::English.index()] = 1
    });
    assert!(!offers(&pirate, VISIT), "honest captains only");
    let good = s.data().cargo_deck[cards_where(&s, |_| true)[0] as usize].good;
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 30;
        load_cargo(st, seat, good, 2);
        no_glory_cards(st, seat);
    });
    let before = actions_left(&s);
    pick(&mut s, VISIT);
    assert!(matches!(
        s.decision().unwrap().kind,
        DecisionKind::Port {
            step: PortStepKind::Menu
        }
    ));
    assert_eq!(
        options(&s),
        vec![
            begin(Activity::Sell),
            begin(Activity::Buy),
            Choice::LeavePort
        ],
        "sell or buy, nothing else"
    );
    pick(&mut s, begin(Activity::Buy));
    let Some(PortVisit {
        step: PortStep::Buying { offer, .. },
        ..
    }) = s.state().port.clone()
    else {
        panic!("buying");
    };
    assert_eq!(offer.len(), 6, "a trade station shows 6 cards");
    let demand = s.state().board.demand[zone_key(&s, "port_royal").0 as usize];
    assert!(
        offer
            .iter()
            .all(|c| Some(s.data().cargo_deck[c.0 as usize].good) != demand)
    );
    pick(&mut s, Choice::Mark(offer[0]));
    pick(&mut s, Choice::Settle);
    // Three cards in a sloop's hold of 2: one goes overboard before the visit ends.
    let o = options(&s);
    assert!(
        !o.contains(&Choice::LeavePort) && o.iter().all(|c| matches!(c, Choice::DiscardCargo(_)))
    );
    pick(&mut s, o[0]);
    assert_eq!(options(&s), vec![Choice::LeavePort], "one activity only");
    pick(&mut s, Choice::LeavePort);
    assert_eq!(actions_left(&s), before - 1);
    assert!(
        !s.state().turn.port_action_taken,
        "the port action is not spent"
    );
    assert_eq!(
        s.state().seats[seat].bought_at_location,
        Some((id, s.state().round))
    );
    // Bought here last turn: 3 cards next time.
    let mut s = edited(&s, |st| {
        st.round += 1;
        st.turn.visited.clear();
        let hold = std::mem::take(&mut st.seats[seat].cargo);
        st.decks.cargo_discard.extend(hold);
    });
    pick(&mut s, VISIT);
    pick(&mut s, begin(Activity::Buy));
    let Some(PortVisit {
        step: PortStep::Buying { offer, .. },
        ..
    }) = s.state().port.clone()
    else {
        panic!("buying");
    };
    assert_eq!(offer.len(), 3);
}

// TOWN, Visit (anyone): "Do just 1 port activity. Draw 4 cards for sale if buying ... You
// cannot ... use the powers of a sea zone in a town (or any location) ... use a town as your
// home-port for stashing ... claim a port's mission ... You may do one of the following: Sell
// Goods, Buy Goods, Visit Shipyard, Recruit, Acquire a Rumor, Buy Favors (module 10), Increase
// Loyalty (module 11)." Curaçao's free rumors are its zone's power: a town there charges.
#[test]
fn module_9_a_town_offers_one_port_activity_without_the_zones_powers() {
    let (s, seat, _) = at_location_in(LocationKind::Town, ShipClass::Sloop, "curacao");
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 10;
        st.seats[seat].bounties[Nation::Dutch.index()] = 2;
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 1;
        no_glory_cards(st, seat);
    });
    assert!(offers(&s, VISIT), "bounties never bar a location");
    pick(&mut s, VISIT);
    let o = options(&s);
    for a in [
        Activity::Buy,
        Activity::Shipyard,
        Activity::Recruit,
        Activity::Rumor,
    ] {
        assert!(o.contains(&begin(a)), "{a:?} offered: {o:?}");
    }
    for a in [
        Activity::Stash,
        Activity::Mission,
        Activity::FollowRumor,
        Activity::Credit,
    ] {
        assert!(!o.contains(&begin(a)), "{a:?} is bound to the port");
    }
    pick(&mut s, begin(Activity::Rumor));
    assert_eq!(
        s.state().seats[seat].gold,
        10 - s.data().tokens.prices.rumor as i32,
        "a rumor costs gold here"
    );
    while !offers(&s, Choice::LeavePort) {
        let c = options(&s)[0];
        pick(&mut s, c);
    }
    assert_eq!(options(&s), vec![Choice::LeavePort], "one activity only");
    // In the home port's zone the chest stays out of reach: nothing to buy with.
    let (s, seat, _) = at_location_in(LocationKind::Town, ShipClass::Sloop, "san_juan");
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 0;
        st.seats[seat].stash = 20;
    });
    pick(&mut s, VISIT);
    assert!(!offers(&s, begin(Activity::Buy)));
}
