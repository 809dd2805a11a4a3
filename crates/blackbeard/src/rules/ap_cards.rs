//! The Anti-Pirate cards' events on the active pirate (17.2 #18 Scurvy Outbreak, #22 Wear and
//! Tear, #15 Mutiny Conspiracy, #2 Debauchery & Revelry), once no Skull and Crossbones
//! negated them.

use super::state::*;
use super::{ApEvent, Event, alliance, fate};
use crate::content::{BbData, EventKind, LoyaltyCause, PirateId};

/// The pirate and his ally (11: cards strike both).
fn crew(state: &State, pirate: PirateId) -> Vec<PirateId> {
    std::iter::once(pirate)
        .chain(alliance::ally(state, pirate))
        .collect()
}

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
            for p in crew(state, pirate) {
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
            for p in crew(state, pirate) {
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
            for p in crew(state, pirate) {
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
            let both = crew(state, pirate);
            if both.len() > 1 {
                alliance::dissolve(state, pirate, events);
            }
            for p in both {
                forced_ashore(data, state, p, events);
            }
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
