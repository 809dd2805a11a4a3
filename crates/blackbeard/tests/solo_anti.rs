//! Solitaire Blackbeard (19.11, 19.13–19.15): what your Actions may not do, the SP's draws at
//! them, its warships and its KCs.

mod common;
use blackbeard::content::EventKind;
use blackbeard::rules::{Choice, EngageStep, Event, Kind, Location, OnStation, SYSTEM, SoloEvent};
use common::ap::{AREA, area, cartagena};
use common::solo::*;
use common::*;

// ---------------------------------------------------------------------------------------
// Your options.

// BB rules 19.11, 19.15: you have no Pirate cards to draw or deploy; Blackbeard retires only
// in a port of his Letter of Marque's nation (not by a governor's bribe, not in a Safe
// Haven).
#[test]
fn your_actions_take_no_pirate_cards_and_retire_only_by_a_letter() {
    use blackbeard::content::Nation;
    let (english, from) = nation_port(Nation::English);
    let at = Location::Port {
        port: english,
        from,
    };
    // A Pro-Pirate governor there (a bribe would be open in the regular game) and no Letter.
    let (s, t) = your_actions(1, |st, t| {
        pro_governor(st, english);
        st.afloat_mut(t).unwrap().at = at;
    });
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (0, Kind::Action { left: 2 }));
    assert!(!s.state().pirate_deck.is_empty());
    assert!(
        d.options.contains(&Choice::InPort { pirate: t }),
        "{:?}",
        d.options
    );
    for c in &d.options {
        assert!(
            !matches!(
                c,
                Choice::DrawPirate
                    | Choice::Deploy { .. }
                    | Choice::BribeToRetire { .. }
                    | Choice::Retire { .. }
            ),
            "{c:?} offered"
        );
    }
    // His Safe Haven: no retirement either (18.41 C is not his).
    let (s, t) = your_actions(1, |st, t| {
        pro_governor(st, english);
        st.ports[english.0 as usize].haven = Some(t);
        st.afloat_mut(t).unwrap().at = at;
    });
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::Retire { pirate: t })
    );
    // A Letter of another nation: none.
    let (s, t) = your_actions(1, |st, t| {
        let a = st.afloat_mut(t).unwrap();
        a.at = at;
        a.letter = Some(Nation::French);
    });
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::Retire { pirate: t })
    );
    // An English Letter in an English port: he may.
    let (s, t) = your_actions(1, |st, t| {
        let a = st.afloat_mut(t).unwrap();
        a.at = at;
        a.letter = Some(Nation::English);
    });
    let options = s.decision().unwrap().options;
    assert!(
        options.contains(&Choice::Retire { pirate: t }),
        "{options:?}"
    );
    assert!(!options.contains(&Choice::DrawPirate));
}

// BB rules 19.15: intercepted by a KC, Blackbeard may not surrender with his Letter: he
// fights.
#[test]
fn blackbeard_never_surrenders_to_a_kc() {
    let data = data();
    let here = area(&data, AREA);
    let mut intercepted = 0;
    for seed in 0..30 {
        let (mut s, t) = your_actions(seed, |st, t| {
            sp_kc(st, here);
            let a = st.afloat_mut(t).unwrap();
            a.letter = Some(blackbeard::content::Nation::English);
            a.speed = -3;
        });
        s.choose(Choice::Find {
            pirate: t,
            port: cartagena(&data),
        })
        .unwrap();
        let d = s.decision().unwrap();
        assert_eq!(d.seat, SYSTEM);
        assert_eq!(d.options, vec![Choice::KcReact], "19.13: the KC reacts");
        s.choose(Choice::KcReact).unwrap();
        let d = s.decision().unwrap();
        assert_eq!(
            (d.seat, d.kind),
            (
                0,
                Kind::Engage {
                    step: EngageStep::FightOrEscape
                }
            )
        );
        s.choose(Choice::Escape(true)).unwrap();
        let d = s.decision().unwrap();
        if d.kind
            == (Kind::Engage {
                step: EngageStep::Intercepted,
            })
        {
            intercepted += 1;
            assert_eq!(d.seat, 0);
            assert_eq!(
                d.options,
                vec![Choice::Escape(false)],
                "19.15: no Surrender"
            );
        }
    }
    assert!(intercepted > 0, "no seed was intercepted");
}

// ---------------------------------------------------------------------------------------
// The SP's Anti-Pirate play (19.13, 19.14).

// BB rules 19.13: at each of Blackbeard's actions with no warship or KC to act, the SP draws
// the top HUP card; one it cannot use is discarded.
#[test]
fn the_sp_draws_at_your_action() {
    let data = data();
    let (mut s, t) = your_actions(2, |_, _| {});
    let top = *s.state().deck.last().unwrap();
    assert!(!data.event(top).anti_pirate);
    let to = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { pirate, to: Location::Sea(_) } if *pirate == t))
        .unwrap();
    let events = s.choose(to).unwrap();
    let solo = solo_events(&events);
    assert_eq!(
        solo.first(),
        Some(&&SoloEvent::SpDraws { card: top }),
        "{events:?}"
    );
    assert!(solo.contains(&&SoloEvent::SpDiscards { card: top }));
    assert!(events.iter().any(|e| matches!(e, Event::Moved { .. })));
    assert!(s.state().discard.contains(&top) && s.state().hands[SYSTEM].is_empty());
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
}

// BB rules 19.13: a Warship Sighting the SP draws when Blackbeard's action is no warship's
// trigger puts the warship On Station in his Sea Area.
#[test]
fn a_useless_warship_sighting_goes_on_station_in_his_area() {
    let data = data();
    let here = area(&data, AREA);
    let (mut s, t) = your_actions(3, |st, _| {
        hup_top(st, EventKind::WarshipSighting);
    });
    let top = *s.state().deck.last().unwrap();
    let to = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { pirate, to: Location::Sea(_) } if *pirate == t))
        .unwrap();
    let events = s.choose(to).unwrap();
    let solo = solo_events(&events);
    assert!(
        solo.contains(&&SoloEvent::SpDraws { card: top }),
        "{events:?}"
    );
    let posted = solo
        .iter()
        .find_map(|e| match e {
            SoloEvent::WarshipPosted { warship, area } => Some((*warship, *area)),
            _ => None,
        })
        .expect("19.13: On Station");
    assert_eq!(posted.1, here, "his area as he acted");
    assert!(s.state().on_station.contains(&OnStation {
        warship: posted.0,
        area: here
    }));
    assert!(s.state().discard.contains(&top));
}

// BB rules 19.13: a warship On Station in his area acts against his Find: the SP uses it and
// draws no card.
#[test]
fn a_warship_on_station_acts_instead_of_a_draw() {
    let data = data();
    let here = area(&data, AREA);
    let (mut s, t) = your_actions(4, |st, _| {
        let w = st.warship_pool.pop().unwrap();
        st.on_station.push(OnStation {
            warship: w,
            area: here,
        });
    });
    let deck = s.state().deck.len();
    let events = s
        .choose(Choice::Find {
            pirate: t,
            port: cartagena(&data),
        })
        .unwrap();
    assert!(
        !solo_events(&events)
            .iter()
            .any(|e| matches!(e, SoloEvent::SpDraws { .. })),
        "{events:?}"
    );
    assert_eq!(s.state().deck.len(), deck);
    let d = s.decision().unwrap();
    assert_eq!(d.seat, SYSTEM);
    assert_eq!(d.options, vec![Choice::UseWarship]);
}

// BB rules 19.14 (BB-R C 19.13–19.14): from Notoriety 12, with Blackbeard at sea and no KC of
// the SP's, the first action of each of your turns brings the SP's attempt to deploy one
// (instead of its draw); the next action, a draw again.
#[test]
fn at_notoriety_twelve_the_sp_tries_for_a_kc() {
    for (notoriety, attempt) in [(12, true), (11, false)] {
        let (mut s, t) = your_actions(5, |st, t| {
            st.afloat_mut(t).unwrap().notoriety = notoriety;
        });
        let deck = s.state().deck.len();
        let d = s.decision().unwrap();
        let to = d
            .options
            .into_iter()
            .find(|c| matches!(c, Choice::Move { pirate, to: Location::Sea(_) } if *pirate == t))
            .unwrap();
        let events = s.choose(to).unwrap();
        let solo = solo_events(&events);
        assert_eq!(solo.contains(&&SoloEvent::KcAttempt), attempt, "{events:?}");
        if !attempt {
            assert!(solo.iter().any(|e| matches!(e, SoloEvent::SpDraws { .. })));
            continue;
        }
        assert!(!solo.iter().any(|e| matches!(e, SoloEvent::SpDraws { .. })));
        assert_eq!(s.state().deck.len(), deck, "no draw");
        let d = s.decision().unwrap();
        assert_eq!(d.seat, SYSTEM);
        assert_eq!(d.options, vec![Choice::DeployKc]);
        let events = s.choose(Choice::DeployKc).unwrap();
        assert!(events.iter().any(|e| matches!(
            e,
            Event::Ap(blackbeard::rules::ApEvent::KcDeployRolled { seat: 1, .. })
        )));
        // The second action of the turn: the SP draws.
        let mut events = events;
        while s.decision().is_some_and(|d| d.seat == SYSTEM) {
            let pick = sp_answer(&s);
            events.extend(s.choose(pick).unwrap());
        }
        let d = s.decision().unwrap();
        assert_eq!(d.kind, Kind::Action { left: 1 }, "{events:?}");
        let to = d
            .options
            .into_iter()
            .find(|c| matches!(c, Choice::Move { pirate, to: Location::Sea(_) } if *pirate == t))
            .unwrap();
        let events = s.choose(to).unwrap();
        let solo = solo_events(&events);
        assert!(
            !solo.contains(&&SoloEvent::KcAttempt),
            "once a turn: {events:?}"
        );
        assert!(
            solo.iter().any(|e| matches!(e, SoloEvent::SpDraws { .. })),
            "a draw again: {events:?}"
        );
    }
}
