//! 9.2–9.4 Ports: status per pirate, entering, and the In-Port Activities Action (ransom,
//! conversion, Refit, Safe Haven, D&R), through the door a player uses.

mod common;
use blackbeard::content::{EventKind, GovernorId, HostageId, LoyaltyCause, Nation, PortId};
use blackbeard::rules::{Choice, Event, Governor, Kind, Location, PortStatus, Revelry, VisitStep};
use common::PassingWindows;
use common::ports::*;
use common::*;

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
    let events = s.go(Choice::InPort { pirate }).unwrap();
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
    let events = s.go(Choice::ConvertHold { hold: 0 }).unwrap();
    assert!(events.contains(&Event::BootyConverted {
        pirate,
        booty: 1050,
        net_worth: 525
    }));
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!((a.holds.clone(), a.net_worth), (vec![300], 525));
    // The other hold kept back for a better rate.
    s.go(Choice::NextActivity).unwrap();
    assert_eq!(s.state().afloat_of(pirate).unwrap().holds, [300]);
    assert_eq!(step(&s), Some(VisitStep::Revelry), "no damage, no governor");
    s.go(Choice::Revel(false)).unwrap();
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
    s.go(Choice::InPort { pirate }).unwrap();
    s.go(Choice::ConvertHold { hold: 0 }).unwrap();
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
    let events = s.go(Choice::InPort { pirate }).unwrap();
    assert!(events.contains(&Event::InPort {
        pirate,
        port,
        status: PortStatus::SafeHaven
    }));
    s.go(Choice::ConvertHold { hold: 0 }).unwrap();
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
    s.go(Choice::InPort { pirate }).unwrap();
    s.go(Choice::ConvertHold { hold: 0 }).unwrap();
    assert_eq!(step(&s), Some(VisitStep::Refit));
    let events = s.go(Choice::Refit(true)).unwrap();
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
        s.go(Choice::InPort { pirate }).unwrap();
        assert_eq!(step(&s), Some(VisitStep::Ransom));
        let d = s.decision().unwrap();
        assert!(d.options.contains(&Choice::Ransom { hostage: spanish }));
        assert!(
            !d.options.contains(&Choice::Ransom { hostage: english }),
            "not a Spanish hostage's... an English one"
        );
        let events = s.go(Choice::Ransom { hostage: spanish }).unwrap();
        let (roll, doubloons) = events
            .iter()
            .find_map(|e| match e {
                Event::Ransomed {
                    roll, doubloons, ..
                } => Some((*roll, *doubloons)),
                _ => None,
            })
            .unwrap();
        let value = data.hostages[spanish.0 as usize].value as u32;
        assert!((2..=12).contains(&roll));
        assert_eq!(doubloons, roll as u32 * value * 50);
        assert!(s.state().hostage_pool.contains(&spanish));
        assert_eq!(
            s.decision().unwrap().options,
            [Choice::IntoHold { hold: 0 }, Choice::IntoHold { hold: 1 }],
            "the filled hold or the empty one"
        );
        s.go(Choice::IntoHold { hold: 0 }).unwrap();
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
    s.go(Choice::InPort { pirate }).unwrap();
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
        s.go(Choice::InPort { pirate }).unwrap();
        assert_eq!(step(&s), Some(VisitStep::Refit));
        let events = s.go(Choice::Refit(true)).unwrap();
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
        s.go(Choice::Repair { speed: most }).unwrap();
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
    s.go(Choice::InPort { pirate }).unwrap();
    let events = s.go(Choice::Refit(true)).unwrap();
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
    s.go(Choice::InPort { pirate }).unwrap();
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
    s.go(Choice::InPort { pirate }).unwrap();
    assert_eq!(step(&s), Some(VisitStep::Haven));
    let events = s.go(Choice::SeekHaven(true)).unwrap();
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
    s.go(Choice::PayBribe(true)).unwrap();
    assert_eq!(s.state().afloat_of(pirate).unwrap().net_worth, 600 - price);
    assert_eq!(s.state().ports[port.0 as usize].haven, Some(pirate));
    s.go(Choice::Revel(false)).unwrap();
    // His haven now: no second purchase.
    s.go(Choice::InPort { pirate }).unwrap();
    assert_eq!(step(&s), Some(VisitStep::Revelry));

    // Too poor: the attempt counts, the price is declined, never asked again.
    let (mut s, pirate, _) = in_port(6, "Port Royal", Some(gov), 3, |_, _| {});
    s.go(Choice::InPort { pirate }).unwrap();
    let events = s.go(Choice::SeekHaven(true)).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::BribeDeclined { .. }))
    );
    assert_eq!(step(&s), Some(VisitStep::Revelry));
    s.go(Choice::Revel(false)).unwrap();
    s.go(Choice::InPort { pirate }).unwrap();
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
    s.go(Choice::InPort { pirate }).unwrap();
    s.go(Choice::Revel(true)).unwrap();
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
    s.go(Choice::InPort { pirate }).unwrap();
    let before = s.state().clone();
    assert!(
        s.go(Choice::Ransom {
            hostage: HostageId(0)
        })
        .is_err()
    );
    assert!(
        s.go(Choice::SeekHaven(true)).is_err(),
        "no Pro-Pirate governor"
    );
    assert_eq!(s.state(), &before);
}
