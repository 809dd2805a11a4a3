//! Solitaire Blackbeard (19.16, 19.18–19.20, 19.3): Blackbeard's crew, the SP's priorities
//! and its Booty Grabs.

mod common;
use blackbeard::content::{AreaId, EventKind};
use blackbeard::rules::{
    Choice, Event, Governor, GrabStep, Kind, Location, Revelry, SYSTEM, SoloEvent,
};
use common::ap::cartagena;
use common::solo::*;
use common::*;
use game_core::rng::GameRng;

// ---------------------------------------------------------------------------------------
// Blackbeard's crew.

// BB rules 19.16: Blackbeard never dies of a mutiny: his crew at 0 mutinies as he acts, and
// whatever the die he stays afloat and the action goes on.
#[test]
fn blackbeard_never_dies_of_a_mutiny() {
    let data = data();
    let mut over = false;
    for seed in 0..30 {
        let (mut s, t) = your_actions(seed, |st, t| {
            st.afloat_mut(t).unwrap().loyalty = 0;
        });
        let leadership = data.pirates[t.0 as usize].leadership;
        let events = s.choose(a_move(&s, t)).unwrap();
        let die = solo_events(&events)
            .iter()
            .find_map(|e| match e {
                SoloEvent::Mutiny {
                    pirate,
                    die,
                    loyalty,
                } if *pirate == t => {
                    assert_eq!(*loyalty, 0);
                    Some(*die)
                }
                _ => None,
            })
            .expect("19.16: the mutiny roll");
        over |= die > leadership;
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, Event::Mutiny { .. } | Event::Eliminated { .. }))
        );
        assert!(s.state().afloat_of(t).is_some());
        assert_eq!(game_end(&s), None);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Moved { pirate, .. } if *pirate == t))
        );
    }
    assert!(over, "a die over his Leadership was rolled");
}

// BB rules 19.20: a crew just fallen to 0 costs Blackbeard 2d6 Notoriety at once.
#[test]
fn a_crew_fallen_to_zero_costs_two_dice_of_notoriety() {
    let data = data();
    let port = cartagena(&data);
    let mut seen = 0;
    for seed in 0..30 {
        let (mut s, t) = your_actions(seed, |st, t| {
            let a = st.afloat_mut(t).unwrap();
            a.loyalty = 1;
            a.notoriety = 30;
            let m = st.ports[port.0 as usize].merchant.as_mut().unwrap();
            m.face_up = true;
            m.found_by = Some(t);
        });
        let mut events = s.choose(Choice::Loot { pirate: t, port }).unwrap();
        for _ in 0..20 {
            let Some(d) = s.decision() else { break };
            if matches!(d.kind, Kind::Action { .. } | Kind::CardPlay) {
                break;
            }
            let pick = if d.seat == SYSTEM {
                sp_answer(&s)
            } else if d.options.contains(&Choice::Seize(false)) {
                Choice::Seize(false)
            } else if d.options.contains(&Choice::Revel(false)) {
                Choice::Revel(false)
            } else {
                d.options[0]
            };
            events.extend(s.choose(pick).unwrap());
        }
        let sullen: Vec<_> = solo_events(&events)
            .into_iter()
            .filter_map(|e| match e {
                SoloEvent::CrewSullen {
                    pirate,
                    roll,
                    notoriety,
                } => Some((*pirate, *roll, *notoriety)),
                _ => None,
            })
            .collect();
        let a = s.state().afloat_of(t).expect("he stays afloat");
        if a.loyalty > 0 {
            assert!(sullen.is_empty());
            continue;
        }
        seen += 1;
        assert_eq!(sullen.len(), 1, "{events:?}");
        let (pirate, roll, notoriety) = sullen[0];
        assert_eq!(pirate, t);
        assert!((2..=12).contains(&roll), "2d6: {roll}");
        assert_eq!(notoriety, 30 - roll);
        assert_eq!(a.notoriety, 30 - roll);
    }
    assert!(seen > 0, "no crew fell to 0");
}

// BB rules 19.20: a crew still at 0 as your Player-Turn ends costs him 1d6 Notoriety more.
#[test]
fn a_crew_left_at_zero_costs_a_die_each_turn() {
    let mut rolls = std::collections::BTreeSet::new();
    for seed in 0..30 {
        let (s, events, t) = end_your_turn(seed, |st, t| {
            let a = st.afloat_mut(t).unwrap();
            a.loyalty = 0;
            a.notoriety = 20;
        });
        let sullen: Vec<_> = solo_events(&events)
            .into_iter()
            .filter_map(|e| match e {
                SoloEvent::CrewSullen {
                    pirate,
                    roll,
                    notoriety,
                } => Some((*pirate, *roll, *notoriety)),
                _ => None,
            })
            .collect();
        assert_eq!(sullen.len(), 1, "{events:?}");
        let (pirate, roll, notoriety) = sullen[0];
        assert_eq!(pirate, t);
        assert!((1..=6).contains(&roll), "1d6: {roll}");
        assert_eq!(notoriety, 20 - roll);
        assert_eq!(s.state().afloat_of(t).unwrap().notoriety, 20 - roll);
        rolls.insert(roll);
    }
    assert!(rolls.len() > 1, "one die, not a constant");
    // Above 0: nothing.
    let (_, events, _) = end_your_turn(1, |st, t| {
        st.afloat_mut(t).unwrap().loyalty = 1;
    });
    assert!(
        !solo_events(&events)
            .iter()
            .any(|e| matches!(e, SoloEvent::CrewSullen { .. }))
    );
}

// ---------------------------------------------------------------------------------------
// The SP's priorities (19.17–19.19).

// BB rules 19.18: an SP pirate who draws a Letter of Marque while he has none keeps it and
// draws another card; his Actions then sail for the nearest port with a Pro-Pirate governor.
#[test]
fn an_sp_pirate_keeps_a_letter_and_sails_for_a_pro_pirate_port() {
    use blackbeard::content::Nation;
    let data = data();
    let (target, target_area) = nation_port(Nation::Spanish);
    let start = data.areas[target_area.0 as usize]
        .neighbours
        .iter()
        .copied()
        .find(|x| *x != target_area)
        .unwrap();
    let mut letter = None;
    let mut p = None;
    let (mut s, events, _) = end_your_turn(9, |st, t| {
        // One Pro-Pirate governor on the map, at the target port.
        for port in st.ports.iter_mut() {
            port.haven = None;
            match port.governor.take() {
                Some(Governor::Pro(g)) => st.pro_governor_pool.push(g),
                Some(Governor::Anti) => st.anti_governors_left += 1,
                None => {}
            }
        }
        pro_governor(st, target);
        let first = sp_pirates(st)[0];
        p = Some(first);
        // Everyone else far from there.
        let far: Vec<AreaId> = (0..data.areas.len() as u8)
            .map(AreaId)
            .filter(|x| {
                *x != start
                    && *x != target_area
                    && !data.areas[start.0 as usize].neighbours.contains(x)
            })
            .collect();
        st.afloat_mut(t).unwrap().at = Location::Sea(far[0]);
        for (i, q) in sp_pirates(st).into_iter().enumerate() {
            let a = st.afloat_mut(q).unwrap();
            a.at = Location::Sea(if q == first { start } else { far[i + 1] });
            a.letter = None;
            a.revelry = Revelry::None;
            a.loyalty = 6;
        }
        hup_top(st, EventKind::WearAndTear);
        letter = Some(hup_top(st, EventKind::LetterOfMarque));
    });
    let (p, letter) = (p.unwrap(), letter.unwrap());
    assert!(
        solo_events(&events).contains(&&SoloEvent::LetterKept { pirate: p }),
        "{events:?}"
    );
    assert_eq!(s.state().solo.as_ref().unwrap().letter, Some((p, letter)));
    assert_eq!(
        s.state().hands[SYSTEM].len(),
        2,
        "the Letter and another card"
    );
    // Its Card Play: not the Letter.
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (SYSTEM, Kind::CardPlay));
    assert!(!d.options.contains(&Choice::PlayForActions { card: letter }));
    let pick = sp_answer(&s);
    s.choose(pick).unwrap();
    let d = s.decision().unwrap();
    assert!(
        matches!(d.kind, Kind::Action { .. }),
        "{:?} after {pick:?}",
        d.kind
    );
    assert_eq!(d.seat, SYSTEM);
    assert_eq!(
        sp_answer(&s),
        Choice::Move {
            pirate: p,
            to: Location::Sea(target_area)
        },
        "19.18: toward the Pro-Pirate port"
    );
}

// BB rules 19.19: an SP pirate offered a voluntary D&R always takes it (seen across
// solitaire games, every time it is offered).
#[test]
fn the_sp_always_takes_its_revelry() {
    let mut offered = 0;
    for seed in 0..20u64 {
        let mut s = solo(seed);
        let mut rng = GameRng::from_seed(seed + 7);
        for _ in 0..20_000 {
            let Some(d) = s.decision() else { break };
            if d.seat == SYSTEM && d.options.contains(&Choice::Revel(true)) {
                offered += 1;
                assert_eq!(sp_answer(&s), Choice::Revel(true));
            }
            if step(&mut s, &mut rng).is_none() {
                break;
            }
        }
    }
    assert!(offered > 0, "never offered");
}

// BB rules 19.18: an SP pirate who already holds a Letter of Marque does not keep another.
#[test]
fn an_sp_pirate_with_a_letter_keeps_no_other() {
    let mut letter = None;
    let (s, events, _) = end_your_turn(9, |st, _| {
        let first = sp_pirates(st)[0];
        st.afloat_mut(first).unwrap().letter = Some(blackbeard::content::Nation::French);
        letter = Some(hup_top(st, EventKind::LetterOfMarque));
    });
    assert!(
        !solo_events(&events)
            .iter()
            .any(|e| matches!(e, SoloEvent::LetterKept { .. })),
        "{events:?}"
    );
    assert_eq!(s.state().solo.as_ref().unwrap().letter, None);
    assert_eq!(
        s.state().hands[SYSTEM],
        vec![letter.unwrap()],
        "his one HUP card"
    );
}

// ---------------------------------------------------------------------------------------
// Booty Grabs (19.3).

// BB rules 19.3: no Duels in Solitaire Blackbeard: across solitaire games no tied Booty Grab
// goes to a Duel.
#[test]
fn no_duels_in_solitaire_games() {
    let mut grabs = 0;
    for seed in 0..150u64 {
        let mut s = solo(seed);
        let mut rng = GameRng::from_seed(seed + 3);
        for _ in 0..20_000 {
            if let Some(d) = s.decision() {
                assert!(
                    !matches!(
                        d.kind,
                        Kind::Grab {
                            step: GrabStep::DuelAgain { .. } | GrabStep::Spoils { .. }
                        }
                    ),
                    "seed {seed}: {:?}",
                    d.kind
                );
            }
            let Some(events) = step(&mut s, &mut rng) else {
                break;
            };
            for e in &events {
                assert!(
                    !matches!(
                        e,
                        Event::Duel { .. } | Event::DuelWon { .. } | Event::ShipTaken { .. }
                    ),
                    "seed {seed}: {e:?}"
                );
                grabs += usize::from(matches!(e, Event::GrabRolled { .. }));
            }
        }
    }
    assert!(grabs > 0, "no Booty Grab was tried");
}

// BB rules 19.3: a Booty Grab that ties takes nothing and brings no Duel.
#[test]
fn a_tied_booty_grab_takes_nothing() {
    let (english, from) = nation_port(blackbeard::content::Nation::English);
    let mut tied = 0;
    for seed in 0..60 {
        let mut victim = None;
        let (mut s, t) = your_actions(seed, |st, t| {
            pro_governor(st, english);
            let at = Location::Port {
                port: english,
                from,
            };
            st.afloat_mut(t).unwrap().at = at;
            let v = sp_pirates(st)[0];
            victim = Some(v);
            let a = st.afloat_mut(v).unwrap();
            a.at = at;
            a.revelry = Revelry::Voluntary;
            a.cunning = 0;
            a.holds = vec![1000];
        });
        let v = victim.unwrap();
        let before = s.state().clone();
        let grab = Choice::BootyGrab {
            pirate: t,
            victim: v,
        };
        assert!(s.decision().unwrap().options.contains(&grab));
        let mut events = s.choose(grab).unwrap();
        pass_windows(&mut s, &mut events);
        let Some((gt, vt)) = events.iter().find_map(|e| match e {
            Event::GrabRolled {
                grabber_total,
                victim_total,
                ..
            } => Some((*grabber_total, *victim_total)),
            _ => None,
        }) else {
            continue;
        };
        if gt != vt {
            continue;
        }
        tied += 1;
        assert!(
            solo_events(&events).contains(&&SoloEvent::GrabTied { grabber: t }),
            "{events:?}"
        );
        assert!(!events.iter().any(|e| matches!(e, Event::Duel { .. })));
        let st = s.state();
        assert_eq!(st.afloat_of(v).unwrap().holds, vec![1000]);
        assert_eq!(
            st.afloat_of(t).unwrap().holds,
            before.afloat_of(t).unwrap().holds
        );
        assert_eq!(
            st.afloat_of(t).unwrap().loyalty,
            before.afloat_of(t).unwrap().loyalty
        );
        assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
    }
    assert!(tied > 0, "no grab tied");
}

/// The SP's reason for its answer now (its priority list names each rule it follows).
fn sp_reason(s: &game_core::Session<blackbeard::rules::Blackbeard>) -> &'static str {
    let obs = s.observation(SYSTEM);
    blackbeard::ai::system::answer(&s.data_arc(), &obs, 7)
        .expect("the SP answers")
        .why
}

// BB rules 19.18: once retiring in a port of his Letter's nation would score 30 VP or more,
// an SP pirate there retires; short of it, he does not by this rule.
#[test]
fn an_sp_pirate_worth_30_vp_retires_with_his_letter() {
    let base = setup_done(4);
    let p = sp_pirates(base.state())[0];
    let (port, area) = nation_port(blackbeard::content::Nation::English);
    for (notoriety, retires) in [(15, true), (14, false)] {
        let s = changed(&base, |st| {
            sp_turn_of(st, p, 2);
            pro_governor(st, port);
            let a = st.afloat_mut(p).unwrap();
            a.at = Location::Port { port, from: area };
            a.letter = Some(blackbeard::content::Nation::English);
            a.notoriety = notoriety;
            a.net_worth = 0;
            a.revelry = blackbeard::rules::Revelry::None;
        });
        let d = s.decision().unwrap();
        assert_eq!(d.seat, SYSTEM);
        assert!(d.options.contains(&Choice::Retire { pirate: p }));
        let retired = sp_reason(&s) == "retires with his Letter (19.18)";
        assert_eq!(retired, retires, "Notoriety {notoriety}");
        if retires {
            assert_eq!(sp_answer(&s), Choice::Retire { pirate: p });
        }
    }
}

// BB rules 19.17 (BB-R C 19.17, the SP's priorities): a crew at loyalty 2 or less in port
// goes ashore (the mutiny risk); at 3 this rule does not decide.
#[test]
fn a_sullen_sp_crew_rests_in_port() {
    let base = setup_done(6);
    let p = sp_pirates(base.state())[0];
    for (loyalty, rests) in [(2, true), (3, false)] {
        let s = changed(&base, |st| {
            sp_turn_of(st, p, 2);
            in_his_haven(st, p);
            st.afloat_mut(p).unwrap().loyalty = loyalty;
        });
        assert_eq!(s.decision().unwrap().seat, SYSTEM);
        let rested = sp_reason(&s) == "rests a sullen crew ashore";
        assert_eq!(rested, rests, "loyalty {loyalty}");
        if rests {
            assert_eq!(sp_answer(&s), Choice::InPort { pirate: p });
        }
    }
}
