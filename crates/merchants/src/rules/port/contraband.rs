//! MODULE 7: contraband in port. Buying draws past the contraband bound for this port; a
//! contraband card may be bought as contraband for a flat price, onto the contraband space;
//! contraband sells only at its own port, for a flat price, and every 2 sold are a glory
//! point. The cards a captain holds as contraband are what the space says, whatever good they
//! show: no port special or ability changes their prices (ours).

use crate::content::*;
use crate::rules::glory::{self, GloryReason};
use crate::rules::protocol::{Choice, GameEvent};
use crate::rules::state::*;

pub fn on(state: &GameState) -> bool {
    state.config.seas.on(Switch::Contraband)
}

/// The port a card may be smuggled to, if it is a contraband card.
pub fn bound_for(data: &GameData, card: CargoCardId) -> Option<PortId> {
    data.cargo_deck[card.0 as usize].contraband
}

/// Buying here, this card is drawn again: contraband meant for this very port.
pub fn redrawn_here(state: &GameState, data: &GameData, port: PortId, card: CargoCardId) -> bool {
    on(state) && bound_for(data, card) == Some(port)
}

/// What the cards bought as contraband cost: a flat price each, however many are drawn.
pub fn cost(data: &GameData, smuggled: &[CargoCardId]) -> u32 {
    data.tokens.prices.contraband_buy * smuggled.len() as u32
}

/// The offer as the regular cargo prices see it: the cards not taken as contraband (our
/// reading: only they count towards two or three alike).
pub fn regular_offer(offer: &[CargoCardId], smuggled: &[CargoCardId]) -> Vec<CargoCardId> {
    offer
        .iter()
        .copied()
        .filter(|c| !smuggled.contains(c))
        .collect()
}

/// Buying: each contraband card of the offer may be taken as contraband (or let go again),
/// while the hold has room and the purse pays for it; `pays(smuggled)` says whether the whole
/// purchase with these cards as contraband is affordable.
pub fn buy_options(
    data: &GameData,
    offer: &[CargoCardId],
    smuggled: &[CargoCardId],
    room: bool,
    pays: impl Fn(&[CargoCardId]) -> bool,
    out: &mut Vec<Choice>,
) {
    for card in offer {
        if bound_for(data, *card).is_none() {
            continue;
        }
        if smuggled.contains(card) {
            out.push(Choice::Smuggle(*card));
            continue;
        }
        let mut more = smuggled.to_vec();
        more.push(*card);
        if room && pays(&more) {
            out.push(Choice::Smuggle(*card));
        }
    }
}

/// Take a drawn card as contraband, or let it go again (it is then unmarked as regular cargo
/// too: one card, one space).
pub fn toggle(state: &mut GameState, card: CargoCardId) {
    let Some(PortStep::Buying {
        marked, smuggled, ..
    }) = state.port.as_mut().map(|v| &mut v.step)
    else {
        return;
    };
    marked.retain(|c| *c != card);
    if let Some(i) = smuggled.iter().position(|c| *c == card) {
        smuggled.remove(i);
    } else {
        smuggled.push(card);
    }
}

/// The contraband held (`held`: a contraband space) that sells at `port`.
pub fn sellable_here<'a>(
    data: &'a GameData,
    held: &'a [CargoCardId],
    port: PortId,
) -> impl Iterator<Item = CargoCardId> + 'a {
    held.iter()
        .copied()
        .filter(move |c| bound_for(data, *c) == Some(port))
}

/// Selling: the contraband bound for this port may be marked with the rest.
pub fn sell_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    out: &mut Vec<Choice>,
) {
    // MODULE 9: contraband sells in its port only, never at a town or trade station.
    if super::site::at_site(state).is_none() {
        out.extend(sellable_here(data, &state.seats[seat].contraband, port).map(Choice::Mark));
    }
}

/// Sell these contraband cards: a flat price each (`extra` added, a purser's), and a glory
/// point for every 2 the captain has sold (a lone one waits behind the captain card, through
/// a death too).
pub fn sell(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    sold: &[CargoCardId],
    extra: u32,
    events: &mut Vec<GameEvent>,
) {
    let gold = data.tokens.prices.contraband_sell * sold.len() as u32 + extra;
    state.seats[seat].contraband.retain(|c| !sold.contains(c));
    events.push(GameEvent::ContrabandSold {
        seat,
        count: sold.len() as u8,
        gold: gold as i32,
    });
    crate::rules::purse::gain_gold(state, seat, gold, events);
    let pair = data.tokens.prices.contraband_glory_cards.max(1) as usize;
    let mut pile: Vec<CargoCardId> = state.seats[seat]
        .contraband_sold
        .take()
        .into_iter()
        .collect();
    for card in sold {
        pile.push(*card);
        if pile.len() >= pair {
            state.decks.cargo_discard.append(&mut pile);
            glory::gain(state, seat, GloryReason::Contraband, events);
        }
    }
    // A lone card (with pairs of 2, at most one) waits for its pair.
    let lone = pile.pop();
    state.decks.cargo_discard.append(&mut pile);
    state.seats[seat].contraband_sold = lone;
}

/// Loot and plunder: each contraband card that may be taken may go onto either space (as
/// what the space says).
pub fn take_options(
    state: &GameState,
    data: &GameData,
    cards: &[CargoCardId],
    out: &mut Vec<Choice>,
) {
    if on(state) {
        out.extend(
            cards
                .iter()
                .filter(|c| bound_for(data, **c).is_some())
                .map(|c| Choice::TakeContraband(*c)),
        );
    }
}

/// Stow a card taken (as regular cargo, or as contraband).
pub fn stow_taken(state: &mut GameState, seat: Seat, card: CargoCardId, as_contraband: bool) {
    if as_contraband {
        state.seats[seat].contraband.push(card);
    } else {
        state.seats[seat].cargo.push(card);
    }
}

/// Stow the cards bought as contraband on the contraband space.
pub fn stow(
    state: &mut GameState,
    seat: Seat,
    smuggled: &[CargoCardId],
    events: &mut Vec<GameEvent>,
) {
    if smuggled.is_empty() {
        return;
    }
    state.seats[seat].contraband.extend(smuggled);
    events.push(GameEvent::ContrabandBought {
        seat,
        count: smuggled.len() as u8,
    });
}
