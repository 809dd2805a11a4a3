//! The server's HTTP face: a small JSON API for tables, the WebSocket every player and
//! spectator connects through, and the web build's folder at `/`.
//!
//! - `POST /api/tables` with a [`NewTable`]: the table's id and one token per human seat and
//!   one for spectators ([`Created`]); the invite links are `http://HOST/GAME/#table=ID&token=T`
//!   (the token after `#` never reaches a server's logs).
//! - `GET /api/tables/{id}`: the table's public face: its seats, who is connected, whose turn.
//! - `GET /ws`: the WebSocket (see [`super::frame`]).

use super::client::Link;
use super::door::{self, AddressSlot};
use super::{Created, NewTable, Server};
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::json;
use std::net::SocketAddr;
use std::sync::Arc;

pub fn router(server: Arc<Server>, web: Option<&std::path::Path>) -> Router {
    let router = Router::new()
        .route("/api/tables", post(create))
        .route("/api/tables/{id}", get(info))
        .route("/ws", get(socket))
        .with_state(server);
    match web {
        Some(dir) if dir.is_dir() => {
            router.fallback_service(tower_http::services::ServeDir::new(dir))
        }
        _ => router.route("/", get(no_web_build)),
    }
}

/// The server's page when it has no browser build to serve: what to do instead.
const NO_WEB_BUILD: &str = "<!doctype html><meta charset=utf-8><title>Spanish Main server</title>\
<h1>Spanish Main: a game server</h1>\
<p>This server keeps tables for play online, but it has no browser build to serve.</p>\
<p>To play in the browser, build it (<code>scripts/web.sh build</code>, into \
<code>dist/web</code>) and start the server again (<code>spanish-main serve</code> serves \
<code>dist/web</code>, or <code>--web DIR</code>).</p>\
<p>To play from the desktop window, open a seat's invite link with \
<code>spanish-main --join LINK</code>, or paste it in <em>Play online</em>.</p>";

async fn no_web_build() -> axum::response::Html<&'static str> {
    axum::response::Html(NO_WEB_BUILD)
}

fn problem(status: StatusCode, message: impl Into<String>) -> Response {
    (status, Json(json!({"error": message.into()}))).into_response()
}

async fn create(
    State(server): State<Arc<Server>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
    body: Result<Json<NewTable>, axum::extract::rejection::JsonRejection>,
) -> Response {
    let Json(request) = match body {
        Ok(b) => b,
        Err(e) => return problem(StatusCode::BAD_REQUEST, e.body_text()),
    };
    // A request that makes no table counts against nothing.
    if let Err(e) = server.check(&request) {
        return problem(StatusCode::BAD_REQUEST, e);
    }
    if !server.may_make_table(addr.ip()) {
        return problem(
            StatusCode::TOO_MANY_REQUESTS,
            format!(
                "{} has made {} tables this hour already",
                addr.ip(),
                server.limits.tables_per_hour
            ),
        );
    }
    let host = headers
        .get(axum::http::header::HOST)
        .and_then(|h| h.to_str().ok())
        .map(str::to_string);
    match server.create(&request).await {
        Ok(mut created) => {
            if let Some(host) = host {
                let (id, game) = (created.table.clone(), created.game.clone());
                for s in &mut created.seats {
                    s.link = s
                        .token
                        .as_deref()
                        .map(|t| Link::invite(&host, &game, &id, t));
                }
                created.spectator_link =
                    Some(Link::invite(&host, &game, &id, &created.spectator_token));
            }
            (StatusCode::CREATED, Json::<Created>(created)).into_response()
        }
        Err(e) => problem(StatusCode::BAD_REQUEST, e),
    }
}

async fn info(State(server): State<Arc<Server>>, Path(id): Path<String>) -> Response {
    match server.table(&id).await {
        Ok(Some(table)) => Json(table.info().await).into_response(),
        Ok(None) => problem(StatusCode::NOT_FOUND, format!("there is no table {id}")),
        Err(e) => problem(StatusCode::INTERNAL_SERVER_ERROR, e),
    }
}

async fn socket(
    State(server): State<Arc<Server>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    upgrade: WebSocketUpgrade,
) -> Response {
    let ip = addr.ip();
    if !server.take_address(ip) {
        return problem(
            StatusCode::TOO_MANY_REQUESTS,
            format!(
                "{ip} has {} connections open already",
                server.limits.connections_per_address
            ),
        );
    }
    let slot = AddressSlot {
        server: server.clone(),
        ip,
    };
    let hard_limit = server.limits.max_frame * 8;
    upgrade
        .max_message_size(hard_limit)
        .max_frame_size(hard_limit)
        .on_upgrade(move |ws| door::run(ws, server, slot))
}
