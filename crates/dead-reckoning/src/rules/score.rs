//! A seat's score by source (SCORING, l.1239-1301): a leaf, so the state can keep the final
//! score without naming the rules that reckon it (`end`).

use serde::{Deserialize, Serialize};

/// One seat's score, by source (SCORING).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Score {
    pub achievements: i32,
    /// Coins in the chest, on the Ship and on islands it controls (l.1247).
    pub coins: i32,
    pub buildings: i32,
    /// One for every two Advancements on its cards or set aside (l.1273; rounded down, P-14).
    pub advancements: i32,
    pub upgrades: i32,
    pub end_game: i32,
    pub islands: i32,
    pub bonus: i32,
}

impl Score {
    pub fn total(&self) -> i32 {
        self.achievements
            + self.coins
            + self.buildings
            + self.advancements
            + self.upgrades
            + self.end_game
            + self.islands
            + self.bonus
    }
}
