//! The desktop's command line: `spanish-main` alone opens the window; each subcommand runs
//! headless.

#[cfg(feature = "mm")]
mod arena;
mod headless;
mod online;

#[cfg(feature = "bb")]
use blackbeard::rules::Blackbeard as Bb;
use clap::{Parser, Subcommand};
#[cfg(feature = "dr")]
use dead_reckoning::DeadReckoning as Dr;
use headless::{FuzzArgs, LoadtestArgs, PlayArgs, SimulateArgs};
use online::{ServeArgs, serve};
use spanish_main::games::GameId;
#[cfg(feature = "mm")]
use spanish_main::rules::MerchantsAndMarauders as Mm;
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
    Simulate(SimulateArgs),
    /// Play whole games between AI captains, seat positions rotated, and print how each
    /// kind fared as one JSON object on the last line.
    #[cfg(feature = "mm")]
    Arena(arena::ArenaArgs),
    /// Damage real saves and `play` input lines on purpose: each must be refused with one
    /// clear error, or load into a valid game that saves, reloads and plays to its end.
    /// Prints the counts by outcome as one JSON object; exits 1 if anything went wrong.
    Fuzz(FuzzArgs),
    /// Play on standard input and output: one JSON line per decision and per event; answer
    /// each decision with an option's index. AI seats play themselves.
    Play(PlayArgs),
    /// Host tables for play online: the web build, a JSON API for tables and one WebSocket
    /// per player; every choice is kept in the database before it is made.
    Serve(ServeArgs),
    /// Measure a game server: start one, make tables, let a bot client play each, and
    /// print choices a second, latency percentiles and memory per table as one JSON line.
    Loadtest(LoadtestArgs),
    /// Replay a saved game from its setup and print its events as JSON lines: each choice
    /// (`{"type":"choice",…}`) followed by the events it caused.
    Replay {
        /// The save (RON), as `play --save` or the game writes it.
        file: std::path::PathBuf,
    },
}

/// The command's outcome: its exit code, or one error on stderr and exit code 2.
fn exit(result: Result<ExitCode, String>) -> ExitCode {
    result.unwrap_or_else(|e| {
        eprintln!("error: {e}");
        ExitCode::from(2)
    })
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => {
            spanish_main::app::run_joining(cli.join);
            ExitCode::SUCCESS
        }
        Some(Command::Loadtest(args)) => match args.game {
            #[cfg(feature = "mm")]
            GameId::Merchants => exit(headless::loadtest::<Mm>(args).map(|()| ExitCode::SUCCESS)),
            #[cfg(feature = "bb")]
            GameId::Blackbeard => exit(Err(
                "Blackbeard is not hosted online yet: its load test comes with its tables".into(),
            )),
            #[cfg(feature = "dr")]
            GameId::DeadReckoning => exit(Err(
                "Dead Reckoning is not hosted online yet: its load test comes with its tables"
                    .into(),
            )),
        },
        Some(Command::Serve(args)) => match serve(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(2)
            }
        },
        Some(Command::Play(PlayArgs {
            connect: Some(link),
            token,
            ..
        })) => {
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
            exit(played.map(|()| ExitCode::SUCCESS))
        }
        Some(Command::Play(args)) => {
            let played = match args.load.clone() {
                None => match args.game {
                    #[cfg(feature = "mm")]
                    GameId::Merchants => headless::play_new::<Mm>(args),
                    #[cfg(feature = "bb")]
                    GameId::Blackbeard => headless::play_new::<Bb>(args),
                    #[cfg(feature = "dr")]
                    GameId::DeadReckoning => headless::play_new::<Dr>(args),
                },
                Some(path) => headless::read_save(&path, "").and_then(|(text, game)| match game {
                    #[cfg(feature = "mm")]
                    GameId::Merchants => headless::play_loaded::<Mm>(args, &path, &text),
                    #[cfg(feature = "bb")]
                    GameId::Blackbeard => headless::play_loaded::<Bb>(args, &path, &text),
                    #[cfg(feature = "dr")]
                    GameId::DeadReckoning => headless::play_loaded::<Dr>(args, &path, &text),
                }),
            };
            exit(played.map(|()| ExitCode::SUCCESS))
        }
        Some(Command::Fuzz(args)) => match args.game {
            #[cfg(feature = "mm")]
            GameId::Merchants => headless::fuzz::<Mm>(args),
            #[cfg(feature = "bb")]
            GameId::Blackbeard => headless::fuzz::<Bb>(args),
            #[cfg(feature = "dr")]
            GameId::DeadReckoning => headless::fuzz::<Dr>(args),
        },
        Some(Command::Replay { file }) => {
            let replayed =
                headless::read_save(&file, "cannot replay ").and_then(|(text, game)| match game {
                    #[cfg(feature = "mm")]
                    GameId::Merchants => headless::replay::<Mm>(&file, &text),
                    #[cfg(feature = "bb")]
                    GameId::Blackbeard => headless::replay::<Bb>(&file, &text),
                    #[cfg(feature = "dr")]
                    GameId::DeadReckoning => headless::replay::<Dr>(&file, &text),
                });
            exit(replayed.map(|()| ExitCode::SUCCESS))
        }
        #[cfg(feature = "mm")]
        Some(Command::Arena(args)) => arena::run(args),
        Some(Command::Simulate(args)) => match args.game {
            #[cfg(feature = "mm")]
            GameId::Merchants => exit(headless::simulate::<Mm>(args)),
            #[cfg(feature = "bb")]
            GameId::Blackbeard => exit(headless::simulate::<Bb>(args)),
            #[cfg(feature = "dr")]
            GameId::DeadReckoning => exit(headless::simulate::<Dr>(args)),
        },
    }
}
