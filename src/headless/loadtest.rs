//! `spanish-main loadtest`: a benchmark of the game server (issue 28), never a timed test. It
//! starts `serve` as a child process (pinned to one core with `taskset` when it can), makes
//! `tables` tables of a game through the HTTP API (one human seat and one AI seat each, of the
//! game's kinds by turns: M&M's Normal and Random), connects one bot client per table, and
//! lets the bots answer their decisions for `seconds`, each after `think_ms` (a player's
//! pause). It reports choices a second, the time
//! from a choice sent to the bot's next decision received (p50, p95, p99, max), and the
//! server's memory per table.

use futures_util::{SinkExt, StreamExt};
use serde::Serialize;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

#[derive(Clone, Debug)]
pub struct LoadOptions {
    /// The game the tables play (its short name), and the seats each bot plays against there,
    /// by turns (`Headless::LOADTEST_OPPONENTS`).
    pub game: &'static str,
    pub opponents: &'static [&'static str],
    pub tables: usize,
    pub seconds: f64,
    pub think_ms: u64,
    /// The server's database (default: SQLite in a fresh temporary folder).
    pub db: Option<String>,
    /// Pin the server to one core (`taskset -c 0`) and give it one worker and one thinker.
    pub one_core: bool,
    pub seed: u64,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct LoadReport {
    pub tables: usize,
    pub seconds: f64,
    pub think_ms: u64,
    pub one_core: bool,
    pub db: String,
    /// Choices the bots made, and every choice made at the tables (AI seats' too).
    pub bot_choices: u64,
    pub table_choices: u64,
    pub bot_choices_per_sec: f64,
    pub table_choices_per_sec: f64,
    /// Milliseconds from a bot's choice sent to its next decision received.
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    /// The same, for the decisions that followed the bot's own choice with no other seat's
    /// moves between (a turn's next action), and how many of them there were.
    pub straight_p50_ms: f64,
    pub straight_p95_ms: f64,
    pub straight_p99_ms: f64,
    pub straight: u64,
    pub games_finished: u64,
    pub errors: u64,
    /// The server's resident memory before the tables were made and at the end (MB), and the
    /// difference per table (KB).
    pub rss_before_mb: f64,
    pub rss_after_mb: f64,
    pub kb_per_table: f64,
}

fn rss_kb(pid: u32) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The open files this process may have: each bot holds a socket.
fn file_limit() -> Option<usize> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

struct ServerProcess(Child);

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_server(addr: SocketAddr, db: &str, one_core: bool) -> Result<ServerProcess, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
    let taskset = one_core
        && Command::new("taskset")
            .arg("-V")
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
    let mut cmd = if taskset {
        let mut c = Command::new("taskset");
        c.args(["-c", "0"]).arg(exe);
        c
    } else {
        Command::new(exe)
    };
    cmd.args(["serve", "--addr", &addr.to_string(), "--db", db])
        .args(["--connections-per-address", "1000000"])
        .args(["--tables-per-hour", "1000000"])
        .args(["--frames-per-second", "1000"])
        .stdout(Stdio::null());
    if one_core {
        cmd.args(["--workers", "1", "--think-threads", "1"]);
    }
    let child = cmd
        .spawn()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    let server = ServerProcess(child);
    let began = Instant::now();
    while std::net::TcpStream::connect(addr).is_err() {
        if began.elapsed() > Duration::from_secs(30) {
            return Err("the server did not listen within 30 s".into());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Ok(server)
}

async fn post(addr: SocketAddr, path: &str, body: &str) -> Result<Value, String> {
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .map_err(|e| format!("cannot reach the server: {e}"))?;
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(request.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut text = String::new();
    s.read_to_string(&mut text)
        .await
        .map_err(|e| e.to_string())?;
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    serde_json::from_str(body).map_err(|e| format!("the server answered {body:?}: {e}"))
}

/// What one bot measured.
#[derive(Default)]
struct BotTally {
    latencies_ms: Vec<f64>,
    /// The latencies where the next decision came straight after the bot's choice (no other
    /// seat moved between).
    straight_ms: Vec<f64>,
    choices: u64,
    /// The last step its table was seen at (every choice made there).
    step: u64,
    finished: bool,
    errors: u64,
}

async fn bot(
    ws: String,
    table: String,
    token: String,
    think: Duration,
    until: tokio::time::Instant,
    seed: u64,
) -> BotTally {
    let mut tally = BotTally::default();
    let Ok((mut socket, _)) = tokio_tungstenite::connect_async(ws.as_str()).await else {
        tally.errors += 1;
        return tally;
    };
    let hello = json!({"type": "hello", "version": crate::server::frame::PROTOCOL,
        "table": table, "token": token});
    if socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        tally.errors += 1;
        return tally;
    }
    let mut sent_at: Option<Instant> = None;
    let mut answered: Option<u64> = None;
    let mut rng = seed;
    loop {
        let msg = match tokio::time::timeout_at(until, socket.next()).await {
            Err(_) => break,
            Ok(Some(Ok(m))) => m,
            Ok(_) => {
                tally.errors += 1;
                break;
            }
        };
        let Message::Text(text) = msg else { continue };
        let Ok(frame) = serde_json::from_str::<Value>(text.as_str()) else {
            tally.errors += 1;
            continue;
        };
        match frame["type"].as_str() {
            Some("error") => tally.errors += 1,
            Some("state") => {
                let step = frame["step"].as_u64().unwrap_or(0);
                tally.step = tally.step.max(step);
                if frame["over"] == true {
                    tally.finished = true;
                    break;
                }
                let Some(options) = frame["options"].as_array() else {
                    continue;
                };
                if answered >= Some(step) {
                    continue;
                }
                if let Some(t) = sent_at.take() {
                    let ms = t.elapsed().as_secs_f64() * 1000.0;
                    tally.latencies_ms.push(ms);
                    if answered.is_some_and(|a| a + 1 == step) {
                        tally.straight_ms.push(ms);
                    }
                }
                if !think.is_zero() {
                    tokio::time::sleep(think).await;
                }
                if tokio::time::Instant::now() >= until {
                    break;
                }
                // A small xorshift: the bots' answers need no quality, only spread.
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let index = (rng % options.len() as u64) as usize;
                let choose = json!({"type": "choose", "step": step, "index": index});
                sent_at = Some(Instant::now());
                answered = Some(step);
                if socket
                    .send(Message::Text(choose.to_string().into()))
                    .await
                    .is_err()
                {
                    tally.errors += 1;
                    break;
                }
                tally.choices += 1;
            }
            _ => {}
        }
    }
    let _ = socket.close(None).await;
    tally
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

pub fn run(opts: &LoadOptions) -> Result<LoadReport, String> {
    if let Some(limit) = file_limit()
        && limit < opts.tables + 64
    {
        return Err(format!(
            "{} tables need {} open files; this shell allows {limit} (raise it with ulimit -n)",
            opts.tables,
            opts.tables + 64
        ));
    }
    let folder = std::env::temp_dir().join(format!("sm-loadtest-{}", std::process::id()));
    let db = match &opts.db {
        Some(db) => db.clone(),
        None => {
            std::fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
            format!("sqlite://{}", folder.join("tables.db").display())
        }
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| format!("no free port: {e}"))?
        .port();
    let addr: SocketAddr = ([127, 0, 0, 1], port).into();
    let server = start_server(addr, &db, opts.one_core)?;
    let pid = server.0.id();
    // Let the server settle before its memory is read.
    std::thread::sleep(Duration::from_millis(300));
    let rss_before = rss_kb(pid).unwrap_or(0.0);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let report = runtime.block_on(async {
        let mut invites = Vec::with_capacity(opts.tables);
        for t in 0..opts.tables {
            let ai = opts.opponents[t % opts.opponents.len()];
            let body = json!({"game": opts.game, "seats": ["human", ai],
                "seed": opts.seed + t as u64, "ai_seed": opts.seed + 7 * t as u64});
            let created = post(addr, "/api/tables", &body.to_string()).await?;
            let table = created["table"].as_str().ok_or("no table id")?.to_string();
            let token = created["seats"][0]["token"]
                .as_str()
                .ok_or("no token")?
                .to_string();
            invites.push((table, token));
        }
        let began = Instant::now();
        let until = tokio::time::Instant::now() + Duration::from_secs_f64(opts.seconds);
        let ws = format!("ws://{addr}/ws");
        let bots: Vec<_> = invites
            .into_iter()
            .enumerate()
            .map(|(i, (table, token))| {
                tokio::spawn(bot(
                    ws.clone(),
                    table,
                    token,
                    Duration::from_millis(opts.think_ms),
                    until,
                    opts.seed.wrapping_mul(31).wrapping_add(i as u64) | 1,
                ))
            })
            .collect();
        let mut tallies = Vec::new();
        for b in bots {
            tallies.push(b.await.map_err(|e| e.to_string())?);
        }
        let seconds = began.elapsed().as_secs_f64();
        let mut lat: Vec<f64> = tallies
            .iter()
            .flat_map(|t| t.latencies_ms.iter().copied())
            .collect();
        lat.sort_by(f64::total_cmp);
        let mut straight: Vec<f64> = tallies
            .iter()
            .flat_map(|t| t.straight_ms.iter().copied())
            .collect();
        straight.sort_by(f64::total_cmp);
        let bot_choices: u64 = tallies.iter().map(|t| t.choices).sum();
        let table_choices: u64 = tallies.iter().map(|t| t.step).sum();
        Ok::<_, String>(LoadReport {
            tables: opts.tables,
            seconds,
            think_ms: opts.think_ms,
            one_core: opts.one_core,
            db: db.split("://").next().unwrap_or_default().to_string(),
            bot_choices,
            table_choices,
            bot_choices_per_sec: bot_choices as f64 / seconds,
            table_choices_per_sec: table_choices as f64 / seconds,
            p50_ms: percentile(&lat, 0.50),
            p95_ms: percentile(&lat, 0.95),
            p99_ms: percentile(&lat, 0.99),
            max_ms: lat.last().copied().unwrap_or(0.0),
            straight_p50_ms: percentile(&straight, 0.50),
            straight_p95_ms: percentile(&straight, 0.95),
            straight_p99_ms: percentile(&straight, 0.99),
            straight: straight.len() as u64,
            games_finished: tallies.iter().filter(|t| t.finished).count() as u64,
            errors: tallies.iter().map(|t| t.errors).sum(),
            ..LoadReport::default()
        })
    })?;
    let rss_after = rss_kb(pid).unwrap_or(0.0);
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
    Ok(LoadReport {
        rss_before_mb: rss_before / 1024.0,
        rss_after_mb: rss_after / 1024.0,
        kb_per_table: (rss_after - rss_before) / opts.tables.max(1) as f64,
        ..report
    })
}
