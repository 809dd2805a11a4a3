//! The heuristic captain after a won battle: it claims the beaten ship only when that ship is
//! the better one.

use crate::common::*;
use spanish_main::ai;
use spanish_main::content::ShipClass;
use spanish_main::rules::state::HitTrack;
use spanish_main::rules::*;

/// Lucía (seat `a`, in a Brig) boards and beats a captain in a ship of `class`; the plunder is
/// hers to take.
fn won_against(class: ShipClass) -> (Session, Seat) {
    let (mut s, a, b) = duel("S* FF FF SS FF SS FF SS FF", |st, _, b| {
        let ship = st.seats[b].ship.as_mut().unwrap();
        ship.class = class;
        ship.hits = HitTrack::full(data().ship(class));
        ship.hits.crew = 2;
    });
    assert_eq!(
        s.state().seats[a].ship.as_ref().unwrap().class,
        ShipClass::Brig
    );
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(s.decision().unwrap().seat, a, "Lucía plunders");
    (s, a)
}

/// Let the pirate captain take its plunder to the end of the battle; whether it claimed the
/// ship.
fn plunder(s: &mut Session, a: Seat) -> bool {
    let mut claimed = false;
    for _ in 0..30 {
        let Some(d) = s.decision() else { break };
        if d.seat != a || s.state().battle.is_none() {
            break;
        }
        let c = ai::choose(PIRATE, &s.observation(a), s.data(), 7)
            .expect("an answer")
            .choice;
        claimed |= c == Choice::ClaimShip;
        s.choose(c).expect("an offered option");
    }
    assert!(s.check_invariants().is_ok());
    claimed
}

// M&M rules: PLUNDER, Claiming ships. Beaten in a Frigate (CANNONS 4, CREW 4, toughness 4),
// the enemy's ship is better than the captain's Brig: it takes the Frigate.
#[test]
fn claims_a_better_ship_it_has_beaten() {
    let (mut s, a) = won_against(ShipClass::Frigate);
    assert!(plunder(&mut s, a), "the Frigate is claimed");
    assert_eq!(
        s.state().seats[a].ship.as_ref().unwrap().class,
        ShipClass::Frigate
    );
}

// M&M rules: PLUNDER, Claiming ships. A beaten Sloop is no better than the captain's Brig: it
// keeps its own ship.
#[test]
fn keeps_its_own_ship_over_a_worse_one() {
    let (mut s, a) = won_against(ShipClass::Sloop);
    assert!(!plunder(&mut s, a), "the Sloop is left");
    assert_eq!(
        s.state().seats[a].ship.as_ref().unwrap().class,
        ShipClass::Brig
    );
}
