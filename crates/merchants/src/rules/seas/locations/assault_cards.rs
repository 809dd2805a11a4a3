//! MODULE 9, the ground assault and glory cards: "cards and abilities which say crew combat
//! may also be used after the ground assault begins". Once the raider storms ashore, the
//! crew-combat cards that can do something there may be played before LEADERSHIP is rolled:
//! more LEADERSHIP dice, or lost crew rejoining. A card against the enemy's LEADERSHIP does
//! nothing ashore (the location rolls no dice), so it is not offered.
//!
//! As at a boarding, who is asked gives nothing away: a raider holding any glory card (the
//! count is public) and free to play one is asked whatever its hand holds, and may just roll.

use crate::content::*;
use crate::rules::protocol::GameEvent;
use crate::rules::state::*;
use crate::rules::{glory, purse, ship};

/// Whether the raider is asked for cards before the assault's roll (only what the table
/// knows decides it).
pub fn asked(state: &GameState, data: &GameData, seat: Seat) -> bool {
    let s = &state.seats[seat];
    glory::unbarred_in_hand(s)
        && data
            .glory
            .iter()
            .any(|c| matches!(c.effect, GloryEffect::Combat(e) if ashore(e)))
}

/// A crew-combat card with an effect ashore.
fn ashore(effect: CombatEffect) -> bool {
    matches!(effect, CombatEffect::Leadership(_) | CombatEffect::Rally(_))
}

/// The cards in the raider's hand it may play now: more LEADERSHIP, or crew to bring back.
pub fn playable(state: &GameState, data: &GameData, seat: Seat) -> Vec<GloryCardId> {
    let s = &state.seats[seat];
    let short = s
        .ship
        .as_ref()
        .is_some_and(|sh| sh.hits.crew < ship::max_values(sh, data).crew);
    s.glory_cards
        .iter()
        .copied()
        // MODULE 11: a card whose Unhappy roll failed waits for the next turn.
        .filter(|c| !s.glory_barred.contains(c))
        .filter(|c| match data.glory_card(*c).effect {
            GloryEffect::Combat(CombatEffect::Leadership(_)) => true,
            GloryEffect::Combat(CombatEffect::Rally(_)) => short,
            _ => false,
        })
        .collect()
}

/// The raider plays `card` (MODULE 11: an Unhappy crew's LEADERSHIP first, no favor
/// re-rolling it, as in combat; failed, the card stays in hand, barred this turn).
/// Returns the LEADERSHIP dice it adds to the assault.
pub fn play(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    card: GloryCardId,
    events: &mut Vec<GameEvent>,
) -> u8 {
    if !playable(state, data, seat).contains(&card)
        || !glory::unhappy_roll(state, data, seat, card, events)
    {
        return 0;
    }
    state.seats[seat].glory_cards.retain(|c| *c != card);
    state.decks.glory_discard.push(card);
    events.push(GameEvent::GloryCardPlayed { seat, card });
    match data.glory_card(card).effect {
        GloryEffect::Combat(CombatEffect::Leadership(n)) => n,
        GloryEffect::Combat(CombatEffect::Rally(n)) => {
            purse::add_crew(state, data, seat, n, events);
            0
        }
        _ => 0,
    }
}
