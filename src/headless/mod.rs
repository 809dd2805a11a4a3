//! Commands that run without a window: `simulate` for soak runs and speed figures, `play` for
//! a game on standard input and output.

#[cfg(not(target_arch = "wasm32"))]
pub mod play;
pub mod simulate;
