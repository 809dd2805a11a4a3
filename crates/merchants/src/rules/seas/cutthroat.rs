//! VARIANT 5: CUTTHROAT. "A player may scout for the active player immediately after the
//! active player moves into their sea zone (including moving from port out to sea)." Each
//! captain at sea there whose card is not flipped declares in turn order; those who do flip
//! their cards (2 fewer actions on their next turn, when the card flips back) and roll
//! SCOUTING; the most successes (at least one) finds the active player, ties broken by the pips
//! on the numbered faces, then by rolling again. The finder attacks; if the active captain
//! survives it goes on with its turn. Off-turn scouting comes before the NPCs in the zone.
//!
//! Our readings: only captains at sea scout (a ship in port is not in the sea zone); a captain
//! who dies loses the flip with its card; a flipped seat has at least 1 action.
//!
//! With MODULE 10, a favor re-rolls "one of your non-combat skill rolls ... scouting (for
//! players ...)": a captain scouting off-turn alone that finds nothing may spend one (among
//! several scouts the rolls are compared, so none is re-rolled).

use super::super::battle::{count_roll, naval};
use super::super::protocol::{Choice, GameEvent};
use super::super::state::*;
use crate::content::*;

/// The most re-rolls of a tie before the first of the tied (in turn order) finds it: far past
/// any real run of ties.
const REROLLS: usize = 50;

/// The captain at `seat` sailed into its zone: the captains there that may scout for it are
/// asked. Returns whether they were (the NPCs' turn then waits on their answers).
pub fn entered(state: &mut GameState, seat: Seat, spends_action: bool) -> bool {
    let Some(Location::Zone(zone)) = state.seats[seat].ship.as_ref().map(|s| s.location) else {
        return false;
    };
    let order = setup_order(&state.turn_order, state.seats.len());
    let waiting: Vec<Seat> = order
        .into_iter()
        .filter(|s| *s != seat)
        .filter(|s| {
            let x = &state.seats[*s];
            !x.flipped
                && x.ship
                    .as_ref()
                    .is_some_and(|sh| sh.location == Location::Zone(zone))
        })
        .collect();
    if waiting.is_empty() {
        return false;
    }
    state.ambush = Some(Ambush {
        target: seat,
        zone,
        waiting,
        scouts: Vec::new(),
        spends_action,
    });
    true
}

/// The next captain asked: scout off-turn, or let it pass.
pub fn options(out: &mut Vec<Choice>) {
    out.push(Choice::ScoutOffTurn);
    out.push(Choice::Done);
}

/// The asked captain's answer; once all have answered, the scouting.
pub fn apply(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let Some(a) = state.ambush.as_mut() else {
        return;
    };
    if a.waiting.is_empty() {
        return;
    }
    let seat = a.waiting.remove(0);
    let target = a.target;
    if choice == Choice::ScoutOffTurn {
        a.scouts.push(seat);
        state.seats[seat].flipped = true;
        events.push(GameEvent::OffTurnScout { seat, target });
    }
    if state.ambush.as_ref().is_some_and(|a| a.waiting.is_empty()) {
        resolve(state, data, events);
    }
}

/// Everyone has declared: those who scout roll, the best finds the captain and attacks it;
/// with no finder, the NPCs in the zone come next.
fn resolve(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let Some(a) = state.ambush.clone() else {
        return;
    };
    let finder = find(state, data, &a.scouts, events);
    // MODULE 10: a lone scout's SCOUTING that found nothing may wait on a favor.
    if let ([lone], None) = (&a.scouts[..], finder) {
        let site = RollSite::OffTurnScout { target: a.target };
        if super::super::favors::wait(state, data, *lone, Skill::Scouting, site, false) {
            return;
        }
    }
    found(state, data, finder, events);
}

/// The off-turn scouting is settled (`finder`: who found the captain that sailed in): the
/// finder attacks; with no finder, the NPCs in the zone come next.
pub fn found(
    state: &mut GameState,
    data: &GameData,
    finder: Option<Seat>,
    events: &mut Vec<GameEvent>,
) {
    let Some(a) = state.ambush.clone() else {
        return;
    };
    let Some(finder) = finder else {
        state.ambush = None;
        state.then(&[Beat::Sighted {
            seat: a.target,
            spends_action: a.spends_action,
        }]);
        return;
    };
    events.push(GameEvent::OffTurnFound {
        seat: finder,
        target: a.target,
    });
    // The battle spends no action of the captain that sailed in: its move is spent once the
    // NPCs there have scouted (see `flow::after_battle`).
    naval::begin(
        state,
        data,
        Side::Captain(finder),
        Side::Captain(a.target),
        events,
    );
}

/// Who finds the captain: the most successes (at least one), then the most pips on the
/// numbered faces; those still tied roll again.
fn find(
    state: &mut GameState,
    data: &GameData,
    scouts: &[Seat],
    events: &mut Vec<GameEvent>,
) -> Option<Seat> {
    let mut rolling = scouts.to_vec();
    for _ in 0..REROLLS {
        let mut best: Vec<(Seat, (u8, u32))> = Vec::new();
        for &s in &rolling {
            let captain = data.captain(state.seats[s].captain);
            let target = state.ambush.as_ref().map(|a| Side::Captain(a.target));
            let dice = super::super::modifiers::scouting_dice(
                state,
                data,
                Side::Captain(s),
                target,
                captain.scouting,
            );
            let roll = count_roll(state, data, Side::Captain(s), Skill::Scouting, dice, events);
            let pips: u32 = roll
                .faces
                .iter()
                .map(|f| match f {
                    DieFace::Number(n) => *n as u32,
                    DieFace::Success => 0,
                })
                .sum();
            best.push((s, (roll.successes(), pips)));
        }
        let top = best.iter().map(|(_, k)| *k).max()?;
        if top.0 == 0 {
            return None;
        }
        let tied: Vec<Seat> = best
            .iter()
            .filter(|(_, k)| *k == top)
            .map(|(s, _)| *s)
            .collect();
        if tied.len() == 1 {
            return Some(tied[0]);
        }
        rolling = tied;
    }
    rolling.first().copied()
}

/// A seat's turn begins: a flipped captain flips back, with 2 fewer actions this turn.
pub fn actions(state: &mut GameState, seat: Seat, base: u8) -> u8 {
    let s = &mut state.seats[seat];
    if !std::mem::take(&mut s.flipped) {
        return base;
    }
    base.saturating_sub(2).max(1)
}
