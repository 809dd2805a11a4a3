//! The desktop's command line: `spanish-main` alone opens the window; each subcommand runs
//! headless.

mod online;

use clap::{Parser, Subcommand};
use online::{ServeArgs, serve};
use spanish_main::content::{GameData, Switches};
use spanish_main::games::GameId;
use spanish_main::headless::simulate::{self, SimulateOptions};
use spanish_main::rules::SeatKind;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "spanish-main",
    version,
    about = "Pirate board games on the Spanish Main: Merchants & Marauders"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the game window at an online table: its invite link
    /// (`http://HOST/GAME/#table=ID&token=T`).
    #[arg(long, value_name = "LINK")]
    join: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Play games headless with AI seats and print a JSON report as the last line.
    Simulate {
        /// Which game: mm (Merchants & Marauders).
        #[arg(long, default_value = "mm")]
        game: GameId,
        /// How many games to play.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Comma-separated seat list, 2 to 4 of: random, easy, normal (a level may name a
        /// style: normal-merchant, normal-pirate, normal-opportunist).
        #[arg(
            long,
            value_delimiter = ',',
            default_value = "random,random,random,random",
            value_parser = parse_seat
        )]
        seats: Vec<SeatKind>,
        /// Seed of the AI captains' own choices in the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        ai_seed: u64,
        /// End each game after this many rounds (counted as completed).
        #[arg(long)]
        max_rounds: Option<u32>,
        /// Skip the invariant checks after every step (to time the rules alone).
        #[arg(long)]
        skip_invariants: bool,
        /// Seas of Glory modules and variants: all, none, or keys separated by commas
        /// (m5, m5-galleons, v1, v4, ...).
        #[arg(long, default_value = "none", value_parser = parse_modules)]
        modules: Switches,
        /// Read the data files from this folder instead of the ones built in.
        #[arg(long)]
        data: Option<std::path::PathBuf>,
    },
    /// Play whole games between AI captains, seat positions rotated, and print how each
    /// kind fared as one JSON object on the last line.
    Arena {
        /// Which game: mm (Merchants & Marauders).
        #[arg(long, default_value = "mm")]
        game: GameId,
        /// Comma-separated seat list, 2 to 4 of: random, easy, normal, hard (with an optional
        /// style, as for simulate).
        #[arg(long, value_delimiter = ',', required = true, value_parser = parse_seat)]
        seats: Vec<SeatKind>,
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
    },
    /// Damage real saves and `play` input lines on purpose: each must be refused with one
    /// clear error, or load into a valid game that saves, reloads and plays to its end.
    /// Prints the counts by outcome as one JSON object; exits 1 if anything went wrong.
    Fuzz {
        /// Which game: mm (Merchants & Marauders).
        #[arg(long, default_value = "mm")]
        game: GameId,
        /// How many damaged saves to try.
        #[arg(long, default_value_t = 10_000)]
        saves: u64,
        /// How many fuzzed `play` input lines to feed.
        #[arg(long, default_value_t = 10_000)]
        lines: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A folder to write every save that panicked or broke into, to try by hand.
        #[arg(long)]
        keep: Option<std::path::PathBuf>,
    },
    /// Play on standard input and output: one JSON line per decision and per event; answer
    /// each decision with an option's index. AI seats play themselves.
    Play {
        /// Play one seat of a table on a game server instead: its invite link
        /// (http://HOST/GAME/#table=ID&token=T).
        #[arg(long, conflicts_with_all = ["load", "seed", "save", "ai_seed", "data"])]
        connect: Option<String>,
        /// The seat's token, when the link does not carry it.
        #[arg(long, requires = "connect")]
        token: Option<String>,
        /// Which game to start: mm (Merchants & Marauders). A loaded game is the save's.
        #[arg(long, default_value = "mm", conflicts_with = "load")]
        game: GameId,
        /// Continue a saved game instead of starting one.
        #[arg(long, conflicts_with_all = ["seed", "seats"])]
        load: Option<std::path::PathBuf>,
        /// Seed of a new game (default: random bits from the operating system).
        #[arg(long)]
        seed: Option<u64>,
        /// Comma-separated seat list, 2 to 4 of: human, random, easy, normal, hard (a level may
        /// name a style: normal-merchant, normal-pirate, normal-opportunist).
        #[arg(long, value_delimiter = ',', default_value = "human,random", value_parser = parse_any_seat)]
        seats: Vec<SeatKind>,
        /// Write the game here (RON) when the input ends or the game is over.
        #[arg(long)]
        save: Option<std::path::PathBuf>,
        /// Seed of the AI seats' own choices in a new game (default: random bits from the
        /// operating system); a loaded game keeps its own.
        #[arg(long, conflicts_with = "load")]
        ai_seed: Option<u64>,
        /// Seas of Glory modules and variants: all, none, or keys separated by commas
        /// (m5, m5-galleons, v1, v4, ...).
        #[arg(long, default_value = "none", value_parser = parse_modules, conflicts_with = "load")]
        modules: Switches,
        /// Read the data files from this folder instead of the ones built in.
        #[arg(long)]
        data: Option<std::path::PathBuf>,
    },
    /// Host tables for play online: the web build, a JSON API for tables and one WebSocket
    /// per player; every choice is kept in the database before it is made.
    Serve(ServeArgs),
    /// Measure a game server: start one, make tables, let a bot client play each, and
    /// print choices a second, latency percentiles and memory per table as one JSON line.
    Loadtest {
        /// Which game: mm (Merchants & Marauders).
        #[arg(long, default_value = "mm")]
        game: GameId,
        #[arg(long, default_value_t = 100)]
        tables: usize,
        /// How long the bots play.
        #[arg(long, default_value_t = 30.0)]
        seconds: f64,
        /// Each bot's pause before it answers (a player's thinking).
        #[arg(long, default_value_t = 1000)]
        think_ms: u64,
        /// The server's database (default: SQLite in a fresh temporary folder).
        #[arg(long)]
        db: Option<String>,
        /// Let the server use every core (by default it is pinned to one, with one worker
        /// and one AI thread).
        #[arg(long)]
        all_cores: bool,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Replay a saved game from its setup and print its events as JSON lines: each choice
    /// (`{"type":"choice",…}`) followed by the events it caused.
    Replay {
        /// The save (RON), as `play --save` or the game writes it.
        file: std::path::PathBuf,
    },
}

/// A seat the computer plays (simulate and arena have no one to ask).
fn parse_seat(text: &str) -> Result<SeatKind, String> {
    match SeatKind::parse(text)? {
        SeatKind::Human => Err("headless games have no human seats".into()),
        kind => Ok(kind),
    }
}

fn parse_any_seat(text: &str) -> Result<SeatKind, String> {
    SeatKind::parse(text)
}

fn parse_modules(text: &str) -> Result<Switches, String> {
    Switches::parse(text)
}

/// A headless game's seat list must seat 2 to 4.
fn seat_count(seats: &[SeatKind]) -> Result<(), ExitCode> {
    use spanish_main::rules::setup::{MAX_SEATS, MIN_SEATS};
    let n = seats.len();
    if (MIN_SEATS..=MAX_SEATS).contains(&n) {
        return Ok(());
    }
    eprintln!("error: --seats lists {n} seats; a game needs 2 to 4");
    Err(ExitCode::from(2))
}

fn random_seed() -> Result<u64, String> {
    getrandom::u64().map_err(|e| format!("no random seed from the operating system: {e}"))
}

/// `play`: set up or load, play from stdin to stdout, save at the end.
/// The game's data: the files in `dir` (checked as the window checks them), or the ones
/// built in.
fn game_data(dir: Option<&std::path::Path>) -> Result<std::sync::Arc<GameData>, String> {
    let Some(dir) = dir else {
        return Ok(GameData::embedded());
    };
    spanish_main::content::DataSources::from_dir(dir)
        .and_then(|sources| GameData::load(&sources))
        .map(std::sync::Arc::new)
        .map_err(|e| format!("the game data in {} is broken: {e}", dir.display()))
}

fn play(
    load: Option<std::path::PathBuf>,
    seed: Option<u64>,
    seats: Vec<SeatKind>,
    save: Option<std::path::PathBuf>,
    ai_seed: Option<u64>,
    modules: Switches,
    data: Option<std::path::PathBuf>,
) -> Result<(), String> {
    use spanish_main::rules::{GameConfig, Session};
    let data = game_data(data.as_deref())?;
    let (session, setup) = match load {
        Some(path) => {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let GameId::Merchants =
                GameId::of_save(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            let s = Session::load(data, &text).map_err(|e| format!("{}: {e}", path.display()))?;
            (s, Vec::new())
        }
        None => {
            let seed = match seed {
                Some(s) => s,
                None => random_seed()?,
            };
            let ai_seed = match ai_seed {
                Some(s) => s,
                None => random_seed()?,
            };
            let config = GameConfig {
                ai_seed,
                seas: modules,
                ..GameConfig::new(seats, seed)
            };
            Session::new(data, config).map_err(|e| e.to_string())?
        }
    };
    let stdin = std::io::stdin();
    let (session, io) = spanish_main::headless::play::run(
        session,
        &setup,
        stdin.lock(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
    );
    // The game is saved however the session ended: a closed output loses nothing.
    if let Some(path) = save {
        let text = session.checked_save()?;
        spanish_main::save::slot::write_file(&path, &text)?;
    }
    io.map_err(|e| format!("input or output failed: {e}"))
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => {
            spanish_main::app::run_joining(cli.join);
            ExitCode::SUCCESS
        }
        Some(Command::Loadtest {
            game: GameId::Merchants,
            tables,
            seconds,
            think_ms,
            db,
            all_cores,
            seed,
        }) => {
            let opts = spanish_main::headless::loadtest::LoadOptions {
                tables,
                seconds,
                think_ms,
                db,
                one_core: !all_cores,
                seed,
            };
            match spanish_main::headless::loadtest::run(&opts) {
                Ok(report) => {
                    println!(
                        "{}",
                        serde_json::to_string(&report).expect("report serializes")
                    );
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Some(Command::Serve(args)) => match serve(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(2)
            }
        },
        Some(Command::Play {
            connect: Some(link),
            token,
            ..
        }) => {
            let played = spanish_main::server::client::Link::parse(&link, token.as_deref())
                .and_then(|link| {
                    let stdin = std::io::stdin();
                    spanish_main::server::client::play(
                        &link,
                        stdin.lock(),
                        &mut std::io::stdout(),
                        &mut std::io::stderr(),
                    )
                });
            match played {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Some(Command::Play {
            connect: None,
            token: _,
            game: GameId::Merchants,
            load,
            seed,
            seats,
            save,
            ai_seed,
            modules,
            data,
        }) => match play(load, seed, seats, save, ai_seed, modules, data) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(2)
            }
        },
        Some(Command::Fuzz {
            game: GameId::Merchants,
            saves,
            lines,
            seed,
            keep,
        }) => {
            let report = spanish_main::headless::fuzz::run(saves, lines, seed, keep.as_deref());
            println!(
                "{}",
                serde_json::to_string(&report).expect("the report serializes")
            );
            let bad = report.panics + report.broken + report.line_panics;
            if bad == 0 && report.failures.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Some(Command::Replay { file }) => {
            let replayed = std::fs::read_to_string(&file)
                .map_err(|e| format!("cannot read {}: {e}", file.display()))
                .and_then(|text| {
                    let GameId::Merchants = GameId::of_save(&text)
                        .map_err(|e| format!("cannot replay {}: {e}", file.display()))?;
                    let stdout = std::io::stdout();
                    spanish_main::headless::play::replay(
                        GameData::embedded(),
                        &text,
                        &mut stdout.lock(),
                    )
                    .map_err(|e| format!("cannot replay {}: {e}", file.display()))
                });
            match replayed {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Some(Command::Arena {
            game: GameId::Merchants,
            seats,
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
        }) => {
            if let Err(code) = seat_count(&seats) {
                return code;
            }
            let opts = spanish_main::headless::arena::ArenaOptions {
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
            let report = spanish_main::headless::arena::run(GameData::embedded(), &opts);
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
        Some(Command::Simulate {
            game: GameId::Merchants,
            games,
            seed,
            seats,
            ai_seed,
            max_rounds,
            skip_invariants,
            modules,
            data,
        }) => {
            if let Err(code) = seat_count(&seats) {
                return code;
            }
            let data = match game_data(data.as_deref()) {
                Ok(data) => data,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            };
            let opts = SimulateOptions {
                games,
                seed,
                seats,
                ai_seed,
                max_rounds,
                check_invariants: !skip_invariants,
                modules,
            };
            let report = simulate::run(data, &opts);
            println!(
                "{}",
                serde_json::to_string(&report).expect("report serializes")
            );
            let clean =
                report.panics == 0 && report.invariant_violations == 0 && report.soft_locks == 0;
            if clean {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
    }
}
