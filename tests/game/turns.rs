//! TURN SEQUENCE: the merchant track refill, the event card, the end of the event deck.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::*;

// M&M rules: Merchant tokens: with 8 tokens on the track at the start of a turn, they are
// distributed so that each sea zone again has one.
#[test]
fn a_full_merchant_track_sails_back_out() {
    let s = started_game(2, 3, ShipClass::Sloop);
    let raided = [0usize, 2, 4, 5, 7, 9, 11, 16];
    let mut s = edited(&s, |st| {
        for z in raided {
            let m = st.board.merchants[z].take().unwrap();
            st.decks.merchant_track.push(m);
        }
    });
    let events = end_round(&mut s);
    assert!(events.contains(&GameEvent::MerchantsRedistributed { count: 8 }));
    assert!(s.state().board.merchants.iter().all(Option::is_some));
    assert!(s.state().decks.merchant_track.is_empty());
}

#[test]
fn seven_raided_merchants_wait_on_the_track() {
    let s = started_game(2, 3, ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        for z in 0..7 {
            let m = st.board.merchants[z].take().unwrap();
            st.decks.merchant_track.push(m);
        }
    });
    let events = end_round(&mut s);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::MerchantsRedistributed { .. }))
    );
    assert_eq!(s.state().decks.merchant_track.len(), 7);
}

// M&M rulebook: "If there are no more Event Cards to draw, the game ends."
#[test]
fn the_game_ends_when_the_event_deck_runs_out() {
    let mut s = started_game(2, 3, ShipClass::Flute);
    let deck = s.data().event_ids().len() as u32;
    let mut last = Vec::new();
    while s.decision().is_some() {
        last = end_round(&mut s);
    }
    assert_eq!(s.state().round, deck, "one event card per round");
    // Nobody gained glory or stashed gold: the tie-breaks leave a shared win.
    assert!(last.contains(&GameEvent::GameEnded {
        reason: state::EndReason::EventDeckExhausted,
        winners: vec![0, 1],
    }));
    // NPC captains' cards stay in play with their NPCs; every other card is discarded.
    let in_play: usize = s.state().npcs.iter().map(|n| n.cards.len()).sum();
    assert_eq!(s.state().decks.event_discard.len() + in_play, deck as usize);
    assert!(matches!(
        s.choose(Choice::EndTurn),
        Err(ChoiceError::GameOver)
    ));
}

// M&M rules: 1. DRAW EVENT CARD: the card is resolved, then discarded.
#[test]
fn event_effects_are_applied() {
    let s = started_game(2, 3, ShipClass::Flute);
    let data = s.data_arc();
    let shift = data
        .event_deck
        .iter()
        .position(|c| c.effect == EventEffect::MarketShift)
        .unwrap();
    let windfall = data
        .event_deck
        .iter()
        .position(|c| matches!(c.effect, EventEffect::PortWindfall(_)))
        .unwrap();
    // Put the windfall on top, then the market shift under it.
    let mut s = edited(&s, |st| {
        st.decks
            .events
            .retain(|c| c.0 as usize != shift && c.0 as usize != windfall);
        st.decks.events.push(EventCardId(shift as u8));
        st.decks.events.push(EventCardId(windfall as u8));
    });
    let EventEffect::PortWindfall(amount) = data.event_deck[windfall].effect else {
        unreachable!()
    };
    let amount = amount as i32;
    let gold: Vec<i32> = s.state().seats.iter().map(|x| x.gold).collect();
    let events = end_round(&mut s);
    // Both ships are still in their home ports: each gains the windfall.
    for (seat, g) in gold.iter().enumerate() {
        assert_eq!(s.state().seats[seat].gold, g + amount);
        assert!(events.contains(&GameEvent::GoldGained { seat, amount }));
    }
    let events = end_round(&mut s);
    let changed = events.iter().find_map(|e| match e {
        GameEvent::DemandChanged { zone, good } => Some((*zone, *good)),
        _ => None,
    });
    let (zone, good) = changed.expect("the market shifts");
    assert_eq!(s.state().board.demand[zone.0 as usize], Some(good));
    assert_eq!(s.state().decks.demand_pool.len(), 8);
}
