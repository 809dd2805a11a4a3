//! NON-PLAYER CAPTAINS (NPCS): naval ships of the four nations and two NPC pirates, brought
//! into play by event cards. This file keeps their cards and ships: arrivals at the end of the
//! turn (a card of an NPC already in play stacks on it and moves its ship), defeat (the
//! captain below takes over at home at the end of the turn; of two below, one at random), and
//! repairs after a battle survived. Hunting and movement are in [`hunt`]; scouting for players
//! and the battles that follow in `rules/sighting.rs`.

pub mod hunt;

use super::protocol::GameEvent;
use super::ship::max_values;
use super::state::*;
use super::upgrades;
use crate::content::*;

/// A fresh ship for the NPC captain on `card`, at its home.
fn fresh_ship(data: &GameData, card: EventCardId) -> Ship {
    let npc = data.npc(card);
    Ship {
        class: npc.class,
        location: Location::Zone(npc.home),
        hits: HitTrack::full(data.ship(npc.class)),
        mods: Vec::new(),
    }
}

/// The NPC captain on `card` comes into play: its ship at its home, on top of any card of the
/// same NPC already in play.
pub fn put_into_play(
    state: &mut GameState,
    data: &GameData,
    card: EventCardId,
    events: &mut Vec<GameEvent>,
) {
    let slot = data.npc(card).slot;
    let ship = fresh_ship(data, card);
    let zone = data.npc(card).home;
    // Only the top card holds tokens: the covered card's go back.
    upgrades::return_all(state, slot);
    match state.npc_mut(slot) {
        Some(npc) => {
            npc.cards.push(card);
            npc.ship = Some(ship);
        }
        None => state.npcs.push(NpcState::new(slot, vec![card], Some(ship))),
    }
    events.push(GameEvent::NpcArrived { slot, card, zone });
    upgrades::draw(state, data, slot, events);
}

/// An NPC captain card was drawn: it waits beside the board until the end of the turn.
pub fn drawn(state: &mut GameState, card: EventCardId) {
    state.npc_arrivals.push(card);
}

/// The end of the turn: drawn NPC cards come into play (stacking on an NPC already there and
/// moving its ship to the new captain's home), and beaten NPCs' next captains sail from home.
pub fn end_of_turn(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    for card in std::mem::take(&mut state.npc_arrivals) {
        put_into_play(state, data, card, events);
    }
    for i in 0..state.npcs.len() {
        if state.npcs[i].ship.is_some() {
            continue;
        }
        // "If there are 2 cards below it, randomly draw one of them."
        let n = state.npcs[i].cards.len();
        let pick = state.rng.below(n);
        let card = state.npcs[i].cards.remove(pick);
        state.npcs[i].cards.push(card);
        state.npcs[i].ship = Some(fresh_ship(data, card));
        let (slot, zone) = (state.npcs[i].slot, data.npc(card).home);
        events.push(GameEvent::NpcArrived { slot, card, zone });
        upgrades::draw(state, data, slot, events);
    }
}

/// The NPC lost a battle (sunk, or beaten in crew combat): its captain's card is discarded;
/// the captain below, if any, takes over at the end of the turn.
pub fn defeated(state: &mut GameState, slot: NpcSlot, events: &mut Vec<GameEvent>) {
    let Some(i) = state.npcs.iter().position(|n| n.slot == slot) else {
        return;
    };
    // Sunk or beaten: what lies on its card goes back (a claimed ship keeps its mods).
    upgrades::return_all(state, slot);
    // MODULE 6: the treasure galleon, beaten, is out for the rest of the game.
    if slot == NpcSlot::TreasureGalleon {
        let lost = state.npcs.remove(i).gold;
        events.push(GameEvent::TreasureGalleonLost { gold: lost });
        return;
    }
    let card = state.npcs[i]
        .cards
        .pop()
        .expect("an NPC in play has a card");
    state.decks.event_discard.push(card);
    events.push(GameEvent::NpcDefeated { slot, card });
    if state.npcs[i].cards.is_empty() {
        state.npcs.remove(i);
    } else {
        state.npcs[i].ship = None;
    }
}

/// An NPC that survived a battle is repaired at once: its values full (its mods counted, a
/// flipped one face up again) and any weapon it spent back on its card.
pub fn repair(state: &mut GameState, data: &GameData, slot: NpcSlot) {
    let Some(npc) = state.npc_mut(slot) else {
        return;
    };
    let spent = std::mem::take(&mut npc.spent);
    npc.weapons.extend(spent);
    if let Some(ship) = npc.ship.as_mut() {
        for m in &mut ship.mods {
            m.flipped = false;
        }
        ship.hits = max_values(ship, data);
    }
}
