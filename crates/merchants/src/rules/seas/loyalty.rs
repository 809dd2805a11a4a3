//! Seas of Glory, MODULE 11: the rolls and payments on the loyalty track (the track itself and
//! what its steps mean are in `rules/loyalty.rs`): the mutiny at the bottom, the Fierce crew's
//! roll for an extra action (treating the crew in port is in `port/crew.rs`).

use crate::content::*;
use crate::rules::loyalty::*;
use crate::rules::protocol::{Choice, GameEvent, LoyaltyCause};
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

/// MODULE 3's plank: the captain asked answers. A LEADERSHIP roll (a failure may wait on a
/// favor, MODULE 10) or a crew overboard keeps the crew's loyalty; else it drops.
pub fn plank(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    if state.planks.is_empty() {
        return;
    }
    let seat = state.planks.remove(0);
    match choice {
        Choice::PlankRoll => {
            let passed =
                crate::rules::purse::skill_roll(state, data, seat, Skill::Leadership, events);
            let site = RollSite::Plank;
            if crate::rules::favors::wait(state, data, seat, Skill::Leadership, site, passed) {
                return;
            }
            plank_settled(state, seat, passed, events);
        }
        Choice::PlankCrew => {
            let side = Side::Captain(seat);
            let hit = [HitLocation::Crew];
            crate::rules::battle::damage::land_hits(state, data, side, &hit, false, None, events);
            events.push(GameEvent::PlankWalked { seat });
        }
        _ => down(state, seat, LoyaltyCause::NpcCard, events),
    }
}

/// MODULE 3's plank: the LEADERSHIP roll is settled; failed, the crew's loyalty drops.
pub fn plank_settled(state: &mut GameState, seat: Seat, passed: bool, events: &mut Vec<GameEvent>) {
    if passed {
        events.push(GameEvent::PlankHeld { seat });
    } else {
        down(state, seat, LoyaltyCause::NpcCard, events);
    }
}
