//! Recruit: a LEADERSHIP roll fills the crew, or crew is hired at a price; Petite Goave and
//! Port Royal change who pays, and Press Gang brings one aboard on a failed roll.

use super::{ability, set_step, skill_roll};
use crate::content::*;
use crate::rules::protocol::GameEvent;
use crate::rules::ship;
use crate::rules::state::*;

/// Recruit: only with room for crew; Petite Goave turns pirates away.
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
    !(honest_dock && s.is_pirate())
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
    if free || skill_roll(state, data, seat, Skill::Leadership, events) {
        add_crew(state, data, seat, u8::MAX, events);
        return;
    }
    if let AbilityEffect::PressGang(n) = data.captain(state.seats[seat].captain).ability.effect {
        add_crew(state, data, seat, n, events);
    }
    set_step(state, PortStep::Recruiting);
}

pub fn add_crew(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    up_to: u8,
    events: &mut Vec<GameEvent>,
) {
    let Some(sh) = &mut state.seats[seat].ship else {
        return;
    };
    let max = ship::max_values(sh, data).crew;
    let count = up_to.min(max.saturating_sub(sh.hits.crew));
    if count > 0 {
        sh.hits.crew += count;
        events.push(GameEvent::CrewRecruited { seat, count });
    }
}
