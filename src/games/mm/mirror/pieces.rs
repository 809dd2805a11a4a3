//! The mirror's pieces: an entity per sea zone, port, seat's board, ship and deck, and the
//! die, spawned from an observation and brought up to date from the next.

use super::{Deck, DeckKind, Dice, PortToken, SeatBoard, ShipToken, ZoneToken};
use crate::content::*;
use crate::rules::state::Ship;
use crate::rules::{GameEvent, Observation, Seat};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Every piece of the mirror, to bring up to date.
#[derive(SystemParam)]
pub(crate) struct Pieces<'w, 's> {
    zones: Query<'w, 's, &'static mut ZoneToken>,
    ports: Query<'w, 's, &'static mut PortToken>,
    boards: Query<'w, 's, &'static mut SeatBoard>,
    ships: Query<'w, 's, (Entity, &'static mut ShipToken)>,
    decks: Query<'w, 's, &'static mut Deck>,
    dice: Query<'w, 's, &'static mut Dice>,
}

/// Bring every piece up to what `public` shows (a component changes only when it differs, so
/// the board redraws only what moved); the dice show the last roll among `happened`.
pub(crate) fn refresh(
    commands: &mut Commands,
    data: &GameData,
    public: &Observation,
    happened: &[GameEvent],
    pieces: &mut Pieces,
) {
    let Pieces {
        zones,
        ports,
        boards,
        ships,
        decks,
        dice,
    } = pieces;
    for mut z in zones {
        let fresh = zone_token(data, public, z.zone);
        if *z != fresh {
            *z = fresh;
        }
    }
    for mut p in ports {
        let fresh = port_token(data, public, p.port);
        if *p != fresh {
            *p = fresh;
        }
    }
    for mut b in boards {
        let fresh = &public.seats[b.0.seat];
        if b.0 != *fresh {
            b.0 = fresh.clone();
        }
    }
    for (e, mut s) in ships.iter_mut() {
        match &public.seats[s.seat].ship {
            Some(ship) if *ship != s.ship => s.ship = ship.clone(),
            Some(_) => {}
            None => commands.entity(e).despawn(),
        }
    }
    let have: Vec<Seat> = ships.iter().map(|(_, s)| s.seat).collect();
    for s in &public.seats {
        if let Some(ship) = &s.ship
            && !have.contains(&s.seat)
        {
            spawn_ship(commands, s.seat, ship);
        }
    }
    for mut d in decks {
        let count = deck_count(public, d.kind);
        if d.count != count {
            d.count = count;
        }
    }
    for e in happened {
        if let GameEvent::DiceRolled {
            by, skill, faces, ..
        } = e
            && let Some(mut d) = dice.iter_mut().next()
        {
            *d = Dice {
                seat: by.captain(),
                skill: Some(*skill),
                faces: faces.clone(),
            };
        }
    }
}

fn port_token(data: &GameData, public: &Observation, port: PortId) -> PortToken {
    let zone = data.port(port).zone.0 as usize;
    PortToken {
        port,
        demand: public.demand[zone],
        ship_mod: public.ship_mods[zone],
        missions: public
            .missions
            .iter()
            .copied()
            .filter(|m| data.mission(*m).port == port)
            .collect(),
        homes: public
            .seats
            .iter()
            .filter(|s| s.captain.is_some_and(|c| data.captain(c).home_port == port))
            .map(|s| s.seat)
            .collect(),
    }
}

fn zone_token(data: &GameData, public: &Observation, zone: ZoneId) -> ZoneToken {
    ZoneToken {
        zone,
        merchant: public.merchants[zone.0 as usize],
        arrivals: public
            .npc_arrivals
            .iter()
            .map(|c| data.npc(*c))
            .filter(|n| n.home == zone)
            .map(|n| n.slot)
            .collect(),
        storm: public.storm == Some(zone),
        location: public
            .locations
            .iter()
            .find(|t| t.zone == zone)
            .map(|t| t.id),
    }
}

fn deck_count(public: &Observation, kind: DeckKind) -> usize {
    match kind {
        DeckKind::Cargo => public.cargo_deck,
        DeckKind::CargoDiscard => public.cargo_discard.len(),
        DeckKind::Events => public.event_deck,
        DeckKind::Rumors => public.rumor_deck,
        DeckKind::Missions => public.mission_deck,
        DeckKind::MerchantTrack => public.merchant_track,
    }
}

/// A new game or a loaded one: the mirror's entities, from scratch.
pub(crate) fn spawn(commands: &mut Commands, data: &GameData, public: &Observation) {
    commands.queue(|world: &mut World| {
        let mut old = world.query_filtered::<Entity, With<MirrorEntity>>();
        let old: Vec<Entity> = old.iter(world).collect();
        for e in old {
            world.despawn(e);
        }
    });
    for z in 0..data.zones.len() {
        commands.spawn((
            Name::new(format!("Zone {}", data.zones[z].name)),
            MirrorEntity,
            zone_token(data, public, ZoneId(z as u8)),
        ));
    }
    for p in 0..data.ports.len() {
        let port = PortId(p as u8);
        commands.spawn((
            Name::new(format!("Port {}", data.ports[p].name)),
            MirrorEntity,
            port_token(data, public, port),
        ));
    }
    for s in &public.seats {
        commands.spawn((
            Name::new(format!("Board of seat {}", s.seat + 1)),
            MirrorEntity,
            SeatBoard(s.clone()),
        ));
    }
    for kind in [
        DeckKind::Cargo,
        DeckKind::CargoDiscard,
        DeckKind::Events,
        DeckKind::Rumors,
        DeckKind::Missions,
        DeckKind::MerchantTrack,
    ] {
        commands.spawn((
            Name::new(format!("Deck {kind:?}")),
            MirrorEntity,
            Deck {
                kind,
                count: deck_count(public, kind),
            },
        ));
    }
    for s in &public.seats {
        if let Some(ship) = &s.ship {
            spawn_ship(commands, s.seat, ship);
        }
    }
    commands.spawn((Name::new("Dice"), MirrorEntity, Dice::default()));
}

/// Marks every entity of the mirror, so a new game clears them all.
#[derive(Component)]
struct MirrorEntity;

fn spawn_ship(commands: &mut Commands, seat: Seat, ship: &Ship) {
    commands.spawn((
        Name::new(format!("Ship token of seat {}", seat + 1)),
        MirrorEntity,
        ShipToken {
            seat,
            ship: ship.clone(),
        },
    ));
}
