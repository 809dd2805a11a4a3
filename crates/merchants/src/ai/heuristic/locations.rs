//! MODULE 9's rules of thumb: visit a location when its gift is plainly worth an action
//! (repairs for a cheap card, free crew and a rumor, bounties lifted for an honest captain, a
//! specialist for a full purse, the good in demand sold at a town or trade station), and
//! answer each step of a visit or raid the plain way. It never raids a location: with 3 to 6
//! cards of defense, their escapes (about one a card) most often match a ship's
//! MANEUVERABILITY, so every hit lands twice (measured: 55 of 1377 random raids carried).

use super::{Ctx, Pick};
use crate::content::*;
use crate::rules::protocol::{LocationChoice, LocationStepKind, Salvage};
use crate::rules::state::{LocationRaidStep, VisitStep};
use crate::rules::{Choice, Location, ship};

/// Gold a captain keeps in hand before it pays a prison for a specialist.
const PRISON_SPARE: i32 = 10;

fn pick(choice: Choice, why: &'static str) -> Option<Pick> {
    Some(Pick { choice, why })
}

/// At sea with an action: a visit worth making.
pub(super) fn visit(ctx: &Ctx) -> Option<Pick> {
    let visit = Choice::Location(LocationChoice::Visit);
    if !ctx.offered(visit) {
        return None;
    }
    let me = &ctx.me;
    let obs = me.obs;
    let Some(Location::Zone(z)) = me.ship().map(|s| s.location) else {
        return None;
    };
    let id = obs.locations.iter().find(|t| t.zone == z)?.id;
    let sh = me.ship()?;
    let gold = obs.seats[obs.seat].gold.unwrap_or(0);
    let worth = match me.data.tokens.locations.token(id).kind {
        // Three points of damage or more make repairs worth a card.
        LocationKind::Natives => ship::damage(sh, me.data) >= 3,
        LocationKind::PirateHaven => true,
        // An honest captain buys its way back into the ports.
        LocationKind::Missionary => !ctx.raider(),
        LocationKind::Prison => gold >= me.data.tokens.locations.prison_price as i32 + PRISON_SPARE,
        // Only a sound hull goes looking on a reef.
        LocationKind::Reef => sh.hits.hull >= 3,
        // The zone port's good in demand aboard sells here as there, with no harbour to enter.
        LocationKind::Town | LocationKind::TradeStation => {
            obs.demand[z.0 as usize].is_some_and(|good| {
                obs.me
                    .cargo
                    .iter()
                    .any(|c| me.data.cargo_deck[c.0 as usize].good == good)
            })
        }
        LocationKind::NavalFort => false,
    };
    if worth {
        pick(visit, "a location's gift is worth the action")
    } else {
        None
    }
}

pub(super) fn step(ctx: &Ctx, step: LocationStepKind) -> Option<Pick> {
    let me = &ctx.me;
    let obs = me.obs;
    match step {
        LocationStepKind::Bombard => {
            let raid = obs.location_raid.as_ref()?;
            let LocationRaidStep::Bombard { cards, .. } = &raid.step else {
                return None;
            };
            // A hit throws out the card that hurts most.
            if let Some(c) = ctx.best_by(|c| match c {
                Choice::RaidDiscard(card) => {
                    let cc = &me.data.cargo_deck[card.0 as usize];
                    Some(cc.hits.len() as f32 * 2.0 + cc.escapes as f32 - cc.plunder as f32 * 0.1)
                }
                _ => None,
            }) {
                return pick(c, "throw out the card that hurts most");
            }
            let threat = cards.iter().any(|c| {
                let cc = &me.data.cargo_deck[c.0 as usize];
                !cc.hits.is_empty() || cc.escapes > 0
            });
            let bombard = Choice::Location(LocationChoice::Bombard);
            if threat && ctx.offered(bombard) {
                return pick(bombard, "the guns clear the defenders");
            }
            pick(Choice::Done, "take the fire")
        }
        LocationStepKind::Ashore => {
            let raid = obs.location_raid.as_ref()?;
            let escapes = me.data.escapes(raid.cards());
            let crew = me.ship().map_or(0, |s| s.hits.crew) as u32;
            if escapes < crew {
                pick(
                    Choice::Location(LocationChoice::Assault),
                    "the crew outnumbers the defenders",
                )
            } else {
                pick(
                    Choice::Location(LocationChoice::Retreat),
                    "too many defenders ashore",
                )
            }
        }
        // Ashore with a crew-combat card in hand: spend it when the defenders would cost
        // more than one crew; else keep it for a boarding.
        LocationStepKind::Assault => {
            let raid = obs.location_raid.as_ref()?;
            let escapes = me.data.escapes(raid.cards());
            let card = ctx
                .options
                .iter()
                .copied()
                .find(|c| matches!(c, Choice::Location(LocationChoice::PlayCard(_))));
            match card {
                Some(card) if escapes > 1 => pick(card, "a glory card for the fight ashore"),
                _ => pick(
                    Choice::Location(LocationChoice::Assault),
                    "the crew storms ashore",
                ),
            }
        }
        LocationStepKind::Loot => {
            let choice = ctx.best_by(|c| match c {
                Choice::TakeCargo(card) => Some(super::loot::cargo_worth(me, *card)),
                Choice::TakeContraband(card) => super::loot::contraband_worth(me, *card),
                _ => None,
            });
            pick(choice.unwrap_or(Choice::Done), "the best of the loot")
        }
        LocationStepKind::Missionary => {
            let lift = ctx.best_by(|c| match c {
                Choice::Location(LocationChoice::LiftBounty(n)) => {
                    Some(obs.seats[obs.seat].bounties[n.index()] as f32)
                }
                _ => None,
            });
            pick(lift.unwrap_or(Choice::Done), "a bounty lifted")
        }
        LocationStepKind::Natives => {
            let pay = ctx.best_by(|c| match c {
                Choice::Location(LocationChoice::PayCargo(card)) => {
                    Some(-super::loot::cargo_worth(me, *card))
                }
                _ => None,
            });
            pick(pay.unwrap_or(Choice::Done), "the cheapest card for repairs")
        }
        LocationStepKind::Haven => pick(
            ctx.first([
                Choice::Location(LocationChoice::FreeCrew),
                Choice::Location(LocationChoice::FreeRumor),
            ])
            .unwrap_or(Choice::Done),
            "a pirate haven's free gifts",
        ),
        LocationStepKind::Reef => {
            let picked = match obs.me.visit.as_ref().map(|v| &v.step) {
                Some(VisitStep::Reef { picked, .. }) => *picked,
                _ => 0,
            };
            let hull = me.ship().map_or(0, |s| s.hits.hull);
            // Never more pickings than the hull can take with no SEAMANSHIP success.
            if picked + 1 >= hull {
                return pick(Choice::Done, "the hull can take no more");
            }
            let weapon = ctx.best_by(|c| match c {
                Choice::Location(LocationChoice::Salvage(Salvage::Weapon(_))) => Some(1.0),
                _ => None,
            });
            let choice = ctx
                .first([
                    Choice::Location(LocationChoice::Salvage(Salvage::Crew)),
                    Choice::Location(LocationChoice::Salvage(Salvage::Cargo)),
                ])
                .or(weapon)
                .unwrap_or(Choice::Done);
            pick(choice, "what the reef hides")
        }
        LocationStepKind::KeepRumor | LocationStepKind::NavalFort => None,
    }
}
