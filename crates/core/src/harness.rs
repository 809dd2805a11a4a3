//! What the headless commands (`simulate`, `arena`, `fuzz`) share for every game: a game
//! played to its end by AI seats through the one protocol, every invariant checked after
//! every step, and a panic turned into a message naming where it happened.

use crate::game::{Decision, Game};
use crate::session::Session;
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// What a game gives the headless commands, beyond the rules ([`Game`]).
pub trait Played: Game {
    /// The answer of the AI seat whose decision it is to the session's `decision`, with the
    /// captains' seed of the game, `ai_seed`: from the seat's observation only (a random seat
    /// may pick straight from the options). `None` only for a decision with no options.
    fn answer(
        session: &Session<Self>,
        decision: Decision<Self::Kind, Self::Choice>,
        ai_seed: u64,
    ) -> Option<Self::Choice>;
    /// A short snake_case name for an event's kind (counted by `simulate`).
    fn event_kind(event: &Self::Event) -> &'static str;
    /// Whether the event announces the game's end (the game must then be over).
    fn ends_game(event: &Self::Event) -> bool;
}

/// How a game played to its end went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It ended.
    Over,
    /// An offered choice was refused, play went on after the end, or an invariant broke.
    InvariantBroken(String),
    /// A decision with no options, a game still running after `max_steps`, or no decision
    /// while the game is not over.
    SoftLock(String),
}

/// Play the session on to its end, every seat answered as [`Played::answer`] says; count
/// each event's kind in `counts` and each step in `steps`; after every step check every
/// invariant (when `check`). `seed` names the game in what goes wrong.
pub fn play_out<G: Played>(
    session: &mut Session<G>,
    seed: u64,
    ai_seed: u64,
    check: bool,
    max_steps: u64,
    steps: &mut u64,
    counts: &mut BTreeMap<&'static str, u64>,
) -> Ending {
    let mut game_steps = 0u64;
    while let Some(decision) = session.decision() {
        if decision.options.is_empty() {
            return Ending::SoftLock(format!("seed {seed}: a decision with no options"));
        }
        if game_steps >= max_steps {
            return Ending::SoftLock(format!(
                "seed {seed}: still running after {game_steps} steps"
            ));
        }
        let choice = G::answer(session, decision, ai_seed).expect("options are not empty");
        let events = match session.choose(choice) {
            Ok(events) => events,
            Err(e) => {
                return Ending::InvariantBroken(format!(
                    "seed {seed}: offered choice refused: {e}"
                ));
            }
        };
        for e in &events {
            *counts.entry(G::event_kind(e)).or_default() += 1;
        }
        // A game that announced its end must be over.
        if events.iter().any(G::ends_game) && !session.is_over() {
            return Ending::InvariantBroken(format!("seed {seed}: play went on after the end"));
        }
        game_steps += 1;
        *steps += 1;
        if check && let Err(e) = session.check_invariants() {
            let kinds: Vec<&str> = events.iter().map(G::event_kind).collect();
            return Ending::InvariantBroken(format!(
                "seed {seed}, step {game_steps}: {e} (after {choice:?}: {})",
                kinds.join(", ")
            ));
        }
    }
    if !session.is_over() {
        return Ending::SoftLock(format!(
            "seed {seed}: no decision, yet the game is not over"
        ));
    }
    Ending::Over
}

/// Run `f`; a panic comes back as its message (the panic hook is the caller's: the headless
/// commands silence it while they count).
pub fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|panic| {
        panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}
