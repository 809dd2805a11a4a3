//! The checks every data file passes before the game uses it (COMPONENTS, PLAYER COMPONENTS,
//! SAILOR CARD REFERENCE, SETUP B; the numbers issue 69 sets where the text gives none). Each
//! failure names the item and the problem.

use super::DrData;
use super::schema::*;
use std::collections::HashSet;

/// The copies of each role in a seat's 12 cards (l.205, l.422).
const COPIES: [(Role, u8); 8] = [
    (Role::Captain, 1),
    (Role::Bosun, 1),
    (Role::Purser, 1),
    (Role::FirstMate, 1),
    (Role::Buccaneer, 1),
    (Role::Gunner, 2),
    (Role::DeckHand, 2),
    (Role::Crew, 3),
];

/// A name fits a card's banner.
const NAME_MAX: usize = 30;

pub(super) fn sailors(data: &DrData) -> Result<(), String> {
    for (role, copies) in COPIES {
        let found: Vec<&RoleDef> = data.roles.iter().filter(|r| r.role == role).collect();
        let [r] = found[..] else {
            return Err(format!(
                "{role:?} is listed {} times, not once",
                found.len()
            ));
        };
        if r.copies != copies {
            return Err(format!("{role:?} has {} copies, not {copies}", r.copies));
        }
        if r.levels.len() != 4 {
            return Err(format!("{role:?} has {} levels, not 4", r.levels.len()));
        }
        if r.names.len() != copies as usize {
            return Err(format!(
                "{role:?} names {} copies, not {copies}",
                r.names.len()
            ));
        }
        for (level, face) in r.levels.iter().enumerate() {
            if let Some(a) = face.abilities.iter().find(|a| a.either.is_empty()) {
                return Err(format!(
                    "{role:?} level {}: an ability with no effect ({a:?})",
                    level + 1
                ));
            }
            if face.icons.is_empty() && face.abilities.is_empty() {
                return Err(format!("{role:?} level {} shows nothing", level + 1));
            }
        }
    }
    if data.roles.len() != COPIES.len() {
        return Err(format!("{} roles, not {}", data.roles.len(), COPIES.len()));
    }
    let mut seen = HashSet::new();
    for name in data.roles.iter().flat_map(|r| r.names.iter().flatten()) {
        if name.trim().is_empty() || name.chars().count() > NAME_MAX {
            return Err(format!(
                "the Sailor name {name:?} is empty or longer than {NAME_MAX} letters"
            ));
        }
        if !seen.insert(name.as_str()) {
            return Err(format!("the Sailor name {name:?} is used twice"));
        }
    }
    Ok(())
}

/// Islands at the largest table (SETUP B: 10 at four seats), and open seas.
const ISLANDS: usize = 12;
const SEAS: usize = 4;
/// Islands showing the hand-limit icon (issue 69).
const HAND_ICONS: usize = 4;

pub(super) fn boards(data: &DrData) -> Result<(), String> {
    if data.islands.len() != ISLANDS || data.seas.len() != SEAS {
        return Err(format!(
            "{} islands and {} open seas, not {ISLANDS} and {SEAS}",
            data.islands.len(),
            data.seas.len()
        ));
    }
    let mut keys = HashSet::new();
    for i in &data.islands {
        let at = format!("island {:?}", i.key);
        if !keys.insert(i.key.as_str()) {
            return Err(format!("{at}: its key is used twice"));
        }
        if !(2..=5).contains(&i.slots) {
            return Err(format!("{at}: {} slots, not 2 to 5", i.slots));
        }
        let goods = i.produce.0 + i.produce.1;
        if !(1..=3).contains(&goods) {
            return Err(format!("{at}: produces {goods}, not 1 to 3"));
        }
        if !(2..=3).contains(&i.values.len()) || i.values.windows(2).any(|w| w[0] <= w[1]) {
            return Err(format!("{at}: values {:?}, not 2 or 3 falling", i.values));
        }
        let top = i.values[0];
        if !(i.slots + 1..=i.slots + 2).contains(&top) {
            return Err(format!(
                "{at}: a 1st value of {top} with {} slots (slots + 1 or + 2)",
                i.slots
            ));
        }
    }
    let thirds = data.islands.iter().filter(|i| i.values.len() == 3).count();
    if !(5..=7).contains(&thirds) {
        return Err(format!("{thirds} islands have a 3rd value, not 5 to 7"));
    }
    let hands = data.islands.iter().filter(|i| i.hand_icon).count();
    if hands != HAND_ICONS {
        return Err(format!(
            "{hands} islands show the hand-limit icon, not {HAND_ICONS}"
        ));
    }
    for s in &data.seas {
        let at = format!("open sea {:?}", s.key);
        if !keys.insert(s.key.as_str()) {
            return Err(format!("{at}: its key is used twice"));
        }
        let distinct: HashSet<_> = s.arrows.iter().map(|d| *d as u8).collect();
        if !(2..=3).contains(&s.arrows.len()) || distinct.len() != s.arrows.len() {
            return Err(format!("{at}: arrows {:?}, not 2 or 3 different", s.arrows));
        }
    }
    let count = |k: SeaSeats| data.seas.iter().filter(|s| s.seats == k).count();
    if (
        count(SeaSeats::Always),
        count(SeaSeats::UpTo3),
        count(SeaSeats::Only2),
    ) != (2, 1, 1)
    {
        return Err(
            "the open seas are not 2 always used, 1 for 2-3 seats and 1 for 2 seats".into(),
        );
    }
    Ok(())
}

/// COMPONENTS: 32 Upgrade tiles, 4 Basic and 4 Advanced kinds of 4 (DR-R 8); 10 Buildings of
/// each of 3 types; the 9 Achievements, worth 4-7 (DR-R 6); 8 Bonus tokens of 3 different
/// Achievements, each Achievement on 2-3 tokens, no two alike (DR-R 7).
pub(super) fn pieces(data: &DrData) -> Result<(), String> {
    for tier in [Tier::Basic, Tier::Advanced] {
        let kinds: Vec<&UpgradeDef> = data.upgrades.iter().filter(|u| u.tier == tier).collect();
        if kinds.len() != 4 {
            return Err(format!("{} {tier:?} Upgrade kinds, not 4", kinds.len()));
        }
    }
    for u in &data.upgrades {
        if u.copies != 4 {
            return Err(format!("Upgrade {:?}: {} copies, not 4", u.key, u.copies));
        }
        if u.sails + u.cannons + u.hold == 0 {
            return Err(format!("Upgrade {:?} shows nothing", u.key));
        }
    }
    for kind in [
        BuildingKind::Fort,
        BuildingKind::Garrison,
        BuildingKind::Outpost,
    ] {
        let found: Vec<&BuildingDef> = data.buildings.iter().filter(|b| b.kind == kind).collect();
        match found[..] {
            [b] if b.count == 10 && b.cost > 0 => {}
            _ => {
                return Err(format!(
                    "the {kind:?} is not listed once, 10 of them, with a cost"
                ));
            }
        }
    }
    if data.buildings.len() != 3 {
        return Err(format!("{} Building types, not 3", data.buildings.len()));
    }
    for ach in Ach::ALL {
        let found: Vec<&AchDef> = data.achievements.iter().filter(|a| a.ach == ach).collect();
        let [a] = found[..] else {
            return Err(format!("{ach:?} is listed {} times, not once", found.len()));
        };
        if !(4..=7).contains(&a.value) {
            return Err(format!("{ach:?} is worth {}, not 4 to 7", a.value));
        }
        if (a.need == 0) == a.need_by_seats.is_none() {
            return Err(format!(
                "{ach:?} needs one of need or need_by_seats, not both or neither"
            ));
        }
    }
    if data.achievements.len() != Ach::ALL.len() {
        return Err(format!("{} Achievements, not 9", data.achievements.len()));
    }
    if data.bonus_tokens.len() != 8 {
        return Err(format!("{} Bonus tokens, not 8", data.bonus_tokens.len()));
    }
    let mut tokens = HashSet::new();
    for (i, t) in data.bonus_tokens.iter().enumerate() {
        let mut sorted = *t;
        sorted.sort();
        if sorted[0] == sorted[1] || sorted[1] == sorted[2] {
            return Err(format!(
                "Bonus token {}: an Achievement twice ({t:?})",
                i + 1
            ));
        }
        if !tokens.insert(sorted) {
            return Err(format!(
                "Bonus token {}: the same as another ({t:?})",
                i + 1
            ));
        }
    }
    for ach in Ach::ALL {
        let on = data
            .bonus_tokens
            .iter()
            .filter(|t| t.contains(&ach))
            .count();
        if !(2..=3).contains(&on) {
            return Err(format!("{ach:?} is on {on} Bonus tokens, not 2 or 3"));
        }
    }
    let s = &data.setup;
    if s.islands != [8, 9, 10] || s.starting_cargo != [1, 2, 3, 2] {
        return Err("the setup's islands or starting cargo are not the text's".into());
    }
    Ok(())
}
