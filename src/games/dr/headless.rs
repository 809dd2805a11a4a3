//! Dead Reckoning for the commands without a window (`crate::headless::game`): its seats by
//! name (human or random: its AI captains are part three's), its data, a new game from the
//! command line (`--modules no-bonus`: without the Bonus Achievement tokens), `simulate`'s
//! report and the fuzzer's player.

use crate::headless::game::{Headless, NewGame, Simulated};
use dead_reckoning::DeadReckoning;
use dead_reckoning::content::DrData;
use dead_reckoning::rules::{Choice, Config, SeatKind};
use game_core::Session;
use game_core::simulate::Run;
use std::path::Path;
use std::sync::Arc;

/// `--modules`: `none` (the Bonus tokens on, as the rulebook recommends: our reading, DR-R 42)
/// or `no-bonus`. Returns whether the tokens are played.
pub(crate) fn bonus_tokens(text: &str) -> Result<bool, String> {
    Config::bonus_tokens_from(text)
}

impl Headless for DeadReckoning {
    const SEATS: std::ops::RangeInclusive<usize> = 2..=4;
    const SEAT_WORDS: &'static str = "human, random";
    const LOADTEST_OPPONENTS: &'static [&'static str] = &["random"];
    const FUZZ_FORMATS: &'static [u32] = &[];

    fn seat(word: &str) -> Result<SeatKind, String> {
        match word {
            "human" => Ok(SeatKind::Human),
            "random" => Ok(SeatKind::Random),
            other => Err(format!(
                "{other:?} is no seat of Dead Reckoning: human or random (its AI captains come with part three)"
            )),
        }
    }

    fn is_ai(kind: SeatKind) -> bool {
        kind != SeatKind::Human
    }

    fn data(dir: Option<&Path>) -> Result<Arc<DrData>, String> {
        match dir {
            None => Ok(Arc::new(DrData::embedded())),
            Some(dir) => DrData::from_dir(dir)
                .map(Arc::new)
                .map_err(|e| format!("the game data in {} is broken: {e}", dir.display())),
        }
    }

    fn new_config(new: NewGame<SeatKind>) -> Result<Config, String> {
        if new.max_rounds.is_some() {
            return Err(
                "Dead Reckoning ends when a seat has 4 Achievements: it takes no round limit"
                    .into(),
            );
        }
        Ok(Config {
            ai_seed: new.ai_seed,
            bonus_tokens: bonus_tokens(&new.options)?,
            ..Config::new(new.seats, new.seed)
        })
    }

    fn random_answer(session: &Session<DeadReckoning>, seed: u64) -> Option<Choice> {
        let d = session.decision()?;
        dead_reckoning::played::random_pick(seed, session.state().steps, &d.options)
    }

    fn simulate(data: Arc<DrData>, run: Run, new: NewGame<SeatKind>) -> Result<Simulated, String> {
        if new.max_rounds.is_some() {
            return Err(
                "Dead Reckoning ends when a seat has 4 Achievements: it takes no round limit"
                    .into(),
            );
        }
        let bonus = bonus_tokens(&new.options)?;
        let report = dead_reckoning::simulate::run(data, run, new.seats, bonus);
        Ok(Simulated {
            json: serde_json::to_string(&report).expect("the report serializes"),
            clean: report.panics == 0 && report.invariant_violations == 0 && report.soft_locks == 0,
        })
    }
}

#[cfg(test)]
mod tests {
    // DR rules: SETUP E (l.434; our reading DR-R 42): the Bonus tokens are on unless
    // `--modules no-bonus`; anything else is refused by name.
    #[test]
    fn the_options_name_the_bonus_tokens() {
        assert_eq!(super::bonus_tokens(""), Ok(true));
        assert_eq!(super::bonus_tokens("none"), Ok(true));
        assert_eq!(super::bonus_tokens("no-bonus"), Ok(false));
        let e = super::bonus_tokens("long").unwrap_err();
        assert!(e.contains("\"long\""), "{e}");
    }
}
