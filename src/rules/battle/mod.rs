//! Battles at sea: B. SCOUT, MERCHANT RAIDS, BOUNTIES AND REWARDS and the hit locations every
//! fight shares. Each step lives in its own file; this one holds what they all use.

pub mod damage;
pub mod raid;
pub mod scout;

use super::dice::Roll;
use super::protocol::GameEvent;
use super::state::*;
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
    seat: Seat,
    skill: Skill,
    dice: u8,
    events: &mut Vec<GameEvent>,
) -> Roll {
    let mut roll = Roll::new(&mut state.rng, &data.dice, dice);
    events.push(GameEvent::DiceRolled {
        seat,
        skill,
        successes: roll.successes(),
        faces: roll.faces.clone(),
    });
    let effect = data.captain(state.seats[seat].captain).ability.effect;
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
        && effect == AbilityEffect::RerollSeamanshipDie
        && !state.turn.seamanship_reroll_used
        && let Some(i) = lowest_failed
    {
        state.turn.seamanship_reroll_used = true;
        let again = Roll::new(&mut state.rng, &data.dice, 1);
        events.push(GameEvent::DiceRolled {
            seat,
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
