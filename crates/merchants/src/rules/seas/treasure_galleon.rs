//! MODULE 6: TREASURE GALLEON. It starts in Cartagena's sea zone with 0 gold; each event card
//! with move icons moves it one zone toward its first icon's letter (any NPC's icon), after the
//! icons and before the text, clockwise to the next letter as NPCs go, and 5 gold goes on its
//! board with each move. It hunts no one, starts no battle, and other NPCs ignore it. A player
//! in its zone may scout for it and attack it (1 Spanish bounty, as for attacking any Spanish
//! ship). Beaten: 1 glory point, and 1 Spanish bounty for every full 10 gold aboard (no naval
//! ship's bounty besides); a winner of crew combat may take its gold and claim the ship; sunk,
//! the gold goes down with it. Repaired after a battle it survives; beaten, gone for good.

use super::super::npc::hunt::by_letter;
use super::super::protocol::GameEvent;
use super::super::state::*;
use crate::content::*;

const SLOT: NpcSlot = NpcSlot::TreasureGalleon;

/// Setup: the galleon in its port's sea zone, fresh, with nothing aboard.
pub fn launch(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let def = &data.tokens.treasure_galleon;
    let port = data.port_by_key(&def.port).expect("validated at load");
    let zone = data.port(port).zone;
    let ship = Ship {
        class: ShipClass::Galleon,
        location: Location::Zone(zone),
        hits: HitTrack::full(data.ship(ShipClass::Galleon)),
        mods: Vec::new(),
    };
    state.npcs.push(NpcState::new(SLOT, Vec::new(), Some(ship)));
    events.push(GameEvent::TreasureGalleonSails { zone });
    super::super::upgrades::draw(state, data, SLOT, events);
}

/// An event card's icons have moved the NPCs: the galleon follows the first icon's letter.
pub fn icons(
    state: &mut GameState,
    data: &GameData,
    card: EventCardId,
    events: &mut Vec<GameEvent>,
) {
    let Some(&(_, dir)) = data.event(card).icons.first() else {
        return;
    };
    let Some(from) = state.npc(SLOT).and_then(|n| n.zone()) else {
        return;
    };
    let to = by_letter(data, from, dir);
    if to == from {
        return;
    }
    let per_move = data.tokens.treasure_galleon.gold_per_move;
    let Some(galleon) = state.npc_mut(SLOT) else {
        return;
    };
    if let Some(ship) = galleon.ship.as_mut() {
        ship.location = Location::Zone(to);
    }
    galleon.gold = galleon.gold.saturating_add(per_move);
    let gold = galleon.gold;
    events.push(GameEvent::NpcMoved {
        slot: SLOT,
        from,
        to,
        hunting: None,
    });
    events.push(GameEvent::TreasureLoaded { gold });
}
