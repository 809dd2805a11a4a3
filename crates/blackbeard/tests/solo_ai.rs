//! Solitaire Blackbeard played by an AI (19.9, 19.15): the rules of thumb of `ai/solo.rs`, each
//! in the situation it is for, asked through the seat's own observation.

mod common;
use blackbeard::content::{EventKind, Nation, PirateId};
use blackbeard::rules::{Blackbeard, Choice, Kind, Location, State, VisitStep};
use common::solo::*;
use common::*;
use game_core::Session;

/// What a Normal Blackbeard answers, and why.
fn normal(s: &Session<Blackbeard>) -> (Choice, &'static str) {
    let obs = s.observation(0);
    let pick = blackbeard::ai::answer(&s.data_arc(), &obs, false, 1).expect("an answer");
    (pick.choice, pick.why)
}

/// Blackbeard ashore in a Pro-Pirate port of `nation` with a Letter of Marque card in hand,
/// worth `notoriety` and `net_worth`, his visit at its first activity.
fn ashore_with_a_letter_card(
    nation: Nation,
    notoriety: u32,
    net_worth: u32,
) -> Session<Blackbeard> {
    let (port, from) = nation_port(nation);
    let (mut s, t) = your_actions(3, |st: &mut State, t: PirateId| {
        pro_governor(st, port);
        let card = take_card(st, &data(), EventKind::LetterOfMarque);
        st.hands[0].push(card);
        let a = st.afloat_mut(t).unwrap();
        a.at = Location::Port { port, from };
        a.notoriety = notoriety;
        a.net_worth = net_worth;
        a.holds.clear();
    });
    s.choose(Choice::InPort { pirate: t }).expect("ashore");
    s
}

// BB rules 19.15, 17.2 #12: a Letter taken fixes the one nation he may retire in; far from 130
// VP he keeps the card in hand, to take it wherever he stands when he could retire.
#[test]
fn far_from_a_legend_he_keeps_his_letter_card_in_hand() {
    let s = ashore_with_a_letter_card(Nation::English, 8, 2_000);
    let d = s.decision().unwrap();
    assert_eq!(
        d.kind,
        Kind::InPort {
            step: VisitStep::Letter
        }
    );
    assert!(
        d.options
            .iter()
            .any(|c| matches!(c, Choice::TakeLetter { .. }))
    );
    assert_eq!(normal(&s).0, Choice::NextActivity);
}

// BB rules 19.9, 19.15: within reach of 130 VP he takes his Letter in the port he stands in,
// and retires there with it as his next Action.
#[test]
fn near_a_legend_he_takes_his_letter_and_retires_with_it() {
    // 2 × 40 Notoriety + 4,800 Net Worth / 100 = 128: five short of 130 at most.
    let mut s = ashore_with_a_letter_card(Nation::English, 40, 4_800);
    let (take, why) = normal(&s);
    assert!(matches!(take, Choice::TakeLetter { .. }), "{take:?}");
    assert_eq!(why, "takes a Letter of Marque to retire by (19.15)");
    s.choose(take).unwrap();
    let t = teach(&s);
    assert_eq!(
        s.state().afloat_of(t).unwrap().letter,
        Some(Nation::English)
    );
    // The rest of the visit as the rules of thumb play it, no Safe Haven bought (below).
    while !matches!(s.decision().unwrap().kind, Kind::Action { .. }) {
        let (c, _) = normal(&s);
        assert!(!matches!(
            c,
            Choice::SeekHaven(true) | Choice::PayBribe(true)
        ));
        s.choose(c).unwrap();
    }
}

// BB rules 19.15: a Safe Haven is no way to retire in solitaire: near 130 VP he keeps the
// gold a haven would cost (Net Worth counts toward the 130).
#[test]
fn near_a_legend_he_buys_no_safe_haven() {
    let mut s = ashore_with_a_letter_card(Nation::English, 40, 4_900);
    while let Some(d) = s.decision() {
        if d.kind
            == (Kind::InPort {
                step: VisitStep::Haven,
            })
        {
            assert_eq!(normal(&s).0, Choice::SeekHaven(false));
            return;
        }
        assert!(matches!(d.kind, Kind::InPort { .. }), "no Haven step came");
        let (c, _) = normal(&s);
        s.choose(c).unwrap();
    }
}

// BB rules 19.9, 19.15: with his Letter taken and 130 VP in hand, in a port of its nation, he
// retires: you win.
#[test]
fn a_legend_in_a_port_of_his_letter_retires() {
    let (port, from) = nation_port(Nation::English);
    let (s, t) = your_actions(4, |st: &mut State, t: PirateId| {
        let a = st.afloat_mut(t).unwrap();
        a.at = Location::Port { port, from };
        a.letter = Some(Nation::English);
        a.notoriety = 40;
        a.net_worth = 5_000;
    });
    let (c, why) = normal(&s);
    assert_eq!(c, Choice::Retire { pirate: t });
    assert_eq!(why, "retires a legend (19.9)");
}

// BB rules 19.15, 9.58: ready to take his Letter, he makes for a Pro-Pirate port of a nation
// he has not attacked (the attacked nation's ports are Anti-Pirate to him: no Letter there),
// however near the other.
#[test]
fn near_a_legend_he_sails_for_a_port_that_will_give_him_his_letter() {
    let data = data();
    let (english, english_area) = nation_port(Nation::English);
    let (french, french_area) = nation_port(Nation::French);
    assert_ne!(english_area, french_area);
    let (s, t) = your_actions(5, |st: &mut State, t: PirateId| {
        // Pro-Pirate governors in one English and one French port only; he has attacked
        // England, and waits off its port.
        for p in 0..data.ports.len() {
            if let Some(blackbeard::rules::Governor::Pro(g)) = st.ports[p].governor {
                st.ports[p].governor = None;
                st.pro_governor_pool.push(g);
            }
        }
        pro_governor(st, english);
        pro_governor(st, french);
        let card = take_card(st, &data, EventKind::LetterOfMarque);
        st.hands[0].push(card);
        let a = st.afloat_mut(t).unwrap();
        a.at = Location::Sea(english_area);
        a.notoriety = 40;
        a.net_worth = 4_800;
        a.attacked.push(Nation::English);
    });
    let (c, why) = normal(&s);
    assert_eq!(why, "sails to use his Letter", "{c:?}");
    let Choice::Move { pirate, to } = c else {
        panic!("a Move, not {c:?}");
    };
    assert_eq!(pirate, t);
    let dist = blackbeard::ai::sense::Distances::new(&data);
    let nearer = |at: Location| match at {
        Location::Sea(a) => dist.between(a, french_area),
        _ => u8::MAX,
    };
    assert!(nearer(to) < nearer(Location::Sea(english_area)), "{c:?}");
}
