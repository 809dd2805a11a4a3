//! MODULE 7, Taking damage to cargo: when a damaged hold must lose cards and both spaces hold
//! some, its captain picks, card by card, the space each is lost from (the card in it drawn
//! at random). A smuggler's hold's card is never lost so (MODULE 3).

use super::super::protocol::{Choice, GameEvent};
use super::super::ship;
use super::super::state::*;
use crate::content::*;

pub fn options(out: &mut Vec<Choice>) {
    out.push(Choice::SpillCargo);
    out.push(Choice::SpillContraband);
}

/// Lose a card from the space picked; once only one space holds cards (or the hold fits),
/// the rest go from it at random, with no more asking.
pub fn apply(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    if state.spills.is_empty() {
        return;
    }
    let (seat, _) = state.spills.remove(0);
    let mut lost = Vec::new();
    let mut pick = Some(choice == Choice::SpillContraband);
    let capacity = ship::cargo_capacity(&state.seats[seat], data);
    while state.seats[seat].held() > capacity {
        let s = &mut state.seats[seat];
        let hidden = s.hidden_contraband();
        let both = !s.cargo.is_empty() && s.contraband.len() > hidden;
        let smuggled = match pick.take() {
            Some(p) if both => p,
            _ if both => {
                // Cards on both spaces still: ask again for the next.
                let left = (s.held() - capacity) as u8;
                state.spills.insert(0, (seat, left));
                break;
            }
            _ => s.cargo.is_empty(),
        };
        let (space, from) = if smuggled {
            (&mut s.contraband, hidden)
        } else {
            (&mut s.cargo, 0)
        };
        let i = from + state.rng.below(space.len() - from);
        lost.push(space.remove(i));
    }
    if !lost.is_empty() {
        state.decks.cargo_discard.extend(&lost);
        events.push(GameEvent::CargoDiscarded { seat, cards: lost });
    }
}
