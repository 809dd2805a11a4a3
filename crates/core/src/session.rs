//! The headless centre of a game, any game: owns the state, publishes the decision, takes
//! choices, returns events, answers observations, undoes, looks back, saves and loads. Tests,
//! the command line, the AI captains and the app all play through it.

use crate::game::{Decision, Game, Seat};
use crate::history::{History, Reveal, UndoBlocked, reveal};
use crate::save::{LoadError, NAMED_FROM, SaveFile, check_header, peek};
use std::fmt;
use std::sync::Arc;

/// A choice the rules refused; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceError<C> {
    GameOver,
    NotOffered { choice: C, seat: Seat },
}

impl<C: fmt::Debug> fmt::Display for ChoiceError<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChoiceError::GameOver => write!(f, "the game is over; no choice can be made"),
            ChoiceError::NotOffered { choice, seat } => {
                write!(f, "{choice:?} is not one of seat {seat}'s options now")
            }
        }
    }
}

impl<C: fmt::Debug> std::error::Error for ChoiceError<C> {}

/// A game in progress.
pub struct Session<G: Game> {
    data: Arc<G::Data>,
    state: G::State,
    /// The state the history replays from: as set up, or as given or loaded without a
    /// history.
    origin: Arc<G::State>,
    /// Whether `origin` is the game's setup (so the history replays the whole game).
    from_setup: bool,
    history: History<G::Choice>,
}

impl<G: Game> Clone for Session<G> {
    fn clone(&self) -> Self {
        Session {
            data: self.data.clone(),
            state: self.state.clone(),
            origin: self.origin.clone(),
            from_setup: self.from_setup,
            history: self.history.clone(),
        }
    }
}

impl<G: Game> fmt::Debug for Session<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Session")
            .field("game", &G::ID)
            .field("choices", &self.history.choices.len())
            .finish_non_exhaustive()
    }
}

impl<G: Game> Session<G> {
    /// Set up a new game; the events say what setup did in public.
    pub fn new(
        data: Arc<G::Data>,
        config: G::Config,
    ) -> Result<(Session<G>, Vec<G::Event>), G::SetupError> {
        let data = G::data_for(data, &config);
        let (state, events) = G::setup(&data, config)?;
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

    pub fn data(&self) -> &G::Data {
        &self.data
    }

    pub fn data_arc(&self) -> Arc<G::Data> {
        self.data.clone()
    }

    /// The full state, for invariant checks, saving and tests. Players and AIs read
    /// [`Session::observation`] instead.
    pub fn state(&self) -> &G::State {
        &self.state
    }

    /// The setup the game was made with (its seats, options and seed: the seed is a secret
    /// while the game runs, since it fixes every deck; a screen shows it once the game is over).
    pub fn config(&self) -> &G::Config {
        G::config(&self.state)
    }

    /// Who answers this seat's decisions.
    pub fn seat_kind(&self, seat: Seat) -> G::SeatKind {
        G::seat_kind(&self.state, seat)
    }

    /// The AI captains' own seed (saved with the game; never the game's seed).
    pub fn ai_seed(&self) -> u64 {
        G::ai_seed(&self.state)
    }

    pub fn is_over(&self) -> bool {
        G::is_over(&self.state)
    }

    /// The question the game is waiting on, with every legal answer; `None` once it is over.
    pub fn decision(&self) -> Option<Decision<G::Kind, G::Choice>> {
        G::decide(&self.state, &self.data)
    }

    /// Answer the current decision. A choice that is not offered is refused and changes nothing.
    pub fn choose(&mut self, choice: G::Choice) -> Result<Vec<G::Event>, ChoiceError<G::Choice>> {
        let decision = self.decision().ok_or(ChoiceError::GameOver)?;
        if !decision.options.contains(&choice) {
            return Err(ChoiceError::NotOffered {
                choice,
                seat: decision.seat,
            });
        }
        let before = G::seen(&self.state, decision.seat);
        let mut events = Vec::new();
        G::advance(
            &mut self.state,
            &self.data,
            decision.seat,
            choice,
            &mut events,
        );
        let same_seat = G::decider(&self.state).is_some_and(|(seat, _)| seat == decision.seat);
        let revealed = reveal::<G>(before, G::seen(&self.state, decision.seat), same_seat);
        self.history.push(choice, revealed);
        Ok(events)
    }

    /// Why `seat` may not take back its last choice now; `None` if it may (see
    /// [`crate::history`] for the policy).
    pub fn undo_blocked(&self, seat: Seat) -> Option<UndoBlocked> {
        let deciding = G::decider(&self.state).map(|(seat, _)| seat);
        self.history.undo_blocked::<G>(&self.state, seat, deciding)
    }

    /// Take back `seat`'s last choice: the game is as it was before it, exactly (the same
    /// random stream, the same decks). Refused, changing nothing, where the policy forbids.
    pub fn undo(&mut self, seat: Seat) -> Result<(), UndoBlocked> {
        if let Some(blocked) = self.undo_blocked(seat) {
            return Err(blocked);
        }
        let keep = self.history.choices.len() - 1;
        self.state = replay::<G>(&self.origin, &self.data, &self.history.choices[..keep])
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
    pub fn history(&self) -> Option<&[G::Choice]> {
        self.from_setup.then_some(self.history.choices.as_slice())
    }

    /// The game as it stood after the first `choices` choices since its origin, to look back
    /// at (the history view, a replay); `None` past the present. Its own history ends there.
    pub fn as_it_was(&self, choices: usize) -> Option<Session<G>> {
        let done = self.history.choices.get(..choices)?;
        let state = replay::<G>(&self.origin, &self.data, done).expect("the history replays");
        Some(Session {
            origin: self.origin.clone(),
            from_setup: self.from_setup,
            history: History::new(Reveal::Loaded, done.to_vec()),
            data: self.data.clone(),
            state,
        })
    }

    /// The choice made `i`-th (from 0) since the origin, if it has been made.
    pub fn choice(&self, i: usize) -> Option<G::Choice> {
        self.history.choices.get(i).copied()
    }

    /// Walk the game from its origin: `each` sees the state at the origin (0 choices, no
    /// events) and after every choice (the number of choices made, and the events it caused),
    /// up to the present.
    pub fn walk(&self, mut each: impl FnMut(&G::State, usize, &[G::Event])) {
        let mut state = (*self.origin).clone();
        let mut events = Vec::new();
        each(&state, 0, &events);
        for (i, &choice) in self.history.choices.iter().enumerate() {
            let seat = G::decider(&state).expect("the history replays").0;
            events.clear();
            G::advance(&mut state, &self.data, seat, choice, &mut events);
            each(&state, i + 1, &events);
        }
    }

    /// Tell the game again from its origin: the events of every choice, each with the number
    /// of choices made once it happened (for a log rebuilt after a load).
    pub fn retell(&self, mut each: impl FnMut(usize, &[G::Event])) {
        self.walk(|_, at, events| each(at, events));
    }

    /// What `seat` may know now.
    pub fn observation(&self, seat: Seat) -> G::Observation {
        G::observe(&self.state, &self.data, self.decision(), seat)
    }

    /// Check every invariant of the current state, and that the decision asked offers
    /// something, each option once.
    pub fn check_invariants(&self) -> Result<(), String> {
        G::check(&self.state, &self.data)?;
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

    /// The whole game as RON text: the envelope names the game and its format.
    pub fn save(&self) -> String {
        let file = SaveFile {
            game: G::ID.to_string(),
            format: G::SAVE_FORMAT,
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
        G::check(&self.state, &self.data)
            .map_err(|e| format!("the game cannot be saved as it stands: {e}"))?;
        Ok(self.save())
    }

    /// Start from a given state (scenario tests, tools); refused unless every invariant holds.
    pub fn from_state(data: Arc<G::Data>, state: G::State) -> Result<Session<G>, LoadError> {
        let data = G::data_for(data, G::config(&state));
        G::check(&state, &data).map_err(LoadError::Inconsistent)?;
        Ok(Session::resumed(data, state, Reveal::Start))
    }

    /// A session that starts at `state`, with no history before it.
    fn resumed(data: Arc<G::Data>, state: G::State, reveal: Reveal) -> Session<G> {
        Session {
            origin: Arc::new(state.clone()),
            from_setup: false,
            history: History::new(reveal, Vec::new()),
            data,
            state,
        }
    }

    /// Restore a game from [`Session::save`] text; a bad save is an error and nothing else.
    pub fn load(data: Arc<G::Data>, text: &str) -> Result<Session<G>, LoadError> {
        let (file, data) = read_save::<G>(data, text)?;
        let Some(choices) = file.history else {
            return Ok(Session::resumed(data, file.state, Reveal::Loaded));
        };
        // The history must replay to the saved state: a save is one game, not two.
        let from_setup = file.origin.is_none();
        let origin = match file.origin {
            Some(origin) => {
                G::check(&origin, &data)
                    .map_err(|e| LoadError::Inconsistent(format!("its origin: {e}")))?;
                if G::config(&origin) != G::config(&file.state) {
                    return Err(LoadError::History(
                        "its origin is set up for another table".into(),
                    ));
                }
                origin
            }
            None => {
                G::setup(&data, G::config(&file.state).clone())
                    .map_err(|e| LoadError::History(format!("its setup fails: {e}")))?
                    .0
            }
        };
        let replayed = replay::<G>(&origin, &data, &choices);
        if replayed.as_ref() != Ok(&file.state) {
            // An older version's rules may have led elsewhere: its save still loads, as a
            // position without a history, like a save of a format that kept none.
            if file.format < G::SAVE_FORMAT {
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
        data: Arc<G::Data>,
        text: &str,
        mut each: impl FnMut(&Session<G>, Option<(Seat, G::Choice)>, &[G::Event]),
    ) -> Result<Session<G>, LoadError> {
        let (file, data) = read_save::<G>(data, text)?;
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
        let (mut session, events) = Session::<G>::new(data, G::config(&file.state).clone())
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

/// A save's text read and checked: its game, its format, its shape, and the rules'
/// invariants on its state (its history is checked by whoever replays it); with the data its
/// game plays with.
fn read_save<G: Game>(
    data: Arc<G::Data>,
    text: &str,
) -> Result<(SaveFile<G::State, G::Choice>, Arc<G::Data>), LoadError> {
    // Read the header first so an old save or another game's gets a clear message, not a
    // field error.
    if let Some(h) = peek(text) {
        check_header::<G>(&h)?;
    }
    let mut file: SaveFile<G::State, G::Choice> =
        ron::from_str(text).map_err(|e| LoadError::Parse(e.to_string()))?;
    // Only an older format may come without its history: a current one that lacks it has been
    // cut, and would skip the replay that checks every other edit.
    if file.format == G::SAVE_FORMAT && file.history.is_none() {
        return Err(LoadError::History(
            "it has none, and a save of this version always carries one".into(),
        ));
    }
    debug_assert!(file.format < NAMED_FROM || file.game == G::ID);
    G::upgrade(&mut file.state, file.format);
    let data = G::data_for(data, G::config(&file.state));
    G::check(&file.state, &data).map_err(LoadError::Inconsistent)?;
    Ok((file, data))
}

/// The state `choices` lead to from `origin`; an error names the first choice not offered.
pub fn replay<G: Game>(
    origin: &G::State,
    data: &G::Data,
    choices: &[G::Choice],
) -> Result<G::State, String> {
    let mut state = origin.clone();
    let mut events = Vec::new();
    for (i, &choice) in choices.iter().enumerate() {
        let d = G::decide(&state, data)
            .ok_or_else(|| format!("choice {} comes after the game is over", i + 1))?;
        if !d.options.contains(&choice) {
            return Err(format!("choice {} ({choice:?}) is not offered then", i + 1));
        }
        events.clear();
        G::advance(&mut state, data, d.seat, choice, &mut events);
    }
    Ok(state)
}
