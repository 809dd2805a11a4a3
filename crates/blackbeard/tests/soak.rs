//! Random Blackbeard games from setup to the end: every decision has options, every choice
//! keeps the invariants, and every game ends (issue 65: no panic, violation or soft-lock).

mod common;
use common::*;
use game_core::rng::GameRng;

// 4.1, 17.2 #8: a Standard game ends at the third General Pardon (or the Pardon drawn as the
// last card); random pirates at 2–5 seats reach it.
#[test]
fn random_games_end_and_keep_the_invariants() {
    let mut ends = std::collections::BTreeMap::new();
    for seed in 0..40u64 {
        let seats = 2 + (seed % 4) as usize;
        let mut s = game(seats, seed);
        let mut rng = GameRng::from_seed(seed + 1000);
        let n = play_until(&mut s, &mut rng, 50_000, |_| false);
        assert!(s.is_over(), "seed {seed}: not over after {n} choices");
        let over = s.observation(0).over.expect("over");
        *ends.entry(format!("{over:?}")).or_insert(0) += 1;
    }
    assert!(ends.contains_key("ThirdPardon"), "{ends:?}");
}
