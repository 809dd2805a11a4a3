//! A Hard captain's search run off the frame, for the table's captains and for the advice
//! offered to humans alike. On the desktop it runs whole on Bevy's async compute pool; in the
//! browser it runs whole in the search worker (`web_worker`), or, when there is none, a slice
//! each time it is polled, until its time is spent.

use super::captains::Captains;
use game_core::Seat;
use game_core::search::{Budget, Search, Verdict};
use std::sync::Arc;

/// How long past its budget the page waits for the search worker's answer before it gives
/// the worker up and searches between frames itself (the first answer includes the worker's
/// start).
#[cfg(target_arch = "wasm32")]
const WORKER_PATIENCE_MS: f64 = 3000.0;
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

/// A search under way for the decision at `step` of `seat`'s observation, in the game `G`.
pub struct Thinker<G: Captains> {
    pub step: u64,
    pub seat: Seat,
    #[cfg(not(target_arch = "wasm32"))]
    task: bevy::tasks::Task<Option<Verdict<G::Choice>>>,
    /// The search on the page: the rules of thumb's pick and the options when the worker
    /// searches; the search itself when it runs between frames.
    #[cfg(target_arch = "wasm32")]
    search: Option<Search<G>>,
    /// The worker's number for this search while the worker runs it.
    #[cfg(target_arch = "wasm32")]
    asked: Option<u64>,
    /// The decision's options (an answer from the worker must be one).
    #[cfg(target_arch = "wasm32")]
    options: Vec<G::Choice>,
    #[cfg(target_arch = "wasm32")]
    data: Arc<G::Data>,
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
pub enum Thought<C> {
    /// Still thinking.
    Pending,
    /// Done: what the search found (`None` if the observation held no decision).
    Done(Option<Verdict<C>>),
}

impl<G: Captains> Thinker<G> {
    /// Start searching the observation's decision within `budget` (in the browser, in the
    /// search worker, or, without one, its milliseconds spread over many polls).
    pub fn start(
        obs: &G::Observation,
        data: Arc<G::Data>,
        style: G::Style,
        seed: u64,
        budget: Budget,
    ) -> Thinker<G> {
        let (step, seat) = (G::step(obs), G::observer(obs));
        #[cfg(not(target_arch = "wasm32"))]
        {
            let obs = obs.clone();
            let task = bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
                let mut search = Search::<G>::new(&obs, &data, style, seed, budget.method)?;
                search.run(&data, budget);
                Some(search.verdict())
            });
            Thinker { step, seat, task }
        }
        #[cfg(target_arch = "wasm32")]
        {
            let search = Search::<G>::new(obs, &data, style, seed, budget.method);
            let asked = search
                .as_ref()
                .filter(|s| !s.settled())
                .and_then(|_| G::worker_ask(obs, style, seed, budget));
            // Between frames: an Expert's batches would make each slice eight samples long,
            // so here it searches a sample at a time, as Hard does.
            let budget = match asked {
                Some(_) => budget,
                None => Budget { batch: 1, ..budget },
            };
            Thinker {
                step,
                seat,
                search,
                asked,
                options: G::asked(obs).map(|d| d.options.clone()).unwrap_or_default(),
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
    pub fn is_for(&self, obs: &G::Observation) -> bool {
        self.step == G::step(obs) && self.seat == G::observer(obs)
    }

    /// Carry on (in the browser, one slice) and say whether the search is done; `frame_ms`
    /// is how long the last frame took (the browser's search plans its last slice by it).
    pub fn poll(&mut self, frame_ms: f64) -> Thought<G::Choice> {
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
            if let Some(id) = self.asked {
                match self.hear(id) {
                    Some(verdict) => return Thought::Done(Some(verdict)),
                    None if self.asked.is_some() => return Thought::Pending,
                    // The worker is gone: search here from the next poll, as if just begun.
                    None => {
                        self.budget.batch = 1;
                        return Thought::Pending;
                    }
                }
            }
            let Some(search) = self.search.as_mut() else {
                return Thought::Done(None);
            };
            if self.polls == 0 {
                // Its time runs from its first slice (it may be started while the board
                // still moves, and sliced only once it stops).
                self.began = bevy::platform::time::Instant::now();
            }
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
                Thought::Done(self.search.take().map(|s| s.verdict()))
            } else {
                Thought::Pending
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
impl<G: Captains> Thinker<G> {
    /// The worker's verdict on search `id` once it has come; `None` while it is awaited, and
    /// (with `asked` cleared) once the worker is given up.
    fn hear(&mut self, id: u64) -> Option<Verdict<G::Choice>> {
        use super::captains::WorkerHeard;
        let search = self.search.as_ref()?;
        let wall = self.began.elapsed().as_secs_f64() * 1000.0;
        let gone = match G::worker_heard(id) {
            WorkerHeard::Waiting => {
                let patience = self.budget.millis.unwrap_or(0.0) + WORKER_PATIENCE_MS;
                if wall <= patience {
                    return None;
                }
                format!("no answer in {wall:.0} ms")
            }
            WorkerHeard::Failed(why) => why,
            WorkerHeard::Answered {
                found,
                millis,
                at,
                waited_ms,
            } => match found {
                Ok((choice, tallies, iterations)) if self.options.contains(&choice) => {
                    // From asking to the answer's reaching the page, the worker's own time
                    // searching, how many options the samples played out of how many offered
                    // (a sample costs a playout for each option in the running), and how long
                    // the answer waited for the page (its frame) to take it.
                    tracing::info!(
                        "search: {} iterations in the worker, answered in {:.0} ms, {:.0} ms searching, {} of {} options weighed, {:.0} ms waiting for the page",
                        iterations,
                        (at - self.began).as_secs_f64() * 1000.0,
                        millis,
                        tallies.len(),
                        self.options.len(),
                        waited_ms
                    );
                    self.asked = None;
                    return Some(Verdict::found(
                        search.rules_of_thumb(),
                        choice,
                        tallies,
                        iterations,
                    ));
                }
                Ok((choice, ..)) => format!("it answered {choice:?}, not an option"),
                Err(why) => why,
            },
        };
        G::worker_give_up(&gone);
        self.asked = None;
        None
    }
}

#[cfg(target_arch = "wasm32")]
impl<G: Captains> Drop for Thinker<G> {
    fn drop(&mut self) {
        if let Some(id) = self.asked {
            G::worker_forget(id);
        }
    }
}
