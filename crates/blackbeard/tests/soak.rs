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

// Saves (issue 65: "saves ... work as for M&M"): a game saved mid-way loads as it was, its
// history replays to its position, and it plays on the same.
#[test]
fn a_saved_game_loads_as_it_was_and_plays_on_the_same() {
    let data = data();
    for seed in [3u64, 8, 21] {
        let mut s = game(3, seed);
        let mut rng = GameRng::from_seed(seed);
        play_until(&mut s, &mut rng, 150, |_| false);
        let text = s.checked_save().expect("a consistent game saves");
        let mut loaded =
            game_core::Session::<blackbeard::rules::Blackbeard>::load(data.clone(), &text)
                .expect("it loads");
        assert_eq!(loaded.state(), s.state());
        assert_eq!(loaded.decision(), s.decision());
        let (mut a, mut b) = (GameRng::from_seed(1), GameRng::from_seed(1));
        play_until(&mut s, &mut a, 200, |_| false);
        play_until(&mut loaded, &mut b, 200, |_| false);
        assert_eq!(loaded.state(), s.state(), "the same choices, the same game");
        // A damaged save is refused by name and changes nothing.
        let broken = text.replacen("turns:", "turns: -", 1);
        assert!(
            game_core::Session::<blackbeard::rules::Blackbeard>::load(data.clone(), &broken)
                .is_err()
        );
    }
}
