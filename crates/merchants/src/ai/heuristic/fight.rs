//! Battles and raids: what to declare, where to take hits, what to plunder, which flag to raid
//! under and how far to push a raid; and which glory card to let go.

use super::{Ctx, Pick};
use crate::ai::know::Fighter;
use crate::content::*;
use crate::rules::{Battle, BattleStep, BattleStepKind, Choice, NavalAction, Ship, Side};

fn pick(choice: Choice, why: &'static str) -> Option<Pick> {
    Some(Pick { choice, why })
}

/// The fighter on a side of the battle, as the table sees it.
fn fighter(ctx: &Ctx, side: Side) -> Option<Fighter> {
    match side {
        Side::Captain(seat) if seat == ctx.me.seat => ctx.me.fighter(),
        Side::Captain(seat) => ctx.me.rival(seat),
        Side::Npc(slot) => {
            let npc = ctx.me.obs.npcs.iter().find(|n| n.slot == slot)?;
            Fighter::npc(ctx.me.data, npc)
        }
    }
}

pub(super) fn battle(ctx: &Ctx, step: BattleStepKind) -> Option<Pick> {
    let b = ctx.me.obs.battle.as_ref()?;
    let side = crate::rules::battle::naval::deciding_side(b);
    let mine = fighter(ctx, b.sides[side])?;
    let foe = fighter(ctx, b.sides[1 - side])?;
    match step {
        BattleStepKind::Declare => declare(ctx, b, &mine, &foe),
        BattleStepKind::Grapple => pick(
            ctx.first([Choice::SpendWeapon(SpecialWeapon::GrapplingHooks)])
                .unwrap_or(Choice::Done),
            "grappling hooks for the boarding",
        ),
        BattleStepKind::Aim => {
            use SpecialWeapon::*;
            let fleeing = b.declared[1 - side] == Some(NavalAction::Flee);
            let boarding = b.declared[side] == Some(NavalAction::Board);
            let icons = b.volleys[side].icons;
            // MODULE 2: two icons or more, double shot adds two hits; a lone icon lights a
            // fire that burns every later round (if the enemy is not already burning).
            let burning = b.burning[1 - side];
            let big_guns: &[SpecialWeapon] = if icons >= 2 {
                &[DoubleShot, HeatedShot]
            } else if burning {
                &[DoubleShot]
            } else {
                &[HeatedShot, DoubleShot]
            };
            let shots: Vec<SpecialWeapon> = if fleeing {
                vec![ChainShot]
            } else if boarding || foe.crew > mine.crew {
                vec![Grapeshot]
            } else {
                big_guns.to_vec()
            };
            pick(
                ctx.first(shots.into_iter().map(Choice::SpendWeapon))
                    .unwrap_or(Choice::Done),
                "the right shot for the moment",
            )
        }
        BattleStepKind::Place => place(ctx, b, side),
        BattleStepKind::Burn => burn(ctx, b, side),
        BattleStepKind::Caltrops => pick(
            ctx.first([Choice::SpendWeapon(SpecialWeapon::Caltrops)])
                .unwrap_or(Choice::Done),
            "caltrops under the enemy's feet",
        ),
        BattleStepKind::Plunder => plunder(ctx),
        BattleStepKind::Announce => {
            let card = ctx
                .options
                .iter()
                .copied()
                .find(|c| matches!(c, Choice::Announce(_)));
            pick(
                card.unwrap_or(Choice::Done),
                "a combat card for this moment",
            )
        }
        BattleStepKind::Reveal => pick(Choice::PlayAnnounced, "playing the card announced"),
    }
}

/// Rounds of shooting after which a captain stops trading shots that decide nothing.
const LONG_FIGHT: u32 = 8;

/// Whether a battle has dragged on past the point where the rules of thumb board or flee. A
/// searching captain leaves such a battle to them: a playout cut short cannot see that a
/// battle frozen forever is worth nothing, and would otherwise keep firing.
pub fn drawn_out(battle: Option<&Battle>) -> bool {
    battle.is_some_and(|b| b.round > LONG_FIGHT)
}

/// Shoot, board where the crew is the stronger arm, flee a fight that is lost; with no guns
/// left (or a fight that drags on), board or flee rather than fire nothing forever.
fn declare(ctx: &Ctx, b: &Battle, mine: &Fighter, foe: &Fighter) -> Option<Pick> {
    let naval = mine.naval_odds(foe);
    let board = mine.boarding_odds(foe);
    if mine.cannons == 0 || b.round > LONG_FIGHT {
        let c = if board >= 0.4 {
            Choice::Declare(NavalAction::Board)
        } else {
            Choice::Declare(NavalAction::Flee)
        };
        if let Some(c) = ctx.first([c, Choice::Declare(NavalAction::Board)]) {
            return pick(c, "no use trading shots any longer");
        }
    }
    if naval.max(board) < 0.3 && ctx.offered(Choice::Declare(NavalAction::Flee)) {
        return pick(Choice::Declare(NavalAction::Flee), "outgunned: flee");
    }
    if board > naval + 0.1 && ctx.offered(Choice::Declare(NavalAction::Board)) {
        return pick(
            Choice::Declare(NavalAction::Board),
            "the stronger crew boards",
        );
    }
    pick(
        Choice::Declare(NavalAction::Shoot),
        "the guns will decide it",
    )
}

/// Put an icon hit where it hurts least on our ship, or most on theirs (a master gunner).
fn place(ctx: &Ctx, b: &Battle, side: usize) -> Option<Pick> {
    let BattleStep::Place { volley, .. } = b.step else {
        return None;
    };
    let target = 1 - volley;
    if target != side {
        return pick(Choice::HitAt(HitLocation::Hull), "at the waterline");
    }
    let v = &b.volleys[volley];
    let taken: Vec<HitLocation> = v.numbered.iter().chain(&v.placed).copied().collect();
    let choice = least_harm(ctx, b, side, &taken)?;
    pick(choice, "taking the hit where it hurts least")
}

/// MODULE 8: the storm's success face lands where it hurts our ship least.
pub(super) fn storm_hit(ctx: &Ctx) -> Option<Pick> {
    let hits = ctx.me.obs.storm_hits.as_ref()?;
    let ship = ctx.me.ship()?;
    let taken: Vec<HitLocation> = hits.numbered.iter().chain(&hits.placed).copied().collect();
    let held = ctx.me.held() as i32;
    let choice = least_harm_on(ctx, ship, held, &taken)?;
    pick(choice, "riding out the storm where it hurts least")
}

/// MODULE 2: the fire aboard burns where it hurts least.
fn burn(ctx: &Ctx, b: &Battle, side: usize) -> Option<Pick> {
    let choice = least_harm(ctx, b, side, &[])?;
    pick(choice, "letting the fire burn where it hurts least")
}

/// The offered hit location where one more hit on `side`'s ship (after `taken`) hurts least:
/// an empty hold's space first, then cannons, masts and crew with points to spare, the hull
/// last.
fn least_harm(ctx: &Ctx, b: &Battle, side: usize, taken: &[HitLocation]) -> Option<Choice> {
    let ship = match b.sides[side] {
        Side::Captain(s) if s == ctx.me.seat => ctx.me.ship()?,
        Side::Captain(s) => ctx.me.obs.seats[s].ship.as_ref()?,
        Side::Npc(slot) => ctx
            .me
            .obs
            .npcs
            .iter()
            .find(|n| n.slot == slot)?
            .ship
            .as_ref()?,
    };
    let cargo_held = match b.sides[side] {
        Side::Captain(s) if s == ctx.me.seat => ctx.me.held(),
        Side::Captain(s) => ctx.me.obs.seats[s].cargo_count + ctx.me.obs.seats[s].contraband_count,
        Side::Npc(_) => 0,
    } as i32;
    least_harm_on(ctx, ship, cargo_held, taken)
}

/// The offered hit location where one more hit on `ship`, holding `cargo_held` cards, hurts
/// least after `taken` (also where the storm's hits go, MODULE 8).
pub(super) fn least_harm_on(
    ctx: &Ctx,
    ship: &Ship,
    cargo_held: i32,
    taken: &[HitLocation],
) -> Option<Choice> {
    ctx.best_by(|c| {
        let Choice::HitAt(loc) = c else { return None };
        let hit = taken.iter().filter(|l| *l == loc).count() as i32;
        let left = ship.hits.get(*loc) as i32 - hit;
        Some(match loc {
            HitLocation::Cargo if left > cargo_held => 10.0,
            HitLocation::Cargo if left > 0 => 3.0,
            HitLocation::Cannons if left > 1 => 5.0,
            HitLocation::Masts if left > 1 => 4.0,
            HitLocation::Crew if left > 1 => 3.5,
            HitLocation::Cannons | HitLocation::Masts | HitLocation::Crew if left > 0 => 1.0,
            HitLocation::Hull if left > 2 => 0.5,
            _ => -10.0,
        })
    })
}

fn plunder(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    if ctx
        .options
        .iter()
        .any(|c| matches!(c, Choice::KeepRumor(_)))
    {
        return super::port::keep_rumor(ctx);
    }
    if ctx.offered(Choice::TakeGold) {
        return pick(Choice::TakeGold, "their gold");
    }
    let cargo = ctx.best_by(|c| match c {
        Choice::TakeCargo(card) => Some(super::loot::cargo_worth(me, *card)),
        Choice::TakeContraband(card) => super::loot::contraband_worth(me, *card),
        _ => None,
    });
    if let Some(c) = cargo {
        return pick(c, "their cargo");
    }
    for c in [Choice::TakeGloryCards, Choice::TakeRumor] {
        if ctx.offered(c) {
            return pick(c, "their cards");
        }
    }
    let other = ctx
        .options
        .iter()
        .copied()
        .find(|c| matches!(c, Choice::TakeSpecialist(_) | Choice::TakeWeapon(_)));
    if let Some(c) = other {
        return pick(c, "what else they had");
    }
    let better = match (me.ship(), beaten_ship(ctx)) {
        (Some(mine), Some(theirs)) => ship_worth(ctx, theirs) > ship_worth(ctx, mine) + 1.0,
        _ => false,
    };
    if better && ctx.offered(Choice::ClaimShip) {
        return pick(Choice::ClaimShip, "their ship is the better one");
    }
    pick(Choice::Done, "nothing more worth taking")
}

/// The ship of the side this captain has just beaten, as the table sees it.
fn beaten_ship<'a>(ctx: &Ctx<'a>) -> Option<&'a crate::rules::Ship> {
    let obs = ctx.me.obs;
    let b = obs.battle.as_ref()?;
    let foe = b.sides.iter().find(|s| **s != Side::Captain(ctx.me.seat))?;
    match foe {
        Side::Captain(seat) => obs.seats[*seat].ship.as_ref(),
        Side::Npc(slot) => obs.npcs.iter().find(|n| n.slot == *slot)?.ship.as_ref(),
    }
}

/// What a ship is worth to this captain's style, less the damage it carries: a raider wants
/// guns and a quick helm, a trader a deep hold.
fn ship_worth(ctx: &Ctx, ship: &crate::rules::Ship) -> f32 {
    let data = ctx.me.data;
    let def = data.ship(ship.class);
    let mnv = crate::rules::ship::maneuverability(ship, data) as f32;
    let base = if ctx.raider() {
        def.cannons as f32 * 2.0 + mnv * 2.0 + def.crew as f32 + def.toughness as f32
    } else {
        def.cargo as f32 * 2.5 + def.cannons as f32 + def.toughness as f32 + mnv * 0.5
    };
    base - crate::rules::ship::damage(ship, data) as f32 * 0.5
}

/// Let go of the card worth least.
pub(super) fn discard_glory(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let choice = ctx.best_by(|c| {
        let Choice::DiscardGlory(card) = c else {
            return None;
        };
        Some(-glory_worth(me, *card))
    })?;
    pick(choice, "the card worth least")
}

/// What a glory card in hand is worth to this captain, roughly in gold.
pub(super) fn glory_worth(me: &crate::ai::know::Me, card: GloryCardId) -> f32 {
    match me.data.glory_card(card).effect {
        GloryEffect::Gold(n) => n as f32,
        GloryEffect::Specialist { .. } => 3.0,
        GloryEffect::Pardon if me.pirate() => 4.0,
        GloryEffect::Combat(_) | GloryEffect::ExtraAction | GloryEffect::Cargo(_) => 2.0,
        _ => 1.0,
    }
}
