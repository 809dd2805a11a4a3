//! Blackbeard for the commands without a window (`crate::headless::game`): its seats by name
//! (human or random: its AI pirates come later), its data, a new game from the command line
//! (`--modules long`: the Long Game of 4.1), `simulate`'s report and the fuzzer's player.

use crate::headless::game::{Headless, NewGame, Simulated};
use blackbeard::content::{BbData, DataSources};
use blackbeard::rules::{Blackbeard, Choice, Config, Options, SeatKind};
use game_core::Session;
use game_core::simulate::Run;
use std::path::Path;
use std::sync::Arc;

/// `--modules`, a comma list (`blackbeard::rules::Options::parse`): `none` (the Standard Game
/// with the Living Rules), `long` (4.1's Long Game), `printed` (without 2.4's +2),
/// `no-cunning` (12's play note), `pardon-low` (17.2 #8's play note).
pub(crate) fn options(text: &str) -> Result<Options, String> {
    Options::parse(text)
}

impl Headless for Blackbeard {
    const SEATS: std::ops::RangeInclusive<usize> = 2..=5;
    const SEAT_WORDS: &'static str = "human, random, easy, normal, hard, system";
    const LOADTEST_OPPONENTS: &'static [&'static str] = &["random"];
    const FUZZ_FORMATS: &'static [u32] = &[];

    fn seat(word: &str) -> Result<SeatKind, String> {
        match word {
            "human" => Ok(SeatKind::Human),
            "random" => Ok(SeatKind::Random),
            "easy" => Ok(SeatKind::Easy),
            "normal" => Ok(SeatKind::Normal),
            "hard" => Ok(SeatKind::Hard),
            "system" => Ok(SeatKind::System),
            other => Err(format!(
                "{other:?} is no seat of Blackbeard: human, random, easy, normal, hard or system (the solitaire System Player, second of two)"
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
        let config = options(&new.options)?.config(new.seats, new.seed, new.ai_seed, false);
        blackbeard::rules::check_config(&config)?;
        super::words::name_seats_for_solitaire(config.seats.contains(&SeatKind::System));
        Ok(config)
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
        blackbeard::rules::check_config(&options.config(new.seats.clone(), 0, 0, false))?;
        let report = blackbeard::simulate::run(data, run, new.seats, options);
        Ok(Simulated {
            json: serde_json::to_string(&report).expect("the report serializes"),
            clean: report.panics == 0 && report.invariant_violations == 0 && report.soft_locks == 0,
        })
    }
}

#[cfg(test)]
mod tests {
    // 4.1, 2.4, 12's and 17.2 #8's play notes: `--modules` (and an online table's options)
    // name the Long Game, the printed values, play without Cunning and the Pardon in the
    // lower half; anything else is refused by name.
    #[test]
    fn the_options_name_the_long_game_the_printed_values_and_the_play_notes() {
        let o = super::options("").unwrap();
        assert!(!o.long_game && o.living_rules_plus_two && !o.no_cunning && !o.pardon_lower_half);
        let o = super::options("long, printed").unwrap();
        assert!(o.long_game && !o.living_rules_plus_two);
        let o = super::options("no-cunning,pardon-low").unwrap();
        assert!(o.no_cunning && o.pardon_lower_half && !o.long_game);
        assert_eq!(o.words(), vec!["no-cunning", "pardon-low"]);
        let e = super::options("all").unwrap_err();
        assert!(e.contains("\"all\""), "{e}");
        let o = super::options("draft,secret-deploy").unwrap();
        assert!(o.draft && o.secret_deploy && !o.random_deploy);
        assert_eq!(o.words(), vec!["draft", "secret-deploy"]);
    }

    // BB rules 19 (issue 68, bad input): a System seat out of place, or an optional rule
    // Solitaire does not take, is one clear error before any game runs.
    #[test]
    fn a_bad_solitaire_request_is_refused_before_anything_runs() {
        use crate::headless::game::{Headless, NewGame};
        use blackbeard::rules::Blackbeard;
        use blackbeard::rules::SeatKind::{Normal, System};
        let new = |seats, options: &str| NewGame {
            seats,
            seed: 1,
            ai_seed: 1,
            options: options.to_string(),
            max_rounds: None,
        };
        let e = Blackbeard::new_config(new(vec![System, Normal], "")).unwrap_err();
        assert!(e.contains("second of exactly two"), "{e}");
        let e = Blackbeard::new_config(new(vec![Normal, System], "long")).unwrap_err();
        assert!(e.contains("\"long\""), "{e}");
        let e = Blackbeard::new_config(new(vec![Normal, Normal], "random-deploy,secret-deploy"))
            .unwrap_err();
        assert!(e.contains("do not go together"), "{e}");
        assert!(Blackbeard::new_config(new(vec![Normal, System], "no-cunning")).is_ok());
    }
}
