//! MODULE 7, Traveling with contraband: naval ships scout for any non-pirate captain with
//! contraband (they do not move towards one for it). A captain found so chooses: resist and
//! attack the naval ship (the bounty of a captain who starts that battle), or throw all the
//! contraband overboard and sail on. Naval ships go after pirates as ever.

use super::super::battle::naval;
use super::super::protocol::{Choice, GameEvent};
use super::super::state::*;
use crate::content::*;

/// Whether the NPC in the captain's zone scouts for it only for its contraband: a naval ship,
/// a non-pirate captain with contraband in sight (a zone that hides captains from navies
/// hides it too).
pub fn searches(state: &GameState, data: &GameData, slot: NpcSlot, seat: Seat) -> bool {
    let s = &state.seats[seat];
    let navy = matches!(slot, NpcSlot::Navy(_));
    let zone = super::super::npc::hunt::at_sea(state, seat);
    let hidden = zone.and_then(|z| data.zone(z).port).is_some_and(|p| {
        data.port(p)
            .abilities
            .contains(&PortAbility::HiddenFromNavies)
    });
    state.config.seas.on(Switch::Contraband)
        && navy
        && !hidden
        && zone.is_some()
        && !s.bounties.iter().any(|b| *b > 0)
        && !s.exposed_contraband().is_empty()
}

/// The captain's answer to a search: resist, or dump the contraband.
pub fn options(out: &mut Vec<Choice>) {
    out.push(Choice::Resist);
    out.push(Choice::DumpContraband);
}

/// Carry out the answer. Resisting starts a battle with the captain as the aggressor (its
/// bounty included), which spends no action (the captain was found, not looking); dumping
/// throws every contraband card overboard and the hunt goes on.
pub fn answer(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let Some(h) = state.npc_hunt.as_mut() else {
        return;
    };
    let (seat, Some(slot)) = (h.target, h.asking.take()) else {
        return;
    };
    match choice {
        Choice::Resist => {
            naval::begin(state, data, Side::Captain(seat), Side::Npc(slot), events);
            if let Some(b) = state.battle.as_mut() {
                b.spends_action = false;
            }
        }
        // A smuggler's hold keeps one card unseen: its owner picks which, when it matters.
        _ if crate::rules::hold::matters(state, data, seat) => {
            crate::rules::hold::ask_pick(state, seat, HoldThen::Dump);
        }
        _ => dump(state, seat, events),
    }
}

/// Every contraband card in sight goes overboard (a smuggler's hold keeps its own), and the
/// hunt goes on.
pub fn dump(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>) {
    let s = &mut state.seats[seat];
    let keep = s.hidden_contraband();
    let cards: Vec<CargoCardId> = s.contraband.drain(keep..).collect();
    events.push(GameEvent::ContrabandDumped {
        seat,
        count: cards.len() as u8,
    });
    state.decks.cargo_discard.extend(&cards);
    events.push(GameEvent::CargoDiscarded { seat, cards });
    state.then(&[Beat::AfterBattle {
        spends_action: false,
    }]);
}
