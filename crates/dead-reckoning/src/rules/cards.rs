//! The Advancement families that act on cards: gain the top Advancement of a Row (l.733) and
//! level the bottom card of one's deck (l.929). (Copy is `ability`'s: it uses abilities.)

use super::Event;
use super::state::*;
use crate::content::DrData;
use game_core::Seat;

/// The first Advancement (not an Encounter) from the top of Row `row`'s box, and how many
/// Encounters lie above it (l.733: they keep their place).
pub fn top_of(data: &DrData, state: &State, row: u8) -> Option<(usize, u8)> {
    let b = state.boxes.get(row.clamp(1, 4) as usize - 1)?;
    let mut skipped = 0;
    for (i, c) in b.iter().enumerate().rev() {
        if data.rows[c.0 as usize].merchant {
            skipped += 1;
        } else {
            return Some((i, skipped));
        }
    }
    None
}

/// Gain the top Advancement of the Row: set aside, to be sleeved at Cleanup. It is not a buy
/// (the two a turn limit buying and resolving only).
pub(super) fn top_advancement(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    row: u8,
    events: &mut Vec<Event>,
) {
    let row = row.clamp(1, 4);
    let Some((i, skipped)) = top_of(data, state, row) else {
        return;
    };
    let card = state.boxes[row as usize - 1].remove(i);
    state.seats[seat].aside.push(card);
    events.push(Event::TopGained {
        seat,
        row,
        card,
        skipped,
    });
}

/// The card "level the bottom card" levels: the bottom of the deck, or if it is at level 4
/// the next one up (l.929: "you may"; ours, taken), none with an empty deck (DR-R 16).
pub fn bottom_levelable(state: &State, seat: Seat) -> Option<SailorId> {
    let s = &state.seats[seat];
    s.deck
        .iter()
        .find(|c| s.cards[c.0 as usize].level < 4)
        .copied()
}

pub(super) fn level_bottom(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let Some(card) = bottom_levelable(state, seat) else {
        return;
    };
    let c = &mut state.seats[seat].cards[card.0 as usize];
    c.level += 1;
    events.push(Event::LeveledInDeck {
        seat,
        to4: c.level == 4,
    });
}
