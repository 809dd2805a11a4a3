//! What every step of a battle reads and does: the battle under way and its sides, the dice a
//! contest or raid counts, a bounty laid, a special weapon spent, the contest's winner and the
//! cannon hits it gives. A leaf: it names no other step, so the steps can all name it.

use super::super::dice::Roll;
use super::super::fighter::{self, ship};
use super::super::protocol::GameEvent;
use super::super::state::*;
use super::super::upgrades;
use crate::content::*;

/// Lay a bounty of `nation` on the captain (BOUNTIES AND REWARDS): at most the track's top.
pub fn add_bounty(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    nation: Nation,
    events: &mut Vec<GameEvent>,
) {
    let b = &mut state.seats[seat].bounties[nation.index()];
    if *b < data.tokens.battle.bounty_max {
        *b += 1;
        events.push(GameEvent::BountyGained { seat, nation });
    }
}

/// Roll `dice` dice of a skill whose successes are counted (raids and contests), logged. A
/// captain who may re-roll a SEAMANSHIP die (once per turn) re-rolls the lowest failed one.
pub fn count_roll(
    state: &mut GameState,
    data: &GameData,
    by: Side,
    skill: Skill,
    dice: u8,
    events: &mut Vec<GameEvent>,
) -> Roll {
    let mut roll = Roll::new(&mut state.rng, &data.dice, dice);
    events.push(GameEvent::DiceRolled {
        by,
        skill,
        successes: roll.successes(),
        faces: roll.faces.clone(),
    });
    let effect = fighter::ability(state, data, by);
    let lowest_failed = roll
        .faces
        .iter()
        .enumerate()
        .filter_map(|(i, f)| match f {
            DieFace::Number(n) => Some((*n, i)),
            DieFace::Success => None,
        })
        .min()
        .map(|(_, i)| i);
    if skill == Skill::Seamanship
        && effect == Some(AbilityEffect::RerollSeamanshipDie)
        && !state.turn.seamanship_reroll_used
        && let Some(i) = lowest_failed
    {
        state.turn.seamanship_reroll_used = true;
        let again = Roll::new(&mut state.rng, &data.dice, 1);
        events.push(GameEvent::DiceRolled {
            by,
            skill,
            successes: again.successes(),
            faces: again.faces.clone(),
        });
        roll.faces[i] = again.faces[0];
    }
    roll
}

/// Whether any of the ship's hit locations is destroyed (no raids then).
pub fn has_destroyed_location(ship: &Ship) -> bool {
    let h = ship.hits;
    [h.hull, h.masts, h.cargo, h.cannons, h.crew].contains(&0)
}

/// A ship's long or swivel guns fired: a captain's, or (MODULE 4) an NPC's.
pub(super) fn guns_fired(who: Side, guns: ShipModKind, roll: &Roll) -> GameEvent {
    let (successes, faces) = (roll.successes(), roll.faces.clone());
    match who {
        Side::Captain(seat) => GameEvent::GunsFired {
            seat,
            guns,
            successes,
            faces,
        },
        Side::Npc(slot) => GameEvent::NpcGunsFired {
            slot,
            guns,
            successes,
            faces,
        },
    }
}

pub(super) fn battle(state: &GameState) -> &Battle {
    state.battle.as_ref().expect("a battle is under way")
}

pub(super) fn battle_mut(state: &mut GameState) -> &mut Battle {
    state.battle.as_mut().expect("a battle is under way")
}

/// The player captain's seat on a side that plays glory cards (NPC sides never do).
pub(super) fn captain_of(state: &GameState, side: usize) -> Seat {
    side_of(state, side)
        .captain()
        .expect("only player captains play glory cards")
}

pub(super) fn side_of(state: &GameState, side: usize) -> Side {
    battle(state).sides[side]
}

/// A side spends a special weapon in battle: the token is discarded (told), and the round
/// remembers it (MODULE 2: double shot goes alone).
pub(super) fn spend_weapon(
    state: &mut GameState,
    side: usize,
    weapon: SpecialWeapon,
    events: &mut Vec<GameEvent>,
) {
    match side_of(state, side) {
        Side::Captain(seat) => {
            state.seats[seat].weapons.retain(|w| *w != weapon);
            upgrades::weapon_gone(state, seat, weapon, None);
            events.push(GameEvent::WeaponSpent { seat, weapon });
        }
        // MODULE 4: an NPC's weapon lies aside until the battle ends.
        Side::Npc(slot) => {
            if let Some(npc) = state.npc_mut(slot) {
                npc.weapons.retain(|w| *w != weapon);
                npc.spent.push(weapon);
            }
            events.push(GameEvent::NpcWeaponSpent { slot, weapon });
        }
    }
    battle_mut(state).spent[side].push(weapon);
}

/// Re-roll every failed SEAMANSHIP die of `side`'s contest (grappling hooks, Second Wind).
pub(super) fn reroll_failed(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    events: &mut Vec<GameEvent>,
) {
    let by = side_of(state, side);
    let mut faces = battle(state).contest[side].clone();
    let failed = faces.iter().filter(|f| **f != DieFace::Success).count() as u8;
    if failed == 0 {
        return;
    }
    let again = Roll::new(&mut state.rng, &data.dice, failed);
    events.push(GameEvent::DiceRolled {
        by,
        skill: Skill::Seamanship,
        successes: again.successes(),
        faces: again.faces.clone(),
    });
    let mut fresh = again.faces.into_iter();
    for f in faces.iter_mut().filter(|f| **f != DieFace::Success) {
        *f = fresh.next().expect("one die per failed die");
    }
    battle_mut(state).contest[side] = faces;
}

/// The contest's winner: most successes, then the higher sum of the other dice; none when
/// nobody succeeded or the sums tie too.
pub fn winner(contest: &[Vec<DieFace>; 2]) -> Option<usize> {
    let rolls = contest.clone().map(|faces| Roll { faces });
    let (a, b) = (rolls[0].successes(), rolls[1].successes());
    if a == 0 && b == 0 {
        return None;
    }
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => match rolls[0].tie_break().cmp(&rolls[1].tie_break()) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        },
    }
}

/// The cannon hits `side` fires this round before any card: all its cannons on a won Shoot
/// (a gunner captain adds one), else one per success up to the cannons; chasers add one when
/// anyone declared Flee.
pub(super) fn fired_hits(state: &GameState, data: &GameData, side: usize) -> u8 {
    let b = battle(state);
    let who = b.sides[side];
    let ship = ship(state, who);
    let cannons = ship.hits.cannons;
    let successes = b.contest[side]
        .iter()
        .filter(|f| **f == DieFace::Success)
        .count() as u8;
    // A gunner captain adds a hit to a won Shoot (while there are cannons to fire).
    let gunner =
        u8::from(cannons > 0 && fighter::employs(state, data, who, SpecialistKind::GunnerCaptain));
    let hits = match b.declared[side] {
        Some(NavalAction::Shoot) if winner(&b.contest) == Some(side) => cannons + gunner,
        Some(NavalAction::Shoot) => successes.min(cannons),
        _ => 0,
    };
    let chasers = b.declared.contains(&Some(NavalAction::Flee))
        && ship
            .mods
            .iter()
            .any(|m| m.kind == ShipModKind::Chasers && !m.flipped);
    hits + u8::from(chasers)
}

/// The cannon hits `side` will fire this round with its own combat cards (Double-Shotted Guns
/// for a shooter with cannons left), before the target's braces.
pub(super) fn hits_coming(state: &GameState, data: &GameData, side: usize) -> u8 {
    let b = battle(state);
    let shooting =
        b.declared[side] == Some(NavalAction::Shoot) && ship(state, b.sides[side]).hits.cannons > 0;
    let extra = if shooting {
        b.boosts[side].extra_hits
    } else {
        0
    };
    fired_hits(state, data, side) + extra
}
