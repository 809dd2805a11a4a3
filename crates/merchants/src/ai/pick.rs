//! An AI captain's answer: the option it picks and one line of why (a leaf every captain,
//! the rules of thumb and the search, names).

use crate::rules::Choice;

/// An AI captain's answer: the option it picks and one line of why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pick {
    pub choice: Choice,
    pub why: &'static str,
}
