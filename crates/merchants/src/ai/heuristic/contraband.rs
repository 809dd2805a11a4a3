//! MODULE 7: the heuristic captain's contraband runs. It buys a contraband card as contraband
//! when the port it is bound for lets it in and lies near enough that 10 gold there (and half
//! a glory point) beats the 3 it costs; it sells contraband wherever it is bound; and a naval
//! search is resisted only by a captain likely to win who has a hold worth the bounty.

use super::{Ctx, Pick};
use crate::content::*;
use crate::rules::Choice;

/// Each move to the contraband's port leaves 0.85 of its price.
const PER_MOVE: [f32; 32] = super::powers(0.85);
/// What half a glory point is worth in gold, to a captain selling contraband.
const HALF_GLORY: f32 = 5.0;

/// What a contraband card held (or bought now) is worth to this captain from `here`: its
/// price at its port, less the sailing, and half a glory point; nothing if that port is shut.
pub(super) fn worth(ctx: &Ctx, here: PortId, card: CargoCardId) -> f32 {
    let me = &ctx.me;
    let Some(to) = me.data.cargo_deck[card.0 as usize].contraband else {
        return 0.0;
    };
    if !me.welcome(to) {
        return 0.0;
    }
    let d = me.chart.port_moves(here.0 as usize)[to.0 as usize] as u32;
    let price = me.data.tokens.prices.contraband_sell as f32 + HALF_GLORY;
    price * super::discount(&PER_MOVE, d)
}

/// Buying: the best contraband card to take as contraband, if any pays.
pub(super) fn smuggle(ctx: &Ctx, port: PortId, taken: usize) -> Option<Pick> {
    let me = &ctx.me;
    if me.room() <= taken {
        return None;
    }
    let price = me.data.tokens.prices.contraband_buy as f32;
    let keep = if ctx.raider() { 2.0 } else { 3.0 };
    if (me.gold() as f32) - price < keep {
        return None;
    }
    let choice = ctx.best_by(|c| match c {
        Choice::Smuggle(card) if !is_smuggled(ctx, *card) => {
            let profit = worth(ctx, port, *card) - price;
            (profit > 2.0).then_some(profit)
        }
        _ => None,
    })?;
    Some(Pick {
        choice,
        why: "contraband for a port within reach",
    })
}

fn is_smuggled(ctx: &Ctx, card: CargoCardId) -> bool {
    ctx.me.obs.me.port_visit.as_ref().is_some_and(|v| {
        matches!(&v.step, crate::rules::PortStep::Buying { smuggled, .. } if smuggled.contains(&card))
    })
}

/// Selling: contraband offered for sale here is always sold (nowhere pays more).
pub(super) fn sell(ctx: &Ctx, marked: &[CargoCardId]) -> Option<Pick> {
    let card = ctx
        .me
        .obs
        .me
        .contraband
        .iter()
        .find(|c| !marked.contains(c) && ctx.offered(Choice::Mark(**c)))?;
    Some(Pick {
        choice: Choice::Mark(*card),
        why: "contraband where it is wanted",
    })
}

/// What selling the contraband bound for `port` there is worth (a goal's worth).
pub(super) fn sale_worth(ctx: &Ctx, port: PortId) -> f32 {
    let me = &ctx.me;
    let n = me
        .obs
        .me
        .contraband
        .iter()
        .filter(|c| me.data.cargo_deck[c.0 as usize].contraband == Some(port))
        .count();
    n as f32 * (me.data.tokens.prices.contraband_sell as f32 + HALF_GLORY)
}

/// A naval search: resist only with good odds and a hold worth a bounty (a pirate captain at
/// heart resists more readily); else throw the contraband overboard.
pub(super) fn searched(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let slot = me.obs.npc_hunt.as_ref()?.asking?;
    let odds = odds_against(ctx, slot);
    let held = me.obs.me.contraband.len();
    let bold = ctx.style == crate::rules::AiStyle::Pirate;
    let resist = odds >= 0.8 && held >= 2 || bold && odds >= 0.6;
    Some(if resist {
        Pick {
            choice: Choice::Resist,
            why: "the navy will not take this cargo",
        }
    } else {
        Pick {
            choice: Choice::DumpContraband,
            why: "overboard with it before the navy boards",
        }
    })
}

/// A damaged hold: the regular hold loses first (contraband pays more), unless its cards
/// are worth more where they go than the contraband where it is bound.
pub(super) fn spill(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let mean = |cards: &[CargoCardId], worth: &dyn Fn(CargoCardId) -> f32| {
        cards.iter().map(|c| worth(*c)).sum::<f32>() / cards.len().max(1) as f32
    };
    let regular = mean(&me.obs.me.cargo, &|c| super::loot::cargo_worth(me, c));
    let smuggled = mean(&me.obs.me.contraband, &|c| {
        super::loot::contraband_worth(me, c).unwrap_or(0.0)
    });
    let choice = if smuggled < regular {
        Choice::SpillContraband
    } else {
        Choice::SpillCargo
    };
    Some(Pick {
        choice,
        why: "the cheaper cargo goes overboard",
    })
}

/// A card drawn free with the contraband option: on the contraband space if its port lets the
/// captain in and that pays more than the regular cargo would (as loot is taken).
pub(super) fn stow(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let card = ctx.options.iter().find_map(|c| match c {
        Choice::TakeCargo(card) => Some(*card),
        _ => None,
    })?;
    let smuggled = super::loot::contraband_worth(me, card).unwrap_or(0.0);
    Some(if smuggled > super::loot::cargo_worth(me, card) {
        Pick {
            choice: Choice::TakeContraband(card),
            why: "contraband for a port that lets us in",
        }
    } else {
        Pick {
            choice: Choice::TakeCargo(card),
            why: "worth more as regular cargo",
        }
    })
}

/// A smuggler's hold keeps the contraband card worth most where it is bound.
pub(super) fn hide(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let choice = ctx.best_by(|c| match c {
        Choice::HideContraband(card) => {
            Some(super::loot::contraband_worth(me, *card).unwrap_or(0.0) + 1.0)
        }
        _ => None,
    })?;
    Some(Pick {
        choice,
        why: "the hold keeps the card worth most",
    })
}

fn odds_against(ctx: &Ctx, slot: NpcSlot) -> f32 {
    let me = &ctx.me;
    let (Some(npc), Some(mine)) = (me.obs.npcs.iter().find(|n| n.slot == slot), me.fighter())
    else {
        return 0.0;
    };
    crate::ai::know::Fighter::npc(me.data, npc).map_or(0.0, |foe| mine.odds(&foe))
}
