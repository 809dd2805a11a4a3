//! WINNING: a captain at 10 glory points (track plus stash points, at most 5 from the stash)
//! declares it, showing the stash, and the game ends once the round is finished. Several at 10:
//! the most points on the track win, then the largest stash, and a tie beyond that is a shared
//! win (the rulebook excerpt's Object of the Game). When the game ends otherwise (the event deck
//! spent, no captain left to draw, a round limit) the most glory points win, counted the same
//! way, with the same tie-breaks.

use super::glory;
use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;
use std::cmp::Reverse;

/// Every seat that has reached the winning total and not yet said so declares it now; the
/// stash is shown to all. Called after every choice and before a round would end.
pub fn declare(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    if matches!(state.phase, Phase::GameOver { .. }) {
        return;
    }
    for seat in 0..state.seats.len() {
        let s = &state.seats[seat];
        let total = glory::total(s, data);
        if !s.declared && total >= data.tokens.glory_to_win {
            events.push(GameEvent::GloryDeclared {
                seat,
                track: s.glory,
                stash: s.stash,
                total,
            });
            state.seats[seat].declared = true;
        }
    }
}

/// Whether a captain has declared, so this round is the last.
pub fn last_round(state: &GameState) -> bool {
    state.seats.iter().any(|s| s.declared)
}

/// The sort key of a seat at the end: best first when sorted in descending order. With a
/// declaration, those at the winning total come first and compare on track points; everyone
/// else compares on total glory points; then track points, then the stash.
fn key(state: &GameState, data: &GameData, reason: EndReason, seat: Seat) -> (bool, u32, u32, i32) {
    let s = &state.seats[seat];
    let total = glory::total(s, data);
    let stash = s.stash.max(0);
    if reason == EndReason::GloryReached && total >= data.tokens.glory_to_win {
        (true, s.glory, s.glory, stash)
    } else {
        (reason != EndReason::GloryReached, total, s.glory, stash)
    }
}

/// Every seat, best first, and the winners (all who share the best place).
pub fn final_standings(
    state: &GameState,
    data: &GameData,
    reason: EndReason,
) -> (Vec<Seat>, Vec<Seat>) {
    let mut order: Vec<Seat> = (0..state.seats.len()).collect();
    // A stable sort keeps seat order among equals, so the standings are the same every time.
    order.sort_by_key(|&seat| Reverse(key(state, data, reason, seat)));
    let best = key(state, data, reason, order[0]);
    let winners = order
        .iter()
        .copied()
        .filter(|&seat| key(state, data, reason, seat) == best)
        .collect();
    (order, winners)
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
    let (standings, winners) = final_standings(state, data, reason);
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
