//! 10.4: a KC's AP action (Move, attack a Pirate Port, Oust), one KC a Player-Turn (10.23);
//! 17.2 #13 Local Resistance; 17.2 #19 Skull and Crossbones negating a card.

mod common;
use blackbeard::content::{EventKind, PortId};
use blackbeard::rules::{ApEvent, Choice, Event, Governor, Kind, Location, Phase, State};
use common::ap::*;
use common::*;

/// Seat `i` places from the Pirate Player's left gets a KC in `key`, placed an earlier turn.
fn kc_for(st: &mut State, i: usize, key: &str) {
    let seat = st.order[(st.turn_at as usize + i) % 3];
    kc(st, seat, area(&data(), key), false);
}

fn port_named(name: &str) -> PortId {
    PortId(data().ports.iter().position(|p| p.name == name).unwrap() as u8)
}

// 10.4, 10.23: a KC's Move is its seat's AP action; once one KC has done KC Actions this
// Player-Turn, no other may.
#[test]
fn one_kc_does_kc_actions_a_turn() {
    let data = data();
    let (mut s, pirate) = table(20, |st, _| {
        kc_for(st, 1, "north_atlantic");
        kc_for(st, 2, "india");
    });
    let to = Location::Sea(data.areas[area(&data, "north_atlantic").0 as usize].neighbours[0]);
    s.choose(find(pirate)).unwrap();
    let events = act(&mut s, Choice::KcMove { to });
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::KcMoved { .. }))
    );
    let seats = ap_seats(&s);
    assert_eq!(
        s.state()
            .kcs
            .iter()
            .find(|k| k.seat == seats[0])
            .unwrap()
            .at,
        to
    );
    // The round starts again: the first seat has acted, so the other is asked.
    let d = s.decision().unwrap();
    assert_eq!(d.seat, seats[1]);
    s.choose(Choice::OpenHand).unwrap();
    let options = s.decision().unwrap().options;
    assert!(
        !options.iter().any(|c| matches!(c, Choice::KcMove { .. })),
        "10.23: one KC a Player-Turn"
    );
}

// 10.41: a KC attacks a Pirate Port of its area; an empty one is destroyed at once.
#[test]
fn a_kc_burns_an_empty_pirate_port() {
    let tortuga = port_named("Isle de Tortuga");
    let (mut s, pirate) = table(21, |st, _| kc_for(st, 1, "east_caribbean"));
    s.choose(find(pirate)).unwrap();
    let events = act(&mut s, Choice::KcAttack { port: tortuga });
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::KcAttackedPort { won: true, .. }))
    );
    assert!(s.state().ports[tortuga.0 as usize].destroyed);
}

// 10.41: against pirates in the port, the KC must beat every one (d6 + ship Combat, no
// Ability); then each is put to sea with a Combat hit and the port is destroyed.
#[test]
fn a_kc_attack_on_a_pirate_port_must_beat_every_pirate_there() {
    let tortuga = port_named("Isle de Tortuga");
    let data = data();
    let mut outcomes = (false, false);
    for seed in 0..200 {
        let (mut s, pirate) = table(seed, |st, _| {
            // The printed KC combat, a Brigantine in port: both outcomes come.
            st.config.living_rules_plus_two = false;
            kc_for(st, 1, "east_caribbean");
            let me = st.pirate_player();
            let other = st.seat_afloat(me).nth(1).map(|a| a.pirate);
            if let Some(o) = other {
                let a = st.afloat_mut(o).unwrap();
                refit(a, blackbeard::content::ShipKind::Brigantine);
                a.at = Location::Port {
                    port: tortuga,
                    from: area(&data, "east_caribbean"),
                };
            }
        });
        let inside: Vec<_> = s
            .state()
            .afloat
            .iter()
            .filter(|a| matches!(a.at, Location::Port { port, .. } if port == tortuga))
            .map(|a| (a.pirate, a.combat))
            .collect();
        if inside.is_empty() {
            continue;
        }
        s.choose(find(pirate)).unwrap();
        let events = act(&mut s, Choice::KcAttack { port: tortuga });
        let (total, defenders, won) = ap(&events)
            .into_iter()
            .find_map(|e| match e {
                ApEvent::KcAttackedPort {
                    total,
                    defenders,
                    won,
                    ..
                } => Some((*total, defenders.clone(), *won)),
                _ => None,
            })
            .unwrap();
        assert_eq!(won, defenders.iter().all(|(_, t)| total > *t));
        assert_eq!(s.state().ports[tortuga.0 as usize].destroyed, won);
        for (p, combat) in inside {
            let a = s.state().afloat_of(p);
            if won {
                if let Some(a) = a {
                    assert!(matches!(a.at, Location::Sea(_)), "put to sea");
                    assert_eq!(a.combat, combat - 1, "a Combat hit");
                }
            } else {
                assert!(matches!(a.unwrap().at, Location::Port { .. }), "repulsed");
            }
        }
        if won {
            outcomes.0 = true;
        } else {
            outcomes.1 = true;
        }
    }
    assert!(outcomes.0 && outcomes.1, "both outcomes: {outcomes:?}");
}

/// The active pirate in Cartagena (no governor), announcing In-Port Activities, a KC of the
/// first Anti-Pirate's in South America.
fn in_cartagena(
    seed: u64,
    change: impl FnOnce(&mut State),
) -> (
    game_core::Session<blackbeard::rules::Blackbeard>,
    blackbeard::content::PirateId,
) {
    let data = data();
    let (mut s, pirate) = table(seed, |st, p| {
        let port = cartagena(&data);
        st.ports[port.0 as usize].governor = None;
        st.afloat_mut(p).unwrap().at = Location::Port {
            port,
            from: area(&data, AREA),
        };
        kc_for(st, 1, AREA);
        change(st);
    });
    s.choose(Choice::InPort { pirate }).unwrap();
    (s, pirate)
}

// 10.42: a KC in the port's area ousts the pirates in it when one announces an in-port
// action: its d6 + Combat against d6 + every ship's Combat there; out, their actions stop;
// else each gains a Notoriety point.
#[test]
fn a_kc_ousts_the_pirates_or_gives_them_notoriety() {
    let mut outcomes = (false, false);
    for seed in 0..60 {
        let (mut s, pirate) = in_cartagena(seed, |_| {});
        let before = s.state().afloat_of(pirate).unwrap().notoriety;
        let mut events = act(&mut s, Choice::KcOust);
        let (total, theirs, ousted) = ap(&events)
            .into_iter()
            .find_map(|e| match e {
                ApEvent::KcOustRolled {
                    total,
                    theirs,
                    ousted,
                    ..
                } => Some((*total, *theirs, *ousted)),
                _ => None,
            })
            .unwrap();
        assert_eq!(ousted, total > theirs);
        pass_windows(&mut s, &mut events);
        let a = s.state().afloat_of(pirate).unwrap();
        if ousted {
            assert_eq!(a.at, Location::Sea(area(&data(), AREA)));
            assert!(
                !events.iter().any(|e| matches!(e, Event::InPort { .. })),
                "his action stops"
            );
            outcomes.0 = true;
        } else {
            assert_eq!(a.notoriety, before + 1);
            assert!(
                events.iter().any(|e| matches!(e, Event::InPort { .. })),
                "his action goes on"
            );
            outcomes.1 = true;
        }
    }
    assert!(outcomes.0 && outcomes.1, "both outcomes: {outcomes:?}");
}

// 17.2 #13: Local Resistance at a port with a Pro-Pirate governor: a die over its Value
// removes him for good and ousts the pirates there.
#[test]
fn local_resistance_removes_the_governor_on_a_die_over_the_value() {
    let data = data();
    let port = cartagena(&data);
    let mut outcomes = (false, false);
    for seed in 0..40 {
        let (mut s, _) = in_cartagena(seed, |st| {
            // A Pro-Pirate governor moved to Cartagena (from the pool, or another port).
            let g = st.pro_governor_pool.pop().unwrap_or_else(|| {
                let from = st
                    .ports
                    .iter()
                    .position(|p| matches!(p.governor, Some(Governor::Pro(_))))
                    .unwrap();
                st.ports[from].haven = None;
                match st.ports[from].governor.take() {
                    Some(Governor::Pro(g)) => g,
                    _ => unreachable!(),
                }
            });
            st.ports[port.0 as usize].governor = Some(Governor::Pro(g));
            let seat = st.order[(st.turn_at as usize + 1) % 3];
            give(st, seat, EventKind::LocalResistance);
        });
        let card = s.state().hands[s.decision().unwrap().seat][0];
        let events = act(&mut s, Choice::Resist { card, port });
        let (die, value, won) = ap(&events)
            .into_iter()
            .find_map(|e| match e {
                ApEvent::Resisted {
                    die, value, won, ..
                } => Some((*die, *value, *won)),
                _ => None,
            })
            .unwrap();
        assert_eq!(won, die > value);
        assert_eq!(s.state().ports[port.0 as usize].governor.is_none(), won);
        if won {
            outcomes.0 = true;
        } else {
            outcomes.1 = true;
        }
    }
    assert!(outcomes.0 && outcomes.1, "both outcomes: {outcomes:?}");
}

// 17.2 #19: a card played against a pirate with Cunning: his seat is asked (whatever it
// holds); Skull and Crossbones negates it for a point of Cunning, the card back into the
// deck, the Anti-Pirate's action still spent.
#[test]
fn skull_negates_scurvy() {
    for holds in [false, true] {
        let (mut s, pirate) = table(22, |st, p| {
            st.afloat_mut(p).unwrap().cunning = data().pirates[p.0 as usize].cunning;
            let seat = st.order[(st.turn_at as usize + 1) % 3];
            give(st, seat, EventKind::ScurvyOutbreak);
            let me = st.pirate_player();
            st.hands[me].retain(|c| data().event(*c).kind != EventKind::SkullAndCrossbones);
            if holds {
                give(st, me, EventKind::SkullAndCrossbones);
            }
        });
        let scurvy = card_on(&mut s, find(pirate), EventKind::ScurvyOutbreak);
        let _ = scurvy;
        let d = s.decision().unwrap();
        assert_eq!((d.seat, d.kind), (s.state().pirate_player(), Kind::Skull));
        let Phase::Skull(n) = s.state().phase.clone() else {
            panic!()
        };
        if !holds {
            assert_eq!(d.options, vec![Choice::Pass], "asked, with nothing to play");
            continue;
        }
        let skull = *d
            .options
            .iter()
            .find(|c| matches!(c, Choice::Skull { .. }))
            .unwrap();
        let events = s.choose(skull).unwrap();
        assert!(
            ap(&events)
                .iter()
                .any(|e| matches!(e, ApEvent::Negated { .. }))
        );
        let a = s.state().afloat_of(pirate).unwrap();
        let rating = data().pirates[pirate.0 as usize].cunning;
        assert!(
            !a.scurvy && a.cunning == rating - 1 && a.loyalty == 5,
            "negated"
        );
        assert!(s.state().deck.contains(&n.card), "back into the deck");
        assert!(
            s.state().ap.cards.contains(&EventKind::ScurvyOutbreak),
            "the type stays spent"
        );
        assert!(
            s.state().ap.acted.contains(&n.seat),
            "the action stays spent"
        );
    }
}

// Our reading (as 6.45's cancelled action): an action an Anti-Pirate act made impossible
// is lost and spent: a Move into a Pirate Port a KC burns in the window.
#[test]
fn an_action_made_impossible_in_the_window_is_lost() {
    let data = data();
    let tortuga = port_named("Isle de Tortuga");
    let east = area(&data, "east_caribbean");
    let (mut s, pirate) = table(23, |st, p| {
        st.afloat_mut(p).unwrap().at = Location::Sea(east);
        for a in &mut st.afloat {
            if matches!(a.at, Location::Port { port, .. } if port == tortuga) {
                a.at = Location::Sea(east);
            }
        }
        kc_for(st, 1, "east_caribbean");
    });
    let into = Choice::Move {
        pirate,
        to: Location::Port {
            port: tortuga,
            from: east,
        },
    };
    s.choose(into).unwrap();
    let mut events = act(&mut s, Choice::KcAttack { port: tortuga });
    pass_windows(&mut s, &mut events);
    assert!(s.state().ports[tortuga.0 as usize].destroyed);
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::ActionCancelled { .. }))
    );
    assert_eq!(s.state().afloat_of(pirate).unwrap().at, Location::Sea(east));
    assert_eq!(
        s.state().phase,
        Phase::Actions {
            left: 1,
            pirate: None
        },
        "spent"
    );
}

// 17.2 #6 (issue 67: Fair Winds for a KC): in his own turn a player's Fair Winds may carry his
// KC to any Sea Area, then he has one Action.
#[test]
fn fair_winds_carry_his_kc_then_one_action() {
    let data = data();
    let base = at_first_turn(3, 24);
    let mut s = changed(&base, |st| {
        let me = st.pirate_player();
        kc(st, me, area(&data, "india"), false);
        give(st, me, EventKind::FairWinds);
        st.phase = Phase::CardPlay;
        st.played_for_actions = false;
    });
    let me = s.state().pirate_player();
    let to = area(&data, "north_atlantic");
    let choice = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::KcFairWinds { area, .. } if *area == to))
        .expect("offered");
    let events = s.choose(choice).unwrap();
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::KcMoved { .. }))
    );
    assert_eq!(s.state().kc_of(me).unwrap().at, Location::Sea(to));
    assert_eq!(
        s.state().phase,
        Phase::Actions {
            left: 1,
            pirate: None
        }
    );
}
