//! Captains that choose among the options the rules publish. They read observations only.

pub mod driver;
pub mod random;

pub use random::RandomCaptain;
