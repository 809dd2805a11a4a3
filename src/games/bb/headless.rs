//! Blackbeard for the commands without a window (`crate::headless::game`): its seats by name
//! (human or random: its AI pirates come later), its data, a new game from the command line
//! (`--modules long`: the Long Game of 4.1), `simulate`'s report and the fuzzer's player.

use crate::headless::game::{Headless, NewGame, Simulated};
use blackbeard::content::{BbData, DataSources};
use blackbeard::rules::{Blackbeard, Choice, Config, SeatKind};
use game_core::Session;
use game_core::simulate::Run;
use std::path::Path;
use std::sync::Arc;

/// `--modules`, a comma list: `none` (the Standard Game with the Living Rules), `long`
/// (4.1's Long Game), `printed` (the printed warship and KC combat, without 2.4's +2).
/// Returns (Long Game, +2).
pub(crate) fn options(text: &str) -> Result<(bool, bool), String> {
    let (mut long, mut plus_two) = (false, true);
    for word in text.split(',').map(str::trim) {
        match word {
            "" | "none" | "standard" => {}
            "long" => long = true,
            "printed" => plus_two = false,
            other => {
                return Err(format!(
                    "Blackbeard's options are none (the Standard Game), long (the Long Game) and printed (no Living Rules +2 for warships and KCs), not {other:?}"
                ));
            }
        }
    }
    Ok((long, plus_two))
}

impl Headless for Blackbeard {
    const SEATS: std::ops::RangeInclusive<usize> = 2..=5;
    const SEAT_WORDS: &'static str = "human, random, easy, normal, hard";
    const LOADTEST_OPPONENTS: &'static [&'static str] = &["random"];
    const FUZZ_FORMATS: &'static [u32] = &[];

    fn seat(word: &str) -> Result<SeatKind, String> {
        match word {
            "human" => Ok(SeatKind::Human),
            "random" => Ok(SeatKind::Random),
            "easy" => Ok(SeatKind::Easy),
            "normal" => Ok(SeatKind::Normal),
            "hard" => Ok(SeatKind::Hard),
            other => Err(format!(
                "{other:?} is no seat of Blackbeard: human, random, easy, normal or hard"
            )),
        }
    }

    fn is_ai(kind: SeatKind) -> bool {
        kind != SeatKind::Human
    }

    fn data(dir: Option<&Path>) -> Result<Arc<BbData>, String> {
        let sources = match dir {
            None => DataSources::embedded(),
            Some(dir) => DataSources::from_dir(dir)
                .map_err(|e| format!("the game data in {} is broken: {e}", dir.display()))?,
        };
        BbData::load(&sources).map(Arc::new).map_err(|e| match dir {
            Some(dir) => format!("the game data in {} is broken: {e}", dir.display()),
            None => format!("the built-in game data is broken: {e}"),
        })
    }

    fn new_config(new: NewGame<SeatKind>) -> Result<Config, String> {
        if new.max_rounds.is_some() {
            return Err(
                "Blackbeard ends with its third General Pardon: it takes no round limit".into(),
            );
        }
        Ok(Config {
            seats: new.seats,
            seed: new.seed,
            ai_seed: new.ai_seed,
            long_game: options(&new.options)?.0,
            undo_among_humans: false,
            living_rules_plus_two: options(&new.options)?.1,
        })
    }

    fn random_answer(session: &Session<Blackbeard>, seed: u64) -> Option<Choice> {
        let d = session.decision()?;
        blackbeard::played::random_pick(seed, session.state().steps, &d.options)
    }

    fn simulate(data: Arc<BbData>, run: Run, new: NewGame<SeatKind>) -> Result<Simulated, String> {
        let options = options(&new.options)?;
        if new.max_rounds.is_some() {
            return Err(
                "Blackbeard ends with its third General Pardon: it takes no round limit".into(),
            );
        }
        let report = blackbeard::simulate::run(data, run, new.seats, options);
        Ok(Simulated {
            json: serde_json::to_string(&report).expect("the report serializes"),
            clean: report.panics == 0 && report.invariant_violations == 0 && report.soft_locks == 0,
        })
    }
}

#[cfg(test)]
mod tests {
    // 4.1, 2.4: `--modules` (and an online table's options) name the Long Game and the
    // printed values; anything else is refused by name.
    #[test]
    fn the_options_name_the_long_game_and_the_printed_values() {
        assert_eq!(super::options(""), Ok((false, true)));
        assert_eq!(super::options("long"), Ok((true, true)));
        assert_eq!(super::options("long, printed"), Ok((true, false)));
        assert_eq!(super::options("printed"), Ok((false, false)));
        let e = super::options("all").unwrap_err();
        assert!(e.contains("\"all\""), "{e}");
    }
}
