//! The Expert captain: the Hard search given 25 times the budget, its samples drawn in batches
//! and played side by side on every core. However many cores play them, the same seed and
//! budget in iterations search the same samples and give the same pick.

use crate::common::*;
use spanish_main::ai::search::{Budget, EXPERT_SCALE, ForLevel, Search};
use spanish_main::ai::{self, Pick};
use spanish_main::rules::*;

const EXPERT: SeatKind = SeatKind::Ai {
    level: AiLevel::Expert,
    style: AiStyle::Opportunist,
};
const NORMAL: SeatKind = SeatKind::Ai {
    level: AiLevel::Normal,
    style: AiStyle::Pirate,
};

/// An Expert's search in tests: 24 iterations in batches of 8, never a time.
const BATCHED: Budget = Budget {
    batch: 8,
    ..Budget::iterations(24)
};

fn game(seed: u64) -> Session {
    let config = GameConfig {
        max_rounds: Some(3),
        ai_seed: seed,
        ..GameConfig::new(vec![EXPERT, NORMAL], seed)
    };
    Session::new(data(), config).expect("valid setup").0
}

/// A search of the observation's decision on a pool of `cores` threads: its tallies and pick.
fn search_on(
    cores: usize,
    obs: &Observation,
    s: &Session,
    seed: u64,
) -> (Vec<(Choice, u32, f32)>, Pick, u32) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cores)
        .build()
        .unwrap();
    pool.install(|| {
        let mut search = Search::new(obs, s.data(), AiStyle::Opportunist, seed, BATCHED.method)
            .expect("a search");
        search.run(s.data(), BATCHED);
        let tallies = search
            .tallies()
            .iter()
            .map(|t| (t.choice, t.visits, t.score))
            .collect();
        (tallies, search.pick(), search.iterations())
    })
}

/// Play game `seed` out, calling `at` on each of the Expert seat's turn actions with a choice
/// to make (its observation and the captain's seed for it) until `at` has been called `most`
/// times; returns how many times it was.
fn each_turn_action(
    seed: u64,
    most: usize,
    mut at: impl FnMut(&Session, &Observation, u64),
) -> usize {
    let mut s = game(seed);
    let mut searched = 0;
    while let Some(d) = s.decision() {
        let obs = s.observation(d.seat);
        let pick_seed = ai::decision_seed(seed, d.seat, obs.step);
        let steers = matches!(d.kind, DecisionKind::Action { .. }) && d.options.len() > 1;
        if d.seat == 0 && steers && searched < most {
            at(&s, &obs, pick_seed);
            searched += 1;
        }
        let kind = s.seat_kind(d.seat);
        let pick =
            ai::choose_within(kind, &obs, s.data(), pick_seed, Budget::iterations(1)).unwrap();
        s.choose(pick.choice).unwrap();
    }
    searched
}

// Same seed and budget in iterations, same pick: an Expert's samples played on one core and on
// four give the same tallies (every option's visits and mean score) and the same pick.
#[test]
fn an_expert_searches_the_same_on_one_core_and_on_four() {
    let searched = each_turn_action(52, 6, |s, obs, seed| {
        let one = search_on(1, obs, s, seed);
        let four = search_on(4, obs, s, seed);
        assert_eq!(one.2, 24, "step {}: the whole budget is searched", obs.step);
        assert!(!one.0.is_empty(), "step {}: nothing played out", obs.step);
        assert_eq!(one, four, "step {}", obs.step);
    });
    assert!(searched >= 4, "only {searched} decisions searched");
}

// Batched or one at a time, paired sampling plays every option still in the running in every
// sample: a turn's options (retiring aside) each have a visit per sample while none is dropped.
#[test]
fn an_experts_batches_play_every_option_in_every_sample() {
    let budget = Budget {
        batch: 4,
        ..Budget::iterations(4)
    };
    let searched = each_turn_action(61, usize::MAX, |s, obs, seed| {
        let mut search = Search::new(obs, s.data(), AiStyle::Opportunist, seed, budget.method)
            .expect("a search");
        search.run(s.data(), budget);
        let options = &obs.decision.as_ref().unwrap().options;
        let tried = options.iter().filter(|o| **o != Choice::Retire).count();
        let tallies = search.tallies();
        assert_eq!(tallies.len(), tried, "step {}: {tallies:?}", obs.step);
        assert!(tallies.iter().all(|t| t.visits == 4), "{tallies:?}");
    });
    assert!(searched >= 4, "only {searched} turns searched");
}

// An Expert searches 25 times a Hard captain's budget: at the table a second a decision where
// Hard has 40 ms, in batches; the other levels keep the budget they are given.
#[test]
fn an_expert_searches_25_times_a_hard_captains_budget() {
    let table = Budget::TABLE;
    let expert = table.for_level(AiLevel::Expert);
    assert_eq!(EXPERT_SCALE, 25);
    assert_eq!(expert.millis, Some(1000.0));
    assert_eq!(expert.iterations, table.iterations * 25);
    assert!(expert.batch > 1, "an Expert plays samples side by side");
    assert_eq!(table.for_level(AiLevel::Hard), table);
    assert_eq!(
        Budget::iterations(4).for_level(AiLevel::Expert).iterations,
        100
    );
    assert_eq!(
        SeatKind::parse("expert-pirate").unwrap().key(),
        "expert-pirate"
    );
    assert!(SeatKind::parse("expert").unwrap().searches());
}
