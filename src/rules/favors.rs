//! Seas of Glory, MODULE 10: favors. Each captain has a public track from no favors to the
//! most it holds (5): bought in port for 2 gold each as the port action's last activity, and
//! gained on claiming and on completing a mission. A favor is spent on the captain's own
//! behalf: here, to sail into a port closed to it (one per bounty of the port's nation). Wars
//! and bounties never bar getting or spending favors. A captain who dies loses them.
//!
//! The only file that reads the module's switch: the chapters ask it.

use super::protocol::{FavorSource, FavorUse, GameEvent};
use super::purse::{closed_to, funds, pay};
use super::state::*;
use crate::content::*;

/// Whether the game is played with favors.
pub fn on(state: &GameState) -> bool {
    state.config.seas.on(Switch::Favors)
}

/// Whether the seat may buy a favor in `port` now: the track has room and the funds reach.
pub fn may_buy(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> bool {
    on(state)
        && state.seats[seat].favors < data.tokens.prices.favors_max
        && funds(state, data, seat, port) >= data.tokens.prices.favor as i32
}

/// Buy one favor (the caller offered it through [`may_buy`]).
pub fn buy(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    pay(state, data, seat, port, data.tokens.prices.favor, events);
    gain(state, data, seat, FavorSource::Bought, events);
}

/// One favor more, if the game has favors and the track has room (never above its top).
pub fn gain(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    from: FavorSource,
    events: &mut Vec<GameEvent>,
) {
    let on = on(state);
    let s = &mut state.seats[seat];
    if on && s.favors < data.tokens.prices.favors_max {
        s.favors += 1;
        events.push(GameEvent::FavorGained { seat, from });
    }
}

/// What sailing into `port` costs in favors when it is closed to the seat: 1 per bounty of
/// its nation. Our wars close no port (AT WAR! changes the NPC navies only), so the text's
/// extra favor for an enemy's port in wartime never falls due. `None` without the module or
/// when the port is open.
pub fn entry_cost(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> Option<u8> {
    if !on(state) || !closed_to(state, data, seat, port) {
        return None;
    }
    Some(state.seats[seat].bounties[data.port(port).nation.index()])
}

/// Spend `count` favors on `on` (the caller checked the track holds them).
pub fn spend(
    state: &mut GameState,
    seat: Seat,
    count: u8,
    on: FavorUse,
    events: &mut Vec<GameEvent>,
) {
    let s = &mut state.seats[seat];
    s.favors = s.favors.saturating_sub(count);
    events.push(GameEvent::FavorsSpent { seat, count, on });
}

/// A dead captain's favors are lost with it.
pub fn lose(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>) {
    let count = std::mem::take(&mut state.seats[seat].favors);
    if count > 0 {
        events.push(GameEvent::FavorsLost { seat, count });
    }
}
