//! Battles at sea: B. SCOUT, MERCHANT RAIDS, BOUNTIES AND REWARDS and the hit locations every
//! fight shares. Each step lives in its own file; this one holds what they all use.

pub mod cards;
pub mod crew;
pub mod damage;
pub use super::fighter;
pub mod naval;
pub mod plunder;
pub mod raid;
pub mod scout;
pub mod volley;

use super::death;
use super::deeds::{Deed, record_deed};
use super::dice::Roll;
use super::protocol::{BattleEnd, Choice, GameEvent};
use super::state::*;
use crate::content::*;

/// The options of the battle's decision now.
pub fn options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    let Some(b) = &state.battle else { return };
    match b.step {
        BattleStep::Declare { side } => naval::declare_options(state, side, out),
        BattleStep::Grapple { .. } => {
            out.push(Choice::SpendWeapon(SpecialWeapon::GrapplingHooks));
            out.push(Choice::Done);
        }
        BattleStep::Aim { side } => volley::aim_options(state, side, out),
        BattleStep::Caltrops { .. } => {
            out.push(Choice::SpendWeapon(SpecialWeapon::Caltrops));
            out.push(Choice::Done);
        }
        BattleStep::Burn { side } => naval::burn_options(state, side, out),
        BattleStep::Place { volley: v, .. } => volley::place_options(state, v, out),
        BattleStep::Plunder { .. } => plunder::options(state, data, out),
        BattleStep::KeepRumor { .. } => plunder::keep_rumor_options(state, out),
        BattleStep::Announce { side } => cards::announce_options(state, data, side, out),
        BattleStep::Reveal { .. } => {
            out.push(Choice::PlayAnnounced);
            out.push(Choice::DeclineAnnounced);
        }
    }
}

/// Answer the battle's decision.
pub fn apply(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let Some(b) = &state.battle else { return };
    match (b.step.clone(), choice) {
        (BattleStep::Declare { side }, Choice::Declare(a)) => {
            naval::declare(state, data, side, a, events)
        }
        (BattleStep::Grapple { side }, c) => {
            naval::grapple(state, data, side, c != Choice::Done, events)
        }
        (BattleStep::Aim { side }, Choice::SpendWeapon(w)) => {
            volley::aim(state, data, side, Some(w), events)
        }
        (BattleStep::Aim { side }, _) => volley::aim(state, data, side, None, events),
        (BattleStep::Caltrops { side }, c) => {
            naval::caltrops(state, data, side, c != Choice::Done, events)
        }
        (BattleStep::Burn { side }, Choice::HitAt(l)) => naval::burn(state, data, side, l, events),
        (BattleStep::Place { volley: v, .. }, Choice::HitAt(l)) => {
            volley::place(state, data, v, l, events)
        }
        (BattleStep::Plunder { .. }, c) => plunder::apply(state, data, c, events),
        (BattleStep::KeepRumor { winner }, Choice::KeepRumor(r)) => {
            plunder::keep_rumor(state, winner, r, events)
        }
        (BattleStep::Announce { side }, Choice::Announce(card)) => {
            cards::announce(state, data, side, Some(card), events)
        }
        (BattleStep::Announce { side }, _) => cards::announce(state, data, side, None, events),
        (BattleStep::Reveal { side }, c) => {
            cards::reveal(state, data, side, c == Choice::PlayAnnounced, events)
        }
        _ => {}
    }
}

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

/// A battle is over: chasers turn face up again, the sunk go down and the beaten die (a beaten
/// NPC makes way for the captain below its card), a surviving NPC is repaired, and the action
/// that led to the battle is spent.
pub fn end_battle(
    state: &mut GameState,
    data: &GameData,
    end: BattleEnd,
    sunk: &[Side],
    killed: &[Side],
    events: &mut Vec<GameEvent>,
) {
    events.push(GameEvent::BattleEnded { end });
    let Some(b) = state.battle.clone() else {
        return;
    };
    for side in b.sides {
        if let Some(ship) = fighter::ship_mut(state, side) {
            for m in ship
                .mods
                .iter_mut()
                .filter(|m| m.kind == ShipModKind::Chasers)
            {
                m.flipped = false;
            }
        }
    }
    for side in sunk.iter().chain(killed) {
        match *side {
            Side::Captain(seat) if sunk.contains(side) => death::sink(state, data, seat, events),
            Side::Captain(seat) => death::die(state, data, seat, events),
            Side::Npc(slot) => super::npc::defeated(state, slot, events),
        }
    }
    for side in b.sides {
        match side {
            // A surgeon brings a lost crew back to whoever survived.
            Side::Captain(seat) => {
                if state.seats[seat].employs(data, SpecialistKind::Surgeon) {
                    super::purse::add_crew(state, data, seat, 1, events);
                }
            }
            // NPC ships not sunk or defeated are replenished once combat has ended.
            Side::Npc(slot) => super::npc::repair(state, data, slot),
        }
    }
    // Every death is in before any turn can end on one of them.
    state.battle = None;
    state.then(&[Beat::AfterBattle {
        spends_action: b.spends_action,
    }]);
}

/// `winner` beat `loser` (sank them, or won crew combat) and survived. A player captain gets a
/// glory point, the reward on a pirate's head (a pirate player's bounties, or an NPC pirate's
/// price for a non-pirate), a bounty for defeating a naval ship, and the deed for a mission
/// that asks for it. An NPC that wins gets nothing.
pub fn victory(
    state: &mut GameState,
    data: &GameData,
    winner: Side,
    loser: Side,
    events: &mut Vec<GameEvent>,
) {
    let Side::Captain(w) = winner else { return };
    super::glory::gain(state, w, super::glory::GloryReason::Defeat, events);
    match loser {
        Side::Captain(l) => reward(state, data, w, l, events),
        Side::Npc(NpcSlot::Navy(nation)) => add_bounty(state, data, w, nation, events),
        // MODULE 6: a Spanish bounty for every full 10 gold aboard (the board still holds it:
        // plunder comes after).
        Side::Npc(NpcSlot::TreasureGalleon) => {
            let gold = state.npc(NpcSlot::TreasureGalleon).map_or(0, |n| n.gold);
            let per = data.tokens.treasure_galleon.gold_per_bounty.max(1);
            for _ in 0..gold / per {
                add_bounty(state, data, w, Nation::Spanish, events);
            }
        }
        Side::Npc(_) => {
            let class = fighter::ship(state, loser).class;
            let price = data
                .tokens
                .battle
                .npc_pirate_rewards
                .iter()
                .find(|(c, _)| *c == class);
            if !state.seats[w].is_pirate()
                && let Some(&(_, gold)) = price
            {
                events.push(GameEvent::PirateRewardClaimed { seat: w, gold });
                super::purse::gain_gold(state, w, gold, events);
            }
        }
    }
    let deed = Deed::Defeated {
        nation: fighter::nation(state, data, loser),
        pirate: fighter::is_pirate(state, loser),
        npc: matches!(loser, Side::Npc(_)),
    };
    record_deed(state, data, w, deed, events);
}

/// Rewards: defeating a pirate player pays 5 gold per bounty of one nation, one that has no
/// bounty on the winner and is not at war with the winner's nation (the winner takes the
/// richest such nation).
pub fn reward(
    state: &mut GameState,
    data: &GameData,
    winner: Seat,
    loser: Seat,
    events: &mut Vec<GameEvent>,
) {
    let theirs = state.seats[loser].bounties;
    let mine = state.seats[winner].bounties;
    let home = data.captain(state.seats[winner].captain).nation;
    let best = Nation::ALL
        .iter()
        .filter(|n| mine[n.index()] == 0 && theirs[n.index()] > 0 && !state.at_war(**n, home))
        .max_by_key(|n| theirs[n.index()]);
    if let Some(&nation) = best {
        let gold = theirs[nation.index()] as u32 * data.tokens.battle.bounty_reward;
        events.push(GameEvent::RewardClaimed {
            seat: winner,
            nation,
            gold,
        });
        super::purse::gain_gold(state, winner, gold, events);
    }
}
