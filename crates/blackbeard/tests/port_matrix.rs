//! Every port status against every activity (9.3, 9.4, 18.41): what a pirate in port is
//! offered, walked through the door a player uses.

mod common;
use blackbeard::content::{EventKind, Nation};
use blackbeard::rules::{Choice, Governor, Kind, PortStatus, State, VisitStep, port};
use common::PassingWindows;
use common::ports::*;
use common::*;

/// What one visit offered: the Actions in port, then each activity of 9.41 reached.
#[derive(Debug, PartialEq, Eq)]
struct Offered {
    in_port: bool,
    retire: bool,
    bribe: bool,
    letter: bool,
    ransom: bool,
    convert: bool,
    refit: bool,
    haven: bool,
    revel: bool,
}

/// A pirate in `port` under `status`: a hostage of that port's nation, a hold of booty, a
/// damaged ship, Net Worth, a Letter of Marque in hand; every activity declined in turn.
fn offered(port_name: &str, status: PortStatus) -> Offered {
    let data = data();
    let at = port_named(port_name);
    let nation = match data.ports[at.0 as usize].owner {
        blackbeard::content::Owner::Nation(n) => Some(n),
        _ => None,
    };
    let governor = |st: &mut State| -> Option<Governor> {
        match status {
            PortStatus::Pro | PortStatus::SafeHaven => {
                let from = st
                    .ports
                    .iter()
                    .position(|p| matches!(p.governor, Some(Governor::Pro(_))) && p.haven.is_none())
                    .unwrap();
                st.ports[from].governor.take()
            }
            PortStatus::Anti => Some(Governor::Anti),
            _ => None,
        }
    };
    let (mut s, pirate, _) = in_port(11, port_name, None, 1, |st, p| {
        st.ports[at.0 as usize].governor = governor(st);
        if status == PortStatus::SafeHaven {
            st.ports[at.0 as usize].haven = Some(p);
        }
        let hostage = st.hostage_pool.pop().unwrap();
        let letter = take_card(st, &data, EventKind::LetterOfMarque);
        let seat = st.pirate_player();
        st.hands[seat].push(letter);
        let a = st.afloat_mut(p).unwrap();
        a.hostages = vec![(hostage, nation)];
        a.holds = vec![1000];
        a.speed = 3;
        a.combat = 3;
        a.net_worth = 9000;
        if status == PortStatus::Anti {
            // Only a won attack puts him in an Anti-Pirate port (9.59).
            a.may_sack = Some(at);
            a.attacked = nation.into_iter().collect();
        }
    });
    assert_eq!(port::status(&data, s.state(), pirate, at), status);
    let options = s.decision().unwrap().options;
    let mut o = Offered {
        in_port: options.contains(&Choice::InPort { pirate }),
        retire: options.contains(&Choice::Retire { pirate }),
        bribe: options.contains(&Choice::BribeToRetire { pirate }),
        letter: false,
        ransom: false,
        convert: false,
        refit: false,
        haven: false,
        revel: false,
    };
    if !o.in_port {
        return o;
    }
    s.go(Choice::InPort { pirate }).unwrap();
    while let Some(Kind::InPort { step }) = s.decision().map(|d| d.kind) {
        let answer = match step {
            VisitStep::Letter => {
                o.letter = true;
                Choice::NextActivity
            }
            VisitStep::Ransom => {
                o.ransom = true;
                Choice::NextActivity
            }
            VisitStep::Convert => {
                o.convert = true;
                Choice::NextActivity
            }
            VisitStep::Refit => {
                o.refit = true;
                Choice::Refit(false)
            }
            VisitStep::Haven => {
                o.haven = true;
                Choice::SeekHaven(false)
            }
            VisitStep::Revelry => {
                o.revel = true;
                Choice::Revel(false)
            }
            other => panic!("{other:?} without its activity chosen"),
        };
        s.go(answer).unwrap();
    }
    o
}

fn row(flags: [bool; 9]) -> Offered {
    let [
        in_port,
        retire,
        bribe,
        letter,
        ransom,
        convert,
        refit,
        haven,
        revel,
    ] = flags;
    Offered {
        in_port,
        retire,
        bribe,
        letter,
        ransom,
        convert,
        refit,
        haven,
        revel,
    }
}

// 9.3 × 9.4 × 18.41: Pro-Pirate — everything but retiring outright (a bribe instead);
// Neutral — ransom, convert, refit, revel; Anti-Pirate (taken by attack) — no activity at all
// (BB-R C 9.31 / 9.58: sack, recover or leave); Pirate Port — convert, refit, revel, never a
// ransom nor a retirement (BB-R B3); Safe Haven — all but buying it again, and retirement.
#[test]
fn every_port_status_against_every_activity() {
    //                                in_port retire bribe letter ransom convert refit haven revel
    let cases = [
        (
            "Cartagena",
            PortStatus::Pro,
            [true, false, true, true, true, true, true, true, true],
        ),
        (
            "Cartagena",
            PortStatus::Neutral,
            [true, false, false, false, true, true, true, false, true],
        ),
        (
            "Cartagena",
            PortStatus::Anti,
            [
                false, false, false, false, false, false, false, false, false,
            ],
        ),
        (
            "Isle de Tortuga",
            PortStatus::PiratePort,
            [true, false, false, false, false, true, true, false, true],
        ),
        (
            "Cartagena",
            PortStatus::SafeHaven,
            [true, true, false, true, true, true, true, false, true],
        ),
    ];
    for (name, status, flags) in cases {
        assert_eq!(offered(name, status), row(flags), "{status:?} at {name}");
    }
}

// 9.42: never a ransom in an Arab or Portuguese port, whatever its status; 9.44: no Refit in
// an Arab port.
#[test]
fn arab_and_portuguese_ports_ransom_no_one_and_arab_ports_refit_no_ship() {
    let data = data();
    for (nation, refit) in [(Nation::Arab, false), (Nation::Portuguese, true)] {
        let name = data
            .ports
            .iter()
            .find(|p| p.owner == blackbeard::content::Owner::Nation(nation))
            .unwrap()
            .name
            .clone();
        let o = offered(&name, PortStatus::Neutral);
        assert!(!o.ransom, "{nation:?}: no ransom");
        assert_eq!(o.refit, refit, "{nation:?}: refit");
        assert!(o.convert);
    }
}
