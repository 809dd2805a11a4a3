//! The ocean boards' card spaces and faces: the next card for a space (REFILL, l.636; DR-R
//! 18), refilling every empty space (CLEANUP 1), and turning a board face up (SETUP A, l.524).
//! A leaf of the rules: setup, sailing and Cleanup use it.

use super::Event;
use super::state::*;
use crate::content::DrData;

/// The next card for a space of `row` (l.636): that Row's box, or if it is empty the next
/// higher Row's, else the next lower's (our reading, DR-R 18); `None` with every box empty
/// (ours, P-4). Returns the card and the Row it came from.
pub(super) fn take_for_row(boxes: &mut [Vec<CardId>; 4], row: u8) -> Option<(CardId, u8)> {
    let higher = row..=4;
    let lower = (1..row).rev();
    for r in higher.chain(lower) {
        if let Some(card) = boxes[r as usize - 1].pop() {
            return Some((card, r));
        }
    }
    None
}

/// Step 1 (l.634): every empty card space on a face-up board takes a card.
pub(super) fn refill(state: &mut State, events: &mut Vec<Event>) {
    for cell in 0..CELLS as u8 {
        let c = &state.cells[cell as usize];
        if !c.face_up || c.card.is_some() {
            continue;
        }
        if let Some((card, from_row)) = take_for_row(&mut state.boxes, row_of(cell)) {
            state.cells[cell as usize].card = Some(card);
            events.push(Event::CardPlaced {
                cell,
                card,
                from_row,
            });
        }
    }
}

/// Turn a face-down cell face up (l.524): an island gets its cubes' and goods' places.
pub(super) fn flip(data: &DrData, cells: &mut [Cell], cell: u8, events: &mut Vec<Event>) {
    let c = &mut cells[cell as usize];
    c.face_up = true;
    if (c.board.0 as usize) < data.islands.len() {
        c.island = Some(Island::default());
    }
    events.push(Event::BoardFlipped {
        cell,
        board: c.board,
    });
}
