//! Public tokens on the board: the good each port wants (its demand token) and the merchants
//! sailing each sea zone. Rebuilt whenever the game changes; they are few and cheap.

use super::labels::{Face, Look, MapLabel, MapLabels};
use super::world;
use crate::screen::Screen;
use crate::table::session::ActiveGame;
use bevy::prelude::*;
use bevy_egui::egui::Color32;

const Z_TOKEN: f32 = 4.0;

#[derive(Component)]
struct BoardToken;

pub(super) fn plugin(app: &mut App) {
    // The board is rebuilt on entering the screen, so the tokens are too.
    app.add_systems(OnEnter(Screen::Playing), show_tokens)
        .add_systems(
            Update,
            show_tokens.run_if(
                in_state(Screen::Playing)
                    .and_then(resource_exists::<ActiveGame>)
                    .and_then(resource_changed::<ActiveGame>),
            ),
        );
}

fn show_tokens(
    mut commands: Commands,
    game: Res<ActiveGame>,
    old: Query<Entity, With<BoardToken>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: Local<Option<(Handle<Mesh>, Handle<ColorMaterial>)>>,
    mut labels: ResMut<MapLabels>,
) {
    labels.tokens.clear();
    for e in &old {
        commands.entity(e).despawn();
    }
    let session = &game.session;
    let data = session.data();
    let public = session.observation(0);
    let (sail, grey) = cache
        .get_or_insert_with(|| {
            (
                meshes.add(Triangle2d::new(
                    Vec2::new(0.0, 0.0),
                    Vec2::new(0.0, 12.0),
                    Vec2::new(8.0, 0.0),
                )),
                materials.add(Color::srgba(0.92, 0.92, 0.88, 0.9)),
            )
        })
        .clone();
    for (z, zone) in data.zones.iter().enumerate() {
        let at = world(zone.at);
        if public.merchants[z] {
            // A merchant under sail, to the upper left of the zone marker.
            commands.spawn((
                Name::new("Merchant"),
                BoardToken,
                Mesh2d(sail.clone()),
                MeshMaterial2d(grey.clone()),
                Transform::from_translation((at + Vec2::new(-30.0, 10.0)).extend(Z_TOKEN)),
                DespawnOnExit(Screen::Playing),
            ));
        }
        if let (Some(good), Some(port)) = (public.demand[z], zone.port) {
            let port_at = world(data.port(port).at);
            labels.tokens.push(MapLabel {
                at: port_at + Vec2::new(0.0, -16.0),
                text: format!("wants {}", data.good(good).name),
                size: 9.5,
                ink: Color32::from_rgb(20, 60, 20),
                face: Face::Sans,
                look: Look::Tag(Color32::from_rgb(196, 230, 170)),
            });
        }
    }
}
