//! The headless commands' loop (`game_core::harness`), over *Ten* (`ten/mod.rs`): a game
//! played to its end by AI answers through the protocol, and what goes wrong named.

mod ten;

use game_core::arena::{self, Contest};
use game_core::harness::{Ending, guarded, play_out};
use game_core::simulate::{self, Run};
use game_core::{Decision, GameRng, Played, Session};
use std::collections::BTreeMap;
use std::sync::Arc;
use ten::*;

impl Played for Ten {
    /// A bot picks at random from the options, seeded by the game's captains' seed and the
    /// points on the table; a "human" seat here always peeks (offered or not), to be refused.
    fn answer(
        session: &Session<Ten>,
        decision: Decision<Kind, Choice>,
        ai_seed: u64,
    ) -> Option<Choice> {
        match session.seat_kind(decision.seat) {
            Who::Human => Some(Choice::Peek),
            Who::Bot => {
                let points: u64 = session.state().points.iter().map(|p| u64::from(*p)).sum();
                let mut rng =
                    GameRng::from_seed(ai_seed ^ (points << 8) ^ session.choices_made() as u64);
                let i = rng.below(decision.options.len());
                decision.options.get(i).copied()
            }
        }
    }
    fn event_kind(event: &Event) -> &'static str {
        match event {
            Event::Stepped(_) => "stepped",
            Event::Rolled(..) => "rolled",
            Event::Peeked(_) => "peeked",
            Event::Passed(_) => "passed",
            Event::Won(_) => "won",
        }
    }
    fn ends_game(event: &Event) -> bool {
        matches!(event, Event::Won(_))
    }
}

// The headless loop: bots answer every decision through the protocol until the game is won;
// each step and each event's kind is counted, every invariant checked.
#[test]
fn bots_play_a_game_to_its_end_and_every_event_is_counted() {
    for seed in 0..20 {
        let mut s = table(&[Who::Bot, Who::Bot, Who::Bot], seed);
        let (mut steps, mut counts) = (0, BTreeMap::new());
        let ending = play_out(
            &mut s,
            seed,
            seed + 1,
            true,
            10_000,
            &mut steps,
            &mut counts,
        );
        assert_eq!(ending, Ending::Over, "seed {seed}");
        assert!(s.is_over());
        assert_eq!(counts.get("won"), Some(&1), "seed {seed}: {counts:?}");
        assert_eq!(steps, s.choices_made() as u64);
        let events: u64 = counts.values().sum();
        assert!(events >= steps, "every step tells something: {counts:?}");
    }
    // Same seeds, same game.
    let play = || {
        let mut s = table(&[Who::Bot, Who::Bot], 7);
        let (mut steps, mut counts) = (0, BTreeMap::new());
        play_out(&mut s, 7, 8, true, 10_000, &mut steps, &mut counts);
        s.save()
    };
    assert_eq!(play(), play());
}

// What goes wrong is named with the game's seed: an answer the decision did not offer, and a
// game still running past the step limit.
#[test]
fn a_refused_answer_and_a_game_that_runs_on_are_named() {
    let mut s = table(&[Who::Human, Who::Bot], 5);
    let (mut steps, mut counts) = (0, BTreeMap::new());
    let ending = play_out(&mut s, 5, 6, true, 10_000, &mut steps, &mut counts);
    let Ending::InvariantBroken(why) = ending else {
        panic!("{ending:?}")
    };
    assert!(
        why.starts_with("seed 5: offered choice refused: Peek is not one of seat 0's options"),
        "{why}"
    );
    assert_eq!(steps, 1, "the first peek was offered and made");

    let mut s = table(&[Who::Bot, Who::Bot], 5);
    let (mut steps, mut counts) = (0, BTreeMap::new());
    let ending = play_out(&mut s, 9, 10, true, 3, &mut steps, &mut counts);
    assert_eq!(
        ending,
        Ending::SoftLock("seed 9: still running after 3 steps".into())
    );
}

// A panic inside a game is counted, not fatal: it comes back as its message.
#[test]
fn a_panic_comes_back_as_its_message() {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let caught = guarded(|| -> u8 { panic!("the hold is on fire") });
    let fine = guarded(|| 3);
    std::panic::set_hook(hook);
    assert_eq!(caught, Err("the hold is on fire".to_string()));
    assert_eq!(fine, Ok(3));
}

/// Ten set up for `simulate`: `seats` at every table, the seed the loop gives.
fn tables(seats: Vec<Who>) -> impl Fn(u64, u64) -> Config {
    move |seed, _ai_seed| Config {
        seats: seats.clone(),
        seed,
        undo_among_humans: false,
    }
}

// `simulate`'s loop (game_core::simulate): every game is set up from its own seed, played to
// its end and told to the game's report; the same run gives the same totals.
#[test]
fn simulate_plays_every_game_and_tells_each_that_ended() {
    let run = Run {
        games: 12,
        seed: 3,
        ai_seed: 4,
        check_invariants: true,
    };
    let data = Arc::new(());
    let mut seeds = Vec::new();
    let totals = simulate::run::<Ten>(&data, run, tables(vec![Who::Bot; 3]), |s| {
        assert!(s.is_over());
        seeds.push(s.state().config.seed);
    });
    assert_eq!(seeds, (3..15).collect::<Vec<_>>());
    assert_eq!((totals.games, totals.completed), (12, 12));
    assert!(totals.clean() && totals.failures.is_empty(), "{totals:?}");
    assert_eq!(totals.event_counts.get("won"), Some(&12));
    assert!(totals.steps >= 12 && totals.steps_per_sec() > 0.0);
    let again = simulate::run::<Ten>(&data, run, tables(vec![Who::Bot; 3]), |_| {});
    assert_eq!(
        (again.steps, again.event_counts),
        (totals.steps, totals.event_counts)
    );
}

// What goes wrong is counted, never fatal: a refused answer is a broken game named by its
// seed (and not told to the report), a panic in the game's report is counted as a panic.
#[test]
fn simulate_counts_broken_games_and_panics() {
    let run = Run {
        games: 5,
        seed: 3,
        ai_seed: 4,
        check_invariants: true,
    };
    let data = Arc::new(());
    let totals = simulate::run::<Ten>(&data, run, tables(vec![Who::Human, Who::Bot]), |_| {
        panic!("a broken game is not reported")
    });
    assert_eq!((totals.completed, totals.invariant_violations), (0, 5));
    assert!(!totals.clean());
    assert!(
        totals.failures[0].starts_with("seed 3: offered choice refused"),
        "{:?}",
        totals.failures
    );
    let totals = simulate::run::<Ten>(&data, run, tables(vec![Who::Bot; 2]), |_| {
        panic!("the scorer broke")
    });
    assert_eq!((totals.completed, totals.panics), (0, 5));
    assert_eq!(totals.failures[4], "seed 7: panic: the scorer broke");
}

impl Contest for Ten {
    fn kind_name(kind: Who) -> String {
        format!("{kind:?}").to_lowercase()
    }
    fn winners(state: &State) -> Vec<usize> {
        state.winner.into_iter().collect()
    }
}

// The arena's loop (game_core::arena): seats rotated game by game, every decision answered,
// timed by its kind and told to the game, wins counted by kind; the same on one core or two.
#[test]
fn the_arena_rotates_seats_and_counts_wins_by_kind() {
    let data = Arc::new(());
    let seats = [Who::Bot, Who::Bot, Who::Bot];
    let play = |jobs| {
        let mut told = Vec::new();
        let results = arena::run::<Ten, u64>(
            &data,
            &seats,
            9,
            jobs,
            |i, seats| Config {
                seats,
                seed: 100 + i,
                undo_among_humans: false,
            },
            |i, session, decision, asked| {
                *asked += 1;
                Ten::answer(session, decision, i).ok_or("no options".to_string())
            },
            |_, _, _| {},
            |session, seats, asked| {
                let session = session.expect("every game of bots ends");
                assert_eq!(seats.len(), 3);
                told.push((
                    session.state().config.seed,
                    asked,
                    session.choices_made() as u64,
                ));
            },
        );
        (results, told)
    };
    let (results, told) = play(1);
    assert_eq!(results.completed, 9);
    assert!(results.failures.is_empty());
    let bots = &results.kinds["bot"];
    assert_eq!(bots.seats, 27, "three seats a game");
    assert_eq!(bots.wins, 9, "one winner a game");
    assert_eq!(
        bots.times.len() as u64,
        told.iter().map(|t| t.1).sum::<u64>()
    );
    assert_eq!(
        told.iter().map(|t| t.0).collect::<Vec<_>>(),
        (100..109).collect::<Vec<_>>(),
        "told in game order"
    );
    assert!(told.iter().all(|(_, asked, made)| asked == made));
    assert_eq!((bots.win_rate(), bots.ci95()[1] <= 1.0), (1.0 / 3.0, true));
    let (again, told_again) = play(2);
    assert_eq!((again.kinds["bot"].wins, told_again), (9, told));
}

// What goes wrong in the arena is counted, not fatal: a game whose answer is refused is named,
// never scored.
#[test]
fn the_arena_names_a_game_that_broke() {
    let data = Arc::new(());
    let results = arena::run::<Ten, ()>(
        &data,
        &[Who::Human, Who::Bot],
        4,
        1,
        |i, seats| Config {
            seats,
            seed: i,
            undo_among_humans: false,
        },
        |i, session, decision, _| Ten::answer(session, decision, i).ok_or("none".to_string()),
        |_, _, _| {},
        |_, _, _| {},
    );
    assert_eq!(results.completed, 0);
    assert_eq!(results.failures.len(), 4);
    assert!(
        results.failures[0].contains("not one of"),
        "{:?}",
        results.failures
    );
    assert_eq!(results.kinds.get("human").map_or(0, |r| r.seats), 0);
}
