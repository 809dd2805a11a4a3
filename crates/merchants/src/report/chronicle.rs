//! The game over time, in public figures: every captain's glory and gold as each round began,
//! and now. The standings window and the final screen draw it; every figure in it is one the
//! whole table sees (the stash only once it is shown, at the end).

use crate::content::GameData;
use crate::rules::glory::{self, GloryReason};
use crate::rules::observation::{observe, public_gold};
use crate::rules::session::Session;
use crate::rules::state::{GameState, Phase};

/// The table at one moment.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    /// Rounds played by then: 0 as the first round begins, 2.5 halfway through the third.
    /// The present, in a game still going, is put halfway through its round.
    pub at: f64,
    /// Each seat's glory: the track, plus the stash's points once every stash is shown.
    pub glory: Vec<u32>,
    /// Each seat's gold aboard (never the stash), where the table can count it: a captain who
    /// has used the chest keeps it out of sight until the game's end (`None`).
    pub gold: Vec<Option<i32>>,
}

/// Each seat's glory and gold as every round began, then now; and the glory by deed now.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Chronicle {
    pub marks: Vec<Mark>,
    /// Each seat's track points by deed, in [`GloryReason::ALL`] order.
    pub glory_from: Vec<[u32; GloryReason::COUNT]>,
    /// Each seat's stash points, once shown (at the end), else 0.
    pub stash_points: Vec<u32>,
}

/// The public figures of `state`, noted at `at`; `over`: the game has ended, so every purse
/// is shown, at every mark.
fn mark(state: &GameState, data: &GameData, at: f64, over: bool) -> Mark {
    let seats = observe(state, data, None, 0).seats;
    Mark {
        at,
        glory: seats
            .iter()
            .map(|s| s.glory + s.stash.map_or(0, |g| glory::points_for_stash(g, data)))
            .collect(),
        gold: state.seats.iter().map(|s| public_gold(s, over)).collect(),
    }
}

/// Walk the game from its origin and note the table as every round began, then now.
pub fn chronicle(session: &Session) -> Chronicle {
    let state = session.state();
    let over = matches!(state.phase, Phase::GameOver { .. });
    let mut marks = Vec::new();
    let mut round = None;
    session.walk(|state, _, _| {
        if state.round > 0 && round != Some(state.round) {
            round = Some(state.round);
            marks.push(mark(
                state,
                session.data(),
                f64::from(state.round - 1),
                over,
            ));
        }
    });
    let at = if over {
        f64::from(state.round)
    } else {
        f64::from(state.round.max(1)) - 0.5
    };
    let now = mark(state, session.data(), at, over);
    // A round just begun has nothing to add to the mark it began with.
    let same = |m: &Mark| m.at + 0.5 == now.at && m.glory == now.glory && m.gold == now.gold;
    if over || !marks.last().is_some_and(same) {
        marks.push(now);
    }
    let seats = observe(state, session.data(), None, 0).seats;
    Chronicle {
        marks,
        glory_from: seats.iter().map(|s| s.glory_from).collect(),
        stash_points: seats
            .iter()
            .map(|s| {
                s.stash
                    .map_or(0, |g| glory::points_for_stash(g, session.data()))
            })
            .collect(),
    }
}
