//! VARIANT 2: CAPTAINS, CAPTAINS, CAPTAINS! A larger choice of starting captain, two ways:
//! - "Yarr, get on with it!": each player draws 2 captain cards and picks one.
//! - "It'll cost ya!": each player is handed 1 captain; in turn order (the start player is
//!   drawn first), each may pay 2 gold to draw another, then 2 more for a third, and picks one.
//!
//! Our readings: the gold is paid out of the starting 10 at the reveal; the captains not kept
//! go back into the deck unseen, and it is shuffled. The choice comes before the seat's ship.

use super::super::protocol::{Choice, GameEvent};
use super::super::state::*;
use crate::content::*;

/// The setup has dealt each seat its captain: the variant's extra draws, or the start player
/// drawn so that captains are bought in turn order.
pub fn dealt(state: &mut GameState, events: &mut Vec<GameEvent>) {
    let seas = &state.config.seas;
    if seas.on(Switch::CaptainsDrawTwo) {
        for seat in 0..state.seats.len() {
            let extra: Vec<CaptainId> = state.decks.captains.pop().into_iter().collect();
            if !extra.is_empty() {
                events.push(GameEvent::CaptainDrawn { seat });
            }
            state.seats[seat].captain_offer = Some(extra);
        }
    } else if seas.on(Switch::CaptainsPay) {
        super::super::order::draw_start_player(state, events);
        for s in &mut state.seats {
            s.captain_offer = Some(Vec::new());
        }
        state.phase = Phase::ChooseShips {
            seat: state.turn_order[0],
        };
    }
}

/// The captains the seat may keep, and another bought while it may.
pub fn options(state: &GameState, data: &GameData, seat: Seat, out: &mut Vec<Choice>) {
    let s = &state.seats[seat];
    out.push(Choice::KeepCaptain(s.captain));
    for c in s.captain_offer.iter().flatten() {
        out.push(Choice::KeepCaptain(*c));
    }
    if may_buy(state, data, seat) {
        out.push(Choice::DrawCaptain);
    }
}

/// "It'll cost ya!": a second captain, then a third, while the starting gold pays for it.
fn may_buy(state: &GameState, data: &GameData, seat: Seat) -> bool {
    let s = &state.seats[seat];
    let next = data.tokens.captain_price * (s.captains_bought as u32 + 1);
    state.config.seas.on(Switch::CaptainsPay)
        && s.captains_bought < 2
        && !state.decks.captains.is_empty()
        && next <= data.tokens.starting_gold
}

/// Pay for another captain card and draw it, in secret.
pub fn buy(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    if !may_buy(state, data, seat) {
        return;
    }
    let Some(c) = state.decks.captains.pop() else {
        return;
    };
    let s = &mut state.seats[seat];
    s.captains_bought += 1;
    s.captain_offer.get_or_insert_with(Vec::new).push(c);
    events.push(GameEvent::CaptainBought {
        seat,
        price: data.tokens.captain_price,
    });
    events.push(GameEvent::CaptainDrawn { seat });
}

/// Keep `keep`; the others go back into the deck unseen, and it is shuffled.
pub fn keep(state: &mut GameState, seat: Seat, keep: CaptainId, events: &mut Vec<GameEvent>) {
    let s = &mut state.seats[seat];
    let Some(offer) = s.captain_offer.take() else {
        return;
    };
    let mut hand = offer;
    hand.push(s.captain);
    let Some(i) = hand.iter().position(|c| *c == keep) else {
        s.captain_offer = Some(hand[..hand.len() - 1].to_vec());
        return;
    };
    s.captain = hand.swap_remove(i);
    let back = hand.len();
    state.decks.captains.extend(hand);
    state.rng.shuffle(&mut state.decks.captains);
    events.push(GameEvent::CaptainKept { seat, back });
}
