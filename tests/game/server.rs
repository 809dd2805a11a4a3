//! Play online (issue 28): a server on a loopback port with SQLite in a temporary folder, bot
//! clients at its tables. What each client receives is checked against what the rules let its
//! seat see; bad frames change nothing; a server started again resumes its tables.

use rand::RngExt;
use rand::SeedableRng;
use serde_json::{Value, json};
use spanish_main::content::GameData;
use spanish_main::protocol::event_json;
use spanish_main::rules::{GameConfig, MerchantsAndMarauders, Session};
use spanish_main::server::client::{Client, Link};
use spanish_main::server::frame::{ClientFrame, PROTOCOL};
use spanish_main::server::game::Served;
use spanish_main::server::host::Games;
use spanish_main::server::view::public_face;
use spanish_main::server::{self, Config, Created, NewTable};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

pub(super) fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

/// A fresh folder for one test's files.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sm-server-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The databases each test runs on: SQLite in a fresh folder, and PostgreSQL too when
/// `DATABASE_URL` names one (`.ci/run` starts one: `scripts/postgres.sh`).
pub(super) fn databases(name: &str) -> Vec<String> {
    let dir = folder(name);
    let mut dbs = vec![format!("sqlite://{}", dir.join("tables.db").display())];
    dbs.extend(std::env::var("DATABASE_URL").ok().filter(|u| !u.is_empty()));
    dbs
}

fn config(db: &str) -> Config {
    let mut c = Config::new(db.to_string());
    c.think_threads = 2;
    // Replays the same on every machine.
    c.ai_budget = spanish_main::ai::search::Budget::iterations(20);
    c.limits.frames_per_second = 10_000;
    c.limits.burst = 10_000;
    c
}

pub(super) fn start(rt: &tokio::runtime::Runtime, db: &str) -> server::Running {
    rt.block_on(server::start(
        GameData::embedded(),
        config(db),
        "127.0.0.1:0".parse().unwrap(),
    ))
    .unwrap()
}

pub(super) fn create(
    rt: &tokio::runtime::Runtime,
    running: &server::Running,
    t: NewTable,
) -> Created {
    rt.block_on(running.server.create(&t)).unwrap()
}

/// A server on `db` and a new table at it: these seats, the game's seed `seed` and the
/// captains' `seed + 1`.
fn open_table(
    db: &str,
    seats: &[&str],
    seed: u64,
) -> (tokio::runtime::Runtime, server::Running, Created) {
    let rt = runtime();
    let running = start(&rt, db);
    let request = NewTable {
        seats: seats.iter().map(|s| s.to_string()).collect(),
        seed: Some(seed),
        ai_seed: Some(seed + 1),
        ..NewTable::default()
    };
    let created = create(&rt, &running, request);
    (rt, running, created)
}

pub(super) fn link(running: &server::Running, table: &str, token: &str) -> Link {
    Link::parse(
        &Link::invite(&running.addr.to_string(), "mm", table, token),
        None,
    )
    .unwrap()
}

/// Everything one connection received.
#[derive(Default)]
struct Seen {
    /// Every event, from the log and the events frames, in order.
    events: Vec<Value>,
    /// Each state frame by its step: the observation and the options.
    states: HashMap<u64, (Value, Value)>,
    errors: Vec<Value>,
    over: bool,
}

impl Seen {
    fn take(&mut self, frame: &Value) {
        match frame["type"].as_str().unwrap() {
            "log" => {
                self.events.clear();
                for entry in frame["entries"].as_array().unwrap() {
                    self.events
                        .extend(entry["events"].as_array().unwrap().iter().cloned());
                }
            }
            "events" => self
                .events
                .extend(frame["events"].as_array().unwrap().iter().cloned()),
            "state" => {
                let step = frame["step"].as_u64().unwrap();
                self.states.insert(
                    step,
                    (frame["observation"].clone(), frame["options"].clone()),
                );
                self.over = frame["over"] == true;
            }
            "error" => self.errors.push(frame.clone()),
            _ => {}
        }
    }
}

/// Play a seat with random answers until the game ends (or `stop_after` choices).
fn bot(link: Link, seed: u64, stop_after: Option<usize>) -> Seen {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut client = Client::connect(&link).unwrap();
    let mut seen = Seen::default();
    let mut made = 0;
    let mut answered = None;
    loop {
        let frame = client.recv().unwrap();
        seen.take(&frame);
        if seen.over {
            return seen;
        }
        // A state may come twice for one step (someone connected meanwhile): answer once.
        if frame["type"] == "state"
            && let Some(options) = frame["options"].as_array()
            && answered < frame["step"].as_u64()
        {
            if stop_after == Some(made) {
                client.close();
                return seen;
            }
            let index = rng.random_range(0..options.len());
            let step = frame["step"].as_u64().unwrap();
            client.send(&ClientFrame::Choose { step, index }).unwrap();
            answered = Some(step);
            made += 1;
        }
    }
}

/// Watch as a spectator until the game ends.
fn watch(link: Link) -> Seen {
    let mut client = Client::connect(&link).unwrap();
    let mut seen = Seen::default();
    while !seen.over {
        seen.take(&client.recv().unwrap());
    }
    seen
}

/// The game as the server keeps it: its config and choices, replayed.
fn replayed(rt: &tokio::runtime::Runtime, running: &server::Running, id: &str) -> Session {
    let stored = rt
        .block_on(running.server.store.table(id))
        .unwrap()
        .unwrap()
        .read::<MerchantsAndMarauders>()
        .unwrap();
    let (mut s, _) = Session::new(GameData::embedded(), stored.config).unwrap();
    for c in stored.choices {
        s.choose(c).unwrap();
    }
    s
}

/// Check what a connection saw against the game: every event in order, and each state it
/// received equal to what `seat` (a spectator: `None`) may see at that step.
fn check(
    seen: &Seen,
    config: &GameConfig,
    choices: &[spanish_main::rules::Choice],
    seat: Option<usize>,
) {
    check_game::<MerchantsAndMarauders>(&GameData::embedded(), seen, config, choices, seat);
}

/// [`check`] for a table of any game `G`, played with `data`.
fn check_game<G: Served>(
    data: &Arc<G::Data>,
    seen: &Seen,
    config: &G::Config,
    choices: &[G::Choice],
    seat: Option<usize>,
) {
    let (mut s, setup) = game_core::Session::<G>::new(data.clone(), config.clone())
        .unwrap_or_else(|e| panic!("{e}"));
    let mut events: Vec<Value> = setup.iter().map(|e| event_json::<G>(s.data(), e)).collect();
    let mut checked = 0;
    for step in 0..=choices.len() {
        if let Some((obs, options)) = seen.states.get(&(step as u64)) {
            let want = match seat {
                Some(seat) => serde_json::to_value(s.observation(seat)).unwrap(),
                None => public_face(&s),
            };
            assert_eq!(obs, &want, "seat {seat:?}'s view at step {step}");
            let mine = s.decision().filter(|d| Some(d.seat) == seat);
            assert_eq!(options.is_null(), mine.is_none(), "options at step {step}");
            checked += 1;
        }
        if step < choices.len() {
            let happened = s.choose(choices[step]).unwrap();
            events.extend(happened.iter().map(|e| event_json::<G>(s.data(), e)));
        }
    }
    assert!(checked > 0);
    assert_eq!(seen.events, events, "seat {seat:?}'s events");
}

/// Secrets stay secret, for every game the server plays (issue 73): a whole game of `G`,
/// played with `data`, at a table of `seats` (in the game's words), each person's seat
/// played by a bot client answering at random, watched by a spectator. Each client saw
/// exactly its own seat's observations and every event; the spectator the public face, with
/// no seat of its own. Returns the public face at the first state the spectator saw.
pub(super) fn secrets_hold<G: Served>(
    db: &str,
    data: Arc<G::Data>,
    seats: &[&str],
    seed: u64,
) -> Value {
    let rt = runtime();
    let running = rt
        .block_on(server::start(
            Games::default().with::<G>(data.clone()),
            config(db),
            "127.0.0.1:0".parse().unwrap(),
        ))
        .unwrap();
    let request = NewTable {
        game: Some(G::ID.into()),
        seats: seats.iter().map(|s| s.to_string()).collect(),
        seed: Some(seed),
        ai_seed: Some(seed + 1),
        ..NewTable::default()
    };
    let created = create(&rt, &running, request);
    let link_of = |token: &str| {
        Link::parse(
            &Link::invite(&running.addr.to_string(), G::ID, &created.table, token),
            None,
        )
        .unwrap()
    };
    let watcher = {
        let spectator = link_of(&created.spectator_token);
        std::thread::spawn(move || watch(spectator))
    };
    let mut bots = Vec::new();
    for (seat, word) in seats.iter().enumerate() {
        let kind = G::seat(word).unwrap();
        let token = created.seats[seat].token.as_deref();
        assert_eq!(
            token.is_none(),
            G::is_ai(kind),
            "only people's seats have tokens"
        );
        if let Some(token) = token {
            let l = link_of(token);
            bots.push(std::thread::spawn(move || {
                (seat, bot(l, seat as u64, None))
            }));
        }
    }
    assert!(!bots.is_empty(), "a table of bots alone tells nothing");
    let seen: Vec<_> = bots.into_iter().map(|b| b.join().unwrap()).collect();
    let watched = watcher.join().unwrap();
    let stored = rt
        .block_on(running.server.store.table(&created.table))
        .unwrap()
        .unwrap()
        .read::<G>()
        .unwrap();
    assert!(stored.over, "the game was played to its end");
    for (seat, s) in &seen {
        assert!(s.errors.is_empty(), "{:?}", s.errors);
        check_game::<G>(&data, s, &stored.config, &stored.choices, Some(*seat));
    }
    check_game::<G>(&data, &watched, &stored.config, &stored.choices, None);
    let (_, (face, _)) = watched.states.iter().next().unwrap();
    assert!(face["seat"].is_null(), "a spectator has no seat: {face}");
    face.clone()
}

// Issue 28, the server: a whole game between two bot clients and a random AI seat, watched by a
// spectator. Each client's stream is exactly its own seat's observations (no other seat's
// cargo, stash, hand, rumor or mission) and every event; the spectator's is the public face.
#[test]
fn a_whole_game_online_shows_each_seat_only_its_own_observation() {
    for db in databases("whole") {
        whole_game(&db);
    }
}

fn whole_game(db: &str) {
    let face = secrets_hold::<MerchantsAndMarauders>(
        db,
        GameData::embedded(),
        &["human", "random", "human"],
        41,
    );
    // The public face holds nobody's own secrets.
    assert!(face.get("me").is_none() && face["decision"].is_null());
}

fn step_of(rt: &tokio::runtime::Runtime, running: &server::Running, id: &str) -> usize {
    let t = rt
        .block_on(running.server.table_of::<MerchantsAndMarauders>(id))
        .unwrap()
        .unwrap();
    rt.block_on(t.live()).session.choices_made()
}

/// The error frames a frame brings, skipping everything else the server sends meanwhile.
fn refused(client: &mut Client, frame: &str) -> String {
    client.send_text(frame).unwrap();
    loop {
        let f = client.recv().unwrap();
        if f["type"] == "error" {
            return f["code"].as_str().unwrap().to_string();
        }
    }
}

// Issue 28, bad input changes nothing: a wrong token, an unknown table, a choice out of turn,
// an option not offered, a stale step, malformed, binary and oversized frames each get one
// error frame naming the problem, the table unchanged and the connection kept; a client of
// another protocol version is told so.
#[test]
fn bad_frames_online_each_get_one_error_and_change_nothing() {
    for db in databases("bad") {
        bad_frames(&db);
    }
}

fn bad_frames(db: &str) {
    let (rt, running, created) = open_table(db, &["human", "human"], 5);
    let id = created.table.clone();
    let ws = format!("ws://{}/ws", running.addr);
    let hello = |token: &str, table: &str| {
        json!({"type": "hello", "version": PROTOCOL, "table": table, "token": token}).to_string()
    };
    let mut c = Client::open(&ws).unwrap();
    assert_eq!(
        refused(&mut c, r#"{"type":"choose","step":0,"index":0}"#),
        "hello"
    );
    assert_eq!(refused(&mut c, &hello("nope", &id)), "bad_token");
    assert_eq!(refused(&mut c, &hello("nope", "ffff")), "unknown_table");
    // The same connection is still heard: a right token now opens seat 1.
    let t1 = created.seats[1].token.clone().unwrap();
    c.send_text(&hello(&t1, &id)).unwrap();
    assert_eq!(c.recv().unwrap()["type"], "welcome");
    let before = step_of(&rt, &running, &id);
    let turn = rt
        .block_on(
            rt.block_on(running.server.table_of::<MerchantsAndMarauders>(&id))
                .unwrap()
                .unwrap()
                .live(),
        )
        .session
        .decision()
        .unwrap()
        .seat;
    assert_eq!(turn, 0, "seat 0 chooses its ship first");
    for (frame, code) in [
        (
            r#"{"type":"choose","step":0,"index":0}"#.to_string(),
            "not_your_turn",
        ),
        ("{not json".into(), "malformed"),
        (r#"{"type":"choose","step":0}"#.into(), "malformed"),
        (hello(&t1, &id), "hello"),
        (
            format!(r#"{{"type":"ping","pad":"{}"}}"#, "x".repeat(20_000)),
            "too_large",
        ),
    ] {
        assert_eq!(refused(&mut c, &frame), code, "{frame:.60}");
        assert_eq!(step_of(&rt, &running, &id), before);
    }
    c.send_binary(vec![1, 2, 3]).unwrap();
    loop {
        let f = c.recv().unwrap();
        if f["type"] == "error" {
            assert_eq!(f["code"], "malformed");
            break;
        }
    }
    // Seat 0: an option not offered, a stale step; then a good choice is taken.
    let t0 = created.seats[0].token.clone().unwrap();
    let mut c0 = Client::open(&ws).unwrap();
    c0.send_text(&hello(&t0, &id)).unwrap();
    assert_eq!(
        refused(&mut c0, r#"{"type":"choose","step":0,"index":999}"#),
        "not_offered"
    );
    assert_eq!(
        refused(&mut c0, r#"{"type":"choose","step":7,"index":0}"#),
        "stale"
    );
    assert_eq!(step_of(&rt, &running, &id), before);
    c0.send(&ClientFrame::Choose { step: 0, index: 0 }).unwrap();
    loop {
        let f = c0.recv().unwrap();
        assert_ne!(f["type"], "error", "{f}");
        if f["type"] == "state" && f["step"] == 1 {
            break;
        }
    }
    assert_eq!(step_of(&rt, &running, &id), before + 1);
    // A spectator makes no choices.
    let mut s = Client::open(&ws).unwrap();
    s.send_text(&hello(&created.spectator_token, &id)).unwrap();
    assert_eq!(
        refused(&mut s, r#"{"type":"choose","step":1,"index":0}"#),
        "not_your_turn"
    );
    // Another protocol version is told so.
    let mut old = Client::open(&ws).unwrap();
    let v = json!({"type": "hello", "version": PROTOCOL + 1, "table": id, "token": t0});
    assert_eq!(refused(&mut old, &v.to_string()), "version");
    assert_eq!(step_of(&rt, &running, &id), before + 1);
}

// Issue 28, nothing is lost: a player who leaves mid-decision and comes back gets the whole log
// and the same decision; a server stopped and started again on the same database resumes the
// table at its last choice, and the game plays on to its end.
#[test]
fn a_player_comes_back_and_a_restarted_server_resumes_the_table() {
    for db in databases("resume") {
        come_back_and_resume(&db);
    }
}

fn come_back_and_resume(db: &str) {
    let (rt, running, created) = open_table(db, &["human", "normal"], 9);
    let id = created.table.clone();
    let l = link(&running, &id, created.seats[0].token.as_deref().unwrap());
    let first = bot(l.clone(), 1, Some(12));
    let at = step_of(&rt, &running, &id);
    assert!(at >= 12);
    let (last_obs, last_options) = first.states.get(&(at as u64)).cloned().unwrap();
    // Back mid-decision: the same log, the same decision.
    let mut again = Client::connect(&l).unwrap();
    let mut seen = Seen::default();
    while !seen.states.contains_key(&(at as u64)) {
        seen.take(&again.recv().unwrap());
    }
    assert_eq!(seen.events, first.events);
    assert_eq!(
        seen.states[&(at as u64)],
        (last_obs.clone(), last_options.clone())
    );
    again.close();
    // The server goes down; another starts on the same database.
    let addr_before = running.addr;
    drop(running);
    rt.shutdown_timeout(std::time::Duration::from_secs(2));
    let rt = runtime();
    let running = start(&rt, db);
    assert_ne!(running.addr.port(), 0);
    let _ = addr_before;
    assert_eq!(step_of(&rt, &running, &id), at);
    let l = link(&running, &id, created.seats[0].token.as_deref().unwrap());
    let rest = bot(l, 2, None);
    assert_eq!(rest.states[&(at as u64)], (last_obs, last_options));
    assert!(rest.over);
    let stored = rt
        .block_on(running.server.store.table(&id))
        .unwrap()
        .unwrap()
        .read::<MerchantsAndMarauders>()
        .unwrap();
    check(&rest, &stored.config, &stored.choices, Some(0));
}

// Issue 28, the undo policy at a table online: a lone human may take back a choice the rules'
// history allows (struck from the database before the game forgets it, every client told to
// read the log again); a choice it does not allow is refused by name, changing nothing.
#[test]
fn a_lone_human_takes_back_a_choice_online_as_the_undo_policy_allows() {
    for db in databases("undo") {
        undo_online(&db);
    }
}

fn undo_online(db: &str) {
    let (rt, running, created) = open_table(db, &["human", "random"], 5);
    let id = created.table.clone();
    let table = rt
        .block_on(running.server.table_of::<MerchantsAndMarauders>(&id))
        .unwrap()
        .unwrap();
    let blocked = |rt: &tokio::runtime::Runtime| {
        let live = rt.block_on(table.live());
        let s = &live.session;
        (
            s.choices_made() as u64,
            s.undo_blocked(0),
            s.state().clone(),
        )
    };
    let mut c = Client::connect(&link(
        &running,
        &id,
        created.seats[0].token.as_deref().unwrap(),
    ))
    .unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut refused_once = false;
    let mut answered = None;
    loop {
        let f = c.recv().unwrap();
        assert_ne!(f["type"], "error", "{f}");
        let Some(options) = f["options"].as_array() else {
            continue;
        };
        let step = f["step"].as_u64().unwrap();
        if answered >= Some(step) {
            continue;
        }
        let (now, why, before) = blocked(&rt);
        assert_eq!(now, step);
        match why {
            Some(why) if !refused_once => {
                // Refused by name; nothing changes.
                c.send(&ClientFrame::Undo { step }).unwrap();
                let e = loop {
                    let e = c.recv().unwrap();
                    if e["type"] == "error" {
                        break e;
                    }
                };
                assert_eq!(e["code"], "undo_refused");
                assert_eq!(e["message"], why.to_string());
                assert_eq!(blocked(&rt).2, before);
                refused_once = true;
            }
            None => {
                c.send(&ClientFrame::Undo { step }).unwrap();
                let mut seen = Seen::default();
                let mut rewound = None;
                while !seen.states.contains_key(&(step - 1)) {
                    let f = c.recv().unwrap();
                    assert_ne!(f["type"], "error", "{f}");
                    if f["type"] == "rewound" {
                        rewound = f["step"].as_u64();
                    }
                    seen.take(&f);
                }
                assert_eq!(rewound, Some(step - 1));
                let stored = rt
                    .block_on(running.server.store.table(&id))
                    .unwrap()
                    .unwrap()
                    .read::<MerchantsAndMarauders>()
                    .unwrap();
                assert_eq!(
                    stored.choices.len() as u64,
                    step - 1,
                    "struck from the database"
                );
                let again = replayed(&rt, &running, &id);
                assert_eq!(
                    again.state(),
                    &blocked(&rt).2,
                    "the store replays to the game"
                );
                check(&seen, &stored.config, &stored.choices, Some(0));
                assert!(refused_once);
                return;
            }
            Some(_) => {}
        }
        let index = rng.random_range(0..options.len());
        c.send(&ClientFrame::Choose { step, index }).unwrap();
        answered = Some(step);
        assert!(step < 400, "no undo was ever allowed");
    }
}

// Issue 28, the optional turn timer: a human who lets a decision wait past the table's turn
// timer has it answered by the server, as a Normal opportunist captain would answer it; the
// state frame says when the time runs out.
#[test]
fn a_decision_left_past_the_turn_timer_is_answered_by_the_server() {
    let db = databases("timer").remove(0);
    let rt = runtime();
    let running = start(&rt, &db);
    let request = NewTable {
        seats: vec!["human".into(), "random".into()],
        seed: Some(12),
        ai_seed: Some(13),
        turn_seconds: Some(5),
        ..NewTable::default()
    };
    let too_short = NewTable {
        turn_seconds: Some(1),
        ..request.clone()
    };
    assert!(rt.block_on(running.server.create(&too_short)).is_err());
    let created = create(&rt, &running, request);
    let id = created.table.clone();
    let mut c = Client::connect(&link(
        &running,
        &id,
        created.seats[0].token.as_deref().unwrap(),
    ))
    .unwrap();
    // The first decision that is ours: note its deadline, and answer nothing.
    let (step, deadline, sent) = loop {
        let f = c.recv().unwrap();
        if f["type"] == "state" && f["options"].is_array() {
            let now = spanish_main::server::table::unix_ms();
            break (
                f["step"].as_u64().unwrap(),
                f["deadline"].as_u64().unwrap(),
                now,
            );
        }
    };
    assert!(
        (sent + 3_000..=sent + 5_100).contains(&deadline),
        "{deadline} vs {sent}"
    );
    let before = replayed(&rt, &running, &id);
    let obs = before.observation(0);
    let seed = spanish_main::ai::decision_seed(before.ai_seed(), 0, obs.step);
    let stand_in = spanish_main::ai::choose(
        spanish_main::rules::SeatKind::Human,
        &obs,
        before.data(),
        seed,
    )
    .unwrap()
    .choice;
    // The server answers it once the time is out.
    loop {
        let f = c.recv().unwrap();
        assert_ne!(f["type"], "error", "{f}");
        if f["type"] == "state" && f["step"].as_u64() > Some(step) {
            break;
        }
    }
    assert!(spanish_main::server::table::unix_ms() + 50 >= deadline);
    let stored = rt
        .block_on(running.server.store.table(&id))
        .unwrap()
        .unwrap()
        .read::<MerchantsAndMarauders>()
        .unwrap();
    assert_eq!(stored.choices[step as usize], stand_in);
    assert_eq!(stored.turn_seconds, Some(5));
}

// Issue 28, the clients: a seat's observation, as the server sends it in JSON, reads back into
// the same observation (a client rebuilds its table from it), at every step of random games
// with every Seas of Glory switch and without.
#[test]
fn an_observation_reads_back_whole_from_the_json_a_client_receives() {
    use spanish_main::rules::{Observation, SeatKind};
    for (seed, modules) in [(1, "none"), (2, "all"), (3, "all")] {
        let config = GameConfig {
            max_rounds: Some(6),
            ai_seed: seed,
            seas: spanish_main::content::Switches::parse(modules).unwrap(),
            ..GameConfig::new(
                vec![SeatKind::RandomAi, SeatKind::RandomAi, SeatKind::RandomAi],
                seed,
            )
        };
        let (mut s, _) = Session::new(GameData::embedded(), config).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        while let Some(d) = s.decision() {
            for seat in 0..3 {
                let obs = s.observation(seat);
                let text = serde_json::to_string(&obs).unwrap();
                let back: Observation = serde_json::from_str(&text)
                    .unwrap_or_else(|e| panic!("step {}: {e}", obs.step));
                assert_eq!(back, obs);
            }
            let i = rng.random_range(0..d.options.len());
            s.choose(d.options[i]).unwrap();
        }
    }
}

// Issue 28, bad input changes nothing, at the HTTP API too: a request that is not a table's
// (bad JSON, an unknown seat, a seat count out of range) is refused by name; an address that
// makes more tables an hour than the limit is refused (HTTP 429) and makes none.
#[test]
fn the_table_api_refuses_bad_requests_and_too_many_tables_by_name() {
    use super::server_fault::post_status;
    let db = databases("api").remove(0);
    let rt = runtime();
    let mut c = config(&db);
    c.limits.tables_per_hour = 2;
    let running = rt
        .block_on(server::start(
            GameData::embedded(),
            c,
            "127.0.0.1:0".parse().unwrap(),
        ))
        .unwrap();
    let addr = running.addr;
    let ok = r#"{"seats": ["human", "normal"]}"#;
    for (body, status, says) in [
        ("{", 400, "JSON"),
        (r#"{"seats": ["human", "kraken"]}"#, 400, "kraken"),
        (
            r#"{"seats": ["human"]}"#,
            400,
            "a table seats 2 to 4, not 1",
        ),
        (
            r#"{"seats": ["human", "normal"], "colour": "red"}"#,
            400,
            "colour",
        ),
        (
            r#"{"seats": ["human", "normal"], "turn_seconds": 1}"#,
            400,
            "turn timer",
        ),
    ] {
        let (got, text) = post_status(addr, "/api/tables", body);
        assert_eq!(got, status, "{body}: {text}");
        assert!(text.contains(says), "{body}: {text}");
    }
    // The bad requests above counted against nothing: two tables, then the limit.
    assert_eq!(post_status(addr, "/api/tables", ok).0, 201);
    assert_eq!(post_status(addr, "/api/tables", ok).0, 201);
    let (got, text) = post_status(addr, "/api/tables", ok);
    assert_eq!(got, 429, "{text}");
    assert!(
        text.contains("has made 2 tables this hour already"),
        "{text}"
    );
    assert_eq!(
        rt.block_on(running.server.store.open_tables())
            .unwrap()
            .len(),
        2
    );
}

// Issue 28, playing one turn at a time: a returning player looks back through the game; the
// server answers each moment as that seat saw it then (never more), and refuses a moment the
// game has not reached by name.
#[test]
fn a_seat_looks_back_at_moments_it_saw() {
    let db = databases("look").remove(0);
    let (rt, running, created) = open_table(&db, &["human", "random"], 5);
    let id = created.table.clone();
    // Seat 1 plays a few choices with a bot, then looks back.
    let token = created.seats[0].token.clone().unwrap();
    bot(link(&running, &id, &token), 9, Some(6));
    let session = replayed(&rt, &running, &id);
    let made = session.choices_made() as u64;
    assert!(made >= 6, "the game moved on: {made} choices");
    let mut c = Client::connect(&link(&running, &id, &token)).unwrap();
    for step in [0, made / 2, made] {
        c.send(&ClientFrame::Look { step }).unwrap();
        let past = loop {
            let f = c.recv().unwrap();
            if f["type"] == "past" {
                break f;
            }
        };
        assert_eq!(past["step"], step);
        let then = session.as_it_was(step as usize).unwrap().observation(0);
        assert_eq!(
            past["observation"],
            serde_json::to_value(&then).unwrap(),
            "seat 1's view after choice {step}"
        );
    }
    assert_eq!(
        refused(&mut c, &format!(r#"{{"type":"look","step":{}}}"#, made + 1)),
        "no_such_step"
    );
    assert_eq!(step_of(&rt, &running, &id), made as usize);
}

// Issue 28, a table waits as long as it must: one nobody is at leaves the server's memory
// (the database keeps it), and the next player to come loads it again, where it stood.
#[test]
fn an_idle_table_leaves_memory_and_comes_back_where_it_stood() {
    let db = databases("idle").remove(0);
    let rt = runtime();
    let mut c = config(&db);
    c.idle = std::time::Duration::from_millis(100);
    let running = rt
        .block_on(server::start(
            GameData::embedded(),
            c,
            "127.0.0.1:0".parse().unwrap(),
        ))
        .unwrap();
    let request = NewTable {
        seats: vec!["human".into(), "random".into()],
        seed: Some(8),
        ai_seed: Some(9),
        ..NewTable::default()
    };
    let created = create(&rt, &running, request);
    let id = created.table.clone();
    let token = created.seats[0].token.clone().unwrap();
    bot(link(&running, &id, &token), 4, Some(5));
    let made = step_of(&rt, &running, &id);
    // step_of holds the table a moment; then nobody does.
    let end = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while running.server.tables_in_memory() > 0 {
        assert!(
            std::time::Instant::now() < end,
            "the idle table stayed in memory"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Back: the same step, and the game plays to its end.
    let seen = bot(link(&running, &id, &token), 4, None);
    assert!(seen.over);
    assert!(seen.states.contains_key(&(made as u64)));
    let final_state = replayed(&rt, &running, &id);
    let t = rt
        .block_on(running.server.table_of::<MerchantsAndMarauders>(&id))
        .unwrap()
        .unwrap();
    assert_eq!(rt.block_on(t.live()).session.state(), final_state.state());
}
