//! Play online, the client side: the game window (desktop or browser) at a table the server
//! keeps (see docs/online.md). The server alone runs the rules; this side holds what its seat
//! was told — the log, and the last `state` (its observation, whose turn, who is connected) —
//! and sends its human's choices back as option indices. The table's mirror builds the board
//! from that observation (`table::mirror`), so every panel works as it does offline.
//!
//! One WebSocket (ewebsock, native and web alike) is polled each frame; a lost connection is
//! opened again after a pause, and the server answers a returning client with the whole log
//! and its state, so nothing a seat was told is lost.

mod lobby;
mod look;
pub(crate) mod seating;

use crate::protocol::{ClientFrame, Link, PROTOCOL, Refusal, ServerFrame};
use crate::screen::Screen;
use crate::table::OnTable;
use crate::table::assets::LoadedData;
use crate::table::session::{ChoiceMade, GameEventMsg, GameReset, Rewound, UndoChoice};
use bevy::prelude::*;
use game_core::{Seat, UndoBlocked};
use std::sync::Arc;

pub use lobby::{JoinLink, OnlineForm, OpenTable};
pub use look::Looking;
pub use seating::{OnlineSeen, leave};

/// The socket and the server's frames are read in this set; the mirror follows it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct OnlineSet;

/// A table of the game `G` played online, as this seat knows it.
#[derive(Resource)]
pub struct OnlineGame<G: OnTable> {
    pub link: Link,
    /// The seat this connection speaks for (known once the server welcomed it).
    pub seat: Option<Seat>,
    /// Every event told so far, with the number of choices made once it happened.
    pub log: Vec<(u64, Vec<G::Event>)>,
    /// The last `state` frame.
    pub state: Option<Remote<G>>,
    /// A moment of the past shown instead of the present (see [`look`]).
    pub look: Looking<G>,
    pub status: Status,
    /// The last refusal or trouble, in words (shown on the table until the next state).
    pub problem: Option<String>,
    /// The step a choice (or undo) was sent for, until the next state: one answer per
    /// decision, however often a button is pressed.
    sent: Option<u64>,
    /// Connections opened so far (a lost one is opened again after a pause).
    tries: u32,
    /// When to open the next connection (seconds of app time), while lost.
    retry_at: Option<f64>,
}

/// The table as the server last told it.
#[derive(Clone, Debug)]
pub struct Remote<G: OnTable> {
    pub step: u64,
    pub turn: Option<Seat>,
    pub kind: Option<G::Kind>,
    pub over: bool,
    pub connected: Vec<bool>,
    pub observation: G::Observation,
    pub deadline: Option<u64>,
    pub undo: Option<Result<(), UndoBlocked>>,
}

/// Where the connection stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    Connecting,
    /// The server welcomed this seat.
    Seated,
    /// The connection was lost; it is opened again shortly.
    Lost(String),
    /// The server will not seat this link (a wrong token, an unknown table, another protocol
    /// version): trying again would not help.
    Refused(String),
}

impl<G: OnTable> OnlineGame<G> {
    pub fn new(link: Link) -> OnlineGame<G> {
        OnlineGame {
            link,
            seat: None,
            log: Vec::new(),
            state: None,
            look: Looking::default(),
            status: Status::Connecting,
            problem: None,
            sent: None,
            tries: 0,
            retry_at: Some(0.0),
        }
    }

    /// Choices made at the table so far, as last told.
    pub fn step(&self) -> u64 {
        self.state.as_ref().map_or(0, |s| s.step)
    }

    pub fn is_over(&self) -> bool {
        self.state.as_ref().is_some_and(|s| s.over)
    }
}

/// The open WebSocket (not `Send` in the browser, so kept apart from [`OnlineGame`]).
struct Socket {
    tx: ewebsock::WsSender,
    rx: ewebsock::WsReceiver,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(lobby::plugin);
}

/// Play the game `G` online (each game's plugin adds it for itself).
pub(crate) fn for_game<G: OnTable>(app: &mut App) {
    seating::for_game::<G>(app);
    app.add_systems(
        Update,
        (
            connect::<G>,
            receive::<G>,
            look::requests::<G>,
            send_choices::<G>,
        )
            .chain()
            .in_set(OnlineSet)
            .run_if(resource_exists::<OnlineGame<G>>),
    );
}

/// Open the connection when there is none and it is time to (at once, then after a pause
/// that grows to 10 s while the server stays away).
fn connect<G: OnTable>(world: &mut World) {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    if world.get_non_send::<Socket>().is_some() {
        return;
    }
    let mut game = world.resource_mut::<OnlineGame<G>>();
    if matches!(game.status, Status::Refused(_)) || game.retry_at.is_none_or(|at| now < at) {
        return;
    }
    game.tries += 1;
    game.retry_at = None;
    let url = format!("{}?table={}", game.link.ws, game.link.table);
    info!(
        "online: connecting to {} (try {})",
        game.link.ws, game.tries
    );
    match ewebsock::connect(url, ewebsock::Options::default()) {
        Ok((tx, rx)) => {
            game.status = Status::Connecting;
            world.insert_non_send(Socket { tx, rx });
        }
        Err(e) => lost(&mut game, now, format!("cannot connect: {e}")),
    }
}

/// The connection is gone: say so, and open it again after a pause.
fn lost<G: OnTable>(game: &mut OnlineGame<G>, now: f64, why: String) {
    warn!("online: {why}");
    if !matches!(game.status, Status::Refused(_)) {
        game.status = Status::Lost(why);
        game.retry_at = Some(now + f64::from(game.tries.min(5)) * 2.0);
    }
    game.sent = None;
    // A moment asked for on the lost connection will not come: back to the present.
    if game.look.is_on() {
        game.look = Looking::default();
    }
}

/// Read every frame that arrived: the log and events become the table's events, the state its
/// observation.
fn receive<G: OnTable>(world: &mut World) {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let mut frames = Vec::new();
    let mut closed = None;
    if let Some(socket) = world.get_non_send::<Socket>() {
        while let Some(event) = socket.rx.try_recv() {
            match event {
                ewebsock::WsEvent::Opened => frames.push(Incoming::Opened),
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    frames.push(Incoming::Text(text))
                }
                ewebsock::WsEvent::Message(_) => {}
                ewebsock::WsEvent::Error(e) => closed = Some(format!("the connection failed: {e}")),
                ewebsock::WsEvent::Closed => {
                    closed = Some("the server closed the connection".into())
                }
            }
        }
    }
    for frame in frames {
        match frame {
            Incoming::Opened => {
                let game = world.resource::<OnlineGame<G>>();
                let hello = ClientFrame::Hello {
                    version: PROTOCOL,
                    table: game.link.table.clone(),
                    token: game.link.token.clone(),
                };
                send(world, &hello);
            }
            Incoming::Text(text) => match serde_json::from_str::<ServerFrame>(&text) {
                Ok(frame) => take::<G>(world, frame),
                Err(e) => {
                    warn!("online: a frame this client cannot read: {e}");
                    world.resource_mut::<OnlineGame<G>>().problem = Some(format!(
                        "The server sent a frame this game cannot read: {e}"
                    ));
                }
            },
        }
    }
    if let Some(why) = closed {
        world.remove_non_send::<Socket>();
        lost(&mut world.resource_mut::<OnlineGame<G>>(), now, why);
    }
}

enum Incoming {
    Opened,
    Text(String),
}

impl Socket {
    fn send(&mut self, frame: &ClientFrame) {
        let text = serde_json::to_string(frame).expect("client frames serialize");
        self.tx.send(ewebsock::WsMessage::Text(text));
    }
}

fn send(world: &mut World, frame: &ClientFrame) {
    if let Some(mut socket) = world.get_non_send_mut::<Socket>() {
        socket.send(frame);
    }
}

/// Read a frame's events (the rules' own JSON, inside each `event_json` object).
fn read_events<G: OnTable>(values: &[serde_json::Value]) -> Result<Vec<G::Event>, String> {
    values
        .iter()
        .map(|v| {
            serde_json::from_value(v.get("event").cloned().unwrap_or_default())
                .map_err(|e| format!("an event this game cannot read: {e}"))
        })
        .collect()
}

/// Read an observation the server sent; one that does not read is the table's problem, said
/// on the table. A spectator's is the public face: no seat, no secrets, no decision; it reads
/// as an observation whose own secrets are none (the table never shows them: a spectator's
/// screen is nobody's).
fn read_observation<G: OnTable>(
    world: &mut World,
    mut value: serde_json::Value,
) -> Option<G::Observation> {
    if world.resource::<OnlineGame<G>>().seat.is_none() {
        G::spectator(&mut value);
    }
    match serde_json::from_value(value) {
        Ok(o) => Some(o),
        Err(e) => {
            let why = format!("an observation this game cannot read: {e}");
            world.resource_mut::<OnlineGame<G>>().problem = Some(why);
            None
        }
    }
}

/// One frame from the server, taken in.
fn take<G: OnTable>(world: &mut World, frame: ServerFrame) {
    match frame {
        ServerFrame::Welcome { seat, game, .. } => {
            // A table of another game than this window plays (or of a game this version
            // does not play: a newer server's): said, and nothing of it read.
            if game != G::ID {
                let why = match game.parse::<crate::games::GameId>() {
                    Err(e) => format!("this table cannot be played here: {e}"),
                    Ok(other) => format!(
                        "this table plays {}, not {}: open it from that game's page",
                        other.title(),
                        G::TITLE
                    ),
                };
                world.resource_mut::<OnlineGame<G>>().problem = Some(why);
                return;
            }
            let mut game = world.resource_mut::<OnlineGame<G>>();
            match seat {
                Some(s) => info!("online: seated as seat {}", s + 1),
                None => info!("online: watching as a spectator"),
            }
            game.seat = seat;
            game.status = Status::Seated;
            game.tries = 0;
        }
        ServerFrame::Log { entries } => {
            let mut log = Vec::new();
            for entry in entries {
                match read_events::<G>(&entry.events) {
                    Ok(events) => log.push((entry.step, events)),
                    Err(e) => {
                        world.resource_mut::<OnlineGame<G>>().problem = Some(e);
                        return;
                    }
                }
            }
            info!("online: log of {} steps", log.len());
            world.resource_mut::<OnlineGame<G>>().log = log;
            // The table rebuilds from the state that follows; the log is told again whole.
            world.write_message(GameReset);
        }
        ServerFrame::Events { step, events } => match read_events::<G>(&events) {
            Ok(events) => {
                let mut game = world.resource_mut::<OnlineGame<G>>();
                game.log.push((step, events.clone()));
                // Looking back, the board shows the past: the log takes these in on return.
                if !game.look.is_on() {
                    world.write_message_batch(events.into_iter().map(GameEventMsg::<G>));
                }
            }
            Err(e) => world.resource_mut::<OnlineGame<G>>().problem = Some(e),
        },
        ServerFrame::State {
            step,
            turn,
            over,
            connected,
            observation,
            deadline,
            kind,
            undo,
            ..
        } => {
            let Some(observation) = read_observation::<G>(world, observation) else {
                return;
            };
            let kind = match kind
                .map(|k| serde_json::from_value::<G::Kind>(*k))
                .transpose()
            {
                Ok(kind) => kind,
                Err(e) => {
                    let why = format!("a decision this game cannot read: {e}");
                    world.resource_mut::<OnlineGame<G>>().problem = Some(why);
                    return;
                }
            };
            // The table plays with the data the observation says (M&M: its switches).
            let data = world.resource::<LoadedData<G>>().0.clone();
            if let Some(seen) = G::data_seen(&data, &observation) {
                world.insert_resource(LoadedData::<G>(Arc::new(seen)));
            }
            // For the browser test (a script's run only): this seat's own secrets in words, so
            // it can check that no other seat's page ever shows them.
            if crate::widgets::named::enabled() {
                let data = &world.resource::<LoadedData<G>>().0;
                info!(
                    "online: my secrets at step {step}: {}",
                    G::secrets(data, &observation)
                );
            }
            let mut game = world.resource_mut::<OnlineGame<G>>();
            let first = game.state.is_none();
            game.sent = None;
            game.problem = None;
            game.state = Some(Remote {
                step,
                turn,
                kind,
                over,
                connected,
                observation,
                deadline,
                undo,
            });
            // Seated at last: from the Play online screen to the table — unless this player
            // just opened the table, and has its links to hand out first ("To the table").
            let inviting = world.resource::<lobby::Lobby>().created.is_some();
            if first && !inviting && *world.resource::<State<Screen>>() == Screen::Online {
                world
                    .resource_mut::<NextState<Screen>>()
                    .set(Screen::Playing);
            }
        }
        ServerFrame::Rewound { step } => {
            let mut game = world.resource_mut::<OnlineGame<G>>();
            game.log.retain(|(at, _)| *at <= step);
            game.look = Looking::default();
            world.write_message(Rewound(step as usize));
            world.write_message(GameReset);
        }
        ServerFrame::Error { code, message } => {
            warn!("online: refused ({code:?}): {message}");
            let mut game = world.resource_mut::<OnlineGame<G>>();
            game.sent = None;
            if code == Refusal::NoSuchStep {
                game.look = Looking::default();
            }
            if matches!(
                code,
                Refusal::Version | Refusal::BadToken | Refusal::UnknownTable
            ) {
                game.status = Status::Refused(message.clone());
            }
            game.problem = Some(message);
        }
        ServerFrame::Past { step, observation } => look::arrived::<G>(world, step, observation),
        ServerFrame::Pong => {}
    }
}

/// The human's choices and undos, sent as the protocol's option indices (once per decision).
fn send_choices<G: OnTable>(
    mut choices: MessageReader<ChoiceMade<G>>,
    mut undos: MessageReader<UndoChoice>,
    mut game: ResMut<OnlineGame<G>>,
    socket: Option<NonSendMut<Socket>>,
) {
    let choice = choices.read().last().copied();
    let undo = undos.read().count() > 0;
    if game.look.is_on() && (choice.is_some() || undo) {
        game.problem = Some("You are looking back: return to the game to play.".into());
        return;
    }
    let (Some(state), None, Status::Seated, Some(mut socket)) =
        (&game.state, game.sent, &game.status, socket)
    else {
        return;
    };
    let step = state.step;
    let frame = if undo {
        Some(ClientFrame::Undo { step })
    } else {
        choice.and_then(|ChoiceMade(choice)| {
            let options = G::options(&state.observation)?;
            let index = options.iter().position(|c| *c == choice)?;
            Some(ClientFrame::Choose { step, index })
        })
    };
    if let Some(frame) = frame {
        game.sent = Some(step);
        socket.send(&frame);
    }
}

/// Milliseconds since 1970 by this machine's clock (the turn timer's countdown).
pub fn unix_ms() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now() as u64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
