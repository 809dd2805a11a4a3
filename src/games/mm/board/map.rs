//! The map: the baked Caribbean chart, sea-zone markers with names, dashed routes between
//! adjacent zones with their compass letters, ports in their nation's colours, and rings on
//! every place the current human decision can move to.

use super::fleet::{ink_on, nation_letter};
use super::labels::{Face, Look, MapLabel, MapLabels, Shift};
use super::{MAP_SIZE, Viewer, location_pos, world};
use crate::content::Nation;
use crate::games::mm::assets::GameAssets;
use crate::games::mm::mirror::{MirrorSet, SeenBy, TableView, my_decision};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{Choice, Location};
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use bevy::prelude::*;
use bevy_egui::egui::Color32;

const Z_ROUTE: f32 = 1.0;
const Z_MARKER: f32 = 2.0;
const Z_HIGHLIGHT: f32 = 3.0;

/// A ring showing where the current decision can move.
#[derive(Component)]
struct MoveHighlight;

pub(super) fn plugin(app: &mut App) {
    // Back from the menu the rings are drawn again, not only when the table changes.
    app.add_systems(
        OnEnter(Screen::Playing),
        (spawn_map, update_highlights).run_if(table_open::<Mm>),
    )
    .add_systems(
        Update,
        update_highlights
            .run_if(
                in_state(Screen::Playing)
                    .and_then(table_open::<Mm>)
                    .and_then(resource_changed::<SeenBy>.or_else(resource_changed::<Viewer>)),
            )
            .after(MirrorSet),
    );
}

/// The tags under the ringed zones whose move costs more or less than the usual action, or
/// sails into the storm.
fn move_costs(
    data: &crate::content::GameData,
    obs: &crate::rules::Observation,
    options: &[Choice],
) -> Vec<MapLabel> {
    let mut out = Vec::new();
    for c in options {
        let Choice::Move { to, .. } = c else { continue };
        let cost = match crate::games::mm::words::wind::move_price(data, obs, c) {
            Some(0) => Some("free with the wind"),
            Some(2) => Some("2 actions"),
            _ => None,
        };
        let storm = !crate::games::mm::words::wind::into_storm(obs, c).is_empty();
        let text = match (cost, storm) {
            (Some(cost), true) => format!("{cost}, into the storm"),
            (Some(cost), false) => cost.to_string(),
            (None, true) => "into the storm".to_string(),
            (None, false) => continue,
        };
        let at = location_pos(data, *to) + Vec2::new(0.0, 31.0);
        out.push(label(
            &text,
            9.5,
            Color32::from_rgb(60, 40, 0),
            Face::Sans,
            Look::Tag(Color32::from_rgb(255, 214, 110)),
            at,
        ));
    }
    out
}

/// A nation's colour, from the Okabe–Ito palette (told apart by colour-blind eyes too; each
/// nation's ships and ports also carry its letter).
pub fn nation_colour(n: Nation) -> Color {
    match n {
        Nation::English => Color::srgb_u8(0xD5, 0x5E, 0x00),
        Nation::French => Color::srgb_u8(0x00, 0x72, 0xB2),
        Nation::Spanish => Color::srgb_u8(0xF0, 0xE4, 0x42),
        Nation::Dutch => Color::srgb_u8(0xE6, 0x9F, 0x00),
    }
}

fn label(text: &str, size: f32, ink: Color32, face: Face, look: Look, at: Vec2) -> MapLabel {
    MapLabel {
        at,
        text: text.into(),
        sub: None,
        size,
        ink,
        face,
        look,
        shift: Shift::Stay,
    }
}

/// Half the width of a zone marker's ring and of a port's square, in world units.
const ZONE_RADIUS: f32 = 18.0;
const PORT_HALF: f32 = 7.5;

/// The map's fixed names, in the order the layout places them (compass letters, which keep to
/// their routes; then ports; then seas), and the markers they keep clear of.
pub fn fixed_labels(data: &crate::content::GameData) -> (Vec<MapLabel>, Vec<Rect>) {
    let mut letters = Vec::new();
    let mut seas = Vec::new();
    let mut ports = Vec::new();
    let mut obstacles = Vec::new();
    for zone in &data.zones {
        let here = world(zone.at);
        // The compass letters on this zone's side of its borders, as NPCs read them.
        for (dir, to) in &zone.letters {
            let d = (world(data.zone(*to).at) - here).normalize();
            letters.push(MapLabel {
                shift: Shift::Orbit(here),
                ..label(
                    &format!("{dir:?}"),
                    11.0,
                    Color32::from_rgb(255, 217, 102),
                    Face::Sans,
                    Look::Shadow,
                    here + d * 30.0,
                )
            });
        }
        // The zone's name is its port's, as the rules and cards say; the water's own name is
        // a smaller line under it.
        seas.push(MapLabel {
            shift: Shift::Around(here),
            sub: zone.subtitle.clone(),
            ..label(
                &zone.name,
                14.0,
                Color32::from_rgb(247, 242, 224),
                Face::ChartItalic,
                Look::Shadow,
                here + Vec2::new(0.0, -28.0),
            )
        });
        obstacles.push(Rect::from_center_half_size(here, Vec2::splat(ZONE_RADIUS)));
    }
    for port in &data.ports {
        let at = world(port.at);
        ports.push(MapLabel {
            shift: Shift::Around(at),
            ..label(
                &port.name,
                13.0,
                Color32::from_rgb(40, 24, 8),
                Face::Chart,
                Look::Halo,
                at + Vec2::new(0.0, 15.0),
            )
        });
        obstacles.push(Rect::from_center_half_size(at, Vec2::splat(PORT_HALF)));
        // The nation's letter on its square, a second cue beside its colour.
        let fill = nation_colour(port.nation);
        letters.push(label(
            nation_letter(port.nation),
            7.5,
            ink_on(fill),
            Face::Sans,
            Look::Tag(super::colour32(fill)),
            at,
        ));
    }
    letters.extend(ports);
    letters.extend(seas);
    // Off the chart's edges: a name there would hang over the dark beyond it.
    let half = MAP_SIZE / 2.0;
    let far = MAP_SIZE.max_element() * 2.0;
    obstacles.extend([
        Rect::new(half.x, -far, far, far),
        Rect::new(-far, -far, -half.x, far),
        Rect::new(-far, half.y, far, far),
        Rect::new(-far, -far, far, -half.y),
    ]);
    (letters, obstacles)
}

/// A dashed line from `a` to `b` made of short rectangles.
fn dashes(a: Vec2, b: Vec2, dash: f32, gap: f32) -> Vec<Transform> {
    let d = b - a;
    let len = d.length();
    let dir = d / len;
    let angle = dir.y.atan2(dir.x);
    let mut out = Vec::new();
    let mut t = 0.0;
    while t + dash <= len {
        let mid = a + dir * (t + dash / 2.0);
        out.push(
            Transform::from_translation(mid.extend(Z_ROUTE))
                .with_rotation(Quat::from_rotation_z(angle)),
        );
        t += dash + gap;
    }
    out
}

fn spawn_map(
    mut commands: Commands,
    assets: Res<GameAssets>,
    data: Res<LoadedData<Mm>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut labels: ResMut<MapLabels>,
) {
    let data = &data.0;
    (labels.fixed, labels.obstacles) = fixed_labels(data);
    let root = commands
        .spawn((
            Name::new("Board"),
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    commands.spawn((
        Name::new("Chart"),
        Sprite::from_image(assets.map.clone()),
        Transform::default(),
        ChildOf(root),
    ));

    let route_dash = meshes.add(Rectangle::new(9.0, 2.5));
    let port_dash = meshes.add(Rectangle::new(4.0, 2.0));
    let route_mat = materials.add(Color::srgba(1.0, 0.97, 0.85, 0.55));
    let port_link_mat = materials.add(Color::srgba(0.1, 0.08, 0.05, 0.6));
    let zone_disc = meshes.add(Circle::new(15.0));
    let zone_ring = meshes.add(Annulus::new(15.0, 18.0));
    let zone_mat = materials.add(Color::srgba(0.05, 0.12, 0.2, 0.75));
    let ring_mat = materials.add(Color::srgba(1.0, 0.97, 0.85, 0.9));
    let port_mesh = meshes.add(Rectangle::new(11.0, 11.0));
    let port_rim = meshes.add(Rectangle::new(15.0, 15.0));
    let rim_mat = materials.add(Color::srgb(0.1, 0.08, 0.05));

    for (i, zone) in data.zones.iter().enumerate() {
        let here = world(zone.at);
        for to in &zone.neighbours {
            let there = world(data.zone(*to).at);
            let d = (there - here).normalize();
            // Each route is drawn once, from the zone with the smaller index.
            if i < to.0 as usize {
                for t in dashes(here + d * 20.0, there - d * 20.0, 9.0, 6.0) {
                    commands.spawn((
                        Mesh2d(route_dash.clone()),
                        MeshMaterial2d(route_mat.clone()),
                        t,
                        ChildOf(root),
                    ));
                }
            }
        }
        commands.spawn((
            Name::new(format!("Zone {}", zone.name)),
            Mesh2d(zone_disc.clone()),
            MeshMaterial2d(zone_mat.clone()),
            Transform::from_translation(here.extend(Z_MARKER)),
            ChildOf(root),
        ));
        commands.spawn((
            Mesh2d(zone_ring.clone()),
            MeshMaterial2d(ring_mat.clone()),
            Transform::from_translation(here.extend(Z_MARKER)),
            ChildOf(root),
        ));
    }

    for port in &data.ports {
        let at = world(port.at);
        let zone_at = world(data.zone(port.zone).at);
        for t in dashes(at, zone_at, 4.0, 5.0) {
            commands.spawn((
                Mesh2d(port_dash.clone()),
                MeshMaterial2d(port_link_mat.clone()),
                t,
                ChildOf(root),
            ));
        }
        commands.spawn((
            Name::new(format!("Port {}", port.name)),
            Mesh2d(port_rim.clone()),
            MeshMaterial2d(rim_mat.clone()),
            Transform::from_translation(at.extend(Z_MARKER)),
            ChildOf(root),
        ));
        commands.spawn((
            Mesh2d(port_mesh.clone()),
            MeshMaterial2d(materials.add(nation_colour(port.nation))),
            Transform::from_translation(at.extend(Z_MARKER + 0.1)),
            ChildOf(root),
        ));
    }
}

/// Ring every location the human at the screen can move to now, and tag what a move costs
/// when it is not the usual action (MODULE 8: free with the wind, 2 against it, the storm).
#[allow(clippy::too_many_arguments)]
fn update_highlights(
    mut commands: Commands,
    data: Res<LoadedData<Mm>>,
    view: Res<TableView>,
    seen: Res<SeenBy>,
    viewer: Res<Viewer>,
    old: Query<Entity, With<MoveHighlight>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: Local<Option<(Handle<Mesh>, Handle<ColorMaterial>)>>,
    mut labels: ResMut<MapLabels>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    labels.costs.clear();
    let Some(decision) = my_decision(&view, &viewer, &seen) else {
        return;
    };
    if let Some(obs) = &seen.0 {
        labels.costs = move_costs(&data.0, obs, &decision.options);
    }
    let (mesh, mat) = cache
        .get_or_insert_with(|| {
            (
                meshes.add(Annulus::new(19.0, 24.0)),
                materials.add(Color::srgba(1.0, 0.8, 0.2, 0.95)),
            )
        })
        .clone();
    let mut targets: Vec<Location> = Vec::new();
    for choice in &decision.options {
        if let Choice::Move { to, .. } = choice
            && !targets.contains(to)
        {
            targets.push(*to);
        }
    }
    for to in targets {
        let at = location_pos(&data.0, to);
        commands.spawn((
            Name::new("Move highlight"),
            MoveHighlight,
            Mesh2d(mesh.clone()),
            MeshMaterial2d(mat.clone()),
            Transform::from_translation(at.extend(Z_HIGHLIGHT)),
            DespawnOnExit(Screen::Playing),
        ));
    }
}
