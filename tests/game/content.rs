//! The data files: the board, ships, captains, goods and dice, and clear errors for bad data.

use spanish_main::content::*;

fn data() -> std::sync::Arc<GameData> {
    GameData::embedded()
}

// M&M rulebook: "Game Board": 17 sea zones, 16 with a port of one of the 4 nations.
#[test]
fn the_board_has_17_zones_and_16_ports() {
    let d = data();
    assert_eq!(d.zones.len(), 17);
    assert_eq!(d.ports.len(), 16);
    let portless: Vec<_> = d
        .zones
        .iter()
        .filter(|z| z.port.is_none())
        .map(|z| z.name.as_str())
        .collect();
    assert_eq!(portless, ["Caribbean Sea"]);
    let names: Vec<&str> = d.ports.iter().map(|p| p.name.as_str()).collect();
    for name in [
        "Basse-Terre",
        "Bridgetown",
        "Caracas",
        "Cartagena",
        "Curaçao",
        "Havana",
        "Nassau",
        "Old Providence",
        "Petite Goave",
        "Port Royal",
        "San Juan",
        "Santo Domingo",
        "St John",
        "St. Maarten",
        "Tortuga",
        "Trinidad",
    ] {
        assert!(names.contains(&name), "{name} is missing");
    }
    let p = |k: &str| d.port(d.port_by_key(k).unwrap());
    assert_eq!(p("tortuga").nation, Nation::French);
    assert_eq!(p("curacao").nation, Nation::Dutch);
    assert_eq!(p("havana").nation, Nation::Spanish);
    assert_eq!(p("port_royal").nation, Nation::English);
    assert!(
        p("port_royal")
            .abilities
            .contains(&PortAbility::BribeEntry {
                wanted_by: Nation::English,
                fee: 2
            })
    );
    for port in &d.ports {
        assert!(
            !port.abilities.is_empty() && !port.text.is_empty(),
            "{} has no ability",
            port.name
        );
    }
}

// M&M rulebook: "The borders of all Sea-Zones have a direction letter" (NPC movement);
// adjacency (where captains sail) is separate from the letters NPCs follow.
#[test]
fn sailing_is_symmetric_and_every_letter_names_a_neighbour() {
    let d = data();
    for (i, zone) in d.zones.iter().enumerate() {
        assert!(!zone.neighbours.is_empty(), "{} is cut off", zone.name);
        for to in &zone.neighbours {
            assert!(
                d.zone(*to).neighbours.contains(&ZoneId(i as u8)),
                "{} -> {}",
                zone.name,
                d.zone(*to).name
            );
        }
        for (dir, to) in &zone.letters {
            assert!(zone.neighbours.contains(to));
            assert_eq!(d.neighbour(ZoneId(i as u8), *dir), Some(*to));
        }
        assert!(
            !zone.letters.is_empty(),
            "{} has no letter for NPCs",
            zone.name
        );
    }
}

// The open Caribbean Sea meets every zone whose waters touch it; Havana reaches 3 zones.
#[test]
fn the_open_sea_touches_the_zones_around_it() {
    let d = data();
    let sea = d.zone(d.zone_by_key("caribbean_sea").unwrap());
    assert!(sea.neighbours.len() >= 10, "{}", sea.neighbours.len());
    let havana = d.zone(d.zone_by_key("havana").unwrap());
    assert!(havana.neighbours.len() >= 3);
    // Zones are named after their ports, as the rules and cards do.
    assert_eq!(havana.name, "Havana");
    assert_eq!(havana.subtitle.as_deref(), Some("Havana Waters"));
}

// M&M rulebook excerpt, Player Board step 4: a sloop's cubes are all on 2 except cannons on 1.
#[test]
fn ship_cards_match_the_rulebook() {
    let d = data();
    let sloop = d.ship(ShipClass::Sloop);
    assert_eq!(
        (sloop.toughness, sloop.cargo, sloop.crew, sloop.cannons),
        (2, 2, 2, 1)
    );
    // VISIT SHIPYARD table: sloop or flute 10/5, frigate or galleon 35/10, man-o-war not for sale.
    assert_eq!((sloop.buy, sloop.sell), (Some(10), Some(5)));
    assert_eq!(d.ship(ShipClass::Flute).buy, Some(10));
    assert_eq!(d.ship(ShipClass::Frigate).buy, Some(35));
    assert_eq!(d.ship(ShipClass::Galleon).sell, Some(10));
    assert_eq!(d.ship(ShipClass::ManOWar).buy, None);
    let starting: Vec<_> = d
        .ships
        .iter()
        .filter(|s| s.starting)
        .map(|s| s.class)
        .collect();
    assert_eq!(starting, [ShipClass::Sloop, ShipClass::Flute]);
}

// The texts give the base galleon no MANEUVERABILITY; Module 5 brings galleon cards "with a
// MANEUVERABILITY of 1", so the base card is higher: ours is 2. The module's card and the brig
// are in the data, in play only where their switch is on.
#[test]
fn the_base_galleon_outsails_the_module_five_card() {
    let d = data();
    assert_eq!(d.ship(ShipClass::Galleon).maneuverability, 2);
    assert!(!d.ship(ShipClass::Brig).in_play);
    let m5: Vec<_> = d
        .ships
        .iter()
        .filter(|s| s.switch == Some(Switch::SlowGalleons))
        .collect();
    assert_eq!(m5.len(), 1);
    assert_eq!(
        (m5[0].class, m5[0].maneuverability),
        (ShipClass::Galleon, 1)
    );
    // MODULE 5: with the brig, the brig is in play and galleons have manoeuvrability 1; a
    // view of a view is the view of the files.
    let v = d.view(&Switches::parse("m5").unwrap());
    assert!(v.ship(ShipClass::Brig).in_play);
    assert_eq!(v.ship(ShipClass::Galleon).maneuverability, 1);
    let back = v.view(&Switches::none());
    assert_eq!(back.ship(ShipClass::Galleon).maneuverability, 2);
    assert!(!back.ship(ShipClass::Brig).in_play);
    for class in [ShipClass::Sloop, ShipClass::Frigate, ShipClass::ManOWar] {
        assert!(v.ship(class).in_play && back.ship(class).in_play);
    }
}

#[test]
fn captains_goods_and_dice_are_complete() {
    let d = data();
    assert!(d.captains.len() >= 16);
    for c in &d.captains {
        assert!(!c.ability.name.is_empty() && !c.ability.text.is_empty());
        assert_eq!(
            d.port(c.home_port).nation,
            c.nation,
            "{} lives abroad",
            c.name
        );
    }
    // M&M rulebook: 8 kinds of goods; 24 demand tokens.
    assert_eq!(d.goods.len(), 8);
    assert_eq!(d.goods.len() * d.demand_tokens_per_good as usize, 24);
    for card in &d.cargo_deck {
        assert!((1..=5).contains(&card.plunder));
    }
    // The skill die has success icons and numbers for every location but the hull.
    assert!(d.dice.faces.contains(&DieFace::Success));
    let located: Vec<_> = d.dice.hit_numbers.iter().map(|(_, l)| *l).collect();
    assert!(!located.contains(&HitLocation::Hull));
    assert_eq!(located.len(), 4);
}

fn load_with(file: &str, text: &str) -> DataError {
    GameData::load(&DataSources::embedded().with_file(file, text))
        .expect_err("bad data must be refused")
}

fn zones_text() -> String {
    DataSources::embedded().files["zones.ron"].clone()
}

#[test]
fn a_file_that_does_not_parse_names_the_file() {
    let e = load_with("ships.ron", "[ (class: Sloop, name: ");
    assert_eq!(e.file, "ships.ron");
    assert!(
        e.to_string().starts_with("ships.ron: cannot be read"),
        "{e}"
    );
}

#[test]
fn an_unknown_neighbour_is_named() {
    let text = zones_text().replace(
        "neighbours: [\"nassau\", \"port_royal\", \"old_providence\"]",
        "neighbours: [\"atlantis\", \"port_royal\", \"old_providence\"]",
    );
    let e = load_with("zones.ron", &text);
    assert_eq!((e.file.as_str(), e.item.as_str()), ("zones.ron", "havana"));
    assert!(e.problem.contains("\"atlantis\" is not a zone"), "{e}");
}

#[test]
fn a_one_sided_neighbour_is_refused() {
    // Havana forgets Nassau (and its letter); Nassau still lists Havana.
    let text = zones_text()
        .replace(
            "neighbours: [\"nassau\", \"port_royal\", \"old_providence\"]",
            "neighbours: [\"port_royal\", \"old_providence\"]",
        )
        .replace(
            "letters: [(N, \"nassau\"), (E, \"port_royal\")",
            "letters: [(E, \"port_royal\")",
        );
    let e = load_with("zones.ron", &text);
    assert_eq!(e.item, "nassau");
    assert!(e.problem.contains("symmetric"), "{e}");
}

#[test]
fn a_letter_must_name_a_neighbour_and_appear_once() {
    let text = zones_text().replace(
        "(N, \"nassau\"), (E, \"port_royal\")",
        "(N, \"tortuga\"), (E, \"port_royal\")",
    );
    let e = load_with("zones.ron", &text);
    assert_eq!(e.item, "havana");
    assert!(e.problem.contains("not a neighbour"), "{e}");
    let text = zones_text().replace(
        "(N, \"nassau\"), (E, \"port_royal\")",
        "(N, \"nassau\"), (N, \"port_royal\")",
    );
    let e = load_with("zones.ron", &text);
    assert!(e.problem.contains("two borders with the letter N"), "{e}");
}

#[test]
fn a_captain_from_an_unknown_port_is_refused() {
    let text = DataSources::embedded().files["captains.ron"]
        .replace("home_port: \"havana\"", "home_port: \"el_dorado\"");
    let e = load_with("captains.ron", &text);
    assert_eq!(e.item, "Isabel Montoya");
    assert!(e.problem.contains("el_dorado"));
}

#[test]
fn a_missing_file_is_named() {
    let mut sources = DataSources::embedded();
    sources.files.remove("dice.ron");
    let e = GameData::load(&sources).unwrap_err();
    assert_eq!(e.to_string(), "dice.ron: file is missing");
}

/// A copy of the game's data files in a fresh folder, with `edit` applied to one of them
/// (`None` deletes it); the folder's path.
fn data_dir(tag: &str, file: &str, edit: Option<&dyn Fn(&str) -> Vec<u8>>) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("spanish-main-data-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in &DataSources::embedded().files {
        if name == file {
            if let Some(edit) = edit {
                std::fs::write(dir.join(name), edit(text)).unwrap();
            }
        } else {
            std::fs::write(dir.join(name), text).unwrap();
        }
    }
    dir
}

/// Load the folder the way `--data` does.
fn load_dir(dir: &std::path::Path) -> Result<GameData, DataError> {
    DataSources::from_dir(dir).and_then(|s| GameData::load(&s))
}

// A bad data file gives one clear error naming file and item (issue: saves that never
// crash) — the four the loader once accepted: a good priced 0, a port cargo limit of 0, a ship
// that sells for more than it costs (a money loop), and a glory card's name used twice.
#[test]
fn prices_limits_and_names_out_of_bounds_are_refused() {
    let tokens = DataSources::embedded().files["tokens.ron"].clone();
    let e = load_with("tokens.ron", &tokens.replace("goods: 3,", "goods: 0,"));
    assert_eq!(
        (e.file.as_str(), e.item.as_str()),
        ("tokens.ron", "prices.goods")
    );
    let e = load_with(
        "tokens.ron",
        &tokens.replace("port_cargo_limit: 6,", "port_cargo_limit: 0,"),
    );
    assert_eq!(e.item, "prices.port_cargo_limit", "{e}");
    let ships = DataSources::embedded().files["ships.ron"].clone();
    let e = load_with(
        "ships.ron",
        &ships.replacen(
            "buy: Some(35), sell: Some(10)",
            "buy: Some(35), sell: Some(40)",
            1,
        ),
    );
    assert_eq!(e.file, "ships.ron");
    assert!(e.item.ends_with("sell"), "{e}");
    let glory = DataSources::embedded().files["glory.ron"].clone();
    let e = load_with(
        "glory.ron",
        &glory.replace(
            "name: \"Stealing the Wind\"",
            "name: \"Old Salt at the Helm\"",
        ),
    );
    assert_eq!(
        (e.file.as_str(), e.item.as_str()),
        ("glory.ron", "Old Salt at the Helm")
    );
    assert!(e.problem.contains("used twice"), "{e}");
}

// The headless commands read data from a folder (`--data DIR`) through the same checks the
// window makes: the game's own files load as the built-in ones do; a missing file and one that
// is not UTF-8 text are each named.
#[test]
fn a_data_folder_loads_and_names_a_missing_or_unreadable_file() {
    let dir = data_dir("good", "", None);
    let loaded = load_dir(&dir).expect("the game's own data loads from a folder");
    assert_eq!(loaded.event_deck.len(), data().event_deck.len());
    let _ = std::fs::remove_dir_all(&dir);

    let dir = data_dir("missing", "dice.ron", None);
    let e = load_dir(&dir).unwrap_err();
    assert_eq!(e.file, "dice.ron");
    assert!(e.problem.contains("cannot be read"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);

    let latin1: &dyn Fn(&str) -> Vec<u8> = &|t| {
        let mut b = t.as_bytes().to_vec();
        b.extend_from_slice(b"// Cura\xe7ao\n");
        b
    };
    let dir = data_dir("latin1", "ports.ron", Some(latin1));
    let e = load_dir(&dir).unwrap_err();
    assert_eq!(e.file, "ports.ron");
    assert!(e.problem.contains("not UTF-8"), "{e}");

    // Through the command: one error naming the file, and the exit code says so.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_spanish-main"))
        .args(["simulate", "--games", "1", "--data"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("ports.ron") && err.contains("not UTF-8"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
