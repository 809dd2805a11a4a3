//! `spanish-main serve`: the game server for play online (issue 28), for every game it is given
//! ([`host::Games`]; each game through [`game::Served`]). It alone runs the rules: each table is
//! a `game_core::Session` of its game here, and each client receives only what its seat may see
//! (see [`view`]) over one WebSocket ([`door`], then [`conn`], in the frames of [`frame`]).
//! Every accepted choice is written to the [`store`] before it is made, so a server that dies
//! and starts again resumes every table at its last choice. AI seats play here, on a bounded
//! pool of threads, with the table's own budget.
//!
//! Native only: the browser build connects to a server, it never is one.

pub mod client;
mod config;
pub mod conn;
pub mod door;
pub use crate::protocol as frame;
pub mod game;
pub mod host;
pub mod http;
pub mod store;
pub mod table;
pub mod token;
pub mod view;

pub use config::{Config, Limits};
use game::{Served, ai_answer};
use game_core::search::{Budget, decision_seed};
use host::{Games, Hosted};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use store::Store;
use table::Table;
use tokio::sync::Semaphore;

/// The most choices of quick AI seats made and written at once.
const QUICK_AI_BATCH: usize = 64;

pub struct Server {
    /// The games this server plays, by short name.
    games: Games,
    pub store: Store,
    tables: Mutex<HashMap<String, Arc<dyn Hosted>>>,
    thinkers: Arc<Semaphore>,
    pub limits: Limits,
    ai_budget: Budget,
    addresses: Mutex<HashMap<IpAddr, usize>>,
    /// Each address's allowance of new tables: what is left, and when it was last counted.
    makers: Mutex<HashMap<IpAddr, (f64, std::time::Instant)>>,
}

pub use crate::protocol::{Created, NewTable, SeatInvite};

/// The turn timer's bounds, in seconds.
pub const TURN_SECONDS: std::ops::RangeInclusive<u32> = 5..=7 * 24 * 3600;

impl NewTable {
    /// The game the table is to play, by short name (Merchants & Marauders' when the request
    /// names none, as before tables named their game).
    pub fn game_id(&self) -> String {
        self.game.clone().unwrap_or_else(crate::protocol::merchants)
    }

    /// The game's config, or what is wrong with the request: its seats in the game's words
    /// and as many as the game takes, the turn timer, then the game's own options.
    pub fn config<G: Served>(&self) -> Result<G::Config, String> {
        let n = self.seats.len();
        let (fewest, most) = (*G::SEATS.start(), *G::SEATS.end());
        if !G::SEATS.contains(&n) {
            return Err(format!("a table seats {fewest} to {most}, not {n}"));
        }
        let seats = self
            .seats
            .iter()
            .map(|s| G::seat(s))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(s) = self.turn_seconds
            && !TURN_SECONDS.contains(&s)
        {
            return Err(format!(
                "a turn timer runs {} to {} seconds, not {s}",
                TURN_SECONDS.start(),
                TURN_SECONDS.end()
            ));
        }
        let random = || getrandom::u64().map_err(|e| format!("no random seed: {e}"));
        let ai_seed = self.ai_seed.map_or_else(random, Ok)?;
        let seed = self.seed.map_or_else(random, Ok)?;
        G::table_config(self, seats, seed, ai_seed)
    }
}

impl Server {
    /// Open the store and resume every table whose game is not over (their AI seats play on).
    pub async fn start(games: Games, config: &Config) -> Result<Arc<Server>, String> {
        let store = Store::open(&config.db).await?;
        let server = Arc::new(Server {
            games,
            store,
            tables: Mutex::new(HashMap::new()),
            thinkers: Arc::new(Semaphore::new(config.think_threads.max(1))),
            limits: config.limits.clone(),
            ai_budget: config.ai_budget,
            addresses: Mutex::new(HashMap::new()),
            makers: Mutex::new(HashMap::new()),
        });
        for id in server.store.open_tables().await? {
            match server.table(&id).await {
                Ok(Some(t)) => t.drive(&server),
                Ok(None) => {}
                // One broken table does not keep the others from play.
                Err(e) => eprintln!("serve: table {id} not resumed: {e}"),
            }
        }
        Ok(server)
    }

    /// The table `id`, from memory or loaded from the store (replayed to its last choice); a
    /// stored table of a game this server does not play is one clear error.
    pub async fn table(self: &Arc<Self>, id: &str) -> Result<Option<Arc<dyn Hosted>>, String> {
        if let Some(t) = self.tables.lock().expect("tables lock").get(id) {
            return Ok(Some(t.clone()));
        }
        let Some(stored) = self.store.table(id).await? else {
            return Ok(None);
        };
        // The game first: its config and choices are that game's to read.
        self.games
            .get(&stored.game)
            .map_err(|e| format!("table {id} cannot be opened here: {e}"))?;
        let server = self.clone();
        let table = tokio::task::spawn_blocking(move || {
            let host = server.games.get(&stored.game)?;
            host.resume(stored)
        })
        .await
        .map_err(|e| format!("table {id} could not be replayed: {e}"))??;
        let (table, fresh) = {
            let mut tables = self.tables.lock().expect("tables lock");
            match tables.get(id) {
                Some(t) => (t.clone(), false),
                None => {
                    tables.insert(id.to_string(), table.clone());
                    (table, true)
                }
            }
        };
        if fresh {
            table.clone().time_turns(self);
        }
        Ok(Some(table))
    }

    /// The table `id` as its game's [`Table`]; a table of another game is one clear error.
    pub async fn table_of<G: Served>(
        self: &Arc<Self>,
        id: &str,
    ) -> Result<Option<Arc<Table<G>>>, String> {
        let Some(table) = self.table(id).await? else {
            return Ok(None);
        };
        let game = table.game();
        table
            .as_any()
            .downcast::<Table<G>>()
            .map(Some)
            .map_err(|_| format!("table {id} plays {game}, not {}", G::ID))
    }

    /// Run a table's turn timer, if it has one: when a human's decision waits past it, the
    /// server answers it (as the game's stand-in would: M&M's Normal opportunist captain) and
    /// play goes on.
    /// Tables in memory now.
    pub fn tables_in_memory(&self) -> usize {
        self.tables.lock().expect("tables lock").len()
    }

    /// Every `every`, let go of the tables nobody holds — no connection, no AI drive, no turn
    /// timer: only this map holds their `Arc` — that were found so at the sweep before too. The
    /// count is read under the map's lock, which is also where a connection gets its table,
    /// so a table is never loaded twice: once it is out of the map nobody has the old one.
    fn sweep_idle(self: &Arc<Self>, every: Duration) {
        let server = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut idle = std::collections::HashSet::new();
            loop {
                tokio::time::sleep(every).await;
                let Some(server) = server.upgrade() else {
                    break;
                };
                let mut tables = server.tables.lock().expect("tables lock");
                tables.retain(|id, t| {
                    if Arc::strong_count(t) > 1 || t.thinking() {
                        idle.remove(id);
                        return true;
                    }
                    // Kept when first found idle; let go when found idle again.
                    idle.insert(id.clone())
                });
                idle.retain(|id| tables.contains_key(id));
            }
        });
    }

    pub(crate) fn time_turns<G: Served>(self: &Arc<Self>, table: Arc<Table<G>>) {
        if table.turn.is_none() {
            return;
        }
        let server = self.clone();
        tokio::spawn(async move {
            use tokio::sync::broadcast::error::RecvError;
            let mut updates = table.subscribe();
            loop {
                let armed = *table.deadline.lock().expect("deadline lock");
                let Some((step, at)) = armed else {
                    if table.live().await.session.is_over() {
                        break;
                    }
                    if let Err(RecvError::Closed) = updates.recv().await {
                        break;
                    }
                    continue;
                };
                let wait = Duration::from_millis(at.saturating_sub(table::unix_ms()));
                tokio::select! {
                    u = updates.recv() => if let Err(RecvError::Closed) = u { break },
                    _ = tokio::time::sleep(wait) => {
                        match table.answer_for_late_human(&server.store, step).await {
                            Ok(true) => server.drive(table.clone()),
                            Ok(false) => {}
                            Err(e) => eprintln!("serve: table {}: {e}", table.id),
                        }
                    }
                }
            }
        });
    }

    /// Whether the request would make a table: its game is one this server plays, and the
    /// game takes its seats and options (nothing is made).
    pub fn check(&self, request: &NewTable) -> Result<(), String> {
        self.games.get(&request.game_id())?.check(request)
    }

    /// Set up, store and open a new table of the game the request names.
    pub async fn create(self: &Arc<Self>, request: &NewTable) -> Result<Created, String> {
        let game = request.game_id();
        self.games.get(&game)?.create(self, request).await
    }

    /// [`Server::create`] for a table of `G`, played with `data`.
    pub(crate) async fn create_table<G: Served>(
        self: &Arc<Self>,
        data: Arc<G::Data>,
        request: &NewTable,
    ) -> Result<Created, String> {
        let config = request.config::<G>()?;
        let id = token::new_table_id()?;
        let mut tokens = Vec::new();
        let mut seats = Vec::new();
        for (seat, &kind) in G::seat_kinds(&config).iter().enumerate() {
            let token = if G::is_ai(kind) {
                None
            } else {
                let t = token::new_token()?;
                tokens.push((Some(seat), token::hash(&t)));
                Some(t)
            };
            seats.push(SeatInvite {
                seat,
                kind: G::seat_word(kind),
                token,
                link: None,
            });
        }
        let spectator_token = token::new_token()?;
        tokens.push((None, token::hash(&spectator_token)));
        let turn = request.turn_seconds;
        let table = Table::<G>::new(data, id.clone(), config.clone(), tokens.clone(), turn)?;
        self.store
            .create(&id, G::ID, &config, &tokens, turn)
            .await?;
        let table = Arc::new(table);
        self.tables
            .lock()
            .expect("tables lock")
            .insert(id.clone(), table.clone());
        self.time_turns(table.clone());
        self.drive(table);
        Ok(Created {
            table: id,
            game: G::ID.into(),
            seats,
            spectator_token,
            spectator_link: None,
        })
    }

    /// Let the table's AI seats play until a human's decision (or the game's end). One
    /// drive per table at a time; each decision waits for a thinking thread.
    pub fn drive<G: Served>(self: &Arc<Self>, table: Arc<Table<G>>) {
        if !table.thinking.swap(true, Ordering::AcqRel) {
            self.drive_owned(table);
        }
    }

    /// [`Server::drive`], the table's `thinking` mark already taken.
    fn drive_owned<G: Served>(self: &Arc<Self>, table: Arc<Table<G>>) {
        let server = self.clone();
        tokio::spawn(async move {
            loop {
                match table.quick_ai(&server.store, QUICK_AI_BATCH).await {
                    Ok(0) => {}
                    Ok(_) => continue,
                    Err(e) => {
                        eprintln!("serve: table {}: {e}", table.id);
                        break;
                    }
                }
                // A searching captain's decision (or none of the AI seats').
                let (obs, kind, seed, step, seat) = {
                    let live = table.live().await;
                    let s = &live.session;
                    let Some(d) = s.decision() else { break };
                    let kind = s.seat_kind(d.seat);
                    if !G::is_ai(kind) {
                        break;
                    }
                    let obs = s.observation(d.seat);
                    let seed = decision_seed(s.ai_seed(), d.seat, G::step(&obs));
                    (obs, kind, seed, s.choices_made() as u64, d.seat)
                };
                let Ok(permit) = server.thinkers.clone().acquire_owned().await else {
                    break;
                };
                let data = table.data.clone();
                let budget = server.ai_budget;
                let picked = tokio::task::spawn_blocking(move || {
                    let pick = ai_answer::<G>(kind, &obs, &data, seed, budget)?;
                    let options = G::options(&obs)?;
                    options.iter().position(|c| *c == pick.choice)
                })
                .await;
                drop(permit);
                let Ok(Some(index)) = picked else {
                    eprintln!("serve: table {}: an AI seat found no choice", table.id);
                    break;
                };
                if let Err(e) = table.choose(&server.store, seat, step, index).await {
                    eprintln!("serve: table {}: an AI choice was refused: {e:?}", table.id);
                    break;
                }
            }
            table.thinking.store(false, Ordering::Release);
            // A human's choice may have come between the last look and the line above, and
            // its drive have found this one still running: look again.
            if table.ai_to_move().await && !table.thinking.swap(true, Ordering::AcqRel) {
                server.drive_owned(table);
            }
        });
    }

    /// Count a new table against `ip`'s allowance; `false` when it has made its share this
    /// hour.
    pub fn may_make_table(&self, ip: IpAddr) -> bool {
        let per_hour = f64::from(self.limits.tables_per_hour);
        let now = std::time::Instant::now();
        let mut makers = self.makers.lock().expect("makers lock");
        // Forget addresses whose allowance has grown back whole.
        if makers.len() > 10_000 {
            makers.retain(|_, (_, at)| now.duration_since(*at).as_secs_f64() < 3600.0);
        }
        let (left, at) = makers.entry(ip).or_insert((per_hour, now));
        *left = (*left + now.duration_since(*at).as_secs_f64() * per_hour / 3600.0).min(per_hour);
        *at = now;
        if *left >= 1.0 {
            *left -= 1.0;
            true
        } else {
            false
        }
    }

    /// Take one of `ip`'s connection slots, if it has one left.
    pub fn take_address(&self, ip: IpAddr) -> bool {
        let mut a = self.addresses.lock().expect("addresses lock");
        let n = a.entry(ip).or_insert(0);
        if *n >= self.limits.connections_per_address {
            return false;
        }
        *n += 1;
        true
    }

    pub fn release_address(&self, ip: IpAddr) {
        let mut a = self.addresses.lock().expect("addresses lock");
        if let Some(n) = a.get_mut(&ip) {
            *n -= 1;
            if *n == 0 {
                a.remove(&ip);
            }
        }
    }
}

/// A server listening: its address, and the task that serves until the runtime ends.
pub struct Running {
    pub addr: SocketAddr,
    pub server: Arc<Server>,
}

/// Start a server on `addr` (port 0: any free port) within the current tokio runtime.
pub async fn start(
    games: impl Into<Games>,
    config: Config,
    addr: SocketAddr,
) -> Result<Running, String> {
    let server = Server::start(games.into(), &config).await?;
    server.sweep_idle(config.idle);
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("no local address: {e}"))?;
    let app = http::router(server.clone(), config.web.as_deref());
    tokio::spawn(async move {
        let service = app.into_make_service_with_connect_info::<SocketAddr>();
        if let Err(e) = axum::serve(listener, service).await {
            eprintln!("serve: the server stopped: {e}");
        }
    });
    Ok(Running { addr, server })
}

/// `spanish-main serve`: run until interrupted.
pub fn serve(games: Games, config: Config, addr: SocketAddr) -> Result<(), String> {
    let mut builder = tokio::runtime::Builder::new_multi_thread();
    if let Some(n) = config.workers {
        builder.worker_threads(n.max(1));
    }
    let runtime = builder
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server's runtime: {e}"))?;
    runtime.block_on(async move {
        let running = start(games, config, addr).await?;
        println!("serving on http://{}", running.addr);
        tokio::signal::ctrl_c()
            .await
            .map_err(|e| format!("cannot wait for Ctrl-C: {e}"))
    })
}
