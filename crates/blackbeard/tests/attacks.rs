//! 9.5 Attacks on ports and the sack, 9.6 the Booty Grab and its Duel (15), through the door a
//! player uses.

mod common;
use blackbeard::content::{GovernorId, Nation, PirateId, PortId};
use blackbeard::rules::{
    Blackbeard, Choice, Event, Governor, Kind, Location, PortStatus, Revelry, State,
};
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
        let events = s.choose(Choice::AttackPort { pirate, port }).unwrap();
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
    s.choose(Choice::AttackPort { pirate, port }).unwrap();
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
    let events = s.choose(Choice::AttackPort { pirate, port }).unwrap();
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
    s.choose(Choice::InPort { pirate }).unwrap();
    while s
        .decision()
        .is_some_and(|d| matches!(d.kind, Kind::InPort { .. }))
    {
        let last = *s.decision().unwrap().options.last().unwrap();
        s.choose(last).unwrap();
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
        let events = s.choose(Choice::Sack { pirate }).unwrap();
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

/// The Pirate Player's pirate in `port` and another seat's pirate there in D&R with
/// `holds` of booty.
fn grab_at(
    seed: u64,
    holds: Vec<u32>,
    change: impl FnOnce(&mut State, PirateId, PirateId),
) -> (Session<Blackbeard>, PirateId, PirateId) {
    let data = data();
    let mut victim = None;
    let (s, pirate, _) = in_port(seed, "Cartagena", None, 2, |st, p| {
        let seat = st.afloat_of(p).unwrap().seat;
        let v = st.afloat.iter().find(|a| a.seat != seat).unwrap().pirate;
        let at = port_named("Cartagena");
        let from = data.ports[at.0 as usize].areas[0];
        let a = st.afloat_mut(v).unwrap();
        a.at = Location::Port { port: at, from };
        a.revelry = Revelry::Voluntary;
        a.ship = Some(blackbeard::content::ShipKind::Schooner);
        a.speed = 3;
        a.combat = 6;
        a.holds = holds;
        victim = Some(v);
        change(st, p, v);
    });
    (s, pirate, victim.unwrap())
}

// 9.61–9.63: a grab needs another seat's pirate in D&R in his port. d6 + Ability each, +1 to
// the grabber; higher: (d6 + the difference) × 10 % of the victim's booty, rounded up, the
// victim choosing the holds that pay; lower: −2 loyalty.
#[test]
fn booty_grab_takes_a_share_or_costs_two_loyalty() {
    let data = data();
    let (s, pirate, victim) = grab_at(1, vec![500], |st, _, v| {
        st.afloat_mut(v).unwrap().revelry = Revelry::None;
    });
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::BootyGrab { pirate, victim }),
        "not in D&R"
    );
    let mut seen = [false, false];
    for seed in 0..40 {
        let (mut s, pirate, victim) = grab_at(seed, vec![1000, 550], |st, p, _| {
            st.afloat_mut(p).unwrap().loyalty = 6;
        });
        let events = s.choose(Choice::BootyGrab { pirate, victim }).unwrap();
        let (gt, vt) = events
            .iter()
            .find_map(|e| match e {
                Event::GrabRolled {
                    grabber_die,
                    grabber_total,
                    victim_die,
                    victim_total,
                    ..
                } => {
                    assert_eq!(
                        *grabber_total,
                        grabber_die + data.pirates[pirate.0 as usize].ability + 1
                    );
                    assert_eq!(
                        *victim_total,
                        victim_die + data.pirates[victim.0 as usize].ability
                    );
                    Some((*grabber_total, *victim_total))
                }
                _ => None,
            })
            .unwrap();
        if gt > vt {
            seen[0] = true;
            let (die, percent, doubloons) = events
                .iter()
                .find_map(|e| match e {
                    Event::Grabbed {
                        die,
                        percent,
                        doubloons,
                        ..
                    } => Some((*die, *percent, *doubloons)),
                    _ => None,
                })
                .unwrap();
            assert_eq!(percent, ((die + gt - vt) as u32 * 10).min(100));
            assert_eq!(doubloons, (1550 * percent).div_ceil(100));
            // The victim pays from the holds he chooses (his seat is asked), unless it is all.
            while let Some(d) = s.decision() {
                match d.kind {
                    Kind::Grab {
                        step: blackbeard::rules::GrabStep::VictimPays { .. },
                    } => {
                        assert_eq!(d.seat, s.state().afloat_of(victim).unwrap().seat);
                        s.choose(*d.options.last().unwrap()).unwrap();
                    }
                    Kind::Grab { .. } => {
                        s.choose(d.options[0]).unwrap();
                    }
                    _ => break,
                }
            }
            let v: u32 = s.state().afloat_of(victim).unwrap().holds.iter().sum();
            let g: u32 = s.state().afloat_of(pirate).unwrap().holds.iter().sum();
            assert_eq!((v, g), (1550 - doubloons, doubloons));
        } else if gt < vt {
            seen[1] = true;
            assert!(events.contains(&Event::GrabFailed { grabber: pirate }));
            assert_eq!(s.state().afloat_of(pirate).unwrap().loyalty, 4);
        }
    }
    assert_eq!(seen, [true, true]);
}

// 9.62, 15.1–15.2: a tie is a Duel (Duel rating in dice): the winner scores both ratings as
// Notoriety and takes the loser's booty, hostages and Information, or his ship with all of
// his own moved into it; the loser is eliminated, whichever he is (BB-R C 15.1); a tied Duel
// goes on only if both want it.
#[test]
fn booty_grab_tie_duels() {
    let data = data();
    let mut seen = 0;
    for seed in 0..400 {
        let (mut s, pirate, victim) = grab_at(seed, vec![800], |_, _, _| {});
        let events = s.choose(Choice::BootyGrab { pirate, victim }).unwrap();
        let Some((winner, gd, vd)) = events.iter().find_map(|e| match e {
            Event::Duel {
                winner,
                grabber_dice,
                victim_dice,
                ..
            } => Some((*winner, grabber_dice.clone(), victim_dice.clone())),
            _ => None,
        }) else {
            continue;
        };
        assert_eq!(gd.len(), data.pirates[pirate.0 as usize].duel as usize);
        assert_eq!(vd.len(), data.pirates[victim.0 as usize].duel as usize);
        let Some(winner) = winner else {
            // Tied: the grabber is asked, and may let it be.
            assert_eq!(
                s.decision().unwrap().options,
                [Choice::DuelOn(true), Choice::DuelOn(false)]
            );
            s.choose(Choice::DuelOn(false)).unwrap();
            assert!(s.state().afloat_of(pirate).is_some() && s.state().afloat_of(victim).is_some());
            continue;
        };
        seen += 1;
        let loser = if winner == pirate { victim } else { pirate };
        let both =
            (data.pirates[pirate.0 as usize].duel + data.pirates[victim.0 as usize].duel) as u32;
        assert!(events.contains(&Event::DuelWon {
            winner,
            loser,
            notoriety: both,
            doubloons: if loser == victim { 800 } else { 0 }
        }));
        // 15.1: the winner's seat chooses his spoils: the loser's possessions or his ship.
        let d = s.decision().unwrap();
        let winner_seat = s.state().afloat_of(winner).unwrap().seat;
        assert_eq!(d.seat, winner_seat);
        assert_eq!(
            d.options,
            [Choice::SwapShips(false), Choice::SwapShips(true)]
        );
        let swap = seen % 2 == 0;
        let (their_ship, mine) = (
            s.state().afloat_of(loser).unwrap().ship,
            s.state().afloat_of(winner).unwrap().holds.clone(),
        );
        let events = s.choose(Choice::SwapShips(swap)).unwrap();
        if let Kind::Grab { .. } = s.decision().unwrap().kind {
            // The loser's booty into one of the winner's holds.
            let hold = s.decision().unwrap().options[0];
            s.choose(hold).unwrap();
        }
        assert!(s.state().afloat_of(loser).is_none(), "the loser is dead");
        assert!(s.state().locker.contains(&loser));
        let w = s.state().afloat_of(winner).unwrap();
        assert_eq!(w.notoriety, both);
        let booty = if winner == pirate { 800 } else { 0 };
        assert_eq!(
            w.holds.iter().sum::<u32>(),
            booty + mine.iter().sum::<u32>(),
            "his booty and the loser's"
        );
        if swap {
            assert_eq!(w.ship, their_ship, "her ship his now");
            assert!(events.contains(&Event::ShipTaken {
                pirate: winner,
                from: loser
            }));
        }
    }
    assert!(seen > 1, "too few Duels with a winner in 400 seeds");
}

// 12, 15.1 (BB-R C 12: Duels of 4 dice included): the side behind, or each side of a tie
// (the grabber first), may roll all his Duel dice again with a point of Cunning, once; his own
// seat answers; then the dice stand.
#[test]
fn duel_dice_may_be_rolled_again_with_cunning_by_the_side_behind() {
    let mut offers = 0;
    for seed in 0..600 {
        let (mut s, pirate, victim) = grab_at(seed, vec![800], |st, p, v| {
            st.afloat_mut(p).unwrap().cunning = 1;
            st.afloat_mut(v).unwrap().cunning = 1;
        });
        s.choose(Choice::BootyGrab { pirate, victim }).unwrap();
        let mut asked = Vec::new();
        while let Some(d) = s.decision() {
            let Kind::Cunning { die } = d.kind else { break };
            let blackbeard::rules::Phase::Cunning(offer) = s.state().phase.clone() else {
                unreachable!()
            };
            let seat = s.state().afloat_of(offer.pirate).unwrap().seat;
            assert_eq!(d.seat, seat, "his own seat answers");
            let offer = &offer;
            assert!(!asked.contains(&offer.pirate), "once a side");
            let blackbeard::rules::Reroll::Duel {
                grabber_dice,
                victim_dice,
                grabber_side,
                ..
            } = &offer.roll
            else {
                panic!("a duel's offer")
            };
            let (mine, theirs): (u8, u8) = if *grabber_side {
                (grabber_dice.iter().sum(), victim_dice.iter().sum())
            } else {
                (victim_dice.iter().sum(), grabber_dice.iter().sum())
            };
            assert_eq!(mine, die);
            assert!(mine <= theirs, "only the side behind or tied");
            asked.push(offer.pirate);
            offers += 1;
            let events = s.choose(Choice::Reroll(true)).unwrap();
            assert!(
                events.iter().any(
                    |e| matches!(e, Event::CunningUsed { pirate: p, .. } if *p == offer.pirate)
                )
            );
        }
    }
    assert!(offers > 0, "no Duel offered a re-roll in 600 seeds");
}
