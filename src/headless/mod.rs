//! Commands that run without a window: `simulate` for soak runs and speed figures, `play` for
//! a game on standard input and output, `arena` to measure AI captains against each other,
//! `fuzz` to damage saves and input lines on purpose.

pub mod arena;
#[cfg(not(target_arch = "wasm32"))]
pub mod fuzz;
#[cfg(not(target_arch = "wasm32"))]
pub mod loadtest;
#[cfg(not(target_arch = "wasm32"))]
pub mod play;
pub mod simulate;
