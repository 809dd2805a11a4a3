//! Seas of Glory, MODULE 10: favors. Each captain has a public track from no favors to the
//! most it holds (5): bought in port for 2 gold each as the port action's last activity, and
//! gained on claiming and on completing a mission. A favor is spent on the captain's own
//! behalf: to sail into a port closed to it (one per bounty of the port's nation), to re-roll
//! a failed roll outside combat, or to make an NPC re-roll the SCOUTING that found it. Wars
//! and bounties never bar getting or spending favors. A captain who dies loses them.
//!
//! The only file that reads the module's switch: the chapters ask it. A chapter whose roll
//! failed asks [`wait`] and stops if the answer is yes; `rules/reroll.rs` takes the captain's
//! answer back to it.

use super::protocol::{Choice, FavorSource, FavorUse, GameEvent};
use super::purse::{closed_to, funds, pay};
use super::state::*;
use crate::content::*;

/// Whether the game is played with favors.
pub fn on(state: &GameState) -> bool {
    state.config.seas.on(Switch::Favors)
}

/// Whether the seat may buy a favor in `port` now: the track has room and the funds reach.
pub fn may_buy(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> bool {
    on(state)
        && state.seats[seat].favors < data.tokens.prices.favors_max
        && funds(state, data, seat, port) >= data.tokens.prices.favor as i32
}

/// Buy one favor (the caller offered it through [`may_buy`]).
pub fn buy(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    pay(state, data, seat, port, data.tokens.prices.favor, events);
    gain(state, data, seat, FavorSource::Bought, events);
}

/// One favor more, if the game has favors and the track has room (never above its top).
pub fn gain(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    from: FavorSource,
    events: &mut Vec<GameEvent>,
) {
    let on = on(state);
    let s = &mut state.seats[seat];
    if on && s.favors < data.tokens.prices.favors_max {
        s.favors += 1;
        events.push(GameEvent::FavorGained { seat, from });
    }
}

/// What sailing into `port` costs in favors when it is closed to the seat: 1 per bounty of
/// its nation. Our wars close no port (AT WAR! changes the NPC navies only), so the text's
/// extra favor for an enemy's port in wartime never falls due. `None` without the module or
/// when the port is open.
pub fn entry_cost(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> Option<u8> {
    if !on(state) || !closed_to(state, data, seat, port) {
        return None;
    }
    Some(state.seats[seat].bounties[data.port(port).nation.index()])
}

/// Spend `count` favors on `on` (the caller checked the track holds them).
pub fn spend(
    state: &mut GameState,
    seat: Seat,
    count: u8,
    on: FavorUse,
    events: &mut Vec<GameEvent>,
) {
    let s = &mut state.seats[seat];
    s.favors = s.favors.saturating_sub(count);
    events.push(GameEvent::FavorsSpent { seat, count, on });
}

/// A captain dies (or retires): "all favors are lost (however you may keep them if you play
/// the Survivor glory card)". Ours plays itself from the hand, as holding it back could only
/// lose the favors.
pub fn at_death(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    let s = &state.seats[seat];
    let keeper = s
        .glory_cards
        .iter()
        .copied()
        .find(|c| data.glory_card(*c).effect == GloryEffect::KeepFavors);
    match keeper {
        Some(card) if s.favors > 0 => {
            state.seats[seat].glory_cards.retain(|c| *c != card);
            state.decks.glory_discard.push(card);
            events.push(GameEvent::GloryCardPlayed { seat, card });
        }
        _ => lose(state, seat, events),
    }
    // Its hand is gone: no card of it waits on a redraw.
    state.glory_redraws.retain(|(s, _)| *s != seat);
}

/// A dead captain's favors are lost with it.
fn lose(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>) {
    let count = std::mem::take(&mut state.seats[seat].favors);
    if count > 0 {
        events.push(GameEvent::FavorsLost { seat, count });
    }
}

/// After a roll outside combat (never naval combat, crew combat or a raid): a failure its
/// captain may still turn with favors waits on the answer. `true`: it waits, and the chapter
/// stops here (it goes on from `site` once answered).
pub fn wait(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    skill: Skill,
    site: RollSite,
    passed: bool,
) -> bool {
    if passed || !on(state) {
        return false;
    }
    let r = Reroll {
        seat,
        skill,
        site,
        rerolled: false,
    };
    if state.seats[seat].favors == 0 && deal_cost(state, data, &r).is_none() {
        return false;
    }
    state.reroll = Some(r);
    true
}

/// The answers to a failed roll: a favor for a re-roll (once), the smuggler's payment in
/// favors, or letting it stand.
pub fn reroll_options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    let Some(r) = &state.reroll else { return };
    if !r.rerolled && state.seats[r.seat].favors > 0 {
        out.push(Choice::SpendFavor);
    }
    if let Some(n) = deal_cost(state, data, r) {
        out.push(Choice::PayFavors(n));
    }
    out.push(Choice::Done);
}

/// MODULE 1's smuggler, refused at a closed port's counters: "he may still take a port
/// action if he can pay the favors that would have allowed him to enter". What that costs,
/// if the track holds it.
pub fn deal_cost(state: &GameState, data: &GameData, r: &Reroll) -> Option<u8> {
    let RollSite::PortAction(port) = r.site else {
        return None;
    };
    entry_cost(state, data, r.seat, port).filter(|n| state.seats[r.seat].favors >= *n)
}

/// NPCs found the captain: those it may make re-roll with a favor (none without one).
pub fn contestable(state: &GameState, seat: Seat, found: &[NpcSlot]) -> Vec<NpcSlot> {
    if on(state) && state.seats[seat].favors > 0 {
        found.to_vec()
    } else {
        Vec::new()
    }
}

/// Whether a failed roll, an NPC's find or a glory card just drawn waits on a favor now: the
/// game's clock stops (beats still due wait on the agenda, a turn may stand at its last action
/// spent) until answered.
pub fn waiting(state: &GameState) -> bool {
    state.reroll.is_some()
        || state
            .npc_hunt
            .as_ref()
            .is_some_and(|h| !h.contest.is_empty())
        || !state.glory_redraws.is_empty()
}

/// A glory card was drawn into the seat's hand at `at`: with a favor it may be redrawn.
pub fn offer_glory_redraw(state: &mut GameState, seat: Seat, at: usize) {
    if can_spend(state, seat) {
        state.glory_redraws.push((seat, at as u8));
    }
}

/// The glory card asked about now: the seat and its place in the hand.
pub fn glory_redraw(state: &GameState) -> Option<(Seat, usize)> {
    state.glory_redraws.last().map(|(s, i)| (*s, *i as usize))
}

/// The seat's answer on the glory card just drawn: with a favor it goes back into the deck
/// unseen and the next card takes its place (not redrawn again); or it is kept.
pub fn answer_glory_redraw(state: &mut GameState, redraw: bool, events: &mut Vec<GameEvent>) {
    let Some((seat, at)) = state.glory_redraws.pop() else {
        return;
    };
    let at = at as usize;
    if !redraw || at >= state.seats[seat].glory_cards.len() || state.decks.glory.is_empty() {
        return;
    }
    spend(state, seat, 1, FavorUse::Redraw, events);
    let Some(fresh) = state.decks.glory.pop() else {
        return;
    };
    let old = std::mem::replace(&mut state.seats[seat].glory_cards[at], fresh);
    let back = state.rng.below(state.decks.glory.len() + 1);
    state.decks.glory.insert(back, old);
    events.push(GameEvent::GloryCardDrawn { seat });
}

/// Whether the seat may spend a favor now (the module is on and the track holds one).
pub fn can_spend(state: &GameState, seat: Seat) -> bool {
    on(state) && state.seats[seat].favors > 0
}
