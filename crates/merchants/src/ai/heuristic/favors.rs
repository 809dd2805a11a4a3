//! MODULE 10: when a favor is worth spending on a failed roll or on an NPC that found us.

use super::{Ctx, Pick};
use crate::ai::know::Fighter;
use crate::rules::Choice;
use crate::rules::state::RollSite;

/// A failed roll: pay the smuggler's way in; re-roll what the turn was spent on (a rumor, a
/// mission, a hunt, a harbour or a storm that hurts); the lesser rolls (a merchant, a rumor
/// bought, a crew) only with a favor to spare.
pub(super) fn reroll(ctx: &Ctx) -> Option<Pick> {
    if let Some(pay) = ctx
        .options
        .iter()
        .copied()
        .find(|c| matches!(c, Choice::PayFavors(_)))
    {
        return Some(Pick {
            choice: pay,
            why: "favors open the port's counters",
        });
    }
    let r = ctx.me.obs.reroll.as_ref()?;
    let favors = ctx.me.obs.seats[ctx.me.obs.seat].favors;
    let worth = match r.site {
        RollSite::FollowRumor { .. }
        | RollSite::Mission { .. }
        | RollSite::PortAction(_)
        | RollSite::PortEntry(_)
        | RollSite::RoughEntry(_)
        | RollSite::Storm { .. }
        | RollSite::StormToken { .. }
        | RollSite::Reef { .. }
        | RollSite::Mutiny
        | RollSite::GloryCard { .. } => true,
        // The off-turn scout chose its fight already; a second try costs little more.
        RollSite::Rally | RollSite::Plank | RollSite::OffTurnScout { .. } => favors >= 2,
        RollSite::Scout(crate::rules::ScoutTarget::Captain(_))
        | RollSite::Scout(crate::rules::ScoutTarget::Npc(_)) => true,
        RollSite::Scout(_) | RollSite::AcquireRumor | RollSite::Recruit => favors >= 2,
    };
    Some(if worth && ctx.offered(Choice::SpendFavor) {
        Pick {
            choice: Choice::SpendFavor,
            why: "a favor for a second roll",
        }
    } else {
        Pick {
            choice: Choice::Done,
            why: "the favors are kept",
        }
    })
}

/// NPCs found us: make the one we are least likely to beat look again, if it is a fight we
/// would rather not have.
pub(super) fn contest(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let mine = me.fighter()?;
    let data = me.data;
    let worst = ctx.best_by(|c| {
        let Choice::NpcReroll(slot) = c else {
            return None;
        };
        let npc = me.obs.npcs.iter().find(|n| n.slot == *slot)?;
        let odds = mine.odds(&Fighter::npc(data, npc)?);
        (odds < 0.6).then_some(-odds)
    });
    Some(match worst {
        Some(choice) => Pick {
            choice,
            why: "a favor keeps a dangerous NPC off us",
        },
        None => Pick {
            choice: Choice::Done,
            why: "we can take them",
        },
    })
}

/// A glory card just drawn: with a favor to spare, a card worth little goes back for another.
pub(super) fn glory_redraw(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let obs = me.obs;
    let (seat, at) = *obs.glory_redraws.last()?;
    let card = *obs
        .me
        .glory_cards
        .get(at as usize)
        .filter(|_| seat == obs.seat)?;
    let worth = super::fight::glory_worth(me, card);
    Some(if worth < 2.0 && obs.seats[obs.seat].favors >= 2 {
        Pick {
            choice: Choice::RedrawForFavor,
            why: "a favor for a better glory card",
        }
    } else {
        Pick {
            choice: Choice::Done,
            why: "a glory card worth keeping",
        }
    })
}
