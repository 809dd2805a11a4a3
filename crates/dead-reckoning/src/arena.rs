//! Dead Reckoning's `arena` (on the core's `game_core::arena`): whole games between seat kinds,
//! seats rotated each game, wins and ties counted per kind with a 95 % interval. Random seats
//! only until part three's captains.

use crate::content::DrData;
use crate::rules::{Config, DeadReckoning, SeatKind, State};
use game_core::Seat;
use game_core::arena::{self as core, Contest};
use std::sync::Arc;

impl Contest for DeadReckoning {
    fn kind_name(kind: SeatKind) -> String {
        match kind {
            SeatKind::Human => "human".into(),
            SeatKind::Random => "random".into(),
        }
    }

    /// SCORING (l.1295): the most coins; a tie is a shared win until part two's tie-break drop.
    fn winners(state: &State) -> Vec<Seat> {
        let Some(scores) = &state.end.scores else {
            return Vec::new();
        };
        let best = scores.iter().map(|s| s.total()).max().unwrap_or(0);
        (0..scores.len())
            .filter(|s| scores[*s].total() == best)
            .collect()
    }
}

/// `games` games of `seats` (game i: seed `seed + i`, its seats' seed `ai_seed + i`, the
/// seats rotated by i places) on `jobs` cores.
pub fn run(
    data: Arc<DrData>,
    seats: &[SeatKind],
    games: u64,
    seed: u64,
    ai_seed: u64,
    jobs: usize,
) -> core::Report {
    let results = core::run::<DeadReckoning, ()>(
        &data,
        seats,
        games,
        jobs,
        |i, seats| Config {
            ai_seed: ai_seed.wrapping_add(i),
            ..Config::new(seats, seed.wrapping_add(i))
        },
        |i, session, decision, _| {
            <DeadReckoning as game_core::Played>::answer(session, decision, ai_seed.wrapping_add(i))
                .ok_or_else(|| "a decision without options".to_string())
        },
        |_, _, _| {},
        |_, _, _| {},
    );
    core::Report::of("dr", games, results)
}
