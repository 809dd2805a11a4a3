//! What a game gives the table's AI seats and the adviser, beyond the search's own trait
//! (`game_core::Searched`): how each seat is played (by a person, at once by rules of thumb or
//! at random, or by searching), the answer of a seat that does not search, which reasons the
//! log may tell, and, in the browser, the game's search worker. The driver, the thinker and
//! the adviser (`ai::driver`, `ai::thinker`, `ai::advisor`) are written once over it.

use crate::table::OnTable;
#[cfg(target_arch = "wasm32")]
use game_core::search::Budget;
use game_core::{Pick, Searched};

/// How a seat is played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Captain<S> {
    /// A person: nobody answers for the seat.
    Person,
    /// An AI seat that answers at once (by its rules of thumb, or at random), after the pause
    /// players are given to follow the table.
    AtOnce,
    /// An AI seat that searches with its style during that pause; an Expert searches on every
    /// core, 25 times as long (`Budget::expert`).
    Searching { style: S, expert: bool },
}

/// What the browser's search worker has said about one search (browser only).
#[cfg(target_arch = "wasm32")]
pub use super::web_worker::WorkerHeard;

/// A game whose seats the table's AI captains play.
pub trait Captains:
    OnTable + Searched<Style: Send + Sync + 'static, Model: 'static, SeatKind: Send + Sync>
{
    /// How a seat of this kind is played.
    fn captain(kind: Self::SeatKind) -> Captain<Self::Style>;
    /// The answer of a seat of `kind` that does not search (its rules of thumb, or at random)
    /// to the decision in its observation, drawing on `seed`.
    fn at_once(
        kind: Self::SeatKind,
        obs: &Self::Observation,
        data: &Self::Data,
        seed: u64,
    ) -> Option<Pick<Self::Choice>>;
    /// Whether the log may tell a captain's reason for a decision of this kind (never one
    /// that hints at a secret).
    fn reason_is_public(kind: Self::Kind, why: &str) -> bool;
    /// Choices made in the game when the observation was taken.
    fn step(obs: &Self::Observation) -> u64;
    /// Choices made in the game, as its state counts them (the same count).
    fn steps(state: &Self::State) -> u64;
    /// The style the adviser searches with, for a human who asks.
    const ADVISER: Self::Style;

    /// Browser: hand a search to the game's search worker; its number, or `None` when there
    /// is no worker (the search then runs in slices between frames).
    #[cfg(target_arch = "wasm32")]
    fn worker_ask(
        _obs: &Self::Observation,
        _style: Self::Style,
        _seed: u64,
        _budget: Budget,
    ) -> Option<u64> {
        None
    }
    /// Browser: what the worker has said about search `id`.
    #[cfg(target_arch = "wasm32")]
    fn worker_heard(_id: u64) -> WorkerHeard<Self::Choice> {
        WorkerHeard::Failed("this game has no search worker".into())
    }
    /// Browser: the worker is given up (why): every search from now on runs on the page.
    #[cfg(target_arch = "wasm32")]
    fn worker_give_up(why: &str) {
        super::web_worker::give_up(why)
    }
    /// Browser: nobody waits for search `id` any more.
    #[cfg(target_arch = "wasm32")]
    fn worker_forget(id: u64) {
        super::web_worker::forget(id)
    }
}
