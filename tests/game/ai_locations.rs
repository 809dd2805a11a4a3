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

// MODULE 9, a location raid's ground assault: ashore with a crew-combat card in hand, the
// captain plays it when the defenders would cost more than one crew, and keeps it for a
// boarding when they would cost none.
#[test]
fn module_9_ai_plays_a_crew_combat_card_ashore_against_many_defenders() {
    use crate::seas_locations::{ASSAULT, RAID, cards_where};
    for (escapes, plays) in [(1, true), (0, false)] {
        let (s, seat, _) = at_location(LocationKind::PirateHaven, ShipClass::Frigate);
        let defense: Vec<u8> = cards_where(&s, |c| {
            c.hits.is_empty() && c.escapes == escapes && c.contraband.is_none()
        })
        .into_iter()
        .take(4)
        .collect();
        let mut cutlasses = None;
        let mut s = edited(&s, |st| {
            stack_cargo(st, &defense);
            no_glory_cards(st, seat);
            cutlasses = Some(give_glory(st, seat, "Cutlasses Drawn"));
        });
        pick(&mut s, RAID);
        pick(&mut s, Choice::Done);
        pick(&mut s, ASSAULT);
        let play = Choice::Location(LocationChoice::PlayCard(cutlasses.unwrap()));
        assert!(offers(&s, play));
        let want = if plays { play } else { ASSAULT };
        assert_eq!(ask(&s).choice, want, "{} escapes ashore", 4 * escapes);
    }
}
