//! What spending a special weapon does, as the option's tip says it (a raid's failed die, or
//! each weapon's effect in naval combat, Seas of Glory's Module 2 among them).

use super::super::port::weapon;
use crate::content::SpecialWeapon;
use crate::rules::DecisionKind;

/// The tip and rules section of spending `w` in the decision `ctx`.
pub(super) fn spend(w: SpecialWeapon, ctx: Option<DecisionKind>) -> (String, &'static str) {
    match ctx {
        Some(DecisionKind::Raid { .. }) => (
            format!(
                "Discards your {} to turn one failed die into a success.",
                weapon(w)
            ),
            "SPECIAL WEAPONS",
        ),
        _ => match w {
            SpecialWeapon::GrapplingHooks => (
                "Discards your grappling hooks to roll every failed SEAMANSHIP die again \
                 for the boarding."
                    .into(),
                "Grappling hooks",
            ),
            SpecialWeapon::ChainShot => (
                "Discards your chain-shot: each success icon of this volley hits the enemy's \
                 masts (numbered hits land where their die says), and this round no hit on \
                 destroyed masts passes on to the hull."
                    .into(),
                "Chain-shots and grapeshots",
            ),
            SpecialWeapon::Grapeshot => (
                "Discards your grapeshot: each success icon of this volley hits the enemy's \
                 crew (numbered hits land where their die says), and this round no hit on a \
                 destroyed crew passes on to the hull."
                    .into(),
                "Chain-shots and grapeshots",
            ),
            SpecialWeapon::HeatedShot => (
                "Discards your heated shot: the success icons of this volley do no damage, \
                 but the enemy ship catches fire and takes 1 damage (where its captain \
                 picks) before every later naval round, until crew combat or the battle's \
                 end."
                    .into(),
                "Module 2: New special weapons",
            ),
            SpecialWeapon::DoubleShot => (
                "Discards your double shot: up to 2 success icons of this volley do 1 extra \
                 hit each; the enemy spreads them over as many locations still standing as \
                 it can, one each before any takes two. No other special weapon this round."
                    .into(),
                "Module 2: New special weapons",
            ),
            SpecialWeapon::Caltrops => (
                "Discards your caltrops: the enemy rolls 1 die fewer (at least 1) on its next \
                 roll: LEADERSHIP if crew combat follows this round, else SEAMANSHIP in the \
                 next contest."
                    .into(),
                "Module 2: New special weapons",
            ),
        },
    }
}
