//! What a cargo card is worth taking as loot or plunder, as a regular card or as contraband:
//! the measure the fights, the raids, the locations and a damaged hold share.

use crate::ai::know::Me;
use crate::content::CargoCardId;

/// How much a plundered card is worth taking: the markets that want its good, and its
/// PLUNDER value.
pub(super) fn cargo_worth(me: &Me, card: CargoCardId) -> f32 {
    me.demand_ports(me.good(card)).count() as f32
        + me.data.cargo_deck[card.0 as usize].plunder as f32
}

/// Loot and plunder: a contraband card taken as contraband, if its port lets the captain in,
/// is worth more than any regular card (10 gold and half a glory point).
pub(super) fn contraband_worth(me: &Me, card: CargoCardId) -> Option<f32> {
    let to = me.data.cargo_deck[card.0 as usize].contraband?;
    me.welcome(to).then_some(9.0)
}
