//! What a game gives the commands that run without a window (`play`, `replay`, `fuzz`,
//! `simulate`, `loadtest`), beyond the table's words ([`OnTable`]) and the core's headless loop
//! ([`Played`]): the seats it takes by name, its data, a new game's config from the command
//! line, an option in words, and a random answer for the fuzzer. Each game implements it in
//! its own folder of `crate::games`; the commands are written once over it.

use crate::table::OnTable;
use game_core::{Played, Session};
use serde::Serialize;
use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::Arc;

/// A new game as the command line asks for it.
#[derive(Clone, Debug)]
pub struct NewGame<K> {
    pub seats: Vec<K>,
    pub seed: u64,
    /// The AI seats' own seed (never the game's).
    pub ai_seed: u64,
    /// End the game after this many rounds, where the game can.
    pub max_rounds: Option<u32>,
    /// The game's options in the words of `--modules` (`none`: the base game).
    pub options: String,
}

/// What `simulate` prints as its last line, and whether the run was clean (no panic, broken
/// invariant or soft-lock).
#[derive(Clone, Debug)]
pub struct Simulated {
    pub json: String,
    pub clean: bool,
}

pub trait Headless: OnTable + Played<Choice: Serialize> {
    /// How many seats a game takes.
    const SEATS: RangeInclusive<usize>;
    /// What `--seats` may name, for the help and the errors.
    const SEAT_WORDS: &'static str;
    /// The seats a load test's tables give each bot to play against, by turns.
    const LOADTEST_OPPONENTS: &'static [&'static str];
    /// The older save formats the fuzzer also writes its saves in.
    const FUZZ_FORMATS: &'static [u32];

    /// A seat of `--seats` by its word (`human`, `random`, ...), or what is wrong with it.
    fn seat(word: &str) -> Result<Self::SeatKind, String>;
    /// Whether an AI answers the seat (else a person, on the input).
    fn is_ai(kind: Self::SeatKind) -> bool;
    /// The game's data: the files in `dir` (checked as the window checks them), or the ones
    /// built in.
    fn data(dir: Option<&Path>) -> Result<Arc<Self::Data>, String>;
    /// A new game's config, or what is wrong with the request (its options, its round limit).
    fn new_config(new: NewGame<Self::SeatKind>) -> Result<Self::Config, String>;
    /// A random answer to the decision now, drawn from `seed` and the session's place only
    /// (the fuzzer's player).
    fn random_answer(session: &Session<Self>, seed: u64) -> Option<Self::Choice>;
    /// `simulate`: `run.games` games set up as `new` says (game i with seed `seed + i` and
    /// captains' seed `ai_seed + i`) played on the core's loop (`game_core::simulate`), and
    /// the game's report of them: its JSON line, and whether nothing went wrong.
    fn simulate(
        data: Arc<Self::Data>,
        run: game_core::simulate::Run,
        new: NewGame<Self::SeatKind>,
    ) -> Result<Simulated, String>;
    /// A save as an older format wrote it (by default: only its format number changed).
    fn older_save(text: &str, format: u32) -> String {
        let now = format!("format: {}", Self::SAVE_FORMAT);
        text.replacen(&now, &format!("format: {format}"), 1)
    }
}

/// The seats of `--seats`, each by the game's word, counted against what the game takes; `ai`
/// only: a seat a person would play is an error (simulate and arena have no one to ask).
pub fn seats<G: Headless>(words: &[String], ai_only: bool) -> Result<Vec<G::SeatKind>, String> {
    let n = words.len();
    if !G::SEATS.contains(&n) {
        return Err(format!(
            "--seats lists {n} seats; a game of {} needs {} to {}",
            G::TITLE,
            G::SEATS.start(),
            G::SEATS.end()
        ));
    }
    words
        .iter()
        .map(|w| {
            let kind = G::seat(w.trim())?;
            if ai_only && !G::is_ai(kind) {
                return Err("headless games have no human seats".to_string());
            }
            Ok(kind)
        })
        .collect()
}
