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
