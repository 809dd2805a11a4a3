//! Words for Seas of Glory's MODULE 4, NPC upgrades: the tokens' names and the log lines of
//! what NPCs draw, fire and spend.

use super::battle::{capitalised, guns_name};
use super::port::{location, weapon};
use super::{npc_name, seat_name};
use crate::content::{NpcUpgrade, ShipModKind};
use crate::rules::GameEvent;

/// A token's name, short: "long guns", "grapeshot".
pub fn upgrade(t: NpcUpgrade) -> String {
    match t {
        NpcUpgrade::Zero => "no upgrade".into(),
        NpcUpgrade::Two => "two upgrades".into(),
        NpcUpgrade::Mod(k) => mod_short(k).into(),
        NpcUpgrade::Weapon(w) => weapon(w).into(),
    }
}

/// A mod's name without what it does.
pub fn mod_short(k: ShipModKind) -> &'static str {
    match k {
        ShipModKind::ExtraHammocks => "extra hammocks",
        ShipModKind::AdvancedRigs => "advanced rigs",
        ShipModKind::ReinforcedHull => "a reinforced hull",
        ShipModKind::ExtendedHold => "an extended hold",
        ShipModKind::Chasers => "chasers",
        ShipModKind::ExtraCannonPort => "an extra cannon port",
        ShipModKind::SwivelGuns => "swivel guns",
        ShipModKind::LongGuns => "long guns",
        ShipModKind::CarvedHull => "a carved hull",
        ShipModKind::CrowsNest => "a crow's nest",
        ShipModKind::Plank => "a plank",
        ShipModKind::SmugglersHold => "a smuggler's hold",
    }
}

/// The tokens as a list: "long guns and grapeshot".
pub fn list(tokens: &[NpcUpgrade]) -> String {
    let names: Vec<String> = tokens.iter().map(|t| upgrade(*t)).collect();
    match names.as_slice() {
        [] => "no upgrade".into(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The log line of a Module 4 event.
pub fn event(e: &GameEvent) -> Option<String> {
    Some(match e {
        GameEvent::NpcUpgraded { slot, upgrades } if upgrades.is_empty() => format!(
            "{} draws an upgrade token: no upgrade.",
            capitalised(&npc_name(*slot))
        ),
        GameEvent::NpcUpgraded { slot, upgrades } => format!(
            "{} draws its upgrades: {}.",
            capitalised(&npc_name(*slot)),
            list(upgrades)
        ),
        GameEvent::NpcHidden { slot, from } => format!(
            "{}'s crow's nest keeps it out of {}'s sight: 1 SCOUTING die fewer.",
            capitalised(&npc_name(*slot)),
            seat_name(*from)
        ),
        GameEvent::NpcGunsFired {
            slot,
            guns,
            successes,
            ..
        } => format!(
            "{}'s {} fire: {successes} hit{}.",
            capitalised(&npc_name(*slot)),
            guns_name(*guns),
            if *successes == 1 { "" } else { "s" }
        ),
        GameEvent::NpcWeaponSpent { slot, weapon: w } => {
            format!("{} spends {}.", capitalised(&npc_name(*slot)), weapon(*w))
        }
        GameEvent::NpcHitAbsorbed { slot, location: l } => format!(
            "{}'s reinforced hull absorbs a hit on the {}.",
            capitalised(&npc_name(*slot)),
            location(*l)
        ),
        GameEvent::NpcWeaponTaken {
            seat,
            slot,
            weapon: w,
        } => format!(
            "{} takes {} from {}.",
            seat_name(*seat),
            weapon(*w),
            npc_name(*slot)
        ),
        _ => return None,
    })
}
