//! Seas of Glory, MODULE 4: every NPC upgrade token of the game is in exactly one place — the
//! pool, an NPC's card (its weapons, spent or not, and its ship's mods), or a player's board
//! (a claimed ship's mods, weapons taken) — and none of another game is anywhere.

use super::super::state::*;
use crate::content::*;

/// Where each upgrade token is.
fn tokens(state: &GameState) -> Vec<NpcUpgrade> {
    let upgrades = |sh: &Ship| {
        sh.mods
            .iter()
            .filter(|m| m.upgrade)
            .map(|m| NpcUpgrade::Mod(m.kind))
            .collect::<Vec<_>>()
    };
    let mut found = state.decks.npc_upgrades.clone();
    for n in &state.npcs {
        found.extend(
            n.weapons
                .iter()
                .chain(&n.spent)
                .map(|w| NpcUpgrade::Weapon(*w)),
        );
        found.extend(n.ship.iter().flat_map(upgrades));
    }
    for s in &state.seats {
        found.extend(s.upgrade_weapons.iter().map(|w| NpcUpgrade::Weapon(*w)));
        found.extend(s.ship.iter().flat_map(upgrades));
    }
    if let Some(PortVisit {
        step: PortStep::TransferMods { old, .. },
        ..
    }) = &state.port
    {
        found.extend(
            old.iter()
                .filter(|m| m.upgrade)
                .map(|m| NpcUpgrade::Mod(m.kind)),
        );
    }
    found
}

pub fn check(state: &GameState, data: &GameData) -> Result<(), String> {
    let expected: Vec<NpcUpgrade> = data.npc_upgrade_tokens().collect();
    let found = tokens(state);
    for t in &expected {
        let n = found.iter().filter(|f| *f == t).count();
        if n != 1 {
            return Err(format!("{n} NPC upgrade tokens {t:?}, expected 1"));
        }
    }
    if let Some(t) = found.iter().find(|t| !expected.contains(t)) {
        return Err(format!("an NPC upgrade token {t:?}, not in this game"));
    }
    for (i, s) in state.seats.iter().enumerate() {
        if let Some(w) = s.upgrade_weapons.iter().find(|w| !s.weapons.contains(w)) {
            return Err(format!(
                "seat {i}'s upgrade token {w:?} is not among its weapons"
            ));
        }
    }
    for n in &state.npcs {
        let mut held = n.weapons.clone();
        held.extend(&n.spent);
        held.sort_unstable();
        let len = held.len();
        held.dedup();
        if held.len() != len {
            return Err(format!("{:?} holds a weapon twice", n.slot));
        }
    }
    Ok(())
}
