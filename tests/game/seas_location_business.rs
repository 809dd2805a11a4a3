//! Seas of Glory, MODULE 9: the visits that deal with the zone's port and its navy: the naval
//! fort, the trade station and the town.

use crate::common::*;
use crate::seas_locations::*;
use spanish_main::content::*;
use spanish_main::rules::protocol::{LocationChoice, LocationEvent};
use spanish_main::rules::state::PortVisit;
use spanish_main::rules::*;

// NAVAL FORT, Visit (non-pirates only): "Move a naval ship matching the nation of the fort's
// sea zone to an adjacent sea zone. If there isn't one from that nation on the board, you may
// instead go through the event card deck and draw the first matching one you find (reshuffle
// the draw deck). The drawn NPC card acts as an extra event card draw (affecting the loyalty
// track) entering the game at the end of the turn per normal rules."
#[test]
fn module_9_a_naval_fort_steers_its_navy_or_calls_one_in() {
    let (s, seat, _) = at_location(LocationKind::NavalFort, ShipClass::Sloop);
    let english = NpcSlot::Navy(Nation::English);
    // No NPC captain waits to sail this round.
    let s = edited(&s, |st| {
        if let Some(c) = st.current_event.take() {
            st.npc_arrivals.retain(|x| *x != c);
            st.decks.event_discard.push(c);
        }
    });
    assert!(s.state().npc(english).is_none() && s.state().npc_arrivals.is_empty());
    let data = s.data().clone();
    let first = *s
        .state()
        .decks
        .events
        .iter()
        .rev()
        .find(|c| data.event(**c).npc.as_ref().map(|n| n.slot) == Some(english))
        .unwrap();
    let pirate = edited(&s, |st| st.seats[seat].bounties[Nation::Dutch.index()] = 1);
    assert!(!offers(&pirate, VISIT), "honest captains only");
    let mut s = edited(&s, |st| st.config.seas.set(Switch::Loyalty, true));
    pick(&mut s, VISIT);
    let events = pick(&mut s, Choice::Location(LocationChoice::CallNavy));
    assert!(location_events(&events).contains(&LocationEvent::NavyCalled { seat, card: first }));
    assert_eq!(
        s.state().npc_arrivals,
        vec![first],
        "it waits for the end of the round"
    );
    assert!(!s.state().decks.events.contains(&first));
    assert!(
        s.state().seats.iter().all(|x| x.loyalty == -1),
        "an event card drawn: every crew a step down"
    );
    assert!(s.state().visit.is_none());
    end_round(&mut s);
    assert!(
        s.state().npc(english).is_some_and(|n| n.ship.is_some()),
        "it sails"
    );
    // With the navy at sea, the fort sends it one zone, where the visitor says.
    let (s, _, _) = at_location(LocationKind::NavalFort, ShipClass::Sloop);
    let name = data.event(first).name.clone();
    let mut s = edited(&s, |st| {
        crate::npcs::put_npc(st, &name, "caribbean_sea");
    });
    pick(&mut s, VISIT);
    let caribbean = zone_key(&s, "caribbean_sea");
    let to = data.zone(caribbean).neighbours[0];
    assert!(!offers(&s, Choice::Location(LocationChoice::CallNavy)));
    pick(&mut s, Choice::Location(LocationChoice::SteerNavy(to)));
    assert_eq!(s.state().npc(english).unwrap().zone(), Some(to));
}

fn begin(a: Activity) -> Choice {
    Choice::Begin(a)
}

/// The port decision's options now.
fn options(s: &Session) -> Vec<Choice> {
    s.decision().unwrap().options
}

// TRADE STATION, Visit (non-pirates only): "Either sell goods or buy goods. Draw 6 cards for
// sale (or only 3 cards if you bought at this Trade Station last turn). Shares the good in
// demand with the port in the location's sea zone (in every way ...). When buying goods,
// redraw contraband cards meant to be sold in the port in the location's sea zone (as well as
// cards showing the good in demand)." Cargo over the hold's size goes at once (ours).
#[test]
fn module_9_a_trade_station_sells_or_buys_as_the_zones_port() {
    let (s, seat, id) = at_location(LocationKind::TradeStation, ShipClass::Sloop);
    let pirate = edited(&s, |st| {
        st.seats[seat].bounties[Nation::English.index()] = 1
    });
    assert!(!offers(&pirate, VISIT), "honest captains only");
    let good = s.data().cargo_deck[cards_where(&s, |_| true)[0] as usize].good;
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 30;
        load_cargo(st, seat, good, 2);
        no_glory_cards(st, seat);
    });
    let before = actions_left(&s);
    pick(&mut s, VISIT);
    assert!(matches!(
        s.decision().unwrap().kind,
        DecisionKind::Port {
            step: PortStepKind::Menu
        }
    ));
    assert_eq!(
        options(&s),
        vec![
            begin(Activity::Sell),
            begin(Activity::Buy),
            Choice::LeavePort
        ],
        "sell or buy, nothing else"
    );
    pick(&mut s, begin(Activity::Buy));
    let Some(PortVisit {
        step: PortStep::Buying { offer, .. },
        ..
    }) = s.state().port.clone()
    else {
        panic!("buying");
    };
    assert_eq!(offer.len(), 6, "a trade station shows 6 cards");
    let demand = s.state().board.demand[zone_key(&s, "port_royal").0 as usize];
    assert!(
        offer
            .iter()
            .all(|c| Some(s.data().cargo_deck[c.0 as usize].good) != demand)
    );
    pick(&mut s, Choice::Mark(offer[0]));
    pick(&mut s, Choice::Settle);
    // Three cards in a sloop's hold of 2: one goes overboard before the visit ends.
    let o = options(&s);
    assert!(
        !o.contains(&Choice::LeavePort) && o.iter().all(|c| matches!(c, Choice::DiscardCargo(_)))
    );
    pick(&mut s, o[0]);
    assert_eq!(options(&s), vec![Choice::LeavePort], "one activity only");
    pick(&mut s, Choice::LeavePort);
    assert_eq!(actions_left(&s), before - 1);
    assert!(
        !s.state().turn.port_action_taken,
        "the port action is not spent"
    );
    assert_eq!(
        s.state().seats[seat].bought_at_location,
        Some((id, s.state().round))
    );
    // Bought here last turn: 3 cards next time.
    let mut s = edited(&s, |st| {
        st.round += 1;
        st.turn.visited.clear();
        let hold = std::mem::take(&mut st.seats[seat].cargo);
        st.decks.cargo_discard.extend(hold);
    });
    pick(&mut s, VISIT);
    pick(&mut s, begin(Activity::Buy));
    let Some(PortVisit {
        step: PortStep::Buying { offer, .. },
        ..
    }) = s.state().port.clone()
    else {
        panic!("buying");
    };
    assert_eq!(offer.len(), 3);
}

// TOWN, Visit (anyone): "Do just 1 port activity. Draw 4 cards for sale if buying ... You
// cannot ... use the powers of a sea zone in a town (or any location) ... use a town as your
// home-port for stashing ... claim a port's mission ... You may do one of the following: Sell
// Goods, Buy Goods, Visit Shipyard, Recruit, Acquire a Rumor, Buy Favors (module 10), Increase
// Loyalty (module 11)." Curaçao's free rumors are its zone's power: a town there charges.
#[test]
fn module_9_a_town_offers_one_port_activity_without_the_zones_powers() {
    let (s, seat, _) = at_location_in(LocationKind::Town, ShipClass::Sloop, "curacao");
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 10;
        st.seats[seat].bounties[Nation::Dutch.index()] = 2;
        st.seats[seat].ship.as_mut().unwrap().hits.crew = 1;
        no_glory_cards(st, seat);
    });
    assert!(offers(&s, VISIT), "bounties never bar a location");
    pick(&mut s, VISIT);
    let o = options(&s);
    for a in [
        Activity::Buy,
        Activity::Shipyard,
        Activity::Recruit,
        Activity::Rumor,
    ] {
        assert!(o.contains(&begin(a)), "{a:?} offered: {o:?}");
    }
    for a in [
        Activity::Stash,
        Activity::Mission,
        Activity::FollowRumor,
        Activity::Credit,
    ] {
        assert!(!o.contains(&begin(a)), "{a:?} is bound to the port");
    }
    pick(&mut s, begin(Activity::Rumor));
    assert_eq!(
        s.state().seats[seat].gold,
        10 - s.data().tokens.prices.rumor as i32,
        "a rumor costs gold here"
    );
    while !offers(&s, Choice::LeavePort) {
        let c = options(&s)[0];
        pick(&mut s, c);
    }
    assert_eq!(options(&s), vec![Choice::LeavePort], "one activity only");
    // In the home port's zone the chest stays out of reach: nothing to buy with.
    let (s, seat, _) = at_location_in(LocationKind::Town, ShipClass::Sloop, "san_juan");
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 0;
        st.seats[seat].stash = 20;
    });
    pick(&mut s, VISIT);
    assert!(!offers(&s, begin(Activity::Buy)));
}
