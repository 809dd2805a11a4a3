//! SETUP and "Setting up the game board".

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::*;

// M&M rules: SETUP: demand tokens, ship-mod tokens, merchant tokens.
#[test]
fn tokens_are_laid_out_as_the_rules_say() {
    let s = new_game(3, 7);
    let d = s.data();
    let st = s.state();
    for (i, zone) in d.zones.iter().enumerate() {
        let has_port = zone.port.is_some();
        assert_eq!(
            st.board.demand[i].is_some(),
            has_port,
            "demand at {}",
            zone.name
        );
        let m = st.board.ship_mods[i];
        assert_eq!(m.is_some(), has_port, "ship mod at {}", zone.name);
        assert!(m.is_none_or(|t| !t.face_up), "ship mods start face down");
        assert!(st.board.merchants[i].is_some(), "merchant at {}", zone.name);
    }
    // "The remaining 8 Demand Tokens are put in a pile face down."
    assert_eq!(st.decks.demand_pool.len(), 8);
    assert!(st.decks.merchant_track.is_empty());
    s.check_invariants().unwrap();
}

// M&M rules: SETUP: each player secretly draws a captain and chooses sloop or flute in secret.
#[test]
fn captains_and_ships_stay_secret_until_all_have_chosen() {
    let mut s = new_game(2, 11);
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (0, DecisionKind::ChooseShip));
    assert_eq!(
        d.options,
        [
            Choice::ChooseShip(ShipClass::Sloop),
            Choice::ChooseShip(ShipClass::Flute)
        ]
    );
    let events = s.choose(Choice::ChooseShip(ShipClass::Flute)).unwrap();
    assert_eq!(
        events,
        [GameEvent::ShipChosen { seat: 0 }],
        "the choice itself is not announced"
    );
    let seen_by_1 = s.observation(1);
    assert_eq!(seen_by_1.seats[0].captain, None);
    assert_eq!(seen_by_1.seats[0].ship, None);
    assert_eq!(
        seen_by_1.me.captain,
        s.state().seats[1].captain,
        "a seat knows its own captain"
    );
    assert_eq!(
        s.observation(0).me.ship.as_ref().map(|x| x.class),
        Some(ShipClass::Flute)
    );
    assert!(
        s.observation(0).decision.is_none(),
        "seat 0 has nothing to decide now"
    );
    assert!(s.observation(1).decision.is_some());
    let events = s.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
    let revealed = events
        .iter()
        .filter(|e| matches!(e, GameEvent::CaptainRevealed { .. }))
        .count();
    assert_eq!(revealed, 2, "all reveal together");
    assert_eq!(
        s.observation(1).seats[0].captain,
        Some(s.state().seats[0].captain)
    );
}

// M&M rules: SETUP: ship in the captain's home port, 10 gold, cubes on the ship's values.
#[test]
fn ships_start_in_home_port_with_ten_gold_and_full_tracks() {
    let s = started_game(4, 3, ShipClass::Sloop);
    let d = s.data();
    for seat in &s.state().seats {
        let ship = seat.ship.as_ref().unwrap();
        assert_eq!(
            ship.location,
            Location::Port(d.captain(seat.captain).home_port)
        );
        assert_eq!(seat.gold, 10);
        assert_eq!(ship.hits, state_full(d, ShipClass::Sloop));
        assert_eq!(ship.hits.cannons, 1);
    }
    let mut captains: Vec<_> = s.state().seats.iter().map(|x| x.captain).collect();
    captains.dedup();
    assert_eq!(captains.len(), 4, "each seat draws its own captain");
}

fn state_full(d: &GameData, class: ShipClass) -> spanish_main::rules::state::HitTrack {
    spanish_main::rules::state::HitTrack::full(d.ship(class))
}

// M&M rules: SETUP: draw a captain card for the start player; turns go clockwise from them.
#[test]
fn the_start_player_is_drawn_and_turns_go_clockwise() {
    let mut starts = std::collections::HashSet::new();
    for seed in 0..40 {
        let s = started_game(3, seed, ShipClass::Flute);
        let order = &s.state().turn_order;
        let first = order[0];
        assert_eq!(*order, [first, (first + 1) % 3, (first + 2) % 3]);
        assert_eq!(s.decision().unwrap().seat, first);
        starts.insert(first);
    }
    assert_eq!(starts.len(), 3, "every seat can be drawn to start");
}

#[test]
fn a_table_of_one_or_five_is_refused() {
    for n in [0, 1, 5] {
        let config = GameConfig::new(vec![SeatKind::Human; n], 1);
        assert!(Session::new(data(), config).is_err());
    }
}
