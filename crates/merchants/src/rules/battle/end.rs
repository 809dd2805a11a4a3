//! The end of a battle: a winner's glory and rewards, then the sunk go down, the beaten die,
//! surviving NPCs are repaired, and the turn goes on (a beat on the agenda).

use super::super::deeds::{Deed, record_deed};
use super::super::fighter;
use super::super::protocol::{BattleEnd, GameEvent};
use super::super::state::*;
use super::super::{death, glory, npc, purse};
use super::shared::add_bounty;
use crate::content::*;

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
            Side::Npc(slot) => npc::defeated(state, slot, events),
        }
    }
    for side in b.sides {
        match side {
            // A surgeon brings a lost crew back to whoever survived.
            Side::Captain(seat) => {
                if state.seats[seat].served_by(data, SpecialistKind::Surgeon) {
                    purse::add_crew(state, data, seat, 1, events);
                }
            }
            // NPC ships not sunk or defeated are replenished once combat has ended.
            Side::Npc(slot) => npc::repair(state, data, slot),
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
    glory::gain(state, w, glory::GloryReason::Defeat, events);
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
                purse::gain_gold(state, w, gold, events);
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
        purse::gain_gold(state, winner, gold, events);
    }
}
