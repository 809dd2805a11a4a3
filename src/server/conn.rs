//! One WebSocket connection at a table of any game, once its hello admitted it (`door.rs`):
//! the seat's choices in and what the seat may see out. A refused frame gets one error frame and changes nothing; the connection stays open
//! unless the client abuses it (hellos with wrong tokens, floods past the rate limit).

use super::Server;
use super::frame::{self, ClientFrame, PROTOCOL, Refusal, ServerFrame};
use super::game::Served;
use super::table::{Member, Table, Update};
use super::view;
use axum::extract::ws::{Message, WebSocket};
use futures_util::SinkExt;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::broadcast::error::RecvError;

/// Frames refused by the rate limit before the connection is closed.
const FLOOD_STRIKES: u32 = 50;
/// While AI seats play one choice after another, a connection is sent their events as they
/// come and the state at most this often (and always once they stop): a Normal captain's
/// whole turn takes less than a millisecond, and an observation is tens of kilobytes.
const STATE_EVERY: Duration = Duration::from_millis(100);

/// Marks a seat connected for as long as it lives.
struct Presence<G: Served> {
    table: Arc<Table<G>>,
    member: Member,
}

impl<G: Served> Drop for Presence<G> {
    fn drop(&mut self) {
        self.table.presence(self.member, false);
    }
}

/// A token bucket: `burst` frames at once, `per_second` frames a second after that.
struct Bucket {
    tokens: f64,
    last: Instant,
    burst: f64,
    per_second: f64,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let dt = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * self.per_second).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

pub(super) enum Incoming {
    Text(String),
    Skip,
    Binary,
    Gone,
}

pub(super) fn incoming(msg: Option<Result<Message, axum::Error>>) -> Incoming {
    match msg {
        Some(Ok(Message::Text(t))) => Incoming::Text(t.as_str().to_owned()),
        Some(Ok(Message::Binary(_))) => Incoming::Binary,
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Incoming::Skip,
        Some(Ok(Message::Close(_))) | Some(Err(_)) | None => Incoming::Gone,
    }
}

pub(super) async fn send(socket: &mut WebSocket, frame: &ServerFrame) -> Result<(), ()> {
    socket
        .send(Message::Text(frame.text().into()))
        .await
        .map_err(|_| ())
}

/// Queue a frame without flushing (frames told together leave in one write).
async fn feed(socket: &mut WebSocket, frame: &ServerFrame) -> Result<(), ()> {
    socket
        .feed(Message::Text(frame.text().into()))
        .await
        .map_err(|_| ())
}

/// Serve a connection admitted to `table` as `member`: the welcome, then its choices in and
/// what it may see out, until either side ends it.
pub async fn serve<G: Served>(
    mut socket: WebSocket,
    server: Arc<Server>,
    table: Arc<Table<G>>,
    member: Member,
) {
    let limits = server.limits.clone();
    let mut bucket = Bucket {
        tokens: limits.burst as f64,
        last: Instant::now(),
        burst: limits.burst as f64,
        per_second: limits.frames_per_second as f64,
    };
    table.presence(member, true);
    let _presence = Presence {
        table: table.clone(),
        member,
    };
    let mut updates = table.subscribe();
    let Ok(mut at) = snapshot(&mut socket, &table, member, true).await else {
        return;
    };
    let mut strikes = 0;
    let mut last_state = Instant::now();
    loop {
        tokio::select! {
            msg = socket.recv() => {
                let text = match incoming(msg) {
                    Incoming::Gone => return,
                    Incoming::Skip => continue,
                    Incoming::Binary => {
                        let e = ServerFrame::error(Refusal::Malformed, "frames are JSON text, not binary");
                        if send(&mut socket, &e).await.is_err() { return; }
                        continue;
                    }
                    Incoming::Text(t) => t,
                };
                if !bucket.take() {
                    strikes += 1;
                    if strikes > FLOOD_STRIKES { return; }
                    let e = ServerFrame::error(Refusal::RateLimited, format!(
                        "more than {} frames a second: this one was dropped", limits.frames_per_second));
                    if send(&mut socket, &e).await.is_err() { return; }
                    continue;
                }
                let reply = match frame::parse(&text, limits.max_frame) {
                    Err(e) => Some(*e),
                    Ok(ClientFrame::Ping) => Some(ServerFrame::Pong),
                    Ok(ClientFrame::Look { step }) => Some(table.past(member, step).await),
                    Ok(ClientFrame::Hello { .. }) => Some(ServerFrame::error(
                        Refusal::Hello, "this connection has said hello already")),
                    Ok(ClientFrame::Undo { step }) => match member {
                        Member::Spectator => Some(ServerFrame::error(
                            Refusal::NotYourTurn, "a spectator takes nothing back")),
                        Member::Seat(seat) => table.undo(&server.store, seat, step).await.err(),
                    },
                    Ok(ClientFrame::Choose { step, index }) => match member {
                        Member::Spectator => Some(ServerFrame::error(
                            Refusal::NotYourTurn, "a spectator makes no choices")),
                        Member::Seat(seat) => {
                            match table.choose(&server.store, seat, step, index).await {
                                Ok(_) => { server.drive(table.clone()); None }
                                Err(e) => Some(e),
                            }
                        }
                    },
                };
                if let Some(reply) = reply
                    && send(&mut socket, &reply).await.is_err()
                {
                    return;
                }
            }
            update = updates.recv() => {
                let sent = match update {
                    Ok(Update::Step { step, events, ai_next }) => {
                        if step <= at { continue; }
                        at = step;
                        let mut r = feed(&mut socket, &view::events::<G>(&table.data, step, &events)).await;
                        let due = !ai_next || last_state.elapsed() >= STATE_EVERY;
                        if r.is_ok() && updates.is_empty() && due {
                            r = state(&mut socket, &table, member, at).await;
                            last_state = Instant::now();
                        }
                        r
                    }
                    Ok(Update::Presence) => state(&mut socket, &table, member, at).await,
                    Ok(Update::Rewound { step }) => {
                        let told = feed(&mut socket, &ServerFrame::Rewound { step }).await;
                        match told {
                            Ok(()) => snapshot(&mut socket, &table, member, false)
                                .await
                                .map(|s| at = s),
                            Err(()) => Err(()),
                        }
                    }
                    Err(RecvError::Lagged(_)) => snapshot(&mut socket, &table, member, false)
                        .await
                        .map(|step| at = step),
                    Err(RecvError::Closed) => return,
                };
                if sent.is_err() || socket.flush().await.is_err() { return; }
            }
        }
    }
}

/// Send the welcome (on joining), the whole log and the state; returns the step they show.
async fn snapshot<G: Served>(
    socket: &mut WebSocket,
    table: &Table<G>,
    member: Member,
    welcome: bool,
) -> Result<u64, ()> {
    let (frames, step) = {
        let live = table.live().await;
        let session = &live.session;
        let mut frames = Vec::new();
        if welcome {
            frames.push(ServerFrame::Welcome {
                version: PROTOCOL,
                table: table.id.clone(),
                game: G::ID.into(),
                seat: member.seat(),
                seats: table.kinds.len(),
            });
        }
        frames.push(view::log(session, &live.setup));
        let step = session.choices_made() as u64;
        frames.push(view::state(
            session,
            member.seat(),
            table.connected(),
            table.deadline_for(step),
        ));
        (frames, session.choices_made() as u64)
    };
    for f in &frames {
        feed(socket, f).await?;
    }
    socket.flush().await.map_err(|_| ())?;
    Ok(step)
}

/// The table's state as it stands, if the connection has been told every step up to it
/// (`at`). A table that has moved past `at` (or back before it, by an undo) has already
/// queued, for this connection, the updates that bring it there, each sent under the same
/// lock, and they end in a state of their own; a state sent ahead of them would show, say,
/// a game over before the events that end it.
async fn state<G: Served>(
    socket: &mut WebSocket,
    table: &Table<G>,
    member: Member,
    at: u64,
) -> Result<(), ()> {
    let frame = {
        let live = table.live().await;
        let step = live.session.choices_made() as u64;
        if step != at {
            return Ok(());
        }
        view::state(
            &live.session,
            member.seat(),
            table.connected(),
            table.deadline_for(step),
        )
    };
    feed(socket, &frame).await
}
