//! Merchants & Marauders for the commands without a window (`crate::headless::game`): its
//! seats by name, its data, a new game from the command line (`--modules`: the Seas of Glory
//! switches), an option in words, and the fuzzer's random player and older saves.

use crate::content::{DataSources, GameData, Switches};
use crate::headless::game::{Headless, NewGame, Simulated};
use crate::rules::setup::{MAX_SEATS, MIN_SEATS};
use crate::rules::{Choice, GameConfig, MerchantsAndMarauders, SeatKind, Session};
use game_core::simulate::Run;
use merchants::simulate::SimulateOptions;
use std::path::Path;
use std::sync::Arc;

impl Headless for MerchantsAndMarauders {
    const SEATS: std::ops::RangeInclusive<usize> = MIN_SEATS..=MAX_SEATS;
    const SEAT_WORDS: &'static str = "human, random, easy, normal, hard, expert (a level may \
         name a style: normal-merchant, normal-pirate, normal-opportunist)";
    const LOADTEST_OPPONENTS: &'static [&'static str] = &["normal", "random"];
    const FUZZ_FORMATS: &'static [u32] = &[7, 8];

    fn seat(word: &str) -> Result<SeatKind, String> {
        SeatKind::parse(word)
    }

    fn is_ai(kind: SeatKind) -> bool {
        kind.is_ai()
    }

    fn data(dir: Option<&Path>) -> Result<Arc<GameData>, String> {
        let Some(dir) = dir else {
            return Ok(GameData::embedded());
        };
        DataSources::from_dir(dir)
            .and_then(|sources| GameData::load(&sources))
            .map(Arc::new)
            .map_err(|e| format!("the game data in {} is broken: {e}", dir.display()))
    }

    fn new_config(new: NewGame<SeatKind>) -> Result<GameConfig, String> {
        Ok(GameConfig {
            max_rounds: new.max_rounds,
            ai_seed: new.ai_seed,
            seas: Switches::parse(&new.options)?,
            ..GameConfig::new(new.seats, new.seed)
        })
    }

    fn simulate(
        data: Arc<GameData>,
        run: Run,
        new: NewGame<SeatKind>,
    ) -> Result<Simulated, String> {
        let report = merchants::simulate::run(
            data,
            &SimulateOptions {
                games: run.games,
                seed: run.seed,
                seats: new.seats,
                ai_seed: run.ai_seed,
                max_rounds: new.max_rounds,
                check_invariants: run.check_invariants,
                modules: Switches::parse(&new.options)?,
            },
        );
        Ok(Simulated {
            json: serde_json::to_string(&report).expect("the report serializes"),
            clean: report.panics == 0 && report.invariant_violations == 0 && report.soft_locks == 0,
        })
    }

    fn random_answer(session: &Session, seed: u64) -> Option<Choice> {
        let d = session.decision()?;
        crate::ai::RandomCaptain::for_position(seed, session.state().steps).pick(&d.options)
    }

    /// Format 7 had no history.
    fn older_save(text: &str, format: u32) -> String {
        let now = format!("format: {}", crate::rules::session::SAVE_FORMAT);
        let old = text.replacen(&now, &format!("format: {format}"), 1);
        if format > 7 {
            return old;
        }
        let cut = old.find("history:").unwrap_or(old.len());
        format!("{})", old[..cut].trim_end().trim_end_matches(','))
    }
}
