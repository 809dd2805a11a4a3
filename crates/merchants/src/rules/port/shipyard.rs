//! Visit shipyard: repairs, special weapons, the port's ship modification, a used reinforced
//! hull restored, and ships bought by selling the old one. Mods of a ship sold go back to the
//! board face down, into ports the owner picks (or, at St John, onto the new ship).

use super::step::set_step;
use crate::content::*;
use crate::rules::glory::{self, GloryReason};
use crate::rules::protocol::{Choice, GameEvent};
use crate::rules::purse::{Trader, ability, funds, gain_gold, pay};
use crate::rules::ship;
use crate::rules::state::*;

/// The port's own repair rule for this captain, if it has one: `Some(None)` refuses repairs,
/// `Some(Some(0))` makes them free (Petite Goave, Old Providence).
fn port_repair_rule(data: &GameData, port: PortId, trader: Trader) -> Option<Option<u32>> {
    let pirate = trader.pirate();
    ability(data, port, |a| match a {
        PortAbility::OutlawHaven(n) if trader.wanted_by(*n) => Some(Some(0)),
        PortAbility::HonestDockyard => Some(if pirate { None } else { Some(0) }),
        _ => None,
    })
}

/// What mending one point costs this captain here (`None`: this yard will not repair them).
pub fn repair_price(data: &GameData, port: PortId, trader: Trader) -> Option<u32> {
    port_repair_rule(data, port, trader).unwrap_or_else(|| {
        Some(match trader.effect(data) {
            AbilityEffect::RepairPrice(p) => p,
            _ => data.tokens.prices.repair_per_point,
        })
    })
}

/// What refreshing a used reinforced hull costs here (`None`: not here). The token is
/// "repaired", so the ports' repair rules apply: free where repairs are free for this captain
/// (Old Providence for the Spanish-wanted, Petite Goave for non-pirates), refused where
/// repairs are (Petite Goave for pirates); otherwise the token price (3 gold).
pub fn hull_restore_price(data: &GameData, port: PortId, trader: Trader) -> Option<u32> {
    port_repair_rule(data, port, trader).unwrap_or(Some(data.tokens.prices.hull_restore))
}

/// What one point of repair costs this captain here: the port's price, less 1 with a ship's
/// carpenter employed (`carpenter`), never below 0.
pub fn repair_cost(data: &GameData, port: PortId, trader: Trader, carpenter: bool) -> Option<u32> {
    repair_price(data, port, trader).map(|p| p.saturating_sub(u32::from(carpenter)))
}

/// Whether these specialists include a ship's carpenter at work (MODULE 11: with the crew's
/// `loyalty` below Content, employed specialists idle).
pub fn has_carpenter(data: &GameData, specialists: &[GloryCardId], loyalty: i8) -> bool {
    loyalty >= 0
        && specialists.iter().any(|c| {
            matches!(
                data.glory_card(*c).effect,
                GloryEffect::Specialist {
                    kind: SpecialistKind::Carpenter,
                    ..
                }
            )
        })
}

/// A special weapon's price here (Old Providence: 1 gold for captains wanted by Spain).
pub fn weapon_price(data: &GameData, port: PortId, trader: Trader) -> u32 {
    ability(data, port, |a| match a {
        PortAbility::OutlawHaven(n) if trader.wanted_by(*n) => Some(1),
        _ => None,
    })
    .unwrap_or(data.tokens.prices.weapon_buy)
}

/// The port's ship modification price (St John: 1).
pub fn mod_price(data: &GameData, port: PortId) -> u32 {
    ability(data, port, |a| match a {
        PortAbility::ModDockyard { price, .. } => Some(*price),
        _ => None,
    })
    .unwrap_or(data.tokens.prices.ship_mod)
}

/// A new ship's price here (Curaçao: galleons and frigates 30); `None` if it is not for sale.
pub fn ship_price(data: &GameData, port: PortId, class: ShipClass) -> Option<u32> {
    let def = data.ship(class);
    // A ship no switch of this game brings (the brig in the base game) is not for sale.
    if !def.in_play {
        return None;
    }
    let base = def.buy?;
    Some(
        ability(data, port, |a| match a {
            PortAbility::ShipPrice { classes, price } if classes.contains(&class) => Some(*price),
            _ => None,
        })
        .unwrap_or(base),
    )
}

/// Gold the captain pays (negative: receives) to trade the current ship for one of `class`.
pub fn ship_net_cost(data: &GameData, port: PortId, old: &Ship, class: ShipClass) -> Option<i32> {
    Some(ship_price(data, port, class)? as i32 - ship::sale_value(old, data) as i32)
}

pub fn options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    visit: &PortVisit,
    out: &mut Vec<Choice>,
) {
    let port = visit.port;
    let s = &state.seats[seat];
    let Some(sh) = &s.ship else { return };
    let funds = funds(state, data, seat, port);
    let trader = Trader::of(s);
    let carpenter = has_carpenter(data, &s.specialists, s.loyalty);
    if let Some(price) = repair_cost(data, port, trader, carpenter)
        && funds >= price as i32
    {
        out.extend(
            ship::damaged_locations(sh, data)
                .into_iter()
                .map(Choice::Repair),
        );
    }
    for w in data.weapons() {
        if visit.weapons_traded.contains(&w) {
            continue;
        }
        if s.weapons.contains(&w) {
            out.push(Choice::SellWeapon(w));
        } else if funds >= weapon_price(data, port, trader) as i32 {
            out.push(Choice::BuyWeapon(w));
        }
    }
    let zone = data.port(port).zone;
    if let Some(token) = state.board.ship_mods[zone.0 as usize]
        && token.face_up
        && !sh.has_mod(token.kind)
        && funds >= mod_price(data, port) as i32
        && super::site::at_site(state).is_none()
    {
        out.push(Choice::BuyMod);
    }
    if sh
        .mods
        .iter()
        .any(|m| m.kind == ShipModKind::ReinforcedHull && m.flipped)
        && hull_restore_price(data, port, trader).is_some_and(|p| funds >= p as i32)
    {
        out.push(Choice::RestoreHull);
    }
    if !visit.ship_bought {
        for def in data.ships.iter().filter(|s| s.in_play) {
            if let Some(net) = ship_net_cost(data, port, sh, def.class)
                && funds >= net
            {
                out.push(Choice::BuyShip(def.class));
            }
        }
    }
    out.push(Choice::Done);
}

pub fn transfer_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    visit: &PortVisit,
    old: &[OwnedMod],
    out: &mut Vec<Choice>,
) {
    let fee = transfer_fee(data, visit.port).unwrap_or(0);
    let sh = state.seats[seat].ship.as_ref();
    if funds(state, data, seat, visit.port) >= fee as i32 {
        for m in old {
            if !sh.is_some_and(|s| s.has_mod(m.kind)) {
                out.push(Choice::TransferMod(m.kind));
            }
        }
    }
    out.push(Choice::Done);
}

fn transfer_fee(data: &GameData, port: PortId) -> Option<u32> {
    ability(data, port, |a| match a {
        PortAbility::ModDockyard { transfer, .. } => Some(*transfer),
        _ => None,
    })
}

pub fn apply(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    choice: Choice,
    events: &mut Vec<GameEvent>,
) {
    match choice {
        Choice::Repair(location) => {
            let s = &state.seats[seat];
            let carpenter = has_carpenter(data, &s.specialists, s.loyalty);
            let price = repair_cost(data, port, Trader::of(s), carpenter).unwrap_or(0);
            pay(state, data, seat, port, price, events);
            if let Some(sh) = &mut state.seats[seat].ship {
                *sh.hits.get_mut(location) += 1;
            }
            events.push(GameEvent::Repaired { seat, location });
        }
        Choice::BuyWeapon(weapon) => {
            let price = weapon_price(data, port, Trader::of(&state.seats[seat]));
            pay(state, data, seat, port, price, events);
            state.seats[seat].weapons.push(weapon);
            traded(state, weapon);
            events.push(GameEvent::WeaponBought { seat, weapon });
        }
        Choice::SellWeapon(weapon) => {
            state.seats[seat].weapons.retain(|w| *w != weapon);
            super::super::upgrades::weapon_gone(state, seat, weapon, None);
            traded(state, weapon);
            events.push(GameEvent::WeaponSold { seat, weapon });
            gain_gold(state, seat, data.tokens.prices.weapon_sell, events);
        }
        Choice::BuyMod => {
            let zone = data.port(port).zone;
            let Some(token) = state.board.ship_mods[zone.0 as usize].take() else {
                return;
            };
            pay(state, data, seat, port, mod_price(data, port), events);
            fit_mod(state, data, seat, token.kind, false);
            events.push(GameEvent::ModBought {
                seat,
                kind: token.kind,
            });
        }
        Choice::RestoreHull => {
            let trader = Trader::of(&state.seats[seat]);
            let price = hull_restore_price(data, port, trader).unwrap_or(0);
            pay(state, data, seat, port, price, events);
            if let Some(sh) = &mut state.seats[seat].ship {
                for m in &mut sh.mods {
                    if m.kind == ShipModKind::ReinforcedHull {
                        m.flipped = false;
                    }
                }
            }
            events.push(GameEvent::HullRestored { seat });
        }
        Choice::BuyShip(class) => buy_ship(state, data, seat, port, class, events),
        Choice::TransferMod(kind) => {
            pay(
                state,
                data,
                seat,
                port,
                transfer_fee(data, port).unwrap_or(0),
                events,
            );
            let mut crew_before = None;
            let mut upgrade = false;
            if let Some(PortVisit {
                step: PortStep::TransferMods { old, crew },
                ..
            }) = &mut state.port
            {
                // MODULE 4: an upgrade token stays one on the new ship.
                upgrade = old.iter().any(|m| m.kind == kind && m.upgrade);
                old.retain(|m| m.kind != kind);
                crew_before = Some(*crew);
            }
            fit_mod(state, data, seat, kind, upgrade);
            // The crew left ashore for want of hammocks comes back aboard.
            if let (Some(crew), Some(sh)) = (crew_before, state.seats[seat].ship.as_mut()) {
                let max = ship::max_values(sh, data).crew;
                sh.hits.crew = sh.hits.crew.max(crew.min(max));
            }
            events.push(GameEvent::ModTransferred { seat, kind });
        }
        Choice::PlaceMod(zone) => {
            let Some(PortVisit {
                step: PortStep::ReturnMods { tokens },
                ..
            }) = &mut state.port
            else {
                return;
            };
            let kind = tokens.pop().expect("a token waits while mods return");
            let left = tokens.len();
            state.board.ship_mods[zone.0 as usize] = Some(ModToken {
                kind,
                face_up: false,
            });
            events.push(GameEvent::ModReturned { seat, zone });
            if left == 0 {
                set_step(state, PortStep::Shipyard);
            }
        }
        _ => unreachable!("not a shipyard choice: {choice:?}"),
    }
}

fn traded(state: &mut GameState, weapon: SpecialWeapon) {
    if let Some(v) = &mut state.port {
        v.weapons_traded.push(weapon);
    }
}

/// Put a mod on the ship; hold and cannon ports raise their cubes with the value, hammocks
/// only the value (the extra crew must be recruited).
fn fit_mod(state: &mut GameState, data: &GameData, seat: Seat, kind: ShipModKind, upgrade: bool) {
    let Some(sh) = &mut state.seats[seat].ship else {
        return;
    };
    let before = ship::max_values(sh, data);
    sh.mods.push(OwnedMod {
        upgrade,
        ..OwnedMod::new(kind)
    });
    let after = ship::max_values(sh, data);
    sh.hits.cargo += after.cargo - before.cargo;
    sh.hits.cannons += after.cannons - before.cannons;
}

/// Sell the old ship and take a new one: the crew comes along (as many as fit), weapons stay
/// with the captain, mods of the old ship go back to the board (or across, at St John).
fn buy_ship(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    class: ShipClass,
    events: &mut Vec<GameEvent>,
) {
    let old = state.seats[seat]
        .ship
        .as_ref()
        .expect("a captain always has a ship");
    let net = ship_net_cost(data, port, old, class).expect("only ships for sale are offered");
    if net >= 0 {
        pay(state, data, seat, port, net as u32, events);
    } else {
        gain_gold(state, seat, (-net) as u32, events);
    }
    let old = state.seats[seat]
        .ship
        .take()
        .expect("a captain always has a ship");
    let mut new = Ship {
        class,
        location: old.location,
        hits: HitTrack::full(data.ship(class)),
        mods: Vec::new(),
    };
    let old_crew = old.hits.crew;
    new.hits.crew = old_crew.min(new.hits.crew);
    state.seats[seat].ship = Some(new);
    if let Some(v) = &mut state.port {
        v.ship_bought = true;
    }
    events.push(GameEvent::ShipBought {
        seat,
        class,
        sold: old.class,
    });
    if matches!(class, ShipClass::Frigate | ShipClass::Galleon) && !state.seats[seat].big_ship_glory
    {
        state.seats[seat].big_ship_glory = true;
        glory::gain(state, seat, GloryReason::BigShip, events);
    }
    if old.mods.is_empty() {
        return;
    }
    if transfer_fee(data, port).is_some() {
        set_step(
            state,
            PortStep::TransferMods {
                old: old.mods,
                crew: old_crew,
            },
        );
    } else {
        return_mods(state, data, old.mods);
    }
}

/// The old ship's mods go back to the board in random order; the owner picks the ports.
pub fn return_mods(state: &mut GameState, data: &GameData, mods: Vec<OwnedMod>) {
    // MODULE 4: upgrade tokens go back to their pool.
    let mods = super::super::upgrades::keep_port_mods(state, mods);
    if mods.is_empty() {
        return set_step(state, PortStep::Shipyard);
    }
    let tokens: Vec<ShipModKind> = mods.into_iter().map(|m| m.kind).collect();
    let mut tokens = super::super::reserve::reenter(state, data, tokens);
    state.rng.shuffle(&mut tokens);
    if super::super::reserve::returns_unseen(data) {
        // MODULE 3: tokens drawn from the reserve are secret, even to the owner, who places
        // them face down as the rules place a dead captain's (the kinds never shown).
        let seat = state
            .active_seat()
            .expect("a port visit has an active seat");
        let queued: Vec<(Seat, ShipModKind)> = tokens.into_iter().map(|k| (seat, k)).collect();
        state.returning.splice(0..0, queued);
        return set_step(state, PortStep::Shipyard);
    }
    set_step(state, PortStep::ReturnMods { tokens });
}
