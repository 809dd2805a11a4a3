//! Merchants & Marauders as a game of the engine: the core's [`Game`] trait over this crate's
//! rules. The core's session, history, undo, replay and save envelope play it through here.

use super::dispatch::{advance, decide, decider};
use super::history::Seen;
use super::invariants;
use super::observation::{Observation, observe};
use super::protocol::{Choice, Decision, DecisionKind, GameEvent};
use super::setup::{self, SetupError};
use super::state::{GameConfig, GameState, Phase, Seat, SeatKind};
use crate::content::GameData;
use game_core::{Game, Reveal};
use std::sync::Arc;

/// The save format's version; bumped whenever [`GameState`] changes shape, or the rules change
/// so that an older history may no longer lead to its saved position (format 9: chain-shot
/// and grapeshot redirect only success icons, plundered rumors, the chest kept out of sight;
/// format 10: the Seas of Glory switches in the config, absent in older saves: the base game;
/// format 11: the save names its game, `mm`; format 12: the Seas of Glory audit's mends, issue
/// 74: a card drawn free asks which space, the smuggler's hold's card is picked, an Unhappy
/// roll bars its card only, Restless shuts more doors, a last crew may walk the plank, a lone
/// off-turn scout may re-roll; a seat's barred glory cards are a list).
pub const SAVE_FORMAT: u32 = 12;
/// The oldest format this version still reads: format 7 saves have no history (they load,
/// and cannot be replayed) and no undo agreement (off).
pub const OLDEST_SAVE_FORMAT: u32 = 7;

/// Merchants & Marauders, with its Seas of Glory modules and variants as switches.
#[derive(Clone, Copy, Debug)]
pub struct MerchantsAndMarauders;

impl Game for MerchantsAndMarauders {
    const ID: &'static str = "mm";
    const TITLE: &'static str = "Merchants & Marauders";
    const SAVE_FORMAT: u32 = SAVE_FORMAT;
    const OLDEST_SAVE_FORMAT: u32 = OLDEST_SAVE_FORMAT;
    /// The first game: saves from before format 11 named no game, and are all this one's.
    const UNNAMED_SAVES: bool = true;

    type Data = GameData;
    type Config = GameConfig;
    type State = GameState;
    type Choice = Choice;
    type Kind = DecisionKind;
    type Event = GameEvent;
    type Observation = Observation;
    type Seen = Seen;
    type SeatKind = SeatKind;
    type SetupError = SetupError;

    /// The view of the data files for the game's Seas of Glory switches.
    fn data_for(data: Arc<GameData>, config: &GameConfig) -> Arc<GameData> {
        if data.switches == config.seas {
            data
        } else {
            Arc::new(data.view(&config.seas))
        }
    }
    fn setup(
        data: &GameData,
        config: GameConfig,
    ) -> Result<(GameState, Vec<GameEvent>), SetupError> {
        setup::new_game(data, config)
    }
    fn config(state: &GameState) -> &GameConfig {
        &state.config
    }
    fn decider(state: &GameState) -> Option<(Seat, DecisionKind)> {
        decider(state)
    }
    fn decide(state: &GameState, data: &GameData) -> Option<Decision> {
        decide(state, data)
    }
    fn advance(
        state: &mut GameState,
        data: &GameData,
        seat: Seat,
        choice: Choice,
        events: &mut Vec<GameEvent>,
    ) {
        advance(state, data, seat, choice, events)
    }
    fn observe(
        state: &GameState,
        data: &GameData,
        decision: Option<Decision>,
        seat: Seat,
    ) -> Observation {
        observe(state, data, decision, seat)
    }
    fn check(state: &GameState, data: &GameData) -> Result<(), String> {
        invariants::check(state, data)
    }
    fn upgrade(state: &mut GameState, format: u32) {
        if format < 9 {
            // Before format 9 no flag kept whether a chest had been used: one holding gold has.
            for s in &mut state.seats {
                s.chest_used = s.stash != 0;
            }
        }
    }
    fn seen(state: &GameState, chooser: Seat) -> Seen {
        Seen::of(state, chooser)
    }
    fn revealed(before: Seen, after: Seen) -> Option<Reveal> {
        before.revealed(after)
    }
    fn is_public(kind: DecisionKind) -> bool {
        kind.is_public()
    }
    fn seat_kind(state: &GameState, seat: Seat) -> SeatKind {
        state.seat_kind(seat)
    }
    fn ai_seed(state: &GameState) -> u64 {
        state.config.ai_seed
    }
    fn is_over(state: &GameState) -> bool {
        matches!(state.phase, Phase::GameOver { .. })
    }
    fn is_human(state: &GameState, seat: Seat) -> bool {
        state.seat_kind(seat) == SeatKind::Human
    }
    fn humans(state: &GameState) -> usize {
        state
            .config
            .seats
            .iter()
            .filter(|k| **k == SeatKind::Human)
            .count()
    }
    fn undo_among_humans(state: &GameState) -> bool {
        state.config.undo_among_humans
    }
}
