//! Acquire a rumor: rumors bought with gold and an INFLUENCE roll, and followed up in their
//! port (or, for a SCOUTING rumor, at sea in its zone); a true one pays its reward and a glory
//! point.

use super::cards::reward;
use super::step::set_step;
use crate::content::*;
use crate::rules::favors;
use crate::rules::glory::{self, GloryReason};
use crate::rules::protocol::{Choice, FavorUse, GameEvent};
use crate::rules::purse::{funds, pay, skill_roll};
use crate::rules::state::*;

/// What a rumor costs here (Curaçao: nothing).
pub fn rumor_price(data: &GameData, port: PortId) -> u32 {
    if crate::rules::purse::ability(data, port, |a| {
        matches!(a, PortAbility::FreeRumors).then_some(())
    })
    .is_some()
    {
        0
    } else {
        data.tokens.prices.rumor
    }
}

/// Whether the seat may try for a rumor: it can pay, and a card is left to draw.
pub fn rumor_allowed(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> bool {
    funds(state, data, seat, port) >= rumor_price(data, port) as i32
        && !(state.decks.rumors.is_empty() && state.decks.rumor_discard.is_empty())
}

/// The held rumor, if it is followed up in this port.
pub fn rumor_here(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> bool {
    state.seats[seat]
        .rumor
        .is_some_and(|r| data.rumor(r).port == port && data.rumor(r).skill != Skill::Scouting)
}

/// Begin(Rumor): pay, roll INFLUENCE; on a success draw one (and keep one of two).
pub fn acquire_rumor(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    pay(state, data, seat, port, rumor_price(data, port), events);
    let heard = skill_roll(state, data, seat, Skill::Influence, events);
    if favors::wait(
        state,
        data,
        seat,
        Skill::Influence,
        RollSite::AcquireRumor,
        heard,
    ) {
        return;
    }
    rumor_heard(state, seat, heard, events);
}

/// The rumor's INFLUENCE roll is settled: on a success draw one (and keep one of two).
pub fn rumor_heard(state: &mut GameState, seat: Seat, heard: bool, events: &mut Vec<GameEvent>) {
    if !heard {
        return;
    }
    let Some(drawn) = draw(state, seat, events) else {
        return;
    };
    // Two in hand: keep one. MODULE 10: with a favor, a rumor drawn waits to be kept (or
    // redrawn) even with none held.
    if state.seats[seat].rumor.is_some() || favors::can_spend(state, seat) {
        let redrawn = false;
        set_step(state, PortStep::KeepRumor { drawn, redrawn });
    } else {
        state.seats[seat].rumor = Some(drawn);
    }
}

/// The top rumor card, the discards shuffled into a new deck when it has run out.
pub(crate) fn draw(
    state: &mut GameState,
    seat: Seat,
    events: &mut Vec<GameEvent>,
) -> Option<RumorId> {
    if state.decks.rumors.is_empty() {
        let mut pile = std::mem::take(&mut state.decks.rumor_discard);
        state.rng.shuffle(&mut pile);
        state.decks.rumors = pile;
    }
    let drawn = state.decks.rumors.pop()?;
    events.push(GameEvent::RumorDrawn { seat });
    Some(drawn)
}

pub fn keep_rumor_options(
    state: &GameState,
    seat: Seat,
    drawn: RumorId,
    redrawn: bool,
    out: &mut Vec<Choice>,
) {
    if let Some(held) = state.seats[seat].rumor {
        out.push(Choice::KeepRumor(held));
    }
    out.push(Choice::KeepRumor(drawn));
    let more = !(state.decks.rumors.is_empty() && state.decks.rumor_discard.is_empty());
    if !redrawn && more && favors::can_spend(state, seat) {
        out.push(Choice::RedrawForFavor);
    }
}

/// MODULE 10: a favor: the rumor just drawn goes back into the deck, unseen by the others,
/// and the next is drawn in its place (not redrawn again).
pub fn redraw(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>) {
    let Some(PortVisit {
        step: PortStep::KeepRumor { drawn, .. },
        ..
    }) = state.port
    else {
        return;
    };
    favors::spend(state, seat, 1, FavorUse::Redraw, events);
    let Some(fresh) = draw(state, seat, events) else {
        return;
    };
    let at = state.rng.below(state.decks.rumors.len() + 1);
    state.decks.rumors.insert(at, drawn);
    events.push(GameEvent::RumorReturned { seat });
    set_step(
        state,
        PortStep::KeepRumor {
            drawn: fresh,
            redrawn: true,
        },
    );
}

/// Keep one of two rumors; the other is shuffled back into the deck.
pub fn keep_rumor(state: &mut GameState, seat: Seat, keep: RumorId, events: &mut Vec<GameEvent>) {
    let Some(PortVisit {
        step: PortStep::KeepRumor { drawn, .. },
        ..
    }) = state.port
    else {
        return;
    };
    keep_one(state, seat, drawn, keep, events);
    set_step(state, PortStep::Menu);
}

/// Of the rumor held and the one `drawn`, keep `keep`; the other goes back into the deck at
/// random, unseen.
pub(crate) fn keep_one(
    state: &mut GameState,
    seat: Seat,
    drawn: RumorId,
    keep: RumorId,
    events: &mut Vec<GameEvent>,
) {
    let held = state.seats[seat].rumor.replace(keep);
    let back = if keep == drawn { held } else { Some(drawn) };
    if let Some(back) = back {
        let at = state.rng.below(state.decks.rumors.len() + 1);
        state.decks.rumors.insert(at, back);
        events.push(GameEvent::RumorReturned { seat });
    }
}

/// Follow up the held rumor (in its port, or at sea with a SCOUTING rumor, where the action is
/// spent once the roll is settled): false, discarded; true, its reward and a glory point.
pub fn follow_rumor(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    at_sea: bool,
    events: &mut Vec<GameEvent>,
) {
    let Some(rumor) = state.seats[seat].rumor else {
        return;
    };
    let skill = data.rumor(rumor).skill;
    let found_true = skill_roll(state, data, seat, skill, events);
    // MODULE 10: the rumor stays in hand while a favor may re-roll it.
    if favors::wait(
        state,
        data,
        seat,
        skill,
        RollSite::FollowRumor { at_sea },
        found_true,
    ) {
        return;
    }
    rumor_settled(state, data, seat, found_true, events);
    if at_sea {
        state.then(&[Beat::ActionDone]);
    }
}

/// The held rumor's roll is settled: false, discarded; true, its reward and a glory point.
pub fn rumor_settled(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    found_true: bool,
    events: &mut Vec<GameEvent>,
) {
    let Some(rumor) = state.seats[seat].rumor.take() else {
        return;
    };
    state.decks.rumor_discard.push(rumor);
    events.push(GameEvent::RumorFollowed {
        seat,
        rumor,
        found_true,
    });
    if found_true {
        reward(state, data, seat, &data.rumor(rumor).reward, events);
        glory::gain(state, seat, GloryReason::RumorTrue, events);
    }
}
