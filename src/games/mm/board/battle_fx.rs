//! A battle on the map: while ships fight, their zone glows with gun flashes and smoke drifts
//! off it; each volley flares; a ship that sinks goes down in a swirl where it lay. Everything
//! here reads the table mirror and the public event stream only.

use super::{SEAT_COLOURS, location_pos};
use crate::games::mm::mirror::{MirrorSet, SeatBoard, TableView};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{GameEvent, Location};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use crate::table::session::GameEventMsg;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// The glow lies under the ships (at 5), the smoke and a sinking wreck above them.
const Z_GLOW: f32 = 4.5;
const Z_FX: f32 = 7.0;
/// Seconds between puffs of smoke, and a puff's life.
const PUFF_EVERY: f32 = 0.18;
const PUFF_LIFE: f32 = 1.6;
/// Seconds a sinking ship takes to go under.
const SINK_SECONDS: f32 = 1.8;

/// The glow over a zone where a battle is being fought.
#[derive(Component)]
struct Flash {
    /// Extra brightness after a volley, fading to 0.
    flare: f32,
    phase: f32,
}

#[derive(Component)]
struct Puff {
    age: f32,
    drift: Vec2,
}

#[derive(Component)]
struct Wreck {
    age: f32,
}

#[derive(Resource)]
struct Looks {
    disc: Handle<Mesh>,
    hull: Handle<Mesh>,
    sail: Handle<Mesh>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        make_looks.run_if(table_open::<Mm>),
    )
    .add_systems(
        Update,
        (show_flash, volleys_flare, sinkings, animate)
            .chain()
            .after(MirrorSet)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Looks>)),
    );
}

fn make_looks(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    commands.insert_resource(Looks {
        disc: meshes.add(Circle::new(1.0)),
        hull: meshes.add(Rectangle::new(22.0, 6.0)),
        sail: meshes.add(Triangle2d::new(
            Vec2::new(-1.0, 4.0),
            Vec2::new(-1.0, 22.0),
            Vec2::new(11.0, 4.0),
        )),
    });
}

/// One glow while a battle lasts, over its zone; gone when it ends.
fn show_flash(
    mut commands: Commands,
    view: Res<TableView>,
    data: Res<LoadedData<Mm>>,
    looks: Res<Looks>,
    flashes: Query<Entity, With<Flash>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    match (&view.battle, flashes.iter().next()) {
        (Some(b), None) => {
            let at = location_pos(&data.0, Location::Zone(b.zone));
            commands.spawn((
                Name::new("Battle flash"),
                Flash {
                    flare: 1.0,
                    phase: 0.0,
                },
                Mesh2d(looks.disc.clone()),
                MeshMaterial2d(materials.add(Color::srgba(1.0, 0.55, 0.15, 0.35))),
                Transform::from_translation(at.extend(Z_GLOW)).with_scale(Vec3::splat(40.0)),
                DespawnOnExit(Screen::Playing),
            ));
        }
        (None, Some(e)) => commands.entity(e).despawn(),
        _ => {}
    }
}

/// A volley or a boarding makes the glow flare up.
fn volleys_flare(mut events: MessageReader<GameEventMsg<Mm>>, mut flashes: Query<&mut Flash>) {
    for GameEventMsg(e) in events.read() {
        if matches!(
            e,
            GameEvent::VolleyRolled { .. } | GameEvent::Boarded { .. } | GameEvent::Damaged { .. }
        ) {
            for mut f in &mut flashes {
                f.flare = 1.0;
            }
        }
    }
}

/// A ship that sinks leaves a wreck that goes down where the ship lay.
fn sinkings(
    mut commands: Commands,
    mut events: MessageReader<GameEventMsg<Mm>>,
    boards: Query<&SeatBoard>,
    data: Res<LoadedData<Mm>>,
    looks: Res<Looks>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut last: Local<Vec<Option<Location>>>,
) {
    for GameEventMsg(e) in events.read() {
        let GameEvent::ShipSunk { seat } = e else {
            continue;
        };
        // The mirror drops a sunk ship at once: where it was last seen is where it sinks.
        let Some(loc) = last.get(*seat).copied().flatten() else {
            continue;
        };
        let pos = location_pos(&data.0, loc);
        let wood = materials.add(Color::srgb(0.32, 0.2, 0.1));
        let sail = materials.add(SEAT_COLOURS[seat % 4]);
        commands
            .spawn((
                Name::new("Sinking ship"),
                Wreck { age: 0.0 },
                Transform::from_translation(pos.extend(Z_FX + 0.5)).with_scale(Vec3::splat(1.6)),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .with_children(|p| {
                p.spawn((Mesh2d(looks.hull.clone()), MeshMaterial2d(wood)));
                p.spawn((
                    Mesh2d(looks.sail.clone()),
                    MeshMaterial2d(sail),
                    Transform::from_xyz(0.0, 0.0, 0.05),
                ));
            });
    }
    for b in &boards {
        let seat = b.0.seat;
        if last.len() <= seat {
            last.resize(seat + 1, None);
        }
        last[seat] = b.0.ship.as_ref().map(|s| s.location);
    }
}

fn animate(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    looks: Res<Looks>,
    mut flashes: Query<(&mut Flash, &mut Transform, &MeshMaterial2d<ColorMaterial>), Without<Puff>>,
    mut puffs: Query<
        (
            Entity,
            &mut Puff,
            &mut Transform,
            &MeshMaterial2d<ColorMaterial>,
        ),
        (Without<Flash>, Without<Wreck>),
    >,
    mut wrecks: Query<(Entity, &mut Wreck, &mut Transform), (Without<Flash>, Without<Puff>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut since_puff: Local<f32>,
) {
    // Animation pace follows the settings (Instant shows the end at once).
    let dt = settings.animation.progress(time.delta_secs(), 1.0);
    let mut moving = false;
    for (mut f, mut t, m) in &mut flashes {
        moving = true;
        f.phase += dt * 6.0;
        f.flare = (f.flare - dt * 1.5).max(0.0);
        let glow = 0.25 + 0.1 * f.phase.sin().abs() + 0.45 * f.flare;
        t.scale = Vec3::splat(36.0 + 14.0 * f.flare + 3.0 * f.phase.sin());
        if let Some(mut mat) = materials.get_mut(&m.0) {
            mat.color = Color::srgba(1.0, 0.55, 0.15, glow);
        }
        *since_puff += dt;
        if *since_puff >= PUFF_EVERY {
            *since_puff = 0.0;
            let k = (f.phase * 7.3).sin();
            commands.spawn((
                Name::new("Smoke"),
                Puff {
                    age: 0.0,
                    drift: Vec2::new(12.0 * k, 22.0),
                },
                Mesh2d(looks.disc.clone()),
                MeshMaterial2d(materials.add(Color::srgba(0.85, 0.85, 0.82, 0.5))),
                Transform::from_translation(
                    (t.translation.truncate() + Vec2::new(14.0 * k, 0.0)).extend(Z_FX + 0.2),
                )
                .with_scale(Vec3::splat(7.0)),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
    for (e, mut p, mut t, m) in &mut puffs {
        moving = true;
        p.age += dt;
        if p.age >= PUFF_LIFE {
            materials.remove(&m.0);
            commands.entity(e).despawn();
            continue;
        }
        let k = p.age / PUFF_LIFE;
        t.translation += (p.drift * dt).extend(0.0);
        t.scale = Vec3::splat(7.0 + 16.0 * k);
        if let Some(mut mat) = materials.get_mut(&m.0) {
            mat.color = Color::srgba(0.85, 0.85, 0.82, 0.5 * (1.0 - k));
        }
    }
    for (e, mut w, mut t) in &mut wrecks {
        moving = true;
        w.age += dt;
        let k = (w.age / SINK_SECONDS).min(1.0);
        t.rotation = Quat::from_rotation_z(k * 0.9);
        t.scale = Vec3::splat(1.6 * (1.0 - k).max(0.05));
        t.translation.y -= dt * 10.0;
        if k >= 1.0 {
            commands.entity(e).despawn();
        }
    }
    if moving {
        redraw.write(RequestRedraw);
    }
}
