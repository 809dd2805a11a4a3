//! Seas of Glory, MODULE 9: the AI captains' rules of thumb at the locations.

use crate::common::*;
use crate::seas_locations::at_location;
use spanish_main::content::*;
use spanish_main::rules::protocol::LocationChoice;
use spanish_main::rules::*;

const VISIT: Choice = Choice::Location(LocationChoice::Visit);

// MODULE 9, NATIVES: a ship badly hurt at sea beside the natives pays a card for its repairs,
// and gives the card it values least.
#[test]
fn module_9_ai_has_a_battered_ship_mended_by_the_natives() {
    let (s, seat, _) = at_location(LocationKind::Natives, ShipClass::Frigate);
    let good = s.data().cargo_deck[0].good;
    let s = edited(&s, |st| {
        load_cargo(st, seat, good, 1);
        no_glory_cards(st, seat);
        let sh = st.seats[seat].ship.as_mut().unwrap();
        sh.hits.hull = 2;
        sh.hits.masts = 2;
    });
    assert_eq!(ask(&s).choice, VISIT);
    // Whole, it sails on its business instead.
    let whole = edited(&s, |st| {
        let sh = st.seats[seat].ship.as_mut().unwrap();
        sh.hits.hull = 4;
        sh.hits.masts = 4;
    });
    assert_ne!(ask(&whole).choice, VISIT);
}

// MODULE 9, TRADE STATION: with the zone port's good in demand aboard, it sells at the
// station rather than sail into the harbour; it never raids a location.
#[test]
fn module_9_ai_sells_the_good_in_demand_at_a_trade_station() {
    let (s, seat, _) = at_location(LocationKind::TradeStation, ShipClass::Flute);
    let zone = zone_key(&s, "port_royal");
    let demand = s.state().board.demand[zone.0 as usize].unwrap();
    let mut s = edited(&s, |st| {
        load_cargo(st, seat, demand, 2);
        no_glory_cards(st, seat);
    });
    assert!(offers(&s, Choice::Location(LocationChoice::Raid)));
    assert_eq!(ask(&s).choice, VISIT);
    pick(&mut s, VISIT);
    assert_eq!(ask(&s).choice, Choice::Begin(Activity::Sell));
}
