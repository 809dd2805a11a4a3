//! The modifier pipeline for dice: what changes how many dice a roll has, in one place per
//! kind of roll, whatever asks for the roll — SCOUTING (a scout, an NPC hunting, an off-turn
//! scout), the naval contest's SEAMANSHIP and crew combat's LEADERSHIP. Base rules (the
//! lookout, manoeuvrability, destroyed masts), captains' abilities, specialists, combat cards
//! in force, and Seas of Glory's weapons and mods (caltrops, the crow's nest, the carved hull)
//! all meet here. Prices have theirs in `port/trade.rs` and `port/shipyard.rs`, one function per
//! price, read alike by the rules, the screen and the AI.

use super::fighter::{self, afloat as ship_of};
use super::ship::{self, max_values};
use super::state::*;
use crate::content::*;

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
        && state.seats[s].served_by(data, SpecialistKind::Lookout)
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

/// SEAMANSHIP dice for a side of the naval contest: the captain's skill, +1 with
/// MANEUVERABILITY 2+ higher, +1 in the first round for Weather Gauge, +1 for a sailing
/// master, and the combat cards played; fewer for the enemy's cards, caltrops underfoot
/// (Module 2) and a carved hull (Module 3); never below 1. One die with destroyed masts.
pub fn contest_dice(state: &GameState, data: &GameData, b: &Battle, side: usize) -> u8 {
    let (me, foe) = (b.sides[side], b.sides[1 - side]);
    let my_ship = fighter::ship(state, me);
    if my_ship.hits.masts == 0 {
        return 1;
    }
    let mut dice = fighter::skill(state, data, me, Skill::Seamanship);
    let mine = ship::maneuverability(my_ship, data);
    let theirs = ship::maneuverability(fighter::ship(state, foe), data);
    if mine >= theirs + 2 {
        dice += 1;
    }
    if b.round == 1
        && fighter::ability(state, data, me) == Some(AbilityEffect::FirstRoundSeamanship)
    {
        dice += 1;
    }
    if fighter::employs(state, data, me, SpecialistKind::SailingMaster) {
        dice += 1;
    }
    dice += b.boosts[side].seamanship;
    let caltrops = u8::from(b.hampered[side] == Some(Skill::Seamanship));
    let carved = carved_hull_penalty(state, b, side);
    dice.saturating_sub(b.boosts[1 - side].foe_seamanship + caltrops + carved)
        .max(1)
}

/// LEADERSHIP dice for `who` in crew combat round `round`: the captain's skill, +1 in the first
/// round for its ability, +1 for a master-at-arms, and its combat cards (`mine`); fewer for
/// the enemy's cards (`theirs`) and, in the first round, caltrops underfoot (Module 2); never
/// below 1.
pub fn crew_dice(
    state: &GameState,
    data: &GameData,
    who: Side,
    round: u32,
    [mine, theirs]: [&Boost; 2],
    hampered: bool,
) -> u8 {
    let mut dice = fighter::skill(state, data, who, Skill::Leadership);
    // MODULE 11: a Happy crew fights harder, an Angry one less.
    if let Side::Captain(seat) = who {
        dice = super::loyalty::crew_leadership(state, seat, dice);
    }
    if round == 1 && fighter::ability(state, data, who) == Some(AbilityEffect::FirstRoundLeadership)
    {
        dice += 1;
    }
    if fighter::employs(state, data, who, SpecialistKind::MasterAtArms) {
        dice += 1;
    }
    dice += mine.leadership;
    let caltrops = u8::from(round == 1 && hampered);
    dice.saturating_sub(theirs.foe_leadership + caltrops).max(1)
}
