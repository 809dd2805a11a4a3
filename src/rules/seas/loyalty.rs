//! Seas of Glory, MODULE 11: the rolls and payments on the loyalty track (the track itself and
//! what its steps mean are in `rules/loyalty.rs`): the mutiny at the bottom, the Fierce crew's
//! roll for an extra action (treating the crew in port is in `port/crew.rs`).

use crate::content::*;
use crate::rules::loyalty::*;
use crate::rules::protocol::{GameEvent, LoyaltyCause};
use crate::rules::state::*;

/// Mutiny: LEADERSHIP at once (a failure may wait on a favor, MODULE 10).
pub fn mutiny(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    if state.seats[seat].loyalty != MUTINY || state.seats[seat].ship.is_none() {
        return;
    }
    let passed = crate::rules::purse::skill_roll(state, data, seat, Skill::Leadership, events);
    let site = RollSite::Mutiny;
    if crate::rules::favors::wait(state, data, seat, Skill::Leadership, site, passed) {
        return;
    }
    mutiny_settled(state, data, seat, passed, events);
}

/// The mutiny's roll is settled: quelled, the crew is Angry; else the captain dies.
pub fn mutiny_settled(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    passed: bool,
    events: &mut Vec<GameEvent>,
) {
    events.push(GameEvent::Mutiny {
        seat,
        quelled: passed,
    });
    if passed {
        state.seats[seat].loyalty = ANGRY;
        events.push(GameEvent::LoyaltyChanged {
            seat,
            to: ANGRY,
            cause: LoyaltyCause::MutinyQuelled,
        });
    } else {
        crate::rules::death::die(state, data, seat, events);
    }
}

/// Fierce loyalty's roll (a failure may wait on a favor, MODULE 10).
pub fn rally(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    state.turn.rallied = true;
    let passed = crate::rules::purse::skill_roll(state, data, seat, Skill::Leadership, events);
    if crate::rules::favors::wait(
        state,
        data,
        seat,
        Skill::Leadership,
        RollSite::Rally,
        passed,
    ) {
        return;
    }
    rallied(state, seat, passed, events);
}

/// The rally's roll is settled: on a success a step down and an extra action.
pub fn rallied(state: &mut GameState, seat: Seat, passed: bool, events: &mut Vec<GameEvent>) {
    if !passed {
        return;
    }
    shift(state, seat, -1, LoyaltyCause::Rallied, events);
    if let Phase::Actions { actions_left, .. } = &mut state.phase {
        *actions_left += 1;
    }
    events.push(GameEvent::ExtraAction { seat });
}
