//! Dead Reckoning at the game server (`crate::server::game::Served`): a table's config from a
//! request (`modules`: none or no-bonus; undo among people), a seat's name, a spectator's view
//! (an observation without its hand, deck, chest and Bonus token), and the answer for a player
//! whose turn timer ran out: the Random captain's, the one captain this game has until part
//! three.

use crate::server::NewTable;
use crate::server::game::Served;
use dead_reckoning::DeadReckoning;
use dead_reckoning::content::DrData;
use dead_reckoning::rules::{Choice, Config, Observation, OwnSecrets, SeatKind};
use game_core::Pick;

impl Served for DeadReckoning {
    fn table_config(
        request: &NewTable,
        seats: Vec<SeatKind>,
        seed: u64,
        ai_seed: u64,
    ) -> Result<Config, String> {
        if request.max_rounds.is_some() {
            return Err(
                "Dead Reckoning has no round limit: it ends when a seat has 4 Achievements".into(),
            );
        }
        if request.ai_steers_npcs {
            return Err("Dead Reckoning has no NPC ships for AI seats to steer".into());
        }
        Ok(Config {
            ai_seed,
            bonus_tokens: Config::bonus_tokens_from(request.modules.as_deref().unwrap_or(""))?,
            undo_among_humans: request.undo,
            ..Config::new(seats, seed)
        })
    }

    fn seat_kinds(config: &Config) -> Vec<SeatKind> {
        config.seats.clone()
    }

    fn seat_word(kind: SeatKind) -> String {
        match kind {
            SeatKind::Human => "human",
            SeatKind::Random => "random",
        }
        .into()
    }

    fn without_secrets(mut observation: Observation) -> Observation {
        observation.own = OwnSecrets::default();
        observation.decision = None;
        observation
    }

    fn stand_in(observation: &Observation, _data: &DrData, seed: u64) -> Option<Pick<Choice>> {
        dead_reckoning::played::random_answer(
            seed,
            observation,
            "at random (the turn timer ran out)",
        )
    }
}
