//! DYING AND RETIREMENT in the middle of one's own action (issue 74): every way a captain dies
//! in its own turn ends that turn once, and the next captain has all its actions. The storm
//! (seas_storm.rs), a location's fire and assault (seas_location_raids.rs), a merchant's
//! hits (raids.rs), the harbour mouth (dying.rs) and the mutinies (seas_mutiny_mid_action.rs)
//! are checked where their rules are; the reef here. Fever takes no captain's last crew
//! (events.rs::convoys_and_fever), so no death comes of it.

use crate::common::*;
use crate::seas_locations::{VISIT, at_location, location_events};
use spanish_main::content::*;
use spanish_main::rules::protocol::{LocationChoice, LocationEvent, Salvage};
use spanish_main::rules::*;

// M&M rules: SEAS OF GLORY, Module 9, REEF: "You receive 1 hit to hull for each thing you
// picked up, minus 1 per SEAMANSHIP success", with COMBAT, Hit Locations: a destroyed hull
// sinks the ship. The reef's last pick sinks its visitor: its turn ends once.
#[test]
fn module_9_a_reef_that_sinks_its_visitor_ends_the_turn_once() {
    let (s, seat, _) = at_location(LocationKind::Reef, ShipClass::Frigate);
    // SCOUTING 2: two successes; SEAMANSHIP 2: none.
    let mut s = edited(&s, |st| {
        st.rng = rng_dice("SS FF");
        let sh = st.seats[seat].ship.as_mut().unwrap();
        sh.hits.hull = 2;
        sh.hits.crew = 3;
    });
    pick(&mut s, VISIT);
    let mut events = pick(
        &mut s,
        Choice::Location(LocationChoice::Salvage(Salvage::Crew)),
    );
    events.extend(pick(
        &mut s,
        Choice::Location(LocationChoice::Salvage(Salvage::Rumor)),
    ));
    assert!(location_events(&events).contains(&LocationEvent::Scraped { seat, hits: 2 }));
    assert!(events.contains(&GameEvent::ShipSunk { seat }));
    turn_passed_once(&s, &events, seat);
}
