//! Golden traces: a few hundred seeded games, each reduced to a fingerprint of every event it
//! told and its final state, kept in `tests/golden/traces.txt`. A change that should not
//! change any game (a refactor of the rules' control flow, say) must leave every line as it
//! is; one that changes games on purpose regenerates the file with
//! `SPANISH_MAIN_BLESS=1 cargo test golden` and says why in its commit.

use crate::common::*;
use spanish_main::rules::*;
use std::fmt::Write;

/// FNV-1a over the text: a fingerprint that is the same on every machine and build.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The seats of game `i`: random captains in most, rules-of-thumb captains in every tenth.
fn seats(i: u64) -> Vec<SeatKind> {
    let n = 2 + (i % 3) as usize;
    if i.is_multiple_of(10) {
        [NORMAL, PIRATE].iter().copied().cycle().take(n).collect()
    } else {
        vec![SeatKind::RandomAi; n]
    }
}

/// One line per game: seed, seats, choices, rounds, how it ended, and the fingerprints of its
/// events and of its final state.
fn trace(i: u64) -> String {
    let config = GameConfig {
        ai_steers_npcs: i.is_multiple_of(4),
        ai_seed: i,
        ..GameConfig::new(seats(i), 7_000 + i)
    };
    let (mut s, setup) = Session::new(data(), config).expect("a valid setup");
    let mut events = ron::to_string(&setup).unwrap();
    while let Some(d) = s.decision() {
        let obs = s.observation(d.seat);
        let kind = s.seat_kind(d.seat);
        let seed = spanish_main::ai::decision_seed(s.ai_seed(), d.seat, obs.step);
        let pick = spanish_main::ai::choose(kind, &obs, s.data(), seed)
            .expect("every decision has a pick")
            .choice;
        let happened = s.choose(pick).expect("the pick is offered");
        events.push_str(&ron::to_string(&happened).unwrap());
        assert!(s.state().steps < 100_000, "game {i} does not end");
    }
    let end = match &s.state().phase {
        Phase::GameOver { reason, .. } => format!("{reason:?}"),
        other => format!("{other:?}"),
    };
    // The state's lasting parts, not its bookkeeping, so that a new field of the rules' own
    // (a sequencer's frames) leaves the fingerprint as it was.
    let st = s.state();
    let state = ron::to_string(&(
        &st.seats,
        &st.board,
        &st.decks,
        &st.npcs,
        (&st.war, &st.round, &st.phase, &st.current_event),
        (&st.rng, &st.turn_order, &st.steps),
    ))
    .unwrap();
    format!(
        "{i} seats={} choices={} rounds={} end={end} events={:016x} state={:016x}",
        s.state().seats.len(),
        s.state().steps,
        s.state().round,
        fnv(&events),
        fnv(&state)
    )
}

// Same seed + same choices = same game (design; issue: Seas of Glory, part one, "record golden
// traces before you move anything") — 300 seeded games, random and rules-of-thumb captains at
// two to four seats, tell exactly the events and reach exactly the states recorded.
#[test]
fn seeded_games_match_their_golden_traces() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/traces.txt");
    let mut now = String::new();
    for i in 0..300 {
        writeln!(now, "{}", trace(i)).unwrap();
    }
    if std::env::var_os("SPANISH_MAIN_BLESS").is_some() {
        std::fs::write(path, &now).unwrap();
        return;
    }
    let golden = std::fs::read_to_string(path).expect("tests/golden/traces.txt is committed");
    for (want, got) in golden.lines().zip(now.lines()) {
        assert_eq!(got, want, "a seeded game changed");
    }
    assert_eq!(golden.lines().count(), now.lines().count());
}
