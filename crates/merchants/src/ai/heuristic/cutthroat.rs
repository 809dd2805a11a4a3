//! VARIANT 5 off-turn: whether to scout for the captain that sailed into our zone. It costs 2
//! actions of our next turn, so a raider does it when it would likely win the fight.

use super::Ctx;
use crate::ai::pick::Pick;
use crate::rules::Choice;

/// The odds a raider wants before it spends two actions of its next turn on an ambush.
const BOLD: f32 = 0.7;

pub fn choose(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let target = me.obs.ambush.as_ref()?.target;
    let odds = me.fighter()?.odds(&me.rival(target)?);
    if ctx.raider() && odds >= BOLD {
        return Some(Pick {
            choice: Choice::ScoutOffTurn,
            why: "a weaker captain sailed into my waters: worth two actions of my next turn",
        });
    }
    Some(Pick {
        choice: Choice::Done,
        why: "not worth two actions of my next turn",
    })
}
