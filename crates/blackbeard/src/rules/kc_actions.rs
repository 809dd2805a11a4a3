//! 10.4: a KC's AP action (one KC a Player-Turn, 10.23): Move (7.1–7.2; never into a port,
//! 10.26), attack a Pirate Port from its Sea Area (10.41), oust the pirates from a port when
//! the one in it announces an in-port action (10.42); and the Local Resistance card (17.2 #13),
//! which ousts in its own way. Never against the KC's own seat's pirates (10.22: our reading,
//! no attack or oust where one of them is).

use super::state::*;
use super::{ApEvent, Choice, Event, attack, engage, fate, mpi};
use crate::content::{BbData, EventCardId, PortId};
use game_core::Seat;

/// The in-port actions an Oust answers (10.42: "any Pirate Action possible in a Port").
fn in_port_action(c: &Choice) -> bool {
    matches!(
        c,
        Choice::InPort { .. }
            | Choice::Recover { .. }
            | Choice::Retire { .. }
            | Choice::BribeToRetire { .. }
            | Choice::BootyGrab { .. }
            | Choice::Sack { .. }
            | Choice::FormAlliance { .. }
    )
}

/// The pirates in `port`.
fn in_port(state: &State, port: PortId) -> Vec<&Afloat> {
    state
        .afloat
        .iter()
        .filter(|a| matches!(a.at, Location::Port { port: p, .. } if p == port))
        .collect()
}

/// What `seat`'s KC may do as its AP action now.
pub(super) fn offers(data: &BbData, state: &State, seat: Seat) -> Vec<Choice> {
    let mut out = Vec::new();
    let Some(kc) = state.kc_of(seat) else {
        return out;
    };
    if state.ap.kc_actor.is_some()
        || state
            .ap
            .action
            .as_ref()
            .is_some_and(|a| a.types.contains(&ApType::KcAction))
    {
        return out;
    }
    // 7.1–7.2: a bordering area or a Transit Box; from a box, the areas it joins.
    match kc.at {
        Location::Sea(area) => {
            let a = &data.areas[area.0 as usize];
            out.extend(a.neighbours.iter().map(|n| Choice::KcMove {
                to: Location::Sea(*n),
            }));
            out.extend(a.boxes.iter().map(|b| Choice::KcMove {
                to: Location::Transit(*b),
            }));
        }
        Location::Transit(b) => {
            out.extend(
                data.boxes[b.0 as usize]
                    .joins
                    .iter()
                    .map(|n| Choice::KcMove {
                        to: Location::Sea(*n),
                    }),
            )
        }
        Location::Port { .. } => {}
    }
    let Location::Sea(area) = kc.at else {
        return out;
    };
    let own_there = |port: PortId| in_port(state, port).iter().any(|a| a.seat == seat);
    // 10.41: a Pirate Port of his area.
    for port in &data.areas[area.0 as usize].ports {
        if data.ports[port.0 as usize].is_pirate_port()
            && !state.ports[port.0 as usize].destroyed
            && !own_there(*port)
        {
            out.push(Choice::KcAttack { port: *port });
        }
    }
    // 10.42: the active pirate in a port of the KC's area (not a Pirate Port) announcing an
    // in-port action.
    if let (Some(w), Some(a)) = (&state.window, &state.ap.action)
        && w.at == WindowAt::Announced
        && in_port_action(&a.choice)
        && let Some(Location::Port { port, .. }) = state.afloat_of(a.pirate).map(|x| x.at)
        && !data.ports[port.0 as usize].is_pirate_port()
        && data.ports[port.0 as usize].areas.contains(&area)
        && !own_there(port)
    {
        out.push(Choice::KcOust);
    }
    out
}

/// 17.2 #13: a port with a Pro-Pirate governor, not a Pirate Port.
pub(super) fn resistance_offers(data: &BbData, state: &State, card: EventCardId) -> Vec<Choice> {
    (0..data.ports.len())
        .filter(|p| {
            !data.ports[*p].is_pirate_port()
                && !state.ports[*p].destroyed
                && matches!(state.ports[*p].governor, Some(Governor::Pro(_)))
        })
        .map(|p| Choice::Resist {
            card,
            port: PortId(p as u8),
        })
        .collect()
}

/// d6 + the KC's Combat (+2 with the Living Rules).
fn kc_roll(data: &BbData, state: &mut State, kc: crate::content::KcId) -> (u8, i16) {
    let die = state.rng.d6();
    let plus = if state.config.living_rules_plus_two {
        data.warship_combat_bonus as i16
    } else {
        0
    };
    (
        die,
        die as i16 + data.kcs[kc.0 as usize].combat as i16 + plus,
    )
}

/// A pirate's ship's Combat, +2 with Heavy Guns (BB-R C 10.42 / 10.41: no Ability).
fn ship_combat(a: &Afloat) -> i16 {
    a.combat as i16 + if a.heavy_guns.is_some() { 2 } else { 0 }
}

/// The active pirate put out of the port where he was acting: his action stops (10.42).
fn stopped_if_put_out(state: &mut State, port: PortId, events: &mut Vec<Event>) {
    let was_there = state.ap.action.as_ref().is_some_and(|a| {
        in_port_action(&a.choice)
            && state
                .afloat_of(a.pirate)
                .is_some_and(|x| !matches!(x.at, Location::Port { port: p, .. } if p == port))
    });
    if was_there {
        engage::cancel(state, events);
    }
}

pub(super) fn act(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    let kc = state.kc_of(seat).map(|k| k.kc);
    match choice {
        Choice::KcMove { to } => {
            let kc = kc.expect("offered");
            state.ap.kc_actor = Some(kc);
            if let Some(k) = state.kcs.iter_mut().find(|k| k.kc == kc) {
                k.at = to;
            }
            events.push(Event::Ap(ApEvent::KcMoved { seat, kc, to }));
        }
        Choice::KcAttack { port } => {
            let kc = kc.expect("offered");
            state.ap.kc_actor = Some(kc);
            let defenders: Vec<(crate::content::PirateId, i16)> = in_port(state, port)
                .iter()
                .map(|a| (a.pirate, ship_combat(a)))
                .collect();
            let (_, total) = kc_roll(data, state, kc);
            let rolled: Vec<(crate::content::PirateId, i16)> = defenders
                .into_iter()
                .map(|(p, c)| (p, state.rng.d6() as i16 + c))
                .collect();
            let won = rolled.iter().all(|(_, t)| total > *t);
            events.push(Event::Ap(ApEvent::KcAttackedPort {
                kc,
                port,
                total: if rolled.is_empty() { 0 } else { total },
                defenders: rolled.clone(),
                won,
            }));
            if won {
                // 10.41: all put to sea with a Combat hit each; the port destroyed.
                attack::destroy(state, port, events);
                for (p, _) in &rolled {
                    fate::combat_hits(data, state, *p, 1, events);
                }
                stopped_if_put_out(state, port, events);
            }
        }
        Choice::KcOust => {
            let kc = kc.expect("offered");
            state.ap.kc_actor = Some(kc);
            let Some(Location::Port { port, .. }) = state
                .ap
                .action
                .as_ref()
                .and_then(|a| state.afloat_of(a.pirate))
                .map(|a| a.at)
            else {
                unreachable!("offered in port");
            };
            let there: Vec<crate::content::PirateId> =
                in_port(state, port).iter().map(|a| a.pirate).collect();
            let ships: i16 = in_port(state, port).iter().map(|a| ship_combat(a)).sum();
            let (_, total) = kc_roll(data, state, kc);
            let theirs = state.rng.d6() as i16 + ships;
            let ousted = total > theirs;
            events.push(Event::Ap(ApEvent::KcOustRolled {
                kc,
                port,
                total,
                theirs,
                ousted,
            }));
            if ousted {
                mpi::oust(state, port, events);
                stopped_if_put_out(state, port, events);
            } else {
                // 10.42: the Oust failed: a Notoriety point each.
                for p in there {
                    if let Some(a) = state.afloat_mut(p) {
                        a.notoriety += data.notoriety.failed_oust as u32;
                    }
                }
            }
        }
        Choice::Resist { port, .. } => {
            // 17.2 #13: a die over the port's Value removes the governor for good and ousts
            // the pirates (who gain nothing: BB-R C).
            let die = state.rng.d6();
            let value = data.ports[port.0 as usize].value;
            let won = die > value;
            events.push(Event::Ap(ApEvent::Resisted {
                port,
                die,
                value,
                won,
            }));
            if won {
                state.ports[port.0 as usize].governor = None;
                events.push(Event::GovernorLost { port });
                super::port::governor_changed(state, port, events);
                mpi::oust(state, port, events);
                stopped_if_put_out(state, port, events);
            }
        }
        other => unreachable!("{other:?} is no KC action"),
    }
}
