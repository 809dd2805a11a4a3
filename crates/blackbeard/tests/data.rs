//! Blackbeard's data files (`assets/data/bb/`): the figures the rules text fixes, our readings
//! marked, and every kind of bad file refused with one error naming the file, item and problem.

use blackbeard::content::*;

fn data() -> BbData {
    BbData::embedded().unwrap_or_else(|e| panic!("the built-in data loads: {e}"))
}

fn area(d: &BbData, key: &str) -> AreaId {
    AreaId(d.areas.iter().position(|a| a.key == key).expect("an area") as u8)
}

fn port<'a>(d: &'a BbData, name: &str) -> &'a Port {
    d.ports.iter().find(|p| p.name == name).expect("a port")
}

/// The built-in files with one text replaced, `from` → `to` (which must occur).
fn broken(file: &str, from: &str, to: &str) -> DataError {
    let sources = DataSources::embedded();
    let text = sources.files[file].clone();
    assert!(text.contains(from), "{file} holds {from:?}");
    let sources = sources.with_file(file, &text.replacen(from, to, 1));
    match BbData::load(&sources) {
        Ok(_) => panic!("{file} with {to:?} for {from:?} was accepted"),
        Err(e) => e,
    }
}

// 2.2 The Map: ten Sea Areas in three Regions; the Living Rules note's borders (and ours,
// BB-R A1), each both ways; Transit Boxes between Regions (7.11).
#[test]
fn the_map_has_ten_areas_and_the_living_rules_borders() {
    let d = data();
    assert_eq!(d.regions.len(), 3);
    assert_eq!(d.areas.len(), 10);
    let borders = |key: &str| -> Vec<String> {
        let mut n: Vec<String> = d.areas[area(&d, key).0 as usize]
            .neighbours
            .iter()
            .map(|a| d.areas[a.0 as usize].key.clone())
            .collect();
        n.sort();
        n
    };
    // The Living Rules note of 2.2 (Bermuda is a port, not an area: 45).
    assert_eq!(borders("north_atlantic"), ["central_atlantic"]);
    assert_eq!(
        borders("central_atlantic"),
        ["north_atlantic", "south_atlantic"]
    );
    assert_eq!(
        borders("south_atlantic"),
        ["central_atlantic", "west_caribbean"]
    );
    assert_eq!(
        borders("west_caribbean"),
        [
            "central_america",
            "east_caribbean",
            "south_america",
            "south_atlantic"
        ]
    );
    assert_eq!(
        borders("east_caribbean"),
        ["south_america", "west_caribbean"]
    );
    // Ours: the Darien coast, and the Indian Ocean's two areas.
    assert_eq!(
        borders("central_america"),
        ["south_america", "west_caribbean"]
    );
    assert_eq!(borders("east_africa"), ["india"]);
    assert!(
        borders("gold_coast").is_empty(),
        "the Gold Coast is reached by boxes only"
    );
    // Every border both ways.
    for (i, a) in d.areas.iter().enumerate() {
        for n in &a.neighbours {
            assert!(d.areas[n.0 as usize].neighbours.contains(&AreaId(i as u8)));
        }
    }
    // 7.11: two boxes, each joining two Regions.
    assert_eq!(d.boxes.len(), 2);
    for b in &d.boxes {
        let [x, y] = b.joins;
        assert_ne!(d.areas[x.0 as usize].region, d.areas[y.0 as usize].region);
    }
    assert_eq!(d.isle_of_pines, area(&d, "west_caribbean"));
}

// 2.2 Ports and 2.5 D66: 36 ports, one for each D66 result 11–66; three Pirate Ports with no
// ratings; Bermuda alone adjoins two areas; the values the text's examples fix.
#[test]
fn every_d66_result_names_one_port() {
    let d = data();
    assert_eq!(d.ports.len(), 36);
    for tens in 1..=6u8 {
        for ones in 1..=6u8 {
            let l = tens * 10 + ones;
            let p = d.port_at(l).expect("a port at every locator");
            assert_eq!(d.ports[p.0 as usize].locator, l);
        }
    }
    assert_eq!(d.port_at(17), None);
    assert_eq!(d.port_at(70), None);
    let pirate_ports: Vec<&str> = d
        .ports
        .iter()
        .filter(|p| p.is_pirate_port())
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(
        pirate_ports,
        ["Isle de Tortuga", "New Providence", "Isle Ste. Marie"]
    );
    let two: Vec<&str> = d
        .ports
        .iter()
        .filter(|p| p.areas.len() == 2)
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(two, ["Bermuda"]);
    // 9.53–9.55's San Juan is 2–7; 3.0 step 8's Bath (15) and Charleston (16).
    let sj = port(&d, "San Juan");
    assert_eq!((sj.value, sj.defense), (2, 7));
    assert_eq!(sj.reading, None, "the text fixes it");
    assert_eq!(d.ports[d.port_at(15).unwrap().0 as usize].name, "Bath");
    assert_eq!(
        d.ports[d.port_at(16).unwrap().0 as usize].name,
        "Charleston"
    );
    // BB-R B1: Tortuga is 36, Santo Domingo 35.
    assert_eq!(port(&d, "Isle de Tortuga").locator, 36);
    assert_eq!(port(&d, "Santo Domingo").locator, 35);
    assert_eq!(port(&d, "Honduras").owner, Owner::Nation(Nation::Spanish));
    // Every value of ours is marked.
    for p in d.ports.iter().filter(|p| p.name != "San Juan") {
        let r = p.reading.as_deref().unwrap_or_default();
        assert!(r.starts_with("our reading"), "{} is unmarked", p.name);
    }
}

// 2.1, 5.2 and BB-R A2: 23 Pirate cards; the ratings the text fixes.
#[test]
fn the_pirates_carry_the_ratings_the_text_fixes() {
    let d = data();
    assert_eq!(d.pirates.len(), 23);
    let p = |short: &str| {
        d.pirates
            .iter()
            .find(|p| p.short == short)
            .expect("a pirate")
    };
    assert_eq!(p("Teach").initiative, 3); // 4.52
    assert_eq!((p("Vane").ability, p("Vane").cruelty), (4, 3)); // 8.2
    assert_eq!((p("Condent").ability, p("Condent").cruelty), (4, 3)); // 9.53–9.55
    assert_eq!(p("Low").ability, 3); // 9.63
    assert_eq!(p("Bonnet").ability, 2); // 9.63
    assert_eq!(p("Teach").ship, "Queen Anne's Revenge"); // 8.5
    for pirate in &d.pirates {
        assert!(!pirate.bio.is_empty());
        let r = pirate.reading.as_deref().unwrap_or_default();
        assert!(r.starts_with("our reading"), "{} is unmarked", pirate.short);
    }
}

// 6.12, 6.23 and the pools of 3.0 steps 5, 8 and 9 (BB-R A3–A7).
#[test]
fn the_ships_and_pools_hold_what_the_rules_count() {
    let d = data();
    let pirate = |k: ShipKind| {
        d.ship(k)
            .pirate
            .map(|p| (p.combat, p.speed, p.holds, p.start))
    };
    assert_eq!(pirate(ShipKind::Sloop), Some((5, 5, 2, true)));
    assert_eq!(pirate(ShipKind::Schooner), Some((6, 3, 3, true)));
    assert_eq!(pirate(ShipKind::Brigantine), Some((7, 1, 4, false)));
    assert_eq!(pirate(ShipKind::Flute), None);
    assert!(!d.ship(ShipKind::Flute).convertible && !d.ship(ShipKind::SquareRigger).convertible);
    let cargo: Vec<u8> = ShipKind::ALL.iter().map(|k| d.ship(*k).cargo).collect();
    assert_eq!(cargo, [0, 1, 2, 3, 4]);
    assert_eq!(d.merchants.len(), 35);
    assert_eq!(d.hostages.len(), 15);
    assert_eq!(d.pro_governors.len(), 8);
    assert_eq!(d.anti_governors, 16);
    assert_eq!(d.warships.len(), 15);
    assert_eq!(d.kcs.iter().filter(|k| !k.ex_pirate).count(), 8);
    assert_eq!(d.kcs.iter().filter(|k| k.ex_pirate).count(), 1);
    // 10.34's example: Matthews' Combat 11; 2.4's Living Rules note: +2 to their rolls.
    assert_eq!(
        d.kcs
            .iter()
            .find(|k| k.name == "Thomas Matthews")
            .unwrap()
            .combat,
        11
    );
    assert_eq!(d.warship_combat_bonus, 2);
}

// 2.1, 17.1, 17.2 and BB-R A12: 87 Event cards; 22 Must Play Immediately; 65 Hold Until
// Played, 49 of them Anti-Pirate; three Event AND Action cards; four Initiative cards.
#[test]
fn the_event_deck_has_the_check_figures_of_17_2() {
    let d = data();
    assert_eq!(d.event_deck.len(), 87);
    let cards = |f: &dyn Fn(&EventType) -> bool| -> usize {
        (0..d.event_deck.len())
            .filter(|i| f(d.event(EventCardId(*i as u8))))
            .count()
    };
    assert_eq!(cards(&|e| e.play == Play::MustPlayImmediately), 22);
    assert_eq!(cards(&|e| e.held()), 65);
    assert_eq!(cards(&|e| e.anti_pirate), 49);
    let kinds = |f: &dyn Fn(&EventType) -> bool| -> Vec<EventKind> {
        d.event_types
            .iter()
            .filter(|e| f(e))
            .map(|e| e.kind)
            .collect()
    };
    assert_eq!(
        kinds(&|e| e.play == Play::EventAndAction),
        [
            EventKind::BuriedTreasure,
            EventKind::FairWinds,
            EventKind::HeavyGuns
        ]
    );
    assert_eq!(
        kinds(&|e| e.actions == Actions::Initiative),
        [
            EventKind::DoubleCross,
            EventKind::MutinyConspiracy,
            EventKind::PiraticalAmbition,
            EventKind::WarshipSighting
        ]
    );
    let count = |k: EventKind| d.event_types.iter().find(|e| e.kind == k).unwrap().count;
    assert_eq!(count(EventKind::NewGovernors), 8);
    assert_eq!(count(EventKind::WarshipSighting), 10);
    assert_eq!(count(EventKind::GeneralPardon), 1);
    for (i, e) in d.event_types.iter().enumerate() {
        assert_eq!(e.number as usize, i + 1);
        assert_eq!(e.kind.number(), e.number);
    }
}

// 8.32 (BB-R A8), the Crew Loyalty table (A9), 18.2, the Storm Effects Table (A10), A11.
#[test]
fn the_tables_give_the_examples_results() {
    let d = data();
    // 8.2's example: in the Caribbean, 6 + 3 = 9 gives 2,500 doubloons.
    let wc = area(&d, "west_caribbean");
    assert_eq!(d.cargo[wc.0 as usize][9 - 1], 2500);
    assert_eq!(d.cargo[area(&d, "india").0 as usize][10 - 1], 7500);
    assert_eq!(d.cargo[area(&d, "north_atlantic").0 as usize][0], 0);
    assert_eq!((d.poor_up_to, d.rich_from), (3, 8));
    assert_eq!(d.loyalty_change(LoyaltyCause::RevelryInPiratePort), 3);
    assert_eq!(d.loyalty_change(LoyaltyCause::BootyGrabFailed), -2);
    assert_eq!(
        (d.loyalty_start, d.loyalty_takeover, d.loyalty_max),
        (7, 6, 12)
    );
    assert_eq!(d.notoriety.port_attack, 2);
    assert_eq!(d.notoriety.kc_beaten, 2);
    assert_eq!(d.storm_effect(1), StormEffect::NoEffect);
    assert_eq!(d.storm_effect(4), StormEffect::SpeedHits(1));
    assert_eq!(d.storm_effect(6), StormEffect::SpeedHits(3));
    assert_eq!(d.storm_effect(6 + d.storm_box_bonus), StormEffect::Founders);
    assert_eq!((d.speed_floor, d.combat_floor), (-3, 1));
    // 3.0 step 6: 4, 3, 2, 2 Pirate cards at 2, 3, 4, 5 seats.
    let dealt: Vec<u8> = (2..=5)
        .map(|s| d.seat_counts(s).unwrap().pirates_dealt)
        .collect();
    assert_eq!(dealt, [4, 3, 2, 2]);
}

// The data is refused whole, with one error naming the file, the item and the problem.
#[test]
fn bad_data_files_are_refused_by_name() {
    let e = broken("map.ron", "(locator: 12,", "(locator: 11,");
    assert_eq!(e.file, "map.ron");
    assert!(
        e.item.contains("11") && e.problem.contains("used twice"),
        "{e}"
    );
    let e = broken("map.ron", "(locator: 12,", "(locator: 17,");
    assert!(e.problem.contains("not a D66 result"), "{e}");
    let e = broken(
        "map.ron",
        "(locator: 66, name: \"Isle Ste. Marie\", areas: [\"east_africa\"], owner: PiratePort,",
        "(locator: 66, name: \"Isle Ste. Marie\", areas: [\"east_africa\"], owner: PiratePort, value: Some(2),",
    );
    assert!(e.problem.contains("Pirate Port has no Value"), "{e}");
    let e = broken(
        "map.ron",
        "(a: \"north_atlantic\", b: \"central_atlantic\")",
        "(a: \"north_atlantic\", b: \"mid_atlantic\")",
    );
    assert!(e.problem.contains("unknown area \"mid_atlantic\""), "{e}");
    let e = broken(
        "map.ron",
        "(a: \"west_caribbean\", b: \"east_caribbean\")",
        "(a: \"east_caribbean\", b: \"west_caribbean\"), (a: \"west_caribbean\", b: \"east_caribbean\")",
    );
    assert!(e.problem.contains("written twice"), "{e}");
    let e = broken(
        "map.ron",
        "joins: (\"south_america\", \"gold_coast\")",
        "joins: (\"south_america\", \"central_america\")",
    );
    assert!(e.problem.contains("one Region"), "{e}");
    let e = broken("map.ron", "(locator: 11,", "(locator: 11, colour: 3,");
    assert!(e.problem.contains("cannot be read"), "{e}");
    let e = broken("pirates.ron", "initiative: 4,", "initiative: 9,");
    assert!(
        e.item.contains("roberts") && e.problem.contains("Initiative 9"),
        "{e}"
    );
    let e = broken(
        "events.ron",
        "actions: NoActions, play: MustPlayImmediately",
        "actions: Count(2), play: MustPlayImmediately",
    );
    assert!(
        e.problem
            .contains("Must Play Immediately card has no Actions"),
        "{e}"
    );
    let e = broken("events.ron", "(number: 2,", "(number: 3,");
    assert!(e.problem.contains("17.17"), "{e}");
    let e = broken("tables.ron", "\"india\"], doubloons", "], doubloons");
    assert!(e.problem.contains("\"india\" has no row"), "{e}");
    let e = broken("tables.ron", "(cause: Torture, change: 1),", "");
    assert!(
        e.item.contains("Torture") && e.problem.contains("missing"),
        "{e}"
    );
    let e = broken(
        "pieces.ron",
        "(kind: Brigantine, name: \"Brigantine\"",
        "(kind: Sloop, name: \"Brigantine\"",
    );
    assert!(e.problem.contains("listed"), "{e}");
    // A file missing.
    let mut sources = DataSources::embedded();
    sources.files.remove("tables.ron");
    let e = BbData::load(&sources).unwrap_err();
    assert_eq!(e.to_string(), "tables.ron: file is missing");
}
