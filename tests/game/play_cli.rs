//! The `play` command end to end: the binary reads indices on stdin, writes JSON lines, and
//! saves the game it was given.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn the_binary_plays_from_stdin_and_saves() {
    let dir = std::env::temp_dir().join(format!("spanish-main-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.ron");
    let mut child = Command::new(env!("CARGO_BIN_EXE_spanish-main"))
        .args([
            "play",
            "--seed",
            "5",
            "--seats",
            "human,random",
            "--ai-seed",
            "9",
            "--save",
        ])
        .arg(&save)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Take the first ship, then end the first turn; then a line that is no option.
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"0\nnonsense\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    for line in stdout.lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("every line is JSON");
        assert!(v["type"].is_string());
    }
    assert!(stdout.contains("\"kind\":\"captain_revealed\""));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("\"nonsense\" is not an option")
    );
    let text = std::fs::read_to_string(&save).unwrap();
    let loaded =
        spanish_main::rules::Session::load(spanish_main::content::GameData::embedded(), &text)
            .expect("the save loads");
    assert!(loaded.state().revealed());
    // A bad save is one clear error, and the exit code says so.
    std::fs::write(dir.join("bad.ron"), "(format: 2, state: nope").unwrap();
    let bad = Command::new(env!("CARGO_BIN_EXE_spanish-main"))
        .args(["play", "--load"])
        .arg(dir.join("bad.ron"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("the save cannot be read"));
}

// Nothing lost (issue: saves that never crash) — a refused load changes neither the file it
// read nor the `--save` target; a closed output still saves the game; and a save written where
// it cannot be (no such folder) leaves nothing half written behind.
#[test]
fn a_refused_load_or_a_closed_output_loses_nothing() {
    let dir = std::env::temp_dir().join(format!("spanish-main-keep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (bad, target) = (dir.join("bad.ron"), dir.join("target.ron"));
    std::fs::write(&bad, "(format: 9, state: (seats: [").unwrap();
    std::fs::write(&target, "the only copy").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_spanish-main"))
        .args(["play", "--load"])
        .arg(&bad)
        .arg("--save")
        .arg(&target)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        std::fs::read_to_string(&bad).unwrap(),
        "(format: 9, state: (seats: ["
    );
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "the only copy");

    // Output closed at once: the game is still saved.
    let mut child = Command::new(env!("CARGO_BIN_EXE_spanish-main"))
        .args([
            "play",
            "--seed",
            "5",
            "--seats",
            "human,random",
            "--ai-seed",
            "9",
            "--save",
        ])
        .arg(&target)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let _ = child.stdin.take().unwrap().write_all(b"0\n");
    let status = child.wait().unwrap();
    assert!(!status.success(), "the closed output is reported");
    let text = std::fs::read_to_string(&target).unwrap();
    assert!(
        spanish_main::rules::Session::load(spanish_main::content::GameData::embedded(), &text)
            .is_ok()
    );

    // No folder to write in: an error, and no file appears.
    let nowhere = dir.join("no-such-folder").join("game.ron");
    assert!(spanish_main::save::slot::write_file(&nowhere, "x").is_err());
    assert!(!nowhere.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

// The arena's `--batch`: a Hard captain draws its samples that many at a time on every core,
// each search still drawing its whole budget in iterations (reported as `samples`); a batch
// of none is refused with one clear error.
#[test]
fn the_arena_batches_a_hard_captains_samples_on_request() {
    let arena = |batch: &str| {
        Command::new(env!("CARGO_BIN_EXE_spanish-main"))
            .args([
                "arena",
                "--seats",
                "hard,normal",
                "--games",
                "1",
                "--max-rounds",
                "2",
                "--budget-ms",
                "0",
                "--iterations",
                "8",
                "--batch",
                batch,
            ])
            .output()
            .unwrap()
    };
    let out = arena("4");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let report: serde_json::Value =
        serde_json::from_str(text.lines().last().unwrap()).expect("one JSON report");
    let samples = &report["kinds"]["hard"]["samples"];
    assert!(samples["searched"].as_u64().unwrap() > 0, "{report}");
    assert_eq!(samples["p50"].as_f64(), Some(8.0), "{report}");
    let refused = arena("0");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--batch"));
}

// Many games, one engine — bad input: a game this version does not know, by name or in a save,
// is one clear error; nothing runs and nothing is written.
#[test]
fn an_unknown_game_is_one_clear_error_and_nothing_is_written() {
    let dir = std::env::temp_dir().join(format!("spanish-main-chess-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_spanish-main"))
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap()
    };
    let target = dir.join("target.ron");
    let target_arg = target.to_str().unwrap();
    for args in [
        &["simulate", "--game", "chess", "--games", "1"][..],
        &["arena", "--game", "chess", "--seats", "normal,normal"],
        &["fuzz", "--game", "chess", "--saves", "1"],
        &["loadtest", "--game", "chess", "--seconds", "0.1"],
        &["play", "--game", "chess", "--save", target_arg],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?} printed a report");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("unknown game \"chess\": this version plays mm (Merchants & Marauders)"),
            "{args:?}: {err}"
        );
    }
    assert!(!target.exists(), "nothing written");

    // A save that names a game this version does not know.
    let (s, _) = spanish_main::rules::Session::new(
        spanish_main::content::GameData::embedded(),
        spanish_main::rules::GameConfig::new(vec![spanish_main::rules::SeatKind::RandomAi; 2], 3),
    )
    .unwrap();
    let chess = dir.join("chess.ron");
    let text = s.save().replacen("game: \"mm\"", "game: \"chess\"", 1);
    std::fs::write(&chess, &text).unwrap();
    for args in [
        &["replay", chess.to_str().unwrap()][..],
        &[
            "play",
            "--load",
            chess.to_str().unwrap(),
            "--save",
            target_arg,
        ],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("the save holds a game of \"chess\", which this version does not know"),
            "{args:?}: {err}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    assert!(!target.exists(), "nothing written");
    assert_eq!(
        std::fs::read_to_string(&chess).unwrap(),
        text,
        "the save is untouched"
    );
}
