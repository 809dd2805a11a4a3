//! The bounds every counter keeps, far beyond any game: the rules add with a cap at these, so
//! nothing wraps whatever a save said, and a save past them is refused.

/// The most gold a purse or a chest may hold: far beyond any game (the rules add gold with a
/// cap at this, so nothing wraps).
pub const GOLD_MAX: i32 = 1_000_000;
/// The most glory points a seat may hold (the game ends at 10, with a round to finish).
pub const GLORY_MAX: u32 = 10_000;
/// The most rounds a game may have played.
pub const ROUND_MAX: u32 = 10_000;
/// The most choices a game may have taken.
pub const STEPS_MAX: u64 = 1 << 40;
