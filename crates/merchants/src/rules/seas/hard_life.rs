//! VARIANT 4: IT'S A HARD LIFE. "Just before the game is about to begin, go through the event
//! deck. Put into play the first 2 naval ships (from different nations) and the first NPC
//! pirate ship you draw ... Redraw any NPC which shares a home-port with a player captain."
//!
//! Our readings: the cards are turned up from the top of the shuffled deck one by one; the
//! ships appear at their captains' homes at once, as NPCs coming into play do; every card
//! turned up and not put into play goes back, and the deck is shuffled again.

use super::super::npc;
use super::super::protocol::GameEvent;
use super::super::state::*;
use crate::content::*;

/// Deal through the event deck for the two naval ships and the pirate.
pub fn deal(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let homes: Vec<ZoneId> = state
        .seats
        .iter()
        .map(|s| data.port(data.captain(s.captain).home_port).zone)
        .collect();
    let mut navies: Vec<Nation> = Vec::new();
    let mut pirate = false;
    let mut aside = Vec::new();
    while navies.len() < 2 || !pirate {
        let Some(card) = state.decks.events.pop() else {
            break;
        };
        let wanted = data.event(card).npc.as_ref().is_some_and(|n| {
            let fits = match n.slot {
                NpcSlot::Navy(nation) => navies.len() < 2 && !navies.contains(&nation),
                NpcSlot::TreasureGalleon => false,
                _ => !pirate,
            };
            fits && !homes.contains(&n.home)
        });
        if !wanted {
            aside.push(card);
            continue;
        }
        match data.npc(card).slot {
            NpcSlot::Navy(nation) => navies.push(nation),
            _ => pirate = true,
        }
        npc::put_into_play(state, data, card, events);
    }
    state.decks.events.extend(aside);
    state.rng.shuffle(&mut state.decks.events);
}
