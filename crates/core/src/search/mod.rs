//! The determinizing search, written once for every game. Each iteration samples a whole
//! game from the searching seat's observation ([`Searched::determinize`]: the others'
//! secrets, every deck's order and a fresh random generator drawn anew), plays it on with
//! every seat's rules of thumb ([`Searched::policy`]) for a few rounds or to the end
//! (`playout`), and scores each seat's position ([`Searched::score`]). Two methods use the
//! samples ([`Method`]):
//! - `paired` (the default): every option of the decision is played out in every sample,
//!   and an option is judged against the rules of thumb's pick in the same samples;
//! - `tree`: single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling,
//!   Powley & Whitehouse, 2012), one tree of choices shared by every sample.
//!
//! Both keep the rules of thumb's pick unless another plays out better beyond the noise of
//! the samples. A game says what the search needs through [`Searched`]; what was measured
//! with Merchants & Marauders' captains is in that game's crate
//! (`crates/merchants/src/ai/search/measured.md`).

mod paired;
mod playout;
mod tree;
pub mod worker;

use crate::game::{Decision, Game, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use web_time::Instant;

/// The seed of one decision of one seat: from the captains' own seed (never the game's), the
/// seat and how far the game has gone, so a reloaded game's captains choose as before.
pub fn decision_seed(ai_seed: u64, seat: Seat, step: u64) -> u64 {
    ai_seed
        ^ (seat as u64 + 1).wrapping_mul(0xA076_1D64_78BD_642F)
        ^ step.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// What a game gives the search, beyond the rules ([`Game`]): how to sample a game from an
/// observation, how each seat plays in a sample, how a position scores, and which decisions
/// are worth searching.
pub trait Searched:
    Game<Choice: Send + Sync, State: Send + Sync, Observation: Clone + Send + Sync>
{
    /// How a seat is played in the samples (its rules of thumb, or at random).
    type Model: Copy + fmt::Debug + Send + Sync;
    /// A captain's style: the rules of thumb a searching seat falls back on.
    type Style: Copy;

    /// The seat whose observation it is.
    fn observer(obs: &Self::Observation) -> Seat;
    /// The decision the observation asks, if any.
    fn asked(obs: &Self::Observation) -> Option<&Decision<Self::Kind, Self::Choice>>;
    /// The rules of thumb's pick for the observation's decision, a Hard captain's of `style`.
    fn rules_of_thumb(
        obs: &Self::Observation,
        data: &Self::Data,
        style: Self::Style,
        seed: u64,
    ) -> Option<Pick<Self::Choice>>;
    /// A whole game drawn from what the observation shows; `None` when none can be drawn
    /// (the search then leaves the decision to the rules of thumb).
    fn determinize(obs: &Self::Observation, data: &Self::Data, seed: u64) -> Option<Self::State>;
    /// How each seat is played in the samples, in seat order.
    fn models(obs: &Self::Observation) -> Vec<Self::Model>;
    /// What the deciding seat plays in a sample, by its model.
    fn policy(
        state: &Self::State,
        data: &Self::Data,
        d: Decision<Self::Kind, Self::Choice>,
        models: &[Self::Model],
        rng: &mut ChaCha8Rng,
    ) -> Self::Choice;
    /// Each seat's reward for a sample played out, 0..1 (a win counting 1).
    fn score(state: &Self::State, data: &Self::Data) -> Vec<f32>;
    /// The round a state stands in (a playout runs a number of rounds past its first).
    fn round(state: &Self::State) -> u32;
    /// Whether a decision steers a game: the tree branches on these.
    fn steers(kind: Self::Kind) -> bool;
    /// The small steps a search also weighs at its root (the rules of thumb alone decide
    /// them inside a sample).
    fn sub_step(kind: Self::Kind) -> bool {
        let _ = kind;
        false
    }
    /// Whether a position is left to the rules of thumb whatever its decision (a battle
    /// dragging on, say), in a sample and as the observation shows it.
    fn drawn_out(state: &Self::State) -> bool {
        let _ = state;
        false
    }
    /// [`Searched::drawn_out`], as the observation shows it.
    fn drawn_out_seen(obs: &Self::Observation) -> bool {
        let _ = obs;
        false
    }
    /// Whether an option is weighed at all (one whose worth a playout cannot see is left to
    /// the rules of thumb).
    fn weighed(choice: Self::Choice) -> bool {
        let _ = choice;
        true
    }
    /// `options` with each that comes to the same as another left out, `keep` kept.
    fn distinct(
        options: &[Self::Choice],
        obs: &Self::Observation,
        data: &Self::Data,
        keep: Self::Choice,
    ) -> Vec<Self::Choice> {
        let _ = (obs, data, keep);
        options.to_vec()
    }
    /// `reached` as the paired search compares positions that two options of one sample came
    /// to, `root` being the sample they started from: with whatever only chance reads made
    /// alike (the random generator, a count of steps, the order of a pile nothing reads).
    fn alike(reached: &Self::State, root: &Self::State) -> Self::State {
        let _ = root;
        reached.clone()
    }
}

/// A captain's answer: the option it picks and one line of why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick<C> {
    pub choice: C,
    pub why: &'static str,
}

/// How the samples are used to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Method {
    /// Every option played out in every sample, compared in pairs.
    Paired,
    /// SO-ISMCTS.
    Tree,
}

impl std::str::FromStr for Method {
    type Err = String;

    fn from_str(s: &str) -> Result<Method, String> {
        match s {
            "paired" => Ok(Method::Paired),
            "tree" => Ok(Method::Tree),
            _ => Err(format!("method must be `paired` or `tree`, not `{s}`")),
        }
    }
}

/// How long and how far a search may go: it stops at whichever comes first.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Budget {
    pub iterations: u32,
    /// Wall-clock milliseconds; `None` for a search bounded by iterations alone (tests, and
    /// anything that must replay the same).
    pub millis: Option<f64>,
    /// How far each playout runs.
    pub playout: Playout,
    pub method: Method,
    /// Samples drawn at once and played side by side on every core (the Expert's paired
    /// search); 1: one after another (the Hard captain). The batch, not the number of cores,
    /// fixes which samples are drawn, so the pick is the same on any machine.
    pub batch: u32,
    /// Whether options of one sample that come to the same position share its playout
    /// (`paired`'s `Reached`); off only to measure what sharing saves.
    #[serde(default = "yes")]
    pub share: bool,
}

fn yes() -> bool {
    true
}

/// How far a playout runs before the sample is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Playout {
    /// This many rounds past the round it starts in, then the position is scored.
    Rounds(u32),
    /// To the game's end (or [`FULL_PLAYOUT_STEPS`]), scored by who won.
    ToTheEnd,
}

/// Steps a playout to the end runs at most.
pub const FULL_PLAYOUT_STEPS: u32 = 20_000;

impl std::str::FromStr for Playout {
    type Err = String;

    /// `end`, or a number of rounds past the current one.
    fn from_str(s: &str) -> Result<Playout, String> {
        if s == "end" {
            return Ok(Playout::ToTheEnd);
        }
        s.parse()
            .map(Playout::Rounds)
            .map_err(|_| format!("playout must be a number of rounds or `end`, not `{s}`"))
    }
}

impl Budget {
    /// At the table: 40 ms a decision, at most 4000 iterations.
    pub const TABLE: Budget = Budget {
        iterations: 4000,
        millis: Some(40.0),
        playout: Playout::Rounds(PLAYOUT_ROUNDS),
        method: Method::Paired,
        batch: 1,
        share: true,
    };

    /// A fixed number of iterations, the same on every machine.
    pub const fn iterations(n: u32) -> Budget {
        Budget {
            iterations: n,
            millis: None,
            playout: Playout::Rounds(PLAYOUT_ROUNDS),
            method: Method::Paired,
            batch: 1,
            share: true,
        }
    }

    /// The Expert's budget beside a Hard captain's: [`EXPERT_SCALE`] times the iterations and
    /// the time (a second a decision at the table), its samples in batches of
    /// [`EXPERT_BATCH`] on every core.
    pub const fn expert(self) -> Budget {
        Budget {
            iterations: self.iterations.saturating_mul(EXPERT_SCALE),
            millis: match self.millis {
                Some(ms) => Some(ms * EXPERT_SCALE as f64),
                None => None,
            },
            batch: EXPERT_BATCH,
            ..self
        }
    }
}

/// How many times a Hard captain's search an Expert's is: 25 times the iterations, a second
/// where Hard has 40 ms.
pub const EXPERT_SCALE: u32 = 25;
/// Samples an Expert draws at once and plays side by side.
pub const EXPERT_BATCH: u32 = 8;

/// How much better than the rules of thumb's pick another choice must play out.
const MARGIN: f32 = 0.01;
/// Standard errors by which another choice must beat the rules of thumb's pick.
const CONFIDENCE: f32 = 2.0;
/// Rounds a playout runs past the round it starts in (a game's own default may follow when a
/// second game searches). Measured with Merchants & Marauders' tree search at 40 ms against
/// Normal captains: four seats, 48 games (seed 101): 0 → Hard wins 17 %, 1 → 35 %,
/// 2 → 50 %, whole games (too few fit in 40 ms) → 17 %; then 2 against 3 on the same seeds,
/// after the raid rules of thumb changed: four seats, 96 games, 41 % → 47 %; two seats, 240
/// games, 64 % → 67 % (but 64 % over 480 games on more seeds, as with two rounds: the
/// two-seat gain was noise).
const PLAYOUT_ROUNDS: u32 = 3;
/// Steps a truncated playout runs at most.
const PLAYOUT_STEPS: u32 = 400;

thread_local! {
    /// Options played out whole and options that took a shared playout, by the paired
    /// searches of this thread (see [`playouts_on_this_thread`]).
    static PLAYOUTS: std::cell::Cell<(u64, u64)> = const { std::cell::Cell::new((0, 0)) };
    /// Samples drawn by the searches answered on this thread (see [`samples_on_this_thread`]).
    static SAMPLES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Options the paired searches run on this thread have played out whole since it started,
/// and options that came to a position another option of the same sample had reached and
/// took its playout (an Expert's samples played on other cores count here, where they are
/// recorded). The `arena` reports the difference across each decision; tests count a
/// search's the same way.
pub fn playouts_on_this_thread() -> (u64, u64) {
    PLAYOUTS.with(|p| p.get())
}

/// Samples the searches answered on this thread have drawn since it started: the `arena`
/// reports the difference across each decision (how many a decision's time bought).
pub fn samples_on_this_thread() -> u64 {
    SAMPLES.with(|s| s.get())
}

/// Count one sample's options played out whole and shared (see [`playouts_on_this_thread`]).
fn count_playouts(played: u32, shared: u32) {
    PLAYOUTS.with(|p| {
        let (a, b) = p.get();
        p.set((a + u64::from(played), b + u64::from(shared)));
    });
}

/// The reason a searched pick gives when it is not the rules of thumb's.
pub const PLAYED_OUT_BEST: &str = "it played out best in the games searched ahead";

/// The mean of `n` samples given their sum and the sum of their squares, and its standard
/// error.
fn mean_and_error(sum: f32, sum_sq: f32, n: f32) -> (f32, f32) {
    let n = n.max(1.0);
    let mean = sum / n;
    (mean, ((sum_sq / n - mean * mean).max(0.0) / n).sqrt())
}

/// One root choice's record: how often the search tried it and its mean score (0..1, a win
/// counting 1).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tally<C> {
    pub choice: C,
    pub visits: u32,
    pub score: f32,
}

/// A search's pick of `choice`: the rules of thumb's own pick, with its reason, or another
/// that played out best.
fn searched_pick<C: Copy + PartialEq>(rules_of_thumb: Pick<C>, choice: C) -> Pick<C> {
    if choice == rules_of_thumb.choice {
        rules_of_thumb
    } else {
        Pick {
            choice,
            why: PLAYED_OUT_BEST,
        }
    }
}

/// What a finished search found: its pick, the rules of thumb's, how each option played out
/// and how many samples it drew. A search run elsewhere (the browser's worker) sends its
/// pick's choice back; its reason follows from the rules of thumb's ([`Verdict::found`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict<C> {
    pub pick: Pick<C>,
    pub rules_of_thumb: Pick<C>,
    pub tallies: Vec<Tally<C>>,
    pub iterations: u32,
}

impl<C: Copy + PartialEq> Verdict<C> {
    /// The verdict of a search that picked `choice`, given the rules of thumb's own pick:
    /// a search keeps that pick and its reason, or names another as the one that played out
    /// best.
    pub fn found(
        rules_of_thumb: Pick<C>,
        choice: C,
        tallies: Vec<Tally<C>>,
        iterations: u32,
    ) -> Verdict<C> {
        Verdict {
            pick: searched_pick(rules_of_thumb, choice),
            rules_of_thumb,
            tallies,
            iterations,
        }
    }
}

/// A search under way: it may run a few iterations at a time (a browser runs a slice each
/// frame) and name its pick whenever asked.
pub struct Search<G: Searched> {
    obs: G::Observation,
    fallback: Pick<G::Choice>,
    /// `false` when the rules of thumb answer alone (a small step, a single option).
    searching: bool,
    engine: Engine<G>,
    rng: ChaCha8Rng,
    iterations: u32,
}

enum Engine<G: Searched> {
    Tree(tree::Tree<G>),
    Paired(paired::Paired<G>),
}

impl<G: Searched> Search<G> {
    /// Start a search of the observation's decision by `method`; `None` if it holds none.
    pub fn new(
        obs: &G::Observation,
        data: &G::Data,
        style: G::Style,
        seed: u64,
        method: Method,
    ) -> Option<Search<G>> {
        let decision = G::asked(obs)?;
        let fallback = G::rules_of_thumb(obs, data, style, seed)?;
        let searching = decision.options.len() > 1
            && (G::steers(decision.kind) || G::sub_step(decision.kind))
            && !G::drawn_out_seen(obs)
            && G::determinize(obs, data, seed).is_some();
        let engine = match method {
            Method::Tree => Engine::Tree(tree::Tree::new(
                G::observer(obs),
                fallback.choice,
                G::models(obs),
            )),
            Method::Paired => Engine::Paired(paired::Paired::new(
                &G::distinct(&decision.options, obs, data, fallback.choice),
                fallback.choice,
                G::models(obs),
            )),
        };
        Some(Search {
            obs: obs.clone(),
            fallback,
            searching,
            engine,
            rng: ChaCha8Rng::seed_from_u64(seed),
            iterations: 0,
        })
    }

    /// Iterations (samples) run so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Whether more iterations would change nothing (the rules of thumb answer alone).
    pub fn settled(&self) -> bool {
        !self.searching
    }

    /// Run until `budget` is spent (counted from this call), or the total reaches its
    /// iteration cap.
    pub fn run(&mut self, data: &G::Data, budget: Budget) {
        if !self.searching {
            return;
        }
        if let Engine::Paired(p) = &mut self.engine {
            p.share = budget.share;
        }
        let start = Instant::now();
        let out_of_time = || {
            budget
                .millis
                .is_some_and(|ms| start.elapsed().as_secs_f64() * 1000.0 >= ms)
        };
        let seat = G::observer(&self.obs);
        if budget.batch > 1
            && let Engine::Paired(paired) = &mut self.engine
        {
            while self.iterations < budget.iterations && !out_of_time() {
                let k = budget.batch.min(budget.iterations - self.iterations);
                // Each sample's game and dice are drawn here, in order, before any is played.
                let seeds: Vec<(u64, u64)> = (0..k)
                    .map(|_| (self.rng.next_u64(), self.rng.next_u64()))
                    .collect();
                let (obs, frozen) = (&self.obs, &*paired);
                let played = crate::cores::map(k as u64, |j| {
                    let (game, dice) = seeds[j as usize];
                    let state = G::determinize(obs, data, game)?;
                    Some(frozen.outcomes(&state, data, seat, budget.playout, dice))
                });
                for outcomes in played {
                    let Some(outcomes) = outcomes else {
                        self.searching = false;
                        return;
                    };
                    paired.record(&outcomes);
                }
                self.iterations += k;
            }
            return;
        }
        let mut events = Vec::new();
        while self.iterations < budget.iterations && !out_of_time() {
            let Some(state) = G::determinize(&self.obs, data, self.rng.next_u64()) else {
                self.searching = false;
                return;
            };
            match &mut self.engine {
                Engine::Tree(tree) => {
                    tree.iterate(state, data, budget.playout, &mut events, &mut self.rng)
                }
                Engine::Paired(paired) => paired.sample(
                    &state,
                    data,
                    seat,
                    budget.playout,
                    &mut events,
                    &mut self.rng,
                    &out_of_time,
                ),
            }
            self.iterations += 1;
        }
    }

    /// How each choice at the root played out so far, most tried first.
    pub fn tallies(&self) -> Vec<Tally<G::Choice>> {
        let mut t = match &self.engine {
            Engine::Tree(tree) => tree.tallies(),
            Engine::Paired(paired) => paired.tallies(),
        };
        t.sort_by_key(|t| std::cmp::Reverse(t.visits));
        t
    }

    /// The rules of thumb's own pick, which the search keeps unless another does better.
    pub fn rules_of_thumb(&self) -> Pick<G::Choice> {
        self.fallback
    }

    /// What the search found so far, whole.
    pub fn verdict(&self) -> Verdict<G::Choice> {
        Verdict {
            pick: self.pick(),
            rules_of_thumb: self.fallback,
            tallies: self.tallies(),
            iterations: self.iterations,
        }
    }

    /// The pick as things stand: the rules of thumb's own pick unless another plays out
    /// better beyond the noise of the samples.
    pub fn pick(&self) -> Pick<G::Choice> {
        if !self.searching {
            return self.fallback;
        }
        match &self.engine {
            Engine::Tree(tree) => tree.pick(self.fallback),
            Engine::Paired(paired) => paired.pick(self.fallback),
        }
    }
}

/// Answer the observation's decision by searching within `budget`; small steps, and
/// decisions a sample cannot be drawn for, are answered by the rules of thumb.
pub fn choose<G: Searched>(
    obs: &G::Observation,
    data: &G::Data,
    style: G::Style,
    seed: u64,
    budget: Budget,
) -> Option<Pick<G::Choice>> {
    let mut search = Search::<G>::new(obs, data, style, seed, budget.method)?;
    search.run(data, budget);
    SAMPLES.with(|s| s.set(s.get() + u64::from(search.iterations())));
    Some(search.pick())
}
