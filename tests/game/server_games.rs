//! Play online with many games on one engine (issue 73): a table names the game it plays; a
//! request for a game this version does not play, and a stored table of one, are each one
//! clear error that names the game, and change nothing.

use super::server::{create, databases, link, runtime, secrets_hold, start};
use super::server_fault::{get_status, post_status};
use spanish_main::rules::{GameConfig, SeatKind};
use spanish_main::server::client::Client;
use spanish_main::server::{NewTable, token};

// Issue 73, "play online ... serve every game (a table names its game)": the table API and
// the welcome say which game a table plays; an unknown game is refused by name, nothing made.
#[test]
fn a_table_names_its_game_and_an_unknown_game_is_refused_by_name() {
    let db = databases("games").remove(0);
    let rt = runtime();
    let running = start(&rt, &db);
    let (status, text) = post_status(
        running.addr,
        "/api/tables",
        r#"{"game": "chess", "seats": ["human", "normal"]}"#,
    );
    assert_eq!(status, 400, "{text}");
    assert!(
        text.contains(r#"unknown game \"chess\": this version plays mm (Merchants & Marauders)"#),
        "{text}"
    );
    let open = |rt: &tokio::runtime::Runtime| rt.block_on(running.server.store.open_tables());
    assert!(open(&rt).unwrap().is_empty(), "nothing was made");

    // A table asked for with no game plays Merchants & Marauders, and says so.
    let request = NewTable {
        seats: vec!["human".into(), "random".into()],
        seed: Some(3),
        ..NewTable::default()
    };
    let created = create(&rt, &running, request.clone());
    assert_eq!(created.game, "mm");
    let named = create(
        &rt,
        &running,
        NewTable {
            game: Some("mm".into()),
            ..request
        },
    );
    assert_eq!(named.game, "mm");
    let token = created.seats[0].token.clone().unwrap();
    let mut c = Client::connect(&link(&running, &created.table, &token)).unwrap();
    let welcome = c.recv().unwrap();
    assert_eq!(welcome["type"], "welcome", "{welcome}");
    assert_eq!(welcome["game"], "mm", "{welcome}");
    c.close();
}

// Issue 73: a table of a game this server does not play (written by a newer server into the
// same database) is one clear error naming the game, to the server and to a player's door;
// the server's other tables play on.
#[test]
fn a_stored_table_of_another_game_is_one_clear_error() {
    let db = databases("other-game").remove(0);
    let rt = runtime();
    let running = start(&rt, &db);
    let config = GameConfig::new(vec![SeatKind::Human, SeatKind::RandomAi], 4);
    let seat_token = "a-seat-token-of-another-game";
    let tokens = [(Some(0), token::hash(seat_token))];
    rt.block_on(
        running
            .server
            .store
            .create("tbl-bb", "bb", &config, &tokens, None),
    )
    .unwrap();
    let e = rt.block_on(running.server.table("tbl-bb")).err().unwrap();
    assert!(
        e.contains("table tbl-bb cannot be opened here")
            && e.contains(r#"unknown game "bb": this version plays mm"#),
        "{e}"
    );
    let mut c = Client::connect(&link(&running, "tbl-bb", seat_token)).unwrap();
    let refused = c.recv().unwrap();
    assert_eq!(refused["type"], "error", "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains(r#"unknown game "bb""#),
        "{refused}"
    );
    c.close();
    // A table of this server's game is made and opened as ever.
    let created = create(
        &rt,
        &running,
        NewTable {
            seats: vec!["human".into(), "random".into()],
            ..NewTable::default()
        },
    );
    assert!(
        rt.block_on(running.server.table(&created.table))
            .unwrap()
            .is_some()
    );
}

// Issue 72: a server started without a browser build answers its page with what to do: build
// the browser version, or join from the window with an invite link (not a bare 404).
#[test]
fn a_server_without_a_web_build_says_how_to_play() {
    let db = databases("no-web").remove(0);
    let rt = runtime();
    let running = start(&rt, &db);
    let (status, page) = get_status(running.addr, "/");
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("scripts/web.sh build"), "{page}");
    assert!(page.contains("--join LINK"), "{page}");
    let (status, _) = get_status(running.addr, "/mm/index.html");
    assert_eq!(status, 404, "only the page itself answers");
}

// Issue 65, "A Blackbeard table online: two seats' streams keep each other's hands and Pirate
// cards secret" (BB-R C 3.0 step 7, 5.16): a whole game of Blackbeard between two bot clients
// and a Random pirate, watched by a spectator. Each client saw exactly its own observations
// (its Event cards and Pirate cards in hand, the others' only counted); the spectator the
// public face.
#[test]
fn a_blackbeard_table_online_keeps_each_seats_hand_and_pirate_cards_secret() {
    let data = std::sync::Arc::new(blackbeard::content::BbData::embedded().unwrap());
    for db in databases("bb-whole") {
        let face = secrets_hold::<blackbeard::rules::Blackbeard>(
            &db,
            data.clone(),
            &["human", "random", "human"],
            17,
        );
        assert_eq!(face["hand"], serde_json::json!([]), "{face}");
        assert_eq!(face["pirate_hand"], serde_json::json!([]), "{face}");
        assert!(face["decision"].is_null(), "{face}");
        assert_eq!(face["hand_sizes"].as_array().unwrap().len(), 3, "{face}");
    }
}

// Issue 69, "a table of Dead Reckoning on serve ... each seat's hand, chest and bonus token
// kept from the others": a whole game between two bot clients and a Random captain, watched by
// a spectator. Each client saw exactly its own observations (the secret tests the other games
// pass); the spectator the public face, with no hand, deck, chest or token.
#[test]
fn a_dead_reckoning_table_online_keeps_each_seats_hand_chest_and_token_secret() {
    let data = std::sync::Arc::new(dead_reckoning::content::DrData::embedded());
    for db in databases("dr-whole") {
        let face = secrets_hold::<dead_reckoning::DeadReckoning>(
            &db,
            data.clone(),
            &["human", "random", "human"],
            23,
        );
        assert_eq!(face["own"]["hand"], serde_json::json!([]), "{face}");
        assert_eq!(face["own"]["deck"], serde_json::json!([]), "{face}");
        assert_eq!(face["own"]["chest"], serde_json::json!(0), "{face}");
        assert!(face["own"]["bonus"].is_null(), "{face}");
        assert!(face["decision"].is_null(), "{face}");
        assert_eq!(face["table"].as_array().unwrap().len(), 3, "{face}");
    }
}
