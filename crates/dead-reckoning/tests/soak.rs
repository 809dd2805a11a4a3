//! Random seats play on; every invariant holds after every step.

mod common;

use common::*;

// DR rules: the whole of what is built (SETUP, the turn, CLEANUP, LEVELING): random play at
// 2, 3 and 4 seats keeps every invariant (plan §5) for hundreds of steps.
#[test]
fn random_turns_keep_invariants() {
    for seats in 2..=4 {
        for seed in 0..15u64 {
            let mut s = game(seats, 1000 + seed);
            let events = play_random(&mut s, seed, 400);
            assert!(!events.is_empty());
            assert!(s.state().turn.number > 5, "seed {seed}: turns go round");
        }
    }
}

// DR rules: GAME END and SCORING with everything before them: random games at 2, 3 and 4 seats
// play to their end, every invariant holding after every step, and score.
#[test]
fn random_games_end_with_every_invariant() {
    for seats in 2..=4 {
        for seed in 0..10u64 {
            let mut s = game(seats, 2000 + seed);
            let events = play_random(&mut s, seed, 100_000);
            assert!(s.is_over(), "{seats} seats, seed {seed}: not over");
            let over = events
                .iter()
                .filter(|e| matches!(e, dead_reckoning::rules::Event::GameOver { .. }))
                .count();
            assert_eq!(over, 1);
            assert_eq!(s.state().end.scores.as_ref().map(Vec::len), Some(seats));
        }
    }
}
