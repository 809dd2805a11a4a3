//! The games a server plays and its tables of every game: one [`Host`] per game (its data, how
//! its tables are made and resumed), and every table, whatever its game, as a [`Hosted`]
//! behind the server's one map (the game's own [`Table`] inside, written over `Served`).

use super::game::Served;
use super::store::StoredTable;
use super::table::{Member, Table};
use super::{Created, NewTable, Server};
use axum::extract::ws::WebSocket;
use futures_util::future::BoxFuture;
use std::any::Any;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// A table of any game, as the server's map and a connection hold it.
pub trait Hosted: Any + Send + Sync {
    /// The game it plays (its short name).
    fn game(&self) -> &'static str;
    /// Whom `token` admits to this table, if anyone.
    fn admit(&self, token: &str) -> Option<Member>;
    /// Whether an AI seat's decision is being thought over now.
    fn thinking(&self) -> bool;
    /// Run the table's turn timer, if it has one (a table loaded into memory).
    fn time_turns(self: Arc<Self>, server: &Arc<Server>);
    /// Let the table's AI seats play until a person's decision (a table resumed at start).
    fn drive(self: Arc<Self>, server: &Arc<Server>);
    /// Serve one connection admitted as `member`, from its welcome until either side ends it.
    fn serve(
        self: Arc<Self>,
        socket: WebSocket,
        server: Arc<Server>,
        member: Member,
    ) -> BoxFuture<'static, ()>;
    /// What the table API says of the table (`GET /api/tables/ID`).
    fn info(self: Arc<Self>) -> BoxFuture<'static, serde_json::Value>;
    /// The table as `Any`, to be had back as its game's [`Table`].
    fn as_any(self: Arc<Self>) -> Arc<dyn Any + Send + Sync>;
}

/// One game a server plays: its data, and how its tables are made and resumed.
pub trait Host: Send + Sync {
    /// The game's title for people.
    fn title(&self) -> &'static str;
    /// Whether the request would make a table of this game (nothing is made).
    fn check(&self, request: &NewTable) -> Result<(), String>;
    /// A stored table of this game, its history replayed to where it stood.
    fn resume(&self, stored: StoredTable) -> Result<Arc<dyn Hosted>, String>;
    /// Set up, store and open a new table of this game.
    fn create<'a>(
        &'a self,
        server: &'a Arc<Server>,
        request: &'a NewTable,
    ) -> BoxFuture<'a, Result<Created, String>>;
}

/// A game's [`Host`]: its data, shared by every table of it.
pub struct GameHost<G: Served> {
    data: Arc<G::Data>,
}

impl<G: Served> Host for GameHost<G> {
    fn title(&self) -> &'static str {
        G::TITLE
    }

    fn check(&self, request: &NewTable) -> Result<(), String> {
        request.config::<G>().map(|_| ())
    }

    fn resume(&self, stored: StoredTable) -> Result<Arc<dyn Hosted>, String> {
        Ok(Arc::new(Table::<G>::resume(self.data.clone(), stored)?))
    }

    fn create<'a>(
        &'a self,
        server: &'a Arc<Server>,
        request: &'a NewTable,
    ) -> BoxFuture<'a, Result<Created, String>> {
        Box::pin(server.create_table::<G>(self.data.clone(), request))
    }
}

/// The games a server plays, by short name.
#[derive(Default)]
pub struct Games(BTreeMap<&'static str, Box<dyn Host>>);

impl Games {
    /// These games and a game `G` played with `data`.
    pub fn with<G: Served>(mut self, data: Arc<G::Data>) -> Games {
        self.0.insert(G::ID, Box::new(GameHost::<G> { data }));
        self
    }

    /// The game named `id`, or one error naming it and the games this server plays.
    pub fn get(&self, id: &str) -> Result<&dyn Host, String> {
        self.0.get(id).map(|h| h.as_ref()).ok_or_else(|| {
            let known: Vec<String> = self
                .0
                .iter()
                .map(|(id, h)| format!("{id} ({})", h.title()))
                .collect();
            format!(
                "unknown game \"{id}\": this version plays {}",
                known.join(", ")
            )
        })
    }
}

impl<G: Served> Hosted for Table<G> {
    fn game(&self) -> &'static str {
        G::ID
    }

    fn admit(&self, token: &str) -> Option<Member> {
        Table::admit(self, token)
    }

    fn thinking(&self) -> bool {
        self.thinking.load(Ordering::Relaxed)
    }

    fn time_turns(self: Arc<Self>, server: &Arc<Server>) {
        server.time_turns(self);
    }

    fn drive(self: Arc<Self>, server: &Arc<Server>) {
        server.drive(self);
    }

    fn serve(
        self: Arc<Self>,
        socket: WebSocket,
        server: Arc<Server>,
        member: Member,
    ) -> BoxFuture<'static, ()> {
        Box::pin(super::conn::serve(socket, server, self, member))
    }

    fn info(self: Arc<Self>) -> BoxFuture<'static, serde_json::Value> {
        Box::pin(async move {
            let live = self.live().await;
            let s = &live.session;
            serde_json::json!({
                "table": self.id,
                "seats": self.kinds.iter().map(|k| G::seat_word(*k)).collect::<Vec<_>>(),
                "connected": self.connected(),
                "round": <G as crate::table::OnTable>::round(s.state()),
                "step": s.choices_made(),
                "turn": s.decision().map(|d| d.seat),
                "over": s.is_over(),
            })
        })
    }

    fn as_any(self: Arc<Self>) -> Arc<dyn Any + Send + Sync> {
        self
    }
}
