//! 9.4, the In-Port Activities Action: in its order, hostages ransomed (9.42), booty
//! converted to Net Worth (9.43), a Refit (9.44), a Safe Haven bought (9.45), D&R (13.11).
//! Each activity is asked only where the port's status for him (`port::status`) allows it
//! and he has something to do; the Action ends with D&R, forced after a conversion in a
//! Pirate Port (9.35).

use super::port::{self, PortStatus};
use super::state::*;
use super::{Choice, Event, fate, mutiny};
use crate::content::{BbData, LoyaltyCause, Nation, Owner, PirateId, PortId};

/// The order of 9.41, a Letter of Marque first (our reading: it is "part of that Action",
/// 17.2 #12, and what follows may use it).
const ORDER: [VisitStep; 6] = [
    VisitStep::Letter,
    VisitStep::Ransom,
    VisitStep::Convert,
    VisitStep::Refit,
    VisitStep::Haven,
    VisitStep::Revelry,
];

/// The Action begins: its first activity with something to do.
pub(super) fn start(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    port: PortId,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    let status = port::status(data, state, pirate, port);
    events.push(Event::InPort {
        pirate,
        port,
        status,
    });
    let visit = Visit {
        pirate,
        port,
        left,
        bound,
        step: VisitStep::Letter,
        forced_revelry: false,
    };
    goto(data, state, visit, VisitStep::Letter, events);
}

fn ship_max(data: &BbData, a: &Afloat) -> (i8, u8, u8) {
    let s = data
        .ship(a.ship.expect("a ship"))
        .pirate
        .expect("a pirate's ship");
    (s.speed as i8, s.combat, s.holds)
}

/// Hits a Refit may mend: (Speed, Combat).
fn damage(data: &BbData, a: &Afloat) -> (u8, u8) {
    let (speed, combat, _) = ship_max(data, a);
    (
        (speed - a.speed).max(0) as u8,
        combat.saturating_sub(a.combat),
    )
}

fn ransomable(data: &BbData, state: &State, v: &Visit) -> Vec<Choice> {
    let a = state.afloat_of(v.pirate).expect("in port");
    a.hostages
        .iter()
        .filter(|(_, nation)| port::may_ransom(data, state, v.pirate, v.port, *nation))
        .map(|(hostage, _)| Choice::Ransom { hostage: *hostage })
        .collect()
}

fn is_arab(data: &BbData, port: PortId) -> bool {
    data.ports[port.0 as usize].owner == Owner::Nation(Nation::Arab)
}

/// Whether an activity has anything for him to do here.
fn open(data: &BbData, state: &State, v: &Visit, step: VisitStep) -> bool {
    let a = state.afloat_of(v.pirate).expect("in port");
    let status = port::status(data, state, v.pirate, v.port);
    match step {
        VisitStep::Letter => {
            super::own_events::letter_card(data, state, v.pirate, v.port).is_some()
        }
        VisitStep::Ransom => !ransomable(data, state, v).is_empty(),
        VisitStep::Convert => !a.holds.is_empty() && port::converted(status, 1) > 0,
        VisitStep::Refit => {
            !is_arab(data, v.port)
                && super::alliance::crew(state, v.pirate)
                    .iter()
                    .any(|p| damage(data, state.afloat_of(*p).expect("in port")) != (0, 0))
        }
        VisitStep::Haven => match state.ports[v.port.0 as usize].governor {
            Some(Governor::Pro(g)) => {
                status == PortStatus::Pro
                    && state.ports[v.port.0 as usize].haven.is_none()
                    && !a.bribed.contains(&g)
            }
            _ => false,
        },
        VisitStep::Revelry => a.revelry == Revelry::None,
        _ => true,
    }
}

/// On to `from` or the first activity after it with something to do; the Action ends after
/// the last.
fn goto(data: &BbData, state: &mut State, mut v: Visit, from: VisitStep, events: &mut Vec<Event>) {
    let at = ORDER.iter().position(|s| *s == from).unwrap_or(ORDER.len());
    for step in &ORDER[at..] {
        if *step == VisitStep::Revelry && v.forced_revelry {
            revel(data, state, &v, false, events);
            break;
        }
        if open(data, state, &v, *step) {
            v.step = *step;
            state.phase = Phase::InPort(v);
            return;
        }
    }
    mutiny::after_action(data, state, v.left, v.bound, events);
}

pub(super) fn options(data: &BbData, state: &State, v: &Visit) -> Vec<Choice> {
    let a = state.afloat_of(v.pirate).expect("in port");
    match v.step {
        VisitStep::Letter => {
            let mut out: Vec<Choice> =
                super::own_events::letter_card(data, state, v.pirate, v.port)
                    .map(|card| Choice::TakeLetter { card })
                    .into_iter()
                    .collect();
            out.push(Choice::NextActivity);
            out
        }
        VisitStep::Ransom => {
            let mut out = ransomable(data, state, v);
            out.push(Choice::NextActivity);
            out
        }
        VisitStep::RansomHold { .. } => {
            let (_, _, holds) = ship_max(data, a);
            let filled = a.holds.len() as u8;
            let room = u8::from(filled < holds);
            (0..filled + room)
                .map(|hold| Choice::IntoHold { hold })
                .collect()
        }
        VisitStep::Convert => {
            let mut out: Vec<Choice> = (0..a.holds.len() as u8)
                .map(|hold| Choice::ConvertHold { hold })
                .collect();
            out.push(Choice::NextActivity);
            out
        }
        VisitStep::Refit => vec![Choice::Refit(true), Choice::Refit(false)],
        VisitStep::Repair { hits } => repairs(data, a, hits),
        VisitStep::AllyRepair { hits } => {
            let b = super::alliance::ally(state, v.pirate).expect("an ally");
            repairs(data, state.afloat_of(b).expect("in port"), hits)
        }
        VisitStep::Haven => vec![Choice::SeekHaven(true), Choice::SeekHaven(false)],
        VisitStep::Bribe { price } => {
            let mut out = Vec::new();
            if a.net_worth >= price {
                out.push(Choice::PayBribe(true));
            }
            out.push(Choice::PayBribe(false));
            out
        }
        VisitStep::Revelry => vec![Choice::Revel(true), Choice::Revel(false)],
    }
}

/// 9.44: each way of sharing `hits` between Speed (the number given) and Combat, none
/// wasted where damage remains.
fn repairs(data: &BbData, a: &Afloat, hits: u8) -> Vec<Choice> {
    let (speed_damage, combat_damage) = damage(data, a);
    let hits = hits.min(speed_damage + combat_damage);
    let least = hits.saturating_sub(combat_damage);
    (least..=hits.min(speed_damage))
        .map(|speed| Choice::Repair { speed })
        .collect()
}

pub(super) fn advance(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let Phase::InPort(mut v) = state.phase.clone() else {
        unreachable!("in port");
    };
    let pirate = v.pirate;
    let status = port::status(data, state, pirate, v.port);
    match (v.step, choice) {
        (VisitStep::Letter, Choice::TakeLetter { card }) => {
            super::own_events::take_letter(data, state, pirate, v.port, card, events);
            goto(data, state, v, VisitStep::Ransom, events);
        }
        (VisitStep::Letter, Choice::NextActivity) => {
            goto(data, state, v, VisitStep::Ransom, events)
        }
        (VisitStep::Ransom, Choice::Ransom { hostage }) => {
            // 9.42: 2d6 (Cunning may roll them again) × Value × 50.
            let roll = state.rng.d6() + state.rng.d6();
            if roll == 12
                || !super::cunning::offer(state, pirate, roll, Reroll::Ransom(v.clone(), hostage))
            {
                ransomed(data, state, v, hostage, roll, events);
            }
        }
        (VisitStep::RansomHold { doubloons }, Choice::IntoHold { hold }) => {
            into_hold(state, pirate, hold, doubloons);
            goto(data, state, v, VisitStep::Ransom, events);
        }
        (VisitStep::Ransom, Choice::NextActivity) => {
            goto(data, state, v, VisitStep::Convert, events)
        }
        (VisitStep::Convert, Choice::ConvertHold { hold }) => {
            // 9.43: one hold at a time, at the port's rate for him (rounded up).
            let a = state.afloat_mut(pirate).expect("in port");
            let booty = a.holds.remove(hold as usize);
            let net_worth = port::converted(status, booty);
            // 11.3: an alliance's booty is shared as it becomes Net Worth.
            super::alliance::gain_net_worth(data, state, pirate, net_worth);
            events.push(Event::BootyConverted {
                pirate,
                booty,
                net_worth,
            });
            if status == PortStatus::PiratePort {
                v.forced_revelry = true;
            }
            goto(data, state, v, VisitStep::Convert, events);
        }
        (VisitStep::Convert, Choice::NextActivity) => {
            goto(data, state, v, VisitStep::Refit, events)
        }
        (VisitStep::Refit, Choice::Refit(true)) => {
            let mut all = 0;
            for p in super::alliance::crew(state, pirate) {
                let (speed_damage, combat_damage) = damage(data, state.afloat_of(p).expect("in"));
                all += speed_damage + combat_damage;
                if status == PortStatus::PiratePort {
                    // 9.35: every hit mended, no die (an alliance's ships both).
                    mend(state, p, speed_damage, combat_damage, events);
                }
            }
            if status == PortStatus::PiratePort {
                goto(data, state, v, VisitStep::Haven, events);
                return;
            }
            // 9.44: half a die rounded up (Cunning may roll it again when it falls short).
            let die = state.rng.d6();
            let short = refit_hits(status, die) < all && die < 6;
            if !short || !super::cunning::offer(state, pirate, die, Reroll::Refit(v.clone())) {
                refitted(data, state, v, die, events);
            }
        }
        (VisitStep::Repair { hits }, Choice::Repair { speed }) => {
            let a = state.afloat_of(pirate).expect("in port");
            let (s, c) = damage(data, a);
            let combat = hits.min(s + c) - speed;
            mend(state, pirate, speed, combat, events);
            share(data, state, v, true, hits - speed - combat, events);
        }
        (VisitStep::AllyRepair { hits }, Choice::Repair { speed }) => {
            let b = super::alliance::ally(state, pirate).expect("an ally");
            let (s, c) = damage(data, state.afloat_of(b).expect("in port"));
            let combat = hits.min(s + c) - speed;
            mend(state, b, speed, combat, events);
            goto(data, state, v, VisitStep::Haven, events);
        }
        (VisitStep::Refit, Choice::Refit(false)) => goto(data, state, v, VisitStep::Haven, events),
        (VisitStep::Haven, Choice::SeekHaven(true)) => {
            // 9.45: the attempt marks the governor, whatever follows.
            let Some(Governor::Pro(g)) = state.ports[v.port.0 as usize].governor else {
                unreachable!("offered at a Pro-Pirate governor");
            };
            let die = state.rng.d6();
            let price = die as u32 * 100;
            let a = state.afloat_mut(pirate).expect("in port");
            a.bribed.push(g);
            let affordable = a.net_worth >= price;
            events.push(Event::BribeAsked {
                pirate,
                port: v.port,
                die,
                price,
            });
            if affordable {
                v.step = VisitStep::Bribe { price };
                state.phase = Phase::InPort(v);
            } else {
                // BB-R C 9.45: a price above his Net Worth can only be declined.
                events.push(Event::BribeDeclined {
                    pirate,
                    port: v.port,
                });
                goto(data, state, v, VisitStep::Revelry, events);
            }
        }
        (VisitStep::Haven, Choice::SeekHaven(false)) => {
            goto(data, state, v, VisitStep::Revelry, events)
        }
        (VisitStep::Bribe { price }, Choice::PayBribe(pay)) => {
            if pay {
                state.afloat_mut(pirate).expect("in port").net_worth -= price;
                state.ports[v.port.0 as usize].haven = Some(pirate);
                events.push(Event::HavenBought {
                    pirate,
                    port: v.port,
                    price,
                });
            } else {
                events.push(Event::BribeDeclined {
                    pirate,
                    port: v.port,
                });
            }
            goto(data, state, v, VisitStep::Revelry, events);
        }
        (VisitStep::Revelry, Choice::Revel(true)) => {
            revel(data, state, &v, true, events);
            mutiny::after_action(data, state, v.left, v.bound, events);
        }
        (VisitStep::Revelry, Choice::Revel(false)) => {
            mutiny::after_action(data, state, v.left, v.bound, events);
        }
        (step, choice) => unreachable!("{choice:?} is not an answer at {step:?}"),
    }
}

/// 9.42: the ransom's dice kept: × the hostage's Value × 50, into any hold; the hostage goes
/// home.
pub(super) fn ransomed(
    data: &BbData,
    state: &mut State,
    mut v: Visit,
    hostage: crate::content::HostageId,
    roll: u8,
    events: &mut Vec<Event>,
) {
    let pirate = v.pirate;
    let value = data.hostages[hostage.0 as usize].value as u32;
    let doubloons = roll as u32 * value * 50;
    let a = state.afloat_mut(pirate).expect("in port");
    a.hostages.retain(|(h, _)| *h != hostage);
    state.hostage_pool.push(hostage);
    events.push(Event::Ransomed {
        pirate,
        hostage,
        roll,
        doubloons,
    });
    v.step = VisitStep::RansomHold { doubloons };
    let holds = options(data, state, &v);
    if let [Choice::IntoHold { hold }] = holds[..] {
        into_hold(state, pirate, hold, doubloons);
        goto(data, state, v, VisitStep::Ransom, events);
    } else {
        state.phase = Phase::InPort(v);
    }
}

/// 9.42: doubloons into a hold (a filled one too; `hold` past the last is an empty one).
fn into_hold(state: &mut State, pirate: PirateId, hold: u8, doubloons: u32) {
    let a = state.afloat_mut(pirate).expect("in port");
    match a.holds.get_mut(hold as usize) {
        Some(h) => *h += doubloons,
        None => a.holds.push(doubloons),
    }
}

/// 9.44: half a die rounded up, +2 in his Safe Haven.
fn refit_hits(status: PortStatus, die: u8) -> u8 {
    die.div_ceil(2)
        + if status == PortStatus::SafeHaven {
            2
        } else {
            0
        }
}

/// 9.44: the Refit's die kept: the hits it mends, shared as he chooses.
pub(super) fn refitted(
    data: &BbData,
    state: &mut State,
    mut v: Visit,
    die: u8,
    events: &mut Vec<Event>,
) {
    let pirate = v.pirate;
    let status = port::status(data, state, pirate, v.port);
    let hits = refit_hits(status, die);
    events.push(Event::RefitRolled { pirate, die, hits });
    v.step = VisitStep::Repair { hits };
    share(data, state, v, false, hits, events);
}

/// 9.44, 11.4: the Refit's `hits` on his own ship (`ally`: on his ally's, what his own left
/// over), shared between Speed and Combat as the player chooses; asked unless one way.
fn share(
    data: &BbData,
    state: &mut State,
    mut v: Visit,
    ally: bool,
    hits: u8,
    events: &mut Vec<Event>,
) {
    let target = if ally {
        match super::alliance::ally(state, v.pirate) {
            Some(b) if hits > 0 => b,
            _ => return goto(data, state, v, VisitStep::Haven, events),
        }
    } else {
        v.pirate
    };
    let a = state.afloat_of(target).expect("in port");
    let (speed_damage, combat_damage) = damage(data, a);
    v.step = if ally {
        VisitStep::AllyRepair { hits }
    } else {
        VisitStep::Repair { hits }
    };
    match repairs(data, a, hits)[..] {
        [Choice::Repair { speed }] => {
            let combat = hits.min(speed_damage + combat_damage) - speed;
            if speed + combat > 0 {
                mend(state, target, speed, combat, events);
            }
            if ally {
                goto(data, state, v, VisitStep::Haven, events);
            } else {
                share(data, state, v, true, hits - speed - combat, events);
            }
        }
        _ => state.phase = Phase::InPort(v),
    }
}

/// 9.44: hits mended, within the tracks' tops.
fn mend(state: &mut State, pirate: PirateId, speed: u8, combat: u8, events: &mut Vec<Event>) {
    let a = state.afloat_mut(pirate).expect("in port");
    a.speed += speed as i8;
    a.combat += combat;
    events.push(Event::Refitted {
        pirate,
        speed: a.speed,
        combat: a.combat,
    });
}

/// 13.11, 13.21: D&R in port, voluntary or forced; +3 loyalty in a Pirate Port, else +1. An
/// alliance's crews go ashore together (the loyalty once, for both: 11.3).
fn revel(data: &BbData, state: &mut State, v: &Visit, voluntary: bool, events: &mut Vec<Event>) {
    if state.afloat_of(v.pirate).expect("in port").revelry != Revelry::None {
        return;
    }
    for p in super::alliance::crew(state, v.pirate) {
        let a = state.afloat_mut(p).expect("in port");
        if a.revelry != Revelry::None {
            continue;
        }
        a.revelry = if voluntary {
            Revelry::Voluntary
        } else {
            Revelry::Involuntary { recovered: 0 }
        };
        events.push(Event::Revelry {
            pirate: p,
            voluntary,
        });
    }
    let cause = if data.ports[v.port.0 as usize].is_pirate_port() {
        LoyaltyCause::RevelryInPiratePort
    } else {
        LoyaltyCause::RevelryAshore
    };
    fate::change_loyalty(data, state, v.pirate, cause, events);
}
