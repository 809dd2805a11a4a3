//! The game told as figures the whole table sees, turn by turn: each seat's Victory Points as
//! each Player-Turn began, and what it stood to score then (its VP and its pirates' Notoriety
//! afloat, 18.12 B), read along a session's history, or followed observation by observation
//! where the history is elsewhere (an online table's is on its server). The final screen
//! draws them.

use crate::rules::{Afloat, Blackbeard as Bb, Observation, State};
use game_core::Session;

/// One Player-Turn's figures, by seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub turn: u32,
    pub vp: Vec<u32>,
    /// VP and Notoriety afloat: what the seat would have if the game ended now.
    pub standing: Vec<u32>,
}

fn mark(state: &State) -> Mark {
    mark_of(state.turns, &state.vp, &state.afloat)
}

fn mark_of(turn: u32, vp: &[u32], afloat: &[Afloat]) -> Mark {
    let standing = (0..vp.len())
        .map(|s| {
            vp[s]
                + afloat
                    .iter()
                    .filter(|a| a.seat == s)
                    .map(|a| a.notoriety)
                    .sum::<u32>()
        })
        .collect();
    Mark {
        turn,
        vp: vp.to_vec(),
        standing,
    }
}

/// Follow the game one observation at a time (its open table only): a mark as each new
/// Player-Turn is first seen, and one for the end. Marks begin where the watching began.
pub fn follow(marks: &mut Vec<Mark>, obs: &Observation) {
    let now = mark_of(obs.turns, &obs.vp, &obs.afloat);
    if now.turn > 0 && marks.last().is_none_or(|m| m.turn < now.turn) {
        marks.push(now.clone());
    }
    if obs.over.is_some() {
        close(marks, now);
    }
}

/// The end's mark, after the last Player-Turn's, unless that already shows the end's figures
/// (or the end was marked before).
fn close(marks: &mut Vec<Mark>, end: Mark) {
    if marks.last().is_none_or(|m| *m != end && m.turn <= end.turn) {
        marks.push(Mark {
            turn: end.turn + 1,
            ..end
        });
    }
}

/// The figures as each Player-Turn began, and at the end.
pub fn marks(session: &Session<Bb>) -> Vec<Mark> {
    let mut out: Vec<Mark> = Vec::new();
    let mut last = None;
    session.walk(|state, _, _| {
        if state.turns > 0 && last != Some(state.turns) {
            last = Some(state.turns);
            out.push(mark(state));
        }
    });
    close(&mut out, mark(session.state()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::BbData;
    use std::sync::Arc;

    /// A three-seat game and the generator that plays it at random.
    fn game(seed: u64) -> (Session<Bb>, game_core::rng::GameRng) {
        let data = Arc::new(BbData::embedded().expect("the data loads"));
        let config = crate::rules::Options::default().config(
            vec![crate::rules::SeatKind::Human; 3],
            seed,
            seed,
            false,
        );
        let (s, _) = Session::<Bb>::new(data, config).expect("a game");
        (s, game_core::rng::GameRng::from_seed(seed))
    }

    // 18.12 B, the final screen's charts: one mark a Player-Turn in order, the last the
    // game's end, each seat's VP never falling and its standing at least its VP.
    #[test]
    fn the_marks_follow_the_game_turn_by_turn() {
        let (mut s, mut rng) = game(5);
        while let Some(d) = s.decision() {
            s.choose(d.options[rng.below(d.options.len())]).unwrap();
        }
        let m = marks(&s);
        assert!(m.len() > 3);
        assert!(m.windows(2).all(|w| w[0].turn < w[1].turn));
        for seat in 0..3 {
            assert!(m.windows(2).all(|w| w[0].vp[seat] <= w[1].vp[seat]));
            assert!(m.iter().all(|x| x.standing[seat] >= x.vp[seat]));
        }
        assert_eq!(m.last().unwrap().vp, s.state().vp);
    }

    // 18.12 B, the final screen's charts online: followed observation by observation, the
    // marks are the history's own; watched from a later turn, they begin there.
    #[test]
    fn marks_followed_by_observation_are_the_historys() {
        let (mut s, mut rng) = game(6);
        let (mut all, mut late) = (Vec::new(), Vec::new());
        while let Some(d) = s.decision() {
            let obs = s.observation(1).without_secrets();
            follow(&mut all, &obs);
            if obs.turns >= 5 {
                follow(&mut late, &obs);
            }
            s.choose(d.options[rng.below(d.options.len())]).unwrap();
        }
        let end = s.observation(1).without_secrets();
        follow(&mut all, &end);
        follow(&mut late, &end);
        follow(&mut all, &end);
        assert_eq!(all, marks(&s));
        assert_eq!(late.first().map(|m| m.turn), Some(5));
        assert_eq!(late.last(), all.last());
    }
}
