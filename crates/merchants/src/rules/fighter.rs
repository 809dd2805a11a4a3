//! What a battle reads of each side, whoever fights it: a player captain (its captain card,
//! ship, weapons, specialists) or an NPC (its captain card and ship, and with Seas of Glory's
//! MODULE 4 the mods and weapons of its upgrade tokens; no specialists or glory cards). NPC
//! ships in combat, l.614.

use super::state::*;
use crate::content::*;

/// The side's ship.
pub fn ship(state: &GameState, side: Side) -> &Ship {
    afloat(state, side).expect("a ship in battle is afloat")
}

/// The side's ship, if it still has one (a beaten ship may have been claimed).
pub fn afloat(state: &GameState, side: Side) -> Option<&Ship> {
    match side {
        Side::Captain(s) => state.seats[s].ship.as_ref(),
        Side::Npc(slot) => state.npc(slot).and_then(|n| n.ship.as_ref()),
    }
}

/// Take the side's ship away (claimed by its beater).
pub fn take_ship(state: &mut GameState, side: Side) -> Option<Ship> {
    match side {
        Side::Captain(s) => state.seats[s].ship.take(),
        Side::Npc(slot) => state.npc_mut(slot).and_then(|n| n.ship.take()),
    }
}

pub fn ship_mut(state: &mut GameState, side: Side) -> Option<&mut Ship> {
    match side {
        Side::Captain(s) => state.seats[s].ship.as_mut(),
        Side::Npc(slot) => state.npc_mut(slot).and_then(|n| n.ship.as_mut()),
    }
}

/// The side's captain's skill (an NPC card has no INFLUENCE: it never needs it).
pub fn skill(state: &GameState, data: &GameData, side: Side, skill: Skill) -> u8 {
    match side {
        Side::Captain(s) => {
            let c = data.captain(state.seats[s].captain);
            match skill {
                Skill::Seamanship => c.seamanship,
                Skill::Leadership => c.leadership,
                Skill::Scouting => c.scouting,
                Skill::Influence => c.influence,
            }
        }
        // MODULE 6: the treasure galleon's captain has no card; its skills are in the data.
        Side::Npc(NpcSlot::TreasureGalleon) => {
            let g = &data.tokens.treasure_galleon;
            match skill {
                Skill::Seamanship => g.seamanship,
                Skill::Leadership => g.leadership,
                Skill::Scouting | Skill::Influence => 0,
            }
        }
        Side::Npc(slot) => {
            let n = state.npc(slot).map(|n| data.npc(n.captain()));
            n.map_or(0, |n| match skill {
                Skill::Seamanship => n.seamanship,
                Skill::Leadership => n.leadership,
                Skill::Scouting => n.scouting,
                Skill::Influence => 0,
            })
        }
    }
}

/// The player captain's ability; NPCs have none.
pub fn ability(state: &GameState, data: &GameData, side: Side) -> Option<AbilityEffect> {
    side.captain()
        .map(|s| data.captain(state.seats[s].captain).ability.effect)
}

/// Whether the side holds an unspent special weapon: a captain's token, or (MODULE 4) one
/// among the upgrades on an NPC's card.
pub fn has_weapon(state: &GameState, side: Side, weapon: SpecialWeapon) -> bool {
    match side {
        Side::Captain(s) => state.seats[s].weapons.contains(&weapon),
        Side::Npc(slot) => state.npc(slot).is_some_and(|n| n.weapons.contains(&weapon)),
    }
}

pub fn employs(state: &GameState, data: &GameData, side: Side, kind: SpecialistKind) -> bool {
    side.captain()
        .is_some_and(|s| state.seats[s].served_by(data, kind))
}

/// A pirate: a player captain with a bounty, or an NPC pirate.
pub fn is_pirate(state: &GameState, side: Side) -> bool {
    match side {
        Side::Captain(s) => state.seats[s].is_pirate(),
        Side::Npc(slot) => slot.is_pirate(),
    }
}

/// The nation the side sails for: the captain's, a naval ship's; `None` for NPC pirates.
pub fn nation(state: &GameState, data: &GameData, side: Side) -> Option<Nation> {
    match side {
        Side::Captain(s) => Some(data.captain(state.seats[s].captain).nation),
        Side::Npc(slot) => slot.nation(),
    }
}
