//! The sequencer: runs the game's clock between two decisions. A choice is carried out by its
//! chapter, which puts what follows on the agenda (an action spent, a turn ended, a round
//! begun) instead of calling the next chapter itself; [`run`] then plays the beats in order
//! until the game needs a decision again: a battle begun, a captain's turn under way, the
//! game over. The chapters are leaves; only this file knows the order they come in.

use super::protocol::GameEvent;
use super::state::*;
use super::{death, event_phase, npc, seas, sighting, turn};
use crate::content::GameData;

/// Play every beat that is due. A battle waits for its fighters' choices (what it owes the
/// turn waits in the battle and the NPC hunt, and comes back as [`Beat::AfterBattle`]); once
/// the game is over nothing more is due.
pub fn run(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    loop {
        if matches!(state.phase, Phase::GameOver { .. }) {
            state.agenda.clear();
            state.npc_hunt = None;
            state.ambush = None;
            state.reroll = None;
            state.storm_hits = None;
            state.planks.clear();
            state.spills.clear();
            state.stowing.clear();
            state.hold_pick = None;
            return;
        }
        // A battle, (MODULE 10) a failed roll or an NPC's find waiting on a favor, or (MODULE
        // 8) the storm's hits waiting to be placed: the beats still due wait for the answer.
        if state.battle.is_some() || paused(state) {
            return;
        }
        let Some(beat) = state.agenda.pop() else {
            return;
        };
        play(state, data, beat, events);
    }
}

/// Whether the clock stands in the middle of a beat, waiting on a decision the beat raised: a
/// failed roll or an NPC's find waiting on a favor (MODULE 10), the storm's hits to place
/// (MODULE 8), a plank's captain to answer (MODULE 3 with 11), a hold's owner to answer
/// (MODULE 7: a card drawn free, a smuggler's hold's card).
pub fn paused(state: &GameState) -> bool {
    super::favors::waiting(state)
        || state.storm_hits.is_some()
        || !state.planks.is_empty()
        || !state.spills.is_empty()
        || state.hold_pick.is_some()
        || super::hold::stowing(state).is_some()
}

fn play(state: &mut GameState, data: &GameData, beat: Beat, events: &mut Vec<GameEvent>) {
    match beat {
        Beat::StartRound => turn::start_round(state, data, events),
        Beat::NpcIcons(card) => event_phase::npc_icons(state, data, card, events),
        Beat::EventText(card) => event_phase::text(state, data, card, events),
        Beat::BeginTurn { turn_index } => turn::begin_turn(state, data, turn_index, events),
        Beat::Storm { seat, then } => seas::storm::strike(state, data, seat, then, events),
        Beat::Mutiny { seat } => seas::loyalty::mutiny(state, data, seat, events),
        Beat::Sighted {
            seat,
            spends_action,
        } => {
            // No NPC found the captain: the move's action is spent now (a free move with the
            // wind, MODULE 8, spends none; with none left the turn then ends).
            if !sighting::sighted(state, data, seat, spends_action, events) {
                if spends_action {
                    state.then(&[Beat::ActionDone]);
                } else {
                    turn::idle(state, data);
                }
            }
        }
        Beat::Entered {
            seat,
            spends_action,
        } => {
            // Off-turn scouts first (a decision: the NPCs' turn comes when it is settled).
            if !seas::entered_zone(state, seat, spends_action) {
                state.then(&[Beat::Sighted {
                    seat,
                    spends_action,
                }]);
            }
        }
        Beat::ActionDone => turn::spend_action(state, data),
        Beat::AfterBattle { spends_action } => after_battle(state, data, spends_action, events),
        Beat::EndTurn => turn::end_turn(state, events),
        Beat::EndOfRound => event_phase::end_of_round(state, data, events),
        Beat::CheckEnd => turn::check_end(state, data, events),
        Beat::NpcArrivals => npc::end_of_turn(state, data, events),
    }
}

/// A battle is over: another NPC that found the captain attacks now; else the action that led
/// to the battles is spent, if the captain lives and it is still its turn (a dead captain's
/// turn ends once the mods are placed).
fn after_battle(
    state: &mut GameState,
    data: &GameData,
    spends_action: bool,
    events: &mut Vec<GameEvent>,
) {
    // An off-turn scout's battle: the captain that sailed in goes on, if it lives, to the
    // NPCs in the zone and then the rest of its turn.
    if let Some(ambush) = state.ambush.take() {
        let alive = state.seats[ambush.target].ship.is_some();
        if alive && state.active_seat() == Some(ambush.target) {
            state.then(&[Beat::Sighted {
                seat: ambush.target,
                spends_action: ambush.spends_action,
            }]);
        } else {
            death::settle(state);
        }
        return;
    }
    let Some(hunt_spends) = sighting::attack_next(state, data, events) else {
        return;
    };
    let alive = state
        .active_seat()
        .is_some_and(|s| state.seats[s].ship.is_some());
    let spends = spends_action || hunt_spends;
    if spends && matches!(state.phase, Phase::Actions { .. }) && alive {
        state.then(&[Beat::ActionDone]);
    } else if alive {
        // A free move's battles are over: with no action left the turn may end now.
        turn::idle(state, data);
    } else {
        death::settle(state);
    }
}
