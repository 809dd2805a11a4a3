//! SHIP MODIFICATIONS and the ship's values: what a ship can carry, fight and take once its
//! modifications are counted, how much damage it has, and what the yard pays for it.

use super::state::*;
use crate::content::*;

impl Ship {
    pub fn has_mod(&self, kind: ShipModKind) -> bool {
        self.mods.iter().any(|m| m.kind == kind)
    }
}

/// The ship's values with its modifications: the top of each hit-location track. Extra
/// hammocks, an extended hold and an extra cannon port each add 1, never above the cap.
pub fn max_values(ship: &Ship, data: &GameData) -> HitTrack {
    let mut full = HitTrack::full(data.ship(ship.class));
    let cap = data.tokens.prices.value_cap;
    let bump = |v: &mut u8| *v = (*v + 1).min(cap.max(*v));
    for m in &ship.mods {
        match m.kind {
            ShipModKind::ExtraHammocks => bump(&mut full.crew),
            ShipModKind::ExtendedHold => bump(&mut full.cargo),
            ShipModKind::ExtraCannonPort => bump(&mut full.cannons),
            _ => {}
        }
    }
    full
}

/// MANEUVERABILITY with advanced rigs and sails.
pub fn maneuverability(ship: &Ship, data: &GameData) -> u8 {
    data.ship(ship.class).maneuverability + u8::from(ship.has_mod(ShipModKind::AdvancedRigs))
}

/// Points of damage on every location but the crew (what repairs mend and sales deduct).
pub fn damage(ship: &Ship, data: &GameData) -> u32 {
    damage_from(ship, &max_values(ship, data))
}

/// [`damage`], given the ship's full values `max` ([`max_values`]).
pub fn damage_from(ship: &Ship, max: &HitTrack) -> u32 {
    [
        HitLocation::Hull,
        HitLocation::Masts,
        HitLocation::Cargo,
        HitLocation::Cannons,
    ]
    .iter()
    .map(|l| (max.get(*l) - ship.hits.get(*l)) as u32)
    .sum()
}

/// Damaged locations that a repair can mend, in track order.
pub fn damaged_locations(ship: &Ship, data: &GameData) -> Vec<HitLocation> {
    let max = max_values(ship, data);
    [
        HitLocation::Hull,
        HitLocation::Masts,
        HitLocation::Cargo,
        HitLocation::Cannons,
    ]
    .into_iter()
    .filter(|l| ship.hits.get(*l) < max.get(*l))
    .collect()
}

/// How many cargo cards the ship may hold at sea: its current CARGO value, plus any captain
/// ability that stows more.
pub fn cargo_capacity(seat: &SeatState, data: &GameData) -> usize {
    let Some(ship) = &seat.ship else { return 0 };
    let extra = match data.captain(seat.captain).ability.effect {
        AbilityEffect::ExtraCargo(n) => n,
        _ => 0,
    };
    (ship.hits.cargo + extra) as usize
}

/// What the yard pays for the ship: its sale price, +1 per modification, -1 per point of
/// damage (not crew), never below 0. The man-o-war has no price: nothing.
pub fn sale_value(ship: &Ship, data: &GameData) -> u32 {
    let Some(base) = data.ship(ship.class).sell else {
        return 0;
    };
    (base + ship.mods.len() as u32).saturating_sub(damage(ship, data))
}

impl HitTrack {
    pub fn get_mut(&mut self, loc: HitLocation) -> &mut u8 {
        match loc {
            HitLocation::Hull => &mut self.hull,
            HitLocation::Masts => &mut self.masts,
            HitLocation::Cargo => &mut self.cargo,
            HitLocation::Cannons => &mut self.cannons,
            HitLocation::Crew => &mut self.crew,
        }
    }
}
