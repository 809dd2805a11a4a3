//! CLEANUP PHASE (l.624–697), steps 1, 3 and 5: refill the card spaces, lose the unspent
//! Sails, discard the played cards and draw. (Step 2, Pirate mode, is part two's; step 4,
//! sleeving, comes with buying.)

use super::Event;
use super::state::*;
use crate::content::{DrData, Icon};
use game_core::Seat;

/// Draw `n` cards into `seat`'s hand, shuffling its discard pile into a new deck whenever
/// the deck runs out (l.679).
pub(super) fn draw(state: &mut State, seat: Seat, n: usize, events: &mut Vec<Event>) {
    let mut drawn = 0;
    for _ in 0..n {
        if state.seats[seat].deck.is_empty() {
            if state.seats[seat].discard.is_empty() {
                break;
            }
            let mut deck = std::mem::take(&mut state.seats[seat].discard);
            state.rng.shuffle(&mut deck);
            state.seats[seat].deck = deck;
            events.push(Event::Reshuffled { seat });
        }
        let card = state.seats[seat].deck.pop().expect("just refilled");
        state.seats[seat].hand.push(card);
        drawn += 1;
    }
    events.push(Event::CardsDrawn { seat, count: drawn });
}

/// The seat's hand limit (l.683): 6, and one more for each island it controls with the
/// hand icon.
pub fn hand_limit(data: &DrData, state: &State, seat: Seat) -> usize {
    limit_of(
        data,
        seat,
        state
            .cells
            .iter()
            .filter_map(|c| Some((c.board, c.island.as_ref()?))),
    )
}

/// [`hand_limit`] as an observation shows it (every island's controller is public).
pub fn hand_limit_seen(data: &DrData, obs: &super::Observation, seat: Seat) -> usize {
    limit_of(
        data,
        seat,
        obs.cells
            .iter()
            .filter_map(|c| Some((c.board?, c.island.as_ref()?))),
    )
}

fn limit_of<'a>(
    data: &DrData,
    seat: Seat,
    islands: impl Iterator<Item = (BoardId, &'a Island)>,
) -> usize {
    data.setup.hand_limit as usize
        + islands
            .filter(|(board, i)| {
                i.controller == Some(seat) && data.islands[board.0 as usize].hand_icon
            })
            .count()
}

/// Draw-bonus icons on the cards `seat` played this turn (l.687).
pub fn draw_bonus(data: &DrData, state: &State, seat: Seat) -> usize {
    let s = &state.seats[seat];
    s.played
        .iter()
        .flat_map(|p| faces(data, p.card, &s.cards[p.card.0 as usize]))
        .map(|f| f.icons.iter().filter(|i| **i == Icon::DrawBonus).count())
        .sum()
}

/// Steps 1 and 3 of the active seat's Cleanup (step 4, sleeving, may follow).
pub(super) fn begin(state: &mut State, events: &mut Vec<Event>) {
    let seat = state.turn.active;
    super::boards::refill(state, events);
    // 3: the Sail track back to 0 (l.644).
    if state.seats[seat].ship.sails > 0 {
        state.seats[seat].ship.sails = 0;
        events.push(Event::SailsLost { seat });
    }
    state.seats[seat].ship.cannon_used = false;
}

/// Step 5 of the active seat's Cleanup.
pub(super) fn finish(data: &DrData, state: &mut State, events: &mut Vec<Event>) {
    let seat = state.turn.active;
    // 5: the played cards to the discard pile; draw 4 and the bonus, up to the hand limit
    // (l.677–693; a limit that fell forces no discard).
    let played: Vec<SailorId> = state.seats[seat].played.iter().map(|p| p.card).collect();
    let n = draw_bonus(data, state, seat);
    if !played.is_empty() {
        events.push(Event::Discarded {
            seat,
            count: played.len(),
        });
    }
    state.seats[seat].played.clear();
    state.seats[seat].discard.extend(played);
    let room = hand_limit(data, state, seat).saturating_sub(state.seats[seat].hand.len());
    let n = (data.setup.draw as usize + n).min(room);
    draw(state, seat, n, events);
}
