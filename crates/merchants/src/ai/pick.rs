//! An AI captain's answer: the option it picks and one line of why (a leaf every captain,
//! the rules of thumb and the search, names).

use crate::rules::Choice;

/// An AI captain's answer: the option it picks and one line of why (the core's, over M&M's
/// choices).
pub type Pick = game_core::Pick<Choice>;
