//! Merchants & Marauders at the game server (`crate::server::game::Served`): a table's config
//! from a request (its Seas of Glory switches, round limit, undo among people, AI captains
//! steering NPCs in battle), a seat's name, a spectator's view, and the Normal opportunist
//! captain who answers for a player whose turn timer ran out.

use crate::content::{GameData, Switches};
use crate::rules::{Choice, GameConfig, MerchantsAndMarauders, Observation, SeatKind};
use crate::server::NewTable;
use crate::server::game::Served;
use crate::server::host::Games;
use game_core::Pick;
use std::sync::Arc;

impl Served for MerchantsAndMarauders {
    fn table_config(
        request: &NewTable,
        seats: Vec<SeatKind>,
        seed: u64,
        ai_seed: u64,
    ) -> Result<GameConfig, String> {
        let seas = match &request.modules {
            Some(m) => Switches::parse(m)?,
            None => Switches::default(),
        };
        Ok(GameConfig {
            max_rounds: request.max_rounds,
            ai_steers_npcs: request.ai_steers_npcs,
            ai_seed,
            undo_among_humans: request.undo,
            seas,
            ..GameConfig::new(seats, seed)
        })
    }

    fn seat_kinds(config: &GameConfig) -> Vec<SeatKind> {
        config.seats.clone()
    }

    fn seat_word(kind: SeatKind) -> String {
        kind.key()
    }

    fn without_secrets(observation: Observation) -> Observation {
        observation.without_secrets()
    }

    fn stand_in(observation: &Observation, data: &GameData, seed: u64) -> Option<Pick<Choice>> {
        crate::ai::choose(SeatKind::Human, observation, data, seed)
    }
}

/// A server of Merchants & Marauders alone, played with `data` (the tests' and tools' way to
/// start one: `server::start(GameData::embedded(), ...)`).
impl From<Arc<GameData>> for Games {
    fn from(data: Arc<GameData>) -> Games {
        Games::default().with::<MerchantsAndMarauders>(data)
    }
}
