//! PLUNDER of a player captain beaten in crew combat: the winner may take the gold on board,
//! cargo cards (as far as the hold allows; own cargo may go overboard to make room), the rumor,
//! the glory cards (unseen; over 4 in hand, one is discarded), specialists (free, one of each
//! type), special weapons (one of each), and the ship itself (Claiming ships: crew, cargo, weapons,
//! gold and cards move over; the old ship's mods go back to ports). The loser then dies, and
//! any mission of theirs is discarded with the rest.
//!
//! Our readings: the claimed ship keeps its own mods; Smuggler's Hold keeps the last-stowed
//! cards of its count out of reach.

use super::super::protocol::{BattleEnd, Choice, GameEvent};
use super::super::state::*;
use super::super::{death, ship};
use super::end_battle;
use super::naval::{battle, side_seat};
use crate::content::*;

fn parties(state: &GameState) -> Option<(Seat, Seat)> {
    match battle(state).step {
        BattleStep::Plunder { winner } => {
            Some((side_seat(state, winner), side_seat(state, 1 - winner)))
        }
        _ => None,
    }
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
fn claim_fits(state: &GameState, data: &GameData, winner: Seat, loser: Seat) -> bool {
    let Some(theirs) = &state.seats[loser].ship else {
        return false;
    };
    let mut probe = state.seats[winner].clone();
    probe.ship = Some(theirs.clone());
    probe.cargo.len() <= ship::cargo_capacity(&probe, data)
}

pub fn options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    let Some((w, l)) = parties(state) else { return };
    let (me, them) = (&state.seats[w], &state.seats[l]);
    if them.gold > 0 {
        out.push(Choice::TakeGold);
    }
    let cards = reachable(state, data, l);
    let room = me.cargo.len() < ship::cargo_capacity(me, data);
    if room {
        out.extend(cards.iter().map(|c| Choice::TakeCargo(*c)));
    }
    if them.rumor.is_some() && me.rumor.is_none() {
        out.push(Choice::TakeRumor);
    }
    if !them.glory_cards.is_empty() {
        out.push(Choice::TakeGloryCards);
    }
    for &card in &them.specialists {
        if let GloryEffect::Specialist { kind, .. } = data.glory_card(card).effect
            && !me.employs(data, kind)
        {
            out.push(Choice::TakeSpecialist(card));
        }
    }
    for weapon in &them.weapons {
        if !me.weapons.contains(weapon) {
            out.push(Choice::TakeWeapon(*weapon));
        }
    }
    let fits = claim_fits(state, data, w, l);
    if fits {
        out.push(Choice::ClaimShip);
    }
    let wants_room = (!room && !cards.is_empty()) || (!fits && them.ship.is_some());
    if wants_room {
        out.extend(me.cargo.iter().map(|c| Choice::DiscardCargo(*c)));
    }
    out.push(Choice::Done);
}

pub fn apply(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let Some((w, l)) = parties(state) else { return };
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
            state.seats[w].gold += gold;
            events.push(taken(gold, 0, None));
        }
        Choice::TakeCargo(card) => {
            state.seats[l].cargo.retain(|c| *c != card);
            state.seats[w].cargo.push(card);
            events.push(taken(0, 1, None));
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
            events.push(taken(0, 0, Some(weapon)));
        }
        Choice::ClaimShip => {
            let (Some(old), Some(mut new)) =
                (state.seats[w].ship.take(), state.seats[l].ship.take())
            else {
                return;
            };
            new.location = old.location;
            new.hits.crew = old.hits.crew.min(ship::max_values(&new, data).crew);
            events.push(GameEvent::ShipClaimed {
                seat: w,
                class: new.class,
            });
            death::return_mods(state, w, &old);
            state.seats[w].ship = Some(new);
        }
        Choice::DiscardCargo(card) => {
            state.seats[w].cargo.retain(|c| *c != card);
            state.decks.cargo_discard.push(card);
            events.push(GameEvent::CargoDiscarded {
                seat: w,
                cards: vec![card],
            });
        }
        Choice::Done => {
            let end = BattleEnd::Won {
                winner: w,
                loser: l,
            };
            end_battle(state, data, end, &[], &[l], events);
        }
        _ => {}
    }
}
