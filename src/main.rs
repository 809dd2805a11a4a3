//! Thin entry point: in the browser, the game; on the desktop, parse the command line, then open
//! the game window or run a headless command.

#[cfg(target_arch = "wasm32")]
fn main() {
    spanish_main::app::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

/// The desktop's command line (not built for the web: the browser passes no arguments).
#[cfg(not(target_arch = "wasm32"))]
mod cli {
    use clap::{Parser, Subcommand};
    use spanish_main::content::GameData;
    use spanish_main::headless::simulate::{self, SimulateOptions};
    use spanish_main::rules::SeatKind;
    use std::process::ExitCode;

    #[derive(Parser)]
    #[command(
        name = "spanish-main",
        version,
        about = "Merchants & Marauders on the Spanish Main"
    )]
    struct Cli {
        #[command(subcommand)]
        command: Option<Command>,
    }

    #[derive(Subcommand)]
    enum Command {
        /// Play games headless with AI seats and print a JSON report as the last line.
        Simulate {
            /// How many games to play.
            #[arg(long, default_value_t = 100)]
            games: u64,
            /// Seed of the first game; game i uses seed + i.
            #[arg(long, default_value_t = 1)]
            seed: u64,
            /// Comma-separated seat list, 2 to 4 of: random.
            #[arg(
                long,
                value_delimiter = ',',
                default_value = "random,random,random,random",
                value_parser = parse_seat
            )]
            seats: Vec<SeatKind>,
            /// End each game after this many rounds (counted as completed).
            #[arg(long)]
            max_rounds: Option<u32>,
            /// Skip the invariant checks after every step (to time the rules alone).
            #[arg(long)]
            skip_invariants: bool,
        },
    }

    fn parse_seat(text: &str) -> Result<SeatKind, String> {
        match text.trim() {
            "random" => Ok(SeatKind::RandomAi),
            other => Err(format!("unknown seat \"{other}\" (headless seats: random)")),
        }
    }

    pub fn main() -> ExitCode {
        let cli = Cli::parse();
        match cli.command {
            None => {
                spanish_main::app::run();
                ExitCode::SUCCESS
            }
            Some(Command::Simulate {
                games,
                seed,
                seats,
                max_rounds,
                skip_invariants,
            }) => {
                let n = seats.len();
                if !(spanish_main::rules::setup::MIN_SEATS..=spanish_main::rules::setup::MAX_SEATS)
                    .contains(&n)
                {
                    eprintln!("error: --seats lists {n} seats; a game needs 2 to 4");
                    return ExitCode::from(2);
                }
                let opts = SimulateOptions {
                    games,
                    seed,
                    seats,
                    max_rounds,
                    check_invariants: !skip_invariants,
                };
                let report = simulate::run(GameData::embedded(), &opts);
                println!(
                    "{}",
                    serde_json::to_string(&report).expect("report serializes")
                );
                let clean = report.panics == 0
                    && report.invariant_violations == 0
                    && report.soft_locks == 0;
                if clean {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::FAILURE
                }
            }
        }
    }
}
