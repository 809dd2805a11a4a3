//! 18.4 Retirement in port (C in his Safe Haven, D by a governor's price), through the door a
//! player uses.

mod common;
use blackbeard::content::{GovernorId, Nation};
use blackbeard::rules::{Choice, Event, Governor, Kind, Revelry};
use common::PassingWindows;
use common::ports::*;

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
    let events = s.go(Choice::Retire { pirate }).unwrap();
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
    let events = s.go(Choice::BribeToRetire { pirate }).unwrap();
    let (roll, price) = events
        .iter()
        .find_map(|e| match e {
            Event::RetireBribeAsked { roll, price, .. } => Some((*roll, *price)),
            _ => None,
        })
        .unwrap();
    assert_eq!(price, roll as u32 * 100);
    assert_eq!(s.decision().unwrap().kind, Kind::RetireBribe { price });
    s.go(Choice::PayBribe(true)).unwrap();
    assert_eq!(s.state().vp[seat], vp + 6 + (7000 - price) / 100);
    assert!(s.state().retired.contains(&pirate));

    // Declined: a point of loyalty, and no second asking.
    let (mut s, pirate, _) = in_port(10, "Port Royal", Some(gov), 3, |st, p| {
        let a = st.afloat_mut(p).unwrap();
        a.net_worth = 7000;
        a.loyalty = 5;
    });
    s.go(Choice::BribeToRetire { pirate }).unwrap();
    s.go(Choice::PayBribe(false)).unwrap();
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
    let events = s.go(Choice::BribeToRetire { pirate }).unwrap();
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
