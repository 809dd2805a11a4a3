//! Dead Reckoning (issue 69 on): the third game of Spanish Main, headless (no Bevy, no other
//! game's rules). Its data (`content`: the Sailor cards, the ocean boards, the Row cards, the
//! pieces) parsed and checked, and its rules as a state machine of the engine (`rules`), built
//! in the steps of `docs/dead-reckoning-plan.md`. The table and the AI come later.

pub mod arena;
pub mod content;
pub mod played;
pub mod rules;
pub mod searched;
pub mod simulate;

pub use rules::DeadReckoning;
