//! TURN SEQUENCE: the merchant-track check, the event card, then each captain's actions in
//! turn order; when the last captain is done, a new round begins.

use super::event_phase;
use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;

/// Begin a round: refill merchants if the track is full, draw the event, start the first turn.
pub fn start_round(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let limit = state
        .config
        .max_rounds
        .unwrap_or(u32::MAX)
        .min(super::invariants::ranges::ROUND_MAX);
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
    refill_merchants(state, data, events);
    let card = state.decks.events.pop().expect("checked above");
    state.current_event = Some(card);
    events.push(GameEvent::EventDrawn { card });
    event_phase::resolve(state, data, card, events);
    // A storm may sink the last captain there is to draw: then the game is over.
    if matches!(state.phase, Phase::GameOver { .. }) {
        return;
    }
    begin_turn(state, data, 0, events);
}

/// If the merchant track holds enough raided merchants before the event card is drawn, they are
/// blindly redistributed so that each sea zone again has one.
pub fn refill_merchants(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    if state.decks.merchant_track.len() < data.tokens.merchant_track_refill as usize {
        return;
    }
    sail_merchants(state, events);
}

/// The merchant track's tokens sail out, blindly, one to each zone without a merchant.
pub fn sail_merchants(state: &mut GameState, events: &mut Vec<GameEvent>) {
    let mut tokens = std::mem::take(&mut state.decks.merchant_track);
    state.rng.shuffle(&mut tokens);
    let mut placed = 0;
    for slot in state.board.merchants.iter_mut().filter(|m| m.is_none()) {
        match tokens.pop() {
            Some(nation) => {
                *slot = Some(nation);
                placed += 1;
            }
            None => break,
        }
    }
    // Should the track hold more than the empty zones need, the rest wait on the track.
    state.decks.merchant_track = tokens;
    events.push(GameEvent::MerchantsRedistributed { count: placed });
}

fn begin_turn(
    state: &mut GameState,
    data: &GameData,
    turn_index: usize,
    events: &mut Vec<GameEvent>,
) {
    state.turn = TurnState::default();
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
            actions_left: data.tokens.actions_per_turn,
        }
    };
    events.push(GameEvent::TurnStarted {
        seat: state.turn_order[turn_index],
    });
    // Starting the turn at sea with a hostile NPC in the zone: it scouts.
    if matches!(state.phase, Phase::Actions { .. }) {
        super::npc::sighted(state, data, seat, false, events);
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
pub fn retire(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    state.seats[seat].retiring = true;
    events.push(GameEvent::RetirementAnnounced { seat });
    end_turn(state, data, events);
}

/// One action is spent; the turn ends when none are left.
pub fn spend_action(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    if let Phase::Actions { actions_left, .. } = &mut state.phase {
        *actions_left -= 1;
        if *actions_left == 0 {
            end_turn(state, data, events);
        }
    }
}

/// Pass to the next captain, or finish the round.
pub fn end_turn(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let Phase::Actions { turn_index, .. } = state.phase else {
        return;
    };
    events.push(GameEvent::TurnEnded {
        seat: state.turn_order[turn_index],
    });
    if turn_index + 1 < state.turn_order.len() {
        begin_turn(state, data, turn_index + 1, events);
        return;
    }
    state.turn.round_ending = true;
    // The event card's end-of-round effect (a gale) strikes before the card is discarded.
    event_phase::end_of_round(state, data, events);
    if matches!(state.phase, Phase::GameOver { .. }) {
        return;
    }
    if let Some(card) = state.current_event.take() {
        // An NPC captain's card stays in play as its NPC's card.
        if data.event(card).npc.is_none() {
            state.decks.event_discard.push(card);
        }
    }
    // WINNING: a declaration of 10 glory points makes this round the last.
    super::winning::declare(state, data, events);
    if super::winning::last_round(state) {
        end_game(state, data, EndReason::GloryReached, events);
        return;
    }
    super::npc::end_of_turn(state, data, events);
    start_round(state, data, events);
}

/// The game is over (once: two captains dying together with no card left end it one time);
/// the standings and winners are settled now.
pub fn end_game(
    state: &mut GameState,
    data: &GameData,
    reason: EndReason,
    events: &mut Vec<GameEvent>,
) {
    if matches!(state.phase, Phase::GameOver { .. }) {
        return;
    }
    let (standings, winners) = super::winning::final_standings(state, data, reason);
    events.push(GameEvent::GameEnded {
        reason,
        winners: winners.clone(),
    });
    state.phase = Phase::GameOver {
        reason,
        winners,
        standings,
    };
}
