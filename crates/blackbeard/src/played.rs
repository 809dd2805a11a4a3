//! Blackbeard for the headless commands (`game_core::Played`): how a Random seat answers in
//! `simulate` and the others, and how an event is named and counted.

use crate::rules::{Blackbeard, Choice, Event, Kind, SeatKind};
use game_core::rng::GameRng;
use game_core::{Decision, Session};

/// A Random seat's pick: uniform over the options, from its seed and the game's place only
/// (it reads nothing of the game).
pub fn random_pick(seed: u64, steps: u64, options: &[Choice]) -> Option<Choice> {
    if options.is_empty() {
        return None;
    }
    let mut rng = GameRng::from_seed(seed ^ steps.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    Some(options[rng.below(options.len())])
}

/// The Random pirate's answer to the decision an observation holds (`why`: the log's
/// reason), from its seed and the game's place.
pub fn random_answer(
    seed: u64,
    obs: &crate::rules::Observation,
    why: &'static str,
) -> Option<game_core::Pick<Choice>> {
    let options = &obs.decision.as_ref()?.options;
    random_pick(seed, obs.step, options).map(|choice| game_core::Pick { choice, why })
}

impl game_core::Played for Blackbeard {
    fn answer(
        session: &Session<Blackbeard>,
        decision: Decision<Kind, Choice>,
        ai_seed: u64,
    ) -> Option<Choice> {
        let seed = ai_seed ^ (decision.seat as u64).wrapping_mul(0xD1B5_4A32_D192_ED03);
        match session.seat_kind(decision.seat) {
            SeatKind::Random | SeatKind::Human => {
                random_pick(seed, session.state().steps, &decision.options)
            }
            SeatKind::Hard => {
                let obs = session.observation(decision.seat);
                let seed = game_core::search::decision_seed(ai_seed, decision.seat, obs.step);
                crate::ai::hard(session.data(), &obs, seed, None).map(|p| p.choice)
            }
            SeatKind::System => {
                let obs = session.observation(decision.seat);
                crate::ai::system::answer(session.data(), &obs, seed).map(|p| p.choice)
            }
            kind @ (SeatKind::Easy | SeatKind::Normal) => {
                let obs = session.observation(decision.seat);
                crate::ai::answer(session.data(), &obs, kind == SeatKind::Easy, seed)
                    .map(|p| p.choice)
            }
        }
    }

    fn event_kind(event: &Event) -> &'static str {
        event.kind()
    }

    fn ends_game(event: &Event) -> bool {
        matches!(event, Event::GameOver { .. })
    }
}
