//! The Anti-Pirate cards' events on the active pirate (17.2 #18 Scurvy Outbreak, #22 Wear and
//! Tear, #15 Mutiny Conspiracy, #2 Debauchery & Revelry), once no Skull and Crossbones
//! negated them.

use super::state::*;
use super::{ApEvent, Event, alliance, fate, mutiny};
use crate::content::{BbData, EventKind, KcId, LoyaltyCause, PirateId};
use game_core::Seat;

/// The AP cards' events on the active pirate (and his ally, 11.4–11.6).
pub(super) fn card_event(
    data: &BbData,
    state: &mut State,
    kind: EventKind,
    pirate: PirateId,
    events: &mut Vec<Event>,
) {
    match kind {
        EventKind::ScurvyOutbreak => {
            // 17.2 #18, 11.4: both crews in full; the hostages aboard die (BB-R C: to the pool).
            for p in alliance::crew(state, pirate) {
                let Some(a) = state.afloat_mut(p) else {
                    continue;
                };
                a.scurvy = true;
                let dead: Vec<_> = a.hostages.drain(..).map(|(h, _)| h).collect();
                events.push(Event::Ap(ApEvent::ScurvyStruck {
                    pirate: p,
                    hostages: dead.len() as u8,
                }));
                state.hostage_pool.extend(dead);
                fate::one_crew(data, state, p, LoyaltyCause::Scurvy, events);
            }
        }
        EventKind::WearAndTear => {
            // 17.2 #22, 11.4: ⌊d6 / 2⌋ Speed hits on each ship.
            let die = state.rng.d6();
            for p in alliance::crew(state, pirate) {
                events.push(Event::Ap(ApEvent::WornAndTorn {
                    pirate: p,
                    die,
                    hits: die / 2,
                }));
                fate::speed_hits(data, state, p, die / 2, events);
            }
        }
        EventKind::MutinyConspiracy => {
            // 17.2 #15, 11.6: 2d6 over the loyalty, for each allied pirate; any mutiny breaks
            // the alliance. The mutinies are rolled as the window resumes.
            let mut due = Vec::new();
            for p in alliance::crew(state, pirate) {
                let dice = [state.rng.d6(), state.rng.d6()];
                let loyalty = state.afloat_of(p).map_or(0, |a| a.loyalty);
                let mutiny = dice[0] + dice[1] > loyalty;
                events.push(Event::Ap(ApEvent::Conspiracy {
                    pirate: p,
                    dice,
                    loyalty,
                    mutiny,
                }));
                if mutiny {
                    due.push(p);
                }
            }
            if !due.is_empty() && alliance::ally(state, pirate).is_some() {
                alliance::dissolve(state, pirate, events);
            }
            if let Some(w) = state.window.as_mut() {
                // Popped from the end: the active pirate's first.
                w.mutinies.extend(due.into_iter().rev());
            }
        }
        EventKind::DebaucheryAndRevelry => {
            // 17.2 #2, 11.6: the alliance broken first, then each pirate ashore (involuntary);
            // the loyalty as for any D&R in that port (13.21).
            let both = alliance::crew(state, pirate);
            if both.len() > 1 {
                alliance::dissolve(state, pirate, events);
            }
            for p in both {
                forced_ashore(data, state, p, events);
            }
        }
        EventKind::DoubleCross => {
            // 17.2 #4: 1–2 nothing; 3–4 2d6 × 10 % of his Net Worth (10–12: all), rounded up;
            // 5–6 all of it. He retires either way.
            let die = state.rng.d6();
            let percent = match die {
                1 | 2 => 0,
                3 | 4 => {
                    let two = state.rng.d6() + state.rng.d6();
                    if two >= 10 { 100 } else { two as u32 * 10 }
                }
                _ => 100,
            };
            let Some(a) = state.afloat_mut(pirate) else {
                return;
            };
            let lost = (a.net_worth * percent).div_ceil(100);
            a.net_worth -= lost;
            events.push(Event::Ap(ApEvent::DoubleCrossed {
                pirate,
                die,
                percent,
                lost,
            }));
        }
        other => unreachable!("{other:?} is not played in a window yet"),
    }
}

/// 17.2 #2: involuntary D&R in the port he is in (13.13: never a second marker), the loyalty
/// as for any D&R there (13.21: +3 in a Pirate Port, else +1).
fn forced_ashore(data: &BbData, state: &mut State, pirate: PirateId, events: &mut Vec<Event>) {
    let Some(a) = state.afloat_mut(pirate) else {
        return;
    };
    let Location::Port { port, .. } = a.at else {
        return;
    };
    if a.revelry != Revelry::None {
        return;
    }
    a.revelry = Revelry::Involuntary { recovered: 0 };
    // 9.55: a D&R card ends the chance of a sack (BB-R C 9.55).
    a.may_sack = None;
    events.push(Event::Revelry {
        pirate,
        voluntary: false,
    });
    let cause = if data.ports[port.0 as usize].is_pirate_port() {
        LoyaltyCause::RevelryInPiratePort
    } else {
        LoyaltyCause::RevelryAshore
    };
    fate::one_crew(data, state, pirate, cause, events);
}

/// 17.2 #17, 15.1: the newcomer from `seat`'s hand duels the active pirate (ties rolled
/// again). Won: the old pirate is eliminated (18.12 B) and the newcomer takes the ship and all
/// aboard for `seat`, at loyalty 6, with both Duel ratings as his Notoriety (15.2). Lost: the
/// newcomer never comes into play; the crew's loyalty +1.
pub(super) fn ambition(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    newcomer: PirateId,
    pirate: PirateId,
    events: &mut Vec<Event>,
) {
    if state.afloat_of(pirate).is_none() {
        return;
    }
    let (a, b) = loop {
        let a = duel_dice(data, state, newcomer);
        let b = duel_dice(data, state, pirate);
        if a != b {
            break (a, b);
        }
    };
    ambition_rolled(data, state, seat, (newcomer, a), (pirate, b, false), events);
}

fn duel_dice(data: &BbData, state: &mut State, p: PirateId) -> u8 {
    (0..data.pirates[p.0 as usize].duel)
        .map(|_| state.rng.d6())
        .sum()
}

/// The duel's totals: the active pirate behind may roll his dice again with a point of
/// Cunning (12), once (`asked`); a tie (after such a roll) is dueled again (15.1).
pub(super) fn ambition_rolled(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    (newcomer, newcomer_total): (PirateId, u8),
    (pirate, pirate_total, asked): (PirateId, u8, bool),
    events: &mut Vec<Event>,
) {
    if newcomer_total == pirate_total {
        return ambition(data, state, seat, newcomer, pirate, events);
    }
    let won = newcomer_total > pirate_total;
    let offer = Reroll::Ambition {
        seat,
        newcomer,
        newcomer_total,
        dice: data.pirates[pirate.0 as usize].duel,
    };
    if won && !asked && super::cunning::offer(state, pirate, pirate_total, offer) {
        return;
    }
    events.push(Event::Ap(ApEvent::Ambition {
        seat,
        newcomer,
        pirate,
        newcomer_total,
        pirate_total,
        won,
    }));
    let ratings =
        data.pirates[newcomer.0 as usize].duel as u32 + data.pirates[pirate.0 as usize].duel as u32;
    if won {
        let mut ship = state.afloat_of(pirate).expect("afloat").clone();
        fate::eliminate(state, pirate, events);
        ship.seat = seat;
        mutiny::take_command(data, state, &ship, newcomer, events);
        if let Some(a) = state.afloat_mut(newcomer) {
            a.notoriety = data.notoriety.duel as u32 * ratings;
        }
    } else {
        state.pirate_hands[seat].retain(|p| *p != newcomer);
        state.locker.push(newcomer);
        fate::change_loyalty(data, state, pirate, LoyaltyCause::AmbitionFoiled, events);
    }
}

/// 17.2 #16: `ex`, a retired pirate, comes back as the Ex-Pirate KC for `seat`, in the
/// active pirate's Sea Area (his port's, if he is in one).
pub(super) fn convert(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    ex: PirateId,
    pirate: PirateId,
    events: &mut Vec<Event>,
) {
    let at = match state.afloat_of(pirate).map(|a| a.at) {
        Some(Location::Sea(area)) | Some(Location::Port { from: area, .. }) => area,
        _ => return,
    };
    let kc = KcId(
        data.kcs
            .iter()
            .position(|k| k.ex_pirate)
            .expect("the Ex-Pirate") as u8,
    );
    state.kcs.push(KcAfloat {
        kc,
        seat,
        at: Location::Sea(at),
        placed: state.turns,
    });
    events.push(Event::Ap(ApEvent::Converted {
        seat,
        pirate: ex,
        kc,
    }));
}
