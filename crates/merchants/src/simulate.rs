//! M&M's `spanish-main simulate`: many headless games with AI seats on the core's loop
//! (`game_core::simulate`: every invariant checked after every step), and what happened as one
//! JSON object: the totals every game reports, then how M&M's games ended and where their
//! glory came from.

use crate::content::{GameData, Switches};
use crate::rules::glory::GloryReason;
use crate::rules::state::EndReason;
use crate::rules::{GameConfig, MerchantsAndMarauders, Phase, SeatKind, Session};
use game_core::simulate::{self as core, Run};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

pub use game_core::simulate::SOFT_LOCK_STEPS;

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

/// A snake_case name for how a game ended.
fn end_name(reason: EndReason) -> &'static str {
    match reason {
        EndReason::GloryReached => "glory_reached",
        EndReason::EventDeckExhausted => "event_deck_exhausted",
        EndReason::RoundLimit => "round_limit",
        EndReason::NoCaptainLeft => "no_captain_left",
    }
}

/// What M&M's report adds, summed over the completed games.
#[derive(Default)]
struct Tally {
    rounds: u64,
    ends: BTreeMap<&'static str, u64>,
    shared_wins: u64,
    glory_by_source: BTreeMap<&'static str, u64>,
}

impl Tally {
    /// Fold in a game that ended.
    fn add(&mut self, session: &Session) {
        let state = session.state();
        let Phase::GameOver {
            reason, winners, ..
        } = &state.phase
        else {
            return;
        };
        self.rounds += u64::from(state.round);
        *self.ends.entry(end_name(*reason)).or_default() += 1;
        if winners.len() > 1 {
            self.shared_wins += 1;
        }
        let mut glory_from = [0u32; GloryReason::COUNT];
        for seat in &state.seats {
            for (sum, n) in glory_from.iter_mut().zip(seat.glory_from) {
                *sum += n;
            }
        }
        for (r, n) in GloryReason::ALL.iter().zip(glory_from) {
            *self.glory_by_source.entry(r.key()).or_default() += u64::from(n);
        }
        // Glory points the chests count at the end (track points are in `glory_from`).
        let stash: u32 = state
            .seats
            .iter()
            .map(|s| crate::rules::glory::stash_points(s, session.data()))
            .sum();
        *self.glory_by_source.entry("stash").or_default() += u64::from(stash);
    }
}

/// Play `opts.games` games with seeds `opts.seed`, `opts.seed + 1`, ...
pub fn run(data: Arc<GameData>, opts: &SimulateOptions) -> SimulateReport {
    let mut tally = Tally::default();
    let totals = core::run::<MerchantsAndMarauders>(
        &data,
        Run {
            games: opts.games,
            seed: opts.seed,
            ai_seed: opts.ai_seed,
            check_invariants: opts.check_invariants,
        },
        |seed, ai_seed| GameConfig {
            max_rounds: opts.max_rounds,
            ai_seed,
            seas: opts.modules.clone(),
            ..GameConfig::new(opts.seats.clone(), seed)
        },
        |session| tally.add(session),
    );
    let completed = totals.completed.max(1) as f64;
    SimulateReport {
        games: totals.games,
        modules: opts.modules.to_string(),
        completed: totals.completed,
        panics: totals.panics,
        invariant_violations: totals.invariant_violations,
        soft_locks: totals.soft_locks,
        steps: totals.steps,
        steps_per_sec: totals.steps_per_sec(),
        games_per_sec: totals.games_per_sec(),
        mean_rounds: tally.rounds as f64 / completed,
        won_by_glory_share: tally.ends.get("glory_reached").copied().unwrap_or(0) as f64
            / completed,
        ends: tally.ends,
        shared_wins: tally.shared_wins,
        glory_by_source: tally.glory_by_source,
        seconds: totals.seconds,
        invariants_checked: opts.check_invariants,
        event_counts: totals.event_counts,
        failures: totals.failures,
    }
}
