//! The tooltips of Seas of Glory's MODULE 7 options: contraband bought, taken, sold, searched
//! for and lost.

use crate::content::GameData;
use crate::rules::Choice;

/// The tip of a contraband option: what it does, and its rules section.
pub(super) fn tip(data: &GameData, c: &Choice) -> (String, &'static str) {
    let p = &data.tokens.prices;
    match c {
        Choice::SpillCargo => (
            "The damaged hold loses a card from your regular cargo, drawn at random.".into(),
            "Module 7: Contraband",
        ),
        Choice::SpillContraband => (
            "The damaged hold loses a card from your contraband, drawn at random.".into(),
            "Module 7: Contraband",
        ),
        Choice::Resist => (
            "Attack the naval ship that searched you: you start the battle, so you take a \
             bounty of its nation; win, and the contraband stays aboard."
                .into(),
            "Module 7: Contraband",
        ),
        Choice::DumpContraband => (
            "Every contraband card goes overboard (face up on the discards); the naval ship \
             lets you sail on."
                .into(),
            "Module 7: Contraband",
        ),
        Choice::TakeContraband(_) => (
            format!(
                "Takes this card aboard onto the contraband space: it is contraband now, sold \
                 only at the port it names, for {}.",
                p.contraband_sell
            ),
            "Module 7: Contraband",
        ),
        Choice::HideContraband(_) => (
            "The smuggler's hold keeps this card: it takes no space, no NPC sees it, and no \
             card or damage touches it. The rest of the contraband is exposed."
                .into(),
            "Module 3: New ship modifications",
        ),
        Choice::Smuggle(_) => (
            format!(
                "Buys this card as contraband, onto the contraband space, for {} gold \
                 whatever else you buy (again to let it go). It sells only in the port it \
                 names, for {}; every 2 sold are a glory point.",
                p.contraband_buy, p.contraband_sell
            ),
            "Module 7: Contraband",
        ),
        _ => (String::new(), "Module 7: Contraband"),
    }
}
