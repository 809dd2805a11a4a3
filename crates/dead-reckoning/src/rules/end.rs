//! GAME END & SCORING (l.1229–1301): the trigger at the end of a seat's own turn (our reading,
//! DR-R 37: after its draw, so it never levels again), one final turn for each other seat,
//! then the score.

use super::state::*;
use super::{Event, ability, achievements};
use crate::content::{Ach, DrData, EndGame, Icon, Tier};
use game_core::Seat;

pub use super::score::Score;

/// Achievement markers `seat` has placed.
pub fn markers_placed(state: &State, seat: Seat) -> usize {
    state.harbor.iter().filter(|a| a.marker[seat]).count()
}

/// At the end of `seat`'s own turn: a trigger (4 markers), or a final turn over.
pub(super) fn turn_over(data: &DrData, state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    if state.end.trigger.is_some() {
        state.seats[seat].finished = true;
        events.push(Event::FinalTurnOver { seat });
    } else if markers_placed(state, seat) >= data.setup.end_markers as usize {
        state.end.trigger = Some(seat);
        state.seats[seat].finished = true;
        events.push(Event::EndTriggered { seat });
    }
}

/// What the island in `cell` pays each seat (l.1283–1293; ties as our reading DR-R 39: a group
/// tied at position p takes position p + 1's value and the next count takes position p + k;
/// the empty slots count as a seat that scores nothing; a tie for the last value pays none).
pub fn island_scores(data: &DrData, cell: &Cell, seats: usize) -> [i32; 4] {
    let mut out = [0; 4];
    let Some(island) = &cell.island else {
        return out;
    };
    let def = &data.islands[cell.board.0 as usize];
    let empty = def.slots - island.slot_cubes.iter().sum::<u8>();
    // (count, seat or None for the empty slots)
    let mut counts: Vec<(u8, Option<Seat>)> = (0..seats)
        .map(|s| (island.slot_cubes[s] + island.permanent[s], Some(s)))
        .filter(|(n, _)| *n > 0)
        .collect();
    if empty > 0 {
        counts.push((empty, None));
    }
    counts.sort_by_key(|c| std::cmp::Reverse(c.0));
    let mut pos = 0usize;
    let mut i = 0;
    while i < counts.len() {
        let n = counts[i].0;
        let group: Vec<Option<Seat>> = counts[i..]
            .iter()
            .take_while(|(m, _)| *m == n)
            .map(|(_, s)| *s)
            .collect();
        let k = group.len();
        let value = if k == 1 {
            def.values.get(pos)
        } else {
            def.values.get(pos + 1)
        };
        for s in group.iter().flatten() {
            out[*s] = value.copied().unwrap_or(0) as i32;
        }
        pos += k;
        i += k;
    }
    out
}

/// Each seat's score.
pub fn scores(data: &DrData, state: &State) -> Vec<Score> {
    let n = state.seats.len();
    let mut out = vec![Score::default(); n];
    for (seat, score) in out.iter_mut().enumerate() {
        let s = &state.seats[seat];
        score.achievements = Ach::ALL
            .iter()
            .filter(|a| achievements::has(state, seat, **a))
            .map(|a| data.achievement(*a).value as i32)
            .sum();
        let controlled: Vec<&Island> = state
            .cells
            .iter()
            .filter_map(|c| c.island.as_ref())
            .filter(|i| i.controller == Some(seat))
            .collect();
        let (ship_cargo, ship_coins) = super::ship::aboard(&s.ship);
        score.coins = s.chest as i32
            + ship_coins as i32
            + controlled.iter().map(|i| i.coins as i32).sum::<i32>();
        score.buildings = controlled
            .iter()
            .map(|i| i.buildings.iter().filter(|b| **b).count() as i32)
            .sum();
        let sleeved: usize = s
            .cards
            .iter()
            .map(|c| c.sleeve.iter().flatten().count())
            .sum();
        score.advancements = ((sleeved + s.aside.len()) / 2) as i32;
        score.upgrades = s
            .ship
            .spaces
            .iter()
            .flat_map(|h| h.tiles.iter())
            .map(|k| match data.upgrades[*k as usize].tier {
                Tier::Basic => 1,
                Tier::Advanced => 2,
            })
            .sum();
        // End-of-game Advancements: those on its Sailor cards (ours: not those set aside).
        let cargo = s.dock as i32
            + ship_cargo as i32
            + controlled.iter().map(|i| i.cargo as i32).sum::<i32>();
        let bare = state
            .cells
            .iter()
            .filter_map(|c| c.island.as_ref())
            .filter(|i| i.slot_cubes[seat] + i.permanent[seat] == 0)
            .count() as i32;
        for (id, card) in s.cards.iter().enumerate() {
            let id = SailorId(id as u8);
            for adv in card.sleeve.iter().flatten() {
                for e in &data.rows[adv.0 as usize].face.end_game {
                    score.end_game += match *e {
                        EndGame::PerCargo(per) => cargo / per.max(1) as i32,
                        EndGame::PerBareIsland => bare,
                        EndGame::PerWheel(coins) => {
                            coins as i32 * ability::icons_on(data, id, card, Icon::Wheel) as i32
                        }
                        EndGame::Coins(k) => k as i32,
                    };
                }
            }
        }
        score.bonus = s.bonus.map_or(0, |b| {
            data.bonus_tokens[b.0 as usize]
                .iter()
                .filter(|a| achievements::has(state, seat, **a))
                .count() as i32
                * data.setup.bonus_coins as i32
        });
    }
    for cell in &state.cells {
        let pays = island_scores(data, cell, n);
        for (seat, score) in out.iter_mut().enumerate() {
            score.islands += pays[seat];
        }
    }
    out
}

/// Every seat has finished: score, reveal the tokens, and end (most coins wins; tied seats
/// share the win until part two's tie-break drop).
pub(super) fn game_over(data: &DrData, state: &mut State, events: &mut Vec<Event>) {
    let scores = scores(data, state);
    for (seat, score) in scores.iter().enumerate() {
        if let Some(token) = state.seats[seat].bonus {
            events.push(Event::BonusRevealed { seat, token });
        }
        events.push(Event::Scored {
            seat,
            score: score.clone(),
        });
    }
    let best = scores.iter().map(Score::total).max().unwrap_or(0);
    let winners: Vec<Seat> = (0..scores.len())
        .filter(|s| scores[*s].total() == best)
        .collect();
    state.reveals += 1;
    state.end.scores = Some(scores.clone());
    state.phase = Phase::Over;
    events.push(Event::GameOver {
        winners,
        totals: scores.iter().map(Score::total).collect(),
    });
}
