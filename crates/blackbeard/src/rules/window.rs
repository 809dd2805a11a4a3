//! 4.63: the windows in the active pirate's action where the other players act. Every
//! Anti-Pirate seat that may still act (its AP action unspent, or its KC able to react) is
//! asked in Player Order from the Pirate Player's left: pass, or open its hand and act; an act
//! starts the round again, a round of passes closes the window (BB-R C 4.63). A seat is asked
//! whatever it holds, so being asked tells nothing. What an act brings (a fight, a mutiny, an
//! alliance's odd hit ...) comes back here through `Phase::Resume` (`flow`).

use super::state::*;
use super::{Choice, Event, Kind, ap_acts, mutiny, solo_ap, solo_crew};
use crate::content::{BbData, PirateId};
use game_core::Seat;

/// The Anti-Pirate seats, from the Pirate Player's left in Player Order.
fn ap_seats(state: &State) -> Vec<Seat> {
    state.anti_pirates()
}

/// Whether `seat` may still do anything in this window, from what the table shows: its AP
/// action unspent (whatever it holds), or its KC able to react.
fn may_still_act(data: &BbData, state: &State, seat: Seat) -> bool {
    if solo_crew::is_sp(state, seat) {
        return !solo_ap::offers(data, state).is_empty();
    }
    !state.ap.acted.contains(&seat) || ap_acts::kc_may_react(data, state, seat)
}

/// Opens a window on the announced action if any seat may act in it; `false` if none may.
pub(super) fn open(
    data: &BbData,
    state: &mut State,
    at: WindowAt,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) -> bool {
    // 19.13: one check of the SP's for each of Blackbeard's actions.
    if at == WindowAt::Announced
        && let Some(s) = state.solo.as_mut()
    {
        s.checked = false;
        s.kc_now = false;
    }
    state.window = Some(Window {
        at,
        asked: 0,
        passes: 0,
        hand_open: false,
        left,
        bound,
        mutinies: Vec::new(),
    });
    if ask_next(data, state, events) {
        return true;
    }
    state.window = None;
    // The SP's draw (19.13) may have ended the game: nothing goes on.
    over(state)
}

/// The game ended within the window (19.10: a Pardon the SP drew).
fn over(state: &State) -> bool {
    matches!(state.phase, Phase::GameOver { .. })
}

/// The seat asked next, from `asked` on; `false` when a round of passes (or nobody left to
/// ask) closes the window.
fn ask_next(data: &BbData, state: &mut State, events: &mut Vec<Event>) -> bool {
    solo_ap::check(data, state, events);
    if over(state) {
        state.window = None;
        return false;
    }
    let seats = ap_seats(state);
    let eligible: Vec<Seat> = seats
        .iter()
        .copied()
        .filter(|s| may_still_act(data, state, *s))
        .collect();
    let sp: Vec<bool> = seats.iter().map(|s| solo_crew::is_sp(state, *s)).collect();
    let Some(w) = state.window.as_mut() else {
        return false;
    };
    if eligible.is_empty() || w.passes as usize >= eligible.len() {
        return false;
    }
    for i in 0..seats.len() {
        let at = (w.asked as usize + i) % seats.len();
        if eligible.contains(&seats[at]) {
            w.asked = at as u8;
            // 19.13: the SP has no hand to open: it is asked what it does.
            w.hand_open = sp[at];
            state.phase = Phase::Window;
            return true;
        }
    }
    false
}

/// The seat asked and the question.
pub(super) fn decider(state: &State) -> Option<(Seat, Kind)> {
    let w = state.window.as_ref()?;
    let seat = *ap_seats(state).get(w.asked as usize)?;
    Some((
        seat,
        if w.hand_open {
            Kind::ApHand
        } else {
            Kind::Window
        },
    ))
}

pub(super) fn options(data: &BbData, state: &State) -> Vec<Choice> {
    let Some((seat, kind)) = decider(state) else {
        return Vec::new();
    };
    if solo_crew::is_sp(state, seat) {
        return solo_ap::offers(data, state);
    }
    match kind {
        Kind::ApHand => {
            let mut out = ap_acts::offers(data, state, seat);
            out.push(Choice::Pass);
            out
        }
        _ => vec![Choice::Pass, Choice::OpenHand],
    }
}

pub(super) fn advance(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    let w = state.window.as_mut().expect("a window is open");
    match choice {
        Choice::OpenHand => {
            w.hand_open = true;
        }
        Choice::Pass => {
            w.passes += 1;
            w.asked += 1;
            if !ask_next(data, state, events) && !over(state) {
                close(data, state, events);
            }
        }
        act => {
            // An act: the round starts again once it is resolved.
            w.passes = 0;
            w.asked = 0;
            w.hand_open = false;
            ap_acts::act(data, state, seat, act, events);
            if matches!(state.phase, Phase::Window) {
                resume(data, state, events);
            }
        }
    }
}

/// Back to the window once an act (and what it brought) is over: the mutinies it caused,
/// then the next seat; closed at once if the active pirate is gone or his action cancelled.
pub(super) fn resume(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    let Some(w) = state.window.clone() else {
        unreachable!("a window resumed with none open");
    };
    state.phase = Phase::Window;
    // 17.2 #15: a conspiracy's mutinies, one at a time (each may wait on a choice).
    if let Some(pirate) = state.window.as_mut().and_then(|w| w.mutinies.pop()) {
        if state.afloat_of(pirate).is_some() {
            let _ = mutiny::mutiny(data, state, pirate, w.left, w.bound, None, events);
            if !matches!(state.phase, Phase::Window) {
                return;
            }
        }
        return resume(data, state, events);
    }
    // 14.1: a crew fallen to 0 mutinies as the event that brought it ends.
    if !mutiny::due(data, state, w.left, w.bound, events) {
        return;
    }
    state.phase = Phase::Window;
    let over = state
        .ap
        .action
        .as_ref()
        .is_none_or(|a| a.cancelled || state.afloat_of(a.pirate).is_none());
    if over || !ask_next(data, state, events) {
        if self::over(state) {
            state.window = None;
            return;
        }
        close(data, state, events);
    }
}

/// The window closes: the announced action goes ahead (unless cancelled or its pirate gone:
/// then it is spent), or, after the action, play goes on.
fn close(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    let Some(w) = state.window.take() else {
        return;
    };
    let action = state.ap.action.clone();
    let gone = |p: PirateId| state.afloat_of(p).is_none();
    match (w.at, action) {
        (WindowAt::Announced, Some(a)) if !a.cancelled && !gone(a.pirate) => {
            // `flow` carries it out.
            state.phase = Phase::Carry {
                choice: a.choice,
                left: w.left,
                bound: w.bound,
            };
        }
        (WindowAt::Announced, _) => {
            // 6.45, 10.33: cancelled, the Action is spent (our reading: so too when the pirate
            // was lost in the window).
            let bound = w.bound.filter(|b| state.afloat_of(*b).is_some());
            mutiny::after_action(data, state, w.left.saturating_sub(1), bound, events);
        }
        (WindowAt::After, _) => {
            state.ap.action = None;
            let bound = w.bound.filter(|b| state.afloat_of(*b).is_some());
            mutiny::after_action(data, state, w.left, bound, events);
        }
    }
}
