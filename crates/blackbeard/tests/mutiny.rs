//! 14 Mutiny (and Cunning against one), through the door a player uses.

mod common;
use blackbeard::content::ShipKind;
use blackbeard::rules::{Choice, Event, Kind, MutinyOutcome};
use common::PassingWindows;
use common::loot::at_merchant;
use common::*;

// 14.1–14.2: a crew whose loyalty falls to 0 mutinies when the action ends: a die over
// Leadership maroons him (his seat scores his Notoriety) and the pirate in hand takes the ship
// at loyalty 6; equal: −1 (it stays at 0); under: nothing.
#[test]
fn a_crew_at_zero_mutinies() {
    let data = data();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..60 {
        let (mut s, pirate, port) = at_merchant(seed, ShipKind::Flute, 2, |st, p| {
            st.afloat_mut(p).unwrap().loyalty = 1;
            st.afloat_mut(p).unwrap().notoriety = 4;
            st.afloat_mut(p).unwrap().holds = vec![500];
        });
        let seat = s.state().afloat_of(pirate).unwrap().seat;
        let vp = s.state().vp[seat];
        let hand = s.state().pirate_hands[seat].clone();
        s.go(Choice::Loot { pirate, port }).unwrap();
        let events = s.go(Choice::Seize(false)).unwrap();
        let (die, outcome) = events
            .iter()
            .find_map(|e| match e {
                Event::Mutiny { die, outcome, .. } => Some((*die, *outcome)),
                _ => None,
            })
            .expect("a mutiny at 0");
        let leadership = data.pirates[pirate.0 as usize].leadership;
        let expected = if die > leadership {
            MutinyOutcome::Marooned
        } else if die == leadership {
            MutinyOutcome::QuashedAtACost
        } else {
            MutinyOutcome::Quashed
        };
        assert_eq!(outcome, expected);
        seen.insert(format!("{outcome:?}"));
        match outcome {
            MutinyOutcome::Marooned => {
                assert!(s.state().locker.contains(&pirate));
                assert_eq!(s.state().vp[seat], vp + 4, "18.12 B");
                if hand.len() == 1 {
                    let new = s
                        .state()
                        .afloat
                        .iter()
                        .find(|a| a.pirate == hand[0])
                        .expect("the pirate in hand takes the ship");
                    assert_eq!((new.loyalty, new.notoriety), (6, 0));
                    assert_eq!(new.holds, [500], "the ship keeps its holds");
                } else if hand.len() > 1 {
                    assert_eq!(s.decision().unwrap().kind, Kind::Successor);
                }
            }
            _ => assert_eq!(s.state().afloat_of(pirate).unwrap().loyalty, 0),
        }
    }
    assert!(
        seen.contains("Marooned") && seen.contains("Quashed"),
        "{seen:?}"
    );
}

// 14.1 (BB-R C 14.1): a crew left at 0 mutinies again when its pirate is first activated in
// a Player-Turn, before his action.
#[test]
fn a_crew_left_at_zero_mutinies_when_next_activated() {
    let (mut s, pirate, _) = at_merchant(5, ShipKind::Flute, 2, |st, p| {
        st.afloat_mut(p).unwrap().loyalty = 0;
    });
    let to = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { pirate: p, .. } if *p == pirate))
        .unwrap();
    let events = s.go(to).unwrap();
    let first = events
        .iter()
        .position(|e| matches!(e, Event::Mutiny { .. }));
    assert_eq!(first, Some(0), "the mutiny comes first: {events:?}");
}

// 12 and 14.2: a mutiny's die at or over his Leadership may be rolled again with Cunning;
// if the new die quashes it, the action he was activated for goes ahead.
#[test]
fn cunning_may_quash_a_mutiny() {
    let data = data();
    let mut saved = 0;
    for seed in 0..80 {
        let (mut s, pirate, _) = at_merchant(seed, ShipKind::Flute, 2, |st, p| {
            let a = st.afloat_mut(p).unwrap();
            a.loyalty = 0;
            a.cunning = 1;
        });
        let leadership = data.pirates[pirate.0 as usize].leadership;
        let to = s
            .decision()
            .unwrap()
            .options
            .into_iter()
            .find(|c| matches!(c, Choice::Move { pirate: p, .. } if *p == pirate))
            .unwrap();
        let events = s.go(to).unwrap();
        let Kind::Cunning { die } = s.decision().unwrap().kind else {
            // Under his Leadership: quashed at once, and he sails.
            assert!(events.iter().any(|e| matches!(e, Event::Moved { .. })));
            continue;
        };
        assert!(die >= leadership, "offered only when it would cost him");
        let events = s.go(Choice::Reroll(true)).unwrap();
        let Some(Event::Mutiny { die: now, .. }) =
            events.iter().find(|e| matches!(e, Event::Mutiny { .. }))
        else {
            panic!("the mutiny resolved: {events:?}")
        };
        let moved = events.iter().any(|e| matches!(e, Event::Moved { .. }));
        assert_eq!(
            moved,
            *now <= leadership,
            "his action goes ahead only if he keeps the ship"
        );
        saved += usize::from(*now <= leadership);
    }
    assert!(saved > 0);
}
