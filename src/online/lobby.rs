//! The Play online screen: join a table by its invite link, or open a new one on a server
//! (the new-game screen, with the server's address) and hand its links to friends.

use super::Status;
use super::seating::{OnlineGames, OnlineSeen, sit_at};
use crate::protocol::{Created, Link, NewTable};
use crate::screen::Screen;
use crate::widgets::named::{button, named};
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::sync::{Arc, Mutex};

/// The new-game screen opening a table on a server (from Play online) rather than here.
#[derive(Resource, Default)]
pub struct OnlineForm {
    /// The server's address; `None`: a game at this screen.
    pub server: Option<String>,
    /// The turn timer, in seconds (empty: none; a table waits as long as it must).
    pub turn_seconds: String,
}

/// An invite link to join as soon as the game is ready: the browser page's own address when it
/// carries `#table=…&token=…`, or the desktop's `--join LINK`.
#[derive(Resource, Default)]
pub struct JoinLink(pub Option<String>);

/// Ask a server to open a table (the new-game screen's "Open the table").
#[derive(Message, Clone, Debug)]
pub struct OpenTable {
    /// `HOST:PORT`, or a whole `http://…` address.
    pub server: String,
    pub table: NewTable,
}

/// The screen's form and what it waits for.
#[derive(Resource)]
pub struct Lobby {
    /// The invite link typed or pasted.
    pub link: String,
    /// The server's address for a new table.
    pub server: String,
    pub problem: Option<String>,
    /// The table this client opened: the links to hand out.
    pub created: Option<Created>,
    /// A request under way; its answer lands here.
    waiting: Option<Arc<Mutex<Option<Result<Created, String>>>>>,
}

impl Default for Lobby {
    fn default() -> Lobby {
        Lobby {
            link: String::new(),
            server: default_server(),
            problem: None,
            created: None,
            waiting: None,
        }
    }
}

/// The server a new table opens on: in the browser, the one that served the page; on the
/// desktop, one on this machine (`spanish-main serve`).
fn default_server() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(host) = web_sys::window().and_then(|w| w.location().host().ok())
        && !host.is_empty()
    {
        return host;
    }
    "127.0.0.1:7777".into()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Lobby>()
        .init_resource::<JoinLink>()
        .add_message::<OpenTable>()
        .add_systems(Update, (open_tables, table_opened, join_from_link))
        .add_systems(
            EguiPrimaryContextPass,
            screen.run_if(in_state(Screen::Online)),
        );
}

/// The server's HTTP address from what the player typed.
fn http_base(server: &str) -> String {
    let server = server.trim().trim_end_matches('/');
    if server.starts_with("http://") || server.starts_with("https://") {
        server.to_string()
    } else {
        format!("http://{server}")
    }
}

/// An invite link, or its code alone (`table=ID&token=T`, the part after `#`) for `server`.
fn read_link(text: &str, server: &str) -> Result<Link, String> {
    let text = text.trim();
    if !text.contains("://") && text.contains("table=") {
        let code = text.trim_start_matches('#');
        return Link::parse(&format!("{}/#{code}", http_base(server)), None);
    }
    Link::parse(text, None)
}

/// Send each request for a new table (one at a time).
fn open_tables(mut asks: MessageReader<OpenTable>, mut lobby: ResMut<Lobby>) {
    let Some(ask) = asks.read().last().cloned() else {
        return;
    };
    if lobby.waiting.is_some() {
        return;
    }
    let url = format!("{}/api/tables", http_base(&ask.server));
    info!("online: opening a table at {url}");
    let body = serde_json::to_vec(&ask.table).expect("a new table serializes");
    // Not `Request::post`: its text/plain Content-Type would stay beside ours.
    let request = ehttp::Request::new(
        ehttp::Method::POST,
        url.clone(),
        &[("Accept", "*/*"), ("Content-Type", "application/json")],
    )
    .with_body(body);
    let slot = Arc::new(Mutex::new(None));
    let answer = slot.clone();
    ehttp::fetch(request, move |result| {
        let read = match result {
            Err(e) => Err(format!("no answer from {url}: {e}")),
            Ok(r) if r.ok => serde_json::from_slice::<Created>(&r.bytes)
                .map_err(|e| format!("the server's answer is not a table: {e}")),
            Ok(r) => Err(format!(
                "the server refused the table ({}): {}",
                r.status,
                r.text().unwrap_or_default()
            )),
        };
        *answer.lock().expect("the answer's lock") = Some(read);
    });
    lobby.problem = None;
    lobby.created = None;
    lobby.waiting = Some(slot);
}

/// A table opened: show its links, and take the first human seat.
fn table_opened(
    mut commands: Commands,
    mut lobby: ResMut<Lobby>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(answer) = lobby
        .waiting
        .as_ref()
        .and_then(|slot| slot.lock().expect("the answer's lock").take())
    else {
        return;
    };
    lobby.waiting = None;
    next.set(Screen::Online);
    match answer {
        Ok(created) => {
            info!("online: table {} opened", created.table);
            let mine = created.seats.iter().find_map(|s| s.link.clone());
            let game = created.game.clone();
            lobby.created = Some(created);
            match mine.map(|l| Link::parse(&l, None)) {
                Some(Ok(link)) => join(&mut commands, link, Some(game)),
                Some(Err(e)) => lobby.problem = Some(e),
                None => lobby.problem = Some("the table has no human seat to take".into()),
            }
        }
        Err(e) => {
            warn!("online: {e}");
            lobby.problem = Some(e);
        }
    }
}

/// Sit at a table of `game` (by short name; `None`: the link names none): the local game (if
/// any) is put away (its autosave resumes it later). A game this version does not play is
/// one problem on the screen.
fn join(commands: &mut Commands, link: Link, game: Option<String>) {
    commands.queue(move |world: &mut World| {
        if let Err(e) = sit_at(world, link, game.as_deref()) {
            world.resource_mut::<Lobby>().problem = Some(e);
        }
    });
}

/// A link the page (or the command line) came with: joined once the menu is up.
fn join_from_link(
    mut commands: Commands,
    mut from: ResMut<JoinLink>,
    screen: Res<State<Screen>>,
    mut lobby: ResMut<Lobby>,
    mut next: ResMut<NextState<Screen>>,
) {
    if *screen.get() != Screen::Menu {
        return;
    }
    let Some(text) = from.0.take() else {
        return;
    };
    lobby.link = text.clone();
    lobby.created = None;
    next.set(Screen::Online);
    match Link::parse(&text, None) {
        Ok(link) => join(
            &mut commands,
            link,
            Link::game_in(&text).map(str::to_string),
        ),
        Err(e) => lobby.problem = Some(e),
    }
}

fn screen(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut lobby: ResMut<Lobby>,
    (seen, games): (Res<OnlineSeen>, Res<OnlineGames>),
    mut next: ResMut<NextState<Screen>>,
    mut online_new: ResMut<OnlineForm>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Play online")
        .id(egui::Id::new("play online"))
        .frame(panel_frame())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .min_width(460.0)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new("Join a table").strong());
            ui.label(
                "Paste the invite link a friend sent you (http://…/mm/#table=…&token=…), or its \
                 code (table=…&token=…) for the server below.",
            );
            ui.horizontal(|ui| {
                let r = ui.add(
                    egui::TextEdit::singleline(&mut lobby.link)
                        .desired_width(320.0)
                        .hint_text("invite link"),
                );
                named(ui, &r, "Invite link");
                if button(ui, "Join", "Join").clicked() {
                    match read_link(&lobby.link, &lobby.server) {
                        Ok(link) => {
                            lobby.problem = None;
                            lobby.created = None;
                            let game = Link::game_in(&lobby.link).map(str::to_string);
                            join(&mut commands, link, game);
                        }
                        Err(e) => lobby.problem = Some(e),
                    }
                }
            });
            ui.separator();
            ui.label(egui::RichText::new("Open a new table").strong());
            ui.horizontal(|ui| {
                ui.label("Server:");
                let r = ui.add(
                    egui::TextEdit::singleline(&mut lobby.server)
                        .desired_width(220.0)
                        .hint_text("host:port"),
                );
                named(ui, &r, "Server");
                if button(ui, "Choose the captains…", "Open a table").clicked() {
                    online_new.server = Some(lobby.server.clone());
                    next.set(Screen::NewGame);
                }
            })
            .response
            .on_hover_text(
                "A server started with `spanish-main serve` (see the README): it keeps the \
                 table, plays its AI captains and tells each player only what their seat sees.",
            );
            if lobby.waiting.is_some() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("Opening the table…");
                });
            }
            if let Some(created) = &lobby.created {
                ui.separator();
                ui.label(egui::RichText::new("Invite your friends").strong());
                ui.label("Send each friend their seat's link (keep yours: it is your seat's key).");
                let seat_name = games.of(Some(&created.game)).ok().map(|g| g.seat_name);
                for seat in &created.seats {
                    let Some(link) = &seat.link else { continue };
                    ui.horizontal(|ui| {
                        ui.label(seat_name.map_or_else(
                            || format!("Seat {}", seat.seat + 1),
                            |name| name(seat.seat),
                        ));
                        ui.add(egui::TextEdit::singleline(&mut link.as_str()).desired_width(300.0));
                        if ui.button("Copy").clicked() {
                            ui.ctx().copy_text(link.clone());
                        }
                    });
                }
                if let Some(link) = &created.spectator_link {
                    ui.horizontal(|ui| {
                        ui.label("Spectators");
                        ui.add(egui::TextEdit::singleline(&mut link.as_str()).desired_width(300.0));
                        if ui.button("Copy").clicked() {
                            ui.ctx().copy_text(link.clone());
                        }
                    });
                }
            }
            if let Some(status) = &seen.status {
                ui.separator();
                let (text, spin) = match status {
                    Status::Connecting => (format!("Connecting to {}…", seen.ws), true),
                    Status::Seated if !seen.seated => ("Seated; the table…".into(), true),
                    Status::Seated => ("At the table.".into(), false),
                    Status::Lost(why) => (format!("{why}; trying again…"), true),
                    Status::Refused(why) => (format!("The server will not seat you: {why}"), false),
                };
                ui.horizontal(|ui| {
                    if spin {
                        ui.spinner();
                    }
                    ui.label(text);
                });
                if seen.seated
                    && button(
                        ui,
                        egui::RichText::new("To the table").strong(),
                        "To the table",
                    )
                    .clicked()
                {
                    next.set(Screen::Playing);
                }
            }
            if let Some(p) = &lobby.problem {
                ui.label(egui::RichText::new(p).color(egui::Color32::from_rgb(160, 20, 20)));
            }
            ui.separator();
            if button(ui, "Back", "Online back").clicked() {
                next.set(Screen::Menu);
            }
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    // Issue 28: a table is joined by its link, or by its code with the server's address.
    #[test]
    fn a_table_is_joined_by_link_or_by_code() {
        let by_link = read_link("http://sea.example:7777/#table=ab&token=cd", "other:1");
        let by_code = read_link("table=ab&token=cd", "sea.example:7777");
        assert_eq!(by_link, by_code);
        assert_eq!(by_code.unwrap().ws, "ws://sea.example:7777/ws");
        assert!(read_link("table=ab", "sea.example:7777").is_err());
        assert!(read_link("hello", "sea.example:7777").is_err());
    }
}
