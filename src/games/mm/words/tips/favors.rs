//! The tooltips of Seas of Glory's MODULE 10 options: buying and spending favors.

use crate::content::GameData;
use crate::rules::Choice;
use crate::rules::observation::Observation;

/// The tip of a favor option: what it costs and gives, and its rules section.
pub(super) fn tip(data: &GameData, obs: &Observation, c: &Choice) -> (String, &'static str) {
    let p = &data.tokens.prices;
    match c {
        Choice::BuyFavor => (
            format!(
                "Pay {} gold for one favor (you hold {} of {}). Spend one to re-roll a failed \
                 roll outside combat or to make an NPC that found you look again; one per \
                 bounty opens a port closed to you.",
                p.favor, obs.seats[obs.seat].favors, p.favors_max
            ),
            "Module 10: Favors",
        ),
        Choice::SpendFavor => (
            "One favor off your track: roll the whole roll again, and the new roll counts. \
             Never in naval combat, crew combat or a raid."
                .into(),
            "Module 10: Favors",
        ),
        Choice::PayFavors(n) => (
            format!(
                "Pay {n} favor{} (what the port's door would have cost: one per bounty of its \
                 nation) and the port action opens after all.",
                if *n == 1 { "" } else { "s" }
            ),
            "Module 10: Favors",
        ),
        Choice::RedrawForFavor => (
            "One favor off your track: the cards you just drew together go to the discards and \
             as many are drawn anew (once a draw; each draw of a raid counts alone)."
                .into(),
            "Module 10: Favors",
        ),
        Choice::NpcReroll(_) => (
            "One favor off your track: this NPC rolls its SCOUTING again; if it misses, it \
             lets you be."
                .into(),
            "Module 10: Favors",
        ),
        other => unreachable!("not a favor option: {other:?}"),
    }
}
