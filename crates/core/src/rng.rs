//! A game's one source of chance: a seeded ChaCha RNG that saves with the game's state.

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// All randomness of a game flows through here, so the same seed and the same choices replay
/// the same game, and a save carries the exact position of the stream.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn from_seed(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A number in `0..n` (`n` must be at least 1).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }

    /// One six-sided die: 1 to 6.
    pub fn d6(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// A D66 roll: two six-sided dice read as tens and units (11 to 66), the first die the
    /// tens (Blackbeard's ports and events are numbered this way).
    pub fn d66(&mut self) -> u8 {
        let tens = self.d6();
        tens * 10 + self.d6()
    }

    /// How far along its stream the generator is: any roll, draw or shuffle moves it.
    pub fn position(&self) -> u128 {
        self.0.get_word_pos()
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d66_reads_two_dice_as_tens_and_units() {
        let mut rng = GameRng::from_seed(7);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..2000 {
            let r = rng.d66();
            assert!(
                (1..=6).contains(&(r / 10)) && (1..=6).contains(&(r % 10)),
                "{r}"
            );
            seen.insert(r);
        }
        assert_eq!(seen.len(), 36, "every one of the 36 results comes up");
    }

    #[test]
    fn the_same_seed_draws_the_same_stream_and_moves_its_position() {
        let (mut a, mut b) = (GameRng::from_seed(3), GameRng::from_seed(3));
        let start = a.position();
        let rolls: Vec<u8> = (0..20).map(|_| a.d6()).collect();
        assert_eq!(rolls, (0..20).map(|_| b.d6()).collect::<Vec<_>>());
        assert_ne!(a.position(), start);
    }
}
