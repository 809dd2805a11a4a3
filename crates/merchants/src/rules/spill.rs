//! MODULE 7, Taking damage to cargo: when a damaged hold must lose cards and both spaces hold
//! some, its captain picks, card by card, the space each is lost from (the card in it drawn
//! at random). A smuggler's hold's card is never lost so (MODULE 3); when the space holds cards
//! bound for different ports, its owner first picks which that is (`rules::hold`).

use super::protocol::{Choice, GameEvent};
use super::ship;
use super::state::*;
use crate::content::*;

pub fn options(out: &mut Vec<Choice>) {
    out.push(Choice::SpillCargo);
    out.push(Choice::SpillContraband);
}

/// The damaged hold of `seat` sheds what it can no longer carry: at random while only one
/// space holds cards, else its captain is asked (a smuggler's hold's owner first picks the
/// card it keeps, if that matters).
pub fn overflow(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    let over = state.seats[seat].held() > ship::cargo_capacity(&state.seats[seat], data);
    // (Two holds shedding from one volley: the second keeps the card it has first, ours.)
    if over && state.hold_pick.is_none() && super::hold::matters(state, data, seat) {
        super::hold::ask_pick(state, seat, HoldThen::Spill);
        return;
    }
    shed_now(state, data, seat, events);
}

/// Shed what the hold can no longer carry (the smuggler's hold's card settled).
pub fn shed_now(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    shed(state, data, seat, None, events);
}

/// Lose a card from the space picked, then on as [`overflow`].
pub fn apply(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    if state.spills.is_empty() {
        return;
    }
    let (seat, _) = state.spills.remove(0);
    shed(
        state,
        data,
        seat,
        Some(choice == Choice::SpillContraband),
        events,
    );
}

fn shed(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    mut pick: Option<bool>,
    events: &mut Vec<GameEvent>,
) {
    let capacity = ship::cargo_capacity(&state.seats[seat], data);
    let mut lost = Vec::new();
    while state.seats[seat].held() > capacity {
        let s = &mut state.seats[seat];
        let hidden = s.hidden_contraband();
        let both = !s.cargo.is_empty() && s.contraband.len() > hidden;
        let smuggled = match pick.take() {
            Some(p) if both => p,
            _ if both => {
                // Cards on both spaces: the captain picks the space of the next.
                state.spills.insert(0, (seat, (s.held() - capacity) as u8));
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
