//! The game's one source of chance: the core's seeded ChaCha RNG, which saves with the game.

pub use game_core::GameRng;
