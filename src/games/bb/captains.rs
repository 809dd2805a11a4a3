//! Blackbeard's seats at the table (`crate::ai::captains`): a person's, or the Random pirate
//! answering at once (uniform over the options). Its AI pirates, and a searching one, come
//! with issue 68; no Blackbeard seat searches yet.

use crate::ai::captains::{Captain, Captains};
use blackbeard::content::BbData;
use blackbeard::rules::{Blackbeard, Choice, Kind, Observation, SeatKind, State};
use game_core::Pick;

impl Captains for Blackbeard {
    fn captain(kind: SeatKind) -> Captain<()> {
        match kind {
            SeatKind::Human => Captain::Person,
            SeatKind::Random => Captain::AtOnce,
        }
    }

    fn at_once(
        _kind: SeatKind,
        obs: &Observation,
        _data: &BbData,
        seed: u64,
    ) -> Option<Pick<Choice>> {
        blackbeard::played::random_answer(seed, obs, "at random")
    }

    /// "At random" hints at no secret.
    fn reason_is_public(_kind: Kind, _why: &str) -> bool {
        true
    }

    fn step(obs: &Observation) -> u64 {
        obs.step
    }

    fn steps(state: &State) -> u64 {
        state.steps
    }

    const ADVISER: () = ();
}
