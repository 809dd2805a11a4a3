//! Hunt priority and NPC movement. An NPC is hostile to a player captain at sea who lives up
//! to one of its hunt priorities; it moves along its icon's letter (clockwise to the next
//! lettered border when there is none), unless a captain it hunts is in its zone or next to
//! it: then it moves (or stays) to that captain, the one living up most to its first priority,
//! then the second, then the third, then drawn at random.
//!
//! Our readings: only captains at sea are hunted (a ship in port is not in the sea zone); a
//! captain an NPC would never scout for (Tortuga, Trinidad, Buccaneer Friends) is no prey to it.

use super::super::protocol::GameEvent;
use super::super::state::*;
use crate::content::*;

/// The zone of the seat's ship at sea, if it is at sea.
pub fn at_sea(state: &GameState, seat: Seat) -> Option<ZoneId> {
    match state.seats[seat].ship.as_ref()?.location {
        Location::Zone(z) => Some(z),
        Location::Port(_) => None,
    }
}

/// The port abilities of the zone's port.
fn zone_abilities(data: &GameData, zone: ZoneId) -> &[PortAbility] {
    data.zone(zone)
        .port
        .map_or(&[][..], |p| data.port(p).abilities.as_slice())
}

/// What an NPC goes by when it hunts a captain: all of it public.
#[derive(Clone, Copy, Debug)]
pub struct Quarry {
    pub captain: CaptainId,
    pub bounties: [u8; 4],
    pub gold: i32,
    pub cargo: usize,
}

impl Quarry {
    pub fn of(s: &SeatState) -> Quarry {
        Quarry {
            captain: s.captain,
            bounties: s.bounties,
            gold: s.gold,
            cargo: s.held(),
        }
    }
}

/// How much the captain at sea lives up to each of the NPC's hunt priorities, first to third;
/// `None` when the NPC is not hostile to it.
pub fn priority(state: &GameState, data: &GameData, slot: NpcSlot, seat: Seat) -> Option<[u32; 3]> {
    let zone = at_sea(state, seat)?;
    hostility(data, state.war, slot, zone, &Quarry::of(&state.seats[seat]))
}

/// [`priority`] from public facts: a captain like `q` at sea in `zone`, with `war` on the board.
///
/// Naval ships: bounties of their nation; bounties of other nations; at war, the captain's
/// nation is the enemy. Pirates: non-pirates only, by gold on board, then cargo, then any.
pub fn hostility(
    data: &GameData,
    war: Option<[Nation; 2]>,
    slot: NpcSlot,
    zone: ZoneId,
    q: &Quarry,
) -> Option<[u32; 3]> {
    let captain = data.captain(q.captain);
    let here = zone_abilities(data, zone);
    let pirate = q.bounties.iter().any(|b| *b > 0);
    let p = match slot {
        NpcSlot::Navy(n) => {
            let own = q.bounties[n.index()] as u32;
            let other = q.bounties.iter().map(|b| *b as u32).sum::<u32>() - own;
            let at_war = war.is_some_and(|w| w == [n, captain.nation] || w == [captain.nation, n]);
            let enemy = u32::from(at_war);
            if here.contains(&PortAbility::HiddenFromNavies) {
                return None;
            }
            // Tortuga: pirates are unseen by that nation's navy unless wanted by it.
            let haven = here.contains(&PortAbility::PirateHaven(n)) && pirate && own == 0;
            if haven {
                return None;
            }
            [own, other, enemy]
        }
        // MODULE 6: the treasure galleon hunts no one.
        NpcSlot::TreasureGalleon => return None,
        NpcSlot::PirateSloop
        | NpcSlot::PirateFrigate
        | NpcSlot::PirateBrig
        | NpcSlot::PirateManOWar => {
            if pirate {
                return None;
            }
            if here.contains(&PortAbility::PirateHaven(captain.nation)) {
                return None;
            }
            if captain.ability.effect == AbilityEffect::PiratesIgnoreEmptyHold && q.cargo == 0 {
                return None;
            }
            [q.gold.max(0) as u32, q.cargo as u32, 1]
        }
    };
    (p != [0, 0, 0]).then_some(p)
}

/// The captain the NPC in `zone` goes after: hostile, at sea in its zone or a neighbour; the
/// highest priorities win, ties drawn at random.
fn quarry(state: &mut GameState, data: &GameData, slot: NpcSlot, zone: ZoneId) -> Option<Seat> {
    let tied = prey(state, data, slot, zone);
    if tied.is_empty() {
        return None;
    }
    Some(tied[state.rng.below(tied.len())])
}

/// The captains an NPC in `zone` would go after now: hostile, at sea in its zone or a
/// neighbour, all those tied at the highest priorities (public facts: the table may mark them).
pub fn prey(state: &GameState, data: &GameData, slot: NpcSlot, zone: ZoneId) -> Vec<Seat> {
    let mut out = Vec::new();
    prey_into(&mut out, state, data, slot, zone);
    out
}

/// [`prey`], written into `out` (its room kept: an AI captain's playouts observe this at
/// every step).
fn prey_into(out: &mut Vec<Seat>, state: &GameState, data: &GameData, slot: NpcSlot, zone: ZoneId) {
    out.clear();
    let near = |z: ZoneId| z == zone || data.zone(zone).neighbours.contains(&z);
    let mut best = None;
    for s in 0..state.seats.len() {
        if !at_sea(state, s).is_some_and(near) {
            continue;
        }
        let Some(p) = priority(state, data, slot, s) else {
            continue;
        };
        // Seats in order; a higher priority drops those found before it.
        if best.is_none_or(|b| p > b) {
            best = Some(p);
            out.clear();
        }
        if best == Some(p) {
            out.push(s);
        }
    }
}

/// Every NPC on the board with the captains it would hunt now (see [`prey`]).
pub fn hunts(state: &GameState, data: &GameData) -> Vec<(NpcSlot, Vec<Seat>)> {
    let mut out = Vec::new();
    hunts_into(&mut out, state, data);
    out
}

/// [`hunts`], written into `out` (the lists' room kept).
pub fn hunts_into(out: &mut Vec<(NpcSlot, Vec<Seat>)>, state: &GameState, data: &GameData) {
    let mut found = 0;
    for npc in &state.npcs {
        let Some(zone) = npc.zone() else { continue };
        if found == out.len() {
            out.push((npc.slot, Vec::new()));
        }
        let (slot, prey) = &mut out[found];
        *slot = npc.slot;
        prey_into(prey, state, data, npc.slot, zone);
        if !prey.is_empty() {
            found += 1;
        }
    }
    out.truncate(found);
}

/// Where the letter leads from `zone`: that border, or clockwise to the next lettered one.
pub fn by_letter(data: &GameData, zone: ZoneId, dir: Direction) -> ZoneId {
    let mut d = dir;
    for _ in 0..4 {
        if let Some(to) = data.neighbour(zone, d) {
            return to;
        }
        d = d.clockwise();
    }
    zone
}

/// An NPC icon: the NPC, if it is on the board, hunts or follows the letter.
pub fn move_icon(
    state: &mut GameState,
    data: &GameData,
    slot: NpcSlot,
    dir: Direction,
    events: &mut Vec<GameEvent>,
) {
    let Some(from) = state.npc(slot).and_then(|n| n.zone()) else {
        return;
    };
    let hunting = quarry(state, data, slot, from);
    let to = match hunting {
        Some(seat) => at_sea(state, seat).expect("quarry is at sea"),
        None => by_letter(data, from, dir),
    };
    if let Some(ship) = state.npc_mut(slot).and_then(|n| n.ship.as_mut()) {
        ship.location = Location::Zone(to);
    }
    events.push(GameEvent::NpcMoved {
        slot,
        from,
        to,
        hunting,
    });
}
