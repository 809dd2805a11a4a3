//! The `simulate` command's loop, for every game: many games played to their end by AI seats
//! ([`Played`]), every invariant checked after every step, panics, broken invariants and
//! soft-locks counted, and the totals every game reports. What a game adds to its report (how
//! its games ended, its scores) it folds from each completed game through `finished`.

use crate::harness::{Ending, Played, guarded, play_out};
use crate::session::Session;
use std::collections::BTreeMap;
use std::sync::Arc;
use web_time::Instant;

/// A game still running after this many steps is counted as a soft-lock.
pub const SOFT_LOCK_STEPS: u64 = 200_000;

/// How many games, from which seeds.
#[derive(Clone, Copy, Debug)]
pub struct Run {
    pub games: u64,
    /// Game i is set up with seed `seed + i`, and its captains' seed `ai_seed + i`.
    pub seed: u64,
    pub ai_seed: u64,
    /// Check every invariant after every step (off only to time the rules alone).
    pub check_invariants: bool,
}

/// What every game's `simulate` report says.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Totals {
    pub games: u64,
    pub completed: u64,
    pub panics: u64,
    pub invariant_violations: u64,
    pub soft_locks: u64,
    pub steps: u64,
    pub seconds: f64,
    /// Events by kind ([`Played::event_kind`]), setup's included.
    pub event_counts: BTreeMap<&'static str, u64>,
    /// The first few problems met, to start debugging from.
    pub failures: Vec<String>,
}

impl Totals {
    /// Steps a second, over the whole run.
    pub fn steps_per_sec(&self) -> f64 {
        self.steps as f64 / self.seconds.max(1e-9)
    }

    /// Games a second, over the whole run.
    pub fn games_per_sec(&self) -> f64 {
        self.games as f64 / self.seconds.max(1e-9)
    }

    /// Whether nothing went wrong: no panic, broken invariant or soft-lock.
    pub fn clean(&self) -> bool {
        self.panics == 0 && self.invariant_violations == 0 && self.soft_locks == 0
    }
}

/// Play `run.games` games, each set up by `config(seed, ai_seed)` on `data`; `finished` is
/// told of each game that ended (not of one that broke). Panics are counted, not printed.
pub fn run<G: Played>(
    data: &Arc<G::Data>,
    run: Run,
    config: impl Fn(u64, u64) -> G::Config,
    mut finished: impl FnMut(&Session<G>),
) -> Totals {
    let mut totals = Totals {
        games: run.games,
        ..Totals::default()
    };
    let start = Instant::now();
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for i in 0..run.games {
        let seed = run.seed.wrapping_add(i);
        let ai_seed = run.ai_seed.wrapping_add(i);
        let result = guarded(|| {
            let mut steps = 0;
            let mut counts = BTreeMap::new();
            let played = play_one(data, &config, run, seed, ai_seed, &mut steps, &mut counts);
            if let Ok(session) = &played {
                finished(session);
            }
            (played.map(|_| ()), steps, counts)
        });
        match result {
            Ok((ending, steps, counts)) => {
                totals.steps += steps;
                for (k, v) in counts {
                    *totals.event_counts.entry(k).or_default() += v;
                }
                match ending {
                    Ok(()) => totals.completed += 1,
                    Err(Failure::Broken(e)) => {
                        totals.invariant_violations += 1;
                        note(&mut totals.failures, e);
                    }
                    Err(Failure::Locked(e)) => {
                        totals.soft_locks += 1;
                        note(&mut totals.failures, e);
                    }
                }
            }
            Err(msg) => {
                totals.panics += 1;
                note(&mut totals.failures, format!("seed {seed}: panic: {msg}"));
            }
        }
    }
    std::panic::set_hook(hook);
    totals.seconds = start.elapsed().as_secs_f64().max(1e-9);
    totals
}

/// How a game went wrong: an invariant broke, or it could not go on (or be set up).
enum Failure {
    Broken(String),
    Locked(String),
}

/// One game set up and played to its end: the session over, or how it went wrong.
fn play_one<G: Played>(
    data: &Arc<G::Data>,
    config: &impl Fn(u64, u64) -> G::Config,
    run: Run,
    seed: u64,
    ai_seed: u64,
    steps: &mut u64,
    counts: &mut BTreeMap<&'static str, u64>,
) -> Result<Session<G>, Failure> {
    let (mut session, events) = Session::new(data.clone(), config(seed, ai_seed))
        .map_err(|e| Failure::Locked(format!("setup failed: {e}")))?;
    for e in &events {
        *counts.entry(G::event_kind(e)).or_default() += 1;
    }
    match play_out(
        &mut session,
        seed,
        ai_seed,
        run.check_invariants,
        SOFT_LOCK_STEPS,
        steps,
        counts,
    ) {
        Ending::Over => Ok(session),
        Ending::InvariantBroken(e) => Err(Failure::Broken(e)),
        Ending::SoftLock(e) => Err(Failure::Locked(e)),
    }
}

fn note(failures: &mut Vec<String>, e: String) {
    if failures.len() < 10 {
        failures.push(e);
    }
}
