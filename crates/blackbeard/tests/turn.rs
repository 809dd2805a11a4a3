//! 4.3–4.5: the Player-Turn, Card Play, Move and Find, through the door a player uses.

mod common;
use blackbeard::content::{Actions, AreaId, EventKind, PortId};
use blackbeard::rules::{Choice, Event, GameEnd, Kind, Location, Merchant, Phase};
use common::PassingWindows;
use common::*;

/// The Pirate Player's first pirate afloat.
fn first_pirate(
    s: &game_core::Session<blackbeard::rules::Blackbeard>,
) -> blackbeard::content::PirateId {
    let seat = s.state().pirate_player();
    s.state()
        .seat_afloat(seat)
        .next()
        .expect("a pirate afloat")
        .pirate
}

// 4.4 C, 17.14: one card for Actions a turn; the turn ends only once a Hold Until Played card
// was played (or none is held).
#[test]
fn one_card_for_actions_and_at_least_one_card_a_turn() {
    let s = at_first_turn(3, 2);
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::CardPlay);
    assert!(
        !d.options.contains(&Choice::EndTurn),
        "a card must be played first"
    );
    let mut s = s;
    let play = *d
        .options
        .iter()
        .find(|c| {
            matches!(
                c,
                Choice::PlayForActions { .. } | Choice::PlayInitiative { .. }
            )
        })
        .expect("a card gives Actions");
    s.go(play).unwrap();
    // Spend or end the Actions, then no second card for Actions.
    while let Some(Kind::Action { .. }) = s.decision().map(|d| d.kind) {
        s.go(Choice::EndActions).unwrap();
    }
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::CardPlay);
    assert_eq!(d.options, [Choice::EndTurn]);
}

// 4.52: an Initiative card gives the named pirate his Initiative in Actions, his alone.
#[test]
fn an_initiative_card_gives_one_pirate_his_initiative() {
    let data = data();
    let base = at_first_turn(2, 4);
    let pirate = first_pirate(&base);
    let mut s = changed(&base, |st| {
        let seat = st.pirate_player();
        let card = take_card(st, &data, EventKind::WarshipSighting);
        let old = std::mem::replace(&mut st.hands[seat], vec![card]);
        st.deck.extend(old);
    });
    let card = s.state().hands[s.state().pirate_player()][0];
    assert_eq!(data.event(card).actions, Actions::Initiative);
    s.go(Choice::PlayInitiative { card, pirate }).unwrap();
    let ini = data.pirates[pirate.0 as usize].initiative;
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Action { left: ini });
    for c in &d.options {
        if let Choice::Move { pirate: p, .. } | Choice::Find { pirate: p, .. } = c {
            assert_eq!(*p, pirate, "only the named pirate acts");
        }
    }
}

/// A turn of `left` Actions, with the first pirate at sea in `area` (and no Cunning).
fn actions_at(
    area: &str,
    left: u8,
    change: impl FnOnce(&mut blackbeard::rules::State),
) -> game_core::Session<blackbeard::rules::Blackbeard> {
    let data = data();
    let base = at_first_turn(2, 9);
    let pirate = first_pirate(&base);
    let area = AreaId(data.areas.iter().position(|a| a.key == area).unwrap() as u8);
    changed(&base, |st| {
        st.afloat_mut(pirate).unwrap().at = Location::Sea(area);
        // No Cunning: a failed roll is not offered again (12).
        st.afloat_mut(pirate).unwrap().cunning = 0;
        st.phase = Phase::Actions { left, pirate: None };
        st.played_for_actions = true;
        st.played_held = true;
        change(st);
    })
}

// 7.11, 7.2, 7.3: a Move reaches an adjacent area, a port of the area, or a Transit Box the
// area opens onto; from a box, the areas it joins.
#[test]
fn a_move_reaches_neighbours_ports_and_boxes() {
    let data = data();
    let s = actions_at("south_america", 1, |_| {});
    let pirate = first_pirate(&s);
    let d = s.decision().unwrap();
    let mut to: Vec<String> = d
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::Move { pirate: p, to } if *p == pirate => Some(match to {
                Location::Sea(a) => data.areas[a.0 as usize].key.clone(),
                Location::Port { port, .. } => data.ports[port.0 as usize].name.clone(),
                Location::Transit(b) => data.boxes[b.0 as usize].key.clone(),
            }),
            _ => None,
        })
        .collect();
    to.sort();
    assert_eq!(
        to,
        [
            "Cartagena",
            "Curaçao",
            "Port o' Spain",
            "americas_africa",
            "central_america",
            "east_caribbean",
            "west_caribbean"
        ]
    );
}

// 6.26, 7.12 (BB-R B8): below Speed 0 a Move takes two Actions.
#[test]
fn negative_speed_needs_two_moves() {
    let s = actions_at("gold_coast", 1, |st| {
        let seat = st.pirate_player();
        let p = st.seat_afloat(seat).next().unwrap().pirate;
        st.afloat_mut(p).unwrap().speed = -1;
    });
    let pirate = first_pirate(&s);
    let d = s.decision().unwrap();
    assert!(
        !d.options
            .iter()
            .any(|c| matches!(c, Choice::Move { pirate: p, .. } if *p == pirate)),
        "one Action is not enough"
    );
    let mut s = actions_at("gold_coast", 2, |st| {
        let seat = st.pirate_player();
        let p = st.seat_afloat(seat).next().unwrap().pirate;
        st.afloat_mut(p).unwrap().speed = -1;
    });
    let to = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { pirate: p, .. } if *p == pirate))
        .expect("two Actions move him");
    let events = s.go(to).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Moved { actions: 2, .. }))
    );
    assert_eq!(
        s.decision().unwrap().kind,
        Kind::CardPlay,
        "both Actions spent"
    );
}

// 8.11–8.14: a Find at sea in the merchant's area: d6 + Ability, 7 or more finds it, turns
// it face up and lets him Loot it; +1 for one found before (8.15).
#[test]
fn find_needs_seven() {
    let data = data();
    let mut found = [0, 0];
    for seed in 0..60u64 {
        let cartagena = PortId(
            data.ports
                .iter()
                .position(|p| p.name == "Cartagena")
                .unwrap() as u8,
        );
        let face_up = seed % 2 == 1;
        let mut s = actions_at("south_america", 1, |st| {
            if st.ports[cartagena.0 as usize].merchant.is_none() {
                let counter = st.merchant_pool.pop().unwrap();
                st.ports[cartagena.0 as usize].merchant = Some(Merchant {
                    counter,
                    face_up: false,
                    found_by: None,
                });
            }
            st.ports[cartagena.0 as usize]
                .merchant
                .as_mut()
                .unwrap()
                .face_up = face_up;
            st.rng = game_core::rng::GameRng::from_seed(seed);
        });
        let pirate = first_pirate(&s);
        let events = s
            .go(Choice::Find {
                pirate,
                port: cartagena,
            })
            .unwrap();
        let Some(Event::FindRolled {
            die,
            total,
            found: f,
            ..
        }) = events
            .iter()
            .find(|e| matches!(e, Event::FindRolled { .. }))
        else {
            panic!("no roll");
        };
        let ability = data.pirates[pirate.0 as usize].ability;
        assert_eq!(*total, die + ability + u8::from(face_up));
        assert_eq!(*f, *total >= 7);
        let m = s.state().ports[cartagena.0 as usize].merchant.unwrap();
        assert_eq!(m.found_by == Some(pirate), *f);
        assert_eq!(m.face_up, face_up || *f);
        found[usize::from(*f)] += 1;
    }
    assert!(found[0] > 0 && found[1] > 0, "{found:?}");
}

// 17.2 #14 Mal de Mer: the drawing seat draws to four and loses its Player-Turn.
#[test]
fn mal_de_mer_loses_the_turn_after_the_draw() {
    let (s, events, _) = drawn(6, EventKind::MalDeMer, |_| {});
    let lost = events
        .iter()
        .position(|e| matches!(e, Event::TurnLost { .. }))
        .expect("lost");
    let Event::TurnLost { seat } = events[lost] else {
        unreachable!()
    };
    assert_eq!(s.state().hands[seat].len(), 4, "it still draws to four");
    assert_ne!(s.state().pirate_player(), seat, "play passed on");
}

// 17.2 #8 General Pardon: the first draw goes back into the deck (not the discards); the
// second waits until 20 cards remain; the third ends the game.
#[test]
fn the_third_pardon_ends_the_game() {
    let data = data();
    let (s, events, _) = drawn(6, EventKind::GeneralPardon, |_| {});
    assert!(events.contains(&Event::PardonDrawn { times: 1 }));
    let pardon_in_deck = s
        .state()
        .deck
        .iter()
        .any(|c| data.event(*c).kind == EventKind::GeneralPardon);
    assert!(pardon_in_deck, "shuffled back into the deck");
    let (s, events, _) = drawn(6, EventKind::GeneralPardon, |st| st.pardons = 1);
    assert!(events.contains(&Event::PardonDrawn { times: 2 }));
    if s.state().deck.len() > 20 {
        assert!(
            s.state().pardon_waiting.is_some(),
            "held out until 20 remain"
        );
    }
    let (s, events, _) = drawn(6, EventKind::GeneralPardon, |st| st.pardons = 2);
    assert!(events.contains(&Event::PardonDrawn { times: 3 }));
    assert!(s.is_over());
    assert_eq!(s.observation(0).over, Some(GameEnd::ThirdPardon));
}

// 17.2 #7 Finger of Fate: each seat discards one card in secret, shown together; then each
// passes the rest to its left (Pirate cards kept).
#[test]
fn finger_of_fate_discards_in_secret_and_passes_left() {
    let (mut s, _, _) = drawn(6, EventKind::FingerOfFate, |_| {});
    let before = s.state().hands.clone();
    let pirates = s.state().pirate_hands.clone();
    let order = s.state().order.clone();
    let mut discarded = [None; 3];
    while let Some(d) = s.decision() {
        if d.kind != Kind::FingerOfFate {
            break;
        }
        let Choice::Discard { card } = d.options[0] else {
            panic!()
        };
        discarded[d.seat] = Some(card);
        s.go(d.options[0]).unwrap();
        // Nobody else sees it before all have chosen.
        if discarded.iter().any(Option::is_none) {
            for other in (0..3).filter(|o| *o != d.seat) {
                assert!(!s.observation(other).discard.contains(&card));
            }
        }
    }
    assert_eq!(s.state().pirate_hands, pirates, "Pirate cards are kept");
    for (at, seat) in order.iter().enumerate() {
        let left = order[(at + 1) % 3];
        let mut kept = before[*seat].clone();
        kept.retain(|c| Some(*c) != discarded[*seat]);
        // The left seat holds what was passed (and, if it is the Pirate Player, the cards
        // it drew since).
        for c in &kept {
            assert!(s.state().hands[left].contains(c), "passed to the left");
        }
    }
}

// Undo (issue 65: "undo (the game says what seals it)"): a Move reveals nothing and may be
// taken back, leaving the game exactly as it was; a Find rolls a die, and a roll seals it.
#[test]
fn a_move_is_taken_back_and_a_roll_is_not() {
    let data = data();
    let cartagena = PortId(
        data.ports
            .iter()
            .position(|p| p.name == "Cartagena")
            .unwrap() as u8,
    );
    let mut s = actions_at("south_america", 3, |st| {
        st.config.undo_among_humans = true;
        // Every other seat has taken its Anti-Pirate action: no window opens (an answer in
        // one would seal the Move: BB-R D).
        let me = st.pirate_player();
        st.ap.acted = (0..st.seats()).filter(|x| *x != me).collect();
        if st.ports[cartagena.0 as usize].merchant.is_none() {
            let counter = st.merchant_pool.pop().unwrap();
            st.ports[cartagena.0 as usize].merchant = Some(Merchant {
                counter,
                face_up: false,
                found_by: None,
            });
        }
    });
    let pirate = first_pirate(&s);
    let seat = s.state().pirate_player();
    let before = s.state().clone();
    let to = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { pirate: p, .. } if *p == pirate))
        .unwrap();
    s.choose(to).unwrap();
    assert_eq!(s.undo_blocked(seat), None, "a Move reveals nothing");
    s.undo(seat).unwrap();
    assert_eq!(*s.state(), before, "exactly as it was");
    s.go(Choice::Find {
        pirate,
        port: cartagena,
    })
    .unwrap();
    assert_eq!(
        s.undo_blocked(seat),
        Some(game_core::UndoBlocked::Sealed(game_core::Reveal::Chance)),
        "the die has spoken"
    );
}

// 4.1 Long Game: the General Pardon is held out of the deck until it first runs out, then
// shuffled in with the discards.
#[test]
fn the_long_game_holds_the_pardon_out_of_the_first_deck() {
    let data = data();
    let mut config = config(3, 5);
    config.long_game = true;
    let (mut s, _) = game_core::Session::<blackbeard::rules::Blackbeard>::new(data.clone(), config)
        .expect("a game");
    let pardon = |st: &blackbeard::rules::State| {
        st.deck
            .iter()
            .chain(&st.discard)
            .any(|c| data.event(*c).kind == EventKind::GeneralPardon)
    };
    assert!(!pardon(s.state()) && s.state().pardon_for_second_deck.is_some());
    let mut rng = game_core::rng::GameRng::from_seed(5);
    let mut reshuffled = false;
    play_until(&mut s, &mut rng, 100_000, |s| {
        if s.state().pardon_for_second_deck.is_none() {
            reshuffled = true;
            return true;
        }
        assert!(!pardon(s.state()), "not in the first run-through");
        false
    });
    assert!(reshuffled, "the deck ran out and took the Pardon in");
    // Now in play: in the deck (or already drawn from it).
    assert!(pardon(s.state()) || s.state().pardons > 0);
}
