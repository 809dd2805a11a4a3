//! Seas of Glory's MODULE 8 on the board: the wind rose, an arrow in the open sea south of
//! Cuba pointing where the round's wind blows, with its name. Redrawn when the wind changes.

use super::labels::{Face, Look, MapLabel, MapLabels, Shift};
use super::world;
use crate::content::{Direction, LonLat};
use crate::games::mm::mirror::{MirrorSet, TableView};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::screen::Screen;
use crate::table::played::table_open;
use bevy::prelude::*;
use bevy_egui::egui::Color32;

/// Above the routes and the storm's clouds, under the tokens and ships.
const Z_ROSE: f32 = 3.5;
/// Where the rose lies: open water between Cuba, Jamaica and the Mosquito Coast.
const ROSE_AT: LonLat = LonLat {
    lon: -80.6,
    lat: 18.9,
};

#[derive(Component)]
struct WindRose;

pub(super) fn plugin(app: &mut App) {
    // The board is rebuilt on entering the screen, so the rose is too.
    app.add_systems(OnEnter(Screen::Playing), show_rose.run_if(table_open::<Mm>))
        .add_systems(
            Update,
            show_rose
                .run_if(in_state(Screen::Playing).and_then(resource_changed::<TableView>))
                .after(MirrorSet),
        );
}

/// Draw the rose for the wind blowing now (none without it), once per change of wind.
fn show_rose(
    mut commands: Commands,
    view: Res<TableView>,
    old: Query<Entity, With<WindRose>>,
    mut drawn: Local<Option<Option<Direction>>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut labels: ResMut<MapLabels>,
) {
    // Drawn already for this wind (the rose stands, or no wind blows).
    let standing = !old.is_empty();
    if *drawn == Some(view.wind) && standing == view.wind.is_some() {
        return;
    }
    *drawn = Some(view.wind);
    for e in &old {
        commands.entity(e).despawn();
    }
    labels.rose.clear();
    let Some(wind) = view.wind else { return };
    let at = world(ROSE_AT);
    // The arrow points the way the wind blows: east is +x, north +y.
    let angle = match wind {
        Direction::E => 0.0,
        Direction::N => std::f32::consts::FRAC_PI_2,
        Direction::W => std::f32::consts::PI,
        Direction::S => -std::f32::consts::FRAC_PI_2,
    };
    let turn = Quat::from_rotation_z(angle);
    let ink = materials.add(Color::srgba(0.96, 0.93, 0.84, 0.95));
    let disc = materials.add(Color::srgba(0.1, 0.16, 0.24, 0.55));
    let parts: [(Handle<Mesh>, Handle<ColorMaterial>, Vec2, f32); 4] = [
        (meshes.add(Circle::new(30.0)), disc, Vec2::ZERO, 0.0),
        (
            meshes.add(Annulus::new(28.0, 30.0)),
            ink.clone(),
            Vec2::ZERO,
            0.1,
        ),
        (
            meshes.add(Rectangle::new(30.0, 5.0)),
            ink.clone(),
            turn.mul_vec3(Vec3::new(-6.0, 0.0, 0.0)).truncate(),
            0.2,
        ),
        (
            meshes.add(Triangle2d::new(
                Vec2::new(22.0, 0.0),
                Vec2::new(8.0, 10.0),
                Vec2::new(8.0, -10.0),
            )),
            ink,
            Vec2::ZERO,
            0.2,
        ),
    ];
    for (mesh, material, offset, dz) in parts {
        commands.spawn((
            Name::new("Wind rose"),
            WindRose,
            Mesh2d(mesh),
            MeshMaterial2d(material),
            Transform::from_translation((at + offset).extend(Z_ROSE + dz)).with_rotation(turn),
            DespawnOnExit(Screen::Playing),
        ));
    }
    labels.rose.push(MapLabel {
        at: at + Vec2::new(0.0, -42.0),
        text: format!(
            "WIND {}",
            crate::games::mm::words::wind::point(wind).to_uppercase()
        ),
        sub: None,
        size: 9.5,
        ink: Color32::WHITE,
        face: Face::Sans,
        look: Look::Tag(Color32::from_rgb(40, 56, 80)),
        shift: Shift::Around(at),
    });
}
