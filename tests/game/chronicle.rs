//! Looking back: the game as it stood after any choice (the history view, replays), and the
//! chronicle of public figures the standings charts draw.

use crate::common::*;
use spanish_main::report::chronicle::chronicle;
use spanish_main::rules::glory::{self, GloryReason};
use spanish_main::rules::*;

const NORMAL: SeatKind = SeatKind::Ai {
    level: AiLevel::Normal,
    style: AiStyle::Merchant,
};

fn normal_game(seats: usize, seed: u64, rounds: u32) -> Session {
    let config = GameConfig {
        max_rounds: Some(rounds),
        ai_seed: seed ^ 0x5A,
        ..GameConfig::new(vec![NORMAL; seats], seed)
    };
    Session::new(data(), config).unwrap().0
}

// Table comforts (issue: history and replay) — looking back after any choice shows the game
// exactly as it stood then, and nothing past the present.
#[test]
fn looking_back_shows_the_game_as_it_stood() {
    let mut s = new_game(3, 12);
    let mut states = vec![s.state().clone()];
    for _ in 0..150 {
        if s.decision().is_none() {
            break;
        }
        play_random(&mut s, 1);
        states.push(s.state().clone());
    }
    let made = s.choices_made();
    assert_eq!(made + 1, states.len());
    for n in [0, 1, 17, made / 2, made] {
        let then = s.as_it_was(n).expect("within the game");
        assert_eq!(then.state(), &states[n], "after {n} choices");
        assert_eq!(then.choices_made(), n);
        // The look back is a game of its own: it goes on as the real one went on.
        if n < made {
            assert_eq!(then.decision().map(|d| d.seat), {
                let next = s.as_it_was(n).unwrap();
                next.decision().map(|d| d.seat)
            });
        }
    }
    assert!(s.as_it_was(made + 1).is_none(), "nothing past the present");
    // Looking back changes nothing in the game itself.
    assert_eq!(s.state(), states.last().unwrap());
}

// M&M rules: GLORY POINTS, WINNING — the chronicle notes each captain's glory and gold as
// every round began, as the table saw them then, and ends on the final totals (the stash's
// points counted once shown); at the end every purse is shown, at every mark.
#[test]
fn the_chronicle_follows_the_rounds_and_ends_on_the_totals() {
    let mut s = normal_game(3, 44, 4);
    let mut seen: Vec<(u32, Vec<u32>, Vec<Option<i32>>)> = Vec::new();
    play_ai(&mut s, NORMAL, usize::MAX, |s| {
        let obs = s.observation(0);
        if obs.round > 0 && seen.last().is_none_or(|(r, _, _)| *r != obs.round) {
            seen.push((
                obs.round,
                obs.seats.iter().map(|p| p.glory).collect(),
                s.state().seats.iter().map(|p| Some(p.gold)).collect(),
            ));
        }
    });
    assert!(s.is_over());
    let c = chronicle(&s);
    assert_eq!(c.marks.len(), seen.len() + 1, "a mark a round, and the end");
    for (mark, (round, glory, gold)) in c.marks.iter().zip(&seen) {
        assert_eq!(mark.at, f64::from(round - 1));
        assert_eq!(&mark.glory, glory, "glory as round {round} began");
        assert_eq!(&mark.gold, gold, "gold as round {round} began");
    }
    let end = c.marks.last().unwrap();
    let obs = s.observation(1);
    assert_eq!(end.at, f64::from(obs.round));
    for p in &obs.seats {
        let stash = glory::points_for_stash(p.stash.expect("shown at the end"), s.data());
        assert_eq!(end.glory[p.seat], p.glory + stash);
        assert_eq!(c.stash_points[p.seat], stash);
        assert_eq!(c.glory_from[p.seat], p.glory_from);
        assert_eq!(
            p.glory_from.iter().sum::<u32>(),
            p.glory,
            "every track point has its deed"
        );
    }
    assert_eq!(c.glory_from[0].len(), GloryReason::COUNT);
}

// Secrets stay secret — before the end, a stash counts for nothing in the chronicle: two games
// that differ only in a stash give the same chronicle. Stash gold (our reading): the gold
// aboard of a captain who has used the chest is out of the chronicle's sight too.
#[test]
fn the_chronicle_never_shows_a_stash_before_the_end() {
    let mut s = normal_game(2, 9, 30);
    play_ai(&mut s, NORMAL, 120, |_| {});
    assert!(!s.is_over());
    let chest = |stash: i32, gold: i32| {
        edited(&s, |st| {
            st.seats[0].stash = stash;
            st.seats[0].gold = gold;
            st.seats[0].chest_used = true;
        })
    };
    let (rich, poor) = (chest(40, 0), chest(0, 40));
    let (a, b) = (chronicle(&rich), chronicle(&poor));
    assert_eq!(a.marks.last(), b.marks.last());
    assert_eq!(a.marks.last().unwrap().gold[0], None);
    assert_eq!(a.stash_points, vec![0, 0]);
    // The present stands halfway through its round, unless nothing changed since it began
    // (then the round's first mark is the last).
    let c = chronicle(&s);
    let round = f64::from(s.observation(0).round);
    let (now, began) = (&c.marks[c.marks.len() - 1], &c.marks[c.marks.len() - 2]);
    if now.at == round - 0.5 {
        assert_eq!(began.at, round - 1.0);
        assert!(now.glory != began.glory || now.gold != began.gold);
    } else {
        assert_eq!(now.at, round - 1.0);
    }
}
