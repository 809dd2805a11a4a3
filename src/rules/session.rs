//! The headless centre of a game: owns the state, publishes the decision, takes choices,
//! returns events, answers observations, saves and loads. Tests, the CLI, the AI and the app
//! all play through it.

use super::observation::{Observation, observe};
use super::protocol::*;
use super::setup::{self, SetupError};
use super::state::*;
use super::{battle, death, glory, invariants, movement, port, turn, winning};
use crate::content::GameData;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// The save format's version; bumped whenever [`GameState`] changes shape.
pub const SAVE_FORMAT: u32 = 7;

#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: u32,
    state: GameState,
}

/// A save that cannot be loaded; the game in progress is untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Parse(String),
    Format { found: u32 },
    Inconsistent(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Parse(e) => write!(f, "the save cannot be read: {e}"),
            LoadError::Format { found } => write!(
                f,
                "the save is format {found}; this version reads format {SAVE_FORMAT}"
            ),
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
        let (state, events) = setup::new_game(&data, config)?;
        Ok((Session { data, state }, events))
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
        let mut events = Vec::new();
        advance(
            &mut self.state,
            &self.data,
            decision.seat,
            choice,
            &mut events,
        );
        Ok(events)
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
        };
        ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default())
            .expect("game state always serializes")
    }

    /// Start from a given state (scenario tests, tools); refused unless every invariant holds.
    pub fn from_state(data: Arc<GameData>, state: GameState) -> Result<Session, LoadError> {
        invariants::check(&state, &data).map_err(LoadError::Inconsistent)?;
        Ok(Session { data, state })
    }

    /// Restore a game from [`Session::save`] text; a bad save is an error and nothing else.
    pub fn load(data: Arc<GameData>, text: &str) -> Result<Session, LoadError> {
        // Read the format first so an old save gets a clear message, not a field error.
        if let Ok(h) = ron::from_str::<HeaderOnly>(text)
            && h.format != SAVE_FORMAT
        {
            return Err(LoadError::Format { found: h.format });
        }
        let file: SaveFile = ron::from_str(text).map_err(|e| LoadError::Parse(e.to_string()))?;
        Session::from_state(data, file.state)
    }
}

/// Just the format number of a save, ignoring the rest.
#[derive(Deserialize)]
struct HeaderOnly {
    format: u32,
    #[serde(rename = "state")]
    _state: serde::de::IgnoredAny,
}

/// The question `state` waits on, with every legal answer; `None` once the game is over.
pub fn decide(state: &GameState, data: &GameData) -> Option<Decision> {
    if let Some(seat) = glory::over_hand(state) {
        let options = state.seats[seat]
            .glory_cards
            .iter()
            .map(|c| Choice::DiscardGlory(*c))
            .collect();
        return Some(Decision {
            seat,
            kind: DecisionKind::DiscardGlory,
            options,
        });
    }
    if let Some((seat, _)) = state.returning.last() {
        let options = death::free_ports(state, data)
            .into_iter()
            .map(Choice::PlaceMod)
            .collect();
        return Some(Decision {
            seat: *seat,
            kind: DecisionKind::PlaceMods,
            options,
        });
    }
    if let Some(b) = &state.battle {
        let mut options = Vec::with_capacity(8);
        battle::options(state, data, &mut options);
        return Some(Decision {
            seat: battle::naval::deciding_seat(b),
            kind: DecisionKind::Battle {
                step: battle::naval::step_kind(b),
            },
            options,
        });
    }
    if let Some(raid) = &state.raid {
        let mut options = Vec::with_capacity(8);
        battle::raid::options(state, data, &mut options);
        return Some(Decision {
            seat: raid.seat,
            kind: DecisionKind::Raid {
                step: battle::raid::step_kind(raid),
            },
            options,
        });
    }
    let (seat, kind) = match state.phase {
        Phase::ChooseShips { seat } => (seat, DecisionKind::ChooseShip),
        Phase::NewCaptain { .. } => (state.active_seat()?, DecisionKind::ChooseShip),
        Phase::Actions { actions_left, .. } => (
            state.active_seat()?,
            match &state.port {
                Some(visit) => DecisionKind::Port {
                    step: port::step_kind(visit),
                },
                None => DecisionKind::Action { actions_left },
            },
        ),
        Phase::GameOver { .. } => return None,
    };
    let mut options = Vec::with_capacity(8);
    options_into(state, data, seat, kind, &mut options);
    Some(Decision {
        seat,
        kind,
        options,
    })
}

fn options_into(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    kind: DecisionKind,
    out: &mut Vec<Choice>,
) {
    match kind {
        DecisionKind::ChooseShip => {
            out.extend(setup::ship_options(data).map(Choice::ChooseShip));
            if death::may_redraw(state, data, seat) {
                out.push(Choice::RedrawCaptain);
            }
        }
        DecisionKind::Action { .. } => {
            movement::options(state, data, seat, out);
            battle::scout::options(state, data, seat, out);
            glory::play_options(state, data, seat, out);
            if port::can_take(state, seat) {
                out.push(Choice::PortAction);
            }
            port::discard_options(state, data, seat, out);
            if turn::may_retire(state, data, seat) {
                out.push(Choice::Retire);
            }
            out.push(Choice::EndTurn);
        }
        DecisionKind::Port { step } => {
            port::options(state, data, seat, out);
            if step == PortStepKind::Menu {
                glory::play_options(state, data, seat, out);
            }
        }
        DecisionKind::PlaceMods
        | DecisionKind::Raid { .. }
        | DecisionKind::Battle { .. }
        | DecisionKind::DiscardGlory => {}
    }
}

/// Carry out `choice`, which the decision of `seat` offers (the caller has checked: a search
/// that picks among the offered options skips the check).
pub fn advance(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<GameEvent>,
) {
    state.steps += 1;
    apply(state, data, seat, choice, events);
    // WINNING: whoever has reached 10 glory points says so at once.
    winning::declare(state, data, events);
}

/// Carry out an offered choice.
fn apply(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<GameEvent>,
) {
    if let Choice::DiscardGlory(card) = choice {
        glory::discard(state, seat, card, events);
        return;
    }
    if let Choice::PlayGlory { card, nation } = choice {
        glory::play(state, data, seat, card, nation, events);
        return;
    }
    if state.battle.is_some() && state.returning.is_empty() {
        battle::apply(state, data, choice, events);
        return;
    }
    if state.raid.is_some() {
        battle::raid::apply(state, data, choice, events);
        return;
    }
    match choice {
        Choice::Scout(target) => battle::scout::apply(state, data, seat, target, events),
        Choice::ChooseShip(class) => match state.phase {
            Phase::NewCaptain { .. } => death::choose_new_ship(state, data, seat, class, events),
            _ => setup::choose_ship(state, data, seat, class, events),
        },
        Choice::PlaceMod(zone) if !state.returning.is_empty() => {
            death::place_mod(state, data, zone, events)
        }
        Choice::Move { to, entry } => movement::apply(state, data, seat, to, entry, events),
        Choice::EndTurn => turn::end_turn(state, data, events),
        Choice::Retire => turn::retire(state, data, seat, events),
        Choice::RedrawCaptain => death::redraw(state, data, seat, events),
        Choice::PortAction => port::take(state, seat, events, data),
        Choice::DiscardCargo(card) => port::discard(state, seat, card, events),
        other => port::apply(state, data, seat, other, events),
    }
}
