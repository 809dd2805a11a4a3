//! Seas of Glory, MODULE 3 with MODULE 7: the smuggler's hold's card, picked by its owner when
//! it matters (see `rules::hold`).

use super::side::Seat;
use serde::{Deserialize, Serialize};

/// What goes on once the owner of a smuggler's hold has picked the contraband card it keeps
/// out of sight and out of harm's way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HoldThen {
    /// A naval ship's search: the rest of the contraband goes overboard.
    Dump,
    /// A damaged hold sheds the cards it can no longer carry.
    Spill,
}

/// A smuggler's hold's owner picks its hidden card before what would touch the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HoldPick {
    pub seat: Seat,
    pub then: HoldThen,
}
