//! A sample as Merchants & Marauders plays and scores it: what each seat plays by its model,
//! and each seat's reward when the playout stops.

use super::model::Model;
use crate::ai::heuristic;
use crate::content::GameData;
use crate::rules::glory;
use crate::rules::observation::{Observation, observe, observe_into_for_rules_of_thumb};
use crate::rules::{Choice, Decision, GameState, Phase};
use rand::{Rng, RngExt};
use rand_chacha::ChaCha8Rng;

/// What the deciding seat plays in a sample: the rules of thumb of its model (`models`, in
/// seat order: an AI seat's own kind, a searching seat's too; a human's guessed style); a
/// random seat picks at random. The decision is handed on to the observation the rules of
/// thumb read (no copy of its options at every step).
pub(super) fn policy(
    state: &GameState,
    data: &GameData,
    d: Decision,
    models: &[Model],
    rng: &mut ChaCha8Rng,
) -> Choice {
    if d.options.len() == 1 {
        return d.options[0];
    }
    let (level, style) = match models[d.seat] {
        Model::Random => return d.options[rng.random_range(0..d.options.len())],
        Model::Captain(level, style) => (level, style),
    };
    let seed = rng.next_u64();
    let (seat, first) = (d.seat, d.options[0]);
    SCRATCH.with(|scratch| {
        let mut scratch = scratch.borrow_mut();
        let obs = match scratch.as_mut() {
            Some(obs) => obs,
            None => scratch.insert(observe(state, data, None, seat)),
        };
        observe_into_for_rules_of_thumb(obs, state, data, Some(d), seat);
        heuristic::choose(obs, data, level, style, seed).map_or(first, |p| p.choice)
    })
}

thread_local! {
    /// The observation the rules of thumb read in a playout, rewritten at every step so its
    /// lists keep their room (a playout observes thousands of times a decision), without
    /// whom the NPCs hunt (which no rule of thumb reads).
    static SCRATCH: std::cell::RefCell<Option<Observation>> = const { std::cell::RefCell::new(None) };
}

/// Each seat's reward for a sample played out: a finished game pays its winners (a shared
/// win in part); otherwise each seat's lead over the best of the rest, squashed to 0..1.
pub(super) fn score(state: &GameState, data: &GameData) -> Vec<f32> {
    if let Phase::GameOver { winners, .. } = &state.phase {
        return (0..state.seats.len())
            .map(|s| {
                if winners.contains(&s) {
                    1.0 / winners.len() as f32
                } else {
                    0.0
                }
            })
            .collect();
    }
    let worth: Vec<f32> = state.seats.iter().map(|s| position(s, data)).collect();
    (0..worth.len())
        .map(|i| {
            let best_other = worth
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, w)| *w)
                .fold(f32::MIN, f32::max);
            1.0 / (1.0 + (-(worth[i] - best_other) * 0.8).exp())
        })
        .collect()
}

/// A seat's standing in glory points: its points, and what its gold, hold and ship promise.
fn position(s: &crate::rules::state::SeatState, data: &GameData) -> f32 {
    let points = glory::total(s, data) as f32;
    // Gold the chest could still turn into points, at the price of its next point.
    let max = data.tokens.prices.stash_glory_max;
    let per = glory::stash_point_cost(glory::points_for_stash(s.stash, data) + 1, data) as f32;
    let stash_room = (glory::stash_for_points(max, data) as f32 - s.stash as f32).max(0.0);
    let gold = (s.gold.max(0) as f32).min(stash_room) / per * 0.6;
    // MODULE 7: contraband is worth a flat 10 where it is bound, and half a glory point.
    let cargo = s.cargo.len() as f32 * 0.25 + s.contraband.len() as f32 * 0.6;
    let ship = s.ship.as_ref().map_or(-1.0, |sh| {
        let full = crate::rules::ship::max_values(sh, data);
        let hull = sh.hits.hull as f32 / full.hull.max(1) as f32;
        0.15 * (full.cannons + full.cargo) as f32 * hull
    });
    points + gold + cargo + ship
}
