//! 8.2–8.5, the Loot Merchant Ship Action: the Cargo Table and the Hostage (step 1), the
//! cargo taken, the merchant converted and the hostage dealt with (step 2), the merchant back
//! to the pool (step 3), voluntary D&R (step 4).

use super::state::*;
use super::{Choice, Event, Stow, fate, mutiny};
use crate::content::{BbData, LoyaltyCause, Nation, Owner, PirateId, PortId, ShipKind};

/// The merchant a Looting boards.
fn merchant_kind(data: &BbData, state: &State, port: PortId) -> ShipKind {
    let m = state.ports[port.0 as usize]
        .merchant
        .expect("the merchant being looted");
    data.merchants[m.counter.0 as usize]
}

/// 8.31 step 1: the cargo rolled on the area's row (d6 + the merchant's Cargo rating) and a
/// Hostage drawn blindly (none if the pool is empty: BB-R C 8.32–8.33).
pub(super) fn start(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    port: PortId,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    debug_assert!(
        matches!(
            state.afloat_of(pirate).map(|a| a.at),
            Some(Location::Sea(_))
        ),
        "a Loot is made at sea (8.11)"
    );
    let die = state.rng.d6();
    let hostage = state.hostage_pool.pop();
    let looting = Looting {
        pirate,
        port,
        left,
        bound,
        step: LootStep::Seize,
        roll: 0,
        doubloons: 0,
        hostage,
    };
    // 12: the Cargo Table's die may be rolled again with Cunning before it counts.
    if !super::cunning::offer(state, pirate, die, Reroll::Cargo(looting.clone())) {
        cargo_rolled(data, state, looting, die, events);
    }
}

/// 8.32: the cargo by the area's row for the die kept (and the Hostage drawn with it).
pub(super) fn cargo_rolled(
    data: &BbData,
    state: &mut State,
    mut l: Looting,
    die: u8,
    events: &mut Vec<Event>,
) {
    let Location::Sea(area) = state.afloat_of(l.pirate).expect("the looter").at else {
        unreachable!("a Loot is made at sea (8.11)");
    };
    let cargo = data.ship(merchant_kind(data, state, l.port)).cargo;
    l.roll = die + cargo;
    l.doubloons = data.cargo[area.0 as usize][l.roll as usize - 1];
    events.push(Event::CargoRolled {
        pirate: l.pirate,
        die,
        roll: l.roll,
        doubloons: l.doubloons,
    });
    if let Some(hostage) = l.hostage {
        events.push(Event::HostageDrawn {
            pirate: l.pirate,
            hostage,
        });
    }
    state.phase = Phase::Loot(l);
}

pub(super) fn options(data: &BbData, state: &State, l: &Looting) -> Vec<Choice> {
    let a = state.afloat_of(l.pirate).expect("the looter is afloat");
    match l.step {
        LootStep::Seize => vec![Choice::Seize(true), Choice::Seize(false)],
        LootStep::Cargo => {
            let holds = data
                .ship(a.ship.expect("a ship"))
                .pirate
                .expect("a pirate's")
                .holds;
            let mut out = Vec::new();
            if a.holds.len() < holds as usize {
                out.push(Choice::Stow(Stow::EmptyHold));
            } else {
                out.extend((0..a.holds.len() as u8).map(|i| Choice::Stow(Stow::Jettison(i))));
            }
            out.push(Choice::Stow(Stow::Abandon));
            if data.ship(merchant_kind(data, state, l.port)).convertible {
                out.push(Choice::Stow(Stow::Convert));
            }
            out
        }
        LootStep::Trim => (0..a.holds.len() as u8)
            .map(|hold| Choice::Jettison { hold })
            .collect(),
        LootStep::Hostage => vec![Choice::Torture(true), Choice::Torture(false)],
        LootStep::Revelry => vec![Choice::Revel(true), Choice::Revel(false)],
    }
}

pub(super) fn advance(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let Phase::Loot(mut l) = state.phase.clone() else {
        unreachable!("looting");
    };
    let pirate = l.pirate;
    match (l.step, choice) {
        (LootStep::Seize, Choice::Seize(false)) => {
            // 8.32: −1 loyalty; the action ends. Our reading: the hostage goes back to the
            // pool and the merchant sails on (back to the pool), as after a loot.
            events.push(Event::BootyDeclined { pirate });
            fate::change_loyalty(data, state, pirate, LoyaltyCause::BootyDeclined, events);
            if let Some(h) = l.hostage.take() {
                state.hostage_pool.push(h);
                state.rng.shuffle(&mut state.hostage_pool);
            }
            merchant_gone(state, l.port, events);
            return mutiny::after_action(data, state, l.left, l.bound, events);
        }
        (LootStep::Seize, Choice::Seize(true)) => l.step = LootStep::Cargo,
        (LootStep::Cargo, Choice::Stow(stow)) => match stow {
            Stow::EmptyHold => {
                take_cargo(data, state, &l, None, events);
                l.step = LootStep::Hostage;
            }
            Stow::Jettison(i) => {
                take_cargo(data, state, &l, Some(i), events);
                l.step = LootStep::Hostage;
            }
            Stow::Abandon => {
                events.push(Event::CargoAbandoned { pirate });
                l.step = LootStep::Hostage;
            }
            Stow::Convert => {
                convert(data, state, &l, events);
                l.step = if fits(data, state, pirate) {
                    take_cargo(data, state, &l, None, events);
                    LootStep::Hostage
                } else {
                    LootStep::Trim
                };
            }
        },
        (LootStep::Trim, Choice::Jettison { hold }) => {
            let a = state.afloat_mut(pirate).expect("afloat");
            let doubloons = a.holds.remove(hold as usize);
            events.push(Event::CargoJettisoned { pirate, doubloons });
            if fits(data, state, pirate) {
                take_cargo(data, state, &l, None, events);
                l.step = LootStep::Hostage;
            }
        }
        (LootStep::Hostage, Choice::Torture(torture)) => {
            let h = l.hostage.take().expect("a hostage");
            if torture {
                // 12: a torture that drew nothing may be rolled again with Cunning.
                let die = state.rng.d6();
                let cruelty = super::alliance::best(data, state, pirate, |p| p.cruelty);
                if die <= cruelty
                    && cruelty < 6
                    && super::cunning::offer(state, pirate, die, Reroll::Torture(l.clone(), h))
                {
                    return;
                }
                torture_hostage(data, state, pirate, l.port, h, die, events);
            } else {
                // 8.44: held with the nation of the port he was bound for.
                let nation: Option<Nation> = match data.ports[l.port.0 as usize].owner {
                    Owner::Nation(n) => Some(n),
                    Owner::PiratePort => None,
                };
                state
                    .afloat_mut(pirate)
                    .expect("afloat")
                    .hostages
                    .push((h, nation));
                events.push(Event::HeldForRansom { pirate });
            }
        }
        (LootStep::Revelry, Choice::Revel(revel)) => {
            if revel {
                // An alliance's crews together (the loyalty once, for both: 11.3).
                for p in std::iter::once(pirate).chain(super::alliance::ally(state, pirate)) {
                    let a = state.afloat_mut(p).expect("afloat");
                    if a.revelry == Revelry::None {
                        a.revelry = Revelry::Voluntary;
                        events.push(Event::Revelry {
                            pirate: p,
                            voluntary: true,
                        });
                    }
                }
                fate::change_loyalty(data, state, pirate, LoyaltyCause::RevelryAshore, events);
            }
            return mutiny::after_action(data, state, l.left, l.bound, events);
        }
        (step, choice) => unreachable!("{choice:?} is not an answer at {step:?}"),
    }
    after_hostage(data, state, l, events);
}

/// 12: a torture's die kept; the loot goes on.
pub(super) fn tortured(
    data: &BbData,
    state: &mut State,
    l: Looting,
    hostage: crate::content::HostageId,
    die: u8,
    events: &mut Vec<Event>,
) {
    torture_hostage(data, state, l.pirate, l.port, hostage, die, events);
    after_hostage(data, state, l, events);
}

/// The hostage dealt with, the merchant leaves the map (8.34) and D&R may follow (8.35;
/// never a second marker: BB-R C 13.13).
fn after_hostage(data: &BbData, state: &mut State, mut l: Looting, events: &mut Vec<Event>) {
    let pirate = l.pirate;
    if l.step == LootStep::Hostage && l.hostage.is_none() {
        merchant_gone(state, l.port, events);
        let marked = state
            .afloat_of(pirate)
            .is_none_or(|a| a.revelry != Revelry::None);
        if marked {
            return mutiny::after_action(data, state, l.left, l.bound, events);
        }
        l.step = LootStep::Revelry;
    }
    state.phase = Phase::Loot(l);
}

/// Whether the holds leave one free for the new cargo.
fn fits(data: &BbData, state: &State, pirate: PirateId) -> bool {
    let a = state.afloat_of(pirate).expect("afloat");
    let holds = data
        .ship(a.ship.expect("a ship"))
        .pirate
        .expect("a pirate's")
        .holds;
    a.holds.len() < holds as usize
}

/// 8.33: the cargo in a hold (over hold `over`'s, jettisoned): Notoriety by the merchant's
/// Cargo rating, and the Cargo Table's loyalty change (BB-R A8).
fn take_cargo(
    data: &BbData,
    state: &mut State,
    l: &Looting,
    over: Option<u8>,
    events: &mut Vec<Event>,
) {
    let cargo = data.ship(merchant_kind(data, state, l.port)).cargo;
    let notoriety = cargo as u32 * data.notoriety.loot as u32;
    let a = state.afloat_mut(l.pirate).expect("afloat");
    match over {
        Some(i) => {
            let old = std::mem::replace(&mut a.holds[i as usize], l.doubloons);
            events.push(Event::CargoJettisoned {
                pirate: l.pirate,
                doubloons: old,
            });
        }
        None => a.holds.push(l.doubloons),
    }
    super::alliance::gain_notoriety(data, state, l.pirate, notoriety);
    events.push(Event::CargoStowed {
        pirate: l.pirate,
        doubloons: l.doubloons,
        notoriety,
    });
    if l.roll <= data.poor_up_to {
        fate::change_loyalty(data, state, l.pirate, LoyaltyCause::PoorCargo, events);
    } else if l.roll >= data.rich_from {
        fate::change_loyalty(data, state, l.pirate, LoyaltyCause::RichCargo, events);
    }
}

/// 8.5: the merchant becomes his ship at its maximum ratings; loyalty +1 for a larger ship,
/// −1 for a smaller one; everything else stays aboard.
fn convert(data: &BbData, state: &mut State, l: &Looting, events: &mut Vec<Event>) {
    let kind = merchant_kind(data, state, l.port);
    let new = data.ship(kind);
    let ship = new.pirate.expect("a convertible ship sails for pirates");
    let a = state.afloat_mut(l.pirate).expect("afloat");
    let old = data.ship(a.ship.expect("a ship")).cargo;
    a.ship = Some(kind);
    a.speed = ship.speed as i8;
    a.combat = ship.combat;
    events.push(Event::Converted {
        pirate: l.pirate,
        kind,
    });
    if new.cargo > old {
        fate::change_loyalty(data, state, l.pirate, LoyaltyCause::LargerShip, events);
    } else if new.cargo < old {
        fate::change_loyalty(data, state, l.pirate, LoyaltyCause::SmallerShip, events);
    }
}

/// 8.45–8.46: d6 over Cruelty, the hostage tells what he knows of the port (cumulative);
/// either way +1 loyalty and Notoriety by his Value, and he dies (back to the pool).
fn torture_hostage(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    port: PortId,
    hostage: crate::content::HostageId,
    die: u8,
    events: &mut Vec<Event>,
) {
    let h = &data.hostages[hostage.0 as usize];
    let cruelty = super::alliance::best(data, state, pirate, |p| p.cruelty);
    let information = if die > cruelty { h.information } else { 0 };
    let notoriety = h.value as u32 * data.notoriety.torture as u32;
    let a = state.afloat_mut(pirate).expect("afloat");
    if information > 0 {
        match a.information.iter_mut().find(|(p, _)| *p == port) {
            Some((_, points)) => *points = points.saturating_add(information),
            None => a.information.push((port, information)),
        }
    }
    super::alliance::gain_notoriety(data, state, pirate, notoriety);
    events.push(Event::Tortured {
        pirate,
        die,
        information,
        notoriety,
    });
    fate::change_loyalty(data, state, pirate, LoyaltyCause::Torture, events);
    state.hostage_pool.push(hostage);
    state.rng.shuffle(&mut state.hostage_pool);
}

/// 8.34: the merchant counter back to the pool.
fn merchant_gone(state: &mut State, port: PortId, events: &mut Vec<Event>) {
    if let Some(m) = state.ports[port.0 as usize].merchant.take() {
        state.merchant_pool.push(m.counter);
        state.rng.shuffle(&mut state.merchant_pool);
        events.push(Event::MerchantLooted { port });
    }
}
