//! The one protocol every input goes through: the rules publish a [`Decision`] listing every
//! legal [`Choice`]; someone answers with one of them; the rules answer with [`GameEvent`]s.

use super::state::{EndReason, Location, Seat};
use crate::content::*;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What kind of question the rules are asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionKind {
    /// Setup: sloop or flute, in secret.
    ChooseShip,
    /// A captain's turn: spend an action or end the turn.
    Action { actions_left: u8 },
}

/// How a captain asks to enter a port that would turn them away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Entry {
    /// Nothing stands in the way.
    Free,
    /// Pay the port's fee (Port Royal: 2 gold).
    PayFee,
    /// Try an INFLUENCE roll; on a failure the action is spent outside the port.
    Influence,
}

/// An answer to a [`Decision`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    ChooseShip(ShipClass),
    /// Move to an adjacent zone, into the port of this zone, or out of port to its zone.
    Move {
        to: Location,
        entry: Entry,
    },
    /// Give up the remaining actions of this turn.
    EndTurn,
}

/// A question for one seat, with every legal answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    pub seat: Seat,
    pub kind: DecisionKind,
    pub options: Vec<Choice>,
}

/// A choice the rules refused; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceError {
    GameOver,
    NotOffered { choice: Choice, seat: Seat },
}

impl fmt::Display for ChoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChoiceError::GameOver => write!(f, "the game is over; no choice can be made"),
            ChoiceError::NotOffered { choice, seat } => {
                write!(f, "{choice:?} is not one of seat {seat}'s options now")
            }
        }
    }
}

impl std::error::Error for ChoiceError {}

/// Everything that happens in a game. Events carry only public facts: the log, animations and
/// statistics of every seat read them; secrets live in each seat's observation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GameEvent {
    GameStarted {
        seats: usize,
        seed: u64,
    },
    /// A seat drew its captain, face down.
    CaptainDrawn {
        seat: Seat,
    },
    /// A seat has put a ship in its hand (which one stays secret until the reveal).
    ShipChosen {
        seat: Seat,
    },
    CaptainRevealed {
        seat: Seat,
        captain: CaptainId,
        ship: ShipClass,
        home: PortId,
    },
    StartPlayer {
        seat: Seat,
    },
    RoundStarted {
        round: u32,
    },
    /// Raided merchants went back out to sea.
    MerchantsRedistributed {
        count: usize,
    },
    EventDrawn {
        card: EventCardId,
    },
    DemandChanged {
        zone: ZoneId,
        good: GoodId,
    },
    GoldGained {
        seat: Seat,
        amount: i32,
    },
    GoldPaid {
        seat: Seat,
        amount: i32,
    },
    TurnStarted {
        seat: Seat,
    },
    ShipMoved {
        seat: Seat,
        from: Location,
        to: Location,
    },
    DiceRolled {
        seat: Seat,
        skill: Skill,
        faces: Vec<DieFace>,
        successes: u8,
    },
    /// The harbour turned the ship away; the action is spent.
    PortEntryRefused {
        seat: Seat,
        port: PortId,
    },
    TurnEnded {
        seat: Seat,
    },
    GameEnded {
        reason: EndReason,
    },
}

impl GameEvent {
    /// The event's kind in snake_case, as `simulate` counts them.
    pub fn kind(&self) -> &'static str {
        match self {
            GameEvent::GameStarted { .. } => "game_started",
            GameEvent::CaptainDrawn { .. } => "captain_drawn",
            GameEvent::ShipChosen { .. } => "ship_chosen",
            GameEvent::CaptainRevealed { .. } => "captain_revealed",
            GameEvent::StartPlayer { .. } => "start_player",
            GameEvent::RoundStarted { .. } => "round_started",
            GameEvent::MerchantsRedistributed { .. } => "merchants_redistributed",
            GameEvent::EventDrawn { .. } => "event_drawn",
            GameEvent::DemandChanged { .. } => "demand_changed",
            GameEvent::GoldGained { .. } => "gold_gained",
            GameEvent::GoldPaid { .. } => "gold_paid",
            GameEvent::TurnStarted { .. } => "turn_started",
            GameEvent::ShipMoved { .. } => "ship_moved",
            GameEvent::DiceRolled { .. } => "dice_rolled",
            GameEvent::PortEntryRefused { .. } => "port_entry_refused",
            GameEvent::TurnEnded { .. } => "turn_ended",
            GameEvent::GameEnded { .. } => "game_ended",
        }
    }
}
