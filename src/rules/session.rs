//! The headless centre of a game: owns the state, publishes the decision, takes choices,
//! returns events, answers observations, saves and loads. Tests, the CLI, the AI and the app
//! all play through it.

pub use super::dispatch::{advance, decide, decider};
use super::history::{History, Reveal, Seen, UndoBlocked};
use super::invariants;
use super::observation::{Observation, observe};
use super::protocol::*;
use super::setup::{self, SetupError};
use super::state::*;
use crate::content::GameData;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// The save format's version; bumped whenever [`GameState`] changes shape, or the rules change
/// so that an older history may no longer lead to its saved position (format 9: chain-shot
/// and grapeshot redirect only success icons, plundered rumors, the chest kept out of sight;
/// format 10: the Seas of Glory switches in the config, absent in older saves: the base game).
pub const SAVE_FORMAT: u32 = 10;
/// The oldest format this version still reads: format 7 saves have no history (they load,
/// and cannot be replayed) and no undo agreement (off).
pub const OLDEST_SAVE_FORMAT: u32 = 7;

#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: u32,
    state: GameState,
    /// Every choice since setup (format 8 on), or since `origin`: replaying them on the state
    /// the config sets up (or on `origin`) gives `state` again. Format 9 on, always there.
    #[serde(default)]
    history: Option<Vec<Choice>>,
    /// Where the history starts, for a game that did not begin at its setup (format 9 on): a
    /// game loaded from an older save without a usable history, or begun from a given state.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    origin: Option<GameState>,
}

/// A save that cannot be loaded; the game in progress is untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Parse(String),
    Format {
        found: u32,
    },
    Inconsistent(String),
    /// The save's history does not replay to its state.
    History(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Parse(e) => write!(f, "the save cannot be read: {e}"),
            LoadError::Format { found } => write!(
                f,
                "the save is format {found}; this version reads formats {OLDEST_SAVE_FORMAT} to {SAVE_FORMAT}"
            ),
            LoadError::History(e) => write!(f, "the save's history does not match its game: {e}"),
            LoadError::Inconsistent(e) => write!(f, "the save does not describe a valid game: {e}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// A game in progress.
#[derive(Clone)]
pub struct Session {
    data: Arc<GameData>,
    state: GameState,
    /// The state the history replays from: as set up, or as given or loaded without a
    /// history.
    origin: Arc<GameState>,
    /// Whether `origin` is the game's setup (so the history replays the whole game).
    from_setup: bool,
    history: History,
}

impl fmt::Debug for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Session")
            .field("round", &self.state.round)
            .field("phase", &self.state.phase)
            .finish_non_exhaustive()
    }
}

impl Session {
    /// Set up a new game; the events say what setup did in public.
    pub fn new(
        data: Arc<GameData>,
        config: GameConfig,
    ) -> Result<(Session, Vec<GameEvent>), SetupError> {
        let data = data_for(data, &config);
        let (state, events) = setup::new_game(&data, config)?;
        Ok((
            Session {
                origin: Arc::new(state.clone()),
                from_setup: true,
                history: History::new(Reveal::Start, Vec::new()),
                data,
                state,
            },
            events,
        ))
    }

    pub fn data(&self) -> &GameData {
        &self.data
    }

    pub fn data_arc(&self) -> Arc<GameData> {
        self.data.clone()
    }

    /// The full state, for invariant checks, saving and tests. Players and AIs read
    /// [`Session::observation`] instead.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Who answers this seat's decisions.
    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.state.seat_kind(seat)
    }

    /// The AI captains' own seed (saved with the game; never the game's seed).
    pub fn ai_seed(&self) -> u64 {
        self.state.config.ai_seed
    }

    pub fn is_over(&self) -> bool {
        matches!(self.state.phase, Phase::GameOver { .. })
    }

    /// The question the game is waiting on, with every legal answer; `None` once it is over.
    pub fn decision(&self) -> Option<Decision> {
        decide(&self.state, &self.data)
    }

    /// Answer the current decision. A choice that is not offered is refused and changes nothing.
    pub fn choose(&mut self, choice: Choice) -> Result<Vec<GameEvent>, ChoiceError> {
        let decision = self.decision().ok_or(ChoiceError::GameOver)?;
        if !decision.options.contains(&choice) {
            return Err(ChoiceError::NotOffered {
                choice,
                seat: decision.seat,
            });
        }
        let before = Seen::of(&self.state, decision.seat);
        let mut events = Vec::new();
        advance(
            &mut self.state,
            &self.data,
            decision.seat,
            choice,
            &mut events,
        );
        let same_seat = decider(&self.state).is_some_and(|(seat, _)| seat == decision.seat);
        let reveal = before.reveal(Seen::of(&self.state, decision.seat), same_seat);
        self.history.push(choice, reveal);
        Ok(events)
    }

    /// Why `seat` may not take back its last choice now; `None` if it may (see
    /// [`super::history`] for the policy).
    pub fn undo_blocked(&self, seat: Seat) -> Option<UndoBlocked> {
        let deciding = self.decision().map(|d| d.seat);
        self.history.undo_blocked(&self.state, seat, deciding)
    }

    /// Take back `seat`'s last choice: the game is as it was before it, exactly (the same
    /// random stream, the same decks). Refused, changing nothing, where the policy forbids.
    pub fn undo(&mut self, seat: Seat) -> Result<(), UndoBlocked> {
        if let Some(blocked) = self.undo_blocked(seat) {
            return Err(blocked);
        }
        let keep = self.history.choices.len() - 1;
        self.state = replay(&self.origin, &self.data, &self.history.choices[..keep])
            .expect("the history replays: every choice in it was offered");
        self.history.choices.truncate(keep);
        Ok(())
    }

    /// How many choices were made since the game's origin (its setup, or the state it was
    /// given or loaded at without a history).
    pub fn choices_made(&self) -> usize {
        self.history.choices.len()
    }

    /// Every choice since the game was set up, in order; `None` for a game that began from
    /// a given state, or was loaded from a save with no history.
    pub fn history(&self) -> Option<&[Choice]> {
        self.from_setup.then_some(self.history.choices.as_slice())
    }

    /// The game as it stood after the first `choices` choices since its origin, to look back
    /// at (the history view, a replay); `None` past the present. Its own history ends there.
    pub fn as_it_was(&self, choices: usize) -> Option<Session> {
        let done = self.history.choices.get(..choices)?;
        let state = replay(&self.origin, &self.data, done).expect("the history replays");
        Some(Session {
            origin: self.origin.clone(),
            from_setup: self.from_setup,
            history: History::new(Reveal::Loaded, done.to_vec()),
            data: self.data.clone(),
            state,
        })
    }

    /// The choice made `i`-th (from 0) since the origin, if it has been made.
    pub fn choice(&self, i: usize) -> Option<Choice> {
        self.history.choices.get(i).copied()
    }

    /// Walk the game from its origin: `each` sees the state at the origin (0 choices, no
    /// events) and after every choice (the number of choices made, and the events it caused),
    /// up to the present.
    pub fn walk(&self, mut each: impl FnMut(&GameState, usize, &[GameEvent])) {
        let mut state = (*self.origin).clone();
        let mut events = Vec::new();
        each(&state, 0, &events);
        for (i, &choice) in self.history.choices.iter().enumerate() {
            let seat = decider(&state).expect("the history replays").0;
            events.clear();
            advance(&mut state, &self.data, seat, choice, &mut events);
            each(&state, i + 1, &events);
        }
    }

    /// Tell the game again from its origin: the events of every choice, each with the number
    /// of choices made once it happened (for a log rebuilt after a load).
    pub fn retell(&self, mut each: impl FnMut(usize, &[GameEvent])) {
        self.walk(|_, at, events| each(at, events));
    }

    /// What `seat` may know now.
    pub fn observation(&self, seat: Seat) -> Observation {
        observe(&self.state, &self.data, self.decision(), seat)
    }

    /// Check every invariant of the current state.
    pub fn check_invariants(&self) -> Result<(), String> {
        invariants::check(&self.state, &self.data)?;
        // Every decision offers something, and each option once.
        if let Some(d) = self.decision() {
            if d.options.is_empty() {
                return Err(format!(
                    "seat {}'s {:?} decision has no options",
                    d.seat, d.kind
                ));
            }
            for (i, c) in d.options.iter().enumerate() {
                if d.options[..i].contains(c) {
                    return Err(format!("{c:?} is offered twice"));
                }
            }
        }
        Ok(())
    }

    /// The whole game as RON text.
    pub fn save(&self) -> String {
        let file = SaveFile {
            format: SAVE_FORMAT,
            state: self.state.clone(),
            history: Some(self.history.choices.clone()),
            origin: (!self.from_setup).then(|| (*self.origin).clone()),
        };
        ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default())
            .expect("game state always serializes")
    }

    /// The save text, after the checks a load makes: the game never writes a save it would
    /// refuse (a state that fails them would be a bug, reported here instead of written).
    pub fn checked_save(&self) -> Result<String, String> {
        invariants::check(&self.state, &self.data)
            .map_err(|e| format!("the game cannot be saved as it stands: {e}"))?;
        Ok(self.save())
    }

    /// Start from a given state (scenario tests, tools); refused unless every invariant holds.
    pub fn from_state(data: Arc<GameData>, state: GameState) -> Result<Session, LoadError> {
        let data = data_for(data, &state.config);
        invariants::check(&state, &data).map_err(LoadError::Inconsistent)?;
        Ok(Session::resumed(data, state, Reveal::Start))
    }

    /// A session that starts at `state`, with no history before it.
    fn resumed(data: Arc<GameData>, state: GameState, reveal: Reveal) -> Session {
        Session {
            origin: Arc::new(state.clone()),
            from_setup: false,
            history: History::new(reveal, Vec::new()),
            data,
            state,
        }
    }

    /// Restore a game from [`Session::save`] text; a bad save is an error and nothing else.
    pub fn load(data: Arc<GameData>, text: &str) -> Result<Session, LoadError> {
        let (file, data) = read_save(data, text)?;
        let Some(choices) = file.history else {
            return Ok(Session::resumed(data, file.state, Reveal::Loaded));
        };
        // The history must replay to the saved state: a save is one game, not two.
        let from_setup = file.origin.is_none();
        let origin = match file.origin {
            Some(origin) => {
                invariants::check(&origin, &data)
                    .map_err(|e| LoadError::Inconsistent(format!("its origin: {e}")))?;
                if origin.config != file.state.config {
                    return Err(LoadError::History(
                        "its origin is set up for another table".into(),
                    ));
                }
                origin
            }
            None => {
                setup::new_game(&data, file.state.config.clone())
                    .map_err(|e| LoadError::History(format!("its setup fails: {e}")))?
                    .0
            }
        };
        let replayed = replay(&origin, &data, &choices);
        if replayed.as_ref() != Ok(&file.state) {
            // An older version's rules may have led elsewhere: its save still loads, as a
            // position without a history, like a format 7 save (every invariant checked).
            if file.format < SAVE_FORMAT {
                return Ok(Session::resumed(data, file.state, Reveal::Loaded));
            }
            return Err(LoadError::History(match replayed {
                Err(e) => e,
                Ok(_) => format!("its {} choices lead to another position", choices.len()),
            }));
        }
        Ok(Session {
            origin: Arc::new(origin),
            from_setup,
            history: History::new(Reveal::Loaded, choices),
            data,
            state: file.state,
        })
    }

    /// Replay a save from its setup, choice by choice: `each` sees the session and the events
    /// after setup (with no choice) and after every choice (with the seat that made it). A
    /// save that cannot be read, has no history, or whose history does not lead to its state
    /// is an error, found only as the replay goes: keep what `each` gathers until this
    /// returns `Ok`.
    pub fn replay_save(
        data: Arc<GameData>,
        text: &str,
        mut each: impl FnMut(&Session, Option<(Seat, Choice)>, &[GameEvent]),
    ) -> Result<Session, LoadError> {
        let (file, data) = read_save(data, text)?;
        let Some(choices) = file.history else {
            return Err(LoadError::History(
                "it was saved by an older version, without one".into(),
            ));
        };
        if file.origin.is_some() {
            return Err(LoadError::History(
                "it goes back to an older save's position, not to the game's setup".into(),
            ));
        }
        let (mut session, events) = Session::new(data, file.state.config.clone())
            .map_err(|e| LoadError::History(format!("its setup fails: {e}")))?;
        each(&session, None, &events);
        for &choice in &choices {
            let seat = session.decision().map_or(0, |d| d.seat);
            let events = session
                .choose(choice)
                .map_err(|e| LoadError::History(e.to_string()))?;
            each(&session, Some((seat, choice)), &events);
        }
        if session.state != file.state {
            return Err(LoadError::History(format!(
                "its {} choices lead to another position",
                choices.len()
            )));
        }
        Ok(session)
    }
}

/// The data a game set up with `config` plays with: the view of the data files for its Seas
/// of Glory switches.
fn data_for(data: Arc<GameData>, config: &GameConfig) -> Arc<GameData> {
    if data.switches == config.seas {
        data
    } else {
        Arc::new(data.view(&config.seas))
    }
}

/// A save's text read and checked: its format, its shape, and the rules' invariants on its
/// state (its history is checked by whoever replays it); with the data its game plays with.
fn read_save(data: Arc<GameData>, text: &str) -> Result<(SaveFile, Arc<GameData>), LoadError> {
    // Read the format first so an old save gets a clear message, not a field error.
    if let Ok(h) = ron::from_str::<HeaderOnly>(text)
        && !(OLDEST_SAVE_FORMAT..=SAVE_FORMAT).contains(&h.format)
    {
        return Err(LoadError::Format { found: h.format });
    }
    let mut file: SaveFile = ron::from_str(text).map_err(|e| LoadError::Parse(e.to_string()))?;
    // Only an older format may come without its history: a current one that lacks it has been
    // cut, and would skip the replay that checks every other edit.
    if file.format == SAVE_FORMAT && file.history.is_none() {
        return Err(LoadError::History(
            "it has none, and a save of this version always carries one".into(),
        ));
    }
    if file.format < 9 {
        // Before format 9 no flag kept whether a chest had been used: one holding gold has.
        for s in &mut file.state.seats {
            s.chest_used = s.stash != 0;
        }
    }
    let data = data_for(data, &file.state.config);
    invariants::check(&file.state, &data).map_err(LoadError::Inconsistent)?;
    Ok((file, data))
}

/// The state `choices` lead to from `origin`; an error names the first choice not offered.
fn replay(origin: &GameState, data: &GameData, choices: &[Choice]) -> Result<GameState, String> {
    let mut state = origin.clone();
    let mut events = Vec::new();
    for (i, &choice) in choices.iter().enumerate() {
        let d = decide(&state, data)
            .ok_or_else(|| format!("choice {} comes after the game is over", i + 1))?;
        if !d.options.contains(&choice) {
            return Err(format!("choice {} ({choice:?}) is not offered then", i + 1));
        }
        events.clear();
        advance(&mut state, data, d.seat, choice, &mut events);
    }
    Ok(state)
}

/// Just the format number of a save, ignoring the rest.
#[derive(Deserialize)]
struct HeaderOnly {
    format: u32,
    #[serde(rename = "state")]
    _state: serde::de::IgnoredAny,
}
