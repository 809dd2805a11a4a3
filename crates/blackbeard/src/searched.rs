//! Blackbeard for the core's search (`game_core::Searched`), as far as this game has AI: its
//! only computer seat is the Random pirate, which answers at once and never searches. The AI
//! pirates and their search (determinizing the hands, the Pirate cards in hand, the face-down
//! merchants and the deck) come with issue 68; until then no seat of this game searches, and
//! a search asked of it finds no sample and falls back on the rules of thumb, which are the
//! Random pirate's uniform pick.

use crate::content::BbData;
use crate::rules::state::{Phase, State};
use crate::rules::{Blackbeard, Choice, Kind, Observation, SeatKind};
use game_core::{Decision, Pick, Seat};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

impl game_core::Searched for Blackbeard {
    type Model = SeatKind;
    /// Blackbeard's pirates have no styles yet.
    type Style = ();

    fn observer(obs: &Observation) -> Seat {
        obs.seat
    }

    fn asked(obs: &Observation) -> Option<&Decision<Kind, Choice>> {
        obs.decision.as_ref()
    }

    /// The Random pirate's pick: uniform over the options.
    fn rules_of_thumb(
        obs: &Observation,
        _data: &BbData,
        _style: (),
        seed: u64,
    ) -> Option<Pick<Choice>> {
        crate::played::random_answer(seed, obs, "at random")
    }

    /// No sample is drawn yet (issue 68): the search leaves every decision to the rules of
    /// thumb.
    fn determinize(_obs: &Observation, _data: &BbData, _seed: u64) -> Option<State> {
        None
    }

    fn models(obs: &Observation) -> Vec<SeatKind> {
        vec![SeatKind::Random; obs.order.len()]
    }

    fn policy(
        _state: &State,
        _data: &BbData,
        d: Decision<Kind, Choice>,
        _models: &[SeatKind],
        rng: &mut ChaCha8Rng,
    ) -> Choice {
        d.options[rng.random_range(0..d.options.len())]
    }

    /// A win counts 1, shared among those tied for most VP (18.1); 0 for the rest.
    fn score(state: &State, _data: &BbData) -> Vec<f32> {
        let won = crate::rules::winners(&state.vp);
        (0..state.vp.len())
            .map(|s| {
                if won.contains(&s) {
                    1.0 / won.len() as f32
                } else {
                    0.0
                }
            })
            .collect()
    }

    fn round(state: &State) -> u32 {
        state.turns
    }

    fn steers(_kind: Kind) -> bool {
        true
    }

    fn drawn_out(state: &State) -> bool {
        matches!(state.phase, Phase::GameOver { .. })
    }
}
