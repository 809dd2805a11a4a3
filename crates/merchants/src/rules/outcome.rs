//! The small enums events carry: how a battle or a raid ended, and (MODULE 10) where a favor
//! came from and what favors were spent on.

use super::state::Side;
use crate::content::*;
use serde::{Deserialize, Serialize};

/// MODULE 10: where a favor came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FavorSource {
    Bought,
    MissionClaimed,
    MissionCompleted,
}

/// MODULE 10: what favors were spent on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FavorUse {
    /// Sailing into a port closed to the captain.
    EnterPort(PortId),
    /// Re-rolling a failed roll of this skill.
    Reroll(Skill),
    /// Redrawing the cargo cards just drawn together.
    Redraw,
    /// Making this NPC re-roll the SCOUTING that found the captain.
    NpcReroll(NpcSlot),
    /// The smuggler dealing in a port closed to it after a failed INFLUENCE roll.
    DealInPort(PortId),
}

/// MODULE 11: why a crew's loyalty moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LoyaltyCause {
    /// An NPC captain's event card was drawn.
    NpcCard,
    /// The captain declared a stash.
    Stash,
    /// The turn began and ended in the same port.
    SamePort,
    /// A glory point.
    Glory,
    /// The next step's price paid in port.
    Paid,
    /// Fierce loyalty spent on an extra action.
    Rallied,
    /// A mutiny put down: the crew is Angry.
    MutinyQuelled,
}

/// How a battle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BattleEnd {
    /// The loser's ship sank (or its captain lost crew combat); the winner survived.
    Won { winner: Side, loser: Side },
    /// Both ships went down in the same volley.
    BothSunk,
    /// This side fled the battle.
    Escaped { side: Side },
    /// Crew combat ended with no winner.
    NoWinner,
}

/// How a raid ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RaidOutcome {
    /// The raid succeeded for this much gold.
    Plundered { gold: u32 },
    /// Escape icons reached the raider's MANEUVERABILITY.
    Escaped,
    /// A hit location other than the hull was destroyed.
    Failed,
    /// The hull was destroyed: the raider's ship sinks.
    Sunk,
}
