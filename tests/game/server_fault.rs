//! Play online (issue 28), the fault test: the real `serve` process with 20 tables of bot
//! clients, killed with SIGKILL at random moments five times and started again on the same
//! database. Every table must finish with the same final state as an uninterrupted game of the
//! same seeds and choices.

use rand::{RngExt, SeedableRng};
use spanish_main::ai::search::Budget;
use spanish_main::content::GameData;
use spanish_main::rules::{GameConfig, Session};
use spanish_main::server::Created;
use spanish_main::server::client::{Client, Link};
use spanish_main::server::frame::ClientFrame;
use spanish_main::server::store::Store;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const TABLES: u64 = 20;
const KILLS: usize = 5;
/// A Hard seat would search by iterations alone; the tables here seat Normal and Random
/// captains, whose choices depend on their seed only.
const AI_ITERATIONS: u32 = 20;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn serve(addr: SocketAddr, db: &str) -> Child {
    let child = Command::new(env!("CARGO_BIN_EXE_spanish-main"))
        .args(["serve", "--addr", &addr.to_string(), "--db", db])
        .args(["--ai-budget-ms", "0", "--ai-iterations"])
        .arg(AI_ITERATIONS.to_string())
        .args(["--think-threads", "2", "--frames-per-second", "10000"])
        .stdout(Stdio::null())
        .spawn()
        .expect("the server starts");
    let began = Instant::now();
    while TcpStream::connect(addr).is_err() {
        assert!(
            began.elapsed() < Duration::from_secs(30),
            "the server never listened"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

/// POST a JSON body; the response's body.
pub fn post(addr: SocketAddr, path: &str, body: &str) -> String {
    post_status(addr, path, body).1
}

/// POST a JSON body; the response's status code and body.
pub fn post_status(addr: SocketAddr, path: &str, body: &str) -> (u16, String) {
    exchange(
        addr,
        &format!(
            "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
    )
}

/// A GET of `path`: the status and the body.
pub fn get_status(addr: SocketAddr, path: &str) -> (u16, String) {
    exchange(
        addr,
        &format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
    )
}

/// Send one HTTP request and read the whole answer: its status code and body.
fn exchange(addr: SocketAddr, request: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.write_all(request.as_bytes()).unwrap();
    let mut text = String::new();
    s.read_to_string(&mut text).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, body.to_string())
}

/// The bots' answer at a step: the same however often the question is asked again.
fn answer(table: u64, step: u64, options: usize) -> usize {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(table * 1_000_003 + step);
    rng.random_range(0..options)
}

/// Play `link`'s seat to the game's end, connecting again whenever the server goes away. No
/// step the server has ever shown may be missing when it comes back: what it told, it had
/// written.
fn bot(table: u64, link: Link) {
    let began = Instant::now();
    let mut shown = 0;
    'connect: loop {
        assert!(
            began.elapsed() < Duration::from_secs(120),
            "table {table}: a bot never finished"
        );
        let Ok(mut client) = Client::connect(&link) else {
            std::thread::sleep(Duration::from_millis(30));
            continue;
        };
        // A table that stalls (a bot gone, a choice lost) shows as a bot waiting in vain.
        client.set_read_timeout(Some(Duration::from_secs(10)));
        let mut answered = None;
        loop {
            let Ok(frame) = client.recv() else {
                continue 'connect;
            };
            if frame["type"] != "state" {
                continue;
            }
            if frame["over"] == true {
                return;
            }
            let step = frame["step"].as_u64().unwrap();
            assert!(
                step >= shown,
                "table {table}: the server showed step {shown}, and came back at {step}"
            );
            shown = step;
            if let Some(options) = frame["options"].as_array()
                && answered < Some(step)
            {
                let index = answer(table, step, options.len());
                if client.send(&ClientFrame::Choose { step, index }).is_err() {
                    continue 'connect;
                }
                answered = Some(step);
            }
        }
    }
}

/// The same game played without a server: AI seats as the server plays them, humans as the
/// bots answer.
fn uninterrupted(table: u64, config: GameConfig) -> Session {
    let (mut s, _) = Session::new(GameData::embedded(), config).unwrap();
    while let Some(d) = s.decision() {
        let kind = s.seat_kind(d.seat);
        let step = s.choices_made() as u64;
        let choice = if kind.is_ai() {
            let obs = s.observation(d.seat);
            let seed = spanish_main::ai::decision_seed(s.ai_seed(), d.seat, obs.step);
            let budget = Budget {
                iterations: AI_ITERATIONS,
                millis: None,
                ..Budget::TABLE
            };
            spanish_main::ai::choose_within(kind, &obs, s.data(), seed, budget)
                .unwrap()
                .choice
        } else {
            d.options[answer(table, step, d.options.len())]
        };
        s.choose(choice).unwrap();
    }
    s
}

// Issue 28, nothing is lost: every accepted choice is in the database before anyone hears of
// it, so SIGKILL at any moment loses no table and changes no game.
#[test]
fn a_server_killed_five_times_finishes_every_table_as_if_it_never_died() {
    let dir = std::env::temp_dir().join(format!("sm-server-{}-fault", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = format!("sqlite://{}", dir.join("tables.db").display());
    let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let mut server = serve(addr, &db);
    let mut bots = Vec::new();
    let mut ids = Vec::new();
    for t in 0..TABLES {
        let seats = if t % 2 == 0 {
            r#"["human", "normal", "random"]"#
        } else {
            r#"["human", "human"]"#
        };
        let body = format!(
            r#"{{"seats": {seats}, "seed": {}, "ai_seed": {}}}"#,
            9000 + t,
            500 + t
        );
        let created: Created =
            serde_json::from_str(&post(addr, "/api/tables", &body)).expect("the table is made");
        for s in created.seats.iter().filter(|s| s.token.is_some()) {
            let link = Link::parse(s.link.as_deref().unwrap(), None).unwrap();
            bots.push(std::thread::spawn(move || bot(t, link)));
        }
        ids.push((t, created.table));
    }
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(77);
    let mut playing_at_kill = Vec::new();
    for _ in 0..KILLS {
        std::thread::sleep(Duration::from_millis(rng.random_range(50..300)));
        server.kill().unwrap(); // SIGKILL
        server.wait().unwrap();
        // How many games were still under way when it died.
        let store = rt.block_on(Store::open(&db)).unwrap();
        playing_at_kill.push(rt.block_on(store.open_tables()).unwrap().len());
        drop(store);
        server = serve(addr, &db);
    }
    // Wait for every bot; the first that fails ends the test (and the server).
    let mut bots: Vec<_> = bots.into_iter().map(Some).collect();
    while bots.iter().any(Option::is_some) {
        for slot in &mut bots {
            if slot.as_ref().is_some_and(|b| b.is_finished())
                && slot.take().unwrap().join().is_err()
            {
                let _ = server.kill();
                panic!("a bot failed (its message is above)");
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    server.kill().unwrap();
    server.wait().unwrap();
    assert!(
        playing_at_kill.iter().all(|&n| n > 0),
        "every kill struck games under way: {playing_at_kill:?}"
    );

    let store = rt.block_on(Store::open(&db)).unwrap();
    let mut total = 0;
    for (t, id) in ids {
        let stored = rt.block_on(store.table(&id)).unwrap().unwrap();
        let stored = stored
            .read::<spanish_main::rules::MerchantsAndMarauders>()
            .unwrap();
        let (mut s, _) = Session::new(GameData::embedded(), stored.config.clone()).unwrap();
        for &c in &stored.choices {
            s.choose(c).unwrap();
        }
        total += stored.choices.len();
        assert!(s.is_over(), "table {t} finished");
        let clean = uninterrupted(t, stored.config);
        assert_eq!(
            s.state(),
            clean.state(),
            "table {t}'s game as if never interrupted"
        );
    }
    eprintln!(
        "fault test: {TABLES} tables, {total} choices, {KILLS} kills \
         (games under way at each: {playing_at_kill:?})"
    );
}
