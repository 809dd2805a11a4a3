//! Solitaire Blackbeard's crew and the little the rest of the rules ask of solitaire, kept a
//! leaf (it names no other file of the rules but the state and events): whether a pirate is
//! Blackbeard, his mutiny (19.16) and his sullen crew (19.20), the merchants a Natural Disaster
//! places (19.4).

use super::state::*;
use super::{Event, SoloEvent};
use crate::content::{BbData, PirateId};

/// 19.4: merchants at the start, after a storm and after a Natural Disaster.
pub(super) const MERCHANTS_START: u8 = 10;

/// Whether `pirate` is Blackbeard in a solitaire game.
pub(super) fn is_blackbeard(state: &State, pirate: PirateId) -> bool {
    state.solo.as_ref().is_some_and(|s| s.blackbeard == pirate)
}

/// 19.16: Blackbeard never dies of a mutiny: a die over his Leadership costs 3 loyalty, equal
/// 2, under nothing; 19.20: a crew just fallen to 0 costs 2d6 Notoriety at once.
pub(super) fn mutiny(data: &BbData, state: &mut State, pirate: PirateId, events: &mut Vec<Event>) {
    let leadership = data.pirates[pirate.0 as usize].leadership;
    let die = state.rng.d6();
    let Some(a) = state.afloat_mut(pirate) else {
        return;
    };
    let fell = std::mem::take(&mut a.mutiny_due);
    let loss = match die.cmp(&leadership) {
        std::cmp::Ordering::Greater => 3,
        std::cmp::Ordering::Equal => 2,
        std::cmp::Ordering::Less => 0,
    };
    a.loyalty = a.loyalty.saturating_sub(loss);
    let loyalty = a.loyalty;
    events.push(Event::Solo(SoloEvent::Mutiny {
        pirate,
        die,
        loyalty,
    }));
    if fell {
        lose_notoriety(state, pirate, 2, events);
    }
}

/// 19.20: `dice` d6 off Blackbeard's Notoriety (never below 0).
pub(super) fn lose_notoriety(
    state: &mut State,
    pirate: PirateId,
    dice: u8,
    events: &mut Vec<Event>,
) {
    let roll: u32 = (0..dice).map(|_| state.rng.d6() as u32).sum();
    if let Some(a) = state.afloat_mut(pirate) {
        a.notoriety = a.notoriety.saturating_sub(roll);
        let notoriety = a.notoriety;
        events.push(Event::Solo(SoloEvent::CrewSullen {
            pirate,
            roll,
            notoriety,
        }));
    }
}

/// 19.4 (BB-R C 19.4): a Natural Disaster places ten merchants again.
pub(super) fn merchants_at_start(data: &BbData, state: &State) -> u8 {
    if state.solo.is_some() {
        MERCHANTS_START
    } else {
        data.merchants_at_start
    }
}

/// Whether the window's question to `seat` is the SP's in your turn.
pub(super) fn is_sp(state: &State, seat: game_core::Seat) -> bool {
    state.solo.is_some() && seat == SYSTEM && state.pirate_player() != SYSTEM
}

/// The SP's drawn cards to the discards, but a Letter of Marque it is taking (19.18).
pub(super) fn drop_cards(state: &mut State, events: &mut Vec<Event>) {
    let kept = state.solo.as_ref().and_then(|s| s.letter.map(|(_, c)| c));
    let dropped: Vec<_> = state.hands[SYSTEM]
        .iter()
        .copied()
        .filter(|c| Some(*c) != kept)
        .collect();
    state.hands[SYSTEM].retain(|c| Some(*c) == kept);
    for card in dropped {
        state.discard.push(card);
        events.push(Event::Solo(SoloEvent::SpDiscards { card }));
    }
}
