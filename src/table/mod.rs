//! The table around the rules: the game in progress as a Bevy resource, choices in and events
//! out as messages, and the data files loaded through the asset server. `rules/` and
//! `content/` know nothing of Bevy; this is where they meet it.

pub mod assets;
pub mod cues;
pub mod glance;
pub mod look_back;
pub mod past;
pub mod played;
pub mod session;
pub mod viewer;

use bevy::prelude::*;
use game_core::Game;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt;
use std::sync::Arc;

/// A game as the table shell holds it: the core's trait, with what Bevy asks of the types it
/// keeps in resources and messages, and the little the shell itself must say of the game.
/// Each game's plugin (`crate::games`) implements it and adds [`plugin`] for itself.
pub trait OnTable:
    Game<
        Data: Send + Sync,
        Config: Send + Sync + fmt::Debug,
        State: Send + Sync,
        Choice: Send + Sync,
        Kind: Serialize + DeserializeOwned + Send + Sync,
        Event: Clone + fmt::Debug + Send + Sync + Serialize + DeserializeOwned,
        Observation: Clone + fmt::Debug + Send + Sync + Serialize + DeserializeOwned,
    >
{
    /// An event in words, as the log tells it; `None` for one the log leaves untold.
    fn told(data: &Self::Data, event: &Self::Event) -> Option<String>;
    /// An option of a decision in words, as the deciding seat reads it (`play`'s lines, the
    /// server's options).
    fn option_words(data: &Self::Data, observation: &Self::Observation, c: &Self::Choice)
    -> String;
    /// A seat's name for people ("Crimson (seat 1)"), as the hand-off curtain calls it.
    fn seat_name(seat: game_core::Seat) -> String;
    /// The kinds of event the log's filter can keep alone, by name; the first is the turn's
    /// (the log's own lines on the round are of it).
    const TOPICS: &'static [&'static str];
    /// Which of [`OnTable::TOPICS`] an event is (its index there).
    fn topic(event: &Self::Event) -> usize;
    /// The seat an event concerns, if one (the log's filter by seat).
    fn concerns(event: &Self::Event) -> Option<game_core::Seat>;
    /// The sound an event makes, if any; `humans` says which seats people play.
    fn sound(event: &Self::Event, humans: &[bool]) -> Option<cues::Effect>;
    /// The dice an event throws onto the tray, if it rolls any.
    fn thrown(data: &Self::Data, event: &Self::Event) -> Option<cues::Throw>;
    /// Whether an event ends a turn (the tray lets that turn's settled dice go).
    fn ends_turn(event: &Self::Event) -> bool;

    /// The round (or turn) the game has reached, as saves and the log count it.
    fn round(state: &Self::State) -> u32;
    /// What the game calls that count, as the log and the slots write it.
    const ROUND_WORD: &'static str = "Round";
    /// Whether an event begins a turn (the game is autosaved then), and whether that turn
    /// is its round's first (the round's autosave moves one deeper).
    fn turn_begins(event: &Self::Event) -> bool;
    fn round_begins(state: &Self::State) -> bool;
    /// A save's seats in a line each, as the slots list them: each seat's name and who plays
    /// it, and what the whole table knows of it (never a secret).
    fn seats_in_words(session: &game_core::Session<Self>) -> Vec<String>;

    /// Online: the options of the observing seat's own decision, if it has one.
    fn options(observation: &Self::Observation) -> Option<&[Self::Choice]>;
    /// Online: a spectator's view (the table's public face, no seat of its own) made to read
    /// as an observation; as it comes by default.
    fn spectator(_view: &mut serde_json::Value) {}
    /// Online: the data to play an observed table with, where the observation says it differs
    /// from the data in hand (M&M's Seas of Glory switches); `None` to keep it.
    fn data_seen(_data: &Arc<Self::Data>, _observation: &Self::Observation) -> Option<Self::Data> {
        None
    }
    /// For the browser test's log only: the observing seat's own secrets, in words (the test
    /// checks no other seat's page ever shows them).
    fn secrets(data: &Self::Data, observation: &Self::Observation) -> String;
}

/// The table shell for one game: its session and messages, and looking back.
pub(crate) fn plugin<G: OnTable>(app: &mut App) {
    app.init_resource::<glance::Glance>()
        .add_plugins((session::plugin::<G>, look_back::plugin::<G>));
}
