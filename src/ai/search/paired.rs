//! Paired sampling at the root: each sample plays every option of the decision out from the
//! same sampled game, with the same dice and the same draws (common random numbers: the
//! sample's own random generator, cloned, and one seed for the rules of thumb), and an
//! option is judged by how much better than the rules of thumb's own pick it did *in the same
//! samples*. A rollout algorithm (Tesauro & Galperin, 1996; Bertsekas' rollout), over
//! determinized games as in ISMCTS.
//!
//! Why: in this game the dice and the deck's order decide much of how three rounds go, so two
//! options played out in different samples differ mostly by luck. Compared in the same
//! samples, that luck cancels: the difference's spread is far smaller, and the search can
//! tell a better option from the rules of thumb's in fewer samples.

use super::model::Model;
use super::playout::{playout, score};
use super::{CONFIDENCE, MARGIN, Playout, Tally, mean_and_error, searched_pick};
use crate::ai::Pick;
use crate::content::GameData;
use crate::rules::session::{advance, decide};
use crate::rules::{Choice, GameEvent, GameState, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Samples after which an option that did worse than the rules of thumb's pick beyond the
/// noise is played out no more.
const DROP_AFTER: f32 = 4.0;

/// The seat's score after playing `choice` from `state` and the sample on with `dice`.
fn play_arm(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    choice: Choice,
    models: &[Model],
    how: Playout,
    events: &mut Vec<GameEvent>,
    dice: u64,
) -> f32 {
    let mut s = state.clone();
    events.clear();
    advance(&mut s, data, seat, choice, events);
    playout(
        &mut s,
        data,
        models,
        how,
        events,
        &mut ChaCha8Rng::seed_from_u64(dice),
    );
    score(&s, data)[seat]
}

/// One option's record.
#[derive(Clone, Debug)]
struct Arm {
    choice: Choice,
    /// Samples it played out in, and the sum of its rewards.
    n: f32,
    sum: f32,
    /// Samples in which the rules of thumb's pick played out too, and the sums of the
    /// difference (this option's reward less the pick's) and of its square.
    pairs: f32,
    diff: f32,
    diff_sq: f32,
    /// Set once it has done worse than the rules of thumb's pick beyond the noise: later
    /// samples are spent on the options still in the running.
    dropped: bool,
}

impl Arm {
    /// One sample's reward, and the rules of thumb's pick's in the same sample (if it has
    /// played out: not for the pick itself).
    fn record(&mut self, r: f32, base: Option<f32>) {
        self.n += 1.0;
        self.sum += r;
        if let Some(b) = base {
            self.pairs += 1.0;
            self.diff += r - b;
            self.diff_sq += (r - b) * (r - b);
            let (mean, spread) = self.gain();
            self.dropped = self.pairs >= DROP_AFTER && mean + CONFIDENCE * spread < 0.0;
        }
    }

    /// The mean difference from the rules of thumb's pick and its standard error.
    fn gain(&self) -> (f32, f32) {
        mean_and_error(self.diff, self.diff_sq, self.pairs)
    }
}

/// The options of one search and how each played out.
#[derive(Clone, Debug)]
pub(super) struct Paired {
    /// The rules of thumb's pick first.
    arms: Vec<Arm>,
    /// How each seat is played in the samples.
    models: Vec<Model>,
}

impl Paired {
    /// Every option but retiring (left to the rules of thumb, which never do: a playout
    /// cannot see what the captain gives up), the rules of thumb's pick first.
    pub fn new(options: &[Choice], fallback: Choice, models: Vec<Model>) -> Paired {
        let rest = options
            .iter()
            .copied()
            .filter(|o| *o != Choice::Retire && *o != fallback);
        let arm = |choice| Arm {
            choice,
            n: 0.0,
            sum: 0.0,
            pairs: 0.0,
            diff: 0.0,
            diff_sq: 0.0,
            dropped: false,
        };
        Paired {
            arms: std::iter::once(fallback).chain(rest).map(arm).collect(),
            models,
        }
    }

    /// Play every option out from one sample, stopping early when `out_of_time` says so
    /// (the rules of thumb's pick always plays).
    pub fn sample(
        &mut self,
        state: &GameState,
        data: &GameData,
        seat: Seat,
        how: Playout,
        events: &mut Vec<GameEvent>,
        rng: &mut ChaCha8Rng,
        out_of_time: &dyn Fn() -> bool,
    ) {
        let dice = rng.next_u64();
        let Some(d) = decide(state, data).filter(|d| d.seat == seat) else {
            return;
        };
        let mut base = None;
        for (i, arm) in self.arms.iter_mut().enumerate() {
            if arm.dropped || !d.options.contains(&arm.choice) {
                continue;
            }
            if i > 0 && out_of_time() {
                return;
            }
            let models = &self.models;
            let r = play_arm(state, data, seat, arm.choice, models, how, events, dice);
            arm.record(r, base);
            if i == 0 {
                base = Some(r);
            }
        }
    }

    /// Every option still in the running played out from one sample, with the dice of
    /// `dice`, as (arm, reward) in the arms' order; nothing is recorded (see [`Paired::record`]),
    /// so samples can be played side by side.
    pub fn outcomes(
        &self,
        state: &GameState,
        data: &GameData,
        seat: Seat,
        how: Playout,
        dice: u64,
    ) -> Vec<(usize, f32)> {
        let Some(d) = decide(state, data).filter(|d| d.seat == seat) else {
            return Vec::new();
        };
        let mut events = Vec::new();
        self.arms
            .iter()
            .enumerate()
            .filter(|(_, arm)| !arm.dropped && d.options.contains(&arm.choice))
            .map(|(i, arm)| {
                let r = play_arm(
                    state,
                    data,
                    seat,
                    arm.choice,
                    &self.models,
                    how,
                    &mut events,
                    dice,
                );
                (i, r)
            })
            .collect()
    }

    /// Record one sample's [`Paired::outcomes`], as [`Paired::sample`] would have.
    pub fn record(&mut self, outcomes: &[(usize, f32)]) {
        let base = outcomes.first().filter(|(i, _)| *i == 0).map(|(_, r)| *r);
        for &(i, r) in outcomes {
            self.arms[i].record(r, if i == 0 { None } else { base });
        }
    }

    /// How each option played out so far.
    pub fn tallies(&self) -> Vec<Tally> {
        self.arms
            .iter()
            .filter(|a| a.n > 0.0)
            .map(|a| Tally {
                choice: a.choice,
                visits: a.n as u32,
                score: a.sum / a.n,
            })
            .collect()
    }

    /// The option that beat the rules of thumb's pick by most in the same samples, if it did
    /// so beyond the noise (by [`MARGIN`] and [`CONFIDENCE`] standard errors); the rules of
    /// thumb's pick otherwise.
    pub fn pick(&self, fallback: Pick) -> Pick {
        let mut best: Option<(f32, Choice)> = None;
        for arm in &self.arms[1..] {
            if arm.pairs < 2.0 || arm.dropped {
                continue;
            }
            let (mean, spread) = arm.gain();
            if mean - MARGIN - CONFIDENCE * spread > 0.0 && best.is_none_or(|(b, _)| mean > b) {
                best = Some((mean, arm.choice));
            }
        }
        best.map_or(fallback, |(_, choice)| searched_pick(fallback, choice))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ScoutTarget;

    fn fallback() -> Pick {
        Pick {
            choice: Choice::EndTurn,
            why: "the rules of thumb",
        }
    }

    /// Arms for the rules of thumb's pick (ending the turn) and two others, each with the
    /// given differences from the pick, one per sample.
    fn paired(a: &[f32], b: &[f32]) -> Paired {
        let mut p = Paired::new(
            &[
                Choice::Scout(ScoutTarget::Rumor),
                Choice::EndTurn,
                Choice::PortAction,
            ],
            Choice::EndTurn,
            Vec::new(),
        );
        assert_eq!(p.arms[0].choice, Choice::EndTurn, "the pick comes first");
        for (arm, diffs) in p.arms[1..].iter_mut().zip([a, b]) {
            for d in diffs {
                arm.record(0.5 + d, Some(0.5));
            }
        }
        p
    }

    // The search leaves the rules of thumb's pick only for an option that beat it in the
    // same samples beyond the noise.
    #[test]
    fn a_steady_gain_wins_and_a_lucky_one_does_not() {
        // Steadily 0.05 better in every sample: chosen.
        let steady = paired(&[0.05; 8], &[0.0; 8]);
        assert_eq!(
            steady.pick(fallback()).choice,
            Choice::Scout(ScoutTarget::Rumor)
        );
        // Better on average (0.1) but by luck: +0.6 and -0.4 in turn. Kept to the pick.
        let lucky: Vec<f32> = (0..8)
            .map(|i| if i % 2 == 0 { 0.6 } else { -0.4 })
            .collect();
        assert_eq!(
            paired(&lucky, &[0.0; 8]).pick(fallback()).choice,
            Choice::EndTurn
        );
        // Two steady gains: the larger one.
        let two = paired(&[0.05; 8], &[0.2; 8]);
        assert_eq!(two.pick(fallback()).choice, Choice::PortAction);
        // A gain under the margin is no gain.
        assert_eq!(
            paired(&[0.005; 8], &[0.0; 8]).pick(fallback()).choice,
            Choice::EndTurn
        );
        // One sample proves nothing.
        assert_eq!(paired(&[0.5], &[]).pick(fallback()).choice, Choice::EndTurn);
    }

    // An option that keeps doing worse than the rules of thumb's pick is dropped after a few
    // samples; one that is worse only by luck stays in the running.
    #[test]
    fn a_steady_loser_is_dropped_a_noisy_one_is_not() {
        let p = paired(&[-0.2; 4], &[0.3, -0.4, 0.3, -0.4]);
        assert!(p.arms[1].dropped);
        assert!(!p.arms[2].dropped);
        let early = paired(&[-0.2; 3], &[]);
        assert!(!early.arms[1].dropped, "too few samples to judge");
    }

    // Retiring is never weighed (a playout cannot see what the captain gives up).
    #[test]
    fn retiring_is_not_an_arm() {
        let p = Paired::new(
            &[Choice::EndTurn, Choice::Retire],
            Choice::EndTurn,
            Vec::new(),
        );
        assert!(p.arms.iter().all(|a| a.choice != Choice::Retire));
    }
}
