//! The modifier pipeline for dice: what changes how many dice a roll has, in one place per
//! kind of roll, whatever asks for the roll (a scout, an NPC hunting, an off-turn scout).
//! Base rules (the lookout), captains' abilities (Module 1's hard-to-spot captain) and
//! Seas of Glory's ship modifications (Module 3's crow's nest and carved hull) all meet here.

use super::ship::max_values;
use super::state::*;
use crate::content::*;

/// The ship a side sails, if it is afloat.
fn ship_of(state: &GameState, side: Side) -> Option<&Ship> {
    match side {
        Side::Captain(s) => state.seats[s].ship.as_ref(),
        Side::Npc(slot) => state.npc(slot).and_then(|n| n.ship.as_ref()),
    }
}

/// MODULE 3, crow's nest: it works only with the masts at full value.
fn crows_nest(state: &GameState, data: &GameData, side: Side) -> bool {
    ship_of(state, side).is_some_and(|sh| {
        sh.has_mod(ShipModKind::CrowsNest) && sh.hits.masts >= max_values(sh, data).masts
    })
}

/// MODULE 3's crow's nest always hides a captain's ship; MODULE 4's on an NPC only when the
/// seat that would steer it says so.
fn hides(state: &GameState, target: Side) -> bool {
    match target {
        Side::Captain(_) => true,
        Side::Npc(slot) => state
            .hiding
            .as_ref()
            .is_some_and(|h| h.slot == slot && h.hide),
    }
}

/// MODULE 4: whether a captain scouting for this NPC asks first if its crow's nest hides it.
pub fn npc_may_hide(state: &GameState, data: &GameData, slot: NpcSlot) -> bool {
    crows_nest(state, data, Side::Npc(slot))
}

/// The SCOUTING dice `by` rolls, from `base` (its skill, or what the rule says it rolls
/// with), looking for `target` (`None`: a merchant or a rumor): +1 for a lookout and for a
/// crow's nest of its own; 1 fewer for a crow's nest aboard the target and, for a naval ship,
/// for a captain naval lookouts hardly make out (Module 1); never below 1.
pub fn scouting_dice(
    state: &GameState,
    data: &GameData,
    by: Side,
    target: Option<Side>,
    base: u8,
) -> u8 {
    let mut plus = 0;
    if let Side::Captain(s) = by
        && state.seats[s].employs(data, SpecialistKind::Lookout)
    {
        plus += 1;
    }
    if crows_nest(state, data, by) {
        plus += 1;
    }
    let mut minus = 0;
    if let Some(t) = target {
        if crows_nest(state, data, t) && hides(state, t) {
            minus += 1;
        }
        if let (Side::Npc(NpcSlot::Navy(_)), Side::Captain(s)) = (by, t)
            && let AbilityEffect::NavyScoutPenalty(k) =
                data.captain(state.seats[s].captain).ability.effect
        {
            minus += k;
        }
    }
    (base + plus).saturating_sub(minus).max(1)
}

/// MODULE 3, carved hull: in a round where either side declared Flee, the enemy of a carved
/// hull rolls 1 SEAMANSHIP die fewer in the contest.
pub fn carved_hull_penalty(state: &GameState, b: &Battle, side: usize) -> u8 {
    let fleeing = b.declared.contains(&Some(NavalAction::Flee));
    let carved =
        ship_of(state, b.sides[1 - side]).is_some_and(|sh| sh.has_mod(ShipModKind::CarvedHull));
    u8::from(fleeing && carved)
}
