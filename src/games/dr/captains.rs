//! Dead Reckoning's seats at the table (`crate::ai::captains`): a person's, or the Random
//! captain (a group of options, then one in it) answering at once after the table's pause.
//! Its searching captains are part three's (issue 71).

use crate::ai::captains::{Captain, Captains};
use dead_reckoning::DeadReckoning;
use dead_reckoning::content::DrData;
use dead_reckoning::rules::{Choice, Kind, Observation, SeatKind, State};
use game_core::Pick;

impl Captains for DeadReckoning {
    fn captain(kind: SeatKind) -> Captain<()> {
        match kind {
            SeatKind::Human => Captain::Person,
            SeatKind::Random => Captain::AtOnce,
        }
    }

    fn at_once(
        _kind: SeatKind,
        obs: &Observation,
        _data: &DrData,
        seed: u64,
    ) -> Option<Pick<Choice>> {
        dead_reckoning::played::random_answer(seed, obs, "at random")
    }

    /// A reason given to a question that shows a hand or a token stays with the seat.
    fn reason_is_public(kind: Kind, _why: &str) -> bool {
        !matches!(kind, Kind::Main | Kind::Level(_) | Kind::KeepBonus)
    }

    fn step(obs: &Observation) -> u64 {
        obs.step
    }

    fn steps(state: &State) -> u64 {
        state.steps
    }

    const ADVISER: () = ();
}
