//! Seas of Glory, MODULE 7 (with MODULE 3's smuggler's hold): what a captain decides about its
//! own hold in the middle of something else, asked of it alone (the cards are its secret).
//! - **Stowing a card drawn free** (l.2244–2247): "When getting cargo cards from merchant
//!   raids, rumor/mission rewards, etc., you may place any cards showing the contraband
//!   option on either your regular cargo space or your contraband space." Raid loot and
//!   plunder offer both spaces as they are taken; a card drawn free (a rumor's or mission's
//!   reward, a glory card's cargo, a reef's salvage) waits on the contraband space until its
//!   owner says (`Choice::TakeContraband` leaves it there, `Choice::TakeCargo` moves it).
//! - **The smuggler's hold's card** (l.2041–2043): "One contraband does not take up a cargo
//!   space, is 'invisible' to NPCs, and is immune to cards and damage effects. Whenever
//!   relevant, pick which contraband card you want to be immune." Relevant: a naval ship's
//!   search the captain answers by dumping (the hidden card stays), and damage that makes the
//!   hold shed cards (the hidden card is never lost), whenever the contraband space holds
//!   cards bound for different ports (cards bound alike are worth alike). The card picked is
//!   kept first on the space (`SeatState::hidden_contraband`).

use super::protocol::Choice;
use super::state::*;
use crate::content::*;

/// A card drawn free that shows the contraband option: it goes on the contraband space
/// now, and its owner is asked which space it belongs on.
pub fn stow_later(state: &mut GameState, seat: Seat, card: CargoCardId) {
    state.seats[seat].contraband.push(card);
    state.stowing.push((seat, card));
}

/// The first card drawn free still waiting on its owner's word (one the hold has lost since,
/// to damage or a death, is no longer asked about).
pub fn stowing(state: &GameState) -> Option<(Seat, CargoCardId)> {
    state
        .stowing
        .iter()
        .copied()
        .find(|(seat, card)| state.seats[*seat].contraband.contains(card))
}

/// Forget the cards drawn free that have left their owner's contraband space unasked.
pub fn prune(state: &mut GameState) {
    let seats = &state.seats;
    state
        .stowing
        .retain(|(seat, card)| seats[*seat].contraband.contains(card));
}

pub fn stow_options(state: &GameState, out: &mut Vec<Choice>) {
    if let Some((_, card)) = stowing(state) {
        out.push(Choice::TakeContraband(card));
        out.push(Choice::TakeCargo(card));
    }
}

/// The owner's word on the card drawn free: it stays on the contraband space, or moves to
/// the regular one (where the space it lies on says what it is).
pub fn stow(state: &mut GameState, choice: Choice) {
    prune(state);
    let Some((seat, card)) = stowing(state) else {
        return;
    };
    state.stowing.retain(|x| *x != (seat, card));
    if choice == Choice::TakeCargo(card) {
        let s = &mut state.seats[seat];
        s.contraband.retain(|c| *c != card);
        s.cargo.push(card);
    }
}

/// Whether the pick of the smuggler's hold's card matters now: the ship has the hold and its
/// contraband space holds cards bound for more than one port. (One pick is asked at a time:
/// where two holds shed cards from one volley, the second keeps the card it has first, ours.)
pub fn matters(state: &GameState, data: &GameData, seat: Seat) -> bool {
    let s = &state.seats[seat];
    s.hidden_contraband() > 0 && alike(data, &s.contraband).len() > 1
}

/// One card of each port the contraband is bound for, in the order they lie.
fn alike(data: &GameData, cards: &[CargoCardId]) -> Vec<CargoCardId> {
    let mut out: Vec<CargoCardId> = Vec::new();
    for c in cards {
        let port = data.cargo_deck[c.0 as usize].contraband;
        if !out
            .iter()
            .any(|o| data.cargo_deck[o.0 as usize].contraband == port)
        {
            out.push(*c);
        }
    }
    out
}

/// Ask the owner of a smuggler's hold for its hidden card, then go on as `then` says.
pub fn ask_pick(state: &mut GameState, seat: Seat, then: HoldThen) {
    state.hold_pick = Some(HoldPick { seat, then });
}

pub fn pick_options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    if let Some(p) = state.hold_pick {
        out.extend(
            alike(data, &state.seats[p.seat].contraband)
                .into_iter()
                .map(Choice::HideContraband),
        );
    }
}

/// The card the smuggler's hold keeps goes first on the space; returns the pick answered,
/// for the search's dump or the damage to go on (see `dispatch`).
pub fn pick(state: &mut GameState, choice: Choice) -> Option<HoldPick> {
    let (Some(p), Choice::HideContraband(card)) = (state.hold_pick.take(), choice) else {
        return None;
    };
    let space = &mut state.seats[p.seat].contraband;
    if let Some(i) = space.iter().position(|c| *c == card) {
        let c = space.remove(i);
        space.insert(0, c);
    }
    Some(p)
}
