//! 6.4: warships sighted and On Station against the active pirate.

mod common;
use blackbeard::content::PirateId;
use blackbeard::content::{EventKind, ShipKind};
use blackbeard::rules::{
    ApEvent, Blackbeard, Choice, EngageStep, Event, Kind, Location, Phase, State,
};
use common::ap::*;
use common::*;
use game_core::Session;

/// A warship On Station in South America sent against the announced Find, answered with
/// `answer`; the first seed whose outcome `pick` likes.
fn warship_on_find(
    answer: Choice,
    pick: impl Fn(&[Event]) -> bool,
    change: impl Fn(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId, Vec<Event>, State) {
    let data = data();
    for seed in 0..200 {
        let (mut s, pirate) = table(seed, |st, p| {
            let w = st.warship_pool.pop().unwrap();
            st.on_station.push(blackbeard::rules::OnStation {
                warship: w,
                area: area(&data, AREA),
            });
            change(st, p);
        });
        s.choose(find(pirate)).unwrap();
        act(&mut s, Choice::UseWarship);
        let before = s.state().clone();
        let events = s.choose(answer).unwrap();
        if pick(&events) {
            return (s, pirate, events, before);
        }
    }
    panic!("no seed gave that outcome");
}

fn battle_won(events: &[Event]) -> Option<(bool, i16, i16)> {
    events.iter().find_map(|e| match e {
        Event::Ap(ApEvent::SeaBattle {
            won,
            pirate_total,
            foe_total,
            ..
        }) => Some((*won, *pirate_total, *foe_total)),
        _ => None,
    })
}

// 6.42, 6.44, 4.65 D: a Warship Sighting on a Find: the warship On Station is shown, its seat
// attacks or leaves it; no second Warship action in that Action, no second Sighting that
// Player-Turn (the warship On Station may be used instead).
#[test]
fn warship_sighting_once_per_turn() {
    let (mut s, pirate) = table(11, |st, _| {
        for i in 1..3 {
            let seat = st.order[(st.turn_at as usize + i) % 3];
            give(st, seat, EventKind::WarshipSighting);
        }
    });
    let mut events = s.choose(find(pirate)).unwrap();
    let card = s.state().hands[s.decision().unwrap().seat][0];
    events.extend(act(&mut s, Choice::SightWarship { card }));
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::WarshipSighted { .. }))
    );
    assert_eq!(s.state().on_station.len(), 1);
    let d = s.decision().unwrap();
    assert_eq!(
        d.kind,
        Kind::Engage {
            step: EngageStep::Sighted
        }
    );
    assert_eq!(d.options, vec![Choice::UseWarship, Choice::Pass]);
    s.choose(Choice::Pass).unwrap();
    // The other seat, in this Action: no Warship action at all (6.44).
    s.choose(Choice::OpenHand).unwrap();
    let options = s.decision().unwrap().options;
    assert!(
        !options
            .iter()
            .any(|c| matches!(c, Choice::SightWarship { .. } | Choice::UseWarship))
    );
}

// 6.46: a pirate who loses to a warship has his action cancelled (the merchant removed),
// takes the difference in Combat hits and −1 loyalty; the warship stays On Station.
#[test]
fn losing_to_a_warship_cancels_the_find_with_hits_and_loyalty() {
    let (s, pirate, events, before) = warship_on_find(
        Choice::Escape(false),
        |e| battle_won(e).is_some_and(|b| !b.0 && b.2 - b.1 < 6),
        |st, p| {
            let a = st.afloat_mut(p).unwrap();
            refit(a, ShipKind::Brigantine);
        },
    );
    let (_, mine, theirs) = battle_won(&events).unwrap();
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!(a.combat as i16, 7 - (theirs - mine));
    assert_eq!(a.loyalty, before.afloat_of(pirate).unwrap().loyalty - 1);
    assert!(
        s.state().ports[cartagena(&data()).0 as usize]
            .merchant
            .is_none(),
        "removed from play"
    );
    assert!(
        !events.iter().any(|e| matches!(e, Event::FindRolled { .. })),
        "cancelled"
    );
    assert_eq!(s.state().on_station.len(), 1, "still On Station");
}

// 6.46–6.47: beating a warship: 1 Combat hit, Notoriety = its Combat, back to the pool, and
// the Find goes ahead.
#[test]
fn beating_a_warship_gives_its_combat_in_notoriety_and_a_hit() {
    let data = data();
    let (mut s, pirate, mut events, before) = warship_on_find(
        Choice::Escape(false),
        |e| battle_won(e).is_some_and(|b| b.0),
        |st, p| {
            let a = st.afloat_mut(p).unwrap();
            refit(a, ShipKind::Brigantine);
            a.notoriety = 0;
        },
    );
    let w = before.on_station[0].warship;
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!(a.notoriety, data.warships[w.0 as usize].combat as u32);
    assert_eq!(a.combat, 6);
    assert!(s.state().on_station.is_empty() && s.state().warship_pool.contains(&w));
    pass_windows(&mut s, &mut events);
    assert!(events.iter().any(|e| matches!(e, Event::FindRolled { .. })));
}

// 6.45: escaping a warship cancels the action (spent) and removes the merchant.
#[test]
fn escaping_a_warship_cancels_the_find_and_removes_the_merchant() {
    let (mut s, _, mut events, before) = warship_on_find(
        Choice::Escape(true),
        |e| {
            e.iter()
                .any(|x| matches!(x, Event::Ap(ApEvent::EscapeRolled { escaped: true, .. })))
        },
        |st, p| {
            let a = st.afloat_mut(p).unwrap();
            refit(a, ShipKind::Sloop);
            a.speed = 4;
        },
    );
    assert!(
        s.state().ports[cartagena(&data()).0 as usize]
            .merchant
            .is_none()
    );
    pass_windows(&mut s, &mut events);
    assert!(!events.iter().any(|e| matches!(e, Event::FindRolled { .. })));
    let Phase::Actions { left, .. } =
        before
            .window
            .as_ref()
            .map_or(Phase::CardPlay, |w| Phase::Actions {
                left: w.left,
                pirate: None,
            })
    else {
        unreachable!()
    };
    assert_eq!(
        s.state().phase,
        Phase::Actions {
            left: left - 1,
            pirate: None
        },
        "the Action is spent"
    );
}

// 17.2 #11: after a Warship Sighting's attack, a seat without a KC (not necessarily the
// one who sighted her) may play KC Surprise: the warship goes back to the pool and a KC of
// that seat's, drawn at random, must catch the pirate, who again chooses fight or escape.
#[test]
fn kc_surprise_turns_the_warship_into_a_kc() {
    let (mut s, pirate) = table(14, |st, _| {
        let left = st.order[(st.turn_at as usize + 1) % 3];
        let right = st.order[(st.turn_at as usize + 2) % 3];
        give(st, left, EventKind::WarshipSighting);
        give(st, right, EventKind::KcSurprise);
    });
    let seats = ap_seats(&s);
    s.choose(find(pirate)).unwrap();
    let card = s.state().hands[seats[0]][0];
    act(&mut s, Choice::SightWarship { card });
    s.choose(Choice::UseWarship).unwrap();
    // Each seat without a KC is asked in turn, whatever it holds.
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seats[0], Kind::Surprise));
    assert_eq!(d.options, vec![Choice::Pass]);
    s.choose(Choice::Pass).unwrap();
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seats[1], Kind::Surprise));
    let surprise = d.options[1];
    let warship = s.state().on_station[0].warship;
    let events = s.choose(surprise).unwrap();
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::Surprised { .. }))
    );
    assert!(s.state().on_station.is_empty() && s.state().warship_pool.contains(&warship));
    let kc = s.state().kc_of(seats[1]).expect("the KC");
    assert_eq!(kc.at, Location::Sea(area(&data(), AREA)));
    let d = s.decision().unwrap();
    assert_eq!(
        d.kind,
        Kind::Engage {
            step: EngageStep::FightOrEscape
        }
    );
    let Phase::Engage(e) = s.state().phase.clone() else {
        panic!()
    };
    assert_eq!(e.foe, blackbeard::rules::Foe::Kc(kc.kc));
    assert!(
        !s.state().ap.acted.contains(&seats[1]),
        "no AP action spent (17.2 #11)"
    );
}
