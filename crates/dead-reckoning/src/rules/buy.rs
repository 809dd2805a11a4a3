//! BUY ADVANCEMENTS / RESOLVE ENCOUNTERS (l.549–582): the card on the Ship's board, paid in
//! cargo from the Ship (l.563), set aside, at most two a turn; a Merchant ship traded for as
//! an Advancement, its back never seen (DR-R 21). CLEANUP 4 (l.662–673): sleeving.

use super::goods;
use super::state::*;
use super::{Choice, Event};
use crate::content::{DrData, Source};
use game_core::Seat;

/// The card the Ship may buy now, if any.
pub fn buyable(data: &DrData, state: &State, seat: Seat) -> Option<CardId> {
    let Place::Cell(cell) = state.seats[seat].ship.at else {
        return None;
    };
    let c = &state.cells[cell as usize];
    let card = c.card.filter(|_| c.face_up)?;
    (state.turn.buys < data.setup.buys
        && goods::can_pay(
            state,
            seat,
            data.rows[card.0 as usize].cost,
            0,
            Source::Ship,
        ))
    .then_some(card)
}

/// Start a buy: the cost as a run paid from the Ship, the card set aside once it is paid.
pub(super) fn buy(data: &DrData, state: &mut State, seat: Seat) {
    let card = buyable(data, state, seat).expect("offered");
    state.turn.buys += 1;
    state.runs.push(Run::Pay {
        cargo: data.rows[card.0 as usize].cost,
        coins: 0,
        from: Source::Ship,
        then: Then::SetAside(card),
    });
}

/// The card is paid for: off its board, set aside.
pub(super) fn set_aside(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    card: CardId,
    events: &mut Vec<Event>,
) {
    let cell = state
        .cells
        .iter()
        .position(|c| c.card == Some(card))
        .expect("the card bought lies on a board");
    state.cells[cell].card = None;
    state.seats[seat].aside.push(card);
    events.push(Event::Bought {
        seat,
        card,
        traded: data.rows[card.0 as usize].merchant,
    });
}

/// The played cards whose slot for this Advancement is free.
fn hosts(data: &DrData, state: &State, seat: Seat, adv: CardId) -> Vec<SailorId> {
    let s = &state.seats[seat];
    let slot = data.rows[adv.0 as usize].slot.index();
    s.played
        .iter()
        .map(|p| p.card)
        .filter(|c| s.cards[c.0 as usize].sleeve[slot].is_none())
        .collect()
}

/// Whether the sleeving step may end now: at most one Advancement aside, or only those no
/// played card can take (l.671–673; ours, P-5).
fn may_keep(data: &DrData, state: &State, seat: Seat) -> bool {
    let aside = &state.seats[seat].aside;
    let stuck = aside
        .iter()
        .filter(|a| hosts(data, state, seat, **a).is_empty())
        .count();
    aside.len() <= stuck.max(1)
}

/// Whether the seat has anything to sleeve.
pub(super) fn sleeving(data: &DrData, state: &State, seat: Seat) -> bool {
    state.seats[seat]
        .aside
        .iter()
        .any(|a| !hosts(data, state, seat, *a).is_empty())
}

/// The sleeving step's options: each Advancement aside onto each played card with its slot
/// free; or keep the rest aside, where the rule allows.
pub(super) fn sleeve_options(data: &DrData, state: &State, seat: Seat) -> Vec<Choice> {
    let mut out = Vec::new();
    let mut seen = Vec::new();
    for adv in &state.seats[seat].aside {
        if seen.contains(adv) {
            continue;
        }
        seen.push(*adv);
        for card in hosts(data, state, seat, *adv) {
            out.push(Choice::SleeveOn { adv: *adv, card });
        }
    }
    if may_keep(data, state, seat) {
        out.push(Choice::KeepAside);
    }
    out
}

/// Sleeve one Advancement; whether the step is over.
pub(super) fn sleeve(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) -> bool {
    match choice {
        Choice::SleeveOn { adv, card } => {
            let slot = data.rows[adv.0 as usize].slot.index();
            let s = &mut state.seats[seat];
            s.aside.retain(|a| *a != adv);
            s.cards[card.0 as usize].sleeve[slot] = Some(adv);
            events.push(Event::Sleeved {
                seat,
                card,
                adv,
                slot: slot as u8,
            });
            !sleeving(data, state, seat)
        }
        Choice::KeepAside => true,
        other => unreachable!("{other:?} sleeves nothing"),
    }
}
