//! MODULE 8's storm: the heuristic captain's rules of thumb, each in a scenario: it sails
//! around the storm when another way is as short, and puts the storm's hits where they hurt
//! its ship least.

use crate::common::*;
use spanish_main::ai::{self, Pick};
use spanish_main::content::*;
use spanish_main::rules::*;

const NORMAL: SeatKind = SeatKind::Ai {
    level: AiLevel::Normal,
    style: AiStyle::Opportunist,
};

/// What a Normal captain picks for the decision now.
fn ask(s: &Session) -> Pick {
    let d = s.decision().expect("a decision");
    ai::choose(NORMAL, &s.observation(d.seat), s.data(), 7).expect("an answer")
}

fn zone(s: &Session, key: &str) -> ZoneId {
    s.data().zone_by_key(key).unwrap()
}

// MODULE 8, 2. The storm token (rule of thumb): with two ways as short to where it is going,
// the captain takes the one the storm is not in. Off Port Royal, bound home to Santo Domingo
// to stash its gold, it may sail by Petite Goave or by the Caribbean Sea (both east, the wind
// blowing north: neither free nor dear).
#[test]
fn module_8_ai_sails_around_the_storm() {
    let (s, seat) = seas_at_sea(
        "m8-storm",
        "Tomás Echeverría",
        "port_royal",
        ShipClass::Flute,
    );
    let via = |storm: &str| {
        let storm = zone(&s, storm);
        let s = edited(&s, |st| {
            st.seats[seat].gold = 40;
            no_glory_cards(st, seat);
            st.wind = Some(Direction::N);
            st.storm = Some(storm);
        });
        assert!(s.state().npcs.is_empty(), "no NPC to fear but the storm");
        let p = ask(&s);
        match p.choice {
            Choice::Move {
                to: Location::Zone(z),
                ..
            } => z,
            other => panic!("sails home, not {other:?} ({})", p.why),
        }
    };
    assert_eq!(via("caribbean_sea"), zone(&s, "petite_goave"));
    assert_eq!(via("petite_goave"), zone(&s, "caribbean_sea"));
}

// MODULE 8, 2. (rule of thumb): a success face of the storm's dice goes where it hurts least:
// the empty cargo hold's spare space first, never the last hull point.
#[test]
fn module_8_ai_puts_the_storms_hits_where_they_hurt_least() {
    let (s, seat) = seas_at_sea("m8-storm", "Lucía Arana", "petite_goave", ShipClass::Flute);
    let caribbean = zone(&s, "caribbean_sea");
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
