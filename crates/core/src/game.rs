//! The trait a board game implements to be played on the engine, and the one question it asks.
//! How each of our three games maps its turn onto it: `turns.md` beside this crate's sources.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// A place at the table, counted from 0.
pub type Seat = usize;

/// A question for one seat, with every legal answer. Nothing illegal is offered; a choice not
/// in `options` is refused and changes nothing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision<K, C> {
    pub seat: Seat,
    pub kind: K,
    pub options: Vec<C>,
}

/// The last moment that sealed the choices before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reveal {
    /// The game's start: nothing chosen yet.
    Start,
    /// The game was loaded, or begun from a given position: nothing chosen since.
    Loaded,
    /// Dice were rolled or a deck shuffled.
    Chance,
    /// A card or a hidden thing came into view.
    Card,
    /// The game passed to another seat.
    Turn,
}

/// A board game's rules as a plain state machine: the state, who must decide what, how one
/// choice moves the state on, and what each seat may see of it. Everything the engine shares
/// (the [`crate::Session`], history and undo, replay, the save envelope) is written once over
/// this trait; every function here is a plain function of its arguments, so a state clones
/// and replays as the search needs it (static dispatch: the search is generic over the game).
pub trait Game: Sized + 'static {
    /// The game's short name in saves, on the command line and in table names (`mm`).
    const ID: &'static str;
    /// The game's title for people.
    const TITLE: &'static str;
    /// The newest save format of this game (at least [`crate::save::NAMED_FROM`]).
    const SAVE_FORMAT: u32;
    /// The oldest save format this version still reads.
    const OLDEST_SAVE_FORMAT: u32;
    /// Whether saves written before saves named their game ([`crate::save::NAMED_FROM`]) are
    /// this game's: true of the first game only, whose old saves name none.
    const UNNAMED_SAVES: bool = false;

    /// The game's data (maps, decks, tables), read once and shared.
    type Data: Send + Sync;
    /// What a new game is set up with: seats, who plays them, the seed, the options.
    type Config: Clone + PartialEq + Serialize + DeserializeOwned;
    /// Everything a game in progress is: it saves with one derive.
    type State: Clone + PartialEq + Serialize + DeserializeOwned;
    /// One answer to a decision.
    type Choice: Copy + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    /// What kind of question a decision asks.
    type Kind: Copy + fmt::Debug;
    /// Something that happened, for the log, the animations and the sounds.
    type Event;
    /// What one seat may know of the game.
    type Observation;
    /// What can be seen of a state to tell whether a choice revealed anything (the random
    /// stream's position, the piles' sizes, what other seats hold out of sight).
    type Seen: Copy + Eq;
    /// Who answers a seat's decisions: a person, or which kind of AI captain.
    type SeatKind: Copy + PartialEq + fmt::Debug;
    /// Why a game cannot be set up as asked.
    type SetupError: fmt::Display;

    /// The data a game set up with `config` plays with (a view for its options); by default
    /// the data as given.
    fn data_for(data: Arc<Self::Data>, _config: &Self::Config) -> Arc<Self::Data> {
        data
    }
    /// A new game; the events say what setup did in public.
    fn setup(
        data: &Self::Data,
        config: Self::Config,
    ) -> Result<(Self::State, Vec<Self::Event>), Self::SetupError>;
    /// The config the state was set up with.
    fn config(state: &Self::State) -> &Self::Config;
    /// Who must decide now, and what kind of question it is; `None` once the game is over.
    /// Being asked is public (the table waits on that seat): whether a seat is asked, and
    /// the kind, must never depend on a secret; only the options may.
    fn decider(state: &Self::State) -> Option<(Seat, Self::Kind)>;
    /// The question the game waits on, with every legal answer; `None` once it is over.
    fn decide(state: &Self::State, data: &Self::Data)
    -> Option<Decision<Self::Kind, Self::Choice>>;
    /// Move the state on by one choice of `seat`'s, which the decision offered.
    fn advance(
        state: &mut Self::State,
        data: &Self::Data,
        seat: Seat,
        choice: Self::Choice,
        events: &mut Vec<Self::Event>,
    );
    /// What `seat` may know, given the decision now asked (if any).
    fn observe(
        state: &Self::State,
        data: &Self::Data,
        decision: Option<Decision<Self::Kind, Self::Choice>>,
        seat: Seat,
    ) -> Self::Observation;
    /// Every invariant of a state (checked on load, and by the soak tests).
    fn check(state: &Self::State, data: &Self::Data) -> Result<(), String>;
    /// Mend a state read from an older save format before it is checked.
    fn upgrade(_state: &mut Self::State, _format: u32) {}
    /// What `chooser` can see of the state, to compare before and after its choice. It must
    /// change whenever the choice shows the chooser something new, including other seats'
    /// secret answers shown together after its own: the chooser may not take back an answer
    /// once it has seen theirs.
    fn seen(state: &Self::State, chooser: Seat) -> Self::Seen;
    /// What a choice revealed, seen before and after it: [`Reveal::Chance`] (a roll, a
    /// shuffle), [`Reveal::Card`] (a card or a hidden thing came into view), or `None`. The
    /// session adds [`Reveal::Turn`] when the decision passes to another seat.
    fn revealed(before: Self::Seen, after: Self::Seen) -> Option<Reveal>;
    /// Whether a decision of this kind holds nothing secret, its options nor its answer, so
    /// its seat may answer on the public face of the table (in hot-seat, without the
    /// hand-off curtain).
    fn is_public(kind: Self::Kind) -> bool;
    /// Who answers `seat`'s decisions.
    fn seat_kind(state: &Self::State, seat: Seat) -> Self::SeatKind;
    /// The AI captains' own seed, saved with the game (never the game's own seed, so a
    /// captain's thinking draws nothing from the game's chance).
    fn ai_seed(state: &Self::State) -> u64;
    /// Whether the game has ended.
    fn is_over(state: &Self::State) -> bool;
    /// Whether a person (not an AI) answers `seat`'s decisions.
    fn is_human(state: &Self::State, seat: Seat) -> bool;
    /// How many seats a person plays.
    fn humans(state: &Self::State) -> usize;
    /// Whether a table of several people agreed, at setup, that each may take back choices.
    fn undo_among_humans(state: &Self::State) -> bool;
}
