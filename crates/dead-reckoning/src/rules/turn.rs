//! The turn (GAMEPLAY, l.442–449): the setup's questions, each seat's Main phase, Cleanup, and
//! the level-up between a seat's turns (LEVELING, l.699–709; when: our reading, DR-R 23).

use super::state::*;
use super::{Choice, Event, Kind};
use crate::content::DrData;
use game_core::Seat;

/// Who is asked now, and what kind of question.
pub(super) fn decider(state: &State) -> Option<(Seat, Kind)> {
    match state.phase {
        Phase::KeepBonus { seat } => Some((seat, Kind::KeepBonus)),
        Phase::Level { seat, at } => Some((seat, Kind::Level(at))),
        Phase::Sleeve => Some((state.turn.active, Kind::Sleeve)),
        Phase::Main => Some(match state.runs.last() {
            None => (state.turn.active, Kind::Main),
            Some(Run::Stow { .. }) => (state.turn.active, Kind::Stow),
            Some(Run::Pay { .. }) => (state.turn.active, Kind::Pay),
            Some(Run::Influence { .. }) => (state.turn.active, Kind::Influence),
            Some(Run::Produce { .. }) => (state.turn.active, Kind::Produce),
            Some(Run::Reclaim { seat, .. }) => (*seat, Kind::Reclaim),
            Some(Run::Build { .. }) => (state.turn.active, Kind::Build),
            Some(Run::Upgrade { .. }) => (state.turn.active, Kind::Upgrade),
            Some(Run::Copy) => (state.turn.active, Kind::Copy),
        }),
        Phase::Over => None,
    }
}

/// Every legal answer to the question asked now.
pub(super) fn options(data: &DrData, state: &State) -> Vec<Choice> {
    match state.phase {
        Phase::KeepBonus { seat } => state.seats[seat]
            .bonus_offer
            .iter()
            .map(|token| Choice::KeepBonus { token: *token })
            .collect(),
        Phase::Level { seat, .. } => level_options(state, seat),
        Phase::Main => super::main::options(data, state),
        Phase::Sleeve => super::buy::sleeve_options(data, state, state.turn.active),
        Phase::Over => Vec::new(),
    }
}

/// A level-up of any card in hand below level 4 (l.703), or none (ours, P-6: optional).
/// Asked whenever the hand holds a card, a public count, even if every card in it is at 4.
fn level_options(state: &State, seat: Seat) -> Vec<Choice> {
    let s = &state.seats[seat];
    let mut out: Vec<Choice> = s
        .hand
        .iter()
        .filter(|c| s.cards[c.0 as usize].level < 4)
        .map(|card| Choice::Level { card: *card })
        .collect();
    out.push(Choice::NoLevel);
    out
}

/// Move the game on by one answer.
pub(super) fn advance(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    match (state.phase.clone(), choice) {
        (Phase::KeepBonus { .. }, Choice::KeepBonus { token }) => {
            let s = &mut state.seats[seat];
            let offer = std::mem::take(&mut s.bonus_offer);
            s.bonus = Some(token);
            state
                .bonus_box
                .extend(offer.into_iter().filter(|t| *t != token));
            state.bonus_box.sort();
            events.push(Event::BonusKept { seat });
            after_setup(state, events);
        }
        (Phase::Level { at, .. }, choice) => {
            match choice {
                Choice::Level { card } => level_up(data, state, seat, card, events),
                Choice::NoLevel if at == LevelAt::AfterDraw => {
                    state.seats[seat].level_due = true;
                    events.push(Event::LevelPutOff { seat });
                }
                _ => {}
            }
            match at {
                LevelAt::Opening => begin_turn(state, state.first, events),
                LevelAt::AfterDraw => next_turn(data, state, events),
                LevelAt::TurnStart => {
                    state.seats[seat].level_due = false;
                    state.phase = Phase::Main;
                }
            }
        }
        (Phase::Main, choice) => {
            if choice == Choice::EndMain && state.runs.is_empty() {
                super::sail::stop(data, state, seat, events);
                super::islands::close_batch(data, state, events);
                state.turn.ending = true;
            } else {
                super::main::advance(data, state, seat, choice, events);
            }
            if state.turn.ending && state.runs.is_empty() {
                end_turn(data, state, events);
            }
        }
        (Phase::Sleeve, choice) => {
            if super::buy::sleeve(data, state, seat, choice, events) {
                after_cleanup(data, state, events);
            }
        }
        (phase, choice) => unreachable!("{choice:?} is not an answer in {phase:?}"),
    }
}

/// One card in hand goes up a level (LEVELING, l.703): it stays in hand.
fn level_up(data: &DrData, state: &mut State, seat: Seat, card: SailorId, events: &mut Vec<Event>) {
    let c = &mut state.seats[seat].cards[card.0 as usize];
    c.level += 1;
    let to4 = c.level == 4;
    events.push(Event::Leveled { seat, to4 });
    let _ = data;
}

/// The setup's questions in turn: each seat's Bonus token, clockwise from the first seat;
/// then the fourth seat's opening level-up (SETUP F); then the first turn.
pub(super) fn after_setup(state: &mut State, events: &mut Vec<Event>) {
    let n = state.seats.len();
    for i in 0..n {
        let seat = (state.first + i) % n;
        if !state.seats[seat].bonus_offer.is_empty() {
            state.phase = Phase::KeepBonus { seat };
            return;
        }
    }
    if n == 4 && !state.seats[(state.first + 3) % 4].hand.is_empty() {
        state.phase = Phase::Level {
            seat: (state.first + 3) % 4,
            at: LevelAt::Opening,
        };
        return;
    }
    begin_turn(state, state.first, events);
}

/// A seat's turn begins: a level-up it put off comes first (DR-R 23).
pub(super) fn begin_turn(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    // A finished seat's cubes struck last turn are whole again (DR-R 38).
    for cell in state.cells.iter_mut() {
        if let Some(i) = cell.island.as_mut() {
            i.struck = [0; 4];
        }
    }
    state.turn = Turn {
        active: seat,
        number: state.turn.number + 1,
        final_turn: state.end.trigger.is_some(),
        ..Turn::default()
    };
    events.push(Event::TurnBegan {
        seat,
        number: state.turn.number,
        final_turn: state.turn.final_turn,
    });
    state.phase = if state.seats[seat].level_due {
        Phase::Level {
            seat,
            at: LevelAt::TurnStart,
        }
    } else {
        Phase::Main
    };
}

/// The Main phase is over: Cleanup, then the seat's level-up (unless its hand is empty),
/// then the next seat.
fn end_turn(data: &DrData, state: &mut State, events: &mut Vec<Event>) {
    let seat = state.turn.active;
    super::cleanup::begin(state, events);
    if super::buy::sleeving(data, state, seat) {
        state.phase = Phase::Sleeve;
        return;
    }
    after_cleanup(data, state, events);
}

/// Cleanup's step 5, then the seat's level-up.
fn after_cleanup(data: &DrData, state: &mut State, events: &mut Vec<Event>) {
    let seat = state.turn.active;
    super::cleanup::finish(data, state, events);
    super::end::turn_over(data, state, seat, events);
    if !state.seats[seat].finished && !state.seats[seat].hand.is_empty() {
        state.phase = Phase::Level {
            seat,
            at: LevelAt::AfterDraw,
        };
    } else {
        next_turn(data, state, events);
    }
}

/// The next seat clockwise that is not finished takes its turn.
fn next_turn(data: &DrData, state: &mut State, events: &mut Vec<Event>) {
    let n = state.seats.len();
    let from = state.turn.active;
    for i in 1..=n {
        let seat = (from + i) % n;
        if !state.seats[seat].finished {
            begin_turn(state, seat, events);
            return;
        }
    }
    super::end::game_over(data, state, events);
}
