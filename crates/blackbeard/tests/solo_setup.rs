//! Solitaire Blackbeard (19.1–19.8, 19.10, 19.12): the setup, the turn order, the SP's decks
//! and the merchants.

mod common;
use blackbeard::content::{EventCardId, EventKind, Play, ShipKind};
use blackbeard::rules::{Choice, Event, Kind, Location, SYSTEM, SoloEvent};
use common::solo::*;
use common::*;

// ---------------------------------------------------------------------------------------
// Setup.

// BB rules 19.1, 19.3–19.7: Blackbeard is offered only in the area(s) with the most merchants
// (a tie broken by the Cargo Table's roll of 1 there); the SP's three pirates then come, each
// in a Sea Area of its own and none in Blackbeard's, each a Sloop or a Schooner by its die;
// you choose Sloop or Schooner for him; his card is not in the Pirate deck; ten merchants;
// no Finger of Fate or Piratical Ambition anywhere; the MPI cards in their own deck.
#[test]
fn setup_places_blackbeard_by_the_merchants_and_three_sp_pirates_apart() {
    let data = data();
    for seed in 0..20u64 {
        let mut s = solo(seed);
        let t = teach(&s);
        assert_eq!(data.pirates[t.0 as usize].key, "teach");
        let st = s.state();
        assert!(
            !st.pirate_deck.contains(&t),
            "19.1: Blackbeard's card is yours"
        );
        assert_eq!(merchants_on_map(st), 10, "19.4");
        // Where he may start, from the map (19.6).
        let count: Vec<usize> = data
            .areas
            .iter()
            .map(|a| {
                a.ports
                    .iter()
                    .filter(|p| st.ports[p.0 as usize].merchant.is_some())
                    .count()
            })
            .collect();
        let most = *count.iter().max().unwrap();
        let best = (0..count.len())
            .filter(|a| count[*a] == most)
            .map(|a| data.cargo[a][0])
            .max()
            .unwrap();
        let expected: std::collections::BTreeSet<u8> = (0..count.len())
            .filter(|a| count[*a] == most && data.cargo[*a][0] == best)
            .map(|a| a as u8)
            .collect();
        // 19.3: the decks.
        let solo = st.solo.as_ref().unwrap();
        let everywhere: Vec<EventCardId> = st
            .deck
            .iter()
            .chain(&st.discard)
            .chain(st.hands.iter().flatten())
            .chain(&solo.mpi_deck)
            .chain(&solo.mpi_discard)
            .copied()
            .collect();
        for c in &everywhere {
            assert!(
                !matches!(
                    data.event(*c).kind,
                    EventKind::FingerOfFate | EventKind::PiraticalAmbition
                ),
                "19.3: {:?} in play",
                data.event(*c).kind
            );
        }
        assert_eq!(
            everywhere.len(),
            data.event_deck.len()
                - (0..data.event_deck.len() as u8)
                    .filter(|c| {
                        matches!(
                            data.event(EventCardId(*c)).kind,
                            EventKind::FingerOfFate | EventKind::PiraticalAmbition
                        )
                    })
                    .count(),
            "every other card is in play"
        );
        for c in &solo.mpi_deck {
            assert_eq!(data.event(*c).play, Play::MustPlayImmediately);
        }
        for c in st.deck.iter().chain(st.hands.iter().flatten()) {
            assert_ne!(
                data.event(*c).play,
                Play::MustPlayImmediately,
                "19.3: an MPI card in the HUP deck"
            );
        }
        assert!(!solo.mpi_deck.is_empty());

        let d = s.decision().unwrap();
        assert_eq!((d.seat, d.kind), (0, Kind::Deploy { round: 0 }));
        let areas: std::collections::BTreeSet<u8> = d
            .options
            .iter()
            .map(|c| match c {
                Choice::Deploy { pirate, area } => {
                    assert_eq!(*pirate, t, "only Blackbeard deploys");
                    area.0
                }
                other => panic!("19.6: {other:?} offered at setup"),
            })
            .collect();
        assert_eq!(areas, expected, "seed {seed}: 19.6's areas");
        assert!(!d.options.is_empty());
        // The last area offered.
        let pick = *d.options.last().unwrap();
        let Choice::Deploy { area: at, .. } = pick else {
            unreachable!()
        };
        let events = s.choose(pick).unwrap();
        let st = s.state();
        let sp = sp_pirates(st);
        assert_eq!(sp.len(), 3, "19.1: three SP pirates");
        assert!(!sp.contains(&t));
        let mut seen = vec![at];
        for e in solo_events(&events) {
            let SoloEvent::SpPirate {
                pirate,
                area,
                die,
                ship,
            } = e
            else {
                continue;
            };
            let a = st.afloat_of(*pirate).unwrap();
            assert_eq!(a.at, Location::Sea(*area));
            assert!(!seen.contains(area), "19.7: one pirate an area");
            seen.push(*area);
            let kind = if *die <= 4 {
                ShipKind::Sloop
            } else {
                ShipKind::Schooner
            };
            assert_eq!((*ship, a.ship), (kind, Some(kind)), "19.1: the die");
        }
        assert_eq!(seen.len(), 4, "three SpPirate events");
        // 19.1: you choose Sloop or Schooner.
        let d = s.decision().unwrap();
        assert_eq!((d.seat, d.kind), (0, Kind::ChooseShip));
        let mut ships = d.options.clone();
        ships.sort_by_key(|c| format!("{c:?}"));
        let mut want = vec![
            Choice::Ship {
                pirate: t,
                kind: ShipKind::Sloop,
            },
            Choice::Ship {
                pirate: t,
                kind: ShipKind::Schooner,
            },
        ];
        want.sort_by_key(|c| format!("{c:?}"));
        assert_eq!(ships, want);
        s.choose(Choice::Ship {
            pirate: t,
            kind: ShipKind::Schooner,
        })
        .unwrap();
        assert_eq!(
            s.state().afloat_of(t).unwrap().ship,
            Some(ShipKind::Schooner)
        );
    }
}

// ---------------------------------------------------------------------------------------
// The turns and the SP's cards.

// BB rules 19.2, 19.8: you begin with four Hold Until Played cards and play the first
// Player-Turn; after it each of the SP's pirates has a Player-Turn of his own, in the order
// they came; then you again.
#[test]
fn each_sp_pirate_plays_a_turn_after_yours() {
    let mut s = solo(4);
    let d = s.decision().unwrap();
    s.choose(d.options[0]).unwrap();
    let t = teach(&s);
    let events = s
        .choose(Choice::Ship {
            pirate: t,
            kind: ShipKind::Sloop,
        })
        .unwrap();
    assert!(events.contains(&Event::TurnBegins { seat: 0, turn: 1 }));
    assert_eq!(s.state().hands[0].len(), 4, "19.8: four HUP cards");
    assert_eq!(
        s.state().hands[SYSTEM].len(),
        0,
        "19.12: the SP has no hand"
    );
    assert_eq!(s.decision().unwrap().seat, 0);

    let base = s;
    let mut s = changed(&base, |st| {
        st.played_for_actions = true;
        st.played_held = true;
        // Harmless MPI draws for the three SP turns.
        for _ in 0..3 {
            mpi_top(st, EventKind::NewGovernors);
        }
    });
    let order = sp_pirates(s.state());
    let mut turns = Vec::new();
    let mut events = s.choose(Choice::EndTurn).unwrap();
    for _ in 0..4 {
        let begun: Vec<usize> = events
            .iter()
            .filter_map(|e| match e {
                Event::TurnBegins { seat, .. } => Some(*seat),
                _ => None,
            })
            .collect();
        assert_eq!(begun.len(), 1, "{events:?}");
        turns.push((begun[0], s.state().solo.as_ref().unwrap().sp_pirate));
        if begun[0] == 0 {
            break;
        }
        assert_eq!(sp_pirates(s.state()), order, "no SP pirate lost meanwhile");
        events = to_next_turn(&mut s);
    }
    assert_eq!(
        turns,
        vec![
            (1, Some(order[0])),
            (1, Some(order[1])),
            (1, Some(order[2])),
            (0, None)
        ]
    );
}

// BB rules 19.12: each SP pirate's turn begins with a Must Play Immediately card from its
// own deck, played; then a Hold Until Played card drawn, which the SP plays.
#[test]
fn an_sp_turn_plays_an_mpi_card_then_a_hup_card() {
    let data = data();
    let mut mpi = None;
    let mut hup = None;
    let (mut s, events, _) = end_your_turn(6, |st, _| {
        mpi = Some(mpi_top(st, EventKind::EuropeanTurmoil));
        hup = Some(hup_top(st, EventKind::WearAndTear));
    });
    let (mpi, hup) = (mpi.unwrap(), hup.unwrap());
    let begins = events
        .iter()
        .position(|e| matches!(e, Event::TurnBegins { seat: 1, .. }))
        .expect("the SP's turn");
    let must = events
        .iter()
        .position(|e| {
            *e == Event::MustPlay {
                seat: SYSTEM,
                card: mpi,
            }
        })
        .expect("19.12: the MPI card first");
    let drawn = events
        .iter()
        .position(|e| {
            *e == Event::CardsDrawn {
                seat: SYSTEM,
                count: 1,
            }
        })
        .expect("then a HUP card");
    assert!(begins < must && must < drawn, "{events:?}");
    let solo = s.state().solo.as_ref().unwrap();
    assert!(solo.mpi_discard.contains(&mpi), "to the MPI discards");
    assert!(!s.state().discard.contains(&mpi) && !s.state().deck.contains(&mpi));
    assert_eq!(s.state().hands[SYSTEM], vec![hup]);
    assert!(matches!(data.event(hup).kind, EventKind::WearAndTear));
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (SYSTEM, Kind::CardPlay));
    let pick = sp_answer(&s);
    let events = s.choose(pick).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CardPlayed { seat: 1, card, .. } if *card == hup)),
        "19.12: the SP plays its HUP card: {pick:?} {events:?}"
    );
}

// BB rules 19.10 (BB-R B 11): the General Pardon drawn the first time, from the MPI deck, does
// nothing but go into the HUP deck with its discards, shuffled.
#[test]
fn the_first_pardon_from_the_mpi_deck_joins_the_hup_deck() {
    let mut pardon = None;
    let (s, events, _) = end_your_turn(8, |st, _| {
        pardon = Some(mpi_top(st, EventKind::GeneralPardon));
        assert_eq!(st.pardons, 0);
    });
    let pardon = pardon.unwrap();
    assert!(events.contains(&Event::MustPlay {
        seat: SYSTEM,
        card: pardon
    }));
    assert!(events.contains(&Event::PardonDrawn { times: 1 }));
    let st = s.state();
    assert_eq!(st.pardons, 1);
    assert!(st.deck.contains(&pardon), "in the HUP deck");
    assert!(st.discard.is_empty(), "the discards shuffled in");
    let solo = st.solo.as_ref().unwrap();
    assert!(!solo.mpi_deck.contains(&pardon) && !solo.mpi_discard.contains(&pardon));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PardonIssued { .. })),
        "nothing else"
    );
    assert_eq!(game_end(&s), None);
    let d = s.decision().unwrap();
    assert_eq!(
        (d.seat, d.kind),
        (SYSTEM, Kind::CardPlay),
        "the SP's turn goes on"
    );
}

// ---------------------------------------------------------------------------------------
// Merchants.

// BB rules 19.4: in your Merchant Phase the merchants are brought up to 8 if fewer; never
// taken down.
#[test]
fn your_merchant_phase_tops_the_merchants_up_to_eight() {
    let (s, events) = end_last_sp_turn(3, |st| merchants_down_to(st, 5));
    assert_eq!(merchants_on_map(s.state()), 8);
    let placed = events
        .iter()
        .filter(|e| matches!(e, Event::MerchantPlaced { .. }))
        .count();
    assert_eq!(placed, 3);
    let (s, events) = end_last_sp_turn(3, |st| merchants_down_to(st, 9));
    assert_eq!(merchants_on_map(s.state()), 9);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MerchantPlaced { .. }))
    );
}

// BB rules 19.4 (BB-R C 19.4): the SP's turns have no Merchant Phase; a Storms at Sea the SP
// draws brings the merchants back to 10.
#[test]
fn a_storm_brings_the_merchants_back_to_ten() {
    let (s, _, _) = end_your_turn(5, |st, _| merchants_down_to(st, 5));
    assert!(s.state().solo.as_ref().unwrap().sp_pirate.is_some());
    assert_eq!(
        merchants_on_map(s.state()),
        5,
        "no Merchant Phase for the SP"
    );
    for seed in 0..5 {
        let mut storm = None;
        let (s, events, _) = end_your_turn(seed, |st, _| {
            merchants_down_to(st, 5);
            storm = Some(mpi_top(st, EventKind::StormsAtSea));
        });
        assert!(events.contains(&Event::MustPlay {
            seat: SYSTEM,
            card: storm.unwrap()
        }));
        assert_eq!(merchants_on_map(s.state()), 10, "seed {seed}");
    }
}
