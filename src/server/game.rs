//! A game as the server plays it: [`Served`], what the server asks of a game beyond the
//! headless commands' and the AI captains' traits (a table's config from a request, a seat's
//! name, a spectator's view, a stand-in for a late player), and how its AI seats answer at a
//! table. Everything inside a table is written once over it (`table.rs`, `view.rs`,
//! `conn.rs`); `host.rs` keeps the games a server plays and its tables of every game.

use super::NewTable;
use crate::ai::captains::{Captain, Captains};
use crate::headless::game::Headless;
use game_core::Pick;
use game_core::search::Budget;

/// A game as the server plays it.
pub trait Served:
    Headless
    + Captains<
        Config: Send + Sync,
        Event: Send + Sync,
        Observation: Send + Sync,
        State: Send + Sync,
        Data: Send + Sync,
    >
{
    /// A new table's config: its seats (already read in the game's words), the seeds, and
    /// what else the request asks for in this game (its options, its round limit), or what is
    /// wrong with that.
    fn table_config(
        request: &NewTable,
        seats: Vec<Self::SeatKind>,
        seed: u64,
        ai_seed: u64,
    ) -> Result<Self::Config, String>;
    /// Who plays each seat of a config.
    fn seat_kinds(config: &Self::Config) -> Vec<Self::SeatKind>;
    /// A seat's kind in the words a request names it by (`normal-pirate`).
    fn seat_word(kind: Self::SeatKind) -> String;
    /// A seat's observation without its own secrets (a spectator's view is what every seat
    /// sees alike of these).
    fn without_secrets(observation: Self::Observation) -> Self::Observation;
    /// The answer the server gives for a person whose turn timer ran out (M&M's: a Normal
    /// opportunist captain's).
    fn stand_in(
        observation: &Self::Observation,
        data: &Self::Data,
        seed: u64,
    ) -> Option<Pick<Self::Choice>>;
}

/// How an AI seat of `kind` answers at a server's table: at once, or searching within the
/// table's budget (an Expert's 25 times as long); a person's seat not at all.
pub fn ai_answer<G: Served>(
    kind: G::SeatKind,
    observation: &G::Observation,
    data: &G::Data,
    seed: u64,
    budget: Budget,
) -> Option<Pick<G::Choice>> {
    match G::captain(kind) {
        Captain::Person => None,
        Captain::AtOnce => G::at_once(kind, observation, data, seed),
        Captain::Searching { style, expert } => {
            let budget = if expert { budget.expert() } else { budget };
            game_core::search::choose::<G>(observation, data, style, seed, budget)
        }
    }
}

/// Whether a seat of `kind` searches (its decisions wait for a thinking thread).
pub fn searches<G: Served>(kind: G::SeatKind) -> bool {
    matches!(G::captain(kind), Captain::Searching { .. })
}
