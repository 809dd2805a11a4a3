//! Seas of Glory, MODULE 3: the reserve of ship modification tokens — the tokens left once
//! every port has one lie face down in it; a lost, sold or discarded ship's mods go into it
//! and as many come back out at random (re-entering the game); with the market, a port
//! action in a port without a mod draws one for sale there.

use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;

/// The ports' zones without a mod token.
fn free_ports(state: &GameState, data: &GameData) -> usize {
    data.port_zones()
        .filter(|z| state.board.ship_mods[z.0 as usize].is_none())
        .count()
}

/// Tokens already waiting to be placed in ports.
fn waiting(state: &GameState) -> usize {
    let visit = match state.port.as_ref().map(|v| &v.step) {
        Some(PortStep::ReturnMods { tokens }) => tokens.len(),
        _ => 0,
    };
    state.returning.len() + visit
}

/// MODULE 3, "Re-entering the game": with the module, the ship's mods go into the reserve
/// and as many are drawn from it at random to be placed in ports without a token; once every
/// port has one, the rest stay in the reserve. Without it, the tokens themselves go back.
pub fn reenter(
    state: &mut GameState,
    data: &GameData,
    mut tokens: Vec<ShipModKind>,
) -> Vec<ShipModKind> {
    if !data.switches.on(Switch::Mods) {
        return tokens;
    }
    let n = tokens.len();
    let room = free_ports(state, data).saturating_sub(waiting(state));
    state.decks.mod_reserve.append(&mut tokens);
    (0..n.min(room))
        .map(|_| {
            let i = state.rng.below(state.decks.mod_reserve.len());
            state.decks.mod_reserve.swap_remove(i)
        })
        .collect()
}

/// MODULE 3: whether the tokens that come back come out of the reserve, drawn unseen (their
/// kinds secret to every seat, the owner too); without it, a ship's own tokens go back face up.
pub fn returns_unseen(data: &GameData) -> bool {
    data.switches.on(Switch::Mods)
}

/// MODULE 3's market: whether a port action here may draw a mod for sale.
pub fn market_open(state: &GameState, data: &GameData, zone: ZoneId) -> bool {
    data.switches.on(Switch::ModMarket)
        && state.board.ship_mods[zone.0 as usize].is_none()
        && !state.decks.mod_reserve.is_empty()
}

/// MODULE 3's market: a token drawn at random from the reserve lies face up for sale in the
/// port (bought in its shipyard like any face-up mod).
pub fn draw_for_sale(
    state: &mut GameState,
    data: &GameData,
    zone: ZoneId,
    events: &mut Vec<GameEvent>,
) {
    if !market_open(state, data, zone) {
        return;
    }
    let i = state.rng.below(state.decks.mod_reserve.len());
    let kind = state.decks.mod_reserve.swap_remove(i);
    state.board.ship_mods[zone.0 as usize] = Some(ModToken {
        kind,
        face_up: true,
    });
    events.push(GameEvent::ModDrawnForSale { zone, kind });
}
