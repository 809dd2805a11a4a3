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

use super::playout::{play_on, playout};
use super::{
    CONFIDENCE, MARGIN, Pick, Playout, Searched, Tally, count_playouts, mean_and_error,
    searched_pick,
};
use crate::game::Seat;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Samples after which an option that did worse than the rules of thumb's pick beyond the
/// noise is played out no more.
const DROP_AFTER: f32 = 4.0;

/// Where one sample's options came to once their own steps were done, and the reward each
/// such position played out to. An option's own steps are the option and what its seat
/// plays after it by its rules of thumb until another seat decides: the rest of a sale's
/// marks, the rest of the port visit, the rest of the turn. An option that comes to a
/// position another option of the sample reached takes its reward and is not played out
/// again: marking sugar and then cotton sells what marking cotton and then sugar sells, and
/// port visits begun with different activities often end alike.
///
/// "The same position" leaves out what only chance reads (the game says what, in
/// [`Searched::alike`]: the random generators, say, which may stand at different places
/// after different steps). Two such positions play on alike in chance, so the shared
/// playout is as true a sample of the one as of the other, and the two options' difference
/// in that sample is its true value, nothing.
pub(super) struct Reached<S> {
    seen: Vec<(S, f32)>,
    /// Options played out to the end of the playout, and options that reached a position
    /// seen before and took its reward.
    pub played: u32,
    pub shared: u32,
}

impl<S> Default for Reached<S> {
    fn default() -> Reached<S> {
        Reached {
            seen: Vec::new(),
            played: 0,
            shared: 0,
        }
    }
}

/// The seat's score after playing `choice` from `state` and the
/// sample on with `dice`; `reached` holds what this sample's other options came to, and
/// is looked in if `share`.
#[allow(clippy::too_many_arguments)]
fn play_arm<G: Searched>(
    state: &G::State,
    data: &G::Data,
    seat: Seat,
    choice: G::Choice,
    models: &[G::Model],
    how: Playout,
    events: &mut Vec<G::Event>,
    dice: u64,
    (reached, share): (&mut Reached<G::State>, bool),
) -> f32 {
    let mut s = state.clone();
    events.clear();
    G::advance(&mut s, data, seat, choice, events);
    let mut rng = ChaCha8Rng::seed_from_u64(dice);
    if !share {
        playout::<G>(&mut s, data, models, how, events, &mut rng);
        reached.played += 1;
        return G::score(&s, data)[seat];
    }
    let (mut found, mut at) = (None, None);
    play_on::<G>(
        &mut s,
        data,
        models,
        how,
        events,
        &mut rng,
        Some(seat),
        |p| {
            let p = G::alike(p, state);
            found = reached.seen.iter().find(|(q, _)| *q == p).map(|x| x.1);
            if found.is_none() {
                at = Some(p);
            }
            found.is_some()
        },
    );
    if let Some(r) = found {
        reached.shared += 1;
        return r;
    }
    let r = G::score(&s, data)[seat];
    reached.played += 1;
    if let Some(p) = at {
        reached.seen.push((p, r));
    }
    r
}

/// One option's record.
#[derive(Clone, Debug)]
struct Arm<C> {
    choice: C,
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

impl<C> Arm<C> {
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
pub(super) struct Paired<G: Searched> {
    /// The rules of thumb's pick first.
    arms: Vec<Arm<G::Choice>>,
    /// How each seat is played in the samples.
    models: Vec<G::Model>,
    /// Whether options that come to the same position share its playout ([`Reached`]): the
    /// search's budget says.
    pub share: bool,
}

impl<G: Searched> Paired<G> {
    /// Every option the game weighs ([`Searched::weighed`]), the rules of thumb's pick first.
    pub fn new(options: &[G::Choice], fallback: G::Choice, models: Vec<G::Model>) -> Paired<G> {
        Paired {
            arms: arms(options, fallback, G::weighed),
            models,
            share: true,
        }
    }

    /// Play every option out from one sample, stopping early when `out_of_time` says so
    /// (the rules of thumb's pick always plays).
    pub fn sample(
        &mut self,
        state: &G::State,
        data: &G::Data,
        seat: Seat,
        how: Playout,
        events: &mut Vec<G::Event>,
        rng: &mut ChaCha8Rng,
        out_of_time: &dyn Fn() -> bool,
    ) {
        let dice = rng.next_u64();
        let Some(d) = G::decide(state, data).filter(|d| d.seat == seat) else {
            return;
        };
        let mut base = None;
        let mut reached = Reached::default();
        for (i, arm) in self.arms.iter_mut().enumerate() {
            if arm.dropped || !d.options.contains(&arm.choice) {
                continue;
            }
            if i > 0 && out_of_time() {
                break;
            }
            let models = &self.models;
            let memo = (&mut reached, self.share);
            let r = play_arm::<G>(
                state, data, seat, arm.choice, models, how, events, dice, memo,
            );
            arm.record(r, base);
            if i == 0 {
                base = Some(r);
            }
        }
        count_playouts(reached.played, reached.shared);
    }

    /// Every option still in the running played out from one sample, with the dice of
    /// `dice`, as (arm, reward) in the arms' order; nothing is recorded (see [`Paired::record`]),
    /// so samples can be played side by side.
    pub fn outcomes(
        &self,
        state: &G::State,
        data: &G::Data,
        seat: Seat,
        how: Playout,
        dice: u64,
    ) -> (Vec<(usize, f32)>, Reached<G::State>) {
        let mut reached = Reached::default();
        let Some(d) = G::decide(state, data).filter(|d| d.seat == seat) else {
            return (Vec::new(), reached);
        };
        let mut events = Vec::new();
        let outcomes = self
            .arms
            .iter()
            .enumerate()
            .filter(|(_, arm)| !arm.dropped && d.options.contains(&arm.choice))
            .map(|(i, arm)| {
                let r = play_arm::<G>(
                    state,
                    data,
                    seat,
                    arm.choice,
                    &self.models,
                    how,
                    &mut events,
                    dice,
                    (&mut reached, self.share),
                );
                (i, r)
            })
            .collect();
        reached.seen.clear();
        (outcomes, reached)
    }

    /// Record one sample's [`Paired::outcomes`], as [`Paired::sample`] would have.
    pub fn record(&mut self, (outcomes, reached): &(Vec<(usize, f32)>, Reached<G::State>)) {
        count_playouts(reached.played, reached.shared);
        let base = outcomes.first().filter(|(i, _)| *i == 0).map(|(_, r)| *r);
        for &(i, r) in outcomes {
            self.arms[i].record(r, if i == 0 { None } else { base });
        }
    }

    /// How each option played out so far.
    pub fn tallies(&self) -> Vec<Tally<G::Choice>> {
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
    /// so beyond the noise; the rules of thumb's pick otherwise ([`best`]).
    pub fn pick(&self, fallback: Pick<G::Choice>) -> Pick<G::Choice> {
        best(&self.arms, fallback)
    }
}

/// An arm for each option `weighed` keeps, the rules of thumb's pick (`fallback`) first.
fn arms<C: Copy + PartialEq>(options: &[C], fallback: C, weighed: fn(C) -> bool) -> Vec<Arm<C>> {
    let rest = options
        .iter()
        .copied()
        .filter(|o| weighed(*o) && *o != fallback);
    let arm = |choice| Arm {
        choice,
        n: 0.0,
        sum: 0.0,
        pairs: 0.0,
        diff: 0.0,
        diff_sq: 0.0,
        dropped: false,
    };
    std::iter::once(fallback).chain(rest).map(arm).collect()
}

/// The option that beat the rules of thumb's pick (the first arm) by most in the same
/// samples, if it did so beyond the noise (by [`MARGIN`] and [`CONFIDENCE`] standard
/// errors); the rules of thumb's pick otherwise.
fn best<C: Copy + PartialEq>(arms: &[Arm<C>], fallback: Pick<C>) -> Pick<C> {
    let mut best: Option<(f32, C)> = None;
    for arm in &arms[1..] {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The options of these tests: 0 ends the turn (the rules of thumb's pick), 1 scouts,
    /// 2 goes into port, 9 retires (never weighed).
    fn fallback() -> Pick<u8> {
        Pick {
            choice: 0,
            why: "the rules of thumb",
        }
    }

    /// Arms for the rules of thumb's pick and two others, each with the given differences
    /// from the pick, one per sample.
    fn paired(a: &[f32], b: &[f32]) -> Vec<Arm<u8>> {
        let mut arms = arms(&[1, 0, 2], 0, |_| true);
        assert_eq!(arms[0].choice, 0, "the pick comes first");
        for (arm, diffs) in arms[1..].iter_mut().zip([a, b]) {
            for d in diffs {
                arm.record(0.5 + d, Some(0.5));
            }
        }
        arms
    }

    // The search leaves the rules of thumb's pick only for an option that beat it in the
    // same samples beyond the noise.
    #[test]
    fn a_steady_gain_wins_and_a_lucky_one_does_not() {
        // Steadily 0.05 better in every sample: chosen.
        assert_eq!(best(&paired(&[0.05; 8], &[0.0; 8]), fallback()).choice, 1);
        // Better on average (0.1) but by luck: +0.6 and -0.4 in turn. Kept to the pick.
        let lucky: Vec<f32> = (0..8)
            .map(|i| if i % 2 == 0 { 0.6 } else { -0.4 })
            .collect();
        assert_eq!(best(&paired(&lucky, &[0.0; 8]), fallback()).choice, 0);
        // Two steady gains: the larger one.
        assert_eq!(best(&paired(&[0.05; 8], &[0.2; 8]), fallback()).choice, 2);
        // A gain under the margin is no gain.
        assert_eq!(best(&paired(&[0.005; 8], &[0.0; 8]), fallback()).choice, 0);
        // One sample proves nothing.
        assert_eq!(best(&paired(&[0.5], &[]), fallback()).choice, 0);
        // Another option's pick says why.
        let steady = best(&paired(&[0.05; 8], &[0.0; 8]), fallback());
        assert_eq!(steady.why, super::super::PLAYED_OUT_BEST);
    }

    // An option that keeps doing worse than the rules of thumb's pick is dropped after a few
    // samples; one that is worse only by luck stays in the running.
    #[test]
    fn a_steady_loser_is_dropped_a_noisy_one_is_not() {
        let p = paired(&[-0.2; 4], &[0.3, -0.4, 0.3, -0.4]);
        assert!(p[1].dropped);
        assert!(!p[2].dropped);
        let early = paired(&[-0.2; 3], &[]);
        assert!(!early[1].dropped, "too few samples to judge");
    }

    // An option the game does not weigh (M&M: retiring) is no arm.
    #[test]
    fn an_option_not_weighed_is_not_an_arm() {
        let arms = arms(&[0, 9], 0, |c| c != 9);
        assert!(arms.iter().all(|a| a.choice != 9));
        assert_eq!(arms.len(), 1);
    }
}
