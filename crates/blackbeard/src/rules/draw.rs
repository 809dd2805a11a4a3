//! 4.4 A, the Card Draw Phase: the Pirate Player draws to four; each Must Play Immediately
//! card is resolved as it comes (17.15) and another drawn; the deck reshuffles its discards
//! when it runs out (4.1; BB-R C 4.1 deck); the General Pardon's three draws (17.2 #8).

use super::state::*;
use super::{Event, fate};
use crate::content::{BbData, EventCardId, EventKind, Play};

/// Draws to the hand's size. `false` when the turn cannot go on now: the game ended, or a
/// Finger of Fate waits on the seats' discards.
pub(super) fn draw_to_hand(data: &BbData, state: &mut State, events: &mut Vec<Event>) -> bool {
    let seat = state.pirate_player();
    // BB-R C 4.4 A: a hand above four (after a Finger of Fate) draws nothing.
    while state.hands[seat].len() < data.hand as usize {
        let Some(card) = draw_one(state, events) else {
            // Nothing left to draw anywhere: the hand stays short.
            return true;
        };
        let e = data.event(card);
        if e.play != Play::MustPlayImmediately {
            state.hands[seat].push(card);
            events.push(Event::CardsDrawn { seat, count: 1 });
            continue;
        }
        events.push(Event::MustPlay { seat, card });
        match e.kind {
            EventKind::GeneralPardon => {
                if !pardon(state, card, events) {
                    return false;
                }
            }
            EventKind::FingerOfFate => {
                state.discard.push(card);
                super::mpi::finger_of_fate(state, events);
                if matches!(state.phase, Phase::FingerOfFate { .. }) {
                    return false;
                }
            }
            EventKind::NaturalDisaster => {
                // Once a game: removed, never to the discards (17.2 #23).
                super::mpi::resolve(data, state, e.kind, events);
            }
            kind => {
                state.discard.push(card);
                super::mpi::resolve(data, state, kind, events);
            }
        }
        if matches!(state.phase, Phase::GameOver { .. }) {
            return false;
        }
    }
    true
}

/// The top card; an empty deck first takes back its discards (with the Long Game's Pardon
/// the first time: 4.1). `None` when there is nothing to draw.
pub(super) fn draw_one(state: &mut State, events: &mut Vec<Event>) -> Option<EventCardId> {
    if state.deck.is_empty() {
        let mut cards = std::mem::take(&mut state.discard);
        cards.extend(state.pardon_for_second_deck.take());
        if cards.is_empty() {
            return None;
        }
        state.rng.shuffle(&mut cards);
        events.push(Event::DeckReshuffled {
            cards: cards.len() as u8,
        });
        state.deck = cards;
    }
    let card = state.deck.pop();
    pardon_returns(state, events);
    card
}

/// 17.2 #8: a Pardon held out goes back once 20 cards or fewer remain; with the play note's
/// switch, into the deck's lower half only (the cards drawn last), that half shuffled and the
/// upper half left as it lies.
fn pardon_returns(state: &mut State, events: &mut Vec<Event>) {
    const BACK_AT: usize = 20;
    if state.deck.len() <= BACK_AT
        && let Some(card) = state.pardon_waiting.take()
    {
        if state.config.pardon_lower_half {
            // The deck's top is its end: the lower half is its first half.
            let half = state.deck.len() / 2;
            let mut lower: Vec<_> = state.deck.drain(..half).collect();
            lower.push(card);
            state.rng.shuffle(&mut lower);
            state.deck.splice(0..0, lower);
        } else {
            state.deck.push(card);
            state.rng.shuffle(&mut state.deck);
        }
        events.push(Event::DeckReshuffled {
            cards: state.deck.len() as u8,
        });
    }
}

/// 17.2 #8 General Pardon. The first draw: back into the deck, shuffled (not the discards);
/// the second: the pirates on the map pardoned (`own_events`), the card held out until 20
/// cards remain;
/// the third ends the game, as does a first or second draw of the deck's last card.
/// `false` when the game ended.
pub(super) fn pardon(state: &mut State, card: EventCardId, events: &mut Vec<Event>) -> bool {
    state.pardons += 1;
    events.push(Event::PardonDrawn {
        times: state.pardons,
    });
    if state.pardons >= 3 || state.deck.is_empty() {
        state.discard.push(card);
        let reason = if state.pardons >= 3 {
            GameEnd::ThirdPardon
        } else {
            GameEnd::PardonLastCard
        };
        fate::game_over(state, reason, events);
        return false;
    }
    if state.pardons == 1 {
        state.deck.push(card);
        state.rng.shuffle(&mut state.deck);
        events.push(Event::DeckReshuffled {
            cards: state.deck.len() as u8,
        });
    } else {
        state.pardon_waiting = Some(card);
        super::own_events::issue_pardon(state, events);
        pardon_returns(state, events);
    }
    true
}
