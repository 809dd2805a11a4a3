//! Hidden information: the seed that would replay every secret never reaches the table.

use crate::common::*;
use spanish_main::rules::*;

// Design: "Secrets stay secret". Whoever knew the seed could replay setup and read the other
// captains, the face-down mods, the merchants' nations and every deck order; so no public
// event and no observation carries it.
#[test]
fn no_event_or_observation_carries_the_seed() {
    let seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let config = GameConfig::new(vec![SeatKind::Human; 3], seed);
    let (mut s, mut events) = Session::new(data(), config).unwrap();
    events.extend(play_random(&mut s, 400));
    let needle = seed.to_string();
    for e in &events {
        let text = ron::to_string(e).unwrap();
        assert!(!text.contains(&needle), "{text}");
    }
    for seat in 0..3 {
        let text = ron::to_string(&s.observation(seat)).unwrap();
        assert!(!text.contains(&needle));
    }
    // The save keeps it, for replays.
    assert!(s.save().contains(&needle));
}

// Hot-seat: a decision with nothing secret in it (a combat declaration, a hit-location pick, a
// raid's face-up steps) is answered on the public face, and that face holds none of the seat's
// secrets; a decision on one's own cards (plunder, a hand of five) is not.
#[test]
fn public_decisions_show_no_secrets() {
    use spanish_main::content::ShipClass;
    let public = [
        DecisionKind::Battle {
            step: BattleStepKind::Declare,
        },
        DecisionKind::Battle {
            step: BattleStepKind::Place,
        },
        DecisionKind::Raid {
            step: RaidStepKind::Working,
        },
    ];
    assert!(public.iter().all(|k| k.is_public()));
    let private = [
        DecisionKind::Battle {
            step: BattleStepKind::Plunder,
        },
        DecisionKind::Raid {
            step: RaidStepKind::Loot,
        },
        DecisionKind::DiscardGlory,
        DecisionKind::Action { actions_left: 3 },
        DecisionKind::ChooseShip,
    ];
    assert!(private.iter().all(|k| !k.is_public()));

    let (s, seat) = in_port(data(), "Lucía Arana", "havana", ShipClass::Flute);
    let s = edited(&s, |st| {
        let c = st.decks.cargo.pop().unwrap();
        st.seats[seat].cargo.push(c);
        st.seats[seat].stash = 7;
        st.seats[seat].rumor = st.decks.rumors.pop();
    });
    let bare = s.observation(seat).without_secrets();
    assert!(bare.me.cargo.is_empty() && bare.me.glory_cards.is_empty());
    assert_eq!((bare.me.stash, bare.me.rumor), (0, None));
    // What the others see of the seat is untouched.
    assert_eq!(bare.seats, s.observation((seat + 1) % 2).seats);
}

// Design: "each seat sees only its own observation". A searching captain's playouts rewrite
// one observation at every step (`observe_into`) instead of building a new one; whatever it
// held before, the rewrite must be exactly the seat's observation now, secrets and all, and
// never another seat's leftovers.
#[test]
fn a_rewritten_observation_is_the_fresh_one() {
    use spanish_main::rules::observation::{observe, observe_into};
    for seed in [3u64, 41] {
        let mut s = new_game(4, seed);
        let mut scratch = s.observation(3);
        let mut compared = 0;
        for step in 0..1500 {
            let Some(d) = s.decision() else { break };
            // Rotate which seat the scratch observed last, so every rewrite overwrites
            // another seat's view (its cargo, glory cards, visit, decision).
            let seat = step % 4;
            let fresh = observe(s.state(), s.data(), Some(d.clone()), seat);
            observe_into(&mut scratch, s.state(), s.data(), Some(d.clone()), seat);
            assert_eq!(scratch, fresh, "seed {seed}, step {step}, seat {seat}");
            compared += 1;
            play_random(&mut s, 1);
        }
        assert!(compared > 300, "only {compared} steps compared");
    }
}

// Design: "AI captains read only their seat's observation". The search's playouts observe at
// every step without working out whom each NPC hunts (`observe_into_for_rules_of_thumb`):
// the rewrite is the seat's observation with that list alone left empty, and the rules of
// thumb of every style pick the same from it as from the whole observation, NPCs hunting or
// not (they work out an NPC's danger themselves).
#[test]
fn the_rules_of_thumb_pick_alike_without_whom_the_npcs_hunt() {
    use spanish_main::ai;
    use spanish_main::rules::observation::{observe, observe_into_for_rules_of_thumb};
    let styles = [AiStyle::Merchant, AiStyle::Pirate, AiStyle::Opportunist];
    let (mut compared, mut hunting) = (0, 0);
    for seed in [5u64, 29] {
        let mut s = new_game(4, seed);
        let mut scratch = s.observation(0);
        for _ in 0..4000 {
            let Some(d) = s.decision() else { break };
            let seat = d.seat;
            let whole = observe(s.state(), s.data(), Some(d.clone()), seat);
            observe_into_for_rules_of_thumb(&mut scratch, s.state(), s.data(), Some(d), seat);
            let mut unhunted = whole.clone();
            unhunted.hunts.clear();
            assert_eq!(scratch, unhunted, "seed {seed}, step {}", whole.step);
            hunting += usize::from(whole.hunts.iter().any(|(_, seats)| !seats.is_empty()));
            let mut played = None;
            for style in styles {
                let kind = SeatKind::Ai {
                    level: AiLevel::Normal,
                    style,
                };
                let pick = |obs: &Observation| ai::choose(kind, obs, s.data(), obs.step);
                let from_whole = pick(&whole);
                assert_eq!(
                    pick(&scratch),
                    from_whole,
                    "seed {seed}, step {}",
                    whole.step
                );
                if style == styles[seat % 3] {
                    played = from_whole;
                }
            }
            compared += 1;
            s.choose(played.expect("an answer").choice).unwrap();
        }
    }
    assert!(compared > 1000, "only {compared} steps compared");
    assert!(hunting > 100, "an NPC hunted at only {hunting} steps");
}

/// Play two games that differ only in a secret of `secret_seat`, choice for choice: the other
/// seats choose at random (the same pick in both, since they see the same), the secret seat
/// the first of `prefer` offered in both, else an option both offer. After every choice the
/// events and every other seat's observation must be the same in both games, until the game
/// ends (which shows every stash). Returns how many choices were compared.
fn alike_to_the_others(
    mut a: Session,
    mut b: Session,
    secret_seat: Seat,
    prefer: &[Choice],
) -> usize {
    let seats = a.state().seats.len();
    for step in 0..300 {
        if a.is_over() || b.is_over() {
            assert_eq!(a.is_over(), b.is_over());
            return step;
        }
        for seat in (0..seats).filter(|s| *s != secret_seat) {
            assert_eq!(
                a.observation(seat),
                b.observation(seat),
                "seat {seat} tells the games apart at step {step}"
            );
        }
        let (Some(da), Some(db)) = (a.decision(), b.decision()) else {
            unreachable!("a game not over has a decision");
        };
        assert_eq!(da.seat, db.seat, "step {step}");
        let choice = if da.seat == secret_seat {
            let both = |c: &Choice| da.options.contains(c) && db.options.contains(c);
            match prefer.iter().chain(&da.options).find(|c| both(c)) {
                Some(c) => *c,
                None => return step,
            }
        } else {
            assert_eq!(da.options, db.options, "step {step}");
            spanish_main::ai::RandomCaptain::for_position(7, a.state().steps)
                .pick(&da.options)
                .unwrap()
        };
        let ea = a.choose(choice).unwrap();
        let eb = b.choose(choice).unwrap();
        assert_eq!(ea, eb, "the events of {choice:?} at step {step}");
    }
    300
}

// M&M rules: Stash gold — "Declare to the other players when you stash gold, but not how
// much. The total amount of gold you have stashed through the game is secret." Our reading:
// once the chest is used the gold aboard is out of the others' sight too, or the two together
// would tell the stash. Two games that differ only in how much went into the chest look the
// same to the other seat, through the rest of the turn and the other seat's whole turn.
#[test]
fn how_much_is_stashed_cannot_be_worked_out() {
    use spanish_main::content::ShipClass;
    let (s, seat) = in_port(data(), "Isabel Montoya", "havana", ShipClass::Sloop);
    let games = [5, 10].map(|amount| {
        let mut g = edited(&s, |st| st.seats[seat].gold = 20);
        pick(&mut g, Choice::PortAction);
        pick(&mut g, Choice::Begin(Activity::Stash));
        let events = pick(&mut g, Choice::Stash(amount));
        assert_eq!(events, vec![GameEvent::GoldStashed { seat }]);
        g
    });
    let [a, b] = games;
    assert_eq!(a.observation(1 - seat).seats[seat].gold, None);
    assert_eq!(a.observation(seat).seats[seat].gold, Some(15), "its own");
    assert_eq!(
        a.observation(seat).without_secrets().seats[seat].gold,
        None,
        "nor on the table's screen between seats"
    );
    let neutral = [Choice::Done, Choice::LeavePort, Choice::EndTurn];
    let compared = alike_to_the_others(a, b, seat, &neutral);
    assert!(compared > 20, "only {compared} choices compared");

    // Taking gold back out tells no amount either.
    let mut g = edited(&s, |st| {
        st.seats[seat].stash = 12;
        st.seats[seat].chest_used = true;
    });
    pick(&mut g, Choice::PortAction);
    pick(&mut g, Choice::Begin(Activity::Stash));
    let events = pick(&mut g, Choice::Stash(-5));
    assert_eq!(events, vec![GameEvent::StashTaken { seat }]);
}

// M&M rules: DYING AND RETIREMENT — "You only receive 10 gold from the game if you have no gold
// stashed, otherwise if you have less than 10 the game supplies you with the remaining gold up
// to 10." Our reading: how much the game gives is secret once the chest has been used (6 would
// tell a stash of 4). Two games whose chests differ look the same to the other seat through the
// death and the new captain's first turn.
#[test]
fn a_new_captains_gold_does_not_tell_the_stash() {
    use spanish_main::content::ShipClass;
    let (s, seat) = in_port(data(), "Diego Saavedra", "bridgetown", ShipClass::Frigate);
    let bridgetown = s.data().port_by_key("bridgetown").unwrap();
    let zone = s.data().port(bridgetown).zone;
    let games = [4, 10].map(|stash| {
        let mut g = edited(&s, |st| {
            let me = &mut st.seats[seat];
            let ship = me.ship.as_mut().unwrap();
            ship.location = Location::Zone(zone);
            ship.hits.hull = 1;
            me.stash = stash;
            me.chest_used = true;
            st.rng = rng_where(&[2], false);
        });
        // The harbour mouth sinks the frigate.
        let events = pick(
            &mut g,
            Choice::Move {
                to: Location::Port(bridgetown),
                entry: Entry::Free,
            },
        );
        assert!(
            events
                .iter()
                .any(|e| matches!(e, GameEvent::CaptainDied { .. }))
        );
        g
    });
    let [a, b] = games;
    let new_ship = [
        Choice::ChooseShip(ShipClass::Sloop),
        Choice::Done,
        Choice::LeavePort,
        Choice::EndTurn,
    ];
    let compared = alike_to_the_others(a.clone(), b, seat, &new_ship);
    assert!(compared > 20, "only {compared} choices compared");
    // The gift itself came with no amount.
    let mut a = a;
    for _ in 0..300 {
        let Some(d) = a.decision() else { break };
        if d.options.contains(&Choice::ChooseShip(ShipClass::Sloop)) && d.seat == seat {
            let events = a.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
            assert!(events.contains(&GameEvent::GoldToppedUp { seat }));
            assert!(
                !events
                    .iter()
                    .any(|e| matches!(e, GameEvent::GoldGained { seat: s, .. } if *s == seat))
            );
            assert_eq!(a.state().seats[seat].gold, 6);
            return;
        }
        let c = spanish_main::ai::RandomCaptain::for_position(7, a.state().steps)
            .pick(&d.options)
            .unwrap();
        a.choose(c).unwrap();
    }
    panic!("the new captain never chose a ship");
}
