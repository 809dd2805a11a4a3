//! 17.2 #8 The General Pardon's second draw and 18.41 E, the retirements it brings, through the
//! door a player uses.

mod common;
use blackbeard::content::{EventKind, PirateId, PortId};
use blackbeard::rules::{Blackbeard, Choice, Event, Location, Pardon, Retirement};
use common::PassingWindows;
use common::ports::*;
use common::*;
use game_core::Session;

/// The first pirate at sea off Bath (English, Value 1) with 1000 doubloons aboard, pardoned
/// or not.
fn off_bath(pardoned: bool) -> (Session<Blackbeard>, PirateId, PortId) {
    let data = data();
    in_port(7, "Bath", None, 2, |st, p| {
        let bath = port_named("Bath");
        let area = data.ports[bath.0 as usize].areas[0];
        let seat = st.pirate_player();
        let a = st.afloat_mut(p).unwrap();
        a.at = Location::Sea(area);
        a.holds = vec![1000];
        a.notoriety = 3;
        a.net_worth = 200;
        st.pardon = Some(Pardon {
            seat,
            until_turn: st.turns + 2,
            pirates: if pardoned { vec![p] } else { Vec::new() },
        });
    })
}

// 17.2 #8, 18.41 E: while the Pardon is in force, a pardoned pirate who enters an English
// port converts his booty at its rate for him and retires; no English port may be attacked.
#[test]
fn pardon_retires_in_english_port() {
    let (mut s, pirate, bath) = off_bath(true);
    let d = s.decision().unwrap();
    assert!(
        !d.options
            .contains(&Choice::AttackPort { pirate, port: bath }),
        "no attack on an English port under the Pardon"
    );
    let seat = s.state().afloat_of(pirate).unwrap().seat;
    let from = s.state().afloat_of(pirate).unwrap().at;
    let Location::Sea(area) = from else {
        unreachable!()
    };
    let events = s
        .go(Choice::Move {
            pirate,
            to: Location::Port {
                port: bath,
                from: area,
            },
        })
        .unwrap();
    assert!(
        events.contains(&Event::BootyConverted {
            pirate,
            booty: 1000,
            net_worth: 500,
        }),
        "a Neutral port: half"
    );
    assert!(events.contains(&Event::Retired {
        pirate,
        how: Retirement::Pardon,
        notoriety: 3,
        net_worth: 700,
        vp: 6 + 7,
    }));
    assert!(s.state().afloat_of(pirate).is_none());
    assert!(s.state().retired.contains(&pirate));
    assert_eq!(s.state().vp[seat], 13);

    // A pirate not on the map at the draw is not pardoned: he enters and stays.
    let (mut s, pirate, bath) = off_bath(false);
    let Location::Sea(area) = s.state().afloat_of(pirate).unwrap().at else {
        unreachable!()
    };
    s.go(Choice::Move {
        pirate,
        to: Location::Port {
            port: bath,
            from: area,
        },
    })
    .unwrap();
    assert!(s.state().afloat_of(pirate).is_some());
}

// 17.2 #8: the second draw pardons the pirates on the map then; it lapses when the drawing
// seat's next Player-Turn ends (BB-R C 17.2 #8).
#[test]
fn pardon_second_draw_pardons_the_pirates_afloat_until_the_drawers_next_turn_ends() {
    let (mut s, events, before) = drawn(8, EventKind::GeneralPardon, |st| st.pardons = 1);
    let drawer = before.order[(before.turn_at as usize + 1) % 3];
    let afloat: Vec<PirateId> = before.afloat.iter().map(|a| a.pirate).collect();
    assert!(events.contains(&Event::PardonIssued {
        seat: drawer,
        pirates: afloat
    }));
    let until = s.state().pardon.as_ref().unwrap().until_turn;
    assert_eq!(until, s.state().turns + 3, "his next turn, three seats on");
    let mut rng = game_core::rng::GameRng::from_seed(8);
    let mut lapsed = false;
    while s.state().pardon.is_some() && s.decision().is_some() {
        assert!(s.state().turns <= until);
        let d = s.decision().unwrap();
        let pick = d.options[rng.below(d.options.len())];
        let events = s.go(pick).unwrap();
        lapsed |= events.contains(&Event::PardonLapsed);
    }
    if s.decision().is_some() {
        assert!(lapsed);
        assert_eq!(s.state().turns, until + 1, "lapsed as his next turn ended");
    }
}
