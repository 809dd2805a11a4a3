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

// M&M rulebook: "The borders of all Sea-Zones have a direction letter" (NPC movement).
#[test]
fn every_border_has_a_letter_and_the_way_back_the_opposite() {
    let d = data();
    for (i, zone) in d.zones.iter().enumerate() {
        assert!(!zone.borders.is_empty(), "{} is cut off", zone.name);
        for (to, dir) in &zone.borders {
            let back = d.zone(*to).borders.iter().find(|(z, _)| z.0 as usize == i);
            assert_eq!(
                back.map(|(_, d)| *d),
                Some(dir.opposite()),
                "{} -> {}",
                zone.name,
                d.zone(*to).name
            );
            assert_eq!(d.neighbour(ZoneId(i as u8), *dir), Some(*to));
        }
    }
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
fn an_unknown_zone_in_a_border_is_named() {
    let text = zones_text().replace("(to: \"nassau\", dir: N)", "(to: \"atlantis\", dir: N)");
    let e = load_with("zones.ron", &text);
    assert_eq!((e.file.as_str(), e.item.as_str()), ("zones.ron", "havana"));
    assert!(e.problem.contains("unknown zone \"atlantis\""), "{e}");
}

#[test]
fn a_one_sided_border_is_refused() {
    // Havana forgets Nassau; Nassau still lists Havana.
    let text = zones_text().replace(
        "(to: \"nassau\", dir: N), (to: \"port_royal\", dir: E)",
        "(to: \"port_royal\", dir: E)",
    );
    let e = load_with("zones.ron", &text);
    assert_eq!(e.item, "nassau");
    assert!(e.problem.contains("symmetric"), "{e}");
}

#[test]
fn a_border_whose_letters_disagree_is_refused() {
    let text = zones_text().replace(
        "(to: \"havana\", dir: S), (to: \"tortuga\", dir: E)",
        "(to: \"havana\", dir: W), (to: \"tortuga\", dir: E)",
    );
    let e = load_with("zones.ron", &text);
    assert!(e.problem.contains("the way back"), "{e}");
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
