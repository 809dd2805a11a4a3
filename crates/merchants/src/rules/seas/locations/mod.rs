//! Seas of Glory, MODULE 9: location tokens. At setup one lies face up in every sea zone but
//! the Caribbean Sea (the two trade stations never side by side). At sea a captain may spend
//! an action to visit the location in its zone (once a turn each; some kinds only for
//! pirates, some only for honest captains) or to raid it (see [`raid`]). A location is no
//! port: no zone special applies there, bounties and wars never bar it (ours), and NPCs may
//! still scout the captain there.

pub mod assault_cards;
pub mod raid;
pub mod tokens;
pub mod visit;

pub use tokens::{in_zone, nation_of, zone_of};

use crate::content::*;
use crate::rules::protocol::{Choice, GameEvent, LocationChoice, LocationEvent, LocationStepKind};
use crate::rules::state::*;

/// Whether the game is played with the location tokens.
pub fn on(state: &GameState) -> bool {
    state.config.seas.on(Switch::Locations)
}

/// Setup: the tokens are shuffled into the zones with a port (every zone but the Caribbean
/// Sea); while the two trade stations lie in neighbouring zones, one swaps places with
/// another token at random.
pub fn place(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    if !on(state) {
        return;
    }
    let zones: Vec<ZoneId> = data.port_zones().collect();
    let mut ids: Vec<LocationId> = (0..data.tokens.locations.tokens.len() as u8)
        .map(LocationId)
        .collect();
    state.rng.shuffle(&mut ids);
    ids.truncate(zones.len());
    let stations: Vec<usize> = ids
        .iter()
        .enumerate()
        .filter(|(_, id)| data.tokens.locations.token(**id).kind == LocationKind::TradeStation)
        .map(|(i, _)| i)
        .collect();
    // A bounded number of swaps: with 16 zones a free place turns up at once in practice.
    if let [a, mut b] = stations[..] {
        for _ in 0..64 {
            if !data.zone(zones[a]).neighbours.contains(&zones[b]) {
                break;
            }
            let other = state.rng.below(ids.len());
            if other != a && other != b {
                ids.swap(b, other);
                b = other;
            }
        }
    }
    put(state, &zones, &ids, events);
}

fn put(state: &mut GameState, zones: &[ZoneId], ids: &[LocationId], events: &mut Vec<GameEvent>) {
    state.locations = ids
        .iter()
        .zip(zones)
        .map(|(id, zone)| LocationToken {
            id: *id,
            zone: *zone,
        })
        .collect();
    for t in &state.locations {
        events.push(GameEvent::Location(LocationEvent::Placed {
            id: t.id,
            zone: t.zone,
        }));
    }
}

/// The location in the seat's zone at sea, if the seat may act on it now (an action left,
/// nothing else under way).
fn at_hand(state: &GameState, seat: Seat) -> Option<LocationId> {
    if !on(state) || state.port.is_some() || state.visit.is_some() {
        return None;
    }
    if !matches!(state.phase, Phase::Actions { actions_left, .. } if actions_left > 0) {
        return None;
    }
    match state.seats[seat].ship.as_ref()?.location {
        Location::Zone(z) => in_zone(state, z),
        Location::Port(_) => None,
    }
}

/// The action decision's location options: a visit, a raid.
pub fn action_options(state: &GameState, data: &GameData, seat: Seat, out: &mut Vec<Choice>) {
    let Some(id) = at_hand(state, seat) else {
        return;
    };
    if visit::may_visit(state, data, seat, id) {
        out.push(Choice::Location(LocationChoice::Visit));
    }
    if raid::may_raid(state, data, seat, id) {
        out.push(Choice::Location(LocationChoice::Raid));
    }
}

/// The step of the visit or raid under way, if any.
pub fn step(state: &GameState) -> Option<(Seat, LocationStepKind)> {
    if let Some(r) = &state.location_raid {
        return Some((r.seat, raid::step_kind(r)));
    }
    let v = state.visit.as_ref()?;
    Some((v.seat, visit::step_kind(&v.step)))
}

/// The options of the visit's or raid's decision.
pub fn options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    if state.location_raid.is_some() {
        raid::options(state, data, out);
    } else {
        visit::options(state, data, out);
    }
}

/// The active captain's choice: a visit or raid begun at sea, or a step of one.
pub fn apply(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<GameEvent>,
) {
    match choice {
        Choice::Location(LocationChoice::Visit) => {
            if let Some(id) = at_hand(state, seat) {
                visit::begin(state, data, seat, id, events);
            }
        }
        Choice::Location(LocationChoice::Raid) => {
            if let Some(id) = at_hand(state, seat) {
                raid::begin(state, data, seat, id, events);
            }
        }
        _ if state.location_raid.is_some() => raid::apply(state, data, choice, events),
        _ => visit::apply(state, data, choice, events),
    }
}
