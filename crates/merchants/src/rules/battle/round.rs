//! A new naval round, and what a side may still do in one (fire, board, flee): when neither
//! side can do anything, the ships drift apart.

use super::super::fighter::ship;
use super::super::protocol::{BattleEnd, GameEvent};
use super::super::state::*;
use super::end::end_battle;
use super::shared::{battle, battle_mut, side_of};
use crate::content::*;

/// Whether a side can do nothing that changes the battle: no cannons to fire, and no Board
/// or Flee it may declare (see [`declare_options`] past round one).
fn stuck(state: &GameState, side: usize) -> bool {
    let hits = ship(state, side_of(state, side)).hits;
    hits.cannons == 0 && !may_board(state, side) && !may_flee(state, side)
}

/// Whether a side may declare Board after round one: masts and crew left.
pub(super) fn may_board(state: &GameState, side: usize) -> bool {
    let hits = ship(state, battle(state).sides[side]).hits;
    hits.masts > 0 && hits.crew > 0
}

/// Whether a side may declare Flee after round one: masts left, and for an NPC fewer
/// cannons or fewer crew than its enemy.
pub(super) fn may_flee(state: &GameState, side: usize) -> bool {
    let b = battle(state);
    let hits = ship(state, b.sides[side]).hits;
    let foe = ship(state, b.sides[1 - side]).hits;
    hits.masts > 0
        && match b.sides[side] {
            Side::Captain(_) => true,
            Side::Npc(_) => hits.cannons < foe.cannons || hits.crew < foe.crew,
        }
}

/// A new naval round: declarations start with the aggressor. Our rule (the rules text is
/// silent): when neither ship can fire, board or flee, they drift apart with no winner (as
/// they do, too, at a round count no battle reaches).
pub(super) fn next_round(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let endless = battle(state).round >= limits::ROUND_MAX;
    if endless || (stuck(state, 0) && stuck(state, 1)) {
        let end = BattleEnd::NoWinner;
        return end_battle(state, data, end, &[], &[], events);
    }
    let b = battle_mut(state);
    b.round += 1;
    b.declared = [None; 2];
    b.contest = [Vec::new(), Vec::new()];
    b.volleys = Default::default();
    b.boosts = Default::default();
    b.spent = Default::default();
    b.step = BattleStep::Declare { side: 0 };
    events.push(GameEvent::NavalRound { round: b.round });
    // MODULE 2: a ship on fire takes its damage before the round's declarations.
    b.burn_due = b.burning;
    if let Some(side) = (0..2).find(|s| b.burn_due[*s]) {
        b.step = BattleStep::Burn { side };
    }
}
