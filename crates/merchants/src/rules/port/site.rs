//! MODULE 9: business at a town or a trade station, at sea. It runs as a port action's
//! activities at the zone's port (sharing its good in demand in every way, its contraband
//! redrawn from an offer), with these differences:
//! - no zone special applies (the port's abilities are left out of the data it reads), and
//!   the chest at home is out of reach (a location is never the home port);
//! - one activity only: a trade station's Sell goods or Buy goods (honest captains); a town's
//!   Sell goods, Buy goods, Visit shipyard (no mods), Recruit, Acquire a rumor, Buy favors or
//!   Raise loyalty; nothing bound to the port (rumors followed, missions, stash, contraband
//!   sold, mods);
//! - goods drawn: the location's number (a town 4, a trade station 6), 3 when the captain
//!   bought there last turn;
//! - the port action of the turn is not spent, and the visit ends with cargo over the hold's
//!   size thrown overboard, the captain's pick (ours: the port's limit is for ports).

use super::super::protocol::{Choice, GameEvent};
use super::super::state::*;
use super::super::{favors, ship};
use super::{crew, rumors};
use crate::content::*;
use std::borrow::Cow;

/// The town or trade station the port visit is at, if it is at one.
pub fn at_site(state: &GameState) -> Option<LocationId> {
    state.port.as_ref()?.site
}

/// The data as the visit reads it: at a location, without the port's specials.
pub fn plain<'a>(state: &GameState, data: &'a GameData) -> Cow<'a, GameData> {
    match state.port.as_ref().filter(|v| v.site.is_some()) {
        Some(v) => Cow::Owned(data.without_port_specials(v.port)),
        None => Cow::Borrowed(data),
    }
}

/// A visit to the town or trade station `id` opens, trading as at `port`.
pub fn open(state: &mut GameState, port: PortId, id: LocationId) {
    state.port = Some(PortVisit {
        port,
        done: Vec::new(),
        step: PortStep::Menu,
        ship_bought: false,
        weapons_traded: Vec::new(),
        site: Some(id),
    });
}

/// The menu at a location: one activity, then leave (after throwing overboard what the hold
/// cannot carry).
pub(super) fn menu_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    visit: &PortVisit,
    id: LocationId,
    out: &mut Vec<Choice>,
) {
    let s = &state.seats[seat];
    if s.held() > ship::cargo_capacity(s, data) {
        out.extend(s.hold().map(|c| Choice::DiscardCargo(*c)));
        return;
    }
    if visit.done.is_empty() {
        let port = visit.port;
        if !s.cargo.is_empty() {
            out.push(Choice::Begin(Activity::Sell));
        }
        if crate::rules::purse::funds(state, data, seat, port) >= 1 {
            out.push(Choice::Begin(Activity::Buy));
        }
        if data.tokens.locations.token(id).kind == LocationKind::Town {
            out.push(Choice::Begin(Activity::Shipyard));
            if crew::recruit_allowed(state, data, seat, port) {
                out.push(Choice::Begin(Activity::Recruit));
            }
            if rumors::rumor_allowed(state, data, seat, port) {
                out.push(Choice::Begin(Activity::Rumor));
            }
            if crew::may_treat(state, data, seat, port) {
                out.push(Choice::Begin(Activity::Loyalty));
            }
            if favors::may_buy(state, data, seat, port) {
                out.push(Choice::Begin(Activity::Favors));
            }
        }
    }
    out.push(Choice::LeavePort);
}

/// How many goods the captain draws to buy from here: the location's number, or the repeat
/// number on buying here two turns running.
pub fn draw_count(state: &GameState, data: &GameData, seat: Seat, id: LocationId) -> usize {
    let repeat = state.seats[seat]
        .bought_at_location
        .is_some_and(|(at, round)| at == id && round + 1 == state.round);
    if repeat {
        data.tokens.prices.goods_draw_repeat as usize
    } else {
        data.tokens.locations.kind_of(id).goods_draw.unwrap_or(0) as usize
    }
}

/// The visit ends: its action is spent (the port action of the turn is not).
pub fn leave(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>) {
    state.port = None;
    events.push(GameEvent::PortLeft { seat });
    state.then(&[Beat::ActionDone]);
}
