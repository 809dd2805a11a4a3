//! The online protocol: the JSON text frames a client and the server send each other over one
//! WebSocket. A client says `hello` (its protocol version, the table and its seat's token),
//! then answers its own decisions with `choose`; the server sends what the seat may see and
//! nothing more (see [`super::view`]). Every refused frame is answered by one `error` frame
//! naming the problem; it changes nothing.

mod link;
mod tables;
mod words;

pub use link::Link;
pub use tables::{Created, NewTable, SeatInvite, merchants};
pub use words::{event_json, options_json};

use game_core::{Seat, UndoBlocked};
use serde::{Deserialize, Serialize};

/// The protocol's version: a client of another version is told so and sent away. Bump it
/// whenever a frame changes shape.
pub const PROTOCOL: u32 = 3;

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientFrame {
    /// The first frame: who this connection speaks for. `token` is a seat's or the table's
    /// spectator token, as the invite link carries it.
    Hello {
        version: u32,
        table: String,
        token: String,
    },
    /// Answer the decision at `step` (choices made so far, as the last `state` frame said)
    /// with the option at `index`.
    Choose { step: u64, index: usize },
    /// Take back this seat's last choice, the table standing at `step` (as the table's undo
    /// policy allows: see the rules' history).
    Undo { step: u64 },
    /// Keep a quiet connection open; answered by `pong`.
    Ping,
    /// Look back: what this connection's seat saw once `step` choices were made (answered by
    /// `past`; the game goes on meanwhile).
    Look { step: u64 },
}

/// Why a frame was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// Not a JSON frame of this protocol (or a binary frame).
    Malformed,
    /// Over the size limit.
    TooLarge,
    /// A client of another protocol version.
    Version,
    /// Anything but `hello` before the hello was accepted, or a second hello.
    Hello,
    /// No such table.
    UnknownTable,
    /// The token opens no seat of this table.
    BadToken,
    /// The decision is another seat's (or this is a spectator).
    NotYourTurn,
    /// The answer names a decision that is no longer the table's.
    Stale,
    /// The index names no option of the decision.
    NotOffered,
    /// The game is over.
    GameOver,
    /// The undo policy does not allow taking that choice back.
    UndoRefused,
    /// A look back at a moment the game has not reached.
    NoSuchStep,
    /// Too many frames too fast.
    RateLimited,
    /// The choice could not be written down; it was not made.
    Storage,
}

/// What the server sends. Observations, options and events are JSON values built by the
/// rules' own serializers ([`crate::headless::play`] uses the same).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerFrame {
    /// The hello was accepted: this connection speaks for `seat` (none for a spectator) at
    /// a table of `game` (its id: `mm`).
    Welcome {
        version: u32,
        table: String,
        #[serde(default = "tables::merchants")]
        game: String,
        seat: Option<Seat>,
        seats: usize,
    },
    /// The game's events so far, as this connection may read them (all of them: events carry
    /// public facts only), each with the number of choices made once it happened.
    Log {
        entries: Vec<LogEntry>,
    },
    /// A choice was taken back: the table now stands at `step`; a fresh `log` and `state`
    /// follow (the client forgets what it was told past `step`).
    Rewound {
        step: u64,
    },
    /// What one choice caused.
    Events {
        step: u64,
        events: Vec<serde_json::Value>,
    },
    /// Where the game stands for this connection: its observation (a spectator's has no `me`
    /// and no decision), the seat whose decision it is, and who is connected.
    State {
        step: u64,
        turn: Option<Seat>,
        over: bool,
        connected: Vec<bool>,
        observation: serde_json::Value,
        /// This seat's decision, with its options; none when it is another's.
        options: Option<Vec<serde_json::Value>>,
        /// When the table's turn timer runs out on this decision (milliseconds since 1970),
        /// if it has one and a human is to choose.
        deadline: Option<u64>,
        /// What the seat in `turn` decides (public: every screen says whose turn it is and
        /// to do what).
        #[serde(default)]
        kind: Option<Box<serde_json::Value>>,
        /// For this seat's own decision: whether its undo button may take back its last
        /// choice (`Ok`), or why not (`Err`), as the table's undo policy says.
        #[serde(default)]
        undo: Option<Result<(), UndoBlocked>>,
    },
    /// A moment of the past, as this connection saw it (a spectator: the public face then).
    Past {
        step: u64,
        observation: serde_json::Value,
    },
    Error {
        code: Refusal,
        message: String,
    },
    Pong,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    pub step: u64,
    pub events: Vec<serde_json::Value>,
}

impl ServerFrame {
    pub fn error(code: Refusal, message: impl Into<String>) -> ServerFrame {
        ServerFrame::Error {
            code,
            message: message.into(),
        }
    }

    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("server frames serialize")
    }
}

/// Read a client's text frame: one JSON object of this protocol, within `max` bytes; the
/// refusal to send back if it is not one (boxed: a state frame is large).
pub fn parse(text: &str, max: usize) -> Result<ClientFrame, Box<ServerFrame>> {
    if text.len() > max {
        return Err(Box::new(ServerFrame::error(
            Refusal::TooLarge,
            format!("the frame is {} bytes; the limit is {max}", text.len()),
        )));
    }
    serde_json::from_str(text).map_err(|e| {
        Box::new(ServerFrame::error(
            Refusal::Malformed,
            format!(
                "the frame is not a hello, choose, undo, look or ping of protocol {PROTOCOL}: {e}"
            ),
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    // Bad input changes nothing (issue 28): each malformed frame is one named refusal.
    #[test]
    fn frames_parse_exactly_and_refuse_by_name() {
        assert_eq!(
            parse(r#"{"type":"choose","step":4,"index":1}"#, 100),
            Ok(ClientFrame::Choose { step: 4, index: 1 })
        );
        assert_eq!(parse(r#"{"type":"ping"}"#, 100), Ok(ClientFrame::Ping));
        let refused = |text: &str, max| match parse(text, max).map_err(|e| *e) {
            Err(ServerFrame::Error { code, .. }) => code,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(refused("{", 100), Refusal::Malformed);
        assert_eq!(refused(r#"{"type":"shout"}"#, 100), Refusal::Malformed);
        assert_eq!(
            refused(r#"{"type":"choose","step":4,"index":1,"extra":0}"#, 100),
            Refusal::Malformed
        );
        assert_eq!(
            refused(r#"{"type":"choose","step":-1,"index":1}"#, 100),
            Refusal::Malformed
        );
        assert_eq!(refused(&"x".repeat(101), 100), Refusal::TooLarge);
    }
}
