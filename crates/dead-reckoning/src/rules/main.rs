//! MAIN PHASE (l.451–464): what the active seat may do, in any order and as often as it
//! likes, until it ends the phase. Built so far: play a card (l.494), use an ability
//! (l.612), load / unload / rearrange / jettison (l.466–492), Master Merchant (l.1216).

use super::state::*;
use super::{Choice, Event, ability, achievements, goods, islands, sail, ship};
use crate::content::{Ach, DrData, Source};
use game_core::Seat;

/// The cargo Master Merchant returns at once.
fn master_merchant_cargo(data: &DrData) -> u8 {
    data.achievement(Ach::MasterMerchant).need
}

/// The Main phase's options, grouped: cards to play, abilities, goods moves, Master
/// Merchant, the end. While a run is open, only its options.
pub(super) fn options(data: &DrData, state: &State) -> Vec<Choice> {
    let seat = state.turn.active;
    match state.runs.last().copied() {
        None => {}
        Some(run @ (Run::Stow { .. } | Run::Pay { .. })) => {
            return goods::options(data, state, seat, run);
        }
        Some(Run::Influence { cell, .. }) => {
            return islands::influence_options(data, state, seat, cell);
        }
        Some(run @ Run::Produce { .. }) => return islands::produce_options(state, seat, run),
        Some(Run::Build { .. }) => return super::build::build_options(data, state, seat),
        Some(Run::Copy) => return super::ability::copy_options(data, state, seat),
        Some(run @ Run::Upgrade { .. }) => {
            return super::build::upgrade_options(data, state, seat, run);
        }
        Some(Run::Reclaim { seat, for_cell }) => {
            let mut out: Vec<Choice> = islands::reclaimable(data, state, seat, Some(for_cell))
                .into_iter()
                .map(|cell| Choice::Reclaim { cell })
                .collect();
            out.push(Choice::ReclaimNone);
            return out;
        }
    }
    // Mid-move on a face-down board: on, or stop (and explore) there (ours, P-3).
    if sail::on_face_down(state, seat) {
        return sail::options(state, seat);
    }
    let s = &state.seats[seat];
    let mut out: Vec<Choice> = s
        .hand
        .iter()
        .map(|card| Choice::Play { card: *card })
        .collect();
    out.extend(ability::options(data, state, seat));
    out.extend(ship::options(data, state, seat));
    out.extend(sail::options(state, seat));
    if super::buy::buyable(data, state, seat).is_some() {
        out.push(Choice::Buy);
    }
    let need = master_merchant_cargo(data);
    if !achievements::has(state, seat, Ach::MasterMerchant)
        && s.markers > 0
        && goods::can_pay(state, seat, need, 0, Source::ShipOrDock)
    {
        out.push(Choice::MasterMerchant);
    }
    out.push(Choice::EndMain);
    out
}

/// One Main-phase action, or an answer to its open run; then the runs settled as far as they
/// go without an answer.
pub(super) fn advance(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    act(data, state, seat, choice, events);
    super::flow::settle(data, state, seat, events);
}

fn act(data: &DrData, state: &mut State, seat: Seat, choice: Choice, events: &mut Vec<Event>) {
    match state.runs.last() {
        None => {}
        Some(Run::Stow { .. } | Run::Pay { .. }) => {
            goods::apply(data, state, seat, choice, events);
            return;
        }
        Some(Run::Build { .. }) => {
            super::build::build_answer(data, state, choice);
            return;
        }
        Some(Run::Copy) => {
            super::ability::copy(data, state, seat, choice, events);
            return;
        }
        Some(Run::Upgrade { .. }) => {
            super::build::upgrade_answer(data, state, seat, choice, events);
            super::flow::settle(data, state, seat, events);
            return;
        }
        Some(_) => {
            islands::apply(data, state, seat, choice, events);
            return;
        }
    }
    // Any action but more Influence on the same island closes the batch (ours, P-9).
    if !ability::is_influence(data, state, seat, choice) {
        // A seat short of cubes for its permanent cube is asked once this action's own
        // questions are answered (its run waits beneath them).
        islands::close_batch(data, state, events);
    }
    // Any other action ends a move (our reading, DR-R 17).
    if !matches!(choice, Choice::Step { .. } | Choice::Stop) {
        sail::stop(data, state, seat, events);
    }
    match choice {
        Choice::SetSails | Choice::Step { .. } | Choice::Stop => {
            sail::apply(data, state, seat, choice, events)
        }
        Choice::Play { card } => {
            let s = &mut state.seats[seat];
            s.hand.retain(|c| *c != card);
            s.played.push(InPlay { card, used: 0 });
            let c = s.cards[card.0 as usize];
            if let Some(shown) = s.shown.get_mut(card.0 as usize) {
                *shown = c.level;
            }
            events.push(Event::CardPlayed {
                seat,
                card,
                level: c.level,
                sleeve: c.sleeve,
            });
        }
        Choice::Use {
            card,
            part,
            ability,
            effect,
        } => ability::apply(data, state, seat, (card, part, ability, effect), events),
        Choice::Load { .. }
        | Choice::Unload { .. }
        | Choice::Rearrange { .. }
        | Choice::Jettison { .. } => ship::apply(data, state, seat, choice, events),
        Choice::Buy => super::buy::buy(data, state, seat),
        Choice::MasterMerchant => {
            // Returned at once, to the supply, for no other benefit (l.1222): a payment
            // that buys the marker.
            state.runs.push(Run::Pay {
                cargo: master_merchant_cargo(data),
                coins: 0,
                from: Source::ShipOrDock,
                then: Then::MasterMerchant,
            });
            super::flow::settle(data, state, seat, events);
        }
        other => unreachable!("{other:?} is no Main-phase action"),
    }
}
