//! Saves written by the last format 10 version (`tests/saves/`) load into today's version
//! and play on exactly as that version played them on: the same rules, the same chance.

use crate::common::data;
use spanish_main::rules::Session;

fn saved(name: &str) -> String {
    let path = format!("{}/tests/saves/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Load `first` and `later` (the same game, later on, as the old version played it) and play
/// `first` on with the choices the old version made after it.
fn plays_on_as_before(first: &str, later: &str) {
    let text = saved(first);
    assert!(!text.contains("game:"), "a format 10 save names no game");
    let mut now = Session::load(data(), &text).expect("a format 10 save loads");
    let then = Session::load(data(), &saved(later)).expect("a format 10 save loads");
    // The history replays to the saved state under today's rules (else the save would load
    // as a position without one).
    let made = now.history().expect("its history replays").len();
    let all = then.history().expect("its history replays");
    assert!(all.len() > made, "the later save is further on");
    assert_eq!(&all[..made], now.history().unwrap());
    for &choice in &all[made..] {
        now.choose(choice)
            .expect("the old version's choice is offered today");
    }
    assert_eq!(now.state(), then.state(), "played on to the same position");
    now.check_invariants().unwrap();
    // Saved today, it names its game and loads back.
    let again = now.save();
    assert!(again.contains("game: \"mm\""));
    assert_eq!(Session::load(data(), &again).unwrap().state(), now.state());
}

// Saves: formats 7 to 10 load as Merchants & Marauders games and play on identically.
#[test]
fn a_format_10_base_game_plays_on_as_before() {
    plays_on_as_before("format10-base.ron", "format10-base-later.ron");
}

// Saves: the same with every Seas of Glory switch on.
#[test]
fn a_format_10_game_with_every_switch_plays_on_as_before() {
    plays_on_as_before("format10-all.ron", "format10-all-later.ron");
}

// Saves: a save names its game; one edited to name another is refused, changing nothing.
#[test]
fn a_save_edited_to_another_game_is_refused_by_name() {
    let text = saved("format10-base.ron");
    let s = Session::load(data(), &text).unwrap();
    let edited = s.save().replacen("game: \"mm\"", "game: \"chess\"", 1);
    let e = Session::load(data(), &edited).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the save holds a game of \"chess\", not of \"mm\""
    );
    let unnamed = s.save().replacen("game: \"mm\",", "", 1);
    let e = Session::load(data(), &unnamed).unwrap_err();
    assert!(e.to_string().contains("names none"), "{e}");
}
