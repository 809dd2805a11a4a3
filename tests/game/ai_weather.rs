//! MODULE 8, wind and weather: the heuristic captain's rules of thumb, each in a scenario: of
//! two ways as short it takes the one the wind favours, it sails around the storm, and it puts
//! the storm's hits where they hurt its ship least.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::*;

/// Tomás Echeverría (home: Santo Domingo) at sea off `port` in a flute with 40 gold to stash and
/// no glory card, the wind blowing `wind`, the storm (if any) in `storm`: the zone it sails to.
fn sails_home(keys: &str, port: &str, wind: Direction, storm: Option<&str>) -> ZoneId {
    let (s, seat) = seas_at_sea(keys, "Tomás Echeverría", port, ShipClass::Flute);
    let storm = storm.map(|z| zone_key(&s, z));
    let s = edited(&s, |st| {
        st.seats[seat].gold = 40;
        no_glory_cards(st, seat);
        st.wind = Some(wind);
        st.storm = storm;
    });
    assert!(s.state().npcs.is_empty(), "no NPC to fear");
    let p = ask(&s);
    match p.choice {
        Choice::Move {
            to: Location::Zone(z),
            ..
        } => z,
        other => panic!("sails home, not {other:?} ({})", p.why),
    }
}

// MODULE 8, 1. Wind direction (rule of thumb): of ways as short, the captain takes the one
// whose first move is free with the wind, and shuns one whose first move is against it. Off
// Havana, bound home to Santo Domingo, it may sail north by Nassau, east by Port Royal or south
// by Old Providence, three moves each way.
#[test]
fn module_8_ai_takes_the_way_the_wind_favours() {
    let (s, _) = seas_at_sea("m8", "Tomás Echeverría", "havana", ShipClass::Flute);
    let nassau = zone_key(&s, "nassau");
    let port_royal = zone_key(&s, "port_royal");
    let old_providence = zone_key(&s, "old_providence");
    let home = |wind| sails_home("m8", "havana", wind, None);
    assert_eq!(home(Direction::N), nassau, "free");
    assert_eq!(home(Direction::E), port_royal, "free");
    assert_eq!(home(Direction::S), old_providence, "free");
    assert_ne!(home(Direction::W), port_royal, "east is upwind");
}

// MODULE 8, 2. The storm token (rule of thumb): with two ways as short to where it is going,
// the captain takes the one the storm is not in. Off Port Royal, bound home to Santo Domingo
// to stash its gold, it may sail by Petite Goave or by the Caribbean Sea (both east, the wind
// blowing north: neither free nor dear).
#[test]
fn module_8_ai_sails_around_the_storm() {
    let (s, _) = seas_at_sea(
        "m8-storm",
        "Tomás Echeverría",
        "port_royal",
        ShipClass::Flute,
    );
    let (petite_goave, caribbean) = (zone_key(&s, "petite_goave"), zone_key(&s, "caribbean_sea"));
    let n = Direction::N;
    let via = |storm| sails_home("m8-storm", "port_royal", n, Some(storm));
    assert_eq!(via("caribbean_sea"), petite_goave);
    assert_eq!(via("petite_goave"), caribbean);
}

// MODULE 8, 2. (rule of thumb): a success face of the storm's dice goes where it hurts least:
// the empty cargo hold's spare space first, never the last hull point.
#[test]
fn module_8_ai_puts_the_storms_hits_where_they_hurt_least() {
    let (s, seat) = seas_at_sea("m8-storm", "Lucía Arana", "petite_goave", ShipClass::Flute);
    let caribbean = zone_key(&s, "caribbean_sea");
    let mut s = edited(&s, |st| {
        st.wind = Some(Direction::E);
        st.storm = Some(caribbean);
        st.seats[seat].cargo.clear();
        st.rng = rng_dice("F F S S S");
    });
    let _ = s.choose(Choice::Move {
        to: Location::Zone(caribbean),
        entry: Entry::Free,
    });
    assert_eq!(s.decision().unwrap().kind, DecisionKind::StormHit);
    let p = ask(&s);
    assert_eq!(p.choice, Choice::HitAt(HitLocation::Cargo), "{}", p.why);
    // The hull is never picked while anything else can take the hit.
    while s.decision().unwrap().kind == DecisionKind::StormHit {
        let p = ask(&s);
        assert_ne!(p.choice, Choice::HitAt(HitLocation::Hull));
        s.choose(p.choice).unwrap();
    }
    let ship = s.state().seats[seat].ship.as_ref().unwrap();
    assert_eq!(ship.hits.hull, s.data().ship(ShipClass::Flute).toughness);
}
