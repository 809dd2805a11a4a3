//! Blackbeard's `simulate`: many headless games on the core's loop (`game_core::simulate`:
//! every invariant checked after every step), and what happened: the totals every game
//! reports, then how Blackbeard's games ended and what they scored.

use crate::content::BbData;
use crate::rules::{Blackbeard, GameEnd, Phase, Retirement, ScoredBy, SeatKind};
use game_core::Session;
use game_core::simulate::{self as core, Run};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The report `simulate --game blackbeard` prints as its last line.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SimulateReport {
    pub game: &'static str,
    pub games: u64,
    pub seats: usize,
    pub long_game: bool,
    /// The options played (`Options::words`).
    pub options: Vec<&'static str>,
    pub completed: u64,
    pub panics: u64,
    pub invariant_violations: u64,
    pub soft_locks: u64,
    pub steps: u64,
    pub steps_per_sec: f64,
    pub games_per_sec: f64,
    /// Player-Turns a completed game lasted, on average.
    pub mean_turns: f64,
    /// Completed games by how they ended (`third_pardon`, `pardon_last_card`, `no_pirates`).
    pub ends: BTreeMap<&'static str, u64>,
    /// Completed games whose top score was shared (18.1: a shared win).
    pub shared_wins: u64,
    /// Solitaire (19.9): the completed games you won (retired with 130 VP, or the SP ran out
    /// of pirates); absent for the regular game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solitaire_won: Option<u64>,
    /// Victory Points of the winner, on average.
    pub mean_winning_vp: f64,
    /// Victory Points of all seats by where they came from (18.12: `eliminated`,
    /// `retired_in_safe_haven`, ..., `at_the_end`), summed over the completed games.
    pub vp_by_source: BTreeMap<&'static str, u64>,
    pub seconds: f64,
    pub invariants_checked: bool,
    pub event_counts: BTreeMap<&'static str, u64>,
    pub failures: Vec<String>,
}

fn source_name(how: ScoredBy) -> &'static str {
    match how {
        ScoredBy::Eliminated => "eliminated",
        ScoredBy::AtTheEnd => "at_the_end",
        ScoredBy::Retired(r) => match r {
            Retirement::SafeHaven => "retired_in_safe_haven",
            Retirement::Bribe => "retired_by_bribe",
            Retirement::Letter => "retired_with_letter",
            Retirement::Pardon => "retired_pardoned",
            Retirement::Surrender => "retired_surrendering",
        },
        ScoredBy::KcSank => "kc_sank",
    }
}

fn end_name(end: GameEnd) -> &'static str {
    match end {
        GameEnd::ThirdPardon => "third_pardon",
        GameEnd::PardonLastCard => "pardon_last_card",
        GameEnd::NoPirates => "no_pirates",
        GameEnd::Retired130 => "blackbeard_retired_130",
        GameEnd::RetiredShort => "blackbeard_retired_short",
        GameEnd::BlackbeardKilled => "blackbeard_killed",
        GameEnd::SpHundred => "system_100_vp",
        GameEnd::SpExhausted => "system_out_of_pirates",
    }
}

/// `run.games` games of `seats` (game i: seed `run.seed + i`, its Random seats' seed
/// `run.ai_seed + i`).
/// `options`: the Long Game (4.1), the Living Rules' +2 (2.4), the play notes' switches.
pub fn run(
    data: Arc<BbData>,
    run: Run,
    seats: Vec<SeatKind>,
    options: crate::rules::Options,
) -> SimulateReport {
    let (mut turns, mut ends, mut shared, mut winning) = (0u64, BTreeMap::new(), 0u64, 0u64);
    let solitaire = seats.contains(&SeatKind::System);
    let mut solo_won = 0u64;
    let mut sources: BTreeMap<&'static str, u64> = BTreeMap::new();
    let n = seats.len();
    let totals = core::run::<Blackbeard>(
        &data,
        run,
        |seed, ai_seed| options.config(seats.clone(), seed, ai_seed, false),
        |session: &Session<Blackbeard>| {
            let state = session.state();
            let Phase::GameOver { reason } = state.phase else {
                return;
            };
            turns += u64::from(state.turns);
            *ends.entry(end_name(reason)).or_default() += 1;
            if reason.solo_won(solitaire) == Some(true) {
                solo_won += 1;
            }
            let won = crate::rules::winners_of(&state.vp, &state.config.seats, Some(reason));
            winning += u64::from(state.vp[won[0]]);
            if won.len() > 1 {
                shared += 1;
            }
            for s in &state.scored {
                *sources.entry(source_name(s.how)).or_default() += u64::from(s.vp);
            }
        },
    );
    let completed = totals.completed.max(1) as f64;
    SimulateReport {
        game: "bb",
        games: totals.games,
        seats: n,
        long_game: options.long_game,
        options: options.words(),
        completed: totals.completed,
        panics: totals.panics,
        invariant_violations: totals.invariant_violations,
        soft_locks: totals.soft_locks,
        steps: totals.steps,
        steps_per_sec: totals.steps_per_sec(),
        games_per_sec: totals.games_per_sec(),
        mean_turns: turns as f64 / completed,
        ends,
        shared_wins: shared,
        solitaire_won: solitaire.then_some(solo_won),
        mean_winning_vp: winning as f64 / completed,
        vp_by_source: sources,
        seconds: totals.seconds,
        invariants_checked: run.check_invariants,
        event_counts: totals.event_counts,
        failures: totals.failures,
    }
}
