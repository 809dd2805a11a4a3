//! Dead Reckoning (issue 69 on): the third game of Spanish Main, headless (no Bevy, no other
//! game's rules). So far its data: the Sailor cards, the ocean boards and the pieces (upgrades,
//! buildings, Achievements, Bonus tokens, SETUP's numbers), parsed and checked
//! (`content`). The rules, the table and the AI come in the steps of
//! `docs/dead-reckoning-plan.md`.

pub mod content;
