//! TURN SEQUENCE: the merchant-track check, the event card, then each captain's actions in
//! turn order; when the last captain is done, a new round begins. Each function here is one
//! beat of the game's clock (see [`Beat`]): it does its part and puts what follows on the
//! agenda, for the sequencer (`rules/flow.rs`) to run.

use super::protocol::GameEvent;
use super::state::*;
use super::winning::end_game;
use crate::content::*;

/// Begin a round: refill merchants if the track is full, draw the event; its icons, its text
/// and the first turn follow.
pub fn start_round(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let limit = state
        .config
        .max_rounds
        .unwrap_or(u32::MAX)
        .min(limits::ROUND_MAX);
    if state.round >= limit {
        end_game(state, data, EndReason::RoundLimit, events);
        return;
    }
    // "If there are no more Event Cards to draw, the game ends."
    if state.decks.events.is_empty() {
        end_game(state, data, EndReason::EventDeckExhausted, events);
        return;
    }
    state.round += 1;
    events.push(GameEvent::RoundStarted { round: state.round });
    super::merchants::refill(state, data, events);
    // MODULE 8: the wind is spun before the event card.
    super::seas::wind::spin(state, events);
    super::seas::storm::drift(state, data, events);
    let card = state.decks.events.pop().expect("checked above");
    state.current_event = Some(card);
    events.push(GameEvent::EventDrawn { card });
    // A storm in the text may sink the last captain there is to draw: then the game is over,
    // and the first turn never begins.
    state.then(&[
        Beat::NpcIcons(card),
        Beat::EventText(card),
        Beat::BeginTurn { turn_index: 0 },
    ]);
}

/// The turn of the seat `turn_index` in the turn order begins.
pub fn begin_turn(
    state: &mut GameState,
    data: &GameData,
    turn_index: usize,
    events: &mut Vec<GameEvent>,
) {
    state.turn = TurnState::default();
    super::seas::turn_begins(state, turn_index, events);
    let seat = state.turn_order[turn_index];
    // A captain who retired leaves now, as in death; the seat then takes a new ship.
    if state.seats[seat].retiring {
        state.seats[seat].retiring = false;
        state.phase = Phase::NewCaptain { turn_index };
        events.push(GameEvent::TurnStarted { seat });
        super::death::retire(state, data, seat, events);
        return;
    }
    // A captain who died takes a new ship before acting.
    state.phase = if state.seats[seat].ship.is_none() {
        Phase::NewCaptain { turn_index }
    } else {
        Phase::Actions {
            turn_index,
            actions_left: super::seas::turn_actions(state, seat, data.tokens.actions_per_turn),
        }
    };
    events.push(GameEvent::TurnStarted { seat });
    super::loyalty::turn_begins(state, seat);
    // Starting the turn at sea with a hostile NPC in the zone: it scouts (MODULE 8: in the
    // storm's zone, the storm strikes first).
    if matches!(state.phase, Phase::Actions { .. }) {
        state.then(&[if super::seas::storm::catches(state, seat) {
            Beat::Storm {
                seat,
                then: StormThen::TurnBegun,
            }
        } else {
            Beat::Sighted {
                seat,
                spends_action: false,
            }
        }]);
    }
}

/// Whether the seat may retire now: in port, before any action this turn.
pub fn may_retire(state: &GameState, data: &GameData, seat: Seat) -> bool {
    matches!(state.phase, Phase::Actions { actions_left, .. } if actions_left == data.tokens.actions_per_turn)
        && state.port.is_none()
        && !state.turn.port_action_taken
        && state.turn.scouted.is_empty()
        && matches!(
            state.seats[seat].ship.as_ref().map(|s| s.location),
            Some(Location::Port(_))
        )
}

/// Retire: the turn ends now, and the captain leaves when the seat's next turn starts.
pub fn retire(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>) {
    state.seats[seat].retiring = true;
    events.push(GameEvent::RetirementAnnounced { seat });
    state.then(&[Beat::EndTurn]);
}

/// One action is spent; the turn ends when none are left.
pub fn spend_action(state: &mut GameState, data: &GameData) {
    if let Phase::Actions { actions_left, .. } = &mut state.phase {
        *actions_left = actions_left.saturating_sub(1);
    }
    idle(state, data);
}

/// With no action left the turn ends, unless (MODULE 8) a free move with the wind is still
/// the captain's to make.
pub fn idle(state: &mut GameState, data: &GameData) {
    let Phase::Actions {
        actions_left: 0, ..
    } = state.phase
    else {
        return;
    };
    let free = state
        .active_seat()
        .is_some_and(|s| super::seas::wind::free_move_left(state, data, s));
    if !free {
        state.then(&[Beat::EndTurn]);
    }
}

/// Pass to the next captain, or finish the round.
pub fn end_turn(state: &mut GameState, events: &mut Vec<GameEvent>) {
    let Phase::Actions { turn_index, .. } = state.phase else {
        return;
    };
    // MODULE 11: a turn begun and ended in the same port costs a step of loyalty; a mutiny
    // is settled before the turn ends (a captain it kills ends no turn twice).
    let seat = state.turn_order[turn_index];
    if super::loyalty::turn_ends(state, seat, events) {
        state.turn.ending = true;
        state.then(&[Beat::Mutiny { seat }, Beat::EndTurn]);
        return;
    }
    state.turn.ending = false;
    events.push(GameEvent::TurnEnded {
        seat: state.turn_order[turn_index],
    });
    if turn_index + 1 < state.turn_order.len() {
        state.then(&[Beat::BeginTurn {
            turn_index: turn_index + 1,
        }]);
        return;
    }
    state.turn.round_ending = true;
    // The event card's end-of-round effect (a gale) strikes before the card is discarded.
    state.then(&[
        Beat::EndOfRound,
        Beat::CheckEnd,
        Beat::NpcArrivals,
        Beat::StartRound,
    ]);
}

/// The round's event card is discarded (an NPC captain's card stays in play as its NPC's
/// card), and a declaration of 10 glory points makes this round the last.
pub fn check_end(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    if let Some(card) = state.current_event.take()
        && data.event(card).npc.is_none()
    {
        state.decks.event_discard.push(card);
    }
    // WINNING: a declaration of 10 glory points makes this round the last.
    super::winning::declare(state, data, events);
    if super::winning::last_round(state) {
        end_game(state, data, EndReason::GloryReached, events);
    }
}
