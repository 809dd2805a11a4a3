//! Merchants & Marauders at the table: what the app adds for this game over the shell (the
//! table, saves, menus, the log, the AI driver and play online, which every game shares; see
//! docs/shell.md). Here: the shell's traits answered for M&M (below, `cues`, `captains`), its
//! data files (`assets`), the mirror (the observation as Bevy entities), the board (the
//! Caribbean, ships, tokens, the camera), its panels, new-game form and keys, the words
//! (every name, tip and guide line the panels write).
//!
//! Its rules, data and AI captains are the `merchants` crate (crates/merchants/).

pub mod assets;
pub mod board;
mod captains;
pub mod cues;
#[cfg(not(target_arch = "wasm32"))]
pub mod headless;
pub mod mirror;
pub mod panels;
#[cfg(not(target_arch = "wasm32"))]
mod served;
pub mod words;

use crate::content::GameData;
use crate::report::event_topic::Topic;
use crate::rules::{
    Choice, GameEvent, GameState, MerchantsAndMarauders, Observation, Phase, Seat, Session,
};
use crate::table::OnTable;
use crate::table::cues::{Effect, Throw};
use bevy::prelude::*;
use std::sync::Arc;

impl OnTable for MerchantsAndMarauders {
    fn told(data: &GameData, event: &GameEvent) -> Option<String> {
        words::event(data, event)
    }

    fn option_words(data: &GameData, observation: &Observation, c: &Choice) -> String {
        words::choice_text(data, observation, c)
    }

    fn seat_name(seat: Seat) -> String {
        words::seat_name(seat)
    }

    const TOPICS: &'static [&'static str] = &[
        Topic::Turn.name(),
        Topic::Trade.name(),
        Topic::Combat.name(),
        Topic::Npc.name(),
        Topic::Events.name(),
        Topic::Glory.name(),
    ];

    fn topic(event: &GameEvent) -> usize {
        let topic = event.topic();
        Topic::ALL.iter().position(|t| *t == topic).unwrap_or(0)
    }

    fn concerns(event: &GameEvent) -> Option<Seat> {
        event.seat()
    }

    fn sound(event: &GameEvent, humans: &[bool]) -> Option<Effect> {
        cues::effect_of(event, humans)
    }

    fn thrown(data: &GameData, event: &GameEvent) -> Option<Throw> {
        cues::throw(Some(data), event)
    }

    fn ends_turn(event: &GameEvent) -> bool {
        matches!(event, GameEvent::TurnEnded { .. })
    }

    fn round(state: &GameState) -> u32 {
        state.round
    }

    fn turn_begins(event: &GameEvent) -> bool {
        matches!(event, GameEvent::TurnStarted { .. })
    }

    fn round_begins(state: &GameState) -> bool {
        matches!(
            state.phase,
            Phase::Actions { turn_index: 0, .. } | Phase::NewCaptain { turn_index: 0 }
        )
    }

    /// "Red (seat 1): Lucía Arana", "Blue (seat 2) · Normal merchant": captains once revealed.
    fn seats_in_words(session: &Session) -> Vec<String> {
        let public = session.observation(0);
        public
            .seats
            .iter()
            .map(|s| {
                let who = format!("{}{}", words::seat_name(s.seat), words::seat_kind(s.kind));
                match s.captain {
                    Some(c) => format!("{who}: {}", session.data().captain(c).name),
                    None => who,
                }
            })
            .collect()
    }

    fn options(observation: &Observation) -> Option<&[Choice]> {
        Some(&observation.decision.as_ref()?.options)
    }

    /// A spectator's public face reads as seat 0's observation with no secrets of its own
    /// (the table never shows them: a spectator's screen is nobody's).
    fn spectator(view: &mut serde_json::Value) {
        if let serde_json::Value::Object(map) = view {
            map.insert("seat".into(), 0.into());
            let none = serde_json::to_value(crate::rules::observation::OwnSecrets::none())
                .expect("secrets serialize");
            map.insert("me".into(), none);
        }
    }

    /// The table plays with the observed game's Seas of Glory switches.
    fn data_seen(data: &Arc<GameData>, observation: &Observation) -> Option<GameData> {
        (data.switches != observation.seas).then(|| data.view(&observation.seas))
    }

    fn secrets(data: &GameData, observation: &Observation) -> String {
        let cards: Vec<&str> = observation
            .me
            .glory_cards
            .iter()
            .map(|c| data.glory_card(*c).name.as_str())
            .collect();
        format!("glory cards {cards:?}, stash {}", observation.me.stash)
    }
}

/// Merchants & Marauders' plugin: the table shell for this game, its mirror and its board.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        crate::shell::for_game::<MerchantsAndMarauders>,
        assets::plugin,
        mirror::plugin,
        board::plugin,
        panels::plugin,
        crate::ai::driver::for_game::<MerchantsAndMarauders>,
        crate::ai::advisor::for_game::<MerchantsAndMarauders>,
    ));
}
