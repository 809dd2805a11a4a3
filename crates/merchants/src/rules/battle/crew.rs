//! CREW COMBAT: after a boarding, swivel guns fire once; then every round both captains roll
//! LEADERSHIP at once, each success a hit on the enemy crew, never more hits than one's own
//! crew before the roll. Who loses the last crew loses the battle and dies; both at once: most
//! successes, then the higher sum of the other dice, else no winner. Destroyed crew loses at
//! once. Combat cards are announced at the boarding (see [`super::cards`]). The winner then
//! plunders (see [`super::plunder`]).

use super::super::dice::Roll;
use super::super::fighter::{self, ship};
use super::super::modifiers;
use super::super::protocol::{BattleEnd, GameEvent};
use super::super::state::*;
use super::end::{end_battle, victory};
use super::shared::{battle, battle_mut, count_roll, guns_fired, side_of, winner};
use super::{cards, damage, plunder};
use crate::content::*;

/// Crew combat rounds before it is called off with no winner (a guard; each round ends it
/// with some chance, so this is never reached in practice).
const MAX_ROUNDS: u32 = 200;

fn crew(state: &GameState, side: usize) -> u8 {
    ship(state, side_of(state, side)).hits.crew
}

/// `boarder` won the contest with Board: the combat-card window at the boarding, then swivel
/// guns and crew combat to the end.
pub(super) fn begin(
    state: &mut GameState,
    data: &GameData,
    boarder: usize,
    events: &mut Vec<GameEvent>,
) {
    events.push(GameEvent::Boarded {
        side: side_of(state, boarder),
    });
    // MODULE 2: crew combat puts out any fire aboard.
    battle_mut(state).burning = [false; 2];
    if cards::open(state, data, CombatMoment::Boarding, events).is_some() {
        after_boarding(state, data, events);
    }
}

/// Swivel guns fire, then crew combat is fought to the end.
pub(super) fn after_boarding(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    // Swivel guns (at sea): 2 dice; one or more successes put a hit on the enemy crew.
    let mut swivel = [false; 2];
    for (side, fires) in swivel.iter_mut().enumerate() {
        let who = side_of(state, side);
        if ship(state, who).has_mod(ShipModKind::SwivelGuns) {
            let roll = Roll::new(&mut state.rng, &data.dice, 2);
            events.push(guns_fired(who, ShipModKind::SwivelGuns, &roll));
            *fires = roll.passed();
        }
    }
    for (side, fired) in swivel.into_iter().enumerate() {
        if fired {
            let target = side_of(state, 1 - side);
            let hit = [HitLocation::Crew];
            damage::land_hits(
                state,
                data,
                target,
                &hit,
                true,
                Some(HitLocation::Crew),
                events,
            );
        }
    }
    fight(state, data, events);
}

fn fight(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let seats = battle(state).sides;
    // Destroyed crew loses crew combat at once.
    let outcome = match [crew(state, 0), crew(state, 1)] {
        [0, 0] => None,
        [0, _] => Some(1),
        [_, 0] => Some(0),
        _ => rounds(state, data, seats, events),
    };
    let Some(w) = outcome else {
        return end_battle(state, data, BattleEnd::NoWinner, &[], &[], events);
    };
    victory(state, data, seats[w], seats[1 - w], events);
    plunder::begin(state, data, w, events);
}

/// LEADERSHIP rounds until a crew is gone; the winning side, or none.
fn rounds(
    state: &mut GameState,
    data: &GameData,
    seats: [Side; 2],
    events: &mut Vec<GameEvent>,
) -> Option<usize> {
    let boosts = battle(state).boosts;
    // MODULE 2: caltrops underfoot cost the first crew combat roll a die.
    let hampered = battle(state).hampered.map(|h| h == Some(Skill::Leadership));
    for round in 1..=MAX_ROUNDS {
        let before = [crew(state, 0), crew(state, 1)];
        let mut rolls = Vec::with_capacity(2);
        for (side, seat) in seats.into_iter().enumerate() {
            let cards = [&boosts[side], &boosts[1 - side]];
            let dice = modifiers::crew_dice(state, data, seat, round, cards, hampered[side]);
            rolls.push(count_roll(
                state,
                data,
                seat,
                Skill::Leadership,
                dice,
                events,
            ));
        }
        for side in 0..2 {
            let target = seats[1 - side];
            let mut hits = rolls[side].successes().min(before[side]);
            if let Some(AbilityEffect::CrewLossCap(cap)) = fighter::ability(state, data, target) {
                hits = hits.min(cap);
            }
            let volley = vec![HitLocation::Crew; hits as usize];
            damage::land_hits(
                state,
                data,
                target,
                &volley,
                false,
                Some(HitLocation::Crew),
                events,
            );
        }
        match [crew(state, 0), crew(state, 1)] {
            // Both crews gone: most successes, then the sums (every hit came from a success).
            [0, 0] => return winner(&[rolls[0].faces.clone(), rolls[1].faces.clone()]),
            [0, _] => return Some(1),
            [_, 0] => return Some(0),
            _ => {}
        }
    }
    None
}
