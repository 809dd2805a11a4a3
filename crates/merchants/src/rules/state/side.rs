//! Who plays: a seat at the table, and the sides of a battle.

use crate::content::NpcSlot;
use serde::{Deserialize, Serialize};

/// A seat number, 0-based, in the order seats were set up.
pub type Seat = usize;

/// One side of a battle: a player captain, or an NPC whose decisions go to the seat that
/// steers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Captain(Seat),
    Npc(NpcSlot),
}

impl Side {
    /// The player captain fighting on this side, if it is one.
    pub fn captain(self) -> Option<Seat> {
        match self {
            Side::Captain(s) => Some(s),
            Side::Npc(_) => None,
        }
    }
}
