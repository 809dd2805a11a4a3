//! VARIANT 2 at setup: which captain card to keep, and (paying) whether to draw another. A
//! captain is worth the skills its style leans on (see [`worth`]).

use super::Ctx;
use crate::ai::pick::Pick;
use crate::content::*;
use crate::rules::{AiStyle, Choice};

/// A captain's skills as this plan leans on them (the first counted twice).
fn score(c: &Captain, pirate: bool) -> f32 {
    let s = |k| c.skill(k) as f32;
    if pirate {
        2.0 * s(Skill::Seamanship) + s(Skill::Leadership) + s(Skill::Scouting)
    } else {
        2.0 * s(Skill::Influence) + s(Skill::Seamanship)
    }
}

/// How much a captain suits this style, against the deck's average captain (1.0): a pirate
/// leans on SEAMANSHIP, LEADERSHIP and SCOUTING, a merchant on INFLUENCE and SEAMANSHIP, and
/// an opportunist goes whichever way the captain is better at.
pub fn worth(data: &GameData, style: AiStyle, captain: CaptainId) -> f32 {
    let c = data.captain(captain);
    let relative = |pirate: bool| {
        let deck = data.captains.iter().filter(|x| x.in_play);
        let n = deck.clone().count().max(1) as f32;
        let average = deck.map(|x| score(x, pirate)).sum::<f32>() / n;
        score(c, pirate) / average.max(1.0)
    };
    match style {
        AiStyle::Pirate => relative(true),
        AiStyle::Merchant => relative(false),
        AiStyle::Opportunist => relative(true).max(relative(false)),
    }
}

/// Keep the captain worth most; pay for another while the best in hand is below the deck's
/// average captain for this style (and the purse still pays for it).
pub fn choose(ctx: &Ctx) -> Option<Pick> {
    let data = ctx.me.data;
    let worth = |c: CaptainId| worth(data, ctx.style, c);
    let kept = ctx
        .options
        .iter()
        .filter_map(|c| match c {
            Choice::KeepCaptain(c) => Some(*c),
            _ => None,
        })
        .max_by(|a, b| worth(*a).total_cmp(&worth(*b)))?;
    if ctx.offered(Choice::DrawCaptain) && worth(kept) < 1.0 {
        return Some(Pick {
            choice: Choice::DrawCaptain,
            why: "the captains in hand are below the average: worth 2 gold to see another",
        });
    }
    Some(Pick {
        choice: Choice::KeepCaptain(kept),
        why: "the captain whose skills suit my style best",
    })
}
