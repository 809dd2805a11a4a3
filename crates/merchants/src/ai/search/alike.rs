//! Options that come to the same thing, weighed once. Marking one card or another of the same
//! good for a sale or a purchase sells or buys alike: the price is the good's, the demand is
//! the good's, and a card in a captain's hold is only ever its good (its plunder, hits and
//! escapes count when a merchant's card is drawn in a raid, not in a hold). Played out one by
//! one, such marks cost a sample each and differ only by luck; the search keeps one of them
//! (the rules of thumb's own pick where it is one) and spends the samples on the others.

use crate::content::{CargoCardId, GameData};
use crate::rules::{Choice, Observation, PortStep};

/// What a card's mark comes to: the kind of choice, the card's good and the port it may be
/// smuggled to, and where the card stands (marked, smuggled, on the contraband space).
type Key = (u8, u8, Option<u8>, bool, bool, bool);

/// `options` with every option that comes to the same as an earlier one left out; `keep`
/// (the rules of thumb's pick) is the one kept of its kind.
pub(super) fn distinct(
    options: &[Choice],
    obs: &Observation,
    data: &GameData,
    keep: Choice,
) -> Vec<Choice> {
    let (marked, smuggled): (&[CargoCardId], &[CargoCardId]) =
        match obs.me.port_visit.as_ref().map(|v| &v.step) {
            Some(PortStep::Selling { marked }) => (marked, &[]),
            Some(PortStep::Buying {
                marked, smuggled, ..
            }) => (marked, smuggled),
            _ => return options.to_vec(),
        };
    let key = |choice: Choice| -> Option<Key> {
        let (kind, card) = match choice {
            Choice::Mark(c) => (0, c),
            Choice::Smuggle(c) => (1, c),
            _ => return None,
        };
        let def = &data.cargo_deck[card.0 as usize];
        Some((
            kind,
            def.good.0,
            def.contraband.map(|p| p.0),
            marked.contains(&card),
            smuggled.contains(&card),
            obs.me.contraband.contains(&card),
        ))
    };
    let mut seen: Vec<Key> = key(keep).into_iter().collect();
    options
        .iter()
        .copied()
        .filter(|&o| {
            if o == keep {
                return true;
            }
            match key(o) {
                Some(k) if seen.contains(&k) => false,
                Some(k) => {
                    seen.push(k);
                    true
                }
                None => true,
            }
        })
        .collect()
}
