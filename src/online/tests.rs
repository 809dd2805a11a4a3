//! The game window's online client against a real server on a loopback port (issue 28): the
//! window joins by invite link, its table shows exactly its seat's observation, its human's
//! clicks reach the server as choices, and an option that is not offered sends nothing.

use super::*;
use crate::content::GameData;
use crate::games::mm::mirror::{SeenBy, TableView, Viewer};
use crate::rules::Choice;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::Observation;
use crate::server::{self, Config, NewTable};
use bevy::state::app::StatesPlugin;
use std::time::{Duration, Instant};

struct Fixture {
    rt: tokio::runtime::Runtime,
    running: server::Running,
    table: String,
    app: App,
    /// The table's spectator link.
    spectator: String,
}

/// A headless app of the table's plugins (no window, no GPU) that joins `link`.
fn window(link: String) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .insert_resource(LoadedData::<Mm>(GameData::embedded()))
        .add_plugins((
            crate::table::plugin::<Mm>,
            crate::games::mm::mirror::plugin,
            plugin,
            for_game::<Mm>,
        ))
        .insert_resource(JoinLink(Some(link)));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Menu);
    app
}

/// A server with SQLite in a fresh folder, a table of a human and a Random captain, and a
/// headless app of the table's plugins (no window, no GPU) that joins seat 1 by its link.
fn fixture(name: &str) -> Fixture {
    let dir = std::env::temp_dir().join(format!("sm-online-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let mut config = Config::new(format!("sqlite://{}", dir.join("t.db").display()));
    config.think_threads = 1;
    let running = rt
        .block_on(server::start(
            GameData::embedded(),
            config,
            "127.0.0.1:0".parse().unwrap(),
        ))
        .unwrap();
    let request = NewTable {
        seats: vec!["human".into(), "random".into()],
        seed: Some(5),
        ai_seed: Some(6),
        ..NewTable::default()
    };
    let created = rt.block_on(running.server.create(&request)).unwrap();
    let token = created.seats[0].token.clone().unwrap();
    let host = running.addr.to_string();
    let link = Link::invite(&host, &created.game, &created.table, &token);
    let spectator = Link::invite(
        &host,
        &created.game,
        &created.table,
        &created.spectator_token,
    );
    Fixture {
        rt,
        running,
        table: created.table,
        app: window(link),
        spectator,
    }
}

/// Run `app`'s frames until `done` holds (at most 10 s), and one more.
fn run_until(app: &mut App, what: &str, done: impl Fn(&World) -> bool) {
    let end = Instant::now() + Duration::from_secs(10);
    while !done(app.world()) {
        assert!(Instant::now() < end, "waited 10 s for {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    app.update();
}

/// The window has been told the table's state.
fn has_state(w: &World) -> bool {
    w.get_resource::<OnlineGame<Mm>>()
        .is_some_and(|g| g.state.is_some())
}

impl Fixture {
    fn until(&mut self, what: &str, done: impl Fn(&World) -> bool) {
        run_until(&mut self.app, what, done);
    }

    fn online(&self) -> &OnlineGame<Mm> {
        self.app.world().resource::<OnlineGame<Mm>>()
    }

    /// The server's own session: seat 0's observation and the choices made.
    fn truth(&self) -> (Observation, u64) {
        self.rt.block_on(async {
            let table = self
                .running
                .server
                .table_of::<crate::rules::MerchantsAndMarauders>(&self.table)
                .await
                .unwrap()
                .unwrap();
            let live = table.live().await;
            (
                live.session.observation(0),
                live.session.choices_made() as u64,
            )
        })
    }
}

fn step_of(world: &World) -> u64 {
    world.resource::<OnlineGame<Mm>>().step()
}

// Issue 28, the clients: the window joins by link, its table is its seat's observation (the
// mirror's own view and secrets), and its choices are made on the server.
#[test]
fn the_window_joins_by_link_and_plays_its_seat_on_the_server() {
    let mut f = fixture("plays");
    f.until("the first state", has_state);
    assert_eq!(f.online().seat, Some(0));
    assert_eq!(f.online().status, Status::Seated);
    assert_eq!(
        *f.app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    // Play seat 1's decisions with its first option until round 2, through the same message a
    // click on a button or on the map sends.
    let mut choices = 0;
    while f.online().state.as_ref().unwrap().observation.round < 2 {
        let before = step_of(f.app.world());
        let state = f.online().state.clone().unwrap();
        let Some(decision) = state.observation.decision.clone() else {
            // The Random captain's turn on the server: wait for the table to move.
            f.until("the AI captain's move", |w| step_of(w) > before);
            continue;
        };
        f.app
            .world_mut()
            .write_message(ChoiceMade::<Mm>(decision.options[0]));
        f.until("the choice to be made", |w| step_of(w) > before);
        choices += 1;
        assert!(choices < 400, "round 2 never came");
    }
    // Let the last frames land, then compare with the server's own session.
    let (truth, made) = f.truth();
    f.until("the table to be current", |w| step_of(w) == made);
    let seen = f.app.world().resource::<SeenBy>().0.clone().unwrap();
    assert_eq!(
        seen, truth,
        "the window shows exactly its seat's observation"
    );
    let view = f.app.world().resource::<TableView>();
    assert_eq!(view.round, truth.round);
    assert_eq!(view.connected.as_deref(), Some(&[true, false][..]));
    assert_eq!(
        *f.app.world().resource::<Viewer>(),
        Viewer {
            seat: Some(0),
            hidden: false
        }
    );
    // Every event was told, in order of the steps.
    let log = &f.online().log;
    assert!(log.windows(2).all(|w| w[0].0 <= w[1].0));
    assert!(log.iter().map(|(_, e)| e.len()).sum::<usize>() > choices);
}

// Every illegal move is impossible to choose: a choice not among the decision's options sends
// nothing, and the table stays where it was.
#[test]
fn a_choice_not_offered_is_never_sent() {
    let mut f = fixture("refused");
    f.until("seat 1's decision", |w| {
        w.get_resource::<OnlineGame<Mm>>()
            .and_then(|g| g.state.as_ref())
            .is_some_and(|s| s.observation.decision.is_some())
    });
    let before = step_of(f.app.world());
    let offered = f
        .online()
        .state
        .as_ref()
        .unwrap()
        .observation
        .decision
        .clone()
        .unwrap()
        .options;
    let stranger = [Choice::Resist, Choice::DumpContraband]
        .into_iter()
        .find(|c| !offered.contains(c))
        .expect("a choice that is not offered");
    f.app.world_mut().write_message(ChoiceMade::<Mm>(stranger));
    for _ in 0..50 {
        f.app.update();
        std::thread::sleep(Duration::from_millis(4));
    }
    assert_eq!(step_of(f.app.world()), before);
    assert_eq!(f.truth().1, before);
    assert_eq!(f.online().problem, None);
}

// Issue 28, playing one turn at a time: the look-back view steps through an online game's
// past as the seat saw it (asked of the server), chooses nothing there, and returns to the
// present.
#[test]
fn the_window_looks_back_through_an_online_game() {
    use crate::table::look_back::Look;
    let mut f = fixture("look");
    // Seat 1 plays until round 2, as in the test above.
    let mut choices = 0;
    loop {
        f.until("a state", has_state);
        let state = f.online().state.clone().unwrap();
        if state.observation.round >= 2 {
            break;
        }
        let before = state.step;
        if let Some(d) = state.observation.decision {
            f.app
                .world_mut()
                .write_message(ChoiceMade::<Mm>(d.options[0]));
            choices += 1;
        }
        f.until("the table to move", |w| step_of(w) > before);
        assert!(choices < 400, "round 2 never came");
    }
    let present = step_of(f.app.world());
    let then = |f: &Fixture, step: u64| {
        f.rt.block_on(async {
            let table = f
                .running
                .server
                .table_of::<crate::rules::MerchantsAndMarauders>(&f.table)
                .await
                .unwrap()
                .unwrap();
            let live = table.live().await;
            live.session
                .as_it_was(step as usize)
                .unwrap()
                .observation(0)
        })
    };
    let shown = |w: &World| {
        w.resource::<OnlineGame<Mm>>()
            .look
            .shown
            .as_ref()
            .map(|(at, _)| *at)
    };
    // One choice back, then the start, then one forward.
    for (look, want) in [
        (Look::Back, present - 1),
        (Look::At(0), 0),
        (Look::Forward, 1),
    ] {
        f.app.world_mut().write_message(look);
        f.until("the moment asked for", |w| shown(w) == Some(want));
        let seen = f.app.world().resource::<SeenBy>().0.clone().unwrap();
        assert_eq!(
            seen,
            then(&f, want),
            "{look:?}: seat 1's view after choice {want}"
        );
        let view = f.app.world().resource::<TableView>();
        assert_eq!(view.looking_back, Some((want as usize, present as usize)));
        assert_eq!(view.deciding, None);
    }
    // Nothing is chosen from the past.
    let offered = f
        .online()
        .state
        .as_ref()
        .unwrap()
        .observation
        .decision
        .clone();
    if let Some(d) = offered {
        f.app
            .world_mut()
            .write_message(ChoiceMade::<Mm>(d.options[0]));
        f.app.update();
        assert!(f.online().problem.is_some());
        assert_eq!(f.truth().1, present);
    }
    // Back to the present.
    f.app.world_mut().write_message(Look::Present);
    f.until("the present", |w| shown(w).is_none());
    let seen = f.app.world().resource::<SeenBy>().0.clone().unwrap();
    assert_eq!(seen, f.truth().0);
    assert_eq!(f.app.world().resource::<TableView>().looking_back, None);
}

// Issue 28: a spectator's link opens the table's public face in the window — every public
// fact the seats see, nobody's secrets, no decision to answer.
#[test]
fn a_spectator_watches_the_public_face_in_the_window() {
    use crate::games::mm::mirror::public_view;
    let mut f = fixture("spectator");
    f.until("seat 1's decision", |w| {
        w.get_resource::<OnlineGame<Mm>>()
            .and_then(|g| g.state.as_ref())
            .is_some_and(|s| s.observation.decision.is_some())
    });
    let mut watcher = window(f.spectator.clone());
    run_until(&mut watcher, "the spectator to see the table", has_state);
    let online = watcher.world().resource::<OnlineGame<Mm>>();
    assert_eq!(online.seat, None);
    assert_eq!(online.status, Status::Seated);
    let face = &online.state.as_ref().unwrap().observation;
    assert_eq!(face.decision, None);
    assert_eq!(face.me, crate::rules::observation::OwnSecrets::none());
    assert_eq!(watcher.world().resource::<SeenBy>().0, None);
    assert_eq!(watcher.world().resource::<Viewer>().shown(), None);
    // The table the spectator sees is the seats' table.
    let (truth, _) = f.truth();
    assert_eq!(public_view(face), public_view(&truth));
    assert_eq!(face.seats, truth.clone().without_secrets().seats);
}

// Issue 28: a table opened from the window (the new-game screen's Open the table) is made on
// the server, its invite links are listed, and its opener sits at the first human seat.
#[test]
fn a_table_opened_from_the_window_is_made_and_joined() {
    let f = fixture("open");
    let mut app = window(String::new());
    app.world_mut().resource_mut::<JoinLink>().0 = None;
    app.world_mut().write_message(OpenTable {
        server: f.running.addr.to_string(),
        table: NewTable {
            seats: vec!["human".into(), "human".into(), "random".into()],
            ..NewTable::default()
        },
    });
    run_until(&mut app, "the table to be made and joined", has_state);
    let created = app
        .world()
        .resource::<lobby::Lobby>()
        .created
        .clone()
        .expect("the links to hand out");
    assert_eq!(created.seats.iter().filter(|s| s.link.is_some()).count(), 2);
    assert_eq!(app.world().resource::<OnlineGame<Mm>>().seat, Some(0));
    let made =
        f.rt.block_on(
            f.running
                .server
                .table_of::<crate::rules::MerchantsAndMarauders>(&created.table),
        )
        .unwrap()
        .expect("the table is on the server");
    assert_eq!(made.kinds.len(), 3);
}
