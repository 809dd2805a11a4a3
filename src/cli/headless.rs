//! The command line's headless commands over any game (`Headless`): `simulate`, `play`,
//! `replay`, `fuzz` and `loadtest` read `--game` (a loaded or replayed game: the save's), and
//! the seats and options in the game's own words. `arena` is M&M's (its captains' search).

use spanish_main::games::GameId;
use spanish_main::headless::game::{Headless, NewGame, seats};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct SimulateArgs {
    /// Which game: mm (Merchants & Marauders), bb (Blackbeard) or dr (Dead Reckoning, also dead-reckoning).
    #[arg(long, default_value = "mm")]
    pub game: GameId,
    /// How many games to play.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Comma-separated seat list, in the game's words; M&M: 2 to 4 of random, easy, normal
    /// (a level may name a style: normal-merchant, normal-pirate, normal-opportunist).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "random,random,random,random"
    )]
    seats: Vec<String>,
    /// Seed of the AI captains' own choices in the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    ai_seed: u64,
    /// End each game after this many rounds (counted as completed).
    #[arg(long)]
    max_rounds: Option<u32>,
    /// Skip the invariant checks after every step (to time the rules alone).
    #[arg(long)]
    skip_invariants: bool,
    /// The game's options; M&M's Seas of Glory modules and variants: all, none, or keys
    /// separated by commas (m5, m5-galleons, v1, v4, ...); Blackbeard's (long, printed, ...,
    /// docs/headless.md); Dead Reckoning's: none or no-bonus.
    #[arg(long, default_value = "none")]
    modules: String,
    /// Read the data files from this folder instead of the ones built in.
    #[arg(long)]
    data: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct PlayArgs {
    /// Play one seat of a table on a game server instead: its invite link
    /// (http://HOST/GAME/#table=ID&token=T).
    #[arg(long, conflicts_with_all = ["load", "seed", "save", "ai_seed", "data"])]
    pub connect: Option<String>,
    /// The seat's token, when the link does not carry it.
    #[arg(long, requires = "connect")]
    pub token: Option<String>,
    /// Which game to start: mm (Merchants & Marauders), bb (Blackbeard) or dr (Dead Reckoning, also dead-reckoning). A loaded game is the save's.
    #[arg(long, default_value = "mm", conflicts_with = "load")]
    pub game: GameId,
    /// Continue a saved game instead of starting one.
    #[arg(long, conflicts_with_all = ["seed", "seats"])]
    pub load: Option<PathBuf>,
    /// Seed of a new game (default: random bits from the operating system).
    #[arg(long)]
    seed: Option<u64>,
    /// Comma-separated seat list, in the game's words; M&M: 2 to 4 of human, random, easy,
    /// normal, hard (a level may name a style: normal-merchant, normal-pirate,
    /// normal-opportunist).
    #[arg(long, value_delimiter = ',', default_value = "human,random")]
    seats: Vec<String>,
    /// Write the game here (RON) when the input ends or the game is over.
    #[arg(long)]
    save: Option<PathBuf>,
    /// Seed of the AI seats' own choices in a new game (default: random bits from the
    /// operating system); a loaded game keeps its own.
    #[arg(long, conflicts_with = "load")]
    ai_seed: Option<u64>,
    /// The game's options; M&M's Seas of Glory modules and variants: all, none, or keys
    /// separated by commas (m5, m5-galleons, v1, v4, ...); Blackbeard's (long, printed, ...,
    /// docs/headless.md); Dead Reckoning's: none or no-bonus.
    #[arg(long, default_value = "none", conflicts_with = "load")]
    modules: String,
    /// Read the data files from this folder instead of the ones built in.
    #[arg(long)]
    data: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct FuzzArgs {
    /// Which game: mm (Merchants & Marauders), bb (Blackbeard) or dr (Dead Reckoning, also dead-reckoning).
    #[arg(long, default_value = "mm")]
    pub game: GameId,
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
    keep: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct LoadtestArgs {
    /// Which game: mm (Merchants & Marauders), bb (Blackbeard) or dr (Dead Reckoning, also dead-reckoning).
    #[arg(long, default_value = "mm")]
    pub game: GameId,
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
}

/// `simulate`: the game's report as the last line; exit 1 if anything went wrong.
pub fn simulate<G: Headless>(args: SimulateArgs) -> Result<ExitCode, String> {
    let seats = seats::<G>(&args.seats, true)?;
    let data = G::data(args.data.as_deref())?;
    let run = game_core::simulate::Run {
        games: args.games,
        seed: args.seed,
        ai_seed: args.ai_seed,
        check_invariants: !args.skip_invariants,
    };
    let new = NewGame {
        seats,
        seed: args.seed,
        ai_seed: args.ai_seed,
        max_rounds: args.max_rounds,
        options: args.modules,
    };
    // The options are checked on a first game's config before anything runs.
    G::new_config(new.clone())?;
    let report = G::simulate(data, run, new)?;
    println!("{}", report.json);
    Ok(if report.clean {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn random_seed() -> Result<u64, String> {
    getrandom::u64().map_err(|e| format!("no random seed from the operating system: {e}"))
}

/// `play` of a new game: set up, played from stdin to stdout, saved at the end.
pub fn play_new<G: Headless>(args: PlayArgs) -> Result<(), String> {
    let data = G::data(args.data.as_deref())?;
    let config = G::new_config(NewGame {
        seats: seats::<G>(&args.seats, false)?,
        seed: args.seed.map_or_else(random_seed, Ok)?,
        ai_seed: args.ai_seed.map_or_else(random_seed, Ok)?,
        max_rounds: None,
        options: args.modules,
    })?;
    let (session, setup) = game_core::Session::<G>::new(data, config).map_err(|e| e.to_string())?;
    play_on(session, &setup, args.save.as_deref())
}

/// `play --load`: the saved game (the save says which game it is), played on.
pub fn play_loaded<G: Headless>(args: PlayArgs, path: &Path, text: &str) -> Result<(), String> {
    let data = G::data(args.data.as_deref())?;
    let session = game_core::Session::<G>::load(data, text)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    play_on(session, &[], args.save.as_deref())
}

fn play_on<G: Headless>(
    session: game_core::Session<G>,
    setup: &[G::Event],
    save: Option<&Path>,
) -> Result<(), String> {
    let stdin = std::io::stdin();
    let (session, io) = spanish_main::headless::play::run(
        session,
        setup,
        stdin.lock(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
    );
    // The game is saved however the session ended: a closed output loses nothing.
    if let Some(path) = save {
        let text = session.checked_save()?;
        spanish_main::save::slot::write_file(path, &text)?;
    }
    io.map_err(|e| format!("input or output failed: {e}"))
}

/// A save's text and the game it holds, or one clear error naming the file.
pub fn read_save(path: &Path, doing: &str) -> Result<(String, GameId), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let game = GameId::of_save(&text).map_err(|e| format!("{doing}{}: {e}", path.display()))?;
    Ok((text, game))
}

/// `replay`: the save's events as JSON lines, from its setup.
pub fn replay<G: Headless>(path: &Path, text: &str) -> Result<(), String> {
    let stdout = std::io::stdout();
    spanish_main::headless::play::replay::<G>(G::data(None)?, text, &mut stdout.lock())
        .map_err(|e| format!("cannot replay {}: {e}", path.display()))
}

/// `fuzz`: the counts by outcome; exit 1 if anything went wrong.
pub fn fuzz<G: Headless>(args: FuzzArgs) -> ExitCode {
    let report = spanish_main::headless::fuzz::run::<G>(
        args.saves,
        args.lines,
        args.seed,
        args.keep.as_deref(),
    );
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

/// `loadtest`: a server started, tables of the game made and played by bots.
pub fn loadtest<G: Headless>(args: LoadtestArgs) -> Result<(), String> {
    let opts = spanish_main::headless::loadtest::LoadOptions {
        game: G::ID,
        opponents: G::LOADTEST_OPPONENTS,
        tables: args.tables,
        seconds: args.seconds,
        think_ms: args.think_ms,
        db: args.db,
        one_core: !args.all_cores,
        seed: args.seed,
    };
    let report = spanish_main::headless::loadtest::run(&opts)?;
    println!(
        "{}",
        serde_json::to_string(&report).expect("report serializes")
    );
    Ok(())
}
