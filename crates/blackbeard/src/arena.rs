//! Blackbeard's `arena` (on the core's `game_core::arena`): whole games between seat kinds,
//! seats rotated each game, wins and ties counted per kind with a 95 % interval: Random, Easy and
//! Normal pirates (each answering as in `simulate`).

use crate::content::BbData;
use crate::rules::{Blackbeard, Phase, SeatKind, State};
use game_core::Seat;
use game_core::arena::{self as core, Contest};
use std::sync::Arc;

impl Contest for Blackbeard {
    fn kind_name(kind: SeatKind) -> String {
        match kind {
            SeatKind::Human => "human".into(),
            SeatKind::Random => "random".into(),
            SeatKind::Easy => "easy".into(),
            SeatKind::Normal => "normal".into(),
            SeatKind::Hard => "hard".into(),
            SeatKind::System => "system".into(),
        }
    }

    /// 18.1: the most Victory Points; a tie is a shared win; in solitaire, 19.9.
    fn winners(state: &State) -> Vec<Seat> {
        let Phase::GameOver { reason } = state.phase else {
            return Vec::new();
        };
        crate::rules::winners_of(&state.vp, &state.config.seats, Some(reason))
    }

    /// 19: the System Player sits second.
    fn rotates(seats: &[SeatKind]) -> bool {
        !seats.contains(&SeatKind::System)
    }
}

/// The report `arena --game bb` prints (the core's plain report).
pub type ArenaReport = core::Report;

/// `games` games of `seats` (game i: seed `seed + i`, its seats' seed `ai_seed + i`, the
/// seats rotated by i places) on `jobs` cores.
pub fn run(
    data: Arc<BbData>,
    seats: &[SeatKind],
    games: u64,
    seed: u64,
    ai_seed: u64,
    jobs: usize,
) -> ArenaReport {
    let results = core::run::<Blackbeard, ()>(
        &data,
        seats,
        games,
        jobs,
        |i, seats| {
            crate::rules::Options::default().config(
                seats,
                seed.wrapping_add(i),
                ai_seed.wrapping_add(i),
                false,
            )
        },
        |i, session, decision, _| {
            <Blackbeard as game_core::Played>::answer(session, decision, ai_seed.wrapping_add(i))
                .ok_or_else(|| "a decision without options".to_string())
        },
        |_, _, _| {},
        |_, _, _| {},
    );
    core::Report::of("bb", games, results)
}
