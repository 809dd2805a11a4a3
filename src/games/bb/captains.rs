//! Blackbeard's seats at the table (`crate::ai::captains`): a person's, the Random pirate
//! (uniform over the options), or an Easy or Normal AI pirate (`blackbeard::ai`: rules of
//! thumb on its own observation), each answering at once after the table's pause; or a Hard
//! pirate, searching during that pause (`blackbeard::searched`; in the browser, in the search
//! worker, `ai::web_worker`).

use crate::ai::captains::{Captain, Captains};
use blackbeard::content::BbData;
use blackbeard::rules::{Blackbeard, Choice, Kind, Observation, SeatKind, State};
use game_core::Pick;

impl Captains for Blackbeard {
    fn captain(kind: SeatKind) -> Captain<()> {
        match kind {
            SeatKind::Human => Captain::Person,
            SeatKind::Random | SeatKind::Easy | SeatKind::Normal | SeatKind::System => {
                Captain::AtOnce
            }
            SeatKind::Hard => Captain::Searching {
                style: (),
                expert: false,
            },
        }
    }

    fn at_once(
        kind: SeatKind,
        obs: &Observation,
        data: &BbData,
        seed: u64,
    ) -> Option<Pick<Choice>> {
        match kind {
            SeatKind::Easy | SeatKind::Normal => {
                blackbeard::ai::answer(data, obs, kind == SeatKind::Easy, seed)
            }
            SeatKind::System => blackbeard::ai::system::answer(data, obs, seed),
            _ => blackbeard::played::random_answer(seed, obs, "at random"),
        }
    }

    /// A reason given to a secret question (its hand opened, a Skull and Crossbones or a KC
    /// Surprise asked) stays with the seat; the rest read only the public table.
    fn reason_is_public(kind: Kind, _why: &str) -> bool {
        !matches!(kind, Kind::ApHand | Kind::Skull | Kind::Surprise)
    }

    fn step(obs: &Observation) -> u64 {
        obs.step
    }

    fn steps(state: &State) -> u64 {
        state.steps
    }

    const ADVISER: () = ();

    #[cfg(target_arch = "wasm32")]
    fn worker_ask(
        obs: &Observation,
        style: (),
        seed: u64,
        budget: game_core::search::Budget,
    ) -> Option<u64> {
        crate::ai::web_worker::ask(obs, style, seed, budget)
    }

    #[cfg(target_arch = "wasm32")]
    fn worker_heard(id: u64) -> crate::ai::captains::WorkerHeard<Choice> {
        crate::ai::web_worker::heard(id)
    }
}
