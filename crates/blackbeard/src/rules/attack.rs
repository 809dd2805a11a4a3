//! 9.5 Pirate attacks on ports: the Attack Port Action from the port's Sea Area (9.51–9.54,
//! 9.58–9.59) and the Sack as his very next action (9.55). The Warship's interception
//! (6.45) comes with its rules. Cunning may roll a lost attack's or a failed sack's die again.
//! No English port is attacked while the General Pardon is in force (17.2 #8).

use super::state::*;
use super::{Event, fate, mutiny};
use crate::content::{BbData, LoyaltyCause, Owner, PirateId, PortId};
use serde::{Deserialize, Serialize};

/// 9.51: the ports he may attack from where he is: at sea in their area (not in port, not
/// from a box), never a Pirate Port or a destroyed one.
pub(super) fn targets(data: &BbData, state: &State, a: &Afloat) -> Vec<PortId> {
    let Location::Sea(area) = a.at else {
        return Vec::new();
    };
    data.areas[area.0 as usize]
        .ports
        .iter()
        .copied()
        .filter(|p| {
            !data.ports[p.0 as usize].is_pirate_port()
                && !state.ports[p.0 as usize].destroyed
                && !super::own_events::pardon_shields(data, state, *p)
        })
        .collect()
}

/// 9.52's modifiers of an attack, each named (the attack panel and the log show them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackParts {
    /// His ship's Combat (an alliance's: the better ship's, 11.2).
    pub combat: u8,
    pub ability: u8,
    /// 11.2: his ally's Ability too.
    pub ally_ability: u8,
    /// 8.46: his Information for that port (an alliance's: the better).
    pub information: u8,
    /// 17.2 #10: +2 for each ship with Heavy Guns.
    pub guns: u8,
}

impl AttackParts {
    pub fn sum(&self) -> u8 {
        self.combat + self.ability + self.ally_ability + self.information + self.guns
    }
}

/// 9.52: his modifiers against `port` (d6 + ship Combat + Ability + his Information for that
/// port; +2 with Heavy Guns, 17.2 #10). An alliance (11.2): the better ship's Combat plus both
/// Abilities, the better Information, +2 for each ship with Heavy Guns (BB-R C 10.42 /
/// 10.41). `afloat` and `alliances`: the table's (the state's, or a seat's observation).
pub fn attack_parts(
    data: &BbData,
    afloat: &[Afloat],
    alliances: &[Alliance],
    pirate: PirateId,
    port: PortId,
) -> AttackParts {
    let find = |p: PirateId| afloat.iter().find(|a| a.pirate == p);
    let Some(a) = find(pirate) else {
        return AttackParts::default();
    };
    let info = |a: &Afloat| {
        a.information
            .iter()
            .filter(|(p, _)| *p == port)
            .map(|(_, n)| *n)
            .sum::<u8>()
    };
    let guns = |a: &Afloat| if a.heavy_guns.is_some() { 2 } else { 0 };
    let ability = |a: &Afloat| data.pirates[a.pirate.0 as usize].ability;
    let ally = Alliance::ally_in(alliances, pirate).and_then(find);
    match ally {
        None => AttackParts {
            combat: a.combat,
            ability: ability(a),
            ally_ability: 0,
            information: info(a),
            guns: guns(a),
        },
        Some(b) => AttackParts {
            combat: a.combat.max(b.combat),
            ability: ability(a),
            ally_ability: ability(b),
            information: info(a).max(info(b)),
            guns: guns(a) + guns(b),
        },
    }
}

/// 9.55: the Cruelty a sack adds (an alliance's: the better of the two, 11.2). `alliances`:
/// the table's (the state's, or a seat's observation).
pub fn sack_cruelty(data: &BbData, alliances: &[Alliance], pirate: PirateId) -> u8 {
    std::iter::once(pirate)
        .chain(Alliance::ally_in(alliances, pirate))
        .map(|p| data.pirates[p.0 as usize].cruelty)
        .max()
        .unwrap_or(0)
}

fn attack_total(data: &BbData, state: &State, a: &Afloat, port: PortId, die: u8) -> u8 {
    die + attack_parts(data, &state.afloat, &state.alliances, a.pirate, port).sum()
}

pub(super) fn attack(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    port: PortId,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    let die = state.rng.d6();
    // 9.58: a port attacked before defends with 2d6.
    let defence_dice: Vec<u8> = if state.ports[port.0 as usize].attacked {
        vec![state.rng.d6(), state.rng.d6()]
    } else {
        vec![state.rng.d6()]
    };
    let a = state.afloat_of(pirate).expect("offered");
    let defence = defence_dice.iter().sum::<u8>() + data.ports[port.0 as usize].defense;
    // 12: a losing die may be rolled again.
    let lost = attack_total(data, state, a, port, die) <= defence;
    let roll = Reroll::Attack {
        port,
        defence_dice: defence_dice.clone(),
        left,
        bound,
    };
    if !lost || !super::cunning::offer(state, pirate, die, roll) {
        attacked(
            data,
            state,
            pirate,
            port,
            die,
            defence_dice,
            left,
            bound,
            events,
        );
    }
}

/// The attack's die kept: won or lost, and what follows.
#[allow(clippy::too_many_arguments)]
pub(super) fn attacked(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    port: PortId,
    die: u8,
    defence_dice: Vec<u8>,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    let def = &data.ports[port.0 as usize];
    let Owner::Nation(nation) = def.owner else {
        unreachable!("never a Pirate Port (9.51)");
    };
    let a = state.afloat_of(pirate).expect("offered");
    let Location::Sea(area) = a.at else {
        unreachable!("from the sea (9.51)");
    };
    let parts = attack_parts(data, &state.afloat, &state.alliances, pirate, port);
    let total = attack_total(data, state, a, port, die);
    let defence = defence_dice.iter().sum::<u8>() + def.defense;
    let crew: Vec<PirateId> = std::iter::once(pirate)
        .chain(super::alliance::ally(state, pirate))
        .collect();
    let won = total > defence;
    events.push(Event::PortAttacked {
        pirate,
        port,
        die,
        parts,
        total,
        defence_dice: defence_dice.clone(),
        defence,
        won,
    });
    // 9.58 either way: his Attack History, the port's marker, his haven there (9.34); an
    // alliance's, both pirates'.
    state.ports[port.0 as usize].attacked = true;
    for p in &crew {
        let a = state.afloat_mut(*p).expect("offered");
        if !a.attacked.contains(&nation) {
            a.attacked.push(nation);
        }
        super::own_events::attack_costs_letter(state, *p, nation, events);
        if state.ports[port.0 as usize].haven == Some(*p) {
            state.ports[port.0 as usize].haven = None;
            events.push(Event::HavenLost { pirate: *p, port });
        }
    }
    if !won {
        // 9.54: the difference in Combat hits (an alliance's split: 11.4); at sea.
        let hits = defence - total;
        if !super::alliance::combat_hits(data, state, pirate, hits, left, bound, None, events) {
            let bound = bound.filter(|b| state.afloat_of(*b).is_some());
            mutiny::after_action(data, state, left, bound, events);
        }
        return;
    }
    // 9.53: Value dice × 100 of booty, 2 × Value Notoriety, +1 loyalty, a Combat hit, and
    // he is in the port (9.59), his to sack as his very next action (9.55).
    let dice: Vec<u8> = (0..def.value).map(|_| state.rng.d6()).collect();
    let doubloons = dice.iter().map(|d| *d as u32).sum::<u32>() * 100;
    let notoriety = data.notoriety.port_attack as u32 * def.value as u32;
    super::alliance::gain_notoriety(data, state, pirate, notoriety);
    let a = state.afloat_mut(pirate).expect("offered");
    a.at = Location::Port { port, from: area };
    a.may_sack = Some(port);
    super::alliance::follow(state, pirate);
    super::fate::cure_scurvy(state, pirate, events);
    events.push(Event::PortLooted {
        pirate,
        port,
        dice,
        doubloons,
        notoriety,
    });
    fate::change_loyalty(data, state, pirate, LoyaltyCause::AttackWon, events);
    if super::alliance::combat_hits(data, state, pirate, 1, left, bound, Some(doubloons), events) {
        return;
    }
    let stower = crew.iter().copied().find(|p| state.afloat_of(*p).is_some());
    let bound = bound.filter(|b| state.afloat_of(*b).is_some());
    match stower {
        Some(p) => super::booty::stow_port_booty(data, state, p, doubloons, left, bound, events),
        // Sunk by the hit (BB-R A11).
        None => mutiny::after_action(data, state, left, bound, events),
    }
}

/// 9.55: d6 + Cruelty over the Defense destroys the port: +1 loyalty, 2 × Value Notoriety,
/// every pirate there put to sea, involuntary D&R for him. Failing, he stays, and may not
/// sack it again unless he leaves and attacks again.
pub(super) fn sack(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    let a = state.afloat_mut(pirate).expect("offered");
    let port = a.may_sack.take().expect("offered");
    let die = state.rng.d6();
    let cruelty = sack_cruelty(data, &state.alliances, pirate);
    let won = die + cruelty > data.ports[port.0 as usize].defense;
    // 12: a failing die may be rolled again.
    if won || !super::cunning::offer(state, pirate, die, Reroll::Sack { port, left, bound }) {
        sacked(data, state, pirate, port, die, left, bound, events);
    }
}

/// The sack's die kept.
#[allow(clippy::too_many_arguments)]
pub(super) fn sacked(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    port: PortId,
    die: u8,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    let def = &data.ports[port.0 as usize];
    let total = die + sack_cruelty(data, &state.alliances, pirate);
    let won = total > def.defense;
    events.push(Event::SackRolled {
        pirate,
        port,
        die,
        total,
        won,
    });
    if won {
        let notoriety = data.notoriety.port_sack as u32 * def.value as u32;
        super::alliance::gain_notoriety(data, state, pirate, notoriety);
        events.push(Event::Sacked {
            pirate,
            port,
            notoriety,
        });
        destroy(state, port, events);
        fate::change_loyalty(data, state, pirate, LoyaltyCause::SackWon, events);
        // 13.11: the sack's D&R, involuntary (never a second marker: 13.13); an alliance's
        // crews both (the loyalty once, for both: 11.3).
        let crew: Vec<PirateId> = std::iter::once(pirate)
            .chain(super::alliance::ally(state, pirate))
            .collect();
        let mut ashore = false;
        for p in crew {
            let a = state.afloat_mut(p).expect("afloat");
            if a.revelry == Revelry::None {
                a.revelry = Revelry::Involuntary { recovered: 0 };
                events.push(Event::Revelry {
                    pirate: p,
                    voluntary: false,
                });
                ashore = true;
            }
        }
        if ashore {
            fate::change_loyalty(data, state, pirate, LoyaltyCause::RevelryAshore, events);
        }
    }
    mutiny::after_action(data, state, left, bound, events);
}

/// 9.55, 9.57: a port destroyed: no governor (and so no Safe Haven), merchant or Information
/// any more (BB-R C 8.45–8.46, 9.55); everyone in it put to sea with his state.
pub(super) fn destroy(state: &mut State, port: PortId, events: &mut Vec<Event>) {
    let ps = &mut state.ports[port.0 as usize];
    ps.destroyed = true;
    ps.attacked = false;
    if ps.governor.take().is_some() {
        events.push(Event::GovernorLost { port });
        super::port::governor_changed(state, port, events);
    }
    if let Some(m) = state.ports[port.0 as usize].merchant.take() {
        state.merchant_pool.push(m.counter);
        events.push(Event::MerchantLost { port });
    }
    events.push(Event::PortDestroyed { port });
    for a in &mut state.afloat {
        a.information.retain(|(p, _)| *p != port);
        if let Location::Port { port: p, from } = a.at
            && p == port
        {
            a.at = Location::Sea(from);
            a.may_sack = None;
            events.push(Event::Ousted {
                pirate: a.pirate,
                port,
            });
        }
    }
}
