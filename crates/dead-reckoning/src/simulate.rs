//! Dead Reckoning's `simulate`: many headless games on the core's loop (`game_core::simulate`:
//! every invariant checked after every step), and what happened: the totals every game
//! reports, then how long Dead Reckoning's games ran and what they scored.

use crate::content::DrData;
use crate::rules::end::Score;
use crate::rules::{Config, DeadReckoning, SeatKind};
use game_core::Session;
use game_core::arena::percentile;
use game_core::simulate::{self as core, Run};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The report `simulate --game dead-reckoning` prints as its last line.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SimulateReport {
    pub game: &'static str,
    pub games: u64,
    pub seats: usize,
    pub bonus_tokens: bool,
    pub completed: u64,
    pub panics: u64,
    pub invariant_violations: u64,
    pub soft_locks: u64,
    pub steps: u64,
    pub steps_per_sec: f64,
    pub games_per_sec: f64,
    /// Rounds (every seat's turn once) a completed game lasted: mean, median and 99th
    /// percentile.
    pub mean_rounds: f64,
    pub rounds_p50: u32,
    pub rounds_p99: u32,
    /// Choices a completed game took, at the 99th percentile.
    pub steps_p99: u64,
    /// Completed games whose top score was shared (until part two's tie-break drop).
    pub shared_wins: u64,
    /// Coins of the winner, on average.
    pub mean_winning_coins: f64,
    /// Coins of all seats by where they came from (SCORING), summed over the completed games.
    pub coins_by_source: BTreeMap<&'static str, i64>,
    pub seconds: f64,
    pub invariants_checked: bool,
    pub event_counts: BTreeMap<&'static str, u64>,
    pub failures: Vec<String>,
}

fn add(sources: &mut BTreeMap<&'static str, i64>, s: &Score) {
    for (name, v) in [
        ("achievements", s.achievements),
        ("coins", s.coins),
        ("buildings", s.buildings),
        ("advancements", s.advancements),
        ("upgrades", s.upgrades),
        ("end_game", s.end_game),
        ("islands", s.islands),
        ("bonus", s.bonus),
    ] {
        *sources.entry(name).or_default() += v as i64;
    }
}

/// `run.games` games of `seats` (game i: seed `run.seed + i`, its captains' seed
/// `run.ai_seed + i`), with or without the Bonus tokens.
pub fn run(
    data: Arc<DrData>,
    run: Run,
    seats: Vec<SeatKind>,
    bonus_tokens: bool,
) -> SimulateReport {
    let n = seats.len();
    let (mut rounds, mut steps): (Vec<f64>, Vec<f64>) = (Vec::new(), Vec::new());
    let (mut shared, mut winning) = (0u64, 0i64);
    let mut sources = BTreeMap::new();
    let totals = core::run::<DeadReckoning>(
        &data,
        run,
        |seed, ai_seed| Config {
            ai_seed,
            bonus_tokens,
            ..Config::new(seats.clone(), seed)
        },
        |session: &Session<DeadReckoning>| {
            let state = session.state();
            let Some(scores) = &state.end.scores else {
                return;
            };
            rounds.push(f64::from(state.turn.number.div_ceil(n as u32)));
            steps.push(state.steps as f64);
            let best = scores.iter().map(Score::total).max().unwrap_or(0);
            winning += best as i64;
            if scores.iter().filter(|s| s.total() == best).count() > 1 {
                shared += 1;
            }
            for s in scores {
                add(&mut sources, s);
            }
        },
    );
    let completed = totals.completed.max(1) as f64;
    let mean_rounds = rounds.iter().sum::<f64>() / completed;
    rounds.sort_by(f64::total_cmp);
    steps.sort_by(f64::total_cmp);
    SimulateReport {
        game: "dr",
        games: totals.games,
        seats: n,
        bonus_tokens,
        completed: totals.completed,
        panics: totals.panics,
        invariant_violations: totals.invariant_violations,
        soft_locks: totals.soft_locks,
        steps: totals.steps,
        steps_per_sec: totals.steps_per_sec(),
        games_per_sec: totals.games_per_sec(),
        mean_rounds,
        rounds_p50: percentile(&rounds, 0.5) as u32,
        rounds_p99: percentile(&rounds, 0.99) as u32,
        steps_p99: percentile(&steps, 0.99) as u64,
        shared_wins: shared,
        mean_winning_coins: winning as f64 / completed,
        coins_by_source: sources,
        seconds: totals.seconds,
        invariants_checked: run.check_invariants,
        event_counts: totals.event_counts,
        failures: totals.failures,
    }
}
