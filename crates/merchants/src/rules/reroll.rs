//! MODULE 10's re-rolls: the hub that carries a captain's answer about a failed roll back to
//! the chapter that rolled it. A chapter whose roll failed asks `favors::wait`; if the roll
//! waits, the chapter stops, and the answer here (a favor spent and the dice rolled again, the
//! smuggler's payment, or the roll let stand) goes on where it stopped. Likewise for the NPCs
//! that found a captain: it may make each re-roll its SCOUTING before the first attacks.

use super::protocol::{Choice, FavorUse, GameEvent};
use super::state::*;
use super::{battle, event_phase, favors, movement, port, seas, sighting};
use crate::content::*;

/// The answers to the failed roll waiting now.
pub fn options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    favors::reroll_options(state, data, out);
}

/// Carry out the answer about the failed roll.
pub fn answer(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let Some(mut r) = state.reroll.take() else {
        return;
    };
    // MODULE 8: the storm's roll counts its successes.
    if let RollSite::StormToken { successes, then } = r.site {
        let successes = if choice == Choice::SpendFavor {
            favors::spend(state, r.seat, 1, FavorUse::Reroll(r.skill), events);
            seas::storm::roll_again(state, data, r.seat, events)
        } else {
            successes
        };
        return seas::storm::rolled(state, data, r.seat, successes, then, events);
    }
    // MODULE 9: so do a reef's.
    if let RollSite::Reef { successes, toll } = r.site {
        let successes = if choice == Choice::SpendFavor {
            favors::spend(state, r.seat, 1, FavorUse::Reroll(r.skill), events);
            seas::locations::visit::reef_roll_again(state, data, r.seat, toll, events)
        } else {
            successes
        };
        return seas::locations::visit::reef_rolled(state, data, successes, toll, events);
    }
    let passed = match choice {
        Choice::SpendFavor => {
            favors::spend(state, r.seat, 1, FavorUse::Reroll(r.skill), events);
            let target = match r.site {
                RollSite::Scout(ScoutTarget::Captain(c)) => Some(Side::Captain(c)),
                RollSite::Scout(ScoutTarget::Npc(slot)) => Some(Side::Npc(slot)),
                RollSite::OffTurnScout { target } => Some(Side::Captain(target)),
                _ => None,
            };
            let passed = super::purse::roll_again(state, data, r.seat, r.skill, target, events);
            if !passed && favors::deal_cost(state, data, &r).is_some() {
                // The smuggler may still pay its way in.
                r.rerolled = true;
                state.reroll = Some(r);
                return;
            }
            passed
        }
        Choice::PayFavors(n) => {
            if let RollSite::PortAction(p) = r.site {
                favors::spend(state, r.seat, n, FavorUse::DealInPort(p), events);
            }
            true
        }
        _ => false,
    };
    go_on(state, data, r.seat, r.site, passed, events);
}

/// The chapter that rolled goes on with the roll's final result.
fn go_on(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    site: RollSite,
    passed: bool,
    events: &mut Vec<GameEvent>,
) {
    match site {
        RollSite::Scout(target) => {
            state.hiding = None;
            battle::scout::settle(state, data, seat, target, passed, events);
        }
        RollSite::FollowRumor { at_sea } => {
            port::rumors::rumor_settled(state, data, seat, passed, events);
            if at_sea {
                state.then(&[Beat::ActionDone]);
            }
        }
        RollSite::AcquireRumor => port::rumors::rumor_heard(state, seat, passed, events),
        RollSite::Recruit => port::recruited(state, data, seat, passed, events),
        RollSite::Mission {
            mission,
            deliver,
            picked,
            next,
        } => port::cards::resume_mission(
            state,
            data,
            seat,
            mission,
            deliver,
            &picked,
            (next as usize, passed),
            events,
        ),
        RollSite::PortEntry(p) => movement::admitted(state, data, seat, p, passed, events),
        RollSite::RoughEntry(_) => movement::through_harbour(state, data, seat, passed, events),
        RollSite::PortAction(p) => port::deal(state, data, seat, p, passed, events),
        RollSite::Storm { zone } => {
            event_phase::storm_settled(state, data, zone, seat, passed, events)
        }
        RollSite::OffTurnScout { .. } => {
            seas::cutthroat::found(state, data, passed.then_some(seat), events)
        }
        RollSite::Mutiny => seas::loyalty::mutiny_settled(state, data, seat, passed, events),
        RollSite::Rally => seas::loyalty::rallied(state, seat, passed, events),
        RollSite::Plank => seas::loyalty::plank_settled(state, seat, passed, events),
        RollSite::GloryCard { card, nation } => {
            super::glory::unhappy_settled(state, data, seat, card, nation, passed, events)
        }
        // `answer` settles these first, with their counts of successes.
        RollSite::StormToken { successes, then } => {
            seas::storm::rolled(state, data, seat, successes, then, events)
        }
        RollSite::Reef { successes, toll } => {
            seas::locations::visit::reef_rolled(state, data, successes, toll, events)
        }
    }
}

/// The NPCs the hunted captain may still make re-roll.
pub fn contest_options(state: &GameState, out: &mut Vec<Choice>) {
    let Some(h) = &state.npc_hunt else { return };
    if state.seats[h.target].favors > 0 {
        out.extend(h.contest.iter().map(|s| Choice::NpcReroll(*s)));
    }
    out.push(Choice::Done);
}

/// Carry out the hunted captain's answer: an NPC re-rolls (a miss lets the captain be), or the
/// finds stand; once nothing is left to contest, the first NPC attacks.
pub fn contest(
    state: &mut GameState,
    data: &GameData,
    choice: Choice,
    events: &mut Vec<GameEvent>,
) {
    let Some(h) = state.npc_hunt.as_mut() else {
        return;
    };
    let seat = h.target;
    match choice {
        Choice::NpcReroll(slot) => {
            h.contest.retain(|s| *s != slot);
            favors::spend(state, seat, 1, FavorUse::NpcReroll(slot), events);
            if !sighting::scout_again(state, data, slot, seat, events)
                && let Some(h) = state.npc_hunt.as_mut()
            {
                h.queue.retain(|s| *s != slot);
            }
            if state.seats[seat].favors == 0
                && let Some(h) = state.npc_hunt.as_mut()
            {
                h.contest.clear();
            }
        }
        _ => h.contest.clear(),
    }
    if state
        .npc_hunt
        .as_ref()
        .is_some_and(|h| h.contest.is_empty())
    {
        state.then(&[Beat::AfterBattle {
            spends_action: false,
        }]);
    }
}
