//! 9.2–9.4 Ports: status per pirate, entering, and the In-Port Activities Action (ransom,
//! conversion, Refit, Safe Haven, D&R), through the door a player uses.

mod common;
use blackbeard::content::{
    EventKind, GovernorId, HostageId, LoyaltyCause, Nation, PirateId, PortId,
};
use blackbeard::rules::{
    Blackbeard, Choice, Event, Governor, Kind, Location, Phase, PortStatus, Revelry, State,
    VisitStep,
};
use common::*;
use game_core::Session;

fn port_named(name: &str) -> PortId {
    let data = data();
    PortId(data.ports.iter().position(|p| p.name == name).unwrap() as u8)
}

/// The Pirate Player's first pirate in `port` (a Sloop, undamaged, no Cunning, no booty),
/// with `left` Actions; the port's governor `governor`; `change` sets the rest.
fn in_port(
    seed: u64,
    port: &str,
    governor: Option<Governor>,
    left: u8,
    change: impl FnOnce(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId, PortId) {
    let data = data();
    let base = at_first_turn(2, 9);
    let seat = base.state().pirate_player();
    let pirate = base.state().seat_afloat(seat).next().unwrap().pirate;
    let port = port_named(port);
    let s = changed(&base, |st| {
        st.ports[port.0 as usize].governor = governor;
        if let Some(m) = st.ports[port.0 as usize].merchant.take() {
            st.merchant_pool.push(m.counter);
        }
        let from = data.ports[port.0 as usize].areas[0];
        let a = st.afloat_mut(pirate).unwrap();
        a.at = Location::Port { port, from };
        a.ship = Some(blackbeard::content::ShipKind::Sloop);
        a.speed = 5;
        a.combat = 5;
        a.cunning = 0;
        a.holds.clear();
        a.revelry = Revelry::None;
        st.phase = Phase::Actions { left, pirate: None };
        st.played_for_actions = true;
        st.played_held = true;
        st.rng = game_core::rng::GameRng::from_seed(seed);
        change(st, pirate);
    });
    (s, pirate, port)
}

fn step(s: &Session<Blackbeard>) -> Option<VisitStep> {
    match s.decision()?.kind {
        Kind::InPort { step } => Some(step),
        _ => None,
    }
}

// 9.31: an Anti-Pirate port is never entered by a Move (only by attack); Pro-Pirate,
// Neutral and Pirate Ports are.
#[test]
fn anti_pirate_port_is_never_entered() {
    let data = data();
    let charleston = port_named("Charleston");
    let augustine = port_named("St. Augustine");
    let (s, pirate, _) = in_port(1, "New Providence", None, 2, |st, p| {
        st.ports[charleston.0 as usize].governor = Some(Governor::Anti);
        st.ports[augustine.0 as usize].governor = None;
        let area = data.ports[charleston.0 as usize].areas[0];
        st.afloat_mut(p).unwrap().at = Location::Sea(area);
    });
    let d = s.decision().unwrap();
    let into = |port: PortId| {
        d.options.iter().any(
            |c| matches!(c, Choice::Move { pirate: p, to: Location::Port { port: q, .. } } if *p == pirate && *q == port),
        )
    };
    assert!(!into(charleston), "9.31: Anti-Pirate");
    assert!(into(augustine), "9.33: Neutral");
    assert!(into(port_named("New Providence")), "9.35: a Pirate Port");
    assert_eq!(
        blackbeard::rules::port::status(&data, s.state(), pirate, charleston),
        PortStatus::Anti
    );
}

// 9.43, 9.33: a Neutral port converts booty at 50 %, rounded up, hold by hold as he
// chooses; a hold may be kept back.
#[test]
fn neutral_port_converts_half_rounded_up() {
    let (mut s, pirate, port) = in_port(2, "Cartagena", None, 2, |st, p| {
        st.afloat_mut(p).unwrap().holds = vec![1050, 300];
    });
    let events = s.choose(Choice::InPort { pirate }).unwrap();
    assert!(events.contains(&Event::InPort {
        pirate,
        port,
        status: PortStatus::Neutral
    }));
    assert_eq!(step(&s), Some(VisitStep::Convert));
    assert_eq!(
        s.decision().unwrap().options,
        [
            Choice::ConvertHold { hold: 0 },
            Choice::ConvertHold { hold: 1 },
            Choice::NextActivity
        ]
    );
    let events = s.choose(Choice::ConvertHold { hold: 0 }).unwrap();
    assert!(events.contains(&Event::BootyConverted {
        pirate,
        booty: 1050,
        net_worth: 525
    }));
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!((a.holds.clone(), a.net_worth), (vec![300], 525));
    // The other hold kept back for a better rate.
    s.choose(Choice::NextActivity).unwrap();
    assert_eq!(s.state().afloat_of(pirate).unwrap().holds, [300]);
    assert_eq!(step(&s), Some(VisitStep::Revelry), "no damage, no governor");
    s.choose(Choice::Revel(false)).unwrap();
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
}

// 9.32 / 9.34 / 9.43: Pro-Pirate converts one for one; his Safe Haven adds 10 %, rounded up.
#[test]
fn pro_pirate_converts_whole_and_a_safe_haven_adds_a_tenth() {
    let (mut s, pirate, _) = in_port(
        3,
        "Port Royal",
        Some(Governor::Pro(GovernorId(0))),
        2,
        |st, p| {
            st.afloat_mut(p).unwrap().holds = vec![1000];
        },
    );
    s.choose(Choice::InPort { pirate }).unwrap();
    s.choose(Choice::ConvertHold { hold: 0 }).unwrap();
    assert_eq!(s.state().afloat_of(pirate).unwrap().net_worth, 1000);

    let (mut s, pirate, port) = in_port(
        3,
        "Port Royal",
        Some(Governor::Pro(GovernorId(0))),
        2,
        |st, p| {
            st.afloat_mut(p).unwrap().holds = vec![1050];
            st.ports[port_named("Port Royal").0 as usize].haven = Some(p);
        },
    );
    let events = s.choose(Choice::InPort { pirate }).unwrap();
    assert!(events.contains(&Event::InPort {
        pirate,
        port,
        status: PortStatus::SafeHaven
    }));
    s.choose(Choice::ConvertHold { hold: 0 }).unwrap();
    assert_eq!(
        s.state().afloat_of(pirate).unwrap().net_worth,
        1155,
        "1050 + 105"
    );
}

// 9.35, 13.11: a Pirate Port converts one for one and forces involuntary D&R (+3 loyalty) at
// the end of the Action; its Refit mends every hit with no die.
#[test]
fn pirate_port_conversion_forces_involuntary_revelry() {
    let data = data();
    let (mut s, pirate, _) = in_port(4, "New Providence", None, 2, |st, p| {
        let a = st.afloat_mut(p).unwrap();
        a.holds = vec![800];
        a.speed = -1;
        a.combat = 2;
        a.loyalty = 5;
    });
    s.choose(Choice::InPort { pirate }).unwrap();
    s.choose(Choice::ConvertHold { hold: 0 }).unwrap();
    assert_eq!(step(&s), Some(VisitStep::Refit));
    let events = s.choose(Choice::Refit(true)).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::RefitRolled { .. })),
        "no die"
    );
    assert!(events.contains(&Event::Refitted {
        pirate,
        speed: 5,
        combat: 5
    }));
    assert!(events.contains(&Event::Revelry {
        pirate,
        voluntary: false
    }));
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!(a.net_worth, 800);
    assert_eq!(a.revelry, Revelry::Involuntary { recovered: 0 });
    assert_eq!(
        a.loyalty as i8,
        5 + data.loyalty_change(LoyaltyCause::RevelryInPiratePort)
    );
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
}

// 9.42: a hostage is ransomed only in a port of his own port's nation (Pro-Pirate, Neutral
// or Safe Haven), never an Arab or Portuguese one: 2d6 × Value × 50 into any hold, a filled
// one too; the hostage goes back to the pool.
#[test]
fn ransom_needs_the_hostages_nation_and_pays_two_dice_times_value_times_fifty() {
    let data = data();
    for seed in 0..6 {
        let (mut s, pirate, _) = in_port(seed, "Cartagena", None, 2, |st, p| {
            let spanish = st.hostage_pool.remove(0);
            let english = st.hostage_pool.remove(0);
            let a = st.afloat_mut(p).unwrap();
            a.hostages = vec![
                (spanish, Some(Nation::Spanish)),
                (english, Some(Nation::English)),
            ];
            a.holds = vec![100];
        });
        let a = s.state().afloat_of(pirate).unwrap().clone();
        let (spanish, english) = (a.hostages[0].0, a.hostages[1].0);
        s.choose(Choice::InPort { pirate }).unwrap();
        assert_eq!(step(&s), Some(VisitStep::Ransom));
        let d = s.decision().unwrap();
        assert!(d.options.contains(&Choice::Ransom { hostage: spanish }));
        assert!(
            !d.options.contains(&Choice::Ransom { hostage: english }),
            "not a Spanish hostage's... an English one"
        );
        let events = s.choose(Choice::Ransom { hostage: spanish }).unwrap();
        let (dice, doubloons) = events
            .iter()
            .find_map(|e| match e {
                Event::Ransomed {
                    dice, doubloons, ..
                } => Some((*dice, *doubloons)),
                _ => None,
            })
            .unwrap();
        let value = data.hostages[spanish.0 as usize].value as u32;
        assert_eq!(doubloons, (dice[0] + dice[1]) as u32 * value * 50);
        assert!(s.state().hostage_pool.contains(&spanish));
        assert_eq!(
            s.decision().unwrap().options,
            [Choice::IntoHold { hold: 0 }, Choice::IntoHold { hold: 1 }],
            "the filled hold or the empty one"
        );
        s.choose(Choice::IntoHold { hold: 0 }).unwrap();
        assert_eq!(
            s.state().afloat_of(pirate).unwrap().holds,
            [100 + doubloons]
        );
        // The English hostage stays aboard; the Action goes on to conversion.
        assert_eq!(step(&s), Some(VisitStep::Convert));
    }
    // Never in an Arab port, even for an Arab hostage.
    let (mut s, pirate, _) = in_port(1, "Mocha", None, 2, |st, p| {
        let h = st.hostage_pool.remove(0);
        st.afloat_mut(p).unwrap().hostages = vec![(h, Some(Nation::Arab))];
    });
    s.choose(Choice::InPort { pirate }).unwrap();
    assert_ne!(step(&s), Some(VisitStep::Ransom));
}

// 9.44: a Refit mends half a die rounded up (+2 in his Safe Haven), shared between Speed and
// Combat as he chooses; none in an Arab port.
#[test]
fn refit_mends_half_a_die_rounded_up_as_he_shares_it() {
    for seed in 0..8 {
        let (mut s, pirate, _) = in_port(seed, "Cartagena", None, 2, |st, p| {
            let a = st.afloat_mut(p).unwrap();
            a.speed = 2;
            a.combat = 3;
        });
        s.choose(Choice::InPort { pirate }).unwrap();
        assert_eq!(step(&s), Some(VisitStep::Refit));
        let events = s.choose(Choice::Refit(true)).unwrap();
        let (die, hits) = events
            .iter()
            .find_map(|e| match e {
                Event::RefitRolled { die, hits, .. } => Some((*die, *hits)),
                _ => None,
            })
            .unwrap();
        assert_eq!(hits, die.div_ceil(2));
        // Speed 3 hits down, Combat 2: every split of the hits.
        let d = s.decision().unwrap();
        let least = hits.saturating_sub(2);
        let most = hits.min(3);
        let want: Vec<Choice> = (least..=most)
            .map(|speed| Choice::Repair { speed })
            .collect();
        assert_eq!(d.options, want);
        s.choose(Choice::Repair { speed: most }).unwrap();
        let a = s.state().afloat_of(pirate).unwrap();
        assert_eq!(a.speed, 2 + most as i8);
        assert_eq!(a.combat, 3 + (hits - most));
    }
    // In his Safe Haven, two more.
    let (mut s, pirate, _) = in_port(
        5,
        "Port Royal",
        Some(Governor::Pro(GovernorId(1))),
        2,
        |st, p| {
            st.ports[port_named("Port Royal").0 as usize].haven = Some(p);
            st.afloat_mut(p).unwrap().combat = 1;
        },
    );
    s.choose(Choice::InPort { pirate }).unwrap();
    let events = s.choose(Choice::Refit(true)).unwrap();
    let (die, hits) = events
        .iter()
        .find_map(|e| match e {
            Event::RefitRolled { die, hits, .. } => Some((*die, *hits)),
            _ => None,
        })
        .unwrap();
    assert_eq!(hits, die.div_ceil(2) + 2);
    assert_eq!(
        s.state().afloat_of(pirate).unwrap().combat,
        (1 + hits).min(5),
        "only Combat was down"
    );
    // None in an Arab port.
    let (mut s, pirate, _) = in_port(1, "Mocha", None, 2, |st, p| {
        st.afloat_mut(p).unwrap().combat = 1;
    });
    s.choose(Choice::InPort { pirate }).unwrap();
    assert_eq!(step(&s), Some(VisitStep::Revelry));
}

// 9.45: at a Pro-Pirate governor, no one's haven yet: d6 × 100 from Net Worth; he may back
// out, but the attempt marks the governor for him (no second); a price above his Net Worth
// can only be declined.
#[test]
fn safe_haven_costs_a_die_of_hundreds_and_marks_the_governor() {
    let gov = Governor::Pro(GovernorId(2));
    let (mut s, pirate, port) = in_port(6, "Port Royal", Some(gov), 3, |st, p| {
        st.afloat_mut(p).unwrap().net_worth = 600;
    });
    s.choose(Choice::InPort { pirate }).unwrap();
    assert_eq!(step(&s), Some(VisitStep::Haven));
    let events = s.choose(Choice::SeekHaven(true)).unwrap();
    let price = events
        .iter()
        .find_map(|e| match e {
            Event::BribeAsked { price, die, .. } => {
                assert_eq!(*price, *die as u32 * 100);
                Some(*price)
            }
            _ => None,
        })
        .unwrap();
    assert!(
        s.state()
            .afloat_of(pirate)
            .unwrap()
            .bribed
            .contains(&GovernorId(2))
    );
    assert_eq!(
        s.decision().unwrap().options,
        [Choice::PayBribe(true), Choice::PayBribe(false)]
    );
    s.choose(Choice::PayBribe(true)).unwrap();
    assert_eq!(s.state().afloat_of(pirate).unwrap().net_worth, 600 - price);
    assert_eq!(s.state().ports[port.0 as usize].haven, Some(pirate));
    s.choose(Choice::Revel(false)).unwrap();
    // His haven now: no second purchase.
    s.choose(Choice::InPort { pirate }).unwrap();
    assert_eq!(step(&s), Some(VisitStep::Revelry));

    // Too poor: the attempt counts, the price is declined, never asked again.
    let (mut s, pirate, _) = in_port(6, "Port Royal", Some(gov), 3, |_, _| {});
    s.choose(Choice::InPort { pirate }).unwrap();
    let events = s.choose(Choice::SeekHaven(true)).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::BribeDeclined { .. }))
    );
    assert_eq!(step(&s), Some(VisitStep::Revelry));
    s.choose(Choice::Revel(false)).unwrap();
    s.choose(Choice::InPort { pirate }).unwrap();
    assert_eq!(step(&s), Some(VisitStep::Revelry), "the governor is marked");
}

// 9.34: a Safe Haven ends when an Anti-Pirate governor replaces its own (New Governors).
#[test]
fn a_safe_haven_ends_with_its_governor() {
    for seed in 0..10 {
        let mut havens = Vec::new();
        let (_, events, _) = drawn(seed, EventKind::NewGovernors, |st| {
            let pirate = st.afloat[0].pirate;
            for (i, p) in st.ports.iter_mut().enumerate() {
                if matches!(p.governor, Some(Governor::Pro(_))) {
                    p.haven = Some(pirate);
                    havens.push(PortId(i as u8));
                }
            }
        });
        for e in &events {
            if let Event::GovernorPlaced {
                port, pro: false, ..
            } = e
                && havens.contains(port)
            {
                assert!(
                    events
                        .iter()
                        .any(|x| matches!(x, Event::HavenLost { port: p, .. } if p == port)),
                    "seed {seed}"
                );
            }
        }
    }
}

// 13.11: voluntary D&R as the Action's last activity, +1 loyalty outside a Pirate Port; a
// pirate at D&R has no In-Port Activities (13.22).
#[test]
fn voluntary_revelry_in_port_then_only_move_and_recover() {
    let (mut s, pirate, _) = in_port(7, "Cartagena", None, 3, |st, p| {
        st.afloat_mut(p).unwrap().loyalty = 6;
    });
    s.choose(Choice::InPort { pirate }).unwrap();
    s.choose(Choice::Revel(true)).unwrap();
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!((a.revelry, a.loyalty), (Revelry::Voluntary, 7));
    let d = s.decision().unwrap();
    assert!(!d.options.contains(&Choice::InPort { pirate }));
    assert!(d.options.contains(&Choice::Recover { pirate }));
}

// Bad input: an activity not offered is refused and nothing changes.
#[test]
fn an_activity_not_offered_is_refused() {
    let (mut s, pirate, _) = in_port(8, "Cartagena", None, 2, |st, p| {
        st.afloat_mut(p).unwrap().holds = vec![500];
    });
    s.choose(Choice::InPort { pirate }).unwrap();
    let before = s.state().clone();
    assert!(
        s.choose(Choice::Ransom {
            hostage: HostageId(0)
        })
        .is_err()
    );
    assert!(
        s.choose(Choice::SeekHaven(true)).is_err(),
        "no Pro-Pirate governor"
    );
    assert_eq!(s.state(), &before);
}

// 18.41 C, 18.12 A, 18.42: in his Safe Haven he retires by saying so: twice his Notoriety
// and a VP a whole 100 of Net Worth; he, his ship and his hostages leave the game; his
// havens end.
#[test]
fn retiring_in_a_safe_haven_scores_twice_notoriety_and_net_worth() {
    let (mut s, pirate, port) = in_port(
        9,
        "Port Royal",
        Some(Governor::Pro(GovernorId(3))),
        2,
        |st, p| {
            st.ports[port_named("Port Royal").0 as usize].haven = Some(p);
            let h = st.hostage_pool.remove(0);
            let a = st.afloat_mut(p).unwrap();
            a.notoriety = 7;
            a.net_worth = 2350;
            a.hostages = vec![(h, Some(Nation::Spanish))];
        },
    );
    let seat = s.state().afloat_of(pirate).unwrap().seat;
    let vp = s.state().vp[seat];
    assert!(
        s.decision()
            .unwrap()
            .options
            .contains(&Choice::Retire { pirate })
    );
    let events = s.choose(Choice::Retire { pirate }).unwrap();
    assert!(events.contains(&Event::Retired {
        pirate,
        how: blackbeard::rules::Retirement::SafeHaven,
        notoriety: 7,
        net_worth: 2350,
        vp: 14 + 23
    }));
    assert_eq!(s.state().vp[seat], vp + 37);
    assert!(s.state().afloat_of(pirate).is_none());
    assert!(s.state().retired.contains(&pirate));
    assert_eq!(s.state().ports[port.0 as usize].haven, None, "9.34");
    assert_eq!(s.state().hostages_gone.len(), 1, "18.42: with him");
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
}

// 18.41 D: at a Pro-Pirate governor he asks the price, D66 × 100 from Net Worth: paid, he
// retires; declined, −1 loyalty and that governor is never asked again. A price beyond his
// Net Worth can only be declined (BB-R C 9.45 / 18.41D).
#[test]
fn bribe_needs_net_worth() {
    let gov = Governor::Pro(GovernorId(4));
    let (mut s, pirate, _) = in_port(10, "Port Royal", Some(gov), 2, |st, p| {
        let a = st.afloat_mut(p).unwrap();
        a.net_worth = 7000;
        a.notoriety = 3;
    });
    let seat = s.state().afloat_of(pirate).unwrap().seat;
    let vp = s.state().vp[seat];
    let events = s.choose(Choice::BribeToRetire { pirate }).unwrap();
    let (roll, price) = events
        .iter()
        .find_map(|e| match e {
            Event::RetireBribeAsked { roll, price, .. } => Some((*roll, *price)),
            _ => None,
        })
        .unwrap();
    assert_eq!(price, roll as u32 * 100);
    assert_eq!(s.decision().unwrap().kind, Kind::RetireBribe { price });
    s.choose(Choice::PayBribe(true)).unwrap();
    assert_eq!(s.state().vp[seat], vp + 6 + (7000 - price) / 100);
    assert!(s.state().retired.contains(&pirate));

    // Declined: a point of loyalty, and no second asking.
    let (mut s, pirate, _) = in_port(10, "Port Royal", Some(gov), 3, |st, p| {
        let a = st.afloat_mut(p).unwrap();
        a.net_worth = 7000;
        a.loyalty = 5;
    });
    s.choose(Choice::BribeToRetire { pirate }).unwrap();
    s.choose(Choice::PayBribe(false)).unwrap();
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!(a.loyalty, 4);
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::BribeToRetire { pirate })
    );

    // Too poor: declined at once, at the same cost.
    let (mut s, pirate, _) = in_port(10, "Port Royal", Some(gov), 2, |st, p| {
        st.afloat_mut(p).unwrap().loyalty = 5;
    });
    let events = s.choose(Choice::BribeToRetire { pirate }).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::RetireBribeDeclined { .. }))
    );
    assert_eq!(s.state().afloat_of(pirate).unwrap().loyalty, 4);
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
}

// 18.41, BB-R B3: no retirement in a Neutral port or a Pirate Port, nor while in D&R.
#[test]
fn no_retirement_but_in_a_haven_or_at_a_pro_pirate_governor() {
    for (port, governor) in [("Cartagena", None), ("New Providence", None)] {
        let (s, pirate, _) = in_port(11, port, governor, 2, |_, _| {});
        let d = s.decision().unwrap();
        assert!(!d.options.contains(&Choice::Retire { pirate }));
        assert!(!d.options.contains(&Choice::BribeToRetire { pirate }));
    }
    let (s, pirate, _) = in_port(
        11,
        "Port Royal",
        Some(Governor::Pro(GovernorId(5))),
        2,
        |st, p| {
            st.afloat_mut(p).unwrap().revelry = Revelry::Voluntary;
        },
    );
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::BribeToRetire { pirate }),
        "13.22"
    );
}

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
// Notoriety and takes the loser's booty, hostages and Information; the loser is eliminated,
// whichever he is; a tied Duel goes on only if both want it.
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
        assert!(s.state().afloat_of(loser).is_none(), "the loser is dead");
        assert!(s.state().locker.contains(&loser));
        let w = s.state().afloat_of(winner).unwrap();
        assert_eq!(w.notoriety, both);
        if winner == pirate {
            assert_eq!(w.holds.iter().sum::<u32>(), 800, "his booty");
        }
    }
    assert!(seen > 0, "no Duel with a winner in 400 seeds");
}
