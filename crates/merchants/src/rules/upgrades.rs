//! Seas of Glory, MODULE 4: NPC UPGRADES. The 17 upgrade tokens lie face down in a pool (those
//! of modules that are off stay out). "Every time you draw an NPC event card, draw a random NPC
//! upgrade token and place it on the card": here, whenever an NPC comes into play or its next
//! captain is revealed, and for the treasure galleon at setup. Only the top card of a stack holds
//! tokens: a card stacked on it sends the old card's tokens back before it draws.
//!
//! - The 0: no upgrade, back to the pool.
//! - The 2: set aside, two more are drawn (a 0 drawn then is set aside and drawn again), then
//!   it goes back. Our reading: it never chains (it is aside while the two are drawn).
//! - A token the ship cannot use (hammocks or an extra cannon port on a value already at 5) is
//!   set aside and another drawn.
//! - Mods go on the NPC's ship, marked as upgrades (hammocks come crewed); weapons lie on its
//!   card. A weapon spent in battle comes back if the NPC survives.
//! - Sunk or beaten, its tokens go back to the pool; the winner of a crew combat may first
//!   take its unspent weapons (one of each), and a claimed ship keeps its mods. A player's
//!   upgrade tokens go back to the pool when spent, sold or lost; never to a port, the mod
//!   reserve, or anywhere a card moves port tokens (our reading).

use super::protocol::GameEvent;
use super::ship::max_values;
use super::state::*;
use crate::content::*;

/// Whether the NPC's ship can use the token: hammocks and an extra cannon port raise a value
/// that must not be at its cap already; a mod it carries is no use twice.
fn usable(ship: &Ship, data: &GameData, token: NpcUpgrade) -> bool {
    let cap = data.tokens.prices.value_cap;
    let max = max_values(ship, data);
    match token {
        NpcUpgrade::Mod(k) if ship.has_mod(k) => false,
        NpcUpgrade::Mod(ShipModKind::ExtraHammocks) => max.crew < cap,
        NpcUpgrade::Mod(ShipModKind::ExtraCannonPort) => max.cannons < cap,
        NpcUpgrade::Mod(ShipModKind::ExtendedHold) => max.cargo < cap,
        _ => true,
    }
}

/// Draw one token from the pool at random.
fn draw_one(state: &mut GameState) -> Option<NpcUpgrade> {
    let pool = &mut state.decks.npc_upgrades;
    if pool.is_empty() {
        return None;
    }
    let i = state.rng.below(pool.len());
    Some(pool.swap_remove(i))
}

/// The NPC in `slot` is on the board with a fresh ship (it came into play, its next captain
/// took over, or the treasure galleon sailed at setup): with the module, it draws its tokens.
pub fn draw(state: &mut GameState, data: &GameData, slot: NpcSlot, events: &mut Vec<GameEvent>) {
    if !state.config.seas.on(Switch::NpcUpgrades) {
        return;
    }
    let Some(mut ship) = state.npc(slot).and_then(|n| n.ship.clone()) else {
        return;
    };
    let mut aside = Vec::new();
    let mut weapons = Vec::new();
    let mut got = Vec::new();
    let mut wanted = 1;
    while got.len() < wanted {
        let Some(token) = draw_one(state) else {
            break;
        };
        aside.push(token);
        match token {
            NpcUpgrade::Zero if wanted == 1 => break,
            NpcUpgrade::Zero => {}
            NpcUpgrade::Two => wanted = 2,
            t if !usable(&ship, data, t) => {}
            NpcUpgrade::Mod(kind) => {
                aside.pop();
                got.push(token);
                ship.mods.push(OwnedMod {
                    upgrade: true,
                    ..OwnedMod::new(kind)
                });
            }
            NpcUpgrade::Weapon(w) => {
                aside.pop();
                got.push(token);
                weapons.push(w);
            }
        }
    }
    state.decks.npc_upgrades.append(&mut aside);
    // Hammocks come crewed, a cannon port armed: the ship starts at its values.
    ship.hits = max_values(&ship, data);
    if let Some(npc) = state.npc_mut(slot) {
        npc.ship = Some(ship);
        npc.weapons = weapons;
    }
    events.push(GameEvent::NpcUpgraded {
        slot,
        upgrades: got,
    });
}

/// The NPC's top card leaves it (beaten, or covered by a new card): the tokens on it go back to
/// the pool — its weapons, spent or not, and the upgrade mods on its ship if it still has it (a
/// claimed ship keeps them). Nothing lies there without the module.
pub fn return_all(state: &mut GameState, slot: NpcSlot) {
    let Some(npc) = state.npc_mut(slot) else {
        return;
    };
    let mut back: Vec<NpcUpgrade> = npc
        .weapons
        .drain(..)
        .chain(npc.spent.drain(..))
        .map(NpcUpgrade::Weapon)
        .collect();
    if let Some(ship) = npc.ship.as_mut() {
        back.extend(
            ship.mods
                .iter()
                .filter(|m| m.upgrade)
                .map(|m| NpcUpgrade::Mod(m.kind)),
        );
        ship.mods.retain(|m| !m.upgrade);
    }
    state.decks.npc_upgrades.append(&mut back);
}

/// A player's mods leave the ship (sunk, sold, left for a claimed ship): upgrade tokens go
/// back to the pool; the port tokens are returned, for the caller to send on.
pub fn keep_port_mods(state: &mut GameState, mods: Vec<OwnedMod>) -> Vec<OwnedMod> {
    let (upgrades, port): (Vec<OwnedMod>, Vec<OwnedMod>) =
        mods.into_iter().partition(|m| m.upgrade);
    state
        .decks
        .npc_upgrades
        .extend(upgrades.into_iter().map(|m| NpcUpgrade::Mod(m.kind)));
    port
}

/// A player's weapon is spent, sold or taken from it: an upgrade token goes back to the pool
/// (`to`: it goes to another player instead, still an upgrade token).
pub fn weapon_gone(state: &mut GameState, seat: Seat, weapon: SpecialWeapon, to: Option<Seat>) {
    let s = &mut state.seats[seat];
    if !s.upgrade_weapons.contains(&weapon) {
        return;
    }
    s.upgrade_weapons.retain(|w| *w != weapon);
    match to {
        Some(other) => state.seats[other].upgrade_weapons.push(weapon),
        None => state.decks.npc_upgrades.push(NpcUpgrade::Weapon(weapon)),
    }
}

/// A captain dies or its ship goes down: every upgrade weapon aboard goes back to the pool.
pub fn weapons_lost(state: &mut GameState, seat: Seat) {
    let lost = std::mem::take(&mut state.seats[seat].upgrade_weapons);
    state
        .decks
        .npc_upgrades
        .extend(lost.into_iter().map(NpcUpgrade::Weapon));
}

/// The winner of a crew combat takes an unspent weapon from the beaten NPC's card.
pub fn take_weapon(
    state: &mut GameState,
    seat: Seat,
    slot: NpcSlot,
    weapon: SpecialWeapon,
    events: &mut Vec<GameEvent>,
) {
    let Some(npc) = state.npc_mut(slot) else {
        return;
    };
    if !npc.weapons.contains(&weapon) {
        return;
    }
    npc.weapons.retain(|w| *w != weapon);
    let s = &mut state.seats[seat];
    s.weapons.push(weapon);
    s.upgrade_weapons.push(weapon);
    events.push(GameEvent::NpcWeaponTaken { seat, slot, weapon });
}
