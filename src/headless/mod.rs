//! Commands that run without a window: `simulate` for soak runs and speed figures.

pub mod simulate;
