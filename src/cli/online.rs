//! The command line's online commands: `serve` (the game server's options) and what
//! `play --connect` and `loadtest` need.

#[derive(clap::Args)]
pub struct ServeArgs {
    /// Where to listen.
    #[arg(long, default_value = "127.0.0.1:7777")]
    addr: std::net::SocketAddr,
    /// The database: sqlite://PATH or postgres://USER:PASSWORD@HOST/NAME (default: a
    /// SQLite file beside the saves).
    #[arg(long)]
    db: Option<String>,
    /// The web build's folder, served at / (default: dist/web when it exists).
    #[arg(long)]
    web: Option<std::path::PathBuf>,
    /// AI decisions thought over at once across all tables (default: one per core).
    #[arg(long)]
    think_threads: Option<usize>,
    /// Milliseconds a Hard AI seat searches per decision (0: by iterations alone).
    #[arg(long, default_value_t = 40.0)]
    ai_budget_ms: f64,
    /// Iterations a Hard AI seat searches at most per decision.
    #[arg(long, default_value_t = 4000)]
    ai_iterations: u32,
    /// The largest frame a client may send, in bytes.
    #[arg(long, default_value_t = 16 * 1024)]
    max_frame: usize,
    /// Frames a connection may send a second (after a burst of twice as many).
    #[arg(long, default_value_t = 20)]
    frames_per_second: u32,
    /// Open connections from one address.
    #[arg(long, default_value_t = 64)]
    connections_per_address: usize,
    /// Tables one address may make an hour.
    #[arg(long, default_value_t = 60)]
    tables_per_hour: u32,
    /// The server's worker threads (default: one per core).
    #[arg(long)]
    workers: Option<usize>,
    /// A table nobody is at (no connection, no AI thinking, no turn timer) leaves memory
    /// after between one and two such spans; the next player to join loads it again.
    #[arg(long, default_value_t = 300)]
    idle_seconds: u64,
}

pub fn serve(args: ServeArgs) -> Result<(), String> {
    use spanish_main::server::{self, Config};
    let db = match args.db {
        Some(db) => db,
        None => {
            let dir = spanish_main::save::slot::dir();
            std::fs::create_dir_all(&dir)
                .map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
            format!("sqlite://{}", dir.join("server.db").display())
        }
    };
    let mut config = Config::new(db);
    config.web = args
        .web
        .or_else(|| Some("dist/web".into()).filter(|d: &std::path::PathBuf| d.is_dir()));
    if let Some(n) = args.think_threads {
        config.think_threads = n;
    }
    config.ai_budget = game_core::search::Budget {
        iterations: args.ai_iterations,
        millis: (args.ai_budget_ms > 0.0).then_some(args.ai_budget_ms),
        ..game_core::search::Budget::TABLE
    };
    config.limits.max_frame = args.max_frame;
    config.limits.frames_per_second = args.frames_per_second;
    config.limits.burst = args.frames_per_second * 2;
    config.limits.connections_per_address = args.connections_per_address;
    config.limits.tables_per_hour = args.tables_per_hour;
    config.workers = args.workers;
    config.idle = std::time::Duration::from_secs(args.idle_seconds.max(1));
    // Every game this version plays, each with its data built in.
    let games = server::host::Games::default();
    #[cfg(feature = "mm")]
    let games = games.with::<spanish_main::rules::MerchantsAndMarauders>(
        spanish_main::content::GameData::embedded(),
    );
    #[cfg(feature = "bb")]
    let games = games.with::<blackbeard::rules::Blackbeard>(std::sync::Arc::new(
        blackbeard::content::BbData::embedded().expect("Blackbeard's built-in data is checked"),
    ));
    #[cfg(feature = "dr")]
    let games = games.with::<dead_reckoning::DeadReckoning>(std::sync::Arc::new(
        dead_reckoning::content::DrData::embedded(),
    ));
    server::serve(games, config, args.addr)
}
