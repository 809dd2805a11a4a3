//! The random captain: picks uniformly among the offered options. The first AI, and the engine
//! of the soak tests.

use crate::rules::{Choice, Observation};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A captain that plays any legal move with equal chance. Its own seeded RNG keeps a game with
/// random seats reproducible without touching the game's RNG.
#[derive(Clone, Debug)]
pub struct RandomCaptain {
    rng: ChaCha8Rng,
}

impl RandomCaptain {
    pub fn new(seed: u64) -> Self {
        RandomCaptain {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A captain whose pick depends only on the game's seed and how far the game has gone, so a
    /// game with random seats replays identically, also after a save and a load.
    pub fn for_position(game_seed: u64, steps: u64) -> Self {
        Self::new(game_seed ^ steps.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }

    /// Pick one of the seat's options; `None` if the observation holds no decision for it.
    pub fn choose(&mut self, observation: &Observation) -> Option<Choice> {
        self.pick(&observation.decision.as_ref()?.options)
    }

    /// Pick uniformly among `options`; `None` if there are none.
    pub fn pick(&mut self, options: &[Choice]) -> Option<Choice> {
        if options.is_empty() {
            return None;
        }
        Some(options[self.rng.random_range(0..options.len())])
    }
}
