//! M&M's `spanish-main arena`: whole games between AI captains of different kinds on the core's
//! arena (`game_core::arena`: seat positions rotated fairly, wins with a shared win counting
//! half, a 95 % interval, how long decisions took), and what M&M adds: glory by deed, what its
//! captains did, its search's figures. A benchmark, run by hand. With `jobs` above one the
//! games run side by side on that many cores (rayon) and are counted in game order: the results
//! are the same, only the decision times grow (the cores are shared), so time decisions with
//! one job.

use crate::ai;
use crate::content::{GameData, Switches};
use crate::rules::glory::{self, GloryReason};
use crate::rules::{GameConfig, MerchantsAndMarauders, Phase, Seat, SeatKind, Session};
use game_core::arena::{self as core, Contest, STEP_LIMIT, percentile};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;

pub use game_core::arena::Timing;

impl Contest for MerchantsAndMarauders {
    fn kind_name(kind: SeatKind) -> String {
        kind.key()
    }

    fn winners(state: &crate::rules::GameState) -> Vec<Seat> {
        match &state.phase {
            Phase::GameOver { winners, .. } => winners.clone(),
            _ => Vec::new(),
        }
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaOptions {
    /// The seat kinds, in the first game's order; game i rotates them by i places.
    pub seats: Vec<SeatKind>,
    pub games: u64,
    /// Game i uses seed `seed + i`, and its captains' seed `ai_seed + i`.
    pub seed: u64,
    pub ai_seed: u64,
    pub max_rounds: Option<u32>,
    /// The Seas of Glory switches every game is set up with.
    pub modules: Switches,
    /// What a Hard captain may search per decision.
    pub budget: crate::ai::search::Budget,
    /// Games played at once, each on its own core (1: one after another).
    pub jobs: usize,
    /// Searching captains (Hard, Expert) see every other seat as a human's, its kind hidden,
    /// as at a table with people: their samples play each by the style its record suggests
    /// (`ai::search::model`) instead of its true one.
    pub hide_kinds: bool,
}

/// Samples a search drew a decision, over the decisions a search answered: the fewest 5 %
/// and 25 % of them drew at most `p5` and `p25`.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Samples {
    pub searched: u64,
    pub p5: f64,
    pub p25: f64,
    pub p50: f64,
}

/// How one kind of captain fared over all its seats.
#[derive(Clone, Debug, Default, Serialize)]
pub struct KindReport {
    /// Seats played (a kind seated twice in a game counts twice).
    pub seats: u64,
    /// Games won alone.
    pub wins: u64,
    /// Games won with others (a shared win).
    pub ties: u64,
    /// (wins + ties / 2) / seats.
    pub win_rate: f64,
    /// Wilson's 95 % interval for `win_rate`.
    pub ci95: [f64; 2],
    /// Glory points at the end (track plus stash), per seat.
    pub mean_glory: f64,
    pub glory_by_source: BTreeMap<&'static str, u64>,
    /// What its captains did, per seat played: raids by how they ended, battles won and lost,
    /// deaths, ships bought, bounties taken, pardons (see `deed`).
    pub deeds_per_seat: BTreeMap<&'static str, f64>,
    pub decision_ms: Timing,
    #[serde(skip_serializing_if = "is_unsearched")]
    pub samples: Samples,
    /// Decisions it answered, and how many of them a search answered otherwise than the
    /// rules of thumb would have (a pick that played out best beyond the noise).
    pub decisions: u64,
    pub left_rules_of_thumb: u64,
    /// A paired search's options played out whole in its samples, and options that came to
    /// a position another option of the same sample had reached and took its playout.
    pub playouts: u64,
    pub shared_playouts: u64,
    /// With hidden kinds, a searching captain's guesses of the others' styles, one per other
    /// seat at each of its decisions, as "true→guessed" (styles by key) and their counts.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub style_guesses: BTreeMap<String, u64>,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct ArenaReport {
    pub games: u64,
    /// The Seas of Glory switches played with (`none`: the base game).
    pub modules: String,
    /// Games that ended by their own rules (or the round limit).
    pub completed: u64,
    pub games_per_sec: f64,
    pub mean_rounds: f64,
    pub ends: BTreeMap<String, u64>,
    pub kinds: BTreeMap<String, KindReport>,
    pub failures: Vec<String>,
}

/// Per kind, what M&M measures beyond the core's record: its search's figures, glory and deeds.
#[derive(Default)]
pub(crate) struct Tally {
    report: KindReport,
    glory: u64,
    samples: Vec<f64>,
    deeds: BTreeMap<&'static str, u64>,
}

/// The deed an event tells of, and the seat that did it (or suffered it).
fn deed(e: &crate::rules::GameEvent) -> Option<(usize, &'static str)> {
    use crate::rules::GameEvent as E;
    use crate::rules::outcome::{BattleEnd, RaidOutcome};
    use crate::rules::state::Side;
    Some(match e {
        E::RaidBegun { seat, .. } => (*seat, "raids"),
        E::RaidEnded { seat, outcome } => (
            *seat,
            match outcome {
                RaidOutcome::Plundered { gold } if *gold >= 12 => "raids_plundered_12",
                RaidOutcome::Plundered { .. } => "raids_plundered",
                RaidOutcome::Escaped => "raids_escaped",
                RaidOutcome::Failed => "raids_failed",
                RaidOutcome::Sunk => "raids_sunk",
            },
        ),
        E::BattleBegun {
            aggressor: Side::Captain(seat),
            ..
        } => (*seat, "battles_begun"),
        E::BattleEnded {
            end: BattleEnd::Won { winner, loser },
        } => match (winner, loser) {
            (Side::Captain(seat), _) => (*seat, "battles_won"),
            (_, Side::Captain(seat)) => (*seat, "battles_lost"),
            _ => return None,
        },
        E::CaptainDied { seat, .. } => (*seat, "deaths"),
        E::ShipBought { seat, .. } => (*seat, "ships_bought"),
        E::BountyGained { seat, .. } => (*seat, "bounties"),
        E::Pardoned { seat, .. } => (*seat, "pardons"),
        E::GoldStashed { seat } => (*seat, "stashings"),
        _ => return None,
    })
}

pub fn run(data: Arc<GameData>, opts: &ArenaOptions) -> ArenaReport {
    let mut report = ArenaReport {
        games: opts.games,
        modules: opts.modules.to_string(),
        ..Default::default()
    };
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let mut rounds = 0u64;
    let results = core::run::<MerchantsAndMarauders, BTreeMap<String, Tally>>(
        &data,
        &opts.seats,
        opts.games,
        opts.jobs,
        |i, seats| GameConfig {
            max_rounds: opts.max_rounds,
            ai_seed: opts.ai_seed.wrapping_add(i),
            seas: opts.modules.clone(),
            ..GameConfig::new(seats, opts.seed.wrapping_add(i))
        },
        |i, session, decision, game_tallies| {
            answer(
                opts,
                opts.seed.wrapping_add(i),
                session,
                decision,
                game_tallies,
            )
        },
        |session, events, game_tallies| {
            for (seat, name) in events.iter().filter_map(deed) {
                let kind = session.seat_kind(seat).key();
                *game_tallies
                    .entry(kind)
                    .or_default()
                    .deeds
                    .entry(name)
                    .or_default() += 1;
            }
        },
        |session, seats, game_tallies| {
            for (kind, t) in game_tallies {
                let into = tallies.entry(kind).or_default();
                into.samples.extend(t.samples);
                into.report.decisions += t.report.decisions;
                into.report.left_rules_of_thumb += t.report.left_rules_of_thumb;
                into.report.playouts += t.report.playouts;
                into.report.shared_playouts += t.report.shared_playouts;
                for (guess, k) in t.report.style_guesses {
                    *into.report.style_guesses.entry(guess).or_default() += k;
                }
                for (deed, k) in t.deeds {
                    *into.deeds.entry(deed).or_default() += k;
                }
            }
            let Some(session) = session else { return };
            let state = session.state();
            let Phase::GameOver { reason, .. } = &state.phase else {
                unreachable!("the arena hands back finished games only");
            };
            rounds += state.round as u64;
            *report.ends.entry(format!("{reason:?}")).or_default() += 1;
            for (seat, kind) in seats.iter().enumerate() {
                let t = tallies.entry(kind.key()).or_default();
                let s = &state.seats[seat];
                t.glory += glory::total(s, &data) as u64;
                for (r, g) in GloryReason::ALL.iter().zip(s.glory_from) {
                    *t.report.glory_by_source.entry(r.key()).or_default() += g as u64;
                }
                let stash = glory::stash_points(s, &data) as u64;
                *t.report.glory_by_source.entry("stash").or_default() += stash;
            }
        },
    );
    report.completed = results.completed;
    report.failures = results.failures;
    report.games_per_sec = opts.games as f64 / results.seconds;
    report.mean_rounds = rounds as f64 / report.completed.max(1) as f64;
    for (kind, record) in results.kinds {
        let mut t = tallies.remove(&kind).unwrap_or_default();
        let r = &mut t.report;
        r.seats = record.seats;
        r.wins = record.wins;
        r.ties = record.ties;
        let n = r.seats.max(1) as f64;
        r.win_rate = record.win_rate();
        r.ci95 = record.ci95();
        r.mean_glory = t.glory as f64 / n;
        r.deeds_per_seat = t
            .deeds
            .iter()
            .map(|(k, v)| (*k, (*v as f64 / n * 100.0).round() / 100.0))
            .collect();
        r.decision_ms = record.timing();
        t.samples.sort_by(f64::total_cmp);
        r.samples = Samples {
            searched: t.samples.len() as u64,
            p5: percentile(&t.samples, 0.05),
            p25: percentile(&t.samples, 0.25),
            p50: percentile(&t.samples, 0.50),
        };
        report.kinds.insert(kind, t.report);
    }
    report
}

/// An AI captain's answer to the decision now, noting its search's figures in its kind's
/// tally (`seed`: the game's, to name it in what goes wrong).
fn answer(
    opts: &ArenaOptions,
    seed: u64,
    session: &Session,
    decision: crate::rules::Decision,
    tallies: &mut BTreeMap<String, Tally>,
) -> Result<crate::rules::Choice, String> {
    if session.state().steps >= STEP_LIMIT {
        let st = session.state();
        return Err(format!(
            "seed {seed}: still running after {STEP_LIMIT} steps (round {}, seat {} to \
             answer {:?}, battle round {:?})",
            st.round,
            decision.seat,
            decision.kind,
            st.battle.as_ref().map(|b| b.round)
        ));
    }
    let seat = decision.seat;
    let kind = session.seat_kind(seat);
    let mut obs = session.observation(seat);
    if opts.hide_kinds && kind.searches() {
        hide_kinds(&mut obs, session, tallies.entry(kind.key()).or_default());
    }
    let pick_seed = ai::decision_seed(session.ai_seed(), seat, obs.step);
    let (played, shared) = ai::search::playouts_on_this_thread();
    let samples = ai::search::samples_on_this_thread();
    let pick = ai::choose_within(kind, &obs, session.data(), pick_seed, opts.budget)
        .ok_or_else(|| format!("seed {seed}: seat {seat} had no answer"))?;
    let (played_now, shared_now) = ai::search::playouts_on_this_thread();
    let tally = tallies.entry(kind.key()).or_default();
    tally.report.playouts += played_now - played;
    tally.report.shared_playouts += shared_now - shared;
    let samples_now = ai::search::samples_on_this_thread();
    if samples_now > samples {
        tally.samples.push((samples_now - samples) as f64);
    }
    tally.report.decisions += 1;
    if pick.why == ai::search::PLAYED_OUT_BEST {
        tally.report.left_rules_of_thumb += 1;
    }
    Ok(pick.choice)
}

/// Show every seat but the observer's as a human's, and count the observer's guess of each
/// one's style against its true style.
fn hide_kinds(obs: &mut crate::rules::Observation, session: &Session, tally: &mut Tally) {
    let round = obs.round;
    for s in obs.seats.iter_mut().filter(|s| s.seat != obs.seat) {
        let truth = match session.seat_kind(s.seat) {
            SeatKind::Ai { style, .. } => style.key().to_string(),
            other => other.key(),
        };
        let guess = ai::search::model::guessed_style(s, round).key();
        *tally
            .report
            .style_guesses
            .entry(format!("{truth}→{guess}"))
            .or_default() += 1;
        s.kind = SeatKind::Human;
    }
}

fn is_unsearched(s: &Samples) -> bool {
    s.searched == 0
}
