//! What befalls a pirate or the game, shared by every step of the rules: a loyalty change (the
//! Crew Loyalty table), Speed hits and sinking (6.25-6.26), a pirate's death (18.12 B), the
//! game's end. A leaf: it names no other file of the rules.

use super::Event;
use super::state::*;
use crate::content::{BbData, LoyaltyCause, PirateId};

/// 6.25–6.26: Speed hits, one at a time: each fall from 0 to −1 costs a point of loyalty; a
/// hit below the track's end sinks the ship (BB-R A11).
pub(super) fn speed_hits(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    hits: u8,
    events: &mut Vec<Event>,
) {
    for _ in 0..hits {
        let Some(a) = state.afloat_mut(pirate) else {
            return;
        };
        if a.speed <= data.speed_floor {
            eliminate(state, pirate, events);
            return;
        }
        a.speed -= 1;
        let speed = a.speed;
        events.push(Event::SpeedLost { pirate, speed });
        if speed == -1 {
            change_loyalty(data, state, pirate, LoyaltyCause::SpeedBelowZero, events);
        }
    }
}

/// 6.27: Combat hits, one at a time; a hit at the track's end (1) sinks the ship (BB-R A11).
pub(super) fn combat_hits(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    hits: u8,
    events: &mut Vec<Event>,
) {
    for _ in 0..hits {
        let Some(a) = state.afloat_mut(pirate) else {
            return;
        };
        if a.combat <= data.combat_floor {
            eliminate(state, pirate, events);
            return;
        }
        a.combat -= 1;
        let combat = a.combat;
        events.push(Event::CombatLost { pirate, combat });
    }
}

/// A change of the Crew Loyalty table, within 0 and the track's top (BB-R A9, A11); an
/// allied pirate's crew and his ally's alike (11.3), but for a ship's own Speed falling below
/// 0 and a mutiny quashed at a cost.
pub(super) fn change_loyalty(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    cause: LoyaltyCause,
    events: &mut Vec<Event>,
) {
    one_crew(data, state, pirate, cause, events);
    if matches!(
        cause,
        LoyaltyCause::SpeedBelowZero | LoyaltyCause::MutinyQuashedEqual
    ) {
        return;
    }
    if let Some(b) = Alliance::ally_in(&state.alliances, pirate) {
        one_crew(data, state, b, cause, events);
    }
}

/// One crew's loyalty changed (not his ally's).
pub(super) fn one_crew(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    cause: LoyaltyCause,
    events: &mut Vec<Event>,
) {
    let change = data.loyalty_change(cause);
    let Some(a) = state.afloat_mut(pirate) else {
        return;
    };
    let was = a.loyalty;
    a.loyalty = (a.loyalty as i16 + change as i16).clamp(0, data.loyalty_max as i16) as u8;
    if was > 0 && a.loyalty == 0 {
        a.mutiny_due = true;
    }
    let loyalty = a.loyalty;
    events.push(Event::LoyaltyChanged { pirate, loyalty });
}

/// A pirate leaves play dead (18.12 B): his seat scores his Notoriety, his Net Worth is
/// lost, his hostages go back to the pool.
pub(super) fn eliminate(state: &mut State, pirate: PirateId, events: &mut Vec<Event>) {
    let Some(a) = leave_play(state, pirate, events) else {
        return;
    };
    for (h, _) in &a.hostages {
        state.hostage_pool.push(*h);
        events.push(Event::HostageLost { pirate });
    }
    state.vp[a.seat] += a.notoriety;
    state.scored.push(Scored {
        seat: a.seat,
        pirate,
        how: ScoredBy::Eliminated,
        vp: a.notoriety,
    });
    state.locker.push(pirate);
    events.push(Event::Eliminated {
        pirate,
        vp: a.notoriety,
    });
}

/// A pirate retires (18.12 A, 18.42): his seat scores twice his Notoriety and a VP for each
/// whole 100 of his Net Worth; he, his ship and everything aboard leave the game.
pub(super) fn retire(
    state: &mut State,
    pirate: PirateId,
    how: Retirement,
    events: &mut Vec<Event>,
) {
    let Some(a) = leave_play(state, pirate, events) else {
        return;
    };
    state
        .hostages_gone
        .extend(a.hostages.iter().map(|(h, _)| *h));
    let vp = 2 * a.notoriety + a.net_worth / 100;
    state.vp[a.seat] += vp;
    state.scored.push(Scored {
        seat: a.seat,
        pirate,
        how: ScoredBy::Retired(how),
        vp,
    });
    state.retired.push(pirate);
    events.push(Event::Retired {
        pirate,
        how,
        notoriety: a.notoriety,
        net_worth: a.net_worth,
        vp,
    });
}

/// A pirate off the map, whichever way: his Safe Havens end (9.34); Initiative Actions of his
/// pass to any pirate (4.53).
fn leave_play(state: &mut State, pirate: PirateId, events: &mut Vec<Event>) -> Option<Afloat> {
    let i = state.afloat.iter().position(|a| a.pirate == pirate)?;
    let a = state.afloat.remove(i);
    // 11: an alliance ends with either pirate.
    if let Some(x) = state
        .alliances
        .iter()
        .copied()
        .find(|x| x.declared == pirate || x.with == pirate)
    {
        state.alliances.retain(|y| *y != x);
        events.push(Event::AllianceBroken {
            pirate: x.declared,
            with: x.with,
        });
    }
    // 17.2 #1, #10: his map and his ship's guns to the discards (a Letter never returns).
    state
        .discard
        .extend(a.treasure_map.iter().chain(&a.heavy_guns));
    for (i, p) in state.ports.iter_mut().enumerate() {
        if p.haven == Some(pirate) {
            p.haven = None;
            events.push(Event::HavenLost {
                pirate,
                port: crate::content::PortId(i as u8),
            });
        }
    }
    match &mut state.phase {
        Phase::Actions { pirate: bound, .. }
        | Phase::Drawn { bound, .. }
        | Phase::NewShip { bound, .. }
            if *bound == Some(pirate) =>
        {
            *bound = None;
        }
        _ => {}
    }
    Some(a)
}

/// 18.12 B: every pirate still in play scores his Notoriety; the game is over.
pub(super) fn game_over(state: &mut State, reason: GameEnd, events: &mut Vec<Event>) {
    for a in &state.afloat {
        state.vp[a.seat] += a.notoriety;
        state.scored.push(Scored {
            seat: a.seat,
            pirate: a.pirate,
            how: ScoredBy::AtTheEnd,
            vp: a.notoriety,
        });
    }
    state.phase = Phase::GameOver { reason };
    events.push(Event::GameOver {
        reason,
        vp: state.vp.clone(),
    });
}

/// 17.2 #18: a pirate (and his ally) entering a port loses his Scurvy marker.
pub(super) fn cure_scurvy(state: &mut State, pirate: PirateId, events: &mut Vec<Event>) {
    let ally = Alliance::ally_in(&state.alliances, pirate);
    for p in std::iter::once(pirate).chain(ally) {
        if let Some(a) = state.afloat_mut(p)
            && a.scurvy
        {
            a.scurvy = false;
            events.push(Event::Ap(super::ApEvent::ScurvyCured { pirate: p }));
        }
    }
}
