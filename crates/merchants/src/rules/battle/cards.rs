//! GLORY CARDS IN COMBAT: at three moments of a battle (before the SEAMANSHIP contest, once it
//! is rolled, and at a boarding) a window opens for combat cards. Each player captain holding
//! a card it could play then may announce one, face down, the aggressor first. The announced
//! cards are resolved aggressor first: played, or declined and shown (GLORY CARDS: "you must
//! reveal the card you intended to play"). While new cards were announced the window goes
//! round again; then the battle goes on.
//!
//! Who is asked gives nothing away: every player captain holding any glory card is asked at a
//! moment when some combat card of the deck could do something for it (which the table can
//! see), whether or not its own hand has one; it may always pass.
//!
//! Our readings: a declined card goes back to the hand, face known, and is not announced again
//! in the same window; a side announces at most one card a pass; Rally to the Colours may bring
//! a destroyed crew back before the fighting starts.

use super::super::fighter::ship;
use super::super::protocol::{Choice, GameEvent};
use super::super::ship;
use super::super::state::*;
use super::shared::{battle, battle_mut, captain_of, hits_coming, reroll_failed};
use crate::content::*;

/// Open the card window at `moment`. `Some(moment)` when no side has a card to announce: the
/// window is shut again and the caller goes straight on from there.
#[must_use]
pub(super) fn open(
    state: &mut GameState,
    data: &GameData,
    moment: CombatMoment,
    events: &mut Vec<GameEvent>,
) -> Option<CombatMoment> {
    battle_mut(state).window = Some(CardWindow {
        moment,
        announced: [false; 2],
        again: false,
        declined: Vec::new(),
    });
    ask_from(state, data, 0, events)
}

fn window(state: &GameState) -> &CardWindow {
    battle(state)
        .window
        .as_ref()
        .expect("a card window is open")
}

/// The cards `side` could announce now: combat cards of the window's moment that would do
/// something, not declined in this window.
fn announceable(state: &GameState, data: &GameData, side: usize) -> Vec<GloryCardId> {
    let b = battle(state);
    let Some(w) = &b.window else {
        return Vec::new();
    };
    let Some(seat) = b.sides[side].captain() else {
        return Vec::new();
    };
    if w.announced[side] {
        return Vec::new();
    }
    let s = &state.seats[seat];
    // MODULE 11: a card whose Unhappy roll failed waits for the next turn.
    s.glory_cards
        .iter()
        .copied()
        .filter(|c| !w.declined.contains(c) && !s.glory_barred.contains(c))
        .filter(|c| match data.glory_card(*c).effect {
            GloryEffect::Combat(e) => e.moment() == w.moment && useful(state, data, side, e),
            _ => false,
        })
        .collect()
}

/// Whether `side` is asked in this pass: a player captain with cards in hand (the count is
/// public), nothing announced yet, at a moment when some combat card could help it. Only
/// what the whole table knows decides it.
fn asked(state: &GameState, data: &GameData, side: usize) -> bool {
    let b = battle(state);
    let Some(w) = &b.window else { return false };
    let Some(seat) = b.sides[side].captain() else {
        return false;
    };
    !w.announced[side]
        && crate::rules::glory::unbarred_in_hand(&state.seats[seat])
        && data.glory.iter().any(|c| match c.effect {
            GloryEffect::Combat(e) => e.moment() == w.moment && useful(state, data, side, e),
            _ => false,
        })
}

/// Whether a combat card would do anything for `side` now.
fn useful(state: &GameState, data: &GameData, side: usize, effect: CombatEffect) -> bool {
    let b = battle(state);
    let me = ship(state, b.sides[side]);
    let foe = ship(state, b.sides[1 - side]);
    match effect {
        // Destroyed masts roll one die whatever is played.
        CombatEffect::Seamanship(_) => me.hits.masts > 0,
        CombatEffect::FoeSeamanship(_) => {
            super::super::modifiers::contest_dice(state, data, b, 1 - side) > 1
        }
        CombatEffect::SureFlight => b.declared[side] == Some(NavalAction::Flee),
        CombatEffect::Reroll => b.contest[side].iter().any(|f| *f != DieFace::Success),
        CombatEffect::ExtraHits(_) => {
            b.declared[side] == Some(NavalAction::Shoot) && me.hits.cannons > 0
        }
        CombatEffect::Brace(_) => hits_coming(state, data, 1 - side) > b.boosts[side].brace,
        CombatEffect::Leadership(_) | CombatEffect::FoeLeadership(_) => {
            me.hits.crew > 0 && foe.hits.crew > 0
        }
        CombatEffect::Rally(_) => me.hits.crew < ship::max_values(me, data).crew,
    }
}

/// Ask the next side from `from` on; with none left, resolve what was announced, or close
/// the window (`Some`: the moment to go on from).
fn ask_from(
    state: &mut GameState,
    data: &GameData,
    from: usize,
    events: &mut Vec<GameEvent>,
) -> Option<CombatMoment> {
    for side in from..2 {
        if asked(state, data, side) {
            battle_mut(state).step = BattleStep::Announce { side };
            return None;
        }
    }
    reveal_from(state, data, 0, events)
}

fn reveal_from(
    state: &mut GameState,
    data: &GameData,
    from: usize,
    events: &mut Vec<GameEvent>,
) -> Option<CombatMoment> {
    let w = window(state);
    if let Some(side) = (from..2).find(|s| w.announced[*s]) {
        battle_mut(state).step = BattleStep::Reveal { side };
        return None;
    }
    if w.again {
        // New cards were announced: the window goes round again.
        if let Some(w) = &mut battle_mut(state).window {
            w.again = false;
        }
        return ask_from(state, data, 0, events);
    }
    Some(close(state))
}

/// The window closes: the battle goes on from where it opened (the moment returned).
fn close(state: &mut GameState) -> CombatMoment {
    let moment = window(state).moment;
    battle_mut(state).window = None;
    moment
}

pub fn announce_options(state: &GameState, data: &GameData, side: usize, out: &mut Vec<Choice>) {
    out.extend(
        announceable(state, data, side)
            .into_iter()
            .map(Choice::Announce),
    );
    out.push(Choice::Done);
}

/// `side` announces `card` face down, or passes (`None`). `Some`: the window closed, and the
/// battle goes on from that moment.
#[must_use]
pub fn announce(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    card: Option<GloryCardId>,
    events: &mut Vec<GameEvent>,
) -> Option<CombatMoment> {
    if let Some(card) = card {
        let seat = captain_of(state, side);
        state.seats[seat].announced = Some(card);
        if let Some(w) = &mut battle_mut(state).window {
            w.announced[side] = true;
        }
        events.push(GameEvent::GloryCardAnnounced { seat });
    }
    ask_from(state, data, side + 1, events)
}

/// `side`'s announced card is shown: played (it takes effect and is discarded), or declined
/// (back to the hand). `Some`: the window closed, and the battle goes on from that moment.
#[must_use]
pub fn reveal(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    play: bool,
    events: &mut Vec<GameEvent>,
) -> Option<CombatMoment> {
    let seat = captain_of(state, side);
    let card = state.seats[seat]
        .announced
        .take()
        .expect("an announced card waits");
    if let Some(w) = &mut battle_mut(state).window {
        w.announced[side] = false;
        w.again = true;
    }
    // MODULE 11: an Unhappy crew's LEADERSHIP first (in combat: no favor re-rolls it); failed,
    // the card goes back to the hand.
    let play = play && crate::rules::glory::unhappy_roll(state, data, seat, card, events);
    if play {
        state.seats[seat].glory_cards.retain(|c| *c != card);
        state.decks.glory_discard.push(card);
        events.push(GameEvent::GloryCardPlayed { seat, card });
        if let GloryEffect::Combat(effect) = data.glory_card(card).effect {
            take_effect(state, data, side, effect, events);
        }
    } else {
        events.push(GameEvent::GloryCardDeclined { seat, card });
        if let Some(w) = &mut battle_mut(state).window {
            w.declined.push(card);
        }
    }
    reveal_from(state, data, side + 1, events)
}

fn take_effect(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    effect: CombatEffect,
    events: &mut Vec<GameEvent>,
) {
    let seat = captain_of(state, side);
    let boost = &mut battle_mut(state).boosts[side];
    match effect {
        CombatEffect::Seamanship(n) => boost.seamanship += n,
        CombatEffect::FoeSeamanship(n) => boost.foe_seamanship += n,
        CombatEffect::SureFlight => boost.sure_flight = true,
        CombatEffect::ExtraHits(n) => boost.extra_hits += n,
        CombatEffect::Brace(n) => boost.brace += n,
        CombatEffect::Leadership(n) => boost.leadership += n,
        CombatEffect::FoeLeadership(n) => boost.foe_leadership += n,
        CombatEffect::Rally(n) => super::super::purse::add_crew(state, data, seat, n, events),
        CombatEffect::Reroll => reroll_failed(state, data, side, events),
    }
}
