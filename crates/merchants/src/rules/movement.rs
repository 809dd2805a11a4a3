//! A. MOVE: one action moves a ship to an adjacent sea zone, or into or out of the port of its
//! zone. Ports turn away captains wanted by their nation, except in the captain's home port,
//! and a port with a bribe (Port Royal) lets them in for a fee or an INFLUENCE roll.

use super::protocol::{Choice, Entry, FavorUse, GameEvent};
use super::state::*;
use crate::content::*;

/// The ways a seat may enter `port` (empty when the port is closed to it).
pub fn entries(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> Vec<Entry> {
    let s = &state.seats[seat];
    let p = data.port(port);
    if !super::purse::closed_to(state, data, seat, port) {
        return vec![Entry::Free];
    }
    // MODULE 1's smuggler captain sails in; the port action there starts with a roll.
    if super::purse::captain_ability(state, data, seat) == AbilityEffect::EnterClosedPorts {
        return vec![Entry::Free];
    }
    let mut ways = Vec::new();
    // MODULE 10: favors open the door, one per bounty of the port's nation.
    if let Some(cost) = super::favors::entry_cost(state, data, seat, port)
        && s.favors >= cost
    {
        ways.push(Entry::Favors(cost));
    }
    for ability in &p.abilities {
        if let PortAbility::BribeEntry { wanted_by, fee } = ability
            && *wanted_by == p.nation
        {
            if s.gold >= *fee as i32 {
                ways.push(Entry::PayFee);
            }
            ways.push(Entry::Influence);
        }
    }
    ways
}

/// Every legal move for the seat's ship, in a stable order.
pub fn options(state: &GameState, data: &GameData, seat: Seat, out: &mut Vec<Choice>) {
    let Some(ship) = &state.seats[seat].ship else {
        return;
    };
    match ship.location {
        Location::Zone(zone) => {
            // Becalmed: no sailing out of the zone this round (the port is still in reach).
            let calm = super::in_force::becalmed(state, data, zone);
            // MODULE 8: a move costs what the wind says (free with it, 2 against it).
            let left = actions_left(state);
            for to in data.zone(zone).neighbours.iter().filter(|_| !calm) {
                if super::seas::wind::cost(state, data, zone, *to) > left {
                    continue;
                }
                out.push(Choice::Move {
                    to: Location::Zone(*to),
                    entry: Entry::Free,
                });
            }
            if left == 0 {
                return;
            }
            if let Some(port) = data.zone(zone).port {
                for entry in entries(state, data, seat, port) {
                    out.push(Choice::Move {
                        to: Location::Port(port),
                        entry,
                    });
                }
            }
        }
        // Cargo beyond the hold is discarded before sailing (the owner picks which).
        Location::Port(port) => {
            let s = &state.seats[seat];
            if actions_left(state) > 0 && s.held() <= super::ship::cargo_capacity(s, data) {
                out.push(Choice::Move {
                    to: Location::Zone(data.port(port).zone),
                    entry: Entry::Free,
                });
            }
        }
    }
}

/// The actions the turn has left (none outside a turn's actions).
fn actions_left(state: &GameState) -> u8 {
    match state.phase {
        Phase::Actions { actions_left, .. } => actions_left,
        _ => 0,
    }
}

/// Carry out a move the rules offered; it costs one action whether or not the port let us in
/// (MODULE 8: none with the wind once a turn, 2 the first time against it).
pub fn apply(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    to: Location,
    entry: Entry,
    events: &mut Vec<GameEvent>,
) {
    let admitted = match (entry, to) {
        (Entry::Free, _) => true,
        (Entry::PayFee, Location::Port(port)) => {
            let fee = bribe_fee(data, port);
            state.seats[seat].gold -= fee as i32;
            events.push(GameEvent::GoldPaid {
                seat,
                amount: fee as i32,
            });
            true
        }
        (Entry::Influence, Location::Port(port)) => {
            let passed = super::purse::skill_roll(state, data, seat, Skill::Influence, events);
            // MODULE 10: a favor may re-roll it.
            let site = RollSite::PortEntry(port);
            if super::favors::wait(state, data, seat, Skill::Influence, site, passed) {
                return;
            }
            return admitted(state, data, seat, port, passed, events);
        }
        (Entry::Favors(count), Location::Port(port)) => {
            super::favors::spend(state, seat, count, FavorUse::EnterPort(port), events);
            true
        }
        (_, Location::Zone(_)) => true,
    };
    debug_assert!(admitted, "every other way in is paid for");
    let spends = match (state.seats[seat].ship.as_ref().map(|s| s.location), to) {
        (Some(Location::Zone(from)), Location::Zone(to)) => {
            super::seas::wind::sail(state, data, seat, from, to, events)
        }
        _ => true,
    };
    sail(state, data, seat, to, spends, events);
}

/// The INFLUENCE roll at a bribed harbour is settled: in, or turned away (the action spent).
pub fn admitted(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    passed: bool,
    events: &mut Vec<GameEvent>,
) {
    if passed {
        sail(state, data, seat, Location::Port(port), true, events);
    } else {
        events.push(GameEvent::PortEntryRefused { seat, port });
        state.then(&[Beat::ActionDone]);
    }
}

/// The ship sails to `to`; a port's rough harbour mouth may hit it on the way in.
fn sail(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    to: Location,
    spends_action: bool,
    events: &mut Vec<GameEvent>,
) {
    let ship = state.seats[seat]
        .ship
        .as_mut()
        .expect("only seats with ships are offered moves");
    let from = ship.location;
    ship.location = to;
    events.push(GameEvent::ShipMoved { seat, from, to });
    if let Location::Port(port) = to
        && rough_entry(state, data, seat, port, events)
    {
        // Sunk in the harbour mouth (see death::sink), or the roll waits on a favor.
        return;
    }
    entered(state, seat, spends_action);
}

/// Sailing into a hostile NPC's zone (from port too): it scouts, and the action is spent when
/// the battles it finds are over. MODULE 8: into the storm's zone, the storm strikes first.
fn entered(state: &mut GameState, seat: Seat, spends_action: bool) {
    state.then(&[if super::seas::storm::catches(state, seat) {
        Beat::Storm {
            seat,
            then: StormThen::Entered { spends_action },
        }
    } else {
        Beat::Entered {
            seat,
            spends_action,
        }
    }]);
}

/// PORTS, Bridgetown: big ships take a hull hit entering unless a SEAMANSHIP roll succeeds.
/// Returns whether the move stops here: the ship sank, or the roll waits on a favor.
fn rough_entry(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) -> bool {
    let class = state.seats[seat].ship.as_ref().map(|s| s.class);
    let rough = data.port(port).abilities.iter().any(|a| {
        matches!(a, PortAbility::RoughEntry(classes) if class.is_some_and(|c| classes.contains(&c)))
    });
    if !rough {
        return false;
    }
    let passed = super::purse::skill_roll(state, data, seat, Skill::Seamanship, events);
    if passed {
        return false;
    }
    // MODULE 10: a favor may re-roll it.
    let site = RollSite::RoughEntry(port);
    super::favors::wait(state, data, seat, Skill::Seamanship, site, passed)
        || hull_hit(state, data, seat, events)
}

/// MODULE 10: the harbour mouth's roll waited on a favor and is settled now.
pub fn through_harbour(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    passed: bool,
    events: &mut Vec<GameEvent>,
) {
    if passed || !hull_hit(state, data, seat, events) {
        entered(state, seat, true);
    }
}

/// The harbour mouth's hit to the hull; returns whether the ship sank.
fn hull_hit(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    events: &mut Vec<GameEvent>,
) -> bool {
    // Like every hit a captain takes outside crew combat, a reinforced hull may absorb it.
    let hit = [HitLocation::Hull];
    let side = Side::Captain(seat);
    let sunk = super::battle::damage::land_hits(state, data, side, &hit, true, None, events).sunk;
    if sunk {
        super::death::sink(state, data, seat, events);
    }
    sunk
}

fn bribe_fee(data: &GameData, port: PortId) -> u32 {
    data.port(port)
        .abilities
        .iter()
        .find_map(|a| match a {
            PortAbility::BribeEntry { fee, .. } => Some(*fee),
            _ => None,
        })
        .unwrap_or(0)
}
