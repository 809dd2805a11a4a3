//! Player ships on the map, in each seat's colour. A move in the game becomes a voyage on
//! screen: the ship sails from marker to marker, one leg after another, and the AI waits.

use super::{SEAT_COLOURS, location_pos};
use crate::rules::state::Seat;
use crate::rules::{GameEvent, Location};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
use crate::table::mirror::{MirrorSet, ShipToken};
use crate::table::session::{ActiveGame, Busy, GameEventMsg, GameReset};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::collections::VecDeque;

/// Seconds one move takes on screen.
const LEG_SECONDS: f32 = 0.7;
const Z_SHIP: f32 = 5.0;
/// Ships are drawn larger than life so they read at a glance.
const SHIP_SCALE: f32 = 1.6;

/// A seat's ship on screen and the voyage it still has to show.
#[derive(Component)]
struct ShipSprite {
    seat: Seat,
    legs: VecDeque<(Location, Location)>,
    /// Progress through the first leg, 0..1.
    t: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_ships, queue_voyages, sail)
            .chain()
            .after(MirrorSet)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveGame>)),
    )
    .add_systems(OnExit(Screen::Playing), |mut busy: ResMut<Busy>| {
        *busy = Busy::default()
    });
}

/// Ships of several seats in one place sit side by side.
fn slot(data: &crate::content::GameData, loc: Location, seat: Seat) -> Vec2 {
    let base = location_pos(data, loc);
    let (r, start) = match loc {
        Location::Zone(_) => (36.0, 0.6),
        Location::Port(_) => (22.0, -0.4),
    };
    let angle = start + seat as f32 * std::f32::consts::FRAC_PI_2;
    base + Vec2::new(angle.cos(), angle.sin()) * r
}

/// (Re)create ship sprites when ships appear on the board or a game is started or loaded.
fn spawn_ships(
    mut commands: Commands,
    data: Res<LoadedData>,
    tokens: Query<&ShipToken>,
    mut reset: MessageReader<GameReset>,
    existing: Query<(Entity, &ShipSprite)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let afloat = tokens.iter().count();
    let reset_now = reset.read().count() > 0;
    if !reset_now && existing.iter().count() == afloat {
        return;
    }
    for (e, _) in &existing {
        commands.entity(e).despawn();
    }
    let hull = meshes.add(Rectangle::new(22.0, 6.0));
    let stern = meshes.add(Triangle2d::new(
        Vec2::new(11.0, 3.0),
        Vec2::new(11.0, -3.0),
        Vec2::new(17.0, 3.0),
    ));
    let sail = meshes.add(Triangle2d::new(
        Vec2::new(-1.0, 4.0),
        Vec2::new(-1.0, 22.0),
        Vec2::new(11.0, 4.0),
    ));
    let wood = materials.add(Color::srgb(0.32, 0.2, 0.1));
    for token in &tokens {
        let (ship, seat) = (&token.ship, token);
        let at = slot(&data.0, ship.location, seat.seat);
        commands
            .spawn((
                Name::new(format!("Ship of seat {}", seat.seat + 1)),
                ShipSprite {
                    seat: seat.seat,
                    legs: VecDeque::new(),
                    t: 0.0,
                },
                Transform::from_translation(at.extend(Z_SHIP + seat.seat as f32 * 0.1))
                    .with_scale(Vec3::splat(SHIP_SCALE)),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .with_children(|p| {
                p.spawn((
                    Mesh2d(hull.clone()),
                    MeshMaterial2d(wood.clone()),
                    Transform::default(),
                ));
                p.spawn((
                    Mesh2d(stern.clone()),
                    MeshMaterial2d(wood.clone()),
                    Transform::default(),
                ));
                p.spawn((
                    Mesh2d(sail.clone()),
                    MeshMaterial2d(materials.add(SEAT_COLOURS[seat.seat % 4])),
                    Transform::from_xyz(0.0, 0.0, 0.05),
                ));
            });
    }
}

/// Every move the rules report becomes a leg of that ship's voyage.
fn queue_voyages(mut events: MessageReader<GameEventMsg>, mut ships: Query<&mut ShipSprite>) {
    for GameEventMsg(event) in events.read() {
        if let GameEvent::ShipMoved { seat, from, to } = event
            && let Some(mut ship) = ships.iter_mut().find(|s| s.seat == *seat)
        {
            ship.legs.push_back((*from, *to));
        }
    }
}

fn sail(
    time: Res<Time>,
    data: Res<LoadedData>,
    mut ships: Query<(&mut ShipSprite, &mut Transform)>,
    mut busy: ResMut<Busy>,
    mut redraw: MessageWriter<RequestRedraw>,
    settings: Res<Settings>,
) {
    let data = &data.0;
    let mut sailing = false;
    for (mut ship, mut transform) in &mut ships {
        let Some((from, to)) = ship.legs.front().copied() else {
            continue;
        };
        sailing = true;
        ship.t = (ship.t + settings.animation.progress(time.delta_secs(), LEG_SECONDS)).min(1.0);
        let a = slot(data, from, ship.seat);
        let b = slot(data, to, ship.seat);
        // Ease in and out, with a gentle bob as the ship rides the swell.
        let s = ship.t * ship.t * (3.0 - 2.0 * ship.t);
        let pos = a.lerp(b, s);
        transform.translation.x = pos.x;
        transform.translation.y = pos.y;
        transform.scale.x = if b.x < a.x { -SHIP_SCALE } else { SHIP_SCALE };
        transform.rotation =
            Quat::from_rotation_z((ship.t * std::f32::consts::TAU * 2.0).sin() * 0.08);
        if ship.t >= 1.0 {
            ship.legs.pop_front();
            ship.t = 0.0;
            transform.rotation = Quat::IDENTITY;
        }
    }
    busy.sailing = sailing;
    if sailing {
        redraw.write(RequestRedraw);
    }
}
