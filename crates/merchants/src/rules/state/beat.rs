//! The beats of the game's clock: what is due, in order, before the next decision. The
//! chapters put beats on [`GameState::agenda`] instead of calling one another; the sequencer
//! (`rules/flow.rs`) runs them until a decision is needed. Between two choices the agenda is
//! empty: what a decision still owes the game (a battle's spent action, the NPCs still to
//! attack) waits in the encounter it belongs to, never on the agenda.

use super::side::Seat;
use super::weather::StormThen;
use crate::content::EventCardId;
use serde::{Deserialize, Serialize};

/// One thing the game's clock does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Beat {
    /// TURN SEQUENCE: the round limit and the deck checked, the merchant track, the event card.
    StartRound,
    /// The event card's NPC icons, in order (an NPC card waits to arrive instead).
    NpcIcons(EventCardId),
    /// The event card's text.
    EventText(EventCardId),
    /// A captain's turn begins (a retired captain leaves, a dead one takes a ship).
    BeginTurn { turn_index: usize },
    /// MODULE 8: the captain sailed into the storm's zone, or began its turn at sea there: it
    /// takes the storm's hits, then goes on as `then` says.
    Storm { seat: Seat, then: StormThen },
    /// MODULE 11: the crew reached Mutiny: its captain rolls LEADERSHIP or dies.
    Mutiny { seat: Seat },
    /// The captain sailed into a sea zone (out of port too): the captains there may scout for
    /// it off-turn (Variant 5), then the NPCs there scout.
    Entered { seat: Seat, spends_action: bool },
    /// The captain came into sight of the NPCs in its zone: sailed in (the move's action is
    /// spent when the battles are over), or began its turn there.
    Sighted { seat: Seat, spends_action: bool },
    /// An action is spent; the turn ends with the last.
    ActionDone,
    /// A battle ended: the next NPC that found the captain attacks, or the action that led to
    /// it is spent (or a dead captain's turn ends).
    AfterBattle { spends_action: bool },
    /// The active captain's turn is over.
    EndTurn,
    /// The last turn of the round is over: the event card's end-of-round effect.
    EndOfRound,
    /// The event card is discarded, glory declared, the game's end checked.
    CheckEnd,
    /// NPC captains drawn this round come into play; beaten NPCs' next captains sail.
    NpcArrivals,
}
