//! 8.2–8.5 Loot, 13 D&R and 16 Recovery, through the door a player uses (14 Mutiny:
//! `mutiny.rs`).

mod common;
use blackbeard::content::{AreaId, LoyaltyCause, PortId, ShipKind};
use blackbeard::rules::{Choice, Event, Kind, Location, LootStep, Phase, Revelry, Stow};
use common::PassingWindows;
use common::loot::at_merchant;
use common::*;

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
        let events = s.go(Choice::Loot { pirate, port }).unwrap();
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
        s.go(Choice::Seize(true)).unwrap();
        let d = s.decision().unwrap();
        assert_eq!(
            d.options,
            [
                Choice::Stow(Stow::EmptyHold),
                Choice::Stow(Stow::Abandon),
                Choice::Stow(Stow::Convert)
            ]
        );
        s.go(Choice::Stow(Stow::EmptyHold)).unwrap();
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
        s.go(Choice::Torture(false)).unwrap();
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
        s.go(Choice::Revel(true)).unwrap();
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
    s.go(Choice::Loot { pirate, port }).unwrap();
    let events = s.go(Choice::Seize(false)).unwrap();
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
    s.go(Choice::Loot { pirate, port }).unwrap();
    s.go(Choice::Seize(true)).unwrap();
    let d = s.decision().unwrap();
    assert!(
        d.options.contains(&Choice::Stow(Stow::Jettison(2))),
        "a full ship jettisons"
    );
    assert!(!d.options.contains(&Choice::Stow(Stow::EmptyHold)));
    s.go(Choice::Stow(Stow::Convert)).unwrap();
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
    s.go(Choice::Jettison { hold: 0 }).unwrap();
    assert_eq!(
        s.decision().unwrap().kind,
        Kind::Loot {
            step: LootStep::Trim
        }
    );
    s.go(Choice::Jettison { hold: 0 }).unwrap();
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!(a.holds.len(), 2);
    assert_eq!(a.holds[0], 300, "his choice of the holds kept");
    for kind in [ShipKind::Flute, ShipKind::SquareRigger] {
        let (mut s, pirate, port) = at_merchant(3, kind, 2, |_, _| {});
        s.go(Choice::Loot { pirate, port }).unwrap();
        s.go(Choice::Seize(true)).unwrap();
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
        s.go(Choice::Loot { pirate, port }).unwrap();
        s.go(Choice::Seize(true)).unwrap();
        s.go(Choice::Stow(Stow::Abandon)).unwrap();
        let before = s.state().afloat_of(pirate).unwrap().clone();
        let Phase::Loot(l) = &s.state().phase else {
            panic!()
        };
        let hostage = l.hostage.unwrap();
        let events = s.go(Choice::Torture(true)).unwrap();
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
            s.go(Choice::Recover { pirate }).unwrap();
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
        s.go(Choice::Find { pirate, port }).unwrap();
        match s.decision().unwrap().kind {
            Kind::Cunning { die } => {
                assert!(die + ability < 7, "offered only for a failed Find");
                let again = seed % 2 == 0;
                let events = s.go(Choice::Reroll(again)).unwrap();
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
    s.go(Choice::Loot { pirate, port }).unwrap();
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
    s.go(Choice::Loot { pirate, port }).unwrap();
    let Kind::Cunning { die } = s.decision().unwrap().kind else {
        panic!("the cargo die offered")
    };
    let events = s.go(Choice::Reroll(false)).unwrap();
    let (kept, roll, _) = cargo_rolled(&events);
    assert_eq!((kept, roll), (die, die + 1), "a Sloop's Cargo rating is 1");
}
