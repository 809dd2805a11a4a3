//! What the table sees that a sample's hidden parts must agree with: whom the NPC pirates
//! hunt, and a beaten captain's cards and rumor shown to its plunderer.

use super::super::observation::Observation;
use super::super::protocol::Choice;
use super::super::rng::GameRng;
use super::super::state::*;
use crate::content::*;

/// A plausible purse for a seat whose gold aboard is out of sight.
pub(super) fn guess_gold(rng: &mut GameRng) -> i32 {
    rng.below(16) as i32
}

/// Tries at drawing the purses out of sight again until the NPC pirates hunt as the table
/// sees them hunt.
const HUNT_TRIES: usize = 64;

/// An NPC pirate hunts the captain with the most gold aboard (HUNT PRIORITY), and the table
/// sees whom it hunts: the purses drawn for captains whose gold is out of sight must agree.
/// Each try draws those purses again, from the plausible range or equal to a purse in sight
/// (a tie shared with a captain the table sees).
pub(super) fn agree_on_hunts(
    state: &mut GameState,
    obs: &Observation,
    data: &GameData,
    rng: &mut GameRng,
) -> bool {
    let hidden: Vec<Seat> = (0..obs.seats.len())
        .filter(|s| obs.seats[*s].gold.is_none())
        .collect();
    if hidden.is_empty() || super::super::npc::hunt::hunts(state, data) == obs.hunts {
        return true;
    }
    let seen: Vec<i32> = obs.seats.iter().filter_map(|s| s.gold).collect();
    for _ in 0..HUNT_TRIES {
        for s in &hidden {
            let pick = rng.below(seen.len() + 2);
            state.seats[*s].gold = match seen.get(pick) {
                Some(g) => *g,
                None if pick == seen.len() => guess_gold(rng),
                None => rng.below(48) as i32,
            };
        }
        if super::super::npc::hunt::hunts(state, data) == obs.hunts {
            return true;
        }
    }
    false
}

/// The beaten captain and the cargo cards of its hold the winner is offered to take.
pub(super) fn plundered_cargo(obs: &Observation) -> Option<(Seat, Vec<CargoCardId>)> {
    let b = obs.battle.as_ref()?;
    let BattleStep::Plunder { winner } = b.step else {
        return None;
    };
    let loser = b.sides[1 - winner].captain()?;
    let cards: Vec<CargoCardId> = obs
        .decision
        .as_ref()?
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::TakeCargo(card) => Some(*card),
            _ => None,
        })
        .collect();
    Some((loser, cards))
}

/// The beaten seat and its rumor, when this seat won and is choosing which rumor to keep (the
/// decision's options show the loser's card).
pub(super) fn plundered_rumor(obs: &Observation) -> Option<(Seat, RumorId)> {
    let b = obs.battle.as_ref()?;
    let BattleStep::KeepRumor { winner } = b.step else {
        return None;
    };
    let loser = b.sides[1 - winner].captain()?;
    let theirs = obs
        .decision
        .as_ref()?
        .options
        .iter()
        .find_map(|c| match c {
            Choice::KeepRumor(r) if Some(*r) != obs.me.rumor => Some(*r),
            _ => None,
        })?;
    Some((loser, theirs))
}
