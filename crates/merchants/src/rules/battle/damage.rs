//! COMBAT, Hit Locations and damage: each hit moves a location's cube down one step; a location
//! below 1 is destroyed and further hits on it go to the hull; a destroyed hull sinks the ship;
//! a damaged cargo hold throws overboard, at random, the cards it can no longer carry.
//!
//! Our reading of the reinforced hull (the token's holder would choose): it is spent on the
//! first hit that would destroy a location, hull included, and otherwise kept for later.

use super::super::fighter;
use super::super::protocol::GameEvent;
use super::super::state::*;
use crate::content::*;

/// One hit-location die: the location its number names (the hull for a number the table
/// lacks), or `None` for a success face, whose hit someone places. Cannon hits and (MODULE 8)
/// the storm's roll it.
pub fn hit_die(state: &mut GameState, data: &GameData) -> Option<HitLocation> {
    match data.dice.faces[state.rng.below(data.dice.faces.len())] {
        DieFace::Success => None,
        DieFace::Number(n) => Some(
            data.dice
                .hit_numbers
                .iter()
                .find(|(k, _)| *k == n)
                .map_or(HitLocation::Hull, |(_, l)| *l),
        ),
    }
}

/// What a volley of hits did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Landed {
    /// Locations destroyed by these hits (the hull last, if the ship sank).
    pub destroyed: Vec<HitLocation>,
    pub sunk: bool,
}

/// Land `hits` on the side's ship, in order: every hit a ship takes, in battle or not, goes
/// through here. `shield`: whether a reinforced hull may absorb one (any hit but crew
/// combat's: naval combat, raids, swivel guns, storms, fever, a rough harbour). `no_transfer`: a location whose hits are
/// never moved to the hull once destroyed (chain-shot, grapeshot). The caller sinks the ship.
pub fn land_hits(
    state: &mut GameState,
    data: &GameData,
    side: Side,
    hits: &[HitLocation],
    shield: bool,
    no_transfer: Option<HitLocation>,
    events: &mut Vec<GameEvent>,
) -> Landed {
    let mut landed = Landed::default();
    let Some(ship) = fighter::ship_mut(state, side) else {
        return landed;
    };
    for &aimed in hits {
        let target = if ship.hits.get(aimed) > 0 {
            aimed
        } else if no_transfer == Some(aimed) {
            continue;
        } else {
            HitLocation::Hull
        };
        if shield && ship.hits.get(target) == 1 {
            let hull = ship
                .mods
                .iter_mut()
                .find(|m| m.kind == ShipModKind::ReinforcedHull && !m.flipped);
            if let Some(m) = hull {
                m.flipped = true;
                events.push(match side {
                    Side::Captain(seat) => GameEvent::HitAbsorbed {
                        seat,
                        location: target,
                    },
                    Side::Npc(slot) => GameEvent::NpcHitAbsorbed {
                        slot,
                        location: target,
                    },
                });
                continue;
            }
        }
        *ship.hits.get_mut(target) -= 1;
        events.push(GameEvent::Damaged {
            side,
            location: target,
        });
        if ship.hits.get(target) == 0 {
            landed.destroyed.push(target);
            if target == HitLocation::Hull {
                landed.sunk = true;
                return landed;
            }
        }
    }
    // Cards the damaged hold can no longer carry go overboard at random (an NPC's hold
    // holds nothing until it is plundered).
    let Side::Captain(seat) = side else {
        return landed;
    };
    // MODULE 7: with cards on both spaces, the captain picks the space of each card lost.
    super::super::spill::overflow(state, data, seat, events);
    landed
}
