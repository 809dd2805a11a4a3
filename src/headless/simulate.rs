//! `spanish-main simulate`: play many headless games with AI seats, check every invariant after
//! every step, and report what happened as one JSON object.

use crate::content::{GameData, Switches};
use crate::rules::glory::GloryReason;
use crate::rules::state::EndReason;
use crate::rules::{GameConfig, Phase, SeatKind, Session};
use bevy::platform::time::Instant;
use game_core::harness::{Ending, guarded, play_out};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

/// A game still running after this many steps is counted as a soft-lock.
pub const SOFT_LOCK_STEPS: u64 = 200_000;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimulateOptions {
    pub games: u64,
    pub seed: u64,
    pub seats: Vec<SeatKind>,
    /// The AI captains' seed of the first game; game i uses `ai_seed + i`.
    pub ai_seed: u64,
    pub max_rounds: Option<u32>,
    /// Check every invariant after every step (on by default; off only to time the rules alone).
    pub check_invariants: bool,
    /// The Seas of Glory switches every game is set up with.
    pub modules: Switches,
}

/// The report `simulate` prints as its last line.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SimulateReport {
    pub games: u64,
    /// The Seas of Glory switches played with (`none`: the base game).
    pub modules: String,
    pub completed: u64,
    pub panics: u64,
    pub invariant_violations: u64,
    pub soft_locks: u64,
    pub steps: u64,
    pub steps_per_sec: f64,
    pub games_per_sec: f64,
    pub mean_rounds: f64,
    /// Completed games by how they ended (`glory_reached`, `event_deck_exhausted`, ...).
    pub ends: BTreeMap<&'static str, u64>,
    /// The share of completed games won by a captain declaring 10 glory points.
    pub won_by_glory_share: f64,
    /// Completed games whose tie-breaks left more than one winner.
    pub shared_wins: u64,
    /// Glory points gained in all completed games, by deed.
    pub glory_by_source: BTreeMap<&'static str, u64>,
    pub seconds: f64,
    pub invariants_checked: bool,
    pub event_counts: BTreeMap<&'static str, u64>,
    /// The first few problems met, to start debugging from.
    pub failures: Vec<String>,
}

enum Outcome {
    Completed {
        rounds: u32,
        reason: EndReason,
        winners: usize,
        glory_from: [u32; GloryReason::COUNT],
        /// Glory points the chests count at the end (track points are in `glory_from`).
        stash_points: u32,
    },
    InvariantBroken(String),
    SoftLock(String),
}

fn play_one(
    data: &Arc<GameData>,
    opts: &SimulateOptions,
    seed: u64,
    ai_seed: u64,
    steps: &mut u64,
    counts: &mut BTreeMap<&'static str, u64>,
) -> Outcome {
    let config = GameConfig {
        max_rounds: opts.max_rounds,
        ai_seed,
        seas: opts.modules.clone(),
        ..GameConfig::new(opts.seats.clone(), seed)
    };
    let (mut session, events) = match Session::new(data.clone(), config) {
        Ok(s) => s,
        Err(e) => return Outcome::SoftLock(format!("setup failed: {e}")),
    };
    for e in &events {
        *counts.entry(e.kind()).or_default() += 1;
    }
    match play_out(
        &mut session,
        seed,
        ai_seed,
        opts.check_invariants,
        SOFT_LOCK_STEPS,
        steps,
        counts,
    ) {
        Ending::Over => {}
        Ending::InvariantBroken(e) => return Outcome::InvariantBroken(e),
        Ending::SoftLock(e) => return Outcome::SoftLock(e),
    }
    let state = session.state();
    let Phase::GameOver {
        reason, winners, ..
    } = &state.phase
    else {
        return Outcome::SoftLock(format!(
            "seed {seed}: no decision, yet the game is not over"
        ));
    };
    let mut glory_from = [0; GloryReason::COUNT];
    for seat in &state.seats {
        for (sum, n) in glory_from.iter_mut().zip(seat.glory_from) {
            *sum += n;
        }
    }
    let stash_points = state
        .seats
        .iter()
        .map(|s| crate::rules::glory::stash_points(s, session.data()))
        .sum();
    Outcome::Completed {
        rounds: state.round,
        reason: *reason,
        winners: winners.len(),
        glory_from,
        stash_points,
    }
}

/// A snake_case name for how a game ended.
fn end_name(reason: EndReason) -> &'static str {
    match reason {
        EndReason::GloryReached => "glory_reached",
        EndReason::EventDeckExhausted => "event_deck_exhausted",
        EndReason::RoundLimit => "round_limit",
        EndReason::NoCaptainLeft => "no_captain_left",
    }
}

/// Play `opts.games` games with seeds `opts.seed`, `opts.seed + 1`, ...
pub fn run(data: Arc<GameData>, opts: &SimulateOptions) -> SimulateReport {
    let mut report = SimulateReport {
        games: opts.games,
        modules: opts.modules.to_string(),
        invariants_checked: opts.check_invariants,
        ..Default::default()
    };
    let mut rounds_total = 0u64;
    let start = Instant::now();
    // Panics are counted, not printed one by one.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for i in 0..opts.games {
        let seed = opts.seed.wrapping_add(i);
        let ai_seed = opts.ai_seed.wrapping_add(i);
        let result = guarded(|| {
            let mut steps = 0;
            let mut counts = BTreeMap::new();
            let outcome = play_one(&data, opts, seed, ai_seed, &mut steps, &mut counts);
            (outcome, steps, counts)
        });
        match result {
            Ok((outcome, steps, counts)) => {
                report.steps += steps;
                for (k, v) in counts {
                    *report.event_counts.entry(k).or_default() += v;
                }
                match outcome {
                    Outcome::Completed {
                        rounds,
                        reason,
                        winners,
                        glory_from,
                        stash_points,
                    } => {
                        report.completed += 1;
                        rounds_total += rounds as u64;
                        *report.ends.entry(end_name(reason)).or_default() += 1;
                        if winners > 1 {
                            report.shared_wins += 1;
                        }
                        for (r, n) in GloryReason::ALL.iter().zip(glory_from) {
                            *report.glory_by_source.entry(r.key()).or_default() += n as u64;
                        }
                        *report.glory_by_source.entry("stash").or_default() += stash_points as u64;
                    }
                    Outcome::InvariantBroken(e) => {
                        report.invariant_violations += 1;
                        note(&mut report.failures, e);
                    }
                    Outcome::SoftLock(e) => {
                        report.soft_locks += 1;
                        note(&mut report.failures, e);
                    }
                }
            }
            Err(msg) => {
                report.panics += 1;
                note(&mut report.failures, format!("seed {seed}: panic: {msg}"));
            }
        }
    }
    std::panic::set_hook(hook);
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    report.seconds = secs;
    report.steps_per_sec = report.steps as f64 / secs;
    report.games_per_sec = opts.games as f64 / secs;
    let completed = report.completed.max(1) as f64;
    report.mean_rounds = rounds_total as f64 / completed;
    report.won_by_glory_share =
        report.ends.get("glory_reached").copied().unwrap_or(0) as f64 / completed;
    report
}

fn note(failures: &mut Vec<String>, e: String) {
    if failures.len() < 10 {
        failures.push(e);
    }
}
