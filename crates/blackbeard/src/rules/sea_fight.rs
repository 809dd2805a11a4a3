//! The two sides of a fight at sea, each modifier named: the chase (6.45, 10.33: d6 + Speed
//! each, −1 to a KC that moved in for it) and the battle (6.46, 10.35: d6 + his ship's Combat +
//! Ability; an alliance the better ship's Combat, the lower Speed and both Abilities, 11.2;
//! +2 a ship with Heavy Guns, 17.2 #10; −2 to both under D&R, 13.23; against the foe's Combat,
//! +2 with the Living Rules, 2.4). One reckoning for the rules and for the table's panel.

use super::state::*;
use crate::content::{BbData, PirateId};

/// A modifier of a roll at sea.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeaPart {
    Speed,
    Combat,
    Ability,
    AllyAbility,
    HeavyGuns,
    Revelry,
    LivingRules,
    MovedIn,
}

/// One side's modifiers (its die apart).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeaSide {
    pub parts: Vec<(SeaPart, i16)>,
}

impl SeaSide {
    pub fn sum(&self) -> i16 {
        self.parts.iter().map(|(_, n)| n).sum()
    }
}

/// The pirate's side and the foe's for the chase (`battle` false) or the battle.
pub fn sea_parts(
    data: &BbData,
    afloat: &[Afloat],
    alliances: &[Alliance],
    plus_two: bool,
    pirate: PirateId,
    e: &Engage,
    battle: bool,
) -> (SeaSide, SeaSide) {
    let crew: Vec<&Afloat> = std::iter::once(pirate)
        .chain(Alliance::ally_in(alliances, pirate))
        .filter_map(|p| afloat.iter().find(|a| a.pirate == p))
        .collect();
    let mut mine = SeaSide::default();
    if battle {
        let combat = crew.iter().map(|a| a.combat as i16).max().unwrap_or(0);
        mine.parts.push((SeaPart::Combat, combat));
        for (i, a) in crew.iter().enumerate() {
            let part = if i == 0 {
                SeaPart::Ability
            } else {
                SeaPart::AllyAbility
            };
            mine.parts
                .push((part, data.pirates[a.pirate.0 as usize].ability as i16));
        }
        let guns = crew.iter().filter(|a| a.heavy_guns.is_some()).count() as i16;
        if guns > 0 {
            mine.parts.push((SeaPart::HeavyGuns, 2 * guns));
        }
    } else {
        let speed = crew.iter().map(|a| a.speed as i16).min().unwrap_or(0);
        mine.parts.push((SeaPart::Speed, speed));
    }
    if crew.iter().any(|a| a.revelry != Revelry::None) {
        mine.parts.push((SeaPart::Revelry, -2));
    }
    let (speed, combat) = match e.foe {
        Foe::Warship(w) => {
            let w = &data.warships[w.0 as usize];
            (w.speed, w.combat)
        }
        Foe::Kc(k) => {
            let k = &data.kcs[k.0 as usize];
            (k.speed, k.combat)
        }
    };
    let mut foe = SeaSide::default();
    if battle {
        foe.parts.push((SeaPart::Combat, combat as i16));
        if plus_two && data.warship_combat_bonus > 0 {
            foe.parts
                .push((SeaPart::LivingRules, data.warship_combat_bonus as i16));
        }
    } else {
        foe.parts.push((SeaPart::Speed, speed as i16));
        if e.moved_in {
            foe.parts.push((SeaPart::MovedIn, -1));
        }
    }
    (mine, foe)
}

/// The foe's printed Combat (the Notoriety it brings, 6.47, 10.35).
pub(super) fn printed_combat(data: &BbData, foe: Foe) -> u8 {
    match foe {
        Foe::Warship(w) => data.warships[w.0 as usize].combat,
        Foe::Kc(k) => data.kcs[k.0 as usize].combat,
    }
}
