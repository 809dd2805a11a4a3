//! Dead Reckoning for the headless commands (`game_core::Played`): how a Random seat answers
//! in `simulate` and the others, and how an event is named and counted.

use crate::rules::{Choice, DeadReckoning, Event, Kind};
use game_core::rng::GameRng;
use game_core::{Decision, Session};

/// A Random seat's pick, from its seed and the game's place only: a group of options
/// uniformly (cards, abilities, moves, goods, the end ...), then one option in it, so a
/// Main phase's many small moves do not swamp its end.
pub fn random_pick(seed: u64, steps: u64, options: &[Choice]) -> Option<Choice> {
    if options.is_empty() {
        return None;
    }
    let mut rng = GameRng::from_seed(seed ^ steps.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut groups: Vec<u8> = options.iter().map(|c| c.group()).collect();
    groups.sort();
    groups.dedup();
    let group = groups[rng.below(groups.len())];
    let within: Vec<&Choice> = options.iter().filter(|c| c.group() == group).collect();
    Some(*within[rng.below(within.len())])
}

/// The Random captain's answer to the decision an observation holds (`why`: the log's
/// reason), from its seed and the game's place.
pub fn random_answer(
    seed: u64,
    obs: &crate::rules::Observation,
    why: &'static str,
) -> Option<game_core::Pick<Choice>> {
    let options = &obs.decision.as_ref()?.options;
    random_pick(seed, obs.step, options).map(|choice| game_core::Pick { choice, why })
}

impl game_core::Played for DeadReckoning {
    fn answer(
        session: &Session<DeadReckoning>,
        decision: Decision<Kind, Choice>,
        ai_seed: u64,
    ) -> Option<Choice> {
        let seed = ai_seed ^ (decision.seat as u64).wrapping_mul(0xD1B5_4A32_D192_ED03);
        random_pick(seed, session.state().steps, &decision.options)
    }

    fn event_kind(event: &Event) -> &'static str {
        event.kind()
    }

    fn ends_game(event: &Event) -> bool {
        matches!(event, Event::GameOver { .. })
    }
}
