//! Solitaire Blackbeard's Player-Turns (19.2, 19.4, 19.8, 19.12, 19.18, 19.20): what each
//! turn draws (yours from the Hold Until Played deck only; each SP pirate's a Must Play
//! Immediately card, then a Hold Until Played card to play), your Merchant Phase, and whose
//! turn comes next. `turn` calls it; it calls no part of `turn`.

use super::solo_crew::MERCHANTS_START;
use super::state::*;
use super::{Event, SoloEvent, fate, setup};
use crate::content::{BbData, EventCardId, EventKind, PirateId};

/// 19.4: the merchants your Merchant Phase tops up to.
const MERCHANTS_FLOOR: u8 = 8;

/// Whose Player-Turn begins now and what it draws (19.2, 19.8, 19.12). `false` when the turn
/// cannot go on (the game ended).
pub(super) fn draw(data: &BbData, state: &mut State, events: &mut Vec<Event>) -> bool {
    if state.pirate_player() != SYSTEM {
        return super::draw::draw_to_hand(data, state, events);
    }
    let Some(pirate) = state.solo.as_ref().and_then(|s| s.sp_pirate) else {
        return true;
    };
    // 19.12: a Must Play Immediately card first.
    let Some(card) = draw_mpi(state, events) else {
        return true;
    };
    events.push(Event::MustPlay { seat: SYSTEM, card });
    let kind = data.event(card).kind;
    match kind {
        // 19.10: the first draw does nothing; the card joins the HUP deck and its discards,
        // shuffled; from then on it is 17.2 #8's.
        EventKind::GeneralPardon => {
            state.pardons += 1;
            events.push(Event::PardonDrawn {
                times: state.pardons,
            });
            let mut cards = std::mem::take(&mut state.discard);
            cards.append(&mut state.deck);
            cards.push(card);
            state.rng.shuffle(&mut cards);
            events.push(Event::DeckReshuffled {
                cards: cards.len() as u8,
            });
            state.deck = cards;
        }
        EventKind::NaturalDisaster => super::mpi::resolve(data, state, kind, events),
        EventKind::StormsAtSea => {
            solo_mut(state).mpi_discard.push(card);
            super::mpi::resolve(data, state, kind, events);
            // 19.4: every storm brings the merchants back to ten.
            top_up(data, state, MERCHANTS_START, events);
        }
        _ => {
            solo_mut(state).mpi_discard.push(card);
            super::mpi::resolve(data, state, kind, events);
        }
    }
    if matches!(state.phase, Phase::GameOver { .. }) {
        return false;
    }
    // 19.9: a card that kills Blackbeard (a Disease, a storm) ends the game at once.
    let teach = solo_mut(state).blackbeard;
    if state.afloat_of(teach).is_none() {
        state.window = None;
        fate::game_over(state, GameEnd::BlackbeardKilled, events);
        return false;
    }
    if state.afloat_of(pirate).is_none() {
        // Lost to the card: no turn for him (BB-R C 19.13: as a Mal de Mer).
        state.turn_lost = true;
    }
    if state.turn_lost {
        // A Mal de Mer: no Hold Until Played card either.
        return true;
    }
    // 19.12: then a Hold Until Played card to play; 19.18: a Letter of Marque kept while he
    // has none, and another drawn.
    loop {
        let Some(card) = super::draw::draw_one(state, events) else {
            return true;
        };
        let e = data.event(card);
        if e.kind == EventKind::GeneralPardon {
            events.push(Event::MustPlay { seat: SYSTEM, card });
            if !super::draw::pardon(state, card, events) {
                return false;
            }
            continue;
        }
        events.push(Event::CardsDrawn {
            seat: SYSTEM,
            count: 1,
        });
        let keeps = e.kind == EventKind::LetterOfMarque
            && state.afloat_of(pirate).is_some_and(|a| a.letter.is_none())
            && state.solo.as_ref().is_some_and(|s| s.letter.is_none());
        state.hands[SYSTEM].push(card);
        if keeps {
            solo_mut(state).letter = Some((pirate, card));
            events.push(Event::Solo(SoloEvent::LetterKept { pirate }));
            continue;
        }
        return true;
    }
}

/// The MPI deck's top card, its discards shuffled back when it runs out (19.12).
fn draw_mpi(state: &mut State, events: &mut Vec<Event>) -> Option<EventCardId> {
    let solo = state.solo.as_mut()?;
    if solo.mpi_deck.is_empty() {
        let mut cards = std::mem::take(&mut solo.mpi_discard);
        if cards.is_empty() {
            return None;
        }
        state.rng.shuffle(&mut cards);
        events.push(Event::Solo(SoloEvent::MpiReshuffled {
            cards: cards.len() as u8,
        }));
        state.solo.as_mut()?.mpi_deck = cards;
    }
    state.solo.as_mut()?.mpi_deck.pop()
}

fn solo_mut(state: &mut State) -> &mut Solo {
    state.solo.as_mut().expect("a solitaire game")
}

/// Merchants on the map brought up to `to` (19.4).
fn top_up(data: &BbData, state: &mut State, to: u8, events: &mut Vec<Event>) {
    let on_map = state.ports.iter().filter(|p| p.merchant.is_some()).count() as u8;
    if on_map < to {
        setup::place_merchants(data, state, to - on_map, events);
    }
}

/// 19.4: your Merchant Phase tops the merchants up to eight; the SP's turns have none.
pub(super) fn merchant_phase(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    if state.pirate_player() != SYSTEM {
        top_up(data, state, MERCHANTS_FLOOR, events);
    }
}

/// 19.2: whose Player-Turn comes after this one (`turn` begins it): from yours to the SP's
/// pirates in the order they came, one each, then yours again. 19.20: a crew still at 0 costs Blackbeard 1d6
/// Notoriety as your turn ends.
pub(super) fn next_turn(state: &mut State, events: &mut Vec<Event>) {
    // The SP holds nothing past its turn but a Letter it is taking (19.12, 19.18).
    super::solo_crew::drop_cards(state, events);
    if state.pirate_player() != SYSTEM {
        let teach = solo_mut(state).blackbeard;
        if let Some(a) = state.afloat_of(teach)
            && a.loyalty == 0
        {
            super::solo_crew::lose_notoriety(state, teach, 1, events);
        }
        let queue: Vec<PirateId> = state.seat_afloat(SYSTEM).map(|a| a.pirate).collect();
        solo_mut(state).sp_queue = queue.into_iter().rev().collect();
    }
    let next = loop {
        let Some(p) = solo_mut(state).sp_queue.pop() else {
            break None;
        };
        if state.afloat_of(p).is_some() {
            break Some(p);
        }
    };
    solo_mut(state).sp_pirate = next;
    state.turn_at = u8::from(next.is_some());
}
