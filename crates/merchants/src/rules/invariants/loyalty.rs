//! MODULE 11's invariants: loyalty on the track and only with its switch, and no crew left at
//! Mutiny but while its mutiny is due or its roll waits on a favor.

use super::super::loyalty::{FIERCE, MUTINY};
use super::super::state::*;
use crate::content::*;

pub(super) fn check(state: &GameState) -> Result<(), String> {
    let on = state.config.seas.on(Switch::Loyalty);
    // A game that ends (a captain dead with none left to draw) leaves what was due undone.
    let over = matches!(state.phase, Phase::GameOver { .. });
    for (i, s) in state.seats.iter().enumerate() {
        if !(MUTINY..=FIERCE).contains(&s.loyalty) {
            return Err(format!(
                "seat {i}'s loyalty is off the track: {}",
                s.loyalty
            ));
        }
        if !on && (s.loyalty != 0 || !s.glory_barred.is_empty()) {
            return Err(format!("seat {i} has a loyalty without Module 11"));
        }
        let due = state.agenda.contains(&Beat::Mutiny { seat: i })
            || state
                .reroll
                .as_ref()
                .is_some_and(|r| r.seat == i && r.site == RollSite::Mutiny);
        if s.loyalty == MUTINY && !due && !over {
            return Err(format!(
                "seat {i}'s crew is left at Mutiny (agenda {:?}, planks {:?}, phase {:?})",
                state.agenda, state.planks, state.phase
            ));
        }
    }
    if state.turn.ending && !over && !state.agenda.contains(&Beat::EndTurn) {
        return Err("a turn is ending with no end of turn due".into());
    }
    Ok(())
}
