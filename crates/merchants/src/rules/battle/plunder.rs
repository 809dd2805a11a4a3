//! PLUNDER of a player captain beaten in crew combat: the winner may take the gold on board,
//! cargo cards (as far as the hold allows; own cargo may go overboard to make room), the rumor
//! (holding one already, it keeps one of the two and shuffles the other back: Acquire a rumor),
//! the glory cards (unseen; over 4 in hand, one is discarded), specialists (free, one of each
//! type), special weapons (one of each), and the ship itself (Claiming ships: crew, cargo, weapons,
//! gold and cards move over; the old ship's mods go back to ports). The loser then dies, and
//! any mission of theirs is discarded with the rest.
//!
//! A naval ship beaten in crew combat carries a prize (Plundering naval ships): 3 cargo cards
//! drawn, their PLUNDER values paid in gold, one discarded at random per hit its cargo took;
//! the winner keeps what fits, and may claim the ship. NPC pirates carry nothing, but their
//! ship may be claimed too (Claiming ships).
//!
//! Our readings: the claimed ship keeps its own mods; Smuggler's Hold keeps the last-stowed
//! cards of its count out of reach.

use super::super::protocol::{BattleEnd, Choice, GameEvent};
use super::super::state::*;
use super::super::{death, fighter, ship};
use super::end::end_battle;
use super::shared::{battle, battle_mut, side_of};
use crate::content::*;

/// The winner (always a player captain: an NPC that wins takes nothing) and the beaten side,
/// while plunder (or the choice of a rumor within it) goes on.
fn parties(state: &GameState) -> Option<(Seat, Side)> {
    match battle(state).step {
        BattleStep::Plunder { winner } | BattleStep::KeepRumor { winner } => Some((
            side_of(state, winner).captain()?,
            side_of(state, 1 - winner),
        )),
        _ => None,
    }
}

/// The winner looking at the beaten captain's rumor beside its own, choosing which to keep
/// (the rumor is in its view from then on, so no undo may cross that moment).
pub fn rumor_shown_to(state: &GameState) -> Option<Seat> {
    let b = state.battle.as_ref()?;
    match b.step {
        BattleStep::KeepRumor { .. } => parties(state).map(|(w, _)| w),
        _ => None,
    }
}

/// `winner` beat the other side in crew combat: a player plunders the beaten ship (a naval
/// ship's prize is drawn now); an NPC that wins takes nothing and its enemy dies.
pub(super) fn begin(
    state: &mut GameState,
    data: &GameData,
    winner: usize,
    events: &mut Vec<GameEvent>,
) {
    let (w, l) = (side_of(state, winner), side_of(state, 1 - winner));
    let Side::Captain(seat) = w else {
        let end = BattleEnd::Won {
            winner: w,
            loser: l,
        };
        return end_battle(state, data, end, &[], &[l], events);
    };
    if let Side::Npc(NpcSlot::Navy(_)) = l {
        let mut prize = Vec::new();
        for _ in 0..data.tokens.battle.raid_cards {
            prize.extend(super::super::purse::draw_cargo(state, events));
        }
        let gold = prize
            .iter()
            .map(|c| data.cargo_deck[c.0 as usize].plunder as u32)
            .sum::<u32>();
        let ship = fighter::ship(state, l);
        let cargo_hits = data.ship(ship.class).cargo.saturating_sub(ship.hits.cargo);
        let mut lost = Vec::new();
        for _ in 0..cargo_hits {
            if prize.is_empty() {
                break;
            }
            let i = state.rng.below(prize.len());
            lost.push(prize.remove(i));
        }
        events.push(GameEvent::PrizeTaken {
            seat,
            gold,
            cards: prize.clone(),
            lost: lost.clone(),
        });
        state.decks.cargo_discard.extend(lost);
        super::super::purse::gain_gold(state, seat, gold, events);
        battle_mut(state).prize = prize;
    }
    battle_mut(state).step = BattleStep::Plunder { winner };
}

/// The loser's cards within reach.
fn reachable<'a>(state: &'a GameState, data: &GameData, loser: Seat) -> &'a [CargoCardId] {
    let s = &state.seats[loser];
    let kept = match data.captain(s.captain).ability.effect {
        AbilityEffect::ProtectedCargo(n) => n as usize,
        _ => 0,
    };
    &s.cargo[..s.cargo.len().saturating_sub(kept)]
}

/// Whether the winner's cargo would fit the beaten ship.
fn claim_fits(state: &GameState, data: &GameData, winner: Seat, loser: Side) -> bool {
    let Some(theirs) = fighter::afloat(state, loser) else {
        return false;
    };
    let mut probe = state.seats[winner].clone();
    probe.ship = Some(theirs.clone());
    probe.held() <= ship::cargo_capacity(&probe, data)
}

pub fn options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    let Some((w, loser)) = parties(state) else {
        return;
    };
    let Side::Captain(l) = loser else {
        return npc_options(state, data, w, loser, out);
    };
    let (me, them) = (&state.seats[w], &state.seats[l]);
    if them.gold > 0 {
        out.push(Choice::TakeGold);
    }
    // MODULE 7: the loser's contraband is cargo to take too.
    let cards: Vec<CargoCardId> = reachable(state, data, l)
        .iter()
        .chain(&them.contraband)
        .copied()
        .collect();
    let room = me.held() < ship::cargo_capacity(me, data);
    if room {
        out.extend(cards.iter().map(|c| Choice::TakeCargo(*c)));
        crate::rules::port::contraband::take_options(state, data, &cards, out);
    }
    if them.rumor.is_some() {
        out.push(Choice::TakeRumor);
    }
    if !them.glory_cards.is_empty() {
        out.push(Choice::TakeGloryCards);
    }
    for &card in &them.specialists {
        if let GloryEffect::Specialist { kind, .. } = data.glory_card(card).effect
            && !me.employs(data, kind)
            // MODULE 11: a Restless crew takes on no new specialist.
            && me.loyalty >= 0
        {
            out.push(Choice::TakeSpecialist(card));
        }
    }
    for weapon in &them.weapons {
        if !me.weapons.contains(weapon) {
            out.push(Choice::TakeWeapon(*weapon));
        }
    }
    let fits = claim_fits(state, data, w, loser);
    if fits {
        out.push(Choice::ClaimShip);
    }
    let wants_room = (!room && !cards.is_empty()) || (!fits && them.ship.is_some());
    if wants_room {
        out.extend(me.hold().map(|c| Choice::DiscardCargo(*c)));
    }
    out.push(Choice::Done);
}

/// A beaten NPC: its prize cards (a naval ship's), its ship, and room made in the hold.
fn npc_options(state: &GameState, data: &GameData, w: Seat, loser: Side, out: &mut Vec<Choice>) {
    let me = &state.seats[w];
    let prize = &battle(state).prize;
    // MODULE 6: the gold on the treasure galleon's board.
    if let Side::Npc(slot) = loser
        && state.npc(slot).is_some_and(|n| n.gold > 0)
    {
        out.push(Choice::TakeGold);
    }
    let room = me.held() < ship::cargo_capacity(me, data);
    if room {
        out.extend(prize.iter().map(|c| Choice::TakeCargo(*c)));
        crate::rules::port::contraband::take_options(state, data, prize, out);
    }
    // MODULE 4: its unspent weapon upgrades, one of each type.
    if let Side::Npc(slot) = loser
        && let Some(npc) = state.npc(slot)
    {
        let new = npc.weapons.iter().filter(|x| !me.weapons.contains(x));
        out.extend(new.map(|x| Choice::TakeWeapon(*x)));
    }
    let fits = claim_fits(state, data, w, loser);
    if fits {
        out.push(Choice::ClaimShip);
    }
    let claimable = fighter::afloat(state, loser).is_some();
    if (!room && !prize.is_empty()) || (!fits && claimable) {
        out.extend(me.hold().map(|c| Choice::DiscardCargo(*c)));
    }
    out.push(Choice::Done);
}

/// The winner takes an NPC's prize card, its ship, or is done.
fn apply_npc(
    state: &mut GameState,
    data: &GameData,
    w: Seat,
    loser: Side,
    choice: Choice,
    events: &mut Vec<GameEvent>,
) {
    match choice {
        Choice::TakeGold => {
            if let Side::Npc(slot) = loser
                && let Some(n) = state.npc_mut(slot)
            {
                let gold = std::mem::take(&mut n.gold);
                events.push(GameEvent::TreasureTaken { seat: w, gold });
                super::super::purse::gain_gold(state, w, gold, events);
            }
        }
        Choice::TakeCargo(card) | Choice::TakeContraband(card) => {
            battle_mut(state).prize.retain(|c| *c != card);
            let smuggled = matches!(choice, Choice::TakeContraband(_));
            crate::rules::port::contraband::stow_taken(state, w, card, smuggled);
            events.push(GameEvent::CargoTaken { seat: w, card });
        }
        Choice::TakeWeapon(weapon) => {
            if let Side::Npc(slot) = loser
                && !state.seats[w].weapons.contains(&weapon)
            {
                super::super::upgrades::take_weapon(state, w, slot, weapon, events);
            }
        }
        Choice::ClaimShip => {
            if let Some(theirs) = fighter::take_ship(state, loser) {
                claim(state, data, w, theirs, events);
            }
        }
        Choice::Done => {
            let left = std::mem::take(&mut battle_mut(state).prize);
            state.decks.cargo_discard.extend(left);
            let end = BattleEnd::Won {
                winner: Side::Captain(w),
                loser,
            };
            end_battle(state, data, end, &[], &[loser], events);
        }
        _ => {}
    }
}

/// The winner leaves its ship for the beaten one (the old ship's mods go back to ports).
fn claim(
    state: &mut GameState,
    data: &GameData,
    w: Seat,
    mut new: Ship,
    events: &mut Vec<GameEvent>,
) {
    let Some(old) = state.seats[w].ship.take() else {
        return;
    };
    new.location = old.location;
    new.hits.crew = old.hits.crew.min(ship::max_values(&new, data).crew);
    events.push(GameEvent::ShipClaimed {
        seat: w,
        class: new.class,
    });
    death::return_mods(state, data, w, &old);
    state.seats[w].ship = Some(new);
}

pub fn apply(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let Some((w, loser)) = parties(state) else {
        return;
    };
    if matches!(choice, Choice::DiscardCargo(_)) || loser.captain().is_none() {
        if let Choice::DiscardCargo(card) = choice {
            state.seats[w].drop_card(card);
            state.decks.cargo_discard.push(card);
            events.push(GameEvent::CargoDiscarded {
                seat: w,
                cards: vec![card],
            });
            return;
        }
        return apply_npc(state, data, w, loser, choice, events);
    }
    let Side::Captain(l) = loser else { return };
    let taken = |gold: i32, cards: usize, weapon: Option<SpecialWeapon>| GameEvent::Plundered {
        seat: w,
        from: l,
        gold,
        cards,
        weapon,
    };
    match choice {
        Choice::TakeGold => {
            let gold = std::mem::take(&mut state.seats[l].gold);
            state.seats[w].add_gold(gold);
            events.push(taken(gold, 0, None));
        }
        Choice::TakeCargo(card) | Choice::TakeContraband(card) => {
            // MODULE 7: the winner puts a contraband card on either space.
            state.seats[l].drop_card(card);
            let smuggled = matches!(choice, Choice::TakeContraband(_));
            crate::rules::port::contraband::stow_taken(state, w, card, smuggled);
            events.push(taken(0, 1, None));
        }
        Choice::TakeRumor if state.seats[w].rumor.is_some() => {
            // "You may only have 1 rumor card at a time; if you get another, choose which to
            // keep": the winner looks at both first.
            let winner = battle(state).step.clone();
            if let BattleStep::Plunder { winner } = winner {
                battle_mut(state).step = BattleStep::KeepRumor { winner };
            }
        }
        Choice::TakeRumor => {
            state.seats[w].rumor = state.seats[l].rumor.take();
            events.push(taken(0, 1, None));
        }
        Choice::TakeGloryCards => {
            let cards = std::mem::take(&mut state.seats[l].glory_cards);
            events.push(taken(0, cards.len(), None));
            state.seats[w].glory_cards.extend(cards);
        }
        Choice::TakeSpecialist(card) => {
            state.seats[l].specialists.retain(|c| *c != card);
            state.seats[w].specialists.push(card);
            events.push(GameEvent::SpecialistTaken { seat: w, card });
        }
        Choice::TakeWeapon(weapon) => {
            state.seats[l].weapons.retain(|x| *x != weapon);
            state.seats[w].weapons.push(weapon);
            super::super::upgrades::weapon_gone(state, l, weapon, Some(w));
            events.push(taken(0, 0, Some(weapon)));
        }
        Choice::ClaimShip => {
            if let Some(new) = state.seats[l].ship.take() {
                claim(state, data, w, new, events);
            }
        }
        Choice::Done => {
            let end = BattleEnd::Won {
                winner: Side::Captain(w),
                loser,
            };
            end_battle(state, data, end, &[], &[loser], events);
        }
        _ => {}
    }
}

/// The winner's rumor and the loser's: one to keep.
pub fn keep_rumor_options(state: &GameState, out: &mut Vec<Choice>) {
    let Some((w, Side::Captain(l))) = parties(state) else {
        return;
    };
    out.extend(state.seats[w].rumor.map(Choice::KeepRumor));
    out.extend(state.seats[l].rumor.map(Choice::KeepRumor));
}

/// The winner keeps `keep`, of its own rumor and the loser's; the other is shuffled back into
/// the rumor deck, and plunder goes on.
pub fn keep_rumor(
    state: &mut GameState,
    winner: usize,
    keep: RumorId,
    events: &mut Vec<GameEvent>,
) {
    let Some((w, Side::Captain(l))) = parties(state) else {
        return;
    };
    let theirs = state.seats[l].rumor.take();
    events.push(GameEvent::Plundered {
        seat: w,
        from: l,
        gold: 0,
        cards: 1,
        weapon: None,
    });
    let held = state.seats[w].rumor.replace(keep);
    let back = if Some(keep) == theirs { held } else { theirs };
    if let Some(back) = back {
        let at = state.rng.below(state.decks.rumors.len() + 1);
        state.decks.rumors.insert(at, back);
        events.push(GameEvent::RumorReturned { seat: w });
    }
    battle_mut(state).step = BattleStep::Plunder { winner };
}
