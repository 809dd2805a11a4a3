//! The Pirate Player's own events — Heavy Guns, Fair Winds, Buried Treasure, the Letter of
//! Marque, the General Pardon's second draw (17.2 #1, #6, #8, #10, #12) — and the retirements
//! they bring (18.41 A, E), through the door a player uses.

mod common;
use blackbeard::content::{AreaId, EventCardId, EventKind, Nation, PirateId};
use blackbeard::rules::{
    Blackbeard, Choice, Event, Governor, Kind, Location, Phase, PortStatus, Retirement, Revelry,
    State, port,
};
use common::PassingWindows;
use common::ports::*;
use common::*;
use game_core::Session;

fn area_named(key: &str) -> AreaId {
    let data = data();
    AreaId(data.areas.iter().position(|a| a.key == key).unwrap() as u8)
}

/// The Pirate Player at Card Play, nothing played yet, a card of `kind` in his hand; his
/// first pirate in `port` (as `in_port` leaves him), then `change`.
fn holding(
    seed: u64,
    kind: EventKind,
    port: &str,
    change: impl FnOnce(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId, EventCardId) {
    let data = data();
    let mut card = None;
    let (s, pirate, _) = in_port(seed, port, None, 0, |st, p| {
        let c = take_card(st, &data, kind);
        let seat = st.pirate_player();
        st.hands[seat].push(c);
        st.phase = Phase::CardPlay;
        st.played_for_actions = false;
        st.played_held = false;
        card = Some(c);
        change(st, p);
    });
    (s, pirate, card.unwrap())
}

/// A Pro-Pirate governor from the pool, or taken from a port that has one.
fn pro_governor(st: &mut State) -> Governor {
    if let Some(g) = st.pro_governor_pool.pop() {
        return Governor::Pro(g);
    }
    let port = st
        .ports
        .iter_mut()
        .find(|p| matches!(p.governor, Some(Governor::Pro(_))) && p.haven.is_none())
        .expect("a Pro-Pirate governor somewhere");
    port.governor.take().unwrap()
}

fn everywhere(st: &State, card: EventCardId) -> bool {
    st.deck.contains(&card)
        || st.discard.contains(&card)
        || st.hands.iter().any(|h| h.contains(&card))
}

// 4.4 C option 3, 17.12, 17.2 #10: Heavy Guns are played for a pirate in port, with one
// Action; the card goes under his ship's display, and the ship adds 2 to its Combat rolls
// (9.52's attack among them).
#[test]
fn heavy_guns_need_a_pirate_in_port_and_add_two_to_combat_rolls() {
    let data = data();
    let (s, pirate, card) = holding(1, EventKind::HeavyGuns, "Cartagena", |st, p| {
        let area = data.ports[port_named("Cartagena").0 as usize].areas[0];
        st.afloat_mut(p).unwrap().at = Location::Sea(area);
    });
    let d = s.decision().unwrap();
    assert!(
        !d.options
            .iter()
            .any(|c| matches!(c, Choice::HeavyGuns { .. })),
        "no pirate in port: no Heavy Guns"
    );
    assert!(
        !d.options.contains(&Choice::PlayForActions { card }),
        "an Event AND Action card is never played for its Action alone (4.4 C)"
    );

    let (mut s, _, _) = holding(1, EventKind::HeavyGuns, "Cartagena", |_, _| {});
    let events = s.go(Choice::HeavyGuns { card, pirate }).unwrap();
    assert!(events.contains(&Event::HeavyGunsMounted { pirate }));
    assert_eq!(s.state().afloat_of(pirate).unwrap().heavy_guns, Some(card));
    assert!(!everywhere(s.state(), card), "under the display");
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
    assert!(
        s.state().played_for_actions,
        "17.12: the turn's card for Actions"
    );

    // 9.52 with the guns: +2.
    for seed in 0..10 {
        let (mut s, pirate, port) = in_port(seed, "San Juan", None, 1, |st, p| {
            let area = data.ports[port_named("San Juan").0 as usize].areas[0];
            let guns = take_card(st, &data, EventKind::HeavyGuns);
            let a = st.afloat_mut(p).unwrap();
            a.at = Location::Sea(area);
            a.heavy_guns = Some(guns);
        });
        let ability = data.pirates[pirate.0 as usize].ability;
        let events = s.go(Choice::AttackPort { pirate, port }).unwrap();
        let (die, total) = events
            .iter()
            .find_map(|e| match e {
                Event::PortAttacked { die, total, .. } => Some((*die, *total)),
                _ => None,
            })
            .unwrap();
        assert_eq!(
            total,
            die + 5 + ability + 2,
            "Combat 5, Ability, Heavy Guns"
        );
    }
}

// 17.2 #6: Fair Winds carry one of his pirates to any Sea Area at once (from a port too,
// under D&R: BB-R C 17.2 #6), then the card's one Action.
#[test]
fn fair_winds_carry_a_pirate_to_any_sea_area_then_one_action() {
    let (mut s, pirate, card) = holding(2, EventKind::FairWinds, "Cartagena", |st, p| {
        st.afloat_mut(p).unwrap().revelry = Revelry::Voluntary;
    });
    let data = data();
    let winds: Vec<_> = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .filter(|c| matches!(c, Choice::FairWinds { pirate: p, .. } if *p == pirate))
        .collect();
    assert_eq!(winds.len(), data.areas.len(), "every Sea Area, from a port");
    let to = area_named("north_atlantic");
    let events = s
        .go(Choice::FairWinds {
            card,
            pirate,
            area: to,
        })
        .unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::FairWinds { to: t, .. } if *t == to))
    );
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!(a.at, Location::Sea(to));
    assert_eq!(
        a.revelry,
        Revelry::Voluntary,
        "his crew's state goes with him"
    );
    assert!(s.state().discard.contains(&card));
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
}

// 17.2 #1: the treasure map goes to one pirate; an Action at sea in the West Caribbean lands
// him on the Isle of Pines to dig: 1–2 nothing, else 3d6 × 100 doubloons into a hold. The
// map is spent either way.
#[test]
fn buried_treasure_map_then_a_dig_on_the_isle_of_pines() {
    let data = data();
    let (mut s, pirate, card) = holding(3, EventKind::BuriedTreasure, "Cartagena", |_, _| {});
    s.go(Choice::TreasureMap { card, pirate }).unwrap();
    assert_eq!(
        s.state().afloat_of(pirate).unwrap().treasure_map,
        Some(card)
    );
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::Dig { pirate }),
        "not from a port"
    );
    let isle = data.isle_of_pines;
    assert_eq!(data.areas[isle.0 as usize].key, "west_caribbean");
    let mut seen = [false, false];
    for seed in 0..30 {
        let (mut s, pirate, _) = in_port(seed, "Havana", None, 1, |st, p| {
            let map = take_card(st, &data, EventKind::BuriedTreasure);
            let a = st.afloat_mut(p).unwrap();
            a.at = Location::Sea(isle);
            a.treasure_map = Some(map);
        });
        let events = s.go(Choice::Dig { pirate }).unwrap();
        let die = events
            .iter()
            .find_map(|e| match e {
                Event::Dug { die, .. } => Some(*die),
                _ => None,
            })
            .unwrap();
        let a = s.state().afloat_of(pirate).unwrap();
        assert_eq!(a.treasure_map, None, "the map is spent");
        let found = events.iter().find_map(|e| match e {
            Event::TreasureFound {
                roll, doubloons, ..
            } => Some((*roll, *doubloons)),
            _ => None,
        });
        if die <= 2 {
            seen[0] = true;
            assert_eq!(found, None);
            assert!(a.holds.is_empty());
        } else {
            seen[1] = true;
            let (roll, doubloons) = found.unwrap();
            assert!((3..=18).contains(&roll));
            assert_eq!(doubloons, roll as u32 * 100);
            assert_eq!(a.holds, [doubloons], "an empty ship: its first hold");
        }
    }
    assert_eq!(seen, [true, true]);
}

// 17.2 #12, 9.31, 9.33: a Letter of Marque from the hand is taken within an In-Port
// Activities Action at an actual Pro-Pirate governor; the card leaves the game; every port of
// its nation is Pro-Pirate to him, an Anti-Pirate one too (he may enter it).
#[test]
fn letter_of_marque_is_taken_at_a_pro_pirate_governor_and_opens_its_nation() {
    let data = data();
    let (s, pirate, card) = holding(4, EventKind::LetterOfMarque, "Cartagena", |st, _| {
        st.ports[port_named("Cartagena").0 as usize].governor = Some(pro_governor(st));
        st.ports[port_named("Havana").0 as usize].governor = Some(Governor::Anti);
        st.phase = Phase::Actions {
            left: 1,
            pirate: None,
        };
    });
    let havana = port_named("Havana");
    assert_eq!(
        port::status(&data, s.state(), pirate, havana),
        PortStatus::Anti
    );
    let mut s = s;
    s.go(Choice::InPort { pirate }).unwrap();
    let d = s.decision().unwrap();
    assert_eq!(
        d.kind,
        Kind::InPort {
            step: blackbeard::rules::VisitStep::Letter
        }
    );
    assert_eq!(
        d.options,
        [Choice::TakeLetter { card }, Choice::NextActivity]
    );
    let events = s.go(Choice::TakeLetter { card }).unwrap();
    assert!(events.contains(&Event::LetterTaken {
        pirate,
        nation: Nation::Spanish
    }));
    assert_eq!(
        s.state().afloat_of(pirate).unwrap().letter,
        Some(Nation::Spanish)
    );
    assert!(!everywhere(s.state(), card), "never back to the deck");
    assert!(s.state().played_held, "17.14: a Hold Until Played card");
    assert_eq!(
        port::status(&data, s.state(), pirate, havana),
        PortStatus::Pro
    );
    assert!(port::may_enter(&data, s.state(), pirate, havana));

    // No Letter where the governor is not Pro-Pirate, nor of a nation he attacked.
    for (governor, attacked) in [(None, false), (Some(Governor::Anti), false), (None, true)] {
        let (mut s, pirate, _) = holding(4, EventKind::LetterOfMarque, "Cartagena", |st, p| {
            st.ports[port_named("Cartagena").0 as usize].governor = match governor {
                None if attacked => Some(pro_governor(st)),
                g => g,
            };
            if attacked {
                st.afloat_mut(p).unwrap().attacked = vec![Nation::Spanish];
            }
            st.phase = Phase::Actions {
                left: 1,
                pirate: None,
            };
        });
        if s.decision()
            .unwrap()
            .options
            .contains(&Choice::InPort { pirate })
        {
            s.go(Choice::InPort { pirate }).unwrap();
            assert_ne!(
                s.decision().unwrap().kind,
                Kind::InPort {
                    step: blackbeard::rules::VisitStep::Letter
                }
            );
        }
        let bad = s.go(Choice::TakeLetter {
            card: EventCardId(0),
        });
        assert!(bad.is_err(), "a Letter not offered is refused");
    }
}

// 18.41 A: a pirate with a Letter retires in a port of its nation (an Anti-Pirate governor's
// too): twice his Notoriety and his Net Worth ÷ 100; his map and his ship's guns go to the
// discards.
#[test]
fn letter_retires_in_a_port_of_its_nation() {
    let data = data();
    let mut cards = (EventCardId(0), EventCardId(0));
    let (mut s, pirate, _) = in_port(5, "Havana", Some(Governor::Anti), 1, |st, p| {
        cards = (
            take_card(st, &data, EventKind::BuriedTreasure),
            take_card(st, &data, EventKind::HeavyGuns),
        );
        let a = st.afloat_mut(p).unwrap();
        a.letter = Some(Nation::Spanish);
        a.notoriety = 7;
        a.net_worth = 1250;
        a.treasure_map = Some(cards.0);
        a.heavy_guns = Some(cards.1);
    });
    let seat = s.state().afloat_of(pirate).unwrap().seat;
    let vp = s.state().vp[seat];
    let events = s.go(Choice::Retire { pirate }).unwrap();
    assert!(events.contains(&Event::Retired {
        pirate,
        how: Retirement::Letter,
        notoriety: 7,
        net_worth: 1250,
        vp: 14 + 12,
    }));
    assert_eq!(s.state().vp[seat], vp + 26);
    assert!(s.state().discard.contains(&cards.0) && s.state().discard.contains(&cards.1));

    // Not in another nation's port.
    let (s, pirate, _) = in_port(5, "Port Royal", None, 1, |st, p| {
        st.afloat_mut(p).unwrap().letter = Some(Nation::Spanish);
    });
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::Retire { pirate })
    );
}

// 9.58: attacking a port of his Letter's nation voids the Letter.
#[test]
fn attacking_a_port_of_his_letters_nation_voids_it() {
    let data = data();
    let (mut s, pirate, port) = in_port(6, "San Juan", None, 1, |st, p| {
        let area = data.ports[port_named("San Juan").0 as usize].areas[0];
        let a = st.afloat_mut(p).unwrap();
        a.at = Location::Sea(area);
        a.letter = Some(Nation::Spanish);
    });
    let events = s.go(Choice::AttackPort { pirate, port }).unwrap();
    assert!(events.contains(&Event::LetterLost {
        pirate,
        nation: Nation::Spanish
    }));
    if let Some(a) = s.state().afloat_of(pirate) {
        assert_eq!(a.letter, None);
    }
}

// 12: Cunning may roll a lost attack's die again; the port's dice stand.
#[test]
fn cunning_rolls_a_lost_attack_again() {
    let data = data();
    let mut offered = false;
    for seed in 0..30 {
        let (mut s, pirate, port) = in_port(seed, "Havana", None, 1, |st, p| {
            let area = data.ports[port_named("Havana").0 as usize].areas[0];
            let a = st.afloat_mut(p).unwrap();
            a.at = Location::Sea(area);
            a.cunning = 1;
        });
        let events = s.go(Choice::AttackPort { pirate, port }).unwrap();
        let Kind::Cunning { die } = s.decision().unwrap().kind else {
            assert!(
                events
                    .iter()
                    .any(|e| matches!(e, Event::PortAttacked { won: true, .. })),
                "offered whenever the attack would be lost"
            );
            continue;
        };
        offered = true;
        let events = s.go(Choice::Reroll(true)).unwrap();
        let now = events
            .iter()
            .find_map(|e| match e {
                Event::CunningUsed { was, now, .. } => {
                    assert_eq!(*was, die);
                    Some(*now)
                }
                _ => None,
            })
            .unwrap();
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::PortAttacked { die, .. } if *die == now))
        );
        if let Some(a) = s.state().afloat_of(pirate) {
            assert_eq!(a.cunning, 0);
        }
    }
    assert!(offered);
}
