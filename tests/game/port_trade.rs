//! C. PORT: the port action, Sell goods and Buy goods, with the ports and captains that change
//! them. Each test builds a table, asks the decision, chooses, and checks events and state.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::port::trade;
use spanish_main::rules::purse::Trader;
use spanish_main::rules::state::PortStep;
use spanish_main::rules::*;

/// Move `n` cards of `good` from the cargo deck into the seat's hold.
fn give(s: &Session, seat: Seat, good: &str, n: usize) -> Session {
    let g = GoodId(s.data().goods.iter().position(|x| x.id == good).unwrap() as u8);
    edited(s, |st| load_cargo(st, seat, g, n))
}

fn good(s: &Session, key: &str) -> GoodId {
    GoodId(s.data().goods.iter().position(|x| x.id == key).unwrap() as u8)
}

/// Set the demand token of the port's zone (swapping it with one in the pool).
fn set_demand(s: &Session, port: &str, key: &str) -> Session {
    let zone = s.data().port(s.data().port_by_key(port).unwrap()).zone;
    let g = good(s, key);
    edited(s, |st| {
        let old = st.board.demand[zone.0 as usize].unwrap();
        if old != g {
            let i = st.decks.demand_pool.iter().position(|x| *x == g).unwrap();
            st.decks.demand_pool[i] = old;
            st.board.demand[zone.0 as usize] = Some(g);
        }
    })
}

fn offer(s: &Session, seat: Seat) -> Vec<CargoCardId> {
    match &s.observation(seat).me.port_visit.unwrap().step {
        PortStep::Buying { offer, .. } => offer.clone(),
        other => panic!("not buying: {other:?}"),
    }
}

fn actions_left(s: &Session) -> u8 {
    match s.state().phase {
        Phase::Actions { actions_left, .. } => actions_left,
        _ => 0,
    }
}

// M&M rules: C. PORT, Sell goods: 3 gold a card, 6 for the good in demand; the demand token is
// replaced; GLORY POINTS: selling 3+ cards in demand is a glory point.
#[test]
fn selling_pays_three_a_card_six_in_demand_and_turns_the_token() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Flute);
    let s = set_demand(&s, "bridgetown", "sugar");
    let s = give(&s, seat, "sugar", 3);
    let mut s = give(&s, seat, "rum", 1);
    let gold = s.state().seats[seat].gold;
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Sell));
    for card in s.state().seats[seat].cargo.clone() {
        pick(&mut s, Choice::Mark(card));
    }
    let events = pick(&mut s, Choice::Settle);
    assert_eq!(s.state().seats[seat].gold, gold + 3 * 6 + 3);
    assert!(s.state().seats[seat].cargo.is_empty());
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::DemandChanged { .. }))
    );
    assert_eq!(s.state().seats[seat].glory, 1);
    assert_eq!(s.state().decks.cargo_discard.len(), 4);
}

/// This event card put in force for the round, as if drawn at its start.
fn in_force(s: &Session, effect: impl Fn(&EventEffect) -> bool) -> Session {
    let d = data();
    let card = EventCardId(d.event_deck.iter().position(|c| effect(&c.effect)).unwrap() as u8);
    edited(s, |st| {
        st.decks.events.retain(|x| *x != card);
        // An NPC captain's card drawn this round, waiting with the arrivals, goes back under
        // the deck: only the event in force may wait there.
        match st.current_event.replace(card) {
            Some(old) if d.event(old).npc.is_some() => {
                st.npc_arrivals.clear();
                st.decks.events.insert(0, old);
            }
            Some(old) => st.decks.event_discard.push(old),
            None => {}
        }
    })
}

// Event cards (ours): a trade boom or bust changes what each card of a good sells for in
// every port while the card is in force (its round), never below 1 gold; other goods keep
// their price.
#[test]
fn trade_booms_and_busts_change_sale_prices_for_the_round() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Flute);
    let s = set_demand(&s, "bridgetown", "sugar");
    let s = give(&s, seat, "rum", 1);
    // Sugar in demand pays 6; the boom adds 2 to each card; rum pays 3 as ever.
    let boom = |e: &EventEffect| matches!(e, EventEffect::Trade { change, .. } if *change > 0);
    let EventEffect::Trade { good, change } = card_effect(&boom) else {
        unreachable!()
    };
    assert_eq!((good.as_str(), change), ("sugar", 2));
    let mut booming = in_force(&give(&s, seat, "sugar", 2), boom);
    assert_eq!(sell_all(&mut booming, seat), 2 * (6 + 2) + 3);
    let mut quiet = give(&s, seat, "sugar", 2);
    assert_eq!(sell_all(&mut quiet, seat), 2 * 6 + 3);

    // The bust takes 1 gold off each tobacco card (3 here): 2 each.
    let bust = |e: &EventEffect| matches!(e, EventEffect::Trade { change, .. } if *change < 0);
    let EventEffect::Trade { good, change } = card_effect(&bust) else {
        unreachable!()
    };
    assert_eq!((good.as_str(), change), ("tobacco", -1));
    let mut busting = in_force(&give(&s, seat, "tobacco", 2), bust);
    assert_eq!(sell_all(&mut busting, seat), 2 * 2 + 3);
}

fn card_effect(effect: &impl Fn(&EventEffect) -> bool) -> EventEffect {
    data()
        .event_deck
        .iter()
        .find(|c| effect(&c.effect))
        .unwrap()
        .effect
        .clone()
}

// M&M rules: C. PORT: selling must be the first activity; each activity once; the port action
// is once per turn and costs one action.
#[test]
fn selling_comes_first_and_the_port_action_is_once_a_turn() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    let mut s = give(&s, seat, "rum", 1);
    assert_eq!(actions_left(&s), 3);
    pick(&mut s, Choice::PortAction);
    assert!(offers(&s, Choice::Begin(Activity::Sell)));
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::Done);
    assert!(!offers(&s, Choice::Begin(Activity::Sell)));
    assert!(!offers(&s, Choice::Begin(Activity::Shipyard)));
    pick(&mut s, Choice::LeavePort);
    assert_eq!(actions_left(&s), 2);
    assert!(!offers(&s, Choice::PortAction));
}

// M&M rules: C. PORT, Buy goods: draw 6, none of the good in demand; 3 gold a card, 2 each for
// two alike, 1 each for three or more; cards not bought go face up on the discards.
#[test]
fn buying_draws_six_without_the_demand_good_and_prices_by_alike() {
    let (mut s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Flute);
    let s2 = edited(&s, |st| st.seats[seat].gold = 40);
    s = s2;
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    let offer = offer(&s, seat);
    assert_eq!(offer.len(), 6);
    let zone = s
        .data()
        .port(s.data().port_by_key("bridgetown").unwrap())
        .zone;
    let wanted = s.state().board.demand[zone.0 as usize];
    let goods: Vec<GoodId> = offer
        .iter()
        .map(|c| s.data().cargo_deck[c.0 as usize].good)
        .collect();
    assert!(goods.iter().all(|g| Some(*g) != wanted));
    for (card, g) in offer.iter().zip(&goods) {
        let alike = goods.iter().filter(|x| *x == g).count();
        let want = match alike {
            1 => 3,
            2 => 2,
            _ => 1,
        };
        assert_eq!(
            trade::buy_price(s.data(), zone_port(&s, "bridgetown"), &offer, *card),
            want
        );
    }
    let (a, b) = (offer[0], offer[1]);
    let cost = trade::buy_price(s.data(), zone_port(&s, "bridgetown"), &offer, a)
        + trade::buy_price(s.data(), zone_port(&s, "bridgetown"), &offer, b);
    pick(&mut s, Choice::Mark(a));
    pick(&mut s, Choice::Mark(b));
    pick(&mut s, Choice::Settle);
    assert_eq!(s.state().seats[seat].gold, 40 - cost as i32);
    assert_eq!(s.state().seats[seat].cargo, vec![a, b]);
    assert!(
        offer[2..]
            .iter()
            .all(|c| s.state().decks.cargo_discard.contains(c))
    );
    // The cards bought are secret: the other seat sees a count, not the goods.
    let other = s.observation(1 - seat);
    assert_eq!(other.seats[seat].cargo_count, 2);
    assert!(other.me.cargo.is_empty());
}

fn zone_port(s: &Session, key: &str) -> PortId {
    s.data().port_by_key(key).unwrap()
}

// M&M rules: C. PORT, Buy goods: "If you buy goods in the same port 2 turns in a row, you only
// draw 3 cargo cards."
#[test]
fn buying_in_the_same_port_two_turns_running_draws_three() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Flute);
    let port = zone_port(&s, "bridgetown");
    let mut s = edited(&s, |st| {
        st.seats[seat].bought_goods = Some((port, st.round - 1))
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    assert_eq!(offer(&s, seat).len(), 3);
}

/// A sloop in Bridgetown with five rum aboard and 40 gold, buying: the offer drawn and its
/// first card marked (a sixth card for a hold of two).
fn five_rum_and_one_marked() -> (Session, Seat, Vec<CargoCardId>) {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    let s = give(&s, seat, "rum", 5);
    let mut s = edited(&s, |st| st.seats[seat].gold = 40);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    let offer = offer(&s, seat);
    pick(&mut s, Choice::Mark(offer[0]));
    (s, seat, offer)
}

// M&M rules: C. PORT, Buy goods: at most 6 cargo cards in port; cards beyond the hold are
// discarded (owner's choice) on leaving port.
#[test]
fn six_cards_at_most_in_port_and_the_hold_is_trimmed_before_sailing() {
    let (mut s, seat, offer) = five_rum_and_one_marked();
    // A sixth card is in; a seventh is not offered.
    assert!(offer[1..].iter().all(|c| !offers(&s, Choice::Mark(*c))));
    pick(&mut s, Choice::Settle);
    pick(&mut s, Choice::LeavePort);
    let d = s.decision().unwrap();
    assert!(!d.options.iter().any(|c| matches!(c, Choice::Move { .. })));
    for _ in 0..4 {
        let card = s.state().seats[seat].cargo[0];
        let label = spanish_main::games::mm::words::choice_text(
            &data(),
            &s.observation(seat),
            &Choice::DiscardCargo(card),
        );
        assert!(label.contains("over-full"), "{label}");
        pick(&mut s, Choice::DiscardCargo(card));
    }
    assert!(can_sail(&s));
}

// Issue 29, "Two identical options ... are one option": five rum cards in an over-full hold
// read alike ("Discard Rum"), and nothing the player sees tells them apart, so the Orders
// panel lists the discard once, as the first of them (the number keys follow its list). Every
// option offered is still reached through its label.
#[test]
fn twin_options_are_listed_once() {
    let (mut s, seat, _) = five_rum_and_one_marked();
    pick(&mut s, Choice::Settle);
    pick(&mut s, Choice::LeavePort);
    let d = s.decision().unwrap();
    let obs = s.observation(seat);
    let listed = spanish_main::games::mm::words::listed_options(&data(), &obs, &d.options);
    let rum: Vec<&(Choice, String)> = listed.iter().filter(|(_, t)| t.contains("Rum")).collect();
    assert_eq!(rum.len(), 1, "{listed:?}");
    let first_rum = d
        .options
        .iter()
        .find(|c| spanish_main::games::mm::words::choice_text(&data(), &obs, c) == rum[0].1)
        .unwrap();
    assert_eq!(rum[0].0, *first_rum);
    assert!(
        d.options.len() >= listed.len() + 4,
        "five rum discards, one listed"
    );
    for c in &d.options {
        let text = spanish_main::games::mm::words::choice_text(&data(), &obs, c);
        assert_eq!(listed.iter().filter(|(_, t)| *t == text).count(), 1);
    }
}

// PORTS: Caracas draws 8; St. Maarten 7, 8 for the Dutch; Salt Trader draws one more.
#[test]
fn ports_and_captains_change_how_many_cards_are_drawn() {
    let d = data();
    let t = |name: &str| Trader {
        captain: captain(&d, name),
        bounties: [0; 4],
    };
    let p = |k: &str| d.port_by_key(k).unwrap();
    assert_eq!(
        trade::draw_count(&d, p("caracas"), t("Isabel Montoya"), false),
        8
    );
    assert_eq!(
        trade::draw_count(&d, p("st_maarten"), t("Isabel Montoya"), false),
        7
    );
    assert_eq!(
        trade::draw_count(&d, p("st_maarten"), t("Willem Brandt"), false),
        8
    );
    assert_eq!(
        trade::draw_count(&d, p("bridgetown"), t("Anneke Visser"), false),
        7
    );
    assert_eq!(
        trade::draw_count(&d, p("caracas"), t("Isabel Montoya"), true),
        3
    );
    // Through the door: Caracas's offer has 8 cards.
    let (mut s, seat) = in_port(d.clone(), "Isabel Montoya", "caracas", ShipClass::Flute);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    assert_eq!(offer(&s, seat).len(), 8);
}

// PORTS: Nassau's goods start at 2 gold; Havana pays non-pirates 7 for the good in demand;
// Pearl Diver earns 1 more per card in demand.
#[test]
fn port_prices_for_selling() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "havana", ShipClass::Flute);
    let s = set_demand(&s, "havana", "sugar");
    let mut s = give(&s, seat, "sugar", 1);
    assert_eq!(sell_all(&mut s, seat), 7);

    let d = data();
    let card = CargoCardId(0);
    let sugar = d.cargo_deck[0].good;
    let havana = d.port_by_key("havana").unwrap();
    let isabel = CaptainId(0);
    let pirate = Trader {
        captain: isabel,
        bounties: [1, 0, 0, 0],
    };
    assert_eq!(
        trade::sale_price(&d, havana, Some(sugar), None, pirate, card),
        6
    );
    let nassau = d.port_by_key("nassau").unwrap();
    let honest = Trader {
        captain: isabel,
        bounties: [0; 4],
    };
    assert_eq!(trade::sale_price(&d, nassau, None, None, honest, card), 2);
    let pearl = Trader {
        captain: captain(&d, "Fernando Calderón"),
        bounties: [0; 4],
    };
    assert_eq!(
        trade::sale_price(&d, nassau, Some(sugar), None, pearl, card),
        7
    );
}

// PORTS: Cartagena gives the cheapest of 3+ goods free; Ledger Keeper pays 1 less in total;
// Nassau's one-of-a-kind price is 2.
#[test]
fn purchase_totals_follow_ports_and_captains() {
    let d = data();
    let isabel = Trader {
        captain: CaptainId(0),
        bounties: [0; 4],
    };
    let quill = Trader {
        captain: captain(&d, "Margaret Quill"),
        bounties: [0; 4],
    };
    // Three cards of three different goods: 3 each.
    let goods_of = |c: &CargoCardId| d.cargo_deck[c.0 as usize].good;
    let mut offer: Vec<CargoCardId> = Vec::new();
    for i in 0..d.cargo_deck.len() {
        let c = CargoCardId(i as u8);
        if !offer.iter().any(|o| goods_of(o) == goods_of(&c)) {
            offer.push(c);
        }
        if offer.len() == 3 {
            break;
        }
    }
    let p = |k: &str| d.port_by_key(k).unwrap();
    assert_eq!(
        trade::purchase_cost(&d, p("bridgetown"), isabel, &offer, &offer),
        9
    );
    assert_eq!(
        trade::purchase_cost(&d, p("cartagena"), isabel, &offer, &offer),
        6
    );
    assert_eq!(
        trade::purchase_cost(&d, p("bridgetown"), quill, &offer, &offer),
        8
    );
    assert_eq!(
        trade::purchase_cost(&d, p("nassau"), isabel, &offer, &offer),
        6
    );
}

// PORTS: Santo Domingo: "pay 1 gold one time to re-draw all 6 cargo cards".
#[test]
fn santo_domingo_redraws_once_for_a_gold() {
    let (mut s, seat) = in_port(data(), "Isabel Montoya", "santo_domingo", ShipClass::Flute);
    let gold = s.state().seats[seat].gold;
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    let first = offer(&s, seat);
    pick(&mut s, Choice::Redraw);
    let second = offer(&s, seat);
    assert_eq!(second.len(), 6);
    assert!(second.iter().all(|c| !first.contains(c)));
    assert_eq!(s.state().seats[seat].gold, gold - 1);
    assert!(!offers(&s, Choice::Redraw));
}

// M&M rules: Buy goods: "When the cargo deck runs out, shuffle it" (from its discards).
#[test]
fn the_cargo_deck_reshuffles_from_its_discards() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Flute);
    let mut s = edited(&s, |st| {
        let keep = st.decks.cargo.split_off(st.decks.cargo.len() - 2);
        let rest = std::mem::replace(&mut st.decks.cargo, keep);
        st.decks.cargo_discard.extend(rest);
    });
    pick(&mut s, Choice::PortAction);
    let events = pick(&mut s, Choice::Begin(Activity::Buy));
    assert!(events.contains(&GameEvent::CargoReshuffled));
    assert_eq!(offer(&s, seat).len(), 6);
    s.check_invariants().unwrap();
}

// M&M rules: C. PORT, Buy goods — "if you discard old cargo to make room for newly bought
// cargo, also discard them faceup": a full hold may still buy.
#[test]
fn old_cargo_can_go_overboard_to_make_room() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Flute);
    let s = give(&s, seat, "rum", 6);
    let mut s = edited(&s, |st| st.seats[seat].gold = 40);
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    let offer = offer(&s, seat);
    assert!(!offers(&s, Choice::Mark(offer[0])), "no room yet");
    let old = s.state().seats[seat].cargo[0];
    // The button says what the discard is for: room at the port's limit, not an over-full hold.
    let label = spanish_main::games::mm::words::choice_text(
        &data(),
        &s.observation(seat),
        &Choice::DiscardCargo(old),
    );
    assert_eq!(
        label,
        "Discard Rum face up to make room: 6 cards at most in port"
    );
    let events = pick(&mut s, Choice::DiscardCargo(old));
    assert!(events.contains(&GameEvent::CargoDiscarded {
        seat,
        cards: vec![old]
    }));
    assert!(s.state().decks.cargo_discard.contains(&old));
    pick(&mut s, Choice::Mark(offer[0]));
    pick(&mut s, Choice::Settle);
    assert_eq!(s.state().seats[seat].cargo.len(), 6);
    assert!(s.state().seats[seat].cargo.contains(&offer[0]));
}
