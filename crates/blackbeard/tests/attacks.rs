//! 9.5 Attacks on ports and the sack, 9.6 the Booty Grab and its Duel (15), through the door a
//! player uses.

mod common;
use blackbeard::content::{GovernorId, Nation, PirateId, PortId};
use blackbeard::rules::{
    Blackbeard, Choice, Event, Governor, Kind, Location, PortStatus, Revelry, State,
};
use common::PassingWindows;
use common::ports::*;
use common::*;
use game_core::Session;

/// The first pirate at sea off `port` (in its first area), with `combat` and `change`.
fn off_port(
    seed: u64,
    port: &str,
    left: u8,
    change: impl FnOnce(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId, PortId) {
    let data = data();
    let (s, pirate, port) = in_port(seed, port, None, left, |st, p| {
        let at = port_named(port);
        let area = data.ports[at.0 as usize].areas[0];
        st.afloat_mut(p).unwrap().at = Location::Sea(area);
        change(st, p);
    });
    (s, pirate, port)
}

fn attacked(events: &[Event]) -> (u8, u8, Vec<u8>, u8, bool) {
    events
        .iter()
        .find_map(|e| match e {
            Event::PortAttacked {
                die,
                total,
                defence_dice,
                defence,
                won,
                ..
            } => Some((*die, *total, defence_dice.clone(), *defence, *won)),
            _ => None,
        })
        .expect("an attack")
}

// 9.52–9.54, 9.59: d6 + Combat + Ability + Information against d6 + Defense. Won: Value dice
// × 100 in a hold, 2 × Value Notoriety, +1 loyalty, a Combat hit, in the port. Lost: Combat
// hits as the difference, still at sea.
#[test]
fn attacking_a_port_rolls_combat_ability_and_information_against_its_defence() {
    let data = data();
    let mut seen = [false, false];
    for seed in 0..40 {
        let (mut s, pirate, port) = off_port(seed, "San Juan", 2, |st, p| {
            let a = st.afloat_mut(p).unwrap();
            a.information = vec![(port_named("San Juan"), 2)];
            a.loyalty = 6;
        });
        let before = s.state().afloat_of(pirate).unwrap().clone();
        let events = s.go(Choice::AttackPort { pirate, port }).unwrap();
        let (die, total, dice, defence, won) = attacked(&events);
        let ability = data.pirates[pirate.0 as usize].ability;
        assert_eq!(
            total,
            die + 5 + ability + 2,
            "Combat 5, Ability, Information 2"
        );
        assert_eq!(dice.len(), 1);
        assert_eq!(defence, dice[0] + 7, "San Juan's Defense 7");
        assert_eq!(won, total > defence);
        let Some(a) = s.state().afloat_of(pirate) else {
            continue;
        };
        if won {
            seen[0] = true;
            let booty = events
                .iter()
                .find_map(|e| match e {
                    Event::PortLooted {
                        dice, doubloons, ..
                    } => {
                        assert_eq!(dice.len(), 2, "San Juan's Value 2");
                        assert_eq!(
                            *doubloons,
                            dice.iter().map(|d| *d as u32).sum::<u32>() * 100
                        );
                        Some(*doubloons)
                    }
                    _ => None,
                })
                .unwrap();
            assert_eq!(a.holds, [booty]);
            assert_eq!(a.notoriety, before.notoriety + 4);
            assert_eq!(a.loyalty, 7);
            assert_eq!(a.combat, 4);
            assert!(
                matches!(a.at, Location::Port { port: p, .. } if p == port),
                "9.59"
            );
        } else {
            seen[1] = true;
            assert_eq!(a.combat as i16, (5 - (defence - total) as i16).max(1));
            assert_eq!(a.at, before.at, "9.59: at sea");
        }
        assert!(
            s.state().ports[port.0 as usize].attacked,
            "9.58: the marker"
        );
    }
    assert_eq!(seen, [true, true]);
}

// 9.58: after an attack, won or lost, every port of that nation is Anti-Pirate to him (that
// one too: BB-R C 9.31 / 9.58) but his Safe Havens; he no longer sails into them. A port
// attacked before defends with 2d6.
#[test]
fn attack_history_closes_nation() {
    let data = data();
    let havana = port_named("Havana");
    let (mut s, pirate, port) = off_port(3, "Santiago", 3, |st, p| {
        st.ports[havana.0 as usize].governor = Some(Governor::Pro(GovernorId(6)));
        st.ports[havana.0 as usize].haven = Some(p);
        st.ports[port_named("Port Royal").0 as usize].governor = None;
    });
    s.go(Choice::AttackPort { pirate, port }).unwrap();
    let st = s.state();
    let status = |name: &str| blackbeard::rules::port::status(&data, st, pirate, port_named(name));
    assert_eq!(status("Santiago"), PortStatus::Anti);
    assert_eq!(status("Cartagena"), PortStatus::Anti, "every Spanish port");
    assert_eq!(status("Havana"), PortStatus::SafeHaven, "but his haven");
    assert_eq!(status("Port Royal"), PortStatus::Neutral, "another nation");
    assert!(
        st.afloat_of(pirate)
            .unwrap()
            .attacked
            .contains(&Nation::Spanish)
    );
    // The port attacked again: 2d6.
    let (mut s, pirate, port) = off_port(4, "Santiago", 2, |st, _| {
        st.ports[port_named("Santiago").0 as usize].attacked = true;
    });
    let events = s.go(Choice::AttackPort { pirate, port }).unwrap();
    assert_eq!(attacked(&events).2.len(), 2);
}

// 9.55: the sack is his very next action (this turn or next) or never: d6 + Cruelty over the
// Defense destroys the port (+1 loyalty, 2 × Value Notoriety, involuntary D&R, he and every
// pirate there at sea); failing, he stays and may not sack it again.
#[test]
fn sack_only_as_next_action() {
    let data = data();
    // In the port he took, the sack offered; any other action of his ends the chance.
    let (mut s, pirate, port) = in_port(5, "San Juan", None, 3, |st, p| {
        st.afloat_mut(p).unwrap().may_sack = Some(port_named("San Juan"));
    });
    assert!(
        s.decision()
            .unwrap()
            .options
            .contains(&Choice::Sack { pirate })
    );
    s.go(Choice::InPort { pirate }).unwrap();
    while s
        .decision()
        .is_some_and(|d| matches!(d.kind, Kind::InPort { .. }))
    {
        let last = *s.decision().unwrap().options.last().unwrap();
        s.go(last).unwrap();
    }
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::Sack { pirate })
    );
    assert_eq!(s.state().afloat_of(pirate).unwrap().may_sack, None);
    let _ = port;
    // The sack itself.
    let mut seen = [false, false];
    for seed in 0..30 {
        let (mut s, pirate, port) = in_port(seed, "San Juan", None, 2, |st, p| {
            let other = st.afloat.iter().find(|a| a.pirate != p).unwrap().pirate;
            let at = port_named("San Juan");
            let from = data.ports[at.0 as usize].areas[0];
            st.afloat_mut(other).unwrap().at = Location::Port { port: at, from };
            let a = st.afloat_mut(p).unwrap();
            a.may_sack = Some(at);
            a.loyalty = 5;
        });
        let before = s.state().afloat_of(pirate).unwrap().clone();
        let events = s.go(Choice::Sack { pirate }).unwrap();
        let (die, total, won) = events
            .iter()
            .find_map(|e| match e {
                Event::SackRolled {
                    die, total, won, ..
                } => Some((*die, *total, *won)),
                _ => None,
            })
            .unwrap();
        assert_eq!(total, die + data.pirates[pirate.0 as usize].cruelty);
        assert_eq!(won, total > 7, "San Juan's Defense 7");
        let st = s.state();
        let a = st.afloat_of(pirate).unwrap();
        if won {
            seen[0] = true;
            assert!(st.ports[port.0 as usize].destroyed);
            assert_eq!(a.notoriety, before.notoriety + 4);
            assert_eq!(a.loyalty, 7, "+1 the sack, +1 its D&R (9.56)");
            assert_eq!(a.revelry, Revelry::Involuntary { recovered: 0 });
            assert!(
                st.afloat
                    .iter()
                    .all(|x| !matches!(x.at, Location::Port { port: p, .. } if p == port))
            );
        } else {
            seen[1] = true;
            assert!(
                matches!(a.at, Location::Port { port: p, .. } if p == port),
                "9.59"
            );
            assert_eq!(a.may_sack, None, "not again unless he attacks again");
            assert!(
                !s.decision()
                    .unwrap()
                    .options
                    .contains(&Choice::Sack { pirate })
            );
        }
    }
    assert_eq!(seen, [true, true]);
}

// 9.31, BB-R C 9.31 / 9.58: in a port taken by attack (Anti-Pirate to him now) he may sack,
// recover or leave, no In-Port Activities or retirement; Pirate Ports and destroyed ports are
// never attacked (9.51).
#[test]
fn in_a_port_taken_by_attack_only_sack_or_leave() {
    let (s, pirate, _) = in_port(
        6,
        "San Juan",
        Some(Governor::Pro(GovernorId(7))),
        2,
        |st, p| {
            let a = st.afloat_mut(p).unwrap();
            a.attacked = vec![Nation::Spanish];
            a.may_sack = Some(port_named("San Juan"));
        },
    );
    let d = s.decision().unwrap();
    assert!(d.options.contains(&Choice::Sack { pirate }));
    assert!(!d.options.contains(&Choice::InPort { pirate }));
    assert!(!d.options.contains(&Choice::BribeToRetire { pirate }));
    let (s, pirate, _) = off_port(6, "New Providence", 2, |st, _| {
        st.ports[port_named("Charleston").0 as usize].destroyed = true;
        st.ports[port_named("Charleston").0 as usize].governor = None;
    });
    let d = s.decision().unwrap();
    for name in ["New Providence", "Charleston"] {
        assert!(
            !d.options.contains(&Choice::AttackPort {
                pirate,
                port: port_named(name)
            }),
            "{name}"
        );
    }
    assert!(d.options.contains(&Choice::AttackPort {
        pirate,
        port: port_named("St. Augustine")
    }));
}
