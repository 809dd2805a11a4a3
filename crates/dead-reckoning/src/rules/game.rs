//! Dead Reckoning as a game of the engine (`game_core::Game`).

use super::observe::{Observation, Seen};
use super::state::*;
use super::{Choice, Event, Kind, SetupError};
use crate::content::DrData;
use game_core::{Decision, Game, Reveal, Seat};

/// Dead Reckoning.
pub struct DeadReckoning;

/// The save format of this version.
pub const SAVE_FORMAT: u32 = game_core::save::NAMED_FROM;

impl Game for DeadReckoning {
    const ID: &'static str = "dr";
    const TITLE: &'static str = "Dead Reckoning";
    const SAVE_FORMAT: u32 = SAVE_FORMAT;
    const OLDEST_SAVE_FORMAT: u32 = SAVE_FORMAT;

    type Data = DrData;
    type Config = Config;
    type State = State;
    type Choice = Choice;
    type Kind = Kind;
    type Event = Event;
    type Observation = Observation;
    type Seen = Seen;
    type SeatKind = SeatKind;
    type SetupError = SetupError;

    fn setup(data: &DrData, config: Config) -> Result<(State, Vec<Event>), SetupError> {
        super::setup::new_game(data, config)
    }
    fn config(state: &State) -> &Config {
        &state.config
    }
    fn decider(state: &State) -> Option<(Seat, Kind)> {
        super::turn::decider(state)
    }
    fn decide(state: &State, data: &DrData) -> Option<Decision<Kind, Choice>> {
        let (seat, kind) = super::turn::decider(state)?;
        Some(Decision {
            seat,
            kind,
            options: super::turn::options(data, state),
        })
    }
    fn advance(
        state: &mut State,
        data: &DrData,
        seat: Seat,
        choice: Choice,
        events: &mut Vec<Event>,
    ) {
        state.steps += 1;
        super::turn::advance(data, state, seat, choice, events);
        super::achievements::check_all(data, state, events);
    }
    fn observe(
        state: &State,
        data: &DrData,
        decision: Option<Decision<Kind, Choice>>,
        seat: Seat,
    ) -> Observation {
        super::observe::observe(state, data, decision, seat)
    }
    fn check(state: &State, data: &DrData) -> Result<(), String> {
        super::invariants::check(state, data)
    }
    fn seen(state: &State, chooser: Seat) -> Seen {
        Seen::of(state, chooser)
    }
    fn revealed(before: Seen, after: Seen) -> Option<Reveal> {
        before.revealed(after)
    }
    fn is_public(kind: Kind) -> bool {
        // The Main phase and leveling show a hand; a Bonus token is a secret; where goods
        // go or come from is public.
        match kind {
            Kind::KeepBonus | Kind::Level(_) | Kind::Main => false,
            Kind::Stow
            | Kind::Pay
            | Kind::Sleeve
            | Kind::Influence
            | Kind::Produce
            | Kind::Reclaim
            | Kind::Build
            | Kind::Upgrade
            | Kind::Copy => true,
        }
    }
    fn seat_kind(state: &State, seat: Seat) -> SeatKind {
        state.config.seats[seat]
    }
    fn ai_seed(state: &State) -> u64 {
        state.config.ai_seed
    }
    fn is_over(state: &State) -> bool {
        state.phase == Phase::Over
    }
    fn is_human(state: &State, seat: Seat) -> bool {
        state.config.seats[seat] == SeatKind::Human
    }
    fn humans(state: &State) -> usize {
        state
            .config
            .seats
            .iter()
            .filter(|k| **k == SeatKind::Human)
            .count()
    }
    fn undo_among_humans(state: &State) -> bool {
        state.config.undo_among_humans
    }
}
