//! 11 Pirate Alliances: two of one seat's pirates in one port join as an Action (one
//! alliance a seat at a time); they stay together and act as one. The active pirate is the one
//! with more Notoriety (a tie: the one the Action was declared for); Combat is the better
//! ship's plus both Abilities, Speed the lower; other ratings either's (the better); Notoriety
//! gained is split, the odd point to the higher Leadership (a tie: as the player chose, by
//! declaring for that pirate); loyalty changes strike both crews in full (`fate`); Combat hits
//! are split, the odd one where the player says; no Letter is taken or used. The player
//! breaks it in his own turn for free; a pirate leaving play ends it (BB-R C 11).

use super::state::*;
use super::{Choice, Event, fate, mutiny};
use crate::content::{BbData, Pirate, PirateId};
use game_core::Seat;

/// The alliance `pirate` is in.
pub fn of(state: &State, pirate: PirateId) -> Option<Alliance> {
    state
        .alliances
        .iter()
        .copied()
        .find(|x| x.declared == pirate || x.with == pirate)
}

/// His ally, if he has one.
pub fn ally(state: &State, pirate: PirateId) -> Option<PirateId> {
    Alliance::ally_in(&state.alliances, pirate)
}

/// The pirate and his ally, if any (11.4–11.6: what strikes one strikes both), those afloat.
pub(super) fn crew(state: &State, pirate: PirateId) -> Vec<PirateId> {
    std::iter::once(pirate)
        .chain(ally(state, pirate))
        .filter(|p| state.afloat_of(*p).is_some())
        .collect()
}

/// 11.2: the alliance's active pirate: the higher Notoriety, a tie the declared one. A pirate
/// in no alliance is his own.
pub fn active(state: &State, pirate: PirateId) -> PirateId {
    let Some(x) = of(state, pirate) else {
        return pirate;
    };
    let n = |p: PirateId| state.afloat_of(p).map_or(0, |a| a.notoriety);
    if n(x.with) > n(x.declared) {
        x.with
    } else {
        x.declared
    }
}

/// 11.2: a rating either pirate may lend: the better of the two.
pub(super) fn best(
    data: &BbData,
    state: &State,
    pirate: PirateId,
    rating: impl Fn(&Pirate) -> u8,
) -> u8 {
    let own = rating(&data.pirates[pirate.0 as usize]);
    ally(state, pirate).map_or(own, |b| own.max(rating(&data.pirates[b.0 as usize])))
}

/// 11.1: the alliances `pirate` may declare: another of his seat's pirates in the same port,
/// neither allied nor ashore in D&R (our reading: an alliance acts as one), the seat in no
/// alliance. Declared for the higher Leadership (both ways on a tie: the odd point's choice).
pub(super) fn offers(data: &BbData, state: &State, pirate: PirateId) -> Vec<Choice> {
    let a = state.afloat_of(pirate).expect("afloat");
    let Location::Port { port, .. } = a.at else {
        return Vec::new();
    };
    if seat_allied(state, a.seat) || a.revelry != Revelry::None {
        return Vec::new();
    }
    let lead = |p: PirateId| data.pirates[p.0 as usize].leadership;
    state
        .seat_afloat(a.seat)
        .filter(|b| {
            b.pirate != pirate
                && b.ship.is_some()
                && b.revelry == Revelry::None
                && matches!(b.at, Location::Port { port: p, .. } if p == port)
                && lead(pirate) >= lead(b.pirate)
        })
        .map(|b| Choice::FormAlliance {
            pirate,
            with: b.pirate,
        })
        .collect()
}

fn seat_allied(state: &State, seat: Seat) -> bool {
    state
        .alliances
        .iter()
        .any(|x| state.afloat_of(x.declared).is_some_and(|a| a.seat == seat))
}

/// 11.1: the alliance formed; the ally stands where the declaring pirate does.
pub(super) fn form(state: &mut State, pirate: PirateId, with: PirateId, events: &mut Vec<Event>) {
    let at = state.afloat_of(pirate).expect("afloat").at;
    // 9.55: forming it is each one's next action, and no sack follows.
    for p in [pirate, with] {
        let a = state.afloat_mut(p).expect("afloat");
        a.at = at;
        a.may_sack = None;
    }
    state.alliances.push(Alliance {
        declared: pirate,
        with,
    });
    events.push(Event::AllianceFormed { pirate, with });
}

/// 11.6: the player breaks his alliance, free, in his own turn.
pub(super) fn break_offers(state: &State, seat: Seat) -> Vec<Choice> {
    state
        .alliances
        .iter()
        .filter(|x| state.afloat_of(x.declared).is_some_and(|a| a.seat == seat))
        .map(|x| Choice::BreakAlliance { pirate: x.declared })
        .collect()
}

/// The alliance `pirate` is in ends (broken, or a pirate left play).
pub(super) fn dissolve(state: &mut State, pirate: PirateId, events: &mut Vec<Event>) {
    if let Some(x) = of(state, pirate) {
        state.alliances.retain(|y| *y != x);
        events.push(Event::AllianceBroken {
            pirate: x.declared,
            with: x.with,
        });
    }
}

/// 11.3: Notoriety gained by the alliance, split; the odd point to the higher Leadership (a
/// tie: the declared pirate).
pub(super) fn gain_notoriety(data: &BbData, state: &mut State, pirate: PirateId, points: u32) {
    split(data, state, pirate, points, |a| &mut a.notoriety);
}

/// 11.3: booty the alliance converts, split as Net Worth (our reading: its booty comes
/// aboard one ship, the active pirate's, and is shared as it becomes Net Worth); the odd
/// doubloon to the higher Leadership.
pub(super) fn gain_net_worth(data: &BbData, state: &mut State, pirate: PirateId, doubloons: u32) {
    split(data, state, pirate, doubloons, |a| &mut a.net_worth);
}

fn split(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    points: u32,
    field: impl Fn(&mut Afloat) -> &mut u32,
) {
    let Some(x) = of(state, pirate) else {
        if let Some(a) = state.afloat_mut(pirate) {
            *field(a) += points;
        }
        return;
    };
    let lead = |p: PirateId| data.pirates[p.0 as usize].leadership;
    let odd = if lead(x.with) > lead(x.declared) {
        x.with
    } else {
        x.declared
    };
    for p in [x.declared, x.with] {
        let share = points / 2 + if p == odd { points % 2 } else { 0 };
        if let Some(a) = state.afloat_mut(p) {
            *field(a) += share;
        }
    }
}

/// 11.4: Combat hits on the alliance, split evenly; `true` if the player is asked where the
/// odd one falls (then `booty`, if any, is stowed after it). A pirate alone takes them all.
#[allow(clippy::too_many_arguments)]
pub(super) fn combat_hits(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    hits: u8,
    left: u8,
    bound: Option<PirateId>,
    booty: Option<u32>,
    events: &mut Vec<Event>,
) -> bool {
    let Some(b) = ally(state, pirate) else {
        fate::combat_hits(data, state, pirate, hits, events);
        return false;
    };
    for p in [pirate, b] {
        fate::combat_hits(data, state, p, hits / 2, events);
    }
    if hits.is_multiple_of(2) {
        return false;
    }
    let alive: Vec<PirateId> = [pirate, b]
        .into_iter()
        .filter(|p| state.afloat_of(*p).is_some())
        .collect();
    match alive[..] {
        [one] => {
            fate::combat_hits(data, state, one, 1, events);
            false
        }
        [_, _] => {
            state.phase = Phase::AllyHit {
                pirates: [pirate, b],
                left,
                bound,
                booty,
            };
            true
        }
        _ => false,
    }
}

pub(super) fn hit_options(state: &State) -> Vec<Choice> {
    let Phase::AllyHit { pirates, .. } = state.phase else {
        return Vec::new();
    };
    pirates
        .into_iter()
        .map(|pirate| Choice::HitOn { pirate })
        .collect()
}

/// The odd hit where the player said; then the port's booty, if any, and the next Action.
pub(super) fn hit(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let (
        Phase::AllyHit {
            pirates,
            left,
            bound,
            booty,
        },
        Choice::HitOn { pirate },
    ) = (state.phase.clone(), choice)
    else {
        unreachable!("{choice:?} is no answer to an alliance's odd hit");
    };
    fate::combat_hits(data, state, pirate, 1, events);
    let bound = bound.filter(|b| state.afloat_of(*b).is_some());
    match booty {
        Some(doubloons) => {
            let stower = if state.afloat_of(pirates[0]).is_some() {
                pirates[0]
            } else {
                pirates[1]
            };
            super::booty::stow_port_booty(data, state, stower, doubloons, left, bound, events);
        }
        None => mutiny::after_action(data, state, left, bound, events),
    }
}

/// 11.2: the ally goes where the active pirate goes.
pub(super) fn follow(state: &mut State, pirate: PirateId) {
    if let Some(b) = ally(state, pirate) {
        let at = state.afloat_of(pirate).expect("afloat").at;
        let a = state.afloat_mut(b).expect("afloat");
        if a.at != at {
            a.may_sack = None;
        }
        a.at = at;
        if let Revelry::Involuntary { recovered } = &mut a.revelry {
            *recovered = 0;
        }
    }
}
