//! Dead Reckoning for the core's search (`game_core::Searched`): a sample is drawn from the
//! searching seat's observation (`rules::determinize`), each option played out with every
//! seat at random (the Random captain's group-uniform pick; part three brings the rules of
//! thumb and the styles), and a position scored by each seat's coins as SCORING would count
//! them now, against the best of the others', a win at the game's end.

use crate::content::DrData;
use crate::rules::end::scores;
use crate::rules::state::{Phase, State};
use crate::rules::{Choice, DeadReckoning, Kind, Observation, SeatKind};
use game_core::{Decision, Pick, Seat};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

impl game_core::Searched for DeadReckoning {
    type Model = SeatKind;
    /// Dead Reckoning's captains have no styles yet (part three: Pirate, Privateer, Merchant,
    /// Explorer).
    type Style = ();

    fn observer(obs: &Observation) -> Seat {
        obs.seat
    }

    fn asked(obs: &Observation) -> Option<&Decision<Kind, Choice>> {
        obs.decision.as_ref()
    }

    /// Until part three's rules of thumb: the Random captain's pick.
    fn rules_of_thumb(
        obs: &Observation,
        _data: &DrData,
        _style: (),
        seed: u64,
    ) -> Option<Pick<Choice>> {
        crate::played::random_answer(seed, obs, "at random")
    }

    fn determinize(obs: &Observation, data: &DrData, seed: u64) -> Option<State> {
        crate::rules::determinize(obs, data, seed).ok()
    }

    fn models(obs: &Observation) -> Vec<SeatKind> {
        obs.seats.iter().map(|_| SeatKind::Random).collect()
    }

    fn policy(
        _state: &State,
        _data: &DrData,
        d: Decision<Kind, Choice>,
        _models: &[SeatKind],
        rng: &mut ChaCha8Rng,
    ) -> Choice {
        let seed: u64 = rng.random();
        crate::played::random_pick(seed, 0, &d.options).unwrap_or(d.options[0])
    }

    /// At the end a win counts 1, shared among those tied; before it, each seat's coins as
    /// scored now against the best of the others', as a chance of winning.
    fn score(state: &State, data: &DrData) -> Vec<f32> {
        let totals: Vec<f32> = scores(data, state)
            .iter()
            .map(|s| s.total() as f32)
            .collect();
        if state.phase == Phase::Over {
            let best = totals.iter().copied().fold(f32::MIN, f32::max);
            let won = totals.iter().filter(|t| **t == best).count() as f32;
            return totals
                .iter()
                .map(|t| if *t == best { 1.0 / won } else { 0.0 })
                .collect();
        }
        (0..totals.len())
            .map(|s| {
                let best_other = (0..totals.len())
                    .filter(|o| *o != s)
                    .map(|o| totals[o])
                    .fold(f32::MIN, f32::max);
                1.0 / (1.0 + (-(totals[s] - best_other) / 10.0).exp())
            })
            .collect()
    }

    /// A round: every seat's turn once.
    fn round(state: &State) -> u32 {
        state.turn.number.div_ceil(state.seats.len() as u32)
    }

    /// The Main phase's actions, a level-up, the sleeving and the Bonus token shape a game;
    /// where a unit of goods goes or comes from is a small step.
    fn steers(kind: Kind) -> bool {
        matches!(
            kind,
            Kind::Main | Kind::Level(_) | Kind::KeepBonus | Kind::Sleeve | Kind::Influence
        )
    }

    fn drawn_out(state: &State) -> bool {
        state.phase == Phase::Over
    }
}
