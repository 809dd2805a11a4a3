//! How a server runs: its database, web folder, AI budget and threads, and what a client may
//! do before it is refused or closed (`spanish-main serve`'s options).

use game_core::search::Budget;
use std::time::Duration;

/// What a client may do before the server refuses or closes (set in config, see `serve`).
#[derive(Clone, Debug)]
pub struct Limits {
    /// The largest text frame read (bytes); larger ones are refused by name. Frames past
    /// eight times this close the connection.
    pub max_frame: usize,
    /// Frames a connection may send at once, and a second after that.
    pub burst: u32,
    pub frames_per_second: u32,
    /// Open connections from one address.
    pub connections_per_address: usize,
    /// How long a new connection has to say hello.
    pub hello_timeout: Duration,
    /// Tables one address may make an hour (in a burst of as many).
    pub tables_per_hour: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_frame: 16 * 1024,
            burst: 40,
            frames_per_second: 20,
            connections_per_address: 64,
            hello_timeout: Duration::from_secs(10),
            tables_per_hour: 60,
        }
    }
}

/// How a server runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// `sqlite://PATH` or `postgres://…`.
    pub db: String,
    /// The web build's folder, served at `/` when it exists.
    pub web: Option<std::path::PathBuf>,
    pub limits: Limits,
    /// What an AI seat may search per decision (the table's 40 ms by default).
    pub ai_budget: Budget,
    /// AI decisions thought over at once, across all tables.
    pub think_threads: usize,
    /// The runtime's worker threads (default: one per core).
    pub workers: Option<usize>,
    /// How often tables nobody is at are looked for: one found idle twice in a row leaves
    /// memory (the database keeps it; the next connection loads it again).
    pub idle: Duration,
}

impl Config {
    pub fn new(db: String) -> Config {
        Config {
            db,
            web: None,
            limits: Limits::default(),
            ai_budget: Budget::TABLE,
            think_threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            workers: None,
            idle: Duration::from_secs(300),
        }
    }
}
