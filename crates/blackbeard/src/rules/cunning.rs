//! 12, Cunning: a pirate may roll again, once a point, a 1d6, 2d6 or 3d6 roll of his own seat's
//! for him, never a D66 nor one die of several, nor a roll already rolled again (BB-R C 12).
//! Offered once the die shows and a new roll could change what it gives: a failed Find, a
//! torture that drew nothing, the Cargo Table's die, a mutiny's die at or over his
//! Leadership, a lost attack or sack, a ransom's 2d6, a Refit short of the damage, a dig that
//! found nothing, the treasure's 3d6, a Duel's dice (`grab`) and a Piratical Ambition's
//! (`ap_cards`), a failed escape and a lost sea battle (`engage`).

use super::state::*;
use super::{Choice, Event};
use crate::content::PirateId;

/// Offers the re-roll when the pirate has Cunning left; `false` (and nothing changes) if not.
pub(super) fn offer(state: &mut State, pirate: PirateId, die: u8, roll: Reroll) -> bool {
    if state.afloat_of(pirate).is_none_or(|a| a.cunning == 0) {
        return false;
    }
    state.phase = Phase::Cunning(CunningOffer { pirate, die, roll });
    true
}

pub(super) fn options() -> Vec<Choice> {
    vec![Choice::Reroll(true), Choice::Reroll(false)]
}

/// The die kept, or rolled again for a point of Cunning; and what it was rolled for.
/// Returns the pirate, the roll kept (a sum of several dice), the dice themselves and what
/// the roll was for.
pub(super) fn settle(
    state: &mut State,
    choice: Choice,
    events: &mut Vec<Event>,
) -> (PirateId, u8, Vec<u8>, Reroll) {
    let (Phase::Cunning(offer), Choice::Reroll(again)) = (state.phase.clone(), choice) else {
        unreachable!("a Cunning answer");
    };
    let mut die = offer.die;
    let mut dice = Vec::new();
    if again {
        let a = state
            .afloat_mut(offer.pirate)
            .expect("the pirate is afloat");
        a.cunning -= 1;
        dice = (0..offer.roll.dice()).map(|_| state.rng.d6()).collect();
        die = dice.iter().sum();
        events.push(Event::CunningUsed {
            pirate: offer.pirate,
            was: offer.die,
            now: die,
        });
    }
    (offer.pirate, die, dice, offer.roll)
}
