//! Soak: a thousand random-play games, every invariant checked after every step.

use ::merchants::simulate::{SimulateOptions, run};
use spanish_main::content::GameData;
use spanish_main::rules::SeatKind;

#[test]
fn a_thousand_random_games_break_nothing() {
    for seats in 2..=4 {
        let opts = SimulateOptions {
            games: if seats == 4 { 500 } else { 250 },
            seed: 10_000 * seats as u64,
            seats: vec![SeatKind::RandomAi; seats],
            ai_seed: 1,
            max_rounds: None,
            check_invariants: true,
            modules: Default::default(),
        };
        let report = run(GameData::embedded(), &opts);
        assert_eq!(report.panics, 0, "{:?}", report.failures);
        assert_eq!(report.invariant_violations, 0, "{:?}", report.failures);
        assert_eq!(report.soft_locks, 0, "{:?}", report.failures);
        assert_eq!(report.completed, opts.games);
        assert!(report.event_counts["ship_moved"] > 0);
    }
}

#[test]
fn a_round_limit_ends_games_early() {
    let opts = SimulateOptions {
        games: 20,
        seed: 5,
        seats: vec![SeatKind::RandomAi; 2],
        ai_seed: 1,
        max_rounds: Some(3),
        check_invariants: true,
        modules: Default::default(),
    };
    let report = run(GameData::embedded(), &opts);
    assert_eq!(report.completed, 20);
    assert_eq!(report.mean_rounds, 3.0);
    assert_eq!(report.event_counts["game_ended"], 20);
}
