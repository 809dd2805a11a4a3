//! NPC scouting (NON-PLAYER CAPTAINS, Scouting): hostile NPCs scout for a player captain who
//! moves into their sea zone (from port too) or starts the turn at sea there. A naval captain
//! scouts with its SCOUTING or the target's bounties of its nation, whichever is higher. NPC
//! pirates do not scout with a naval ship in the zone; two men-o-war in a zone do not scout.
//! The NPCs that find the captain fight it one after another, in random order; each is the
//! aggressor. Basse-Terre's and Nassau's specials change naval scouting in their zones.

use super::battle::{count_roll, naval};
use super::npc::hunt::{at_sea, priority};
use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;

/// The NPCs in `zone` that may scout for players at all (MODULE 8: none in the storm).
fn scouts_in(state: &GameState, zone: ZoneId) -> Vec<NpcSlot> {
    if super::seas::storm::rages_in(state, zone) {
        return Vec::new();
    }
    // The treasure galleon scouts for no one, and the other NPCs ignore it.
    let here: Vec<&NpcState> = state
        .npcs
        .iter()
        .filter(|n| n.zone() == Some(zone) && n.slot.hunts())
        .collect();
    let navy = here.iter().any(|n| !n.slot.is_pirate());
    let men_o_war = here
        .iter()
        .filter(|n| {
            n.ship
                .as_ref()
                .is_some_and(|s| s.class == ShipClass::ManOWar)
        })
        .count();
    here.iter()
        .filter(|n| !(n.slot.is_pirate() && navy))
        .filter(|n| {
            let mow = n
                .ship
                .as_ref()
                .is_some_and(|s| s.class == ShipClass::ManOWar);
            !(mow && men_o_war >= 2)
        })
        .map(|n| n.slot)
        .collect()
}

fn zone_has(data: &GameData, zone: ZoneId, ability: &PortAbility) -> bool {
    data.zone(zone)
        .port
        .is_some_and(|p| data.port(p).abilities.contains(ability))
}

/// One NPC's SCOUTING for the captain: the roll, Basse-Terre's re-roll for its nation's navy,
/// Nassau's second roll for any navy.
fn scouts(
    state: &mut GameState,
    data: &GameData,
    slot: NpcSlot,
    seat: Seat,
    zone: ZoneId,
    events: &mut Vec<GameEvent>,
) -> bool {
    let by = Side::Npc(slot);
    let mut dice = super::fighter::skill(state, data, by, Skill::Scouting);
    if let Some(n) = slot.nation() {
        dice = dice.max(state.seats[seat].bounties[n.index()]);
    }
    let dice = super::modifiers::scouting_dice(state, data, by, Some(Side::Captain(seat)), dice);
    let mut roll = || count_roll(state, data, by, Skill::Scouting, dice, events).passed();
    let mut found = roll();
    if !found
        && slot
            .nation()
            .is_some_and(|n| zone_has(data, zone, &PortAbility::NavalScoutReroll(n)))
    {
        found = roll();
    }
    if found && slot.nation().is_some() && zone_has(data, zone, &PortAbility::NavalDoubleScout) {
        found = roll();
    }
    found
}

/// The captain at `seat` came into sight of the NPCs in its zone (sailed in, or began its turn
/// there): the hostile ones scout, and those that find it fight it in random order. Returns
/// whether a battle began (or the finds wait on the captain's favors).
pub fn sighted(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    spends_action: bool,
    events: &mut Vec<GameEvent>,
) -> bool {
    let Some(zone) = at_sea(state, seat) else {
        return false;
    };
    let mut found = Vec::new();
    let mut searches = Vec::new();
    for slot in scouts_in(state, zone) {
        if priority(state, data, slot, seat).is_none() {
            // MODULE 7: a naval ship scouts for an honest captain's contraband.
            if !super::seas::search::searches(state, data, slot, seat) {
                continue;
            }
            searches.push(slot);
        }
        let hit = scouts(state, data, slot, seat, zone, events);
        events.push(GameEvent::NpcScouted {
            slot,
            seat,
            found: hit,
        });
        if hit {
            found.push(slot);
        }
    }
    if found.is_empty() {
        return false;
    }
    state.rng.shuffle(&mut found);
    found.reverse();
    // MODULE 10: with a favor, the captain may make them re-roll before the first attacks.
    let contest = super::favors::contestable(state, seat, &found);
    let waits = !contest.is_empty();
    state.npc_hunt = Some(NpcHunt {
        target: seat,
        queue: found,
        spends_action,
        contest,
        searches,
        asking: None,
    });
    waits || attack_next(state, data, events).is_none()
}

/// MODULE 10: the captain spent a favor: the NPC scouts for it again. Returns whether it
/// finds the captain still.
pub fn scout_again(
    state: &mut GameState,
    data: &GameData,
    slot: NpcSlot,
    seat: Seat,
    events: &mut Vec<GameEvent>,
) -> bool {
    let Some(zone) = at_sea(state, seat) else {
        return false;
    };
    let found = scouts(state, data, slot, seat, zone, events);
    events.push(GameEvent::NpcScouted { slot, seat, found });
    found
}

/// The next NPC that found the hunted captain attacks, if the captain is still at sea where it
/// was found and the NPC still there. `None`: a battle began; otherwise the hunt is over and
/// this says whether it spends the captain's action.
pub fn attack_next(
    state: &mut GameState,
    data: &GameData,
    events: &mut Vec<GameEvent>,
) -> Option<bool> {
    let Some(hunt) = state.npc_hunt.as_mut() else {
        return Some(false);
    };
    let target = hunt.target;
    while let Some(slot) = state.npc_hunt.as_mut().and_then(|h| h.queue.pop()) {
        let zone = at_sea(state, target);
        let npc_zone = state.npc(slot).and_then(|n| n.zone());
        let search = state
            .npc_hunt
            .as_ref()
            .is_some_and(|h| h.searches.contains(&slot));
        if search && zone.is_some() && zone == npc_zone {
            // MODULE 7: found for its contraband, the captain answers (if it still has any).
            if super::seas::search::searches(state, data, slot, target) {
                if let Some(h) = state.npc_hunt.as_mut() {
                    h.asking = Some(slot);
                }
                return None;
            }
            continue;
        }
        if zone.is_some() && zone == npc_zone {
            naval::begin(state, data, Side::Npc(slot), Side::Captain(target), events);
            return None;
        }
    }
    let hunt = state.npc_hunt.take().expect("checked above");
    Some(hunt.spends_action)
}
