//! Merchants & Marauders' AI captains at the table (`crate::ai::captains`): a seat is a
//! person's, a Random or an Easy or Normal captain answering at once by the rules of thumb, or
//! a Hard or Expert captain searching with its style; the log tells only reasons that hint at
//! no secret; in the browser, the search goes to M&M's search worker (`ai::web_worker`).

use crate::ai::captains::{Captain, Captains};
use crate::content::GameData;
use crate::rules::state::GameState;
use crate::rules::{
    AiLevel, AiStyle, Choice, DecisionKind, MerchantsAndMarauders, Observation, SeatKind,
};
use game_core::Pick;

impl Captains for MerchantsAndMarauders {
    fn captain(kind: SeatKind) -> Captain<AiStyle> {
        match kind {
            SeatKind::Human => Captain::Person,
            SeatKind::Ai {
                level: level @ (AiLevel::Hard | AiLevel::Expert),
                style,
            } => Captain::Searching {
                style,
                expert: level == AiLevel::Expert,
            },
            _ => Captain::AtOnce,
        }
    }

    fn at_once(
        kind: SeatKind,
        obs: &Observation,
        data: &GameData,
        seed: u64,
    ) -> Option<Pick<Choice>> {
        crate::ai::choose(kind, obs, data, seed)
    }

    fn reason_is_public(kind: DecisionKind, why: &str) -> bool {
        crate::ai::reason_is_public(kind, why)
    }

    fn step(obs: &Observation) -> u64 {
        obs.step
    }

    fn steps(state: &GameState) -> u64 {
        state.steps
    }

    const ADVISER: AiStyle = AiStyle::Opportunist;

    #[cfg(target_arch = "wasm32")]
    fn worker_ask(
        obs: &Observation,
        style: AiStyle,
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
