//! The Advancement families that act on cards: gain the top Advancement of a Row (l.733),
//! level the bottom card of one's deck (l.929), and copy another ability of a card played this
//! turn (ours: the ICON REFERENCE names the family, the text gives no rule; P-21).

use super::ability::{parts, resolve, usable};
use super::state::*;
use super::{Choice, Event};
use crate::content::{DrData, Effect};
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

/// The abilities a Copy may use now: any effect of another ability of a card played this
/// turn, used or not, but never a Copy, a Battle ability or an end-of-game score.
pub(super) fn copy_options(data: &DrData, state: &State, seat: Seat) -> Vec<Choice> {
    let s = &state.seats[seat];
    let mut out = Vec::new();
    for p in &s.played {
        let card = &s.cards[p.card.0 as usize];
        for (part, face) in parts(data, p.card, card) {
            for (a, ability) in face.abilities.iter().enumerate() {
                for (e, effect) in ability.either.iter().enumerate() {
                    if matches!(effect, Effect::CopyAbility | Effect::Battle { .. }) {
                        continue;
                    }
                    if usable(data, state, seat, p.card, ability, effect) {
                        out.push(Choice::CopyOf {
                            card: p.card,
                            part,
                            ability: a as u8,
                            effect: e as u8,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Carry out the copied effect, as if used (the original stays as it was).
pub(super) fn copy(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    let Choice::CopyOf {
        card: id,
        part,
        ability,
        effect,
    } = choice
    else {
        unreachable!("{choice:?} copies nothing")
    };
    state.runs.pop();
    let card = state.seats[seat].cards[id.0 as usize];
    let face = parts(data, id, &card)
        .into_iter()
        .find(|(p, _)| *p == part)
        .map(|(_, f)| f)
        .expect("offered");
    let a = face.abilities[ability as usize].clone();
    let e = a.either[effect as usize];
    events.push(Event::Copied {
        seat,
        card: id,
        part,
        ability,
        effect,
    });
    resolve(data, state, seat, (id, &card), &a, e, events);
    super::goods::settle(data, state, seat, events);
}
