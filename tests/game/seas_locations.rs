//! Seas of Glory, MODULE 9: location tokens. One in every sea zone but the Caribbean Sea; at
//! sea a captain visits the one in its zone or raids it, each for an action.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::protocol::{LocationChoice, LocationEvent, LocationOutcome, Salvage};
use spanish_main::rules::state::LocationToken;
use spanish_main::rules::*;

pub(crate) const VISIT: Choice = Choice::Location(LocationChoice::Visit);
pub(crate) const RAID: Choice = Choice::Location(LocationChoice::Raid);
pub(crate) const BOMBARD: Choice = Choice::Location(LocationChoice::Bombard);
pub(crate) const ASSAULT: Choice = Choice::Location(LocationChoice::Assault);
pub(crate) const RETREAT: Choice = Choice::Location(LocationChoice::Retreat);

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
    at_location_with("Lucía Arana", kind, class, port)
}

/// As [`at_location_in`], with the captain `captain`.
pub(crate) fn at_location_with(
    captain: &str,
    kind: LocationKind,
    class: ShipClass,
    port: &str,
) -> (Session, Seat, LocationId) {
    let (s, seat) = seas_at_sea("none", captain, port, class);
    let id = token(s.data(), kind);
    let zone = zone_key(&s, port);
    let s = edited(&s, |st| {
        st.config.seas.set(Switch::Locations, true);
        st.locations = vec![LocationToken { id, zone }];
    });
    (s, seat, id)
}

/// The in-play cargo card ids matching `f`.
pub(crate) fn cards_where(s: &Session, f: impl Fn(&CargoCard) -> bool) -> Vec<u8> {
    let data = s.data();
    data.cargo_ids()
        .into_iter()
        .filter(|c| f(&data.cargo_deck[c.0 as usize]))
        .map(|c| c.0)
        .collect()
}

pub(crate) fn location_events(events: &[GameEvent]) -> Vec<LocationEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            GameEvent::Location(l) => Some(l.clone()),
            _ => None,
        })
        .collect()
}

pub(crate) fn outcome(events: &[GameEvent]) -> Option<LocationOutcome> {
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

// MODULE 10 with MODULE 9, Reef: "re-roll one of your non-combat skill rolls". A reef's
// SCOUTING that found nothing, and its SEAMANSHIP that lets a hull hit through, may each be
// rolled again for a favor, the new roll counting (ours, as the storm's); a roll let stand
// stands.
#[test]
fn module_10_a_favor_re_rolls_the_reefs_search_and_its_toll() {
    let (s, seat, _) = at_location(LocationKind::Reef, ShipClass::Frigate);
    // SCOUTING 2: nothing, then one success; SEAMANSHIP 2 for one pick: nothing, then one.
    let mut s = edited(&s, |st| {
        st.config.seas.set(Switch::Favors, true);
        st.seats[seat].favors = 2;
        st.rng = rng_dice("FF SF FF SF");
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 3;
    });
    let hull = s.state().seats[seat].ship.as_ref().unwrap().hits.hull;
    pick(&mut s, VISIT);
    let d = s.decision().unwrap();
    assert_eq!(
        (d.seat, d.kind),
        (seat, DecisionKind::Reroll),
        "the search waits"
    );
    assert_eq!(d.options, vec![Choice::SpendFavor, Choice::Done]);
    pick(&mut s, Choice::SpendFavor);
    assert_eq!(s.state().seats[seat].favors, 1);
    let salvage = Choice::Location(LocationChoice::Salvage(Salvage::Crew));
    assert!(offers(&s, salvage), "the second search found a thing");
    let events = pick(&mut s, salvage);
    assert!(
        location_events(&events)
            .iter()
            .all(|e| !matches!(e, LocationEvent::Scraped { .. }))
    );
    let d = s.decision().unwrap();
    assert_eq!(
        (d.seat, d.kind),
        (seat, DecisionKind::Reroll),
        "the toll waits"
    );
    let events = pick(&mut s, Choice::SpendFavor);
    assert!(location_events(&events).contains(&LocationEvent::Scraped { seat, hits: 0 }));
    let st = s.state();
    assert_eq!(st.seats[seat].favors, 0);
    assert_eq!(st.seats[seat].ship.as_ref().unwrap().hits.hull, hull);
    assert_eq!(st.seats[seat].ship.as_ref().unwrap().hits.crew, 4);
    assert!(st.visit.is_none());

    // Let stand: a search that found nothing ends the visit, the action spent.
    let (s, seat, _) = at_location(LocationKind::Reef, ShipClass::Frigate);
    let mut s = edited(&s, |st| {
        st.config.seas.set(Switch::Favors, true);
        st.seats[seat].favors = 1;
        st.rng = rng_dice("FF");
    });
    let before = actions_left(&s);
    pick(&mut s, VISIT);
    pick(&mut s, Choice::Done);
    assert_eq!(s.state().seats[seat].favors, 1);
    assert!(s.state().visit.is_none());
    assert_eq!(actions_left(&s), before - 1);
}

// MODULE 9 with every other switch: random and Normal captains play whole games with the
// location tokens, every invariant checked after every step (the switch is not yet offered
// by `--modules`, so `simulate` cannot reach it: this is its soak).
#[test]
fn module_9_whole_games_with_every_switch_break_nothing() {
    use ::merchants::simulate::{SimulateOptions, run};
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
