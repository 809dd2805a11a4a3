//! The `arena` command for every game: whole games between AI seats of different kinds, the
//! seat positions rotated fairly (game i turns the first game's seats by i places), played on
//! as many cores as asked and counted in game order; and how each kind fared: wins (a shared
//! win counts half), Wilson's 95 % interval, how long its decisions took. What a game measures
//! beyond that (M&M: glory by deed, its search's figures) it notes through the callbacks and
//! reports itself.

use crate::cores::map_on;
use crate::game::{Decision, Game, Seat};
use crate::session::Session;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use web_time::Instant;

/// A game still running after this many steps is abandoned (counted, never scored).
pub const STEP_LIMIT: u64 = 200_000;

/// What a game gives the arena beyond its rules.
pub trait Contest: Game {
    /// A seat kind's name in the report (M&M: `hard`, `normal-pirate`).
    fn kind_name(kind: Self::SeatKind) -> String;
    /// Who won a game that is over (more than one: a shared win).
    fn winners(state: &Self::State) -> Vec<Seat>;
    /// Whether these seats may be rotated game by game (Blackbeard's solitaire may not: its
    /// System Player sits second).
    fn rotates(_seats: &[Self::SeatKind]) -> bool {
        true
    }
}

/// Decision times, in milliseconds.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Timing {
    pub p50: f64,
    pub p95: f64,
    pub max: f64,
}

/// How the seats of one kind fared over the whole run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    /// Seats played (a kind seated twice in a game counts twice).
    pub seats: u64,
    /// Games won alone, and with others (a shared win).
    pub wins: u64,
    pub ties: u64,
    /// Every decision's time, in milliseconds.
    pub times: Vec<f64>,
}

impl Record {
    /// (wins + ties / 2) / seats.
    pub fn win_rate(&self) -> f64 {
        (self.wins as f64 + self.ties as f64 / 2.0) / self.seats.max(1) as f64
    }

    /// Wilson's 95 % interval for the win rate.
    pub fn ci95(&self) -> [f64; 2] {
        wilson(self.win_rate(), self.seats.max(1) as f64)
    }

    /// The decisions' times: median, 95th percentile, longest.
    pub fn timing(&self) -> Timing {
        let mut times = self.times.clone();
        times.sort_by(f64::total_cmp);
        Timing {
            p50: percentile(&times, 0.50),
            p95: percentile(&times, 0.95),
            max: times.last().copied().unwrap_or(0.0),
        }
    }
}

/// What the run came to.
#[derive(Clone, Debug, Default)]
pub struct Results {
    /// Games that ended by their own rules.
    pub completed: u64,
    pub seconds: f64,
    /// Each kind's record, by [`Contest::kind_name`].
    pub kinds: BTreeMap<String, Record>,
    /// The first few games that went wrong, and why.
    pub failures: Vec<String>,
}

/// One kind's line of a plain arena report.
#[derive(Clone, Debug, Serialize)]
pub struct KindReport {
    pub seats: u64,
    pub wins: u64,
    pub ties: u64,
    pub win_rate: f64,
    pub ci95: [f64; 2],
    pub decision_ms: Timing,
}

/// The report `arena` prints for a game that measures nothing beyond wins and times.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub games: u64,
    pub completed: u64,
    pub seconds: f64,
    pub games_per_sec: f64,
    pub kinds: BTreeMap<String, KindReport>,
    pub failures: Vec<String>,
}

impl Report {
    /// The report of `games` games of the game `game` (its short name) that came to `results`.
    pub fn of(game: &'static str, games: u64, results: Results) -> Report {
        Report {
            game,
            games,
            completed: results.completed,
            seconds: results.seconds,
            games_per_sec: games as f64 / results.seconds.max(1e-9),
            kinds: results
                .kinds
                .iter()
                .map(|(k, r)| {
                    (
                        k.clone(),
                        KindReport {
                            seats: r.seats,
                            wins: r.wins,
                            ties: r.ties,
                            win_rate: r.win_rate(),
                            ci95: r.ci95(),
                            decision_ms: r.timing(),
                        },
                    )
                })
                .collect(),
            failures: results.failures,
        }
    }
}

/// One game's decisions timed by kind, and what the game noted of it.
struct Played<G: Game, T> {
    session: Result<Session<G>, String>,
    times: Vec<(String, f64)>,
    noted: T,
}

/// Play `games` games from the seat kinds `seats` (game i rotated by i places; each set up by
/// `config(i, seats)`) on `jobs` cores. Every AI decision is answered by `answer(i, session,
/// decision, noted)` and timed by the kind that made it; `events(session, events, noted)` sees
/// what each choice caused. Each game's notes, and each game that ended, are handed back in
/// game order (`finished(session, seats, noted)`; `noted` comes for a game that broke too).
pub fn run<G: Contest, T: Default + Send>(
    data: &Arc<G::Data>,
    seats: &[G::SeatKind],
    games: u64,
    jobs: usize,
    config: impl Fn(u64, Vec<G::SeatKind>) -> G::Config + Sync,
    answer: impl Fn(u64, &Session<G>, Decision<G::Kind, G::Choice>, &mut T) -> Result<G::Choice, String>
    + Sync,
    events: impl Fn(&Session<G>, &[G::Event], &mut T) + Sync,
    mut finished: impl FnMut(Option<&Session<G>>, &[G::SeatKind], T),
) -> Results
where
    G::Data: Send + Sync,
    G::State: Send + Sync,
    G::Config: Send,
    G::SeatKind: Send + Sync,
    G::Choice: Send,
    G::Event: Send,
    G::SetupError: std::fmt::Display,
{
    let start = Instant::now();
    let n = seats.len().max(1);
    let seats_of = |i: u64| {
        let mut seats = seats.to_vec();
        if G::rotates(&seats) {
            seats.rotate_left(i as usize % n);
        }
        seats
    };
    let play = |i: u64| {
        let mut game = Played::<G, T> {
            session: Err(String::new()),
            times: Vec::new(),
            noted: T::default(),
        };
        game.session = play_one(data, config(i, seats_of(i)), i, &answer, &events, &mut game);
        game
    };
    let mut results = Results::default();
    for (i, game) in (0..games).zip(map_on(jobs, games, play)) {
        let seats = seats_of(i);
        for (kind, ms) in game.times {
            results.kinds.entry(kind).or_default().times.push(ms);
        }
        match &game.session {
            Ok(session) => {
                results.completed += 1;
                let winners = G::winners(session.state());
                for (seat, kind) in seats.iter().enumerate() {
                    let r = results.kinds.entry(G::kind_name(*kind)).or_default();
                    r.seats += 1;
                    if winners.contains(&seat) {
                        if winners.len() == 1 {
                            r.wins += 1;
                        } else {
                            r.ties += 1;
                        }
                    }
                }
                finished(Some(session), &seats, game.noted);
            }
            Err(e) => {
                if results.failures.len() < 10 {
                    results.failures.push(e.clone());
                }
                finished(None, &seats, game.noted);
            }
        }
    }
    results.seconds = start.elapsed().as_secs_f64().max(1e-9);
    results
}

/// Play game `i` to its end, every decision answered and timed.
fn play_one<G: Contest, T>(
    data: &Arc<G::Data>,
    config: G::Config,
    i: u64,
    answer: &impl Fn(
        u64,
        &Session<G>,
        Decision<G::Kind, G::Choice>,
        &mut T,
    ) -> Result<G::Choice, String>,
    events: &impl Fn(&Session<G>, &[G::Event], &mut T),
    game: &mut Played<G, T>,
) -> Result<Session<G>, String>
where
    G::SetupError: std::fmt::Display,
{
    let (mut session, _) =
        Session::<G>::new(data.clone(), config).map_err(|e: G::SetupError| e.to_string())?;
    let mut steps = 0u64;
    while let Some(decision) = session.decision() {
        if steps >= STEP_LIMIT {
            return Err(format!("game {i}: still running after {STEP_LIMIT} steps"));
        }
        let kind = G::kind_name(session.seat_kind(decision.seat));
        let started = Instant::now();
        let choice = answer(i, &session, decision, &mut game.noted)?;
        game.times
            .push((kind, started.elapsed().as_secs_f64() * 1000.0));
        let happened = session
            .choose(choice)
            .map_err(|e| format!("game {i}: {e}"))?;
        events(&session, &happened, &mut game.noted);
        steps += 1;
    }
    Ok(session)
}

/// The value at share `q` of sorted `xs` (nearest rank).
pub fn percentile(xs: &[f64], q: f64) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let i = ((xs.len() as f64 * q).ceil() as usize).clamp(1, xs.len()) - 1;
    xs[i]
}

/// Wilson's score interval at 95 % for a share `p` of `n` trials.
pub fn wilson(p: f64, n: f64) -> [f64; 2] {
    let z = 1.96f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_and_intervals() {
        let xs: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(percentile(&xs, 0.5), 50.0);
        assert_eq!(percentile(&xs, 0.95), 95.0);
        let [lo, hi] = wilson(0.5, 100.0);
        assert!(
            (0.40..0.41).contains(&lo) && (0.59..0.60).contains(&hi),
            "{lo} {hi}"
        );
        assert_eq!(wilson(1.0, 10.0)[1], 1.0);
    }
}
