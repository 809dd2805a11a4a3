//! 17.2: the Anti-Pirate cards played against the active pirate in a window.

mod common;
use blackbeard::content::EventKind;
use blackbeard::rules::{ApEvent, Choice, Event, Kind, Location, Phase};
use common::PassingWindows;
use common::ap::*;
use common::*;

// 17.2 #18: Scurvy, not in port: −1 loyalty and the hostages aboard die (to the pool: BB-R C).
#[test]
fn scurvy_kills_hostages_and_costs_a_point_of_loyalty() {
    let (mut s, pirate) = table(6, |st, p| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::ScurvyOutbreak);
        let h = st.hostage_pool.pop().unwrap();
        st.afloat_mut(p).unwrap().hostages.push((h, None));
    });
    let data = data();
    let to = Choice::Move {
        pirate,
        to: Location::Sea(data.areas[area(&data, AREA).0 as usize].neighbours[0]),
    };
    let events = card_on(&mut s, to, EventKind::ScurvyOutbreak);
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::ScurvyStruck { hostages: 1, .. }))
    );
    let a = s.state().afloat_of(pirate).unwrap();
    assert!(a.scurvy && a.hostages.is_empty());
    assert_eq!(a.loyalty, 4);
    // A second Scurvy card is no longer offered: the type is spent this turn (4.65 D).
    assert!(s.state().ap.cards.contains(&EventKind::ScurvyOutbreak));
}

// 17.2 #18: scurvy costs a point of loyalty as his seat's Player-Turn begins; entering a port
// cures it.
#[test]
fn scurvy_bites_as_his_seats_turn_begins_and_a_port_cures_it() {
    let data = data();
    let base = at_first_turn(3, 12);
    let before_seat = base.state().order[(base.state().turn_at as usize + 2) % 3];
    let seat = base.state().pirate_player();
    let pirate = base.state().seat_afloat(seat).next().unwrap().pirate;
    let mut s = changed(&base, |st| {
        st.turn_at = (st.turn_at + 2) % 3;
        let a = st.afloat_mut(pirate).unwrap();
        a.scurvy = true;
        a.loyalty = 5;
        a.at = Location::Sea(area(&data, AREA));
        st.phase = Phase::CardPlay;
        st.played_for_actions = true;
        st.played_held = true;
    });
    assert_eq!(s.state().pirate_player(), before_seat);
    let events = s.go(Choice::EndTurn).unwrap();
    assert_eq!(s.state().pirate_player(), seat);
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::ScurvyBites { .. }))
    );
    assert_eq!(s.state().afloat_of(pirate).unwrap().loyalty, 4);
    // Into Cartagena: cured.
    let mut s = changed(&s, |st| {
        st.phase = Phase::Actions {
            left: 1,
            pirate: None,
        };
        st.played_for_actions = true;
        st.played_held = true;
    });
    let into = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(
            |c| matches!(c, Choice::Move { pirate: p, to: Location::Port { .. } } if *p == pirate),
        )
        .expect("a port to enter");
    let events = s.go(into).unwrap();
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::ScurvyCured { .. }))
    );
    assert!(!s.state().afloat_of(pirate).unwrap().scurvy);
}

// 17.2 #22: Wear and Tear, not in port: half a die, rounded down, of Speed hits.
#[test]
fn wear_and_tear_takes_half_a_die_of_speed() {
    let (mut s, pirate) = table(7, |st, p| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::WearAndTear);
        st.afloat_mut(p).unwrap().speed = 3;
    });
    let events = card_on(&mut s, find(pirate), EventKind::WearAndTear);
    let (die, hits) = ap(&events)
        .into_iter()
        .find_map(|e| match e {
            ApEvent::WornAndTorn { die, hits, .. } => Some((*die, *hits)),
            _ => None,
        })
        .unwrap();
    assert_eq!(hits, die / 2);
    assert_eq!(s.state().afloat_of(pirate).unwrap().speed, 3 - hits as i8);
}

// 17.2 #15, 14.2: Mutiny Conspiracy: 2d6 over the loyalty brings a mutiny at once.
#[test]
fn mutiny_conspiracy_over_the_loyalty_brings_a_mutiny() {
    let (mut s, pirate) = table(8, |st, p| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::MutinyConspiracy);
        st.afloat_mut(p).unwrap().loyalty = 1;
    });
    let events = card_on(&mut s, find(pirate), EventKind::MutinyConspiracy);
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::Conspiracy { mutiny: true, .. })),
        "2d6 is over 1"
    );
    assert!(
        events.iter().any(|e| matches!(e, Event::Mutiny { .. })),
        "the mutiny is rolled at once"
    );
}

// 17.2 #2 (BB-R C: only after an action that leaves him in port): the D&R card is offered in
// the window after he sails into a port, not when he announces it.
#[test]
fn debauchery_card_after_an_action_in_port() {
    let data = data();
    let (mut s, pirate) = table(9, |st, _| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::DebaucheryAndRevelry);
    });
    let into = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { to: Location::Port { port, .. }, .. } if *port == cartagena(&data)))
        .expect("Cartagena open to him");
    s.choose(into).unwrap();
    s.choose(Choice::OpenHand).unwrap();
    assert!(
        !s.decision()
            .unwrap()
            .options
            .iter()
            .any(|c| matches!(c, Choice::ApCard { .. })),
        "not on the announcement"
    );
    s.choose(Choice::Pass).unwrap();
    s.choose(Choice::Pass).unwrap();
    assert!(matches!(
        s.state().afloat_of(pirate).unwrap().at,
        Location::Port { .. }
    ));
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Window, "the window after the Move");
    let card = s.state().hands[d.seat][0];
    let events = act(&mut s, Choice::ApCard { card });
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Revelry {
            voluntary: false,
            ..
        }
    )));
    assert_ne!(
        s.state().afloat_of(pirate).unwrap().revelry,
        blackbeard::rules::Revelry::None
    );
}

// 17.2 #4: the Double Cross, played the instant he announces his retirement with a Letter:
// 1–2 nothing; 3–4 2d6 × 10 % of his Net Worth (10–12: all), rounded up; 5–6 all; he
// retires either way with what is left.
#[test]
fn double_cross_then_retires() {
    use blackbeard::content::Nation;
    use blackbeard::rules::{Governor, Retirement};
    let mut dice = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let (mut s, pirate, _) =
            common::ports::in_port(seed, "Havana", Some(Governor::Anti), 1, |st, p| {
                let a = st.afloat_mut(p).unwrap();
                a.letter = Some(Nation::Spanish);
                a.notoriety = 7;
                a.net_worth = 1250;
                let other = (st.pirate_player() + 1) % 2;
                let hand = std::mem::take(&mut st.hands[other]);
                st.discard.extend(hand);
                give(st, other, EventKind::DoubleCross);
            });
        let seat = s.state().pirate_player();
        let vp = s.state().vp[seat];
        let events = card_on(&mut s, Choice::Retire { pirate }, EventKind::DoubleCross);
        let (die, percent, lost) = ap(&events)
            .into_iter()
            .find_map(|e| match e {
                ApEvent::DoubleCrossed {
                    die, percent, lost, ..
                } => Some((*die, *percent, *lost)),
                _ => None,
            })
            .expect("the die rolled");
        match die {
            1 | 2 => assert_eq!(lost, 0),
            3 | 4 => {
                assert!((20..=100).contains(&percent) && percent % 10 == 0);
                assert_eq!(lost, (1250 * percent).div_ceil(100));
            }
            _ => assert_eq!(lost, 1250),
        }
        dice.insert(die.div_ceil(2));
        let mut events = events;
        pass_windows(&mut s, &mut events);
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::Retired { how: Retirement::Letter, net_worth, .. } if *net_worth == 1250 - lost
            )),
            "he retires, no change of mind"
        );
        assert_eq!(s.state().vp[seat], vp + 14 + (1250 - lost) / 100);
    }
    assert_eq!(dice.len(), 3, "every band over 40 seeds");
}

/// The next seat holds a Piratical Ambition, room for one more pirate and a pirate in hand;
/// the active pirate has `cunning` points.
fn ambition_table(
    seed: u64,
    cunning: u8,
) -> (
    game_core::Session<blackbeard::rules::Blackbeard>,
    blackbeard::content::PirateId,
) {
    table(seed, |st, p| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::PiraticalAmbition);
        while st.seat_afloat(seat).count() > 1 {
            let q = st.seat_afloat(seat).last().unwrap().pirate;
            st.afloat.retain(|a| a.pirate != q);
            st.locker.push(q);
        }
        if st.pirate_hands[seat].is_empty() {
            let q = st.pirate_deck.pop().unwrap();
            st.pirate_hands[seat].push(q);
        }
        st.afloat_mut(p).unwrap().cunning = cunning;
    })
}

// 17.2 #17, 15: Piratical Ambition: a pirate from the card player's hand duels the active
// pirate (ties again); won, he takes the ship for that seat at loyalty 6 with both Duel
// ratings as Notoriety and the old captain is eliminated; lost, he never comes into play and
// the crew's loyalty rises by one.
#[test]
fn piratical_ambition_takes_the_ship_or_dies() {
    let data = data();
    let mut outcomes = (false, false);
    for seed in 0..40 {
        let (mut s, pirate) = ambition_table(seed, 0);
        let seat = ap_seats(&s)[0];
        let newcomer = s.state().pirate_hands[seat][0];
        let old_seat = s.state().pirate_player();
        let before = s.state().afloat_of(pirate).unwrap().clone();
        s.choose(find(pirate)).unwrap();
        let card = s.state().hands[seat]
            .iter()
            .copied()
            .find(|c| data.event(*c).kind == EventKind::PiraticalAmbition)
            .unwrap();
        let events = act(
            &mut s,
            Choice::Ambition {
                card,
                pirate: newcomer,
            },
        );
        let won = ap(&events)
            .into_iter()
            .find_map(|e| match e {
                ApEvent::Ambition {
                    won,
                    newcomer_total,
                    pirate_total,
                    ..
                } => {
                    assert_ne!(newcomer_total, pirate_total, "ties are fought again");
                    Some(*won)
                }
                _ => None,
            })
            .expect("the duel");
        if won {
            let a = s.state().afloat_of(newcomer).unwrap();
            assert_eq!(a.seat, seat);
            assert_eq!(a.loyalty, 6);
            assert_eq!(a.at, before.at);
            assert_eq!(a.holds, before.holds, "everything aboard");
            let ratings =
                data.pirates[newcomer.0 as usize].duel + data.pirates[pirate.0 as usize].duel;
            assert_eq!(a.notoriety, ratings as u32);
            assert!(s.state().locker.contains(&pirate));
            assert!(
                s.state()
                    .scored
                    .iter()
                    .any(|x| x.seat == old_seat && x.pirate == pirate)
            );
            outcomes.0 = true;
        } else {
            assert!(
                s.state().locker.contains(&newcomer)
                    && !s.state().pirate_hands[seat].contains(&newcomer)
            );
            assert_eq!(
                s.state().afloat_of(pirate).unwrap().loyalty,
                before.loyalty + 1
            );
            outcomes.1 = true;
        }
    }
    assert!(outcomes.0 && outcomes.1, "{outcomes:?}");
}

// 12, 17.2 #17: the active pirate losing a Piratical Ambition's duel may roll his Duel dice
// again for a point of Cunning (once); the newcomer, not in play, has none (our reading).
#[test]
fn cunning_rolls_a_lost_ambition_duel_again() {
    let data = data();
    let mut seen = (false, false);
    for seed in 0..60 {
        let (mut s, pirate) = ambition_table(seed, 1);
        let seat = ap_seats(&s)[0];
        let newcomer = s.state().pirate_hands[seat][0];
        s.choose(find(pirate)).unwrap();
        let card = s.state().hands[seat]
            .iter()
            .copied()
            .find(|c| data.event(*c).kind == EventKind::PiraticalAmbition)
            .unwrap();
        act(
            &mut s,
            Choice::Ambition {
                card,
                pirate: newcomer,
            },
        );
        // His seat is asked about a Skull and Crossbones first (he has Cunning): he lets it be.
        assert!(matches!(s.decision().unwrap().kind, Kind::Skull));
        let mut events = s.choose(Choice::Pass).unwrap();
        let d = s.decision().unwrap();
        if let Kind::Cunning { die } = d.kind {
            // Behind: offered to his own seat, which rolls again.
            assert_eq!(d.seat, s.state().afloat_of(pirate).unwrap().seat);
            assert!(
                ap(&events)
                    .iter()
                    .all(|e| !matches!(e, ApEvent::Ambition { .. }))
            );
            events = s.choose(Choice::Reroll(true)).unwrap();
            let now = events
                .iter()
                .find_map(|e| match e {
                    Event::CunningUsed { was, now, .. } => Some((*was, *now)),
                    _ => None,
                })
                .expect("rolled again");
            assert_eq!(now.0, die);
            let duel = ap(&events)
                .into_iter()
                .filter_map(|e| match e {
                    ApEvent::Ambition {
                        pirate_total,
                        newcomer_total,
                        won,
                        ..
                    } => Some((*pirate_total, *newcomer_total, *won)),
                    _ => None,
                })
                .next_back()
                .expect("the duel is decided");
            assert_eq!(s.state().afloat_of(pirate).map_or(0, |a| a.cunning), 0);
            // A tie after the new roll is dueled again; else the new roll stands.
            if duel.0 == now.1 {
                seen.0 = true;
                assert_eq!(duel.2, duel.1 > duel.0);
            }
            // Never offered twice for one roll.
            assert!(!matches!(s.decision().unwrap().kind, Kind::Cunning { .. }));
        } else {
            // Not offered: he won outright.
            let won = ap(&events)
                .into_iter()
                .find_map(|e| match e {
                    ApEvent::Ambition { won, .. } => Some(*won),
                    _ => None,
                })
                .expect("the duel");
            assert!(!won, "a winning pirate is not offered Cunning");
            seen.1 = true;
        }
    }
    assert!(seen.0 && seen.1, "{seen:?}");
}

// 17.2 #16: Pirate Converts: a retired pirate returns as the Ex-Pirate KC (Combat 9, Speed 3)
// for a seat with no KC, in the active pirate's Sea Area; he does not react in that turn.
#[test]
fn pirate_converts_brings_the_ex_pirate_kc() {
    let data = data();
    let (mut s, pirate) = table(30, |st, _| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        give(st, seat, EventKind::PirateConverts);
        let p = st.pirate_deck.pop().unwrap();
        st.retired.push(p);
    });
    let seat = ap_seats(&s)[0];
    let retired = *s.state().retired.last().unwrap();
    s.choose(find(pirate)).unwrap();
    let card = s.state().hands[seat][0];
    let events = act(
        &mut s,
        Choice::Convert {
            card,
            pirate: retired,
        },
    );
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::Converted { .. }))
    );
    let kc = s.state().kc_of(seat).expect("his KC");
    let ex = &data.kcs[kc.kc.0 as usize];
    assert!(ex.ex_pirate && ex.combat == 9 && ex.speed == 3);
    assert_eq!(kc.at, Location::Sea(area(&data, AREA)));
    assert_eq!(kc.placed, s.state().turns, "no Reaction this Player-Turn");
}
