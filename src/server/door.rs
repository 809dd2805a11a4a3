//! The door of every table: a new WebSocket connection's hello (its protocol version, its
//! table and the token that admits it), then the connection handed to its table, whichever
//! game it plays (`conn.rs` serves it there).

use super::Server;
use super::conn::{Incoming, incoming, send};
use super::frame::{self, ClientFrame, PROTOCOL, Refusal, ServerFrame};
use super::host::Hosted;
use super::table::Member;
use axum::extract::ws::{Message, WebSocket};
use std::net::IpAddr;
use std::sync::Arc;

/// Hellos with a wrong token (or an unknown table) before the connection is closed.
const BAD_HELLOS: u32 = 5;

/// Holds one of an address's connection slots; gives it back when the connection ends.
pub struct AddressSlot {
    pub server: Arc<Server>,
    pub ip: IpAddr,
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        self.server.release_address(self.ip);
    }
}

/// Serve one connection until either side ends it: its hello, then the table it opens, of
/// whichever game.
pub async fn run(mut socket: WebSocket, server: Arc<Server>, slot: AddressSlot) {
    let _slot = slot;
    let Some((table, member)) = hello(&mut socket, &server).await else {
        let _ = socket.send(Message::Close(None)).await;
        return;
    };
    table.serve(socket, server, member).await;
}

/// Wait for the hello: the table and the member the token admits, or `None` when the
/// connection is to end (it went away, said no hello in time, or tried too many tokens).
async fn hello(socket: &mut WebSocket, server: &Arc<Server>) -> Option<(Arc<dyn Hosted>, Member)> {
    let mut bad = 0;
    let deadline = tokio::time::Instant::now() + server.limits.hello_timeout;
    loop {
        let msg = match tokio::time::timeout_at(deadline, socket.recv()).await {
            Ok(msg) => msg,
            Err(_) => {
                let e = ServerFrame::error(Refusal::Hello, "no hello in time");
                let _ = send(socket, &e).await;
                return None;
            }
        };
        let text = match incoming(msg) {
            Incoming::Gone => return None,
            Incoming::Skip => continue,
            Incoming::Binary => {
                let e = ServerFrame::error(Refusal::Malformed, "frames are JSON text, not binary");
                send(socket, &e).await.ok()?;
                continue;
            }
            Incoming::Text(t) => t,
        };
        let refusal = match frame::parse(&text, server.limits.max_frame) {
            Err(e) => *e,
            Ok(ClientFrame::Hello {
                version,
                table,
                token,
            }) => {
                if version != PROTOCOL {
                    let e = ServerFrame::error(
                        Refusal::Version,
                        format!(
                            "this server speaks protocol {PROTOCOL}; the client speaks {version}: update the game"
                        ),
                    );
                    let _ = send(socket, &e).await;
                    return None;
                }
                match server.table(&table).await {
                    Ok(Some(t)) => match t.admit(&token) {
                        Some(member) => return Some((t, member)),
                        None => {
                            bad += 1;
                            ServerFrame::error(
                                Refusal::BadToken,
                                format!("the token opens no seat at table {table}"),
                            )
                        }
                    },
                    Ok(None) => {
                        bad += 1;
                        ServerFrame::error(
                            Refusal::UnknownTable,
                            format!("there is no table {table}"),
                        )
                    }
                    Err(e) => ServerFrame::error(Refusal::Storage, e),
                }
            }
            Ok(_) => ServerFrame::error(Refusal::Hello, "say hello first"),
        };
        send(socket, &refusal).await.ok()?;
        if bad >= BAD_HELLOS {
            return None;
        }
    }
}
