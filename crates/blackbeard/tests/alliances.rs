//! 11 Pirate Alliances, through the door a player uses: formed in port as an Action, acting
//! as one, its ratings, its Notoriety and booty shared, its hits split, broken for free.

mod common;
use blackbeard::content::{EventKind, Nation, PirateId};
use blackbeard::rules::{
    Alliance, Blackbeard, Choice, Event, Kind, Location, Phase, Revelry, State, alliance, port,
};
use common::PassingWindows;
use common::ports::*;
use common::*;
use game_core::Session;

/// The Pirate Player's first pirate and a second of his (from the Pirate deck) in `port`,
/// both Sloops at full ratings, no Cunning; `change` sets the rest.
fn two_in_port(
    seed: u64,
    port_name: &str,
    left: u8,
    change: impl FnOnce(&mut State, PirateId, PirateId),
) -> (Session<Blackbeard>, PirateId, PirateId) {
    let mut second = None;
    let (s, first, _) = in_port(seed, port_name, None, left, |st, p| {
        let q = st.pirate_deck.pop().unwrap();
        let mut b = st.afloat_of(p).unwrap().clone();
        b.pirate = q;
        b.hostages.clear();
        b.information.clear();
        st.afloat.push(b);
        second = Some(q);
        change(st, p, q);
    });
    (s, first, second.unwrap())
}

fn allied(st: &mut State, declared: PirateId, with: PirateId) {
    st.alliances.push(Alliance { declared, with });
}

// 11.1: two of his pirates in one port form an alliance as one Action, declared for either
// (the higher Leadership's; both ways on a tie); not from sea, not in D&R, one a seat.
#[test]
fn alliance_forms_in_port_as_one_action() {
    let data = data();
    let (mut s, a, b) = two_in_port(1, "Cartagena", 2, |_, _, _| {});
    let lead = |p: PirateId| data.pirates[p.0 as usize].leadership;
    let (hi, lo) = if lead(a) >= lead(b) { (a, b) } else { (b, a) };
    let d = s.decision().unwrap();
    assert!(d.options.contains(&Choice::FormAlliance {
        pirate: hi,
        with: lo
    }));
    assert_eq!(
        d.options.contains(&Choice::FormAlliance {
            pirate: lo,
            with: hi
        }),
        lead(a) == lead(b),
        "declared for the higher Leadership, both ways on a tie"
    );
    let events = s
        .go(Choice::FormAlliance {
            pirate: hi,
            with: lo,
        })
        .unwrap();
    assert!(events.contains(&Event::AllianceFormed {
        pirate: hi,
        with: lo
    }));
    assert_eq!(
        s.state().alliances,
        [Alliance {
            declared: hi,
            with: lo
        }]
    );
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
    assert!(
        !s.decision()
            .unwrap()
            .options
            .iter()
            .any(|c| matches!(c, Choice::FormAlliance { .. })),
        "one alliance a seat"
    );
    // Bad input: an alliance not offered is refused, nothing changed.
    let before = s.state().clone();
    assert!(
        s.go(Choice::FormAlliance {
            pirate: lo,
            with: hi
        })
        .is_err()
    );
    assert_eq!(*s.state(), before);

    // Not while one is ashore in D&R; not at sea.
    let (s, a, b) = two_in_port(1, "Cartagena", 2, |st, _, q| {
        st.afloat_mut(q).unwrap().revelry = Revelry::Voluntary;
    });
    assert!(
        !s.decision()
            .unwrap()
            .options
            .iter()
            .any(|c| matches!(c, Choice::FormAlliance { .. }))
    );
    let _ = (a, b);
    let (s, _, _) = two_in_port(1, "Cartagena", 2, |st, p, q| {
        let area = data.ports[port_named("Cartagena").0 as usize].areas[0];
        st.afloat_mut(p).unwrap().at = Location::Sea(area);
        st.afloat_mut(q).unwrap().at = Location::Sea(area);
    });
    assert!(
        !s.decision()
            .unwrap()
            .options
            .iter()
            .any(|c| matches!(c, Choice::FormAlliance { .. }))
    );
}

// 11.2: the allies act as one through the one with more Notoriety; they move together at
// the lower Speed (two Actions for a Move below 0).
#[test]
fn alliance_acts_through_the_more_notorious_and_sails_at_the_lower_speed() {
    let data = data();
    let (mut s, a, b) = two_in_port(2, "Cartagena", 2, |st, p, q| {
        allied(st, p, q);
        st.afloat_mut(q).unwrap().notoriety = 5;
        st.afloat_mut(p).unwrap().speed = -1;
    });
    assert_eq!(alliance::active(s.state(), a), b, "more Notoriety leads");
    let d = s.decision().unwrap();
    assert!(
        !d.options.iter().any(
            |c| matches!(c, Choice::Move { pirate, .. } | Choice::InPort { pirate } if *pirate == a)
        ),
        "the other does not act alone"
    );
    let area = data.ports[port_named("Cartagena").0 as usize].areas[0];
    let to = Location::Sea(area);
    let events = s.go(Choice::Move { pirate: b, to }).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Moved { actions: 2, .. })),
        "the lower Speed: below 0"
    );
    assert_eq!(s.state().afloat_of(a).unwrap().at, to);
    assert_eq!(s.state().afloat_of(b).unwrap().at, to);
}

// 11.2: an alliance attacks with the better ship's Combat plus both Abilities (and the better
// Information); 11.3: the Notoriety is split, the odd point to the higher Leadership;
// 11.4: the Combat hits are split, the odd one where the player says.
#[test]
fn alliance_attacks_with_both_abilities_and_splits_notoriety_and_hits() {
    let data = data();
    let mut seen = [false, false];
    for seed in 0..40 {
        let (mut s, a, b) = two_in_port(seed, "San Juan", 1, |st, p, q| {
            let area = data.ports[port_named("San Juan").0 as usize].areas[0];
            st.afloat_mut(p).unwrap().at = Location::Sea(area);
            st.afloat_mut(q).unwrap().at = Location::Sea(area);
            st.afloat_mut(q).unwrap().combat = 3;
            allied(st, p, q);
        });
        let port = port_named("San Juan");
        let ability = |p: PirateId| data.pirates[p.0 as usize].ability;
        let events = s.go(Choice::AttackPort { pirate: a, port }).unwrap();
        let (die, total, defence, won) = events
            .iter()
            .find_map(|e| match e {
                Event::PortAttacked {
                    die,
                    total,
                    defence,
                    won,
                    ..
                } => Some((*die, *total, *defence, *won)),
                _ => None,
            })
            .unwrap();
        assert_eq!(
            total,
            die + 5 + ability(a) + ability(b),
            "the better Combat, both Abilities"
        );
        let st = s.state();
        if won {
            seen[0] = true;
            // San Juan's Value 2: 4 Notoriety, 2 each.
            let (na, nb) = (
                st.afloat_of(a).map(|x| x.notoriety),
                st.afloat_of(b).map(|x| x.notoriety),
            );
            assert_eq!((na, nb), (Some(2), Some(2)));
            assert!(
                matches!(st.afloat_of(b).unwrap().at, Location::Port { .. }),
                "both in port"
            );
            // One Combat hit: the odd one, the player's to place.
            assert_eq!(s.decision().unwrap().kind, Kind::AllyHit);
            s.go(Choice::HitOn { pirate: b }).unwrap();
            assert_eq!(s.state().afloat_of(b).unwrap().combat, 2);
            assert_eq!(s.state().afloat_of(a).unwrap().combat, 5);
            assert!(
                s.state().afloat_of(a).unwrap().holds.iter().sum::<u32>() > 0,
                "the booty in one ship"
            );
        } else if defence - total >= 2
            && s.state().afloat_of(a).is_some()
            && s.state().afloat_of(b).is_some()
        {
            seen[1] = true;
            let hits = defence - total;
            let combat = |s: &Session<Blackbeard>, p: PirateId| {
                s.state().afloat_of(p).map_or(0, |x| x.combat)
            };
            assert_eq!(
                (5 - combat(&s, a), 3 - combat(&s, b)),
                (hits / 2, hits / 2),
                "split evenly"
            );
            if hits % 2 == 1 {
                assert_eq!(
                    s.decision().unwrap().kind,
                    Kind::AllyHit,
                    "the odd one asked"
                );
                s.go(Choice::HitOn { pirate: a }).unwrap();
                assert_eq!(5 - combat(&s, a), hits / 2 + 1);
            }
        }
    }
    assert_eq!(seen, [true, true]);
}

// 11.3: the alliance's booty comes aboard one ship and is shared as it becomes Net Worth (our
// reading), the odd doubloon to the higher Leadership; loyalty changes strike both crews.
#[test]
fn alliance_splits_booty() {
    let data = data();
    let (mut s, a, b) = two_in_port(3, "Cartagena", 1, |st, p, q| {
        let g = st
            .ports
            .iter()
            .position(|x| {
                matches!(x.governor, Some(blackbeard::rules::Governor::Pro(_))) && x.haven.is_none()
            })
            .unwrap();
        let gov = st.ports[g].governor.take();
        st.ports[port_named("Cartagena").0 as usize].governor = gov;
        st.afloat_mut(p).unwrap().holds = vec![1001];
        st.afloat_mut(p).unwrap().loyalty = 5;
        st.afloat_mut(q).unwrap().loyalty = 5;
        allied(st, p, q);
    });
    let lead = |p: PirateId| data.pirates[p.0 as usize].leadership;
    let odd = if lead(b) > lead(a) { b } else { a };
    s.go(Choice::InPort { pirate: a }).unwrap();
    while let Some(Kind::InPort { step }) = s.decision().map(|d| d.kind) {
        let pick = match step {
            blackbeard::rules::VisitStep::Convert => Choice::ConvertHold { hold: 0 },
            blackbeard::rules::VisitStep::Revelry => Choice::Revel(true),
            blackbeard::rules::VisitStep::Haven => Choice::SeekHaven(false),
            blackbeard::rules::VisitStep::Refit => Choice::Refit(false),
            _ => Choice::NextActivity,
        };
        s.go(pick).unwrap();
    }
    let st = s.state();
    let nw = |p: PirateId| st.afloat_of(p).unwrap().net_worth;
    assert_eq!(nw(a) + nw(b), 1001, "a Pro-Pirate port: all of it");
    assert_eq!(nw(odd), 501, "the odd doubloon to the higher Leadership");
    for p in [a, b] {
        let x = st.afloat_of(p).unwrap();
        assert_eq!(x.revelry, Revelry::Voluntary, "both crews ashore");
        assert_eq!(x.loyalty, 6, "+1 to both crews");
    }
}

// 11.5: no Letter of Marque is taken during an alliance, and one held is not used.
#[test]
fn alliance_neither_takes_nor_uses_a_letter() {
    let data = data();
    let (s, a, _) = two_in_port(4, "Havana", 1, |st, p, q| {
        st.ports[port_named("Havana").0 as usize].governor =
            Some(blackbeard::rules::Governor::Anti);
        st.afloat_mut(p).unwrap().letter = Some(Nation::Spanish);
        allied(st, p, q);
    });
    let havana = port_named("Havana");
    assert_eq!(
        port::status(&data, s.state(), a, havana),
        blackbeard::rules::PortStatus::Anti
    );
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::Retire { pirate: a })
    );
    let (mut s, a, _) = two_in_port(4, "Cartagena", 1, |st, p, q| {
        let g = st
            .ports
            .iter()
            .position(|x| {
                matches!(x.governor, Some(blackbeard::rules::Governor::Pro(_))) && x.haven.is_none()
            })
            .unwrap();
        let gov = st.ports[g].governor.take();
        st.ports[port_named("Cartagena").0 as usize].governor = gov;
        let letter = take_card(st, &data, EventKind::LetterOfMarque);
        let seat = st.pirate_player();
        st.hands[seat].push(letter);
        allied(st, p, q);
    });
    s.go(Choice::InPort { pirate: a }).unwrap();
    assert_ne!(
        s.decision().unwrap().kind,
        Kind::InPort {
            step: blackbeard::rules::VisitStep::Letter
        }
    );
}

// 11.6: the player breaks the alliance for free in his turn; a pirate leaving play ends it.
#[test]
fn alliance_breaks_for_free_or_with_a_pirate_gone() {
    let (mut s, a, b) = two_in_port(5, "Cartagena", 2, allied);
    let events = s.go(Choice::BreakAlliance { pirate: a }).unwrap();
    assert!(events.contains(&Event::AllianceBroken { pirate: a, with: b }));
    assert!(s.state().alliances.is_empty());
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 2 }, "free");

    // At Card Play too; and a retirement ends it.
    let (mut s, a, b) = two_in_port(5, "Cartagena", 2, |st, p, q| {
        allied(st, p, q);
        st.phase = Phase::CardPlay;
    });
    assert!(
        s.decision()
            .unwrap()
            .options
            .contains(&Choice::BreakAlliance { pirate: a })
    );
    let (mut s2, a2, b2) = two_in_port(5, "Cartagena", 1, |st, p, q| {
        allied(st, p, q);
        st.ports[port_named("Cartagena").0 as usize].haven = None;
        st.afloat_mut(p).unwrap().letter = None;
        st.afloat_mut(p).unwrap().notoriety = 9;
    });
    let _ = (&mut s, b);
    // A retirement needs a haven: give him one, then retire.
    let mut st = s2.state().clone();
    let g = st
        .ports
        .iter()
        .position(|x| {
            matches!(x.governor, Some(blackbeard::rules::Governor::Pro(_))) && x.haven.is_none()
        })
        .unwrap();
    let gov = st.ports[g].governor.take();
    st.ports[port_named("Cartagena").0 as usize].governor = gov;
    st.ports[port_named("Cartagena").0 as usize].haven = Some(a2);
    s2 = Session::from_state(s2.data_arc(), st).unwrap();
    let events = s2.go(Choice::Retire { pirate: a2 }).unwrap();
    assert!(events.contains(&Event::AllianceBroken {
        pirate: a2,
        with: b2
    }));
    assert!(s2.state().alliances.is_empty());
    let bad = s2.go(Choice::BreakAlliance { pirate: b2 });
    assert!(bad.is_err(), "an alliance not there is not broken");
}
