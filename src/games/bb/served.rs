//! Blackbeard at the game server (`crate::server::game::Served`): a table's config from a
//! request (`modules`: `blackbeard::rules::Options`' words, "long" for the Long Game of 4.1,
//! "printed" for no Living Rules +2, "no-cunning", "pardon-low"; undo among people), a seat's name, a spectator's view (an observation without its hand, Pirate cards in hand, secret ships or
//! drawn Pirate card), and the answer for a player whose turn timer ran out: the Random
//! pirate's, the one computer pirate this game has until issue 68.

use crate::server::NewTable;
use crate::server::game::Served;
use blackbeard::content::BbData;
use blackbeard::rules::{Blackbeard, Choice, Config, Observation, SeatKind};
use game_core::Pick;

impl Served for Blackbeard {
    fn table_config(
        request: &NewTable,
        seats: Vec<SeatKind>,
        seed: u64,
        ai_seed: u64,
    ) -> Result<Config, String> {
        if request.max_rounds.is_some() {
            return Err("Blackbeard has no round limit: it ends by its General Pardon".into());
        }
        if request.ai_steers_npcs {
            return Err("Blackbeard has no NPC ships for AI seats to steer".into());
        }
        let options = super::headless::options(request.modules.as_deref().unwrap_or(""))?;
        let config = options.config(seats, seed, ai_seed, request.undo);
        blackbeard::rules::check_config(&config)?;
        Ok(config)
    }

    fn seat_kinds(config: &Config) -> Vec<SeatKind> {
        config.seats.clone()
    }

    fn seat_word(kind: SeatKind) -> String {
        match kind {
            SeatKind::Human => "human",
            SeatKind::Random => "random",
            SeatKind::Easy => "easy",
            SeatKind::Normal => "normal",
            SeatKind::Hard => "hard",
            SeatKind::System => "system",
        }
        .into()
    }

    fn without_secrets(observation: Observation) -> Observation {
        observation.without_secrets()
    }

    fn stand_in(observation: &Observation, _data: &BbData, seed: u64) -> Option<Pick<Choice>> {
        blackbeard::played::random_answer(seed, observation, "at random (the turn timer ran out)")
    }
}
