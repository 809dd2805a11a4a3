//! Recruit: a LEADERSHIP roll fills the crew, or crew is hired at a price; Petite Goave and
//! Port Royal change who pays, and Press Gang brings one aboard on a failed roll. MODULE 11:
//! a Pleased crew fills for free in any port; a Restless one never fills for free.

use super::step::set_step;
use crate::content::*;
use crate::rules::loyalty;
use crate::rules::protocol::{GameEvent, LoyaltyCause};
use crate::rules::purse::{ability, add_crew, skill_roll};
use crate::rules::ship;
use crate::rules::state::*;

/// Recruit: only with room for crew; Petite Goave turns pirates away (not a Pleased crew's
/// captain, MODULE 11).
pub(super) fn recruit_allowed(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
) -> bool {
    let s = &state.seats[seat];
    let Some(sh) = &s.ship else { return false };
    if sh.hits.crew >= ship::max_values(sh, data).crew {
        return false;
    }
    let honest_dock = ability(data, port, |a| {
        matches!(a, PortAbility::HonestDockyard).then_some(())
    })
    .is_some();
    !(honest_dock && s.is_pirate()) || loyalty::pleased(state, seat)
}

/// Recruit: free where the port says so, otherwise a LEADERSHIP roll fills the crew; a failed
/// roll leaves hiring at a price per crew.
pub(super) fn recruit(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    let pirate = state.seats[seat].is_pirate();
    let free = ability(data, port, |a| match a {
        PortAbility::HonestDockyard => Some(!pirate),
        PortAbility::PirateRecruits => Some(pirate),
        _ => None,
    })
    .unwrap_or(false);
    // MODULE 11: a Restless crew is only hired at a price, whatever the port or the roll
    // would give; a Pleased one fills for free anywhere.
    if loyalty::restless(state, seat) {
        set_step(state, PortStep::Recruiting);
        return;
    }
    if free || loyalty::pleased(state, seat) {
        add_crew(state, data, seat, u8::MAX, events);
        return;
    }
    let passed = skill_roll(state, data, seat, Skill::Leadership, events);
    // MODULE 10: a favor may re-roll it.
    if crate::rules::favors::wait(
        state,
        data,
        seat,
        Skill::Leadership,
        RollSite::Recruit,
        passed,
    ) {
        return;
    }
    recruited(state, data, seat, passed, events);
}

/// The LEADERSHIP roll is settled: a full crew, or hiring at a price (Press Gang brings some
/// aboard first).
pub fn recruited(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    passed: bool,
    events: &mut Vec<GameEvent>,
) {
    if passed {
        add_crew(state, data, seat, u8::MAX, events);
        return;
    }
    if let AbilityEffect::PressGang(n) = data.captain(state.seats[seat].captain).ability.effect {
        add_crew(state, data, seat, n, events);
    }
    set_step(state, PortStep::Recruiting);
}

/// MODULE 11: whether the port action may buy a step up: the price at hand (once a port
/// action: the caller checks the activity is not yet done).
pub(super) fn may_treat(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> bool {
    loyalty::price(state, data, seat)
        .is_some_and(|p| crate::rules::purse::funds(state, data, seat, port) >= p as i32)
}

/// MODULE 11: pay the next step's price (the usual purse: at home the chest too) for a step up.
pub(super) fn treat(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    let Some(p) = loyalty::price(state, data, seat) else {
        return;
    };
    crate::rules::purse::pay(state, data, seat, port, p, events);
    loyalty::up(state, seat, LoyaltyCause::Paid, events);
}
