//! 3.0 Preparing for Play, through the door a player uses.

mod common;
use blackbeard::content::{Play, ShipKind};
use blackbeard::rules::{Choice, Event, Kind, Phase};
use common::PassingWindows;
use common::*;
use game_core::rng::GameRng;

// 3.0 step 4: four Event cards to each, none of them Must Play Immediately; then the MPI
// cards shuffled back into the deck. Step 6: Pirate cards by seats (4, 3, 2, 2).
#[test]
fn setup_deals_four_cards_without_mpi_and_pirates_by_seats() {
    let data = data();
    for (seats, dealt) in [(2, 4), (3, 3), (4, 2), (5, 2)] {
        let s = game(seats, 7);
        let st = s.state();
        for seat in 0..seats {
            assert_eq!(st.hands[seat].len(), 4);
            for c in &st.hands[seat] {
                assert_ne!(data.event(*c).play, Play::MustPlayImmediately);
            }
            assert_eq!(st.pirate_hands[seat].len(), dealt);
        }
        let urgent = st
            .deck
            .iter()
            .filter(|c| data.event(**c).play == Play::MustPlayImmediately)
            .count();
        assert_eq!(urgent, 22, "every MPI card is in the deck");
        assert_eq!(st.deck.len(), 87 - 4 * seats);
    }
}

// 3.0 step 5 and step 8, 6.32: a D66 names a port; a Pirate Port or a taken one passes the
// governor or merchant to the next higher locator (11 after 66).
#[test]
fn d66_skips_to_next_port() {
    let data = data();
    for seed in 0..30 {
        let (_, events) =
            game_core::Session::<blackbeard::rules::Blackbeard>::new(data.clone(), config(3, seed))
                .expect("a game");
        let mut governors = vec![false; data.ports.len()];
        let mut merchants = vec![false; data.ports.len()];
        let (mut g, mut m) = (0, 0);
        for e in &events {
            let (taken, port, roll) = match e {
                Event::GovernorPlaced { port, roll, .. } => {
                    g += 1;
                    (&mut governors, *port, *roll)
                }
                Event::MerchantPlaced { port, roll } => {
                    m += 1;
                    (&mut merchants, *port, *roll)
                }
                _ => continue,
            };
            let mut at = data.port_at(roll).expect("a locator").0 as usize;
            while data.ports[at].is_pirate_port() || taken[at] {
                at = (at + 1) % data.ports.len();
            }
            assert_eq!(port.0 as usize, at, "roll {roll} (seed {seed})");
            taken[at] = true;
        }
        assert_eq!(
            (g, m),
            (8, 8),
            "8 Pro-Pirate Governors and 8 Merchants (seed {seed})"
        );
    }
}

// 3.0 step 7, 5.14: in Player Order each seat deploys one pirate, then may deploy more up to
// its Pirate Displays; the ships are chosen in secret and shown together, at Loyalty 7.
#[test]
fn seats_deploy_in_order_then_choose_ships_in_secret() {
    let data = data();
    let mut s = game(3, 11);
    let order = s.state().order.clone();
    // Round 0: each in Player Order, and no one may pass.
    for seat in &order {
        let d = s.decision().expect("a decision");
        assert_eq!((d.seat, d.kind), (*seat, Kind::Deploy { round: 0 }));
        assert!(!d.options.contains(&Choice::NoDeploy));
        assert_eq!(
            d.options.len(),
            3 * data.areas.len(),
            "3 pirates × 10 areas"
        );
        s.go(d.options[0]).expect("offered");
    }
    // Round 1: passing is allowed; everyone passes.
    for seat in &order {
        let d = s.decision().expect("a decision");
        assert_eq!((d.seat, d.kind), (*seat, Kind::Deploy { round: 1 }));
        s.go(Choice::NoDeploy).expect("offered");
    }
    // Ships, in secret: the first seat's choice is not seen by the second.
    let first = order[0];
    let d = s.decision().expect("a decision");
    assert_eq!((d.seat, d.kind), (first, Kind::ChooseShip));
    let kinds: Vec<ShipKind> = d
        .options
        .iter()
        .map(|c| match c {
            Choice::Ship { kind, .. } => *kind,
            _ => panic!("{c:?}"),
        })
        .collect();
    assert_eq!(kinds, [ShipKind::Sloop, ShipKind::Schooner]);
    s.go(d.options[1]).expect("offered");
    let other = s.observation(order[1]);
    let mine = other
        .afloat
        .iter()
        .find(|a| a.seat == first)
        .expect("afloat");
    assert_eq!(mine.ship, None, "hidden until all have chosen");
    assert_eq!(
        s.observation(first)
            .afloat
            .iter()
            .find(|a| a.seat == first)
            .unwrap()
            .ship,
        Some(ShipKind::Schooner)
    );
    let mut shown = Vec::new();
    while matches!(s.state().phase, Phase::ChooseShips { .. }) {
        let d = s.decision().unwrap();
        shown = s.go(d.options[0]).unwrap();
    }
    assert!(
        shown
            .iter()
            .any(|e| matches!(e, Event::ShipsShown { ships } if ships.len() == 3))
    );
    for a in &s.state().afloat {
        assert_eq!(a.loyalty, 7, "6.21");
        let ship = data.ship(a.ship.unwrap()).pirate.unwrap();
        assert_eq!((a.speed, a.combat), (ship.speed as i8, ship.combat), "6.24");
    }
    assert!(matches!(s.state().phase, Phase::CardPlay));
}

// 5.14, 5.16: never more pirates afloat than the seat's Pirate Displays (2 at 4–5 seats).
#[test]
fn a_seat_deploys_no_more_than_its_displays() {
    let mut s = game(4, 3);
    let mut rng = GameRng::from_seed(3);
    play_until(&mut s, &mut rng, 20_000, |s| {
        for seat in 0..4 {
            assert!(s.state().seat_afloat(seat).count() <= 2);
        }
        false
    });
}

// Secrets (issue 65): no observation holds another seat's Event cards or Pirate cards in
// hand, or a face-down merchant's type.
#[test]
fn no_observation_holds_another_seats_hand_or_a_face_down_merchant() {
    let data = data();
    let mut s = game(4, 5);
    let mut rng = GameRng::from_seed(5);
    play_until(&mut s, &mut rng, 20_000, |s| {
        let st = s.state();
        for seat in 0..4 {
            let o = s.observation(seat);
            assert_eq!(o.hand, st.hands[seat]);
            assert_eq!(o.pirate_hand, st.pirate_hands[seat]);
            // The options are the asked seat's only.
            if let Some(d) = &o.decision {
                assert_eq!(d.seat, seat);
            }
            // The others' hands only counted.
            let sizes: Vec<usize> = st.hands.iter().map(Vec::len).collect();
            assert_eq!(o.hand_sizes, sizes);
            for (i, p) in st.ports.iter().enumerate() {
                if let Some(m) = p.merchant {
                    let seen = o.ports[i].merchant.expect("a merchant is seen to be there");
                    assert_eq!(seen.is_some(), m.face_up);
                    if let Some(k) = seen {
                        assert_eq!(k, data.merchants[m.counter.0 as usize]);
                    }
                }
            }
        }
        false
    });
}
