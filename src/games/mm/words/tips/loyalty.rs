//! The tooltips of Seas of Glory's MODULE 11 options, and MODULE 3's plank.

use crate::rules::Choice;

/// MODULE 11's options (with MODULE 3's plank).
pub(super) fn tip(c: &Choice) -> (String, &'static str) {
    let text = match c {
        Choice::PlankRoll => {
            "Roll LEADERSHIP: on a success your crew keeps its loyalty; on a failure it drops a \
             step, as it would without the plank."
        }
        Choice::PlankCrew => {
            "One crew walks the plank (a crew point lost), and the rest keep their loyalty."
        }
        _ => {
            "Once a turn with a Fierce crew: roll LEADERSHIP. On a success the crew drops to \
             Happy and you take an extra action; on a failure nothing changes."
        }
    };
    (text.into(), "Module 11: Loyalty track")
}
