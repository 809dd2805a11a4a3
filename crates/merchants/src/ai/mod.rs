//! Captains that choose among the options the rules publish. They read observations only:
//! the seat's own, and the game data.

// The Bevy side (`advisor`, `driver`, `thinker`, `web_worker`) is declared in the game crate
// (src/lib.rs), which re-exports everything here: this module is the engine's.
pub mod arena;
pub mod chart;
pub use game_core::cores;
pub mod heuristic;
pub mod know;
pub mod pick;
pub mod played;
pub mod random;
pub mod search;
pub mod why;
pub mod worker;

pub use pick::Pick;
pub use random::RandomCaptain;

use crate::content::GameData;
use crate::rules::{Observation, SeatKind};

/// The seed of one decision of one seat (the core's, the same for every game).
pub use game_core::search::decision_seed;

/// Iterations (samples, every option played out in each) a Hard captain searches when no
/// other budget is given: the same on every machine, so games replay alike. About what 40 ms
/// holds on one core of a desktop (the arena measured 90 on average).
pub const HARD_ITERATIONS: u32 = 90;

/// Answer the observation's decision as a captain of `kind` would, a Hard one searching
/// [`HARD_ITERATIONS`] iterations (a human seat's decision is answered as a Normal opportunist
/// would). `None` when the observation holds no decision for its seat.
pub fn choose(kind: SeatKind, obs: &Observation, data: &GameData, seed: u64) -> Option<Pick> {
    choose_within(
        kind,
        obs,
        data,
        seed,
        search::Budget::iterations(HARD_ITERATIONS),
    )
}

/// [`choose`], with the budget a Hard captain may search within.
pub fn choose_within(
    kind: SeatKind,
    obs: &Observation,
    data: &GameData,
    seed: u64,
    budget: search::Budget,
) -> Option<Pick> {
    let options = &obs.decision.as_ref()?.options;
    if let [only] = options.as_slice() {
        return Some(Pick {
            choice: *only,
            why: why::THE_ONLY_OPTION,
        });
    }
    // A captain reads the data its game plays with: the view for the game's Seas of Glory
    // switches (which cards, ships and tokens are in play). Callers pass the session's data;
    // given another view, the right one is made here (a sampled game drawn from the wrong
    // decks would be refused, and the search would fall back to the rules of thumb).
    let view;
    let data = if data.switches == obs.seas {
        data
    } else {
        view = data.view(&obs.seas);
        &view
    };
    match kind {
        SeatKind::RandomAi => RandomCaptain::new(seed).pick(options).map(|choice| Pick {
            choice,
            why: why::PICKED_AT_RANDOM,
        }),
        SeatKind::Ai {
            level: level @ (crate::rules::AiLevel::Hard | crate::rules::AiLevel::Expert),
            style,
        } => {
            use search::ForLevel;
            search::choose(obs, data, style, seed, budget.for_level(level))
        }
        SeatKind::Ai { level, style } => heuristic::choose(obs, data, level, style, seed),
        SeatKind::Human => heuristic::choose(
            obs,
            data,
            crate::rules::AiLevel::Normal,
            crate::rules::AiStyle::Opportunist,
            seed,
        ),
    }
}

/// Whether a captain's reason may be shown to the table: only for the decisions that steer a
/// game, whose choice everyone sees made, and never one of the reasons that tell a secret (a
/// rumor's place, a hunch: `why::SECRET`). Forced and random choices are not worth a line.
pub fn reason_is_public(kind: crate::rules::DecisionKind, reason: &str) -> bool {
    search::steers(kind) && !why::SECRET.contains(&reason) && !why::TRIVIAL.contains(&reason)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DecisionKind, PortStepKind};

    // Hidden information: a logged reason never points at a rumor the captain holds.
    #[test]
    fn reasons_that_hint_at_secrets_stay_off_the_log() {
        let act = DecisionKind::Action { actions_left: 2 };
        assert!(reason_is_public(act, "to sell the hold"));
        assert!(!reason_is_public(act, "to follow a rumor"));
        assert!(!reason_is_public(act, "scouting for the rumor"));
        assert!(!reason_is_public(act, "a hunch"));
        assert!(!reason_is_public(act, "the only option"));
        let menu = DecisionKind::Port {
            step: PortStepKind::Menu,
        };
        assert!(reason_is_public(menu, "asking after rumors"));
        assert!(!reason_is_public(
            DecisionKind::DiscardGlory,
            "the card worth least"
        ));
        for secret in why::SECRET {
            assert!(!reason_is_public(act, secret), "{secret}");
        }
    }

    /// Every string in the captains' code, outside comments.
    fn literals(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                literals(&path, out);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                for (i, part) in line.split('"').enumerate() {
                    if i % 2 == 1 {
                        out.push((path.display().to_string(), part.to_string()));
                    }
                }
            }
        }
    }

    // Hidden information: a reason that speaks of the captain's rumor or a hunch is written as
    // one of `why::SECRET`, so the log leaves it out by name. A guard over the captains' code:
    // no such reason is written as a bare string anywhere else.
    #[test]
    fn every_reason_about_a_rumor_or_a_hunch_is_a_named_secret() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ai");
        let mut found = Vec::new();
        literals(&root, &mut found);
        let public = ["asking after rumors"];
        let loose: Vec<_> = found
            .iter()
            .filter(|(file, _)| !file.ends_with("why.rs") && !file.ends_with("ai/mod.rs"))
            .filter(|(_, s)| {
                (s.contains("rumor") || s.contains("hunch")) && !public.contains(&s.as_str())
            })
            .collect();
        assert!(loose.is_empty(), "reasons to name in ai/why.rs: {loose:?}");
    }
}
