//! MODULE 7's invariants: only contraband cards on the contraband space, only with the
//! module; a card sold without its pair is a contraband card.

use super::super::state::*;
use crate::content::*;

pub(super) fn check(state: &GameState, data: &GameData) -> Result<(), String> {
    let on = state.config.seas.on(Switch::Contraband);
    for (i, s) in state.seats.iter().enumerate() {
        if !on && (!s.contraband.is_empty() || s.contraband_sold.is_some()) {
            return Err(format!("seat {i} holds contraband without Module 7"));
        }
        let not_contraband = |c: &CargoCardId| data.cargo_deck[c.0 as usize].contraband.is_none();
        if let Some(c) = s
            .contraband
            .iter()
            .chain(&s.contraband_sold)
            .find(|c| not_contraband(c))
        {
            return Err(format!(
                "seat {i} holds cargo card {} as contraband, which names no port",
                c.0
            ));
        }
    }
    // A card drawn free waits on its owner's contraband space; a smuggler's hold's pick is
    // asked of a ship that has one.
    for (seat, card) in &state.stowing {
        if !state.seats[*seat].contraband.contains(card) {
            return Err(format!(
                "seat {seat} is asked where cargo card {} goes, which is not on its contraband space",
                card.0
            ));
        }
    }
    if let Some(p) = state.hold_pick
        && state.seats[p.seat].hidden_contraband() == 0
    {
        return Err(format!(
            "seat {} is asked for a smuggler's hold's card without one",
            p.seat
        ));
    }
    Ok(())
}
