//! A Hard captain's search run off the frame, for the table's captains and for the advice
//! offered to humans alike. On the desktop it runs whole on Bevy's async compute pool; in the
//! browser (one thread) it runs a slice each time it is polled, until its time is spent.

use super::search::{Budget, Search};
use crate::content::GameData;
use crate::rules::{AiStyle, Observation};
use std::sync::Arc;

/// Milliseconds of search per poll in the browser.
#[cfg(target_arch = "wasm32")]
const SLICE_MS: f64 = 10.0;
/// Wall-clock milliseconds a browser search may take, whatever its budget: at 60 frames a
/// second its slices fit well inside; on a slow machine (or under software rendering) the
/// captain searches less rather than keep the table waiting. The search stops at the last
/// frame that leaves it inside this time: when waiting for one more frame (as long as the
/// last frame took, or the frames of the search so far on average, whichever is longer)
/// would end past it.
#[cfg(target_arch = "wasm32")]
const WALL_MS: f64 = 200.0;

/// A search under way for the decision at `step` of `seat`'s observation.
pub struct Thinker {
    pub step: u64,
    pub seat: crate::rules::Seat,
    #[cfg(not(target_arch = "wasm32"))]
    task: bevy::tasks::Task<Option<Box<Search>>>,
    #[cfg(target_arch = "wasm32")]
    search: Option<Search>,
    #[cfg(target_arch = "wasm32")]
    data: Arc<GameData>,
    #[cfg(target_arch = "wasm32")]
    budget: Budget,
    #[cfg(target_arch = "wasm32")]
    spent_ms: f64,
    /// When the search began and how many frames it has run in (the browser test reads the
    /// log line these make).
    #[cfg(target_arch = "wasm32")]
    began: bevy::platform::time::Instant,
    #[cfg(target_arch = "wasm32")]
    polls: u32,
    /// The longest slice so far, in milliseconds (a playout may run past the slice's end).
    #[cfg(target_arch = "wasm32")]
    longest_ms: f64,
}

/// What polling a [`Thinker`] gives.
pub enum Thought {
    /// Still thinking.
    Pending,
    /// Done: the finished search (`None` if the observation held no decision).
    Done(Option<Box<Search>>),
}

impl Thinker {
    /// Start searching the observation's decision within `budget` (in the browser the
    /// budget's milliseconds are spread over many polls).
    pub fn start(
        obs: &Observation,
        data: Arc<GameData>,
        style: AiStyle,
        seed: u64,
        budget: Budget,
    ) -> Thinker {
        let (step, seat) = (obs.step, obs.seat);
        #[cfg(not(target_arch = "wasm32"))]
        {
            let obs = obs.clone();
            let task = bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
                let mut search = Search::new(&obs, &data, style, seed, budget.method)?;
                search.run(&data, budget);
                Some(Box::new(search))
            });
            Thinker { step, seat, task }
        }
        #[cfg(target_arch = "wasm32")]
        {
            // One core: an Expert's batches would make each slice eight samples long, so
            // here it searches a sample at a time, as Hard does.
            let budget = Budget { batch: 1, ..budget };
            let search = Search::new(obs, &data, style, seed, budget.method);
            Thinker {
                step,
                seat,
                search,
                data,
                budget,
                spent_ms: 0.0,
                began: bevy::platform::time::Instant::now(),
                polls: 0,
                longest_ms: 0.0,
            }
        }
    }

    /// Whether this search is for the decision of `obs`.
    pub fn is_for(&self, obs: &Observation) -> bool {
        self.step == obs.step && self.seat == obs.seat
    }

    /// Carry on (in the browser, one slice) and say whether the search is done; `frame_ms`
    /// is how long the last frame took (the browser's search plans its last slice by it).
    pub fn poll(&mut self, frame_ms: f64) -> Thought {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let _ = frame_ms; // the desktop's search runs off the frame
            use bevy::tasks::{block_on, poll_once};
            match block_on(poll_once(&mut self.task)) {
                Some(done) => Thought::Done(done),
                None => Thought::Pending,
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            let Some(search) = self.search.as_mut() else {
                return Thought::Done(None);
            };
            let slice = bevy::platform::time::Instant::now();
            search.run(
                &self.data,
                Budget {
                    iterations: self.budget.iterations,
                    millis: Some(SLICE_MS),
                    ..self.budget
                },
            );
            self.spent_ms += SLICE_MS;
            self.polls += 1;
            self.longest_ms = self.longest_ms.max(slice.elapsed().as_secs_f64() * 1000.0);
            let wall = self.began.elapsed().as_secs_f64() * 1000.0;
            let per_frame = (wall / self.polls as f64).max(frame_ms);
            let done = search.settled()
                || search.iterations() >= self.budget.iterations
                || self.budget.millis.is_some_and(|ms| self.spent_ms >= ms)
                || wall + per_frame > WALL_MS;
            if done {
                if !search.settled() {
                    tracing::info!(
                        "search: {} iterations in {:.0} ms over {} frames, longest slice {:.0} ms",
                        search.iterations(),
                        wall,
                        self.polls,
                        self.longest_ms
                    );
                }
                Thought::Done(self.search.take().map(Box::new))
            } else {
                Thought::Pending
            }
        }
    }
}
