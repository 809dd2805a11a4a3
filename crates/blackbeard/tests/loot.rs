//! 8.2–8.5 Loot, 13 D&R, 14 Mutiny and 16 Recovery, through the door a player uses.

mod common;
use blackbeard::content::{AreaId, LoyaltyCause, MerchantId, PirateId, PortId, ShipKind};
use blackbeard::rules::{
    Blackbeard, Choice, Event, Kind, Location, LootStep, Merchant, MutinyOutcome, Phase, Revelry,
    State, Stow,
};
use common::*;
use game_core::Session;

/// The Pirate Player's first pirate at sea off Cartagena (South America), which holds a
/// merchant of `kind` he has found, with no Cunning left; `left` Actions; `change` sets the
/// rest.
fn at_merchant(
    seed: u64,
    kind: ShipKind,
    left: u8,
    change: impl FnOnce(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId, PortId) {
    let data = data();
    let base = at_first_turn(2, 9);
    let seat = base.state().pirate_player();
    let pirate = base.state().seat_afloat(seat).next().unwrap().pirate;
    let port = PortId(
        data.ports
            .iter()
            .position(|p| p.name == "Cartagena")
            .unwrap() as u8,
    );
    let area = AreaId(
        data.areas
            .iter()
            .position(|a| a.key == "south_america")
            .unwrap() as u8,
    );
    let s = changed(&base, |st| {
        // The merchant counter of that kind, from the pool or the map.
        for p in &mut st.ports {
            if let Some(m) = p.merchant.take() {
                st.merchant_pool.push(m.counter);
            }
        }
        let i = st
            .merchant_pool
            .iter()
            .position(|m| data.merchants[m.0 as usize] == kind)
            .unwrap();
        let counter: MerchantId = st.merchant_pool.remove(i);
        st.ports[port.0 as usize].merchant = Some(Merchant {
            counter,
            face_up: true,
            found_by: Some(pirate),
        });
        st.afloat_mut(pirate).unwrap().at = Location::Sea(area);
        // No Cunning unless a test gives him some (12: it would offer re-rolls).
        st.afloat_mut(pirate).unwrap().cunning = 0;
        st.phase = Phase::Actions { left, pirate: None };
        st.played_for_actions = true;
        st.played_held = true;
        st.rng = game_core::rng::GameRng::from_seed(seed);
        change(st, pirate);
    });
    (s, pirate, port)
}

fn cargo_rolled(events: &[Event]) -> (u8, u8, u32) {
    events
        .iter()
        .find_map(|e| match e {
            Event::CargoRolled {
                die,
                roll,
                doubloons,
                ..
            } => Some((*die, *roll, *doubloons)),
            _ => None,
        })
        .expect("the cargo rolled")
}

// 8.31–8.35: the cargo by the area's row (d6 + Cargo rating), a hostage drawn; seized into an
// empty hold for Notoriety equal to the Cargo rating and the table's loyalty change; the
// hostage held with his port's nation; the merchant back to the pool; voluntary D&R (+1).
#[test]
fn looting_takes_cargo_notoriety_and_the_hostage() {
    let data = data();
    for seed in 0..12 {
        let (mut s, pirate, port) = at_merchant(seed, ShipKind::Brigantine, 2, |_, _| {});
        let before = s.state().afloat_of(pirate).unwrap().clone();
        let events = s.choose(Choice::Loot { pirate, port }).unwrap();
        let (die, roll, doubloons) = cargo_rolled(&events);
        assert_eq!(roll, die + 3, "a Brigantine's Cargo rating is 3");
        let sa = data
            .areas
            .iter()
            .position(|a| a.key == "south_america")
            .unwrap();
        assert_eq!(doubloons, data.cargo[sa][roll as usize - 1], "8.32");
        assert_eq!(
            s.decision().unwrap().kind,
            Kind::Loot {
                step: LootStep::Seize
            }
        );
        s.choose(Choice::Seize(true)).unwrap();
        let d = s.decision().unwrap();
        assert_eq!(
            d.options,
            [
                Choice::Stow(Stow::EmptyHold),
                Choice::Stow(Stow::Abandon),
                Choice::Stow(Stow::Convert)
            ]
        );
        s.choose(Choice::Stow(Stow::EmptyHold)).unwrap();
        let a = s.state().afloat_of(pirate).unwrap();
        assert_eq!(a.holds, [doubloons]);
        assert_eq!(a.notoriety, before.notoriety + 3, "18.2: the Cargo rating");
        let change = if roll <= 3 {
            data.loyalty_change(LoyaltyCause::PoorCargo)
        } else if roll >= 8 {
            data.loyalty_change(LoyaltyCause::RichCargo)
        } else {
            0
        };
        assert_eq!(a.loyalty as i8, before.loyalty as i8 + change);
        assert_eq!(
            s.decision().unwrap().kind,
            Kind::Loot {
                step: LootStep::Hostage
            }
        );
        s.choose(Choice::Torture(false)).unwrap();
        let a = s.state().afloat_of(pirate).unwrap();
        assert_eq!(a.hostages.len(), 1);
        assert_eq!(
            a.hostages[0].1,
            Some(blackbeard::content::Nation::Spanish),
            "8.44"
        );
        assert!(s.state().ports[port.0 as usize].merchant.is_none(), "8.34");
        assert_eq!(
            s.decision().unwrap().kind,
            Kind::Loot {
                step: LootStep::Revelry
            }
        );
        let loyalty = a.loyalty;
        s.choose(Choice::Revel(true)).unwrap();
        let a = s.state().afloat_of(pirate).unwrap();
        assert_eq!(a.revelry, Revelry::Voluntary);
        assert_eq!(a.loyalty, (loyalty + 1).min(12), "13.21, BB-R A9");
        assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
    }
}

// 8.32: declining the Booty costs a point of loyalty and ends the action.
#[test]
fn declining_the_booty_costs_loyalty() {
    let (mut s, pirate, port) = at_merchant(1, ShipKind::Flute, 2, |_, _| {});
    let loyalty = s.state().afloat_of(pirate).unwrap().loyalty;
    s.choose(Choice::Loot { pirate, port }).unwrap();
    let events = s.choose(Choice::Seize(false)).unwrap();
    assert!(events.contains(&Event::BootyDeclined { pirate }));
    assert_eq!(s.state().afloat_of(pirate).unwrap().loyalty, loyalty - 1);
    assert!(s.state().afloat_of(pirate).unwrap().holds.is_empty());
    assert_eq!(s.decision().unwrap().kind, Kind::Action { left: 1 });
}

// 8.5, Example B: a full Schooner converting a Sloop: the Sloop at its maximum ratings,
// loyalty −1 for the smaller ship, two of the old holds jettisoned (his choice), the new cargo
// in the one left. Flutes and Square-Riggers are never offered.
#[test]
fn converting_a_smaller_ship_trims_the_holds() {
    let data = data();
    let (mut s, pirate, port) = at_merchant(2, ShipKind::Sloop, 2, |st, p| {
        let a = st.afloat_mut(p).unwrap();
        a.ship = Some(ShipKind::Schooner);
        a.speed = 1;
        a.combat = 4;
        a.holds = vec![100, 200, 300];
    });
    let loyalty = s.state().afloat_of(pirate).unwrap().loyalty;
    s.choose(Choice::Loot { pirate, port }).unwrap();
    s.choose(Choice::Seize(true)).unwrap();
    let d = s.decision().unwrap();
    assert!(
        d.options.contains(&Choice::Stow(Stow::Jettison(2))),
        "a full ship jettisons"
    );
    assert!(!d.options.contains(&Choice::Stow(Stow::EmptyHold)));
    s.choose(Choice::Stow(Stow::Convert)).unwrap();
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!(a.ship, Some(ShipKind::Sloop));
    assert_eq!((a.speed, a.combat), (5, 5), "undamaged, at its maximum");
    assert_eq!(a.loyalty, loyalty - 1, "a smaller ship");
    assert_eq!(
        s.decision().unwrap().kind,
        Kind::Loot {
            step: LootStep::Trim
        }
    );
    s.choose(Choice::Jettison { hold: 0 }).unwrap();
    assert_eq!(
        s.decision().unwrap().kind,
        Kind::Loot {
            step: LootStep::Trim
        }
    );
    s.choose(Choice::Jettison { hold: 0 }).unwrap();
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!(a.holds.len(), 2);
    assert_eq!(a.holds[0], 300, "his choice of the holds kept");
    for kind in [ShipKind::Flute, ShipKind::SquareRigger] {
        let (mut s, pirate, port) = at_merchant(3, kind, 2, |_, _| {});
        s.choose(Choice::Loot { pirate, port }).unwrap();
        s.choose(Choice::Seize(true)).unwrap();
        assert!(
            !s.decision()
                .unwrap()
                .options
                .contains(&Choice::Stow(Stow::Convert))
        );
    }
    let _ = data;
}

// 8.45–8.46: a die over his Cruelty makes the hostage tell his port's Information
// (cumulative); either way +1 loyalty and Notoriety by the hostage's Value; the hostage dies.
#[test]
fn torture_over_cruelty_gives_information() {
    let data = data();
    let mut told = [0, 0];
    for seed in 0..40 {
        let (mut s, pirate, port) = at_merchant(seed, ShipKind::Schooner, 2, |_, _| {});
        let cruelty = data.pirates[pirate.0 as usize].cruelty;
        s.choose(Choice::Loot { pirate, port }).unwrap();
        s.choose(Choice::Seize(true)).unwrap();
        s.choose(Choice::Stow(Stow::Abandon)).unwrap();
        let before = s.state().afloat_of(pirate).unwrap().clone();
        let Phase::Loot(l) = &s.state().phase else {
            panic!()
        };
        let hostage = l.hostage.unwrap();
        let events = s.choose(Choice::Torture(true)).unwrap();
        let (die, information) = events
            .iter()
            .find_map(|e| match e {
                Event::Tortured {
                    die, information, ..
                } => Some((*die, *information)),
                _ => None,
            })
            .unwrap();
        let h = &data.hostages[hostage.0 as usize];
        assert_eq!(information, if die > cruelty { h.information } else { 0 });
        let a = s.state().afloat_of(pirate).unwrap();
        assert_eq!(a.notoriety, before.notoriety + h.value as u32, "18.2");
        assert_eq!(a.loyalty, (before.loyalty + 1).min(12));
        let points = a
            .information
            .iter()
            .find(|(p, _)| *p == port)
            .map_or(0, |(_, n)| *n);
        assert_eq!(points, information);
        assert!(
            s.state().hostage_pool.contains(&hostage),
            "back to the pool"
        );
        told[usize::from(information > 0)] += 1;
    }
    assert!(told[0] > 0 && told[1] > 0, "{told:?}");
}

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
        s.choose(Choice::Loot { pirate, port }).unwrap();
        let events = s.choose(Choice::Seize(false)).unwrap();
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
    let events = s.choose(to).unwrap();
    let first = events
        .iter()
        .position(|e| matches!(e, Event::Mutiny { .. }));
    assert_eq!(first, Some(0), "the mutiny comes first: {events:?}");
}

// 13.22, 13.24, 16: a crew at D&R may only Move and Recover (in port); one Recovery ends a
// voluntary D&R, two in a row an involuntary one.
#[test]
fn recovery_ends_revelry() {
    let data = data();
    let cartagena = PortId(
        data.ports
            .iter()
            .position(|p| p.name == "Cartagena")
            .unwrap() as u8,
    );
    for (revelry, recoveries) in [
        (Revelry::Voluntary, 1),
        (Revelry::Involuntary { recovered: 0 }, 2),
    ] {
        let (mut s, pirate, _) = at_merchant(6, ShipKind::Flute, 3, |st, p| {
            let a = st.afloat_mut(p).unwrap();
            a.revelry = revelry;
            a.at = Location::Port {
                port: cartagena,
                from: AreaId(6),
            };
        });
        let mine: Vec<Choice> = s
            .decision()
            .unwrap()
            .options
            .into_iter()
            .filter(|c| match c {
                Choice::Move { pirate: p, .. } | Choice::Recover { pirate: p } => *p == pirate,
                Choice::Find { pirate: p, .. } | Choice::Loot { pirate: p, .. } => {
                    panic!("{p:?} may only Move and Recover")
                }
                _ => false,
            })
            .collect();
        assert!(mine.contains(&Choice::Recover { pirate }));
        for _ in 0..recoveries {
            assert_ne!(s.state().afloat_of(pirate).unwrap().revelry, Revelry::None);
            s.choose(Choice::Recover { pirate }).unwrap();
        }
        assert_eq!(s.state().afloat_of(pirate).unwrap().revelry, Revelry::None);
    }
}

// 12 Cunning: a failed Find, the Cargo Table's die and a torture that drew nothing may be
// rolled again for a point of Cunning (the pirate's own rolls, never a D66); the point is
// spent only on a re-roll, and a pirate without Cunning is not asked.
#[test]
fn cunning_rolls_a_die_of_his_own_again() {
    let data = data();
    let mut rerolled = 0;
    for seed in 0..40 {
        let (mut s, pirate, port) = at_merchant(seed, ShipKind::Schooner, 2, |st, p| {
            st.afloat_mut(p).unwrap().cunning = 1;
            let m = st
                .ports
                .iter_mut()
                .find_map(|x| x.merchant.as_mut())
                .unwrap();
            m.found_by = None;
            m.face_up = false;
        });
        let ability = data.pirates[pirate.0 as usize].ability;
        s.choose(Choice::Find { pirate, port }).unwrap();
        match s.decision().unwrap().kind {
            Kind::Cunning { die } => {
                assert!(die + ability < 7, "offered only for a failed Find");
                let again = seed % 2 == 0;
                let events = s.choose(Choice::Reroll(again)).unwrap();
                let cunning = s.state().afloat_of(pirate).unwrap().cunning;
                if again {
                    rerolled += 1;
                    assert_eq!(cunning, 0, "a point spent");
                    let Some(Event::CunningUsed { was, now, .. }) = events
                        .iter()
                        .find(|e| matches!(e, Event::CunningUsed { .. }))
                    else {
                        panic!("a re-roll")
                    };
                    assert_eq!(*was, die);
                    let Some(Event::FindRolled { die: kept, .. }) = events
                        .iter()
                        .find(|e| matches!(e, Event::FindRolled { .. }))
                    else {
                        panic!("the find")
                    };
                    assert_eq!(kept, now, "the new die counts");
                } else {
                    assert_eq!(cunning, 1, "kept: nothing spent");
                }
            }
            Kind::Action { .. } | Kind::CardPlay => {
                // Found at once: nothing to roll again.
                assert!(
                    s.state().ports[port.0 as usize].merchant.unwrap().found_by == Some(pirate)
                );
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(rerolled > 0);
    // No Cunning left: the Cargo Table's die is not offered.
    let (mut s, pirate, port) = at_merchant(1, ShipKind::Sloop, 2, |st, p| {
        st.afloat_mut(p).unwrap().cunning = 0;
    });
    s.choose(Choice::Loot { pirate, port }).unwrap();
    assert_eq!(
        s.decision().unwrap().kind,
        Kind::Loot {
            step: LootStep::Seize
        }
    );
    // With Cunning, the Cargo Table's die is offered, and the cargo follows the die kept.
    let (mut s, pirate, port) = at_merchant(1, ShipKind::Sloop, 2, |st, p| {
        st.afloat_mut(p).unwrap().cunning = 1;
    });
    s.choose(Choice::Loot { pirate, port }).unwrap();
    let Kind::Cunning { die } = s.decision().unwrap().kind else {
        panic!("the cargo die offered")
    };
    let events = s.choose(Choice::Reroll(false)).unwrap();
    let (kept, roll, _) = cargo_rolled(&events);
    assert_eq!((kept, roll), (die, die + 1), "a Sloop's Cargo rating is 1");
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
        let events = s.choose(to).unwrap();
        let Kind::Cunning { die } = s.decision().unwrap().kind else {
            // Under his Leadership: quashed at once, and he sails.
            assert!(events.iter().any(|e| matches!(e, Event::Moved { .. })));
            continue;
        };
        assert!(die >= leadership, "offered only when it would cost him");
        let events = s.choose(Choice::Reroll(true)).unwrap();
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
