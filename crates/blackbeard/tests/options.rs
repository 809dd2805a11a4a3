//! Issue 68, the optional rules: play without Cunning (12's play note) and the General Pardon
//! back into the deck's lower half (17.2 #8's play note), each through the door a player uses.

mod common;
use blackbeard::content::EventKind;
use blackbeard::rules::{Blackbeard, Config, Event};
use common::*;
use game_core::Session;
use game_core::rng::GameRng;

// 12, play note: "feel free to ignore the Cunning system entirely": no pirate has a point of
// Cunning, so no roll is taken again and no Skull and Crossbones is ever asked.
#[test]
fn without_cunning_no_pirate_has_any() {
    for seed in 0..6u64 {
        let config = Config {
            no_cunning: true,
            ..config(3, seed)
        };
        let (mut s, _) = Session::<Blackbeard>::new(data(), config).unwrap();
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..3000 {
            let Some(d) = s.decision() else { break };
            assert!(
                !matches!(
                    d.kind,
                    blackbeard::rules::Kind::Cunning { .. } | blackbeard::rules::Kind::Skull
                ),
                "{:?} asked without Cunning",
                d.kind
            );
            let pick = d.options[rng.below(d.options.len())];
            let events = s.choose(pick).unwrap();
            assert!(
                !events
                    .iter()
                    .any(|e| matches!(e, Event::CunningUsed { .. }))
            );
            assert!(s.state().afloat.iter().all(|a| a.cunning == 0));
        }
    }
}

/// Where the Pardon lies in the deck once it has gone back after its second draw (0: the
/// bottom), and the deck's size then; `None` if the game never got there.
fn pardon_back(seed: u64, lower_half: bool) -> Option<(usize, usize)> {
    let data = data();
    let base = at_first_turn(3, seed);
    let mut s = changed(&base, |st| {
        st.config.pardon_lower_half = lower_half;
        // The Pardon drawn twice already and held out, the deck down to 24 cards.
        let at = st
            .deck
            .iter()
            .position(|c| data.event(*c).kind == EventKind::GeneralPardon);
        let card = match at {
            Some(i) => st.deck.remove(i),
            None => return,
        };
        st.pardons = 2;
        st.pardon_waiting = Some(card);
        while st.deck.len() > 24 {
            let c = st.deck.remove(0);
            st.discard.push(c);
        }
    });
    let card = s.state().pardon_waiting?;
    let mut rng = GameRng::from_seed(seed);
    play_until(&mut s, &mut rng, 20_000, |s| {
        s.state().pardon_waiting.is_none()
    });
    let deck = &s.state().deck;
    deck.iter()
        .position(|c| *c == card)
        .map(|i| (i, deck.len()))
}

// 17.2 #8, play note: after its second draw the Pardon goes back into the lower half of what
// remains (the cards drawn last), never the upper; without the switch, anywhere.
#[test]
fn the_pardon_goes_back_into_the_lower_half() {
    let mut upper_without = 0;
    let mut seen = 0;
    for seed in 0..30u64 {
        if let Some((at, len)) = pardon_back(seed, true) {
            assert!(at <= len / 2, "seed {seed}: at {at} of {len}");
            seen += 1;
        }
        if let Some((at, len)) = pardon_back(seed, false)
            && at > len / 2
        {
            upper_without += 1;
        }
    }
    assert!(seen >= 20, "{seen} games reached the return");
    assert!(upper_without > 0, "without the switch it may lie anywhere");
}

fn optional(seats: usize, seed: u64, draft: bool, random_deploy: bool) -> Session<Blackbeard> {
    let config = Config {
        draft,
        random_deploy,
        ..config(seats, seed)
    };
    Session::<Blackbeard>::new(data(), config)
        .expect("a game")
        .0
}

// 3.0 step 6, optional rule: the Pirate cards are chosen face up in a reverse draft: at three
// seats the picks go 1-2-3-3-2-1-1-2-3 from the seat the dice name; every card left in the
// deck is offered, a card already drafted is not; then the seats deploy as usual.
#[test]
fn a_reverse_draft_goes_round_and_back() {
    use blackbeard::rules::{Choice, Kind, Phase};
    for seed in 0..6u64 {
        let mut s = optional(3, seed, true, false);
        let first = match s.state().phase {
            Phase::Draft { first, .. } => first as usize,
            ref p => panic!("seed {seed}: no draft but {p:?}"),
        };
        assert!(
            s.state().pirate_hands.iter().all(|h| h.is_empty()),
            "nothing dealt"
        );
        let snake = [0usize, 1, 2, 2, 1, 0, 0, 1, 2];
        let mut taken = Vec::new();
        for (pick, at) in snake.iter().enumerate() {
            let d = s.decision().expect("a pick");
            assert_eq!(d.kind, Kind::Draft);
            assert_eq!(d.seat, (first + at) % 3, "seed {seed}: pick {pick}");
            assert_eq!(d.options.len(), s.data().pirates.len() - pick);
            for t in &taken {
                assert!(!d.options.contains(&Choice::Draft { pirate: *t }));
                assert!(
                    s.choose(Choice::Draft { pirate: *t }).is_err(),
                    "a drafted card is refused"
                );
            }
            // The last card of the list: the draft is the seat's own choice, not the deck's top.
            let pick_one = *d.options.last().unwrap();
            let Choice::Draft { pirate } = pick_one else {
                unreachable!()
            };
            let events = s.choose(pick_one).unwrap();
            assert!(
                events
                    .iter()
                    .any(|e| matches!(e, Event::Drafted { pirate: p, .. } if *p == pirate))
            );
            assert!(s.state().pirate_hands[d.seat].contains(&pirate));
            taken.push(pirate);
        }
        assert!(matches!(s.state().phase, Phase::Deploy { round: 0, .. }));
        assert!(s.state().pirate_hands.iter().all(|h| h.len() == 3));
        // Public: every seat sees each pick.
        assert_eq!(s.observation(1).table.drafted.len(), 9);
    }
}

// 3.0 step 7, play note: the seat chooses which pirate goes to sea; D66 chooses where (the
// Sea Area of the port it names).
#[test]
fn a_random_deployment_places_by_d66() {
    use blackbeard::rules::{Choice, Kind, Location};
    let mut placed = 0;
    for seed in 0..6u64 {
        let mut s = optional(3, seed, false, true);
        while let Some(d) = s.decision() {
            let Kind::Deploy { round } = d.kind else {
                break;
            };
            assert!(
                d.options
                    .iter()
                    .all(|c| matches!(c, Choice::DeployByLot { .. } | Choice::NoDeploy)),
                "{:?}",
                d.options
            );
            assert_eq!(d.options.contains(&Choice::NoDeploy), round > 0);
            let pick = d.options[0];
            let events = s.choose(pick).unwrap();
            if let Choice::DeployByLot { pirate } = pick {
                let roll = events
                    .iter()
                    .find_map(|e| match e {
                        Event::DeployRolled { pirate: p, roll } if *p == pirate => Some(*roll),
                        _ => None,
                    })
                    .expect("the D66 is told");
                let data = s.data();
                let port = data.port_at(roll).unwrap();
                let Location::Sea(area) = s.state().afloat_of(pirate).unwrap().at else {
                    panic!("at sea");
                };
                assert!(data.ports[port.0 as usize].areas.contains(&area));
                placed += 1;
            }
        }
    }
    assert!(placed >= 18);
}

// 3.0 steps 6–7 (BB-R C 19): Solitaire deals and places its own pirates: the draft and the
// random deployment are refused by name there.
#[test]
fn solitaire_refuses_the_setup_options() {
    use blackbeard::rules::SeatKind;
    for (draft, random_deploy, word) in [(true, false, "draft"), (false, true, "random-deploy")] {
        let config = Config {
            draft,
            random_deploy,
            ..blackbeard::rules::Options::default().config(
                vec![SeatKind::Human, SeatKind::System],
                1,
                1,
                false,
            )
        };
        let Err(e) = Session::<Blackbeard>::new(data(), config) else {
            panic!("{word} taken in solitaire");
        };
        assert!(e.to_string().contains(word), "{e}");
    }
}

// 3.0 step 6's draft is public, so a searching seat's sample keeps every drafted pirate
// still in hand where it went.
#[test]
fn a_sample_knows_the_drafted_hands() {
    let mut s = optional(3, 4, true, false);
    let mut rng = GameRng::from_seed(4);
    play_until(&mut s, &mut rng, 9, |_| false);
    let obs = s.observation(0);
    for k in 0..5 {
        let sample = blackbeard::rules::determinize(&obs, &s.data_arc(), k).expect("a sample");
        assert_eq!(sample.pirate_hands, s.state().pirate_hands, "sample {k}");
    }
}

// 3.0 step 7, play note: the first pirates are placed in secret and shown together: each seat
// makes all its placements while the others see none of them (nor the log), then the
// placements are shown in one event and the ships are chosen; with random deployment it is
// refused by name.
#[test]
fn a_secret_deployment_is_shown_together() {
    use blackbeard::rules::{Choice, Kind, Phase};
    for seed in 0..6u64 {
        let config = Config {
            secret_deploy: true,
            ..config(3, seed)
        };
        let (mut s, _) = Session::<Blackbeard>::new(data(), config).unwrap();
        let mut told = Vec::new();
        let mut seats_in_turn = Vec::new();
        while let Some(d) = s.decision() {
            let Kind::Deploy { .. } = d.kind else { break };
            if seats_in_turn.last() != Some(&d.seat) {
                seats_in_turn.push(d.seat);
            }
            // Deploy at most two, then no more.
            let mine = s.state().seat_afloat(d.seat).count();
            let pick = if mine >= 2 && d.options.contains(&Choice::NoDeploy) {
                Choice::NoDeploy
            } else {
                d.options[0]
            };
            let events = s.choose(pick).unwrap();
            assert!(
                !events.iter().any(|e| matches!(e, Event::Deployed { .. })),
                "seed {seed}: a placement told before all are made"
            );
            for other in 0..3 {
                let seen = s.observation(other);
                if matches!(s.state().phase, Phase::Deploy { .. }) {
                    assert!(seen.afloat.iter().all(|a| a.seat == other));
                }
            }
            told.extend(events);
        }
        // Each seat once, all its placements together.
        assert_eq!(seats_in_turn.len(), 3, "seed {seed}: {seats_in_turn:?}");
        let shown = told
            .iter()
            .find_map(|e| match e {
                Event::DeploymentsShown { placements } => Some(placements.clone()),
                _ => None,
            })
            .expect("the placements shown together");
        assert_eq!(shown.len(), 6, "seed {seed}: two pirates a seat");
        assert!(matches!(s.state().phase, Phase::ChooseShips { .. }));
        assert_eq!(s.observation(1).afloat.len(), 6);
    }
    let both = Config {
        secret_deploy: true,
        random_deploy: true,
        ..config(3, 1)
    };
    let Err(e) = Session::<Blackbeard>::new(data(), both) else {
        panic!("secret and random deployment together");
    };
    assert!(e.to_string().contains("secret-deploy"), "{e}");
}
