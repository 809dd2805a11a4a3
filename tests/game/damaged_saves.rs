//! Saves that never crash the game: a damaged save is refused with one clear error (never a
//! panic, never a wrapped number), a save the game writes always loads back, and the fuzzer's
//! short run finds nothing (issue: every save loads into a valid game or is refused).

use crate::common::*;
use spanish_main::rules::*;

/// `text` with the value of the first `field: ...` replaced by `value` (the value runs to the
/// comma that closes it at its own depth).
fn with_field(text: &str, field: &str, value: &str) -> String {
    let key = format!("{field}: ");
    let start = text
        .find(&key)
        .unwrap_or_else(|| panic!("no {field} in the save"))
        + key.len();
    let mut depth = 0i32;
    let mut end = start;
    for (i, c) in text[start..].char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' if depth > 0 => depth -= 1,
            ',' | ')' | ']' if depth == 0 => {
                end = start + i;
                break;
            }
            _ => {}
        }
    }
    format!("{}{value}{}", &text[..start], &text[end..])
}

/// The save as format 7 wrote it, without a history: only the state's own checks guard it.
fn format_7(text: &str) -> String {
    let now = format!("format: {}", session::SAVE_FORMAT);
    let old = text.replacen(&now, "format: 7", 1);
    let cut = old.find("history:").unwrap_or(old.len());
    format!("{})", old[..cut].trim_end().trim_end_matches(','))
}

/// A random game played until `when` holds (or the game ends).
fn game_until(seed: u64, when: impl Fn(&Session) -> bool) -> Session {
    let mut s = new_game(3, seed);
    for _ in 0..20_000 {
        if when(&s) || s.decision().is_none() {
            break;
        }
        play_random(&mut s, 1);
    }
    assert!(when(&s), "seed {seed} never got there");
    s
}

/// Refused as it should be: one line naming the problem, and no panic on the way.
fn refused(text: &str, naming: &str) {
    let e = Session::load(data(), text).expect_err("a damaged save is refused");
    let message = e.to_string();
    assert!(!message.contains('\n'), "{message}");
    assert!(message.contains(naming), "{message} (wanted {naming:?})");
    // The Load window's summary reads the same file without crashing.
    assert!(
        spanish_main::save::summary::summarize::<spanish_main::rules::MerchantsAndMarauders>(
            data(),
            text
        )
        .is_err()
    );
}

// A bad save gives one clear error and changes nothing — the load's own checks never index
// the turn order before checking it (`turn_order: [7, 1]` during a new captain crashed the
// Load window and `replay`, even with the history intact).
#[test]
fn a_turn_order_out_of_range_is_refused() {
    let s = game_until(2, |s| matches!(s.state().phase, Phase::NewCaptain { .. }));
    let text = with_field(&s.save(), "turn_order", "[7, 1]");
    refused(&text, "turn order");
    refused(&format_7(&text), "turn order");
    assert!(Session::replay_save(data(), &text, |_, _, _| {}).is_err());
}

// Every index in range — a raid's seat and cards, a battle's side, volley and winner, a
// returning mod's seat, an NPC's zone: each refused, naming it.
#[test]
fn indexes_out_of_range_are_refused() {
    let raid = game_until(3, |s| {
        matches!(
            s.state().raid.as_ref().map(|r| &r.step),
            Some(spanish_main::rules::state::RaidStep::Working { .. })
        )
    });
    let text = format_7(&raid.save());
    let seat_at = text.find("raid: Some").unwrap();
    let (head, tail) = text.split_at(seat_at);
    refused(&format!("{head}{}", with_field(tail, "seat", "9")), "raid");
    refused(
        &format!("{head}{}", with_field(tail, "cards", "[(200)]")),
        "cargo card",
    );

    let battle = game_until(4, |s| s.state().battle.is_some());
    let text = format_7(&battle.save());
    let at = text.find("battle: Some").unwrap();
    let (head, tail) = text.split_at(at);
    for (step, naming) in [
        ("Declare(side: 2)", "third side"),
        ("Place(side: 0, volley: 5)", "third side"),
        ("Plunder(winner: 3)", "third side"),
    ] {
        refused(&format!("{head}{}", with_field(tail, "step", step)), naming);
    }
    refused(
        &format!("{head}{}", with_field(tail, "steering", "6")),
        "steered",
    );

    let s = game_until(5, |s| s.state().npcs.iter().any(|n| n.ship.is_some()));
    let text = format_7(&s.save());
    let at = text.find("npcs: [").unwrap();
    let (head, tail) = text.split_at(at);
    refused(
        &format!("{head}{}", with_field(tail, "location", "Zone((99))")),
        "Zone",
    );
    let text = with_field(&format_7(&s.save()), "returning", "[(9, Chasers)]");
    refused(&text, "seat 9");
}

// Counters within their rule's bounds — actions left, gold, the stash, glory and glory by
// deed, read from a save without a history (which once loaded 200 actions, and gold that one
// sale wrapped to −2,147,483,644).
#[test]
fn counters_out_of_bounds_are_refused() {
    let s = game_until(6, |s| {
        matches!(s.state().phase, Phase::Actions { .. }) && s.state().round > 1
    });
    let text = format_7(&s.save());
    refused(&with_field(&text, "actions_left", "200"), "actions left");
    refused(&with_field(&text, "gold", "2147483647"), "gold");
    refused(&with_field(&text, "stash", "2147483647"), "stashed");
    refused(&with_field(&text, "glory", "4294967295"), "glory");
    refused(
        &with_field(&text, "glory_from", "(4294967295, 4294967295, 0, 0, 0, 0)"),
        "glory by deed",
    );
}

// No number wraps — gold at the top of its range stays there when more comes in, and the
// game it makes saves and loads again.
#[test]
fn gold_at_its_most_does_not_wrap() {
    use spanish_main::rules::invariants::ranges::GOLD_MAX;
    let s = game_until(7, |s| {
        matches!(s.state().phase, Phase::Actions { .. })
            && s.state().active_seat().is_some_and(|a| {
                s.state().seats[a].ship.is_some() && !s.state().seats[a].cargo.is_empty()
            })
    });
    let a = s.state().active_seat().unwrap();
    let mut s = edited(&s, |st| st.seats[a].gold = GOLD_MAX - 1);
    let mut st = s.state().clone();
    st.seats[a].add_gold(i32::MAX);
    assert_eq!(st.seats[a].gold, GOLD_MAX);
    play_random(&mut s, 200);
    assert!(
        s.state()
            .seats
            .iter()
            .all(|x| (0..=GOLD_MAX).contains(&x.gold))
    );
    let again = Session::load(data(), &s.checked_save().unwrap()).unwrap();
    assert_eq!(again.state(), s.state());
}

// A save of this version always carries its history: one with the line deleted is refused
// (it once loaded as an old save, with every edit behind the history unchecked).
#[test]
fn a_current_save_without_its_history_is_refused() {
    let s = game_until(8, |s| s.state().round > 1);
    refused(&with_field(&s.save(), "history", "None"), "history");
}

// A save written is a save that loads — random games saved at random moments load back to
// the identical state, and so does a game loaded from an older save and played on (it saves
// the older position as its origin).
#[test]
fn a_save_written_loads_back_identically() {
    let mut rng = spanish_main::rules::rng::GameRng::from_seed(99);
    for seed in 0..12 {
        let mut s = new_game(2 + (seed as usize % 3), 100 + seed);
        while s.decision().is_some() {
            play_random(&mut s, 1 + rng.below(150));
            let back = Session::load(data(), &s.checked_save().unwrap()).unwrap();
            assert_eq!(
                back.state(),
                s.state(),
                "seed {seed}, step {}",
                s.state().steps
            );
            assert_eq!(back.history(), s.history());
        }
    }
    let s = game_until(9, |s| s.state().round > 2);
    let mut old = Session::load(data(), &format_7(&s.save())).unwrap();
    play_random(&mut old, 60);
    let back = Session::load(data(), &old.checked_save().unwrap()).expect("it loads again");
    assert_eq!(back.state(), old.state());
    assert_eq!(back.choices_made(), old.choices_made());
}

// Saves (issue: saves that never crash the game): a save from before Module 7 added a deed
// (six counts of glory points by deed) loads with that deed at none; more deeds than there
// are is refused by name.
#[test]
fn a_save_with_fewer_deeds_loads_and_one_with_more_is_refused() {
    let s = game_until(9, |s| s.state().round > 2);
    let old = format_7(&s.save());
    let deeds = s.state().seats[0].glory_from;
    let six: Vec<String> = deeds[..6].iter().map(|n| n.to_string()).collect();
    let back = Session::load(
        data(),
        &with_field(&old, "glory_from", &format!("({})", six.join(", "))),
    )
    .expect("six deeds load");
    assert_eq!(back.state().seats[0].glory_from, deeds);
    let eight: Vec<String> = deeds.iter().chain(&[0]).map(|n| n.to_string()).collect();
    refused(
        &with_field(&old, "glory_from", &format!("({})", eight.join(", "))),
        "deeds",
    );
}

// The fuzzing harness's short run (`spanish-main fuzz`): damaged saves and `play` lines are
// each refused or played to the end, with no panic, no broken invariant, no hang.
#[test]
fn the_fuzzer_finds_nothing_in_a_short_run() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_spanish-main"))
        .args(["fuzz", "--saves", "3000", "--lines", "3000", "--seed", "21"])
        .output()
        .unwrap();
    let report: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("the report is JSON");
    assert!(out.status.success(), "{report}");
    assert_eq!(report["panics"], 0, "{report}");
    assert_eq!(report["broken"], 0, "{report}");
    assert_eq!(report["line_panics"], 0, "{report}");
    assert!(
        report["played_to_the_end"].as_u64().unwrap() > 50,
        "{report}"
    );
    assert!(report["refused"].as_u64().unwrap() > 1000, "{report}");
    assert!(report["lines_refused"].as_u64().unwrap() > 100, "{report}");
}
