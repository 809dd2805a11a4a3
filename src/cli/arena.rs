//! `arena`: Merchants & Marauders' AI captains measured against each other
//! (`merchants::ai::arena`: their search, budgets and deeds), until another game has captains
//! to measure.

use spanish_main::content::{GameData, Switches};
use spanish_main::games::GameId;
use spanish_main::rules::SeatKind;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct ArenaArgs {
    /// Which game: mm (Merchants & Marauders), bb (Blackbeard) or dr (Dead Reckoning, also dead-reckoning).
    #[arg(long, default_value = "mm")]
    pub game: GameId,
    /// Comma-separated seat list in the game's words. M&M: 2 to 4 of random, easy, normal,
    /// hard (with an optional style, as for simulate); Blackbeard: 2 to 5 of random, easy,
    /// normal, hard, system; Dead Reckoning: 2 to 4 random seats (its captains come later).
    #[arg(long, value_delimiter = ',', required = true)]
    seats: Vec<String>,
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seed of the captains' own choices in the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    ai_seed: u64,
    /// End each game after this many rounds.
    #[arg(long)]
    max_rounds: Option<u32>,
    /// Milliseconds a Hard captain may search per decision (an Expert 25 times as long).
    #[arg(long, default_value_t = 40.0)]
    budget_ms: f64,
    /// Iterations a Hard captain searches at most per decision (with --budget-ms 0,
    /// exactly: the same on every machine; an Expert 25 times as many).
    #[arg(long, default_value_t = 4000)]
    iterations: u32,
    /// How far a Hard captain plays each sample out: a number of rounds past the
    /// current one, or `end` (to the game's end, scored by who wins).
    #[arg(long, default_value = "3")]
    playout: spanish_main::ai::search::Playout,
    /// How a Hard captain uses its samples: `paired` (every option played out in the
    /// same samples) or `tree` (information-set Monte Carlo tree search).
    #[arg(long, default_value = "paired")]
    method: spanish_main::ai::search::Method,
    /// Seas of Glory modules and variants: all, none, or keys separated by commas
    /// (m5, m5-galleons, v1, v4, ...).
    #[arg(long, default_value = "none", value_parser = parse_modules)]
    modules: Switches,
    /// Games played at once, each on its own core: the same results, but decision
    /// times are only honest with 1.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Hard and Expert captains see the other seats as human players, their kinds
    /// hidden, and play them in their samples by the style each one's record suggests;
    /// the report counts those guesses against the true styles.
    #[arg(long)]
    hide_kinds: bool,
    /// Every option of a searched decision played out whole in every sample, where by
    /// default options that come to the same position share one playout (to measure
    /// what sharing saves).
    #[arg(long)]
    whole_playouts: bool,
    /// Samples a Hard captain draws at once and plays side by side on every core (1: one
    /// after another, as at the table; an Expert draws 8 at once whatever this says), to
    /// measure what the machine's other cores would buy a Hard captain.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    batch: u32,
}

/// A seat the computer plays (simulate and arena have no one to ask).
fn parse_seat(text: &str) -> Result<SeatKind, String> {
    match SeatKind::parse(text)? {
        SeatKind::Human => Err("headless games have no human seats".into()),
        kind => Ok(kind),
    }
}

/// An arena's seat list must seat what the game takes.
fn seat_count(seats: &[SeatKind]) -> Result<(), ExitCode> {
    use spanish_main::rules::setup::{MAX_SEATS, MIN_SEATS};
    let n = seats.len();
    if (MIN_SEATS..=MAX_SEATS).contains(&n) {
        return Ok(());
    }
    eprintln!("error: --seats lists {n} seats; a game needs 2 to 4");
    Err(ExitCode::from(2))
}

fn parse_modules(text: &str) -> Result<Switches, String> {
    Switches::parse(text)
}

/// Play the arena's games and print its report; exit 1 if a game went wrong.
pub fn run(args: ArenaArgs) -> ExitCode {
    #[cfg(feature = "bb")]
    if args.game == GameId::Blackbeard {
        return blackbeard_arena(&args);
    }
    #[cfg(feature = "dr")]
    if args.game == GameId::DeadReckoning {
        return dead_reckoning_arena(&args);
    }
    let seats: Result<Vec<SeatKind>, String> = args.seats.iter().map(|w| parse_seat(w)).collect();
    let seats = match seats {
        Ok(seats) => seats,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let ArenaArgs {
        game: _,
        seats: _,
        games,
        seed,
        ai_seed,
        max_rounds,
        budget_ms,
        iterations,
        playout,
        method,
        modules,
        jobs,
        hide_kinds,
        whole_playouts,
        batch,
    } = args;
    if let Err(code) = seat_count(&seats) {
        return code;
    }
    let opts = spanish_main::ai::arena::ArenaOptions {
        seats,
        games,
        seed,
        ai_seed,
        max_rounds,
        modules,
        budget: spanish_main::ai::search::Budget {
            iterations,
            millis: (budget_ms > 0.0).then_some(budget_ms),
            playout,
            method,
            batch,
            share: !whole_playouts,
        },
        jobs,
        hide_kinds,
    };
    let report = spanish_main::ai::arena::run(GameData::embedded(), &opts);
    println!(
        "{}",
        serde_json::to_string(&report).expect("report serializes")
    );
    if report.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Blackbeard's arena: Random seats only until its AI pirates come.
#[cfg(feature = "bb")]
fn blackbeard_arena(args: &ArenaArgs) -> ExitCode {
    use blackbeard::rules::{Blackbeard, SeatKind as BbSeat};
    use spanish_main::headless::game::Headless;
    let seats: Result<Vec<BbSeat>, String> =
        spanish_main::headless::game::seats::<Blackbeard>(&args.seats, true);
    let seats = match seats {
        Ok(seats) => seats,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let data = match Blackbeard::data(None) {
        Ok(data) => data,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let report =
        blackbeard::arena::run(data, &seats, args.games, args.seed, args.ai_seed, args.jobs);
    println!(
        "{}",
        serde_json::to_string(&report).expect("report serializes")
    );
    if report.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Dead Reckoning's arena: Random seats only until its captains come (part three).
#[cfg(feature = "dr")]
fn dead_reckoning_arena(args: &ArenaArgs) -> ExitCode {
    use dead_reckoning::DeadReckoning;
    use spanish_main::headless::game::Headless;
    let run = || -> Result<game_core::arena::Report, String> {
        let seats = spanish_main::headless::game::seats::<DeadReckoning>(&args.seats, true)?;
        let data = DeadReckoning::data(None)?;
        Ok(dead_reckoning::arena::run(
            data,
            &seats,
            args.games,
            args.seed,
            args.ai_seed,
            args.jobs,
        ))
    };
    match run() {
        Ok(report) => {
            println!(
                "{}",
                serde_json::to_string(&report).expect("report serializes")
            );
            if report.failures.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
