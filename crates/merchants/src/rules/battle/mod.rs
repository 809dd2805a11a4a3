//! Battles at sea: B. SCOUT, MERCHANT RAIDS, BOUNTIES AND REWARDS and the hit locations every
//! fight shares. Each step lives in its own file, in layers: `shared` (what they all use) and
//! `end` below, then the naval round, plunder, the card window, crew combat, the volley and the
//! naval contest above. A step names only the steps below it; this file answers the decision
//! and, when the card window closes, goes on from where it opened.

pub mod cards;
pub mod crew;
pub mod damage;
pub mod end;
pub mod naval;
pub mod plunder;
pub mod raid;
pub mod round;
pub mod scout;
pub mod shared;
pub mod volley;

pub use end::{end_battle, reward, victory};
pub use shared::{add_bounty, count_roll, has_destroyed_location, winner};

use super::protocol::{Choice, GameEvent};
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
        (BattleStep::Announce { side }, c) => {
            let card = match c {
                Choice::Announce(card) => Some(card),
                _ => None,
            };
            if let Some(moment) = cards::announce(state, data, side, card, events) {
                go_on(state, data, moment, events);
            }
        }
        (BattleStep::Reveal { side }, c) => {
            let play = c == Choice::PlayAnnounced;
            if let Some(moment) = cards::reveal(state, data, side, play, events) {
                go_on(state, data, moment, events);
            }
        }
        _ => {}
    }
}

/// The card window has closed: the battle goes on from the moment it opened at.
fn go_on(
    state: &mut GameState,
    data: &GameData,
    moment: CombatMoment,
    events: &mut Vec<GameEvent>,
) {
    match moment {
        CombatMoment::Contest => naval::contest(state, data, events),
        CombatMoment::AfterContest => naval::decide(state, data, events),
        CombatMoment::Boarding => crew::after_boarding(state, data, events),
    }
}
