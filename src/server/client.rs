//! A blocking client of the game server: `play --connect` (a bot or a tester plays one seat
//! over the network through the same JSON lines as the local `play`), and the tests' bots.

pub use crate::protocol::Link;
use crate::protocol::{ClientFrame, PROTOCOL};
use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::net::TcpStream;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// One connection to a server.
pub struct Client {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Connect and say hello.
    pub fn connect(link: &Link) -> Result<Client, String> {
        let mut c = Client::open(&link.ws)?;
        c.send(&ClientFrame::Hello {
            version: PROTOCOL,
            table: link.table.clone(),
            token: link.token.clone(),
        })?;
        Ok(c)
    }

    /// Connect without a hello (tests send their own frames).
    pub fn open(ws: &str) -> Result<Client, String> {
        let (socket, _) =
            tungstenite::connect(ws).map_err(|e| format!("cannot connect to {ws}: {e}"))?;
        Ok(Client { socket })
    }

    /// Give up waiting for a frame after `limit` (`recv` then fails as if the connection ended).
    pub fn set_read_timeout(&mut self, limit: Option<std::time::Duration>) {
        if let MaybeTlsStream::Plain(s) = self.socket.get_mut() {
            let _ = s.set_read_timeout(limit);
        }
    }

    pub fn send(&mut self, frame: &ClientFrame) -> Result<(), String> {
        self.send_text(&serde_json::to_string(frame).expect("client frames serialize"))
    }

    pub fn send_text(&mut self, text: &str) -> Result<(), String> {
        self.socket
            .send(Message::Text(text.into()))
            .map_err(|e| format!("the server is gone: {e}"))
    }

    pub fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), String> {
        self.socket
            .send(Message::Binary(bytes.into()))
            .map_err(|e| format!("the server is gone: {e}"))
    }

    /// The next frame from the server (`Err` once the connection ends).
    pub fn recv(&mut self) -> Result<Value, String> {
        loop {
            match self.socket.read() {
                Ok(Message::Text(t)) => {
                    return serde_json::from_str(t.as_str())
                        .map_err(|e| format!("the server sent a frame that is not JSON: {e}"));
                }
                Ok(Message::Close(_)) => return Err("the server closed the connection".into()),
                Ok(_) => continue,
                Err(e) => return Err(format!("the connection ended: {e}")),
            }
        }
    }

    pub fn close(mut self) {
        let _ = self.socket.close(None);
        let _ = self.socket.flush();
    }
}

/// Play one seat at `link` from `input` to `out` as the local `play` does: every event a JSON
/// line, each of this seat's decisions a `decision` line, answered by an option's index on one
/// line; problems with a line (and refusals from the server) go to `err`. Ends when the game
/// does (a `game_over` line) or the input does.
pub fn play(
    link: &Link,
    mut input: impl BufRead,
    out: &mut impl Write,
    err: &mut impl Write,
) -> Result<(), String> {
    let io = |e: std::io::Error| format!("input or output failed: {e}");
    let mut client = Client::connect(link)?;
    let mut line = Vec::new();
    let mut welcomed = false;
    // After a `rewound` line, the log that follows is the game's up to there, already printed.
    let mut skip_log = false;
    loop {
        let frame = client.recv()?;
        match frame["type"].as_str().unwrap_or_default() {
            "welcome" => {
                // A table of a game this version does not play: one clear error.
                let game = frame["game"].as_str().unwrap_or("mm");
                if let Err(e) = game.parse::<crate::games::GameId>() {
                    client.close();
                    return Err(format!("this table cannot be played here: {e}"));
                }
                welcomed = true
            }
            "rewound" => {
                writeln!(out, "{}", json!({"type": "rewound", "step": frame["step"]}))
                    .map_err(io)?;
                skip_log = true;
            }
            "log" if skip_log => skip_log = false,
            // Refused at the door (a wrong token, an unknown table, another version).
            "error" if !welcomed => {
                client.close();
                return Err(frame["message"].as_str().unwrap_or_default().to_string());
            }
            "log" => {
                for entry in frame["entries"].as_array().into_iter().flatten() {
                    for e in entry["events"].as_array().into_iter().flatten() {
                        writeln!(out, "{e}").map_err(io)?;
                    }
                }
            }
            "events" => {
                for e in frame["events"].as_array().into_iter().flatten() {
                    writeln!(out, "{e}").map_err(io)?;
                }
            }
            "error" => {
                let message = frame["message"].as_str().unwrap_or_default();
                writeln!(err, "error: {message}").map_err(io)?
            }
            "state" if frame["over"] == true => {
                let round = &frame["observation"]["round"];
                writeln!(out, "{}", json!({"type": "game_over", "round": round})).map_err(io)?;
                return Ok(());
            }
            "state" => {
                let Some(options) = frame["options"].as_array() else {
                    continue;
                };
                let obs = &frame["observation"];
                let decision = json!({
                    "type": "decision",
                    "seat": obs["seat"],
                    "kind": obs["decision"]["kind"],
                    "options": options,
                    "observation": obs,
                });
                writeln!(out, "{decision}").map_err(io)?;
                out.flush().map_err(io)?;
                let index = loop {
                    line.clear();
                    if input.read_until(b'\n', &mut line).map_err(io)? == 0 {
                        client.close();
                        return Ok(());
                    }
                    match crate::headless::play::parse_index(&line, options.len()) {
                        Ok(i) => break i,
                        Err(e) => writeln!(err, "error: {e}").map_err(io)?,
                    }
                };
                let step = frame["step"].as_u64().unwrap_or_default();
                client.send(&ClientFrame::Choose { step, index })?;
            }
            _ => {}
        }
        out.flush().map_err(io)?;
    }
}
