//! The Must Play Immediately events (17.2) but the Pardon's deck handling (`draw`): Disease,
//! European Turmoil, Finger of Fate, New Governors, Mal de Mer, Storms at Sea, Natural
//! Disaster. The card's player rolls what is rolled (BB-R D).

use super::fate::{eliminate, speed_hits};
use super::state::*;
use super::{Event, setup};
use crate::content::{AreaId, BbData, EventKind, PirateId, PortId, StormEffect};

pub(super) fn resolve(data: &BbData, state: &mut State, kind: EventKind, events: &mut Vec<Event>) {
    match kind {
        // #3: a port by D66; its governor, the pirates in it and their hostages die.
        EventKind::Disease => {
            let roll = state.rng.d66();
            let port = data.port_at(roll).expect("every D66 names a port");
            events.push(Event::Disease { port, roll });
            strike_port(state, port, events);
        }
        // #5: every KC and Warship in play back to its pool.
        EventKind::EuropeanTurmoil => {
            let warships = state.on_station.len() as u8;
            let kcs = state.kcs.len() as u8;
            for o in std::mem::take(&mut state.on_station) {
                state.warship_pool.push(o.warship);
            }
            for k in std::mem::take(&mut state.kcs) {
                to_pool(data, state, k.kc);
            }
            events.push(Event::Ap(super::ApEvent::Recalled { warships, kcs }));
        }
        // #9: two Anti-Pirate Governors by D66 (a Pirate Port or a destroyed one rolled again:
        // BB-R C 17.2 #9), each replacing any governor there, ousting the pirates in port.
        EventKind::NewGovernors => {
            for _ in 0..2 {
                if state.anti_governors_left == 0 {
                    break;
                }
                let (port, roll) = loop {
                    let roll = state.rng.d66();
                    let p = data.port_at(roll).expect("every D66 names a port");
                    if !data.ports[p.0 as usize].is_pirate_port()
                        && !state.ports[p.0 as usize].destroyed
                    {
                        break (p, roll);
                    }
                };
                state.anti_governors_left -= 1;
                state.ports[port.0 as usize].governor = Some(Governor::Anti);
                super::port::governor_changed(state, port, events);
                events.push(Event::GovernorPlaced {
                    port,
                    pro: false,
                    roll,
                });
                oust(state, port, events);
            }
        }
        // #14: the drawing seat loses its Player-Turn, after drawing to four.
        EventKind::MalDeMer => state.turn_lost = true,
        EventKind::StormsAtSea => storm(data, state, events),
        // #23: a port by one die; all in it die; it is destroyed; every merchant off the map,
        // then placed again as at setup (3.0 step 8).
        EventKind::NaturalDisaster => {
            let port = data.natural_disaster[state.rng.below(6)];
            strike_port(state, port, events);
            if !state.ports[port.0 as usize].destroyed {
                state.ports[port.0 as usize].destroyed = true;
                events.push(Event::PortDestroyed { port });
            }
            for p in 0..state.ports.len() {
                if let Some(m) = state.ports[p].merchant.take() {
                    state.merchant_pool.push(m.counter);
                    events.push(Event::MerchantLost {
                        port: PortId(p as u8),
                    });
                }
            }
            state.rng.shuffle(&mut state.merchant_pool);
            let count = super::solo_crew::merchants_at_start(data, state);
            setup::place_merchants(data, state, count, events);
        }
        EventKind::GeneralPardon | EventKind::FingerOfFate => {
            unreachable!("resolved by the draw")
        }
        other => unreachable!("{other:?} is not a Must Play Immediately card"),
    }
}

/// Everyone in a port dies (17.2 #3, #23): its governor (the port turns Neutral: BB-R C
/// 17.2 #3), and each pirate there with his hostages. A destroyed port has no one.
fn strike_port(state: &mut State, port: PortId, events: &mut Vec<Event>) {
    if state.ports[port.0 as usize].destroyed {
        return;
    }
    if state.ports[port.0 as usize].governor.take().is_some() {
        events.push(Event::GovernorLost { port });
        super::port::governor_changed(state, port, events);
    }
    let dead: Vec<PirateId> = state
        .afloat
        .iter()
        .filter(|a| matches!(a.at, Location::Port { port: p, .. } if p == port))
        .map(|a| a.pirate)
        .collect();
    for p in dead {
        eliminate(state, p, events);
    }
}

/// 9.24, 10.42: every pirate in the port put out into the area he came from.
pub(super) fn oust(state: &mut State, port: PortId, events: &mut Vec<Event>) {
    for a in &mut state.afloat {
        if let Location::Port { port: p, from } = a.at
            && p == port
        {
            a.at = Location::Sea(from);
            // BB-R C 9.55: an Oust ends the chance to sack.
            a.may_sack = None;
            events.push(Event::Ousted {
                pirate: a.pirate,
                port,
            });
        }
    }
}

/// 17.2 #20: a port by D66 names the storm's area (Bermuda: both of its areas: BB-R C 2.2)
/// and the Transit Boxes it opens onto. Merchants there are lost; each pirate at sea there
/// or in those boxes rolls on the Storm Effects Table (+1 in a box); a warship there is lost
/// on 2d6 over its Combat, a KC there (or in those boxes: BB-R C 17.2 #20) on 1–4.
fn storm(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    let roll = state.rng.d66();
    let port = data.port_at(roll).expect("every D66 names a port");
    let areas: Vec<AreaId> = data.ports[port.0 as usize].areas.clone();
    for area in &areas {
        events.push(Event::StormStrikes { area: *area, roll });
    }
    let boxes: Vec<_> = areas
        .iter()
        .flat_map(|a| data.areas[a.0 as usize].boxes.clone())
        .collect();
    for (p, def) in data.ports.iter().enumerate() {
        if def.areas.iter().any(|a| areas.contains(a))
            && let Some(m) = state.ports[p].merchant.take()
        {
            state.merchant_pool.push(m.counter);
            events.push(Event::MerchantLost {
                port: PortId(p as u8),
            });
        }
    }
    state.rng.shuffle(&mut state.merchant_pool);
    for o in state.on_station.clone() {
        if !areas.contains(&o.area) {
            continue;
        }
        let roll = state.rng.d6() + state.rng.d6();
        let lost = roll > data.warships[o.warship.0 as usize].combat;
        if lost {
            state.on_station.retain(|x| *x != o);
            state.warship_pool.push(o.warship);
        }
        events.push(Event::Ap(super::ApEvent::StormOnWarship {
            warship: o.warship,
            roll,
            lost,
        }));
    }
    for k in state.kcs.clone() {
        let hit = match k.at {
            Location::Sea(x) => areas.contains(&x),
            Location::Transit(b) => boxes.contains(&b),
            Location::Port { .. } => false,
        };
        if !hit {
            continue;
        }
        let die = state.rng.d6();
        let lost = die <= 4;
        if lost {
            state.kcs.retain(|x| x.kc != k.kc);
            to_pool(data, state, k.kc);
        }
        events.push(Event::Ap(super::ApEvent::StormOnKc {
            kc: k.kc,
            die,
            lost,
        }));
    }
    let struck: Vec<(PirateId, bool)> = state
        .afloat
        .iter()
        .filter_map(|a| match a.at {
            Location::Sea(x) if areas.contains(&x) => Some((a.pirate, false)),
            Location::Transit(b) if boxes.contains(&b) => Some((a.pirate, true)),
            _ => None,
        })
        .collect();
    for (pirate, in_box) in struck {
        let die = state.rng.d6();
        let adjusted = die + if in_box { data.storm_box_bonus } else { 0 };
        match data.storm_effect(adjusted) {
            StormEffect::NoEffect => events.push(Event::StormRoll {
                pirate,
                die,
                hits: 0,
            }),
            StormEffect::SpeedHits(n) => {
                events.push(Event::StormRoll {
                    pirate,
                    die,
                    hits: n,
                });
                speed_hits(data, state, pirate, n, events);
            }
            StormEffect::Founders => {
                events.push(Event::StormRoll {
                    pirate,
                    die,
                    hits: u8::MAX,
                });
                eliminate(state, pirate, events);
            }
        }
    }
}

/// 17.2 #7 Finger of Fate: each seat with a card discards one in secret, from the Pirate
/// Player in Player Order; the discards show together and the hands pass to the left.
pub(super) fn finger_of_fate(state: &mut State, events: &mut Vec<Event>) {
    state.fate_discards.clear();
    state.phase = Phase::FingerOfFate { order_at: 0 };
    next_discarder(state, events);
}

/// The next seat with a card to discard, or the discards shown and the hands passed.
pub(super) fn next_discarder(state: &mut State, events: &mut Vec<Event>) {
    let n = state.seats() as u8;
    let Phase::FingerOfFate { mut order_at } = state.phase else {
        return;
    };
    while order_at < n {
        let seat = state.order[(state.turn_at + order_at) as usize % n as usize];
        if !state.hands[seat].is_empty() {
            state.phase = Phase::FingerOfFate { order_at };
            return;
        }
        order_at += 1;
    }
    state.secrets_shown += 1;
    for (seat, card) in std::mem::take(&mut state.fate_discards) {
        state.discard.push(card);
        events.push(Event::Discarded {
            seat,
            cards: vec![card],
        });
    }
    // To the left: each seat's cards to the next in Player Order.
    let hands = std::mem::take(&mut state.hands);
    let mut passed = vec![Vec::new(); hands.len()];
    for (at, seat) in state.order.iter().enumerate() {
        let left = state.order[(at + 1) % n as usize];
        passed[left] = hands[*seat].clone();
    }
    state.hands = passed;
    events.push(Event::HandsPassed);
    state.phase = Phase::CardPlay;
}

/// A KC back to the pool (the Ex-Pirate back beside it, out of the draw: 3.0 step 9).
fn to_pool(data: &BbData, state: &mut State, kc: crate::content::KcId) {
    if !data.kcs[kc.0 as usize].ex_pirate {
        state.kc_pool.push(kc);
        state.rng.shuffle(&mut state.kc_pool);
    }
}
