//! Public tokens on the board: the good each port wants (its demand token), the missions lying
//! in ports, the merchants sailing each sea zone, and (Seas of Glory's Module 8) the storm. Drawn from the table's mirror and redrawn
//! when it changes; they are few and cheap.

use super::labels::{Face, Look, MapLabel, MapLabels, Shift};
use super::world;
use crate::games::mm::mirror::{MirrorSet, PortToken, ZoneToken};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use bevy::prelude::*;
use bevy_egui::egui::Color32;

const Z_TOKEN: f32 = 4.0;
/// Over the routes, under the zone markers.
const Z_STORM: f32 = 1.5;
/// The storm cloud's radius, in map units.
const STORM_RADIUS: f32 = 52.0;

#[derive(Component)]
struct BoardToken;

/// The meshes and materials of the tokens, made once: the merchant's sail, the storm's cloud.
type Tokens = (
    Handle<Mesh>,
    Handle<ColorMaterial>,
    Handle<Mesh>,
    Handle<ColorMaterial>,
);

pub(super) fn plugin(app: &mut App) {
    // The board is rebuilt on entering the screen, so the tokens are too.
    app.add_systems(
        OnEnter(Screen::Playing),
        show_tokens.run_if(table_open::<Mm>),
    )
    .add_systems(
        Update,
        show_tokens
            .run_if(in_state(Screen::Playing).and_then(table_open::<Mm>))
            .after(MirrorSet),
    );
}

fn show_tokens(
    mut commands: Commands,
    data: Option<Res<LoadedData<Mm>>>,
    zones: Query<&ZoneToken>,
    ports: Query<&PortToken>,
    changed: Query<(), Or<(Changed<ZoneToken>, Changed<PortToken>)>>,
    old: Query<Entity, With<BoardToken>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: Local<Option<Tokens>>,
    mut labels: ResMut<MapLabels>,
) {
    let Some(data) = data else { return };
    if changed.is_empty() && !old.is_empty() {
        return;
    }
    labels.tokens.clear();
    for e in &old {
        commands.entity(e).despawn();
    }
    let data = &data.0;
    let (sail, grey, cloud, murk) = cache
        .get_or_insert_with(|| {
            (
                meshes.add(Triangle2d::new(
                    Vec2::new(0.0, 0.0),
                    Vec2::new(0.0, 12.0),
                    Vec2::new(8.0, 0.0),
                )),
                materials.add(Color::srgba(0.92, 0.92, 0.88, 0.9)),
                meshes.add(Circle::new(STORM_RADIUS)),
                materials.add(Color::srgba(0.8, 0.82, 0.88, 0.3)),
            )
        })
        .clone();
    for token in &zones {
        let at = world(data.zone(token.zone).at);
        if token.storm {
            // The storm: dark clouds banked over the zone, and its tag.
            for (dx, dy, scale) in [
                (0.0, 0.0, 1.0),
                (-34.0, 14.0, 0.65),
                (36.0, -8.0, 0.7),
                (-18.0, -28.0, 0.55),
                (20.0, 30.0, 0.6),
            ] {
                commands.spawn((
                    Name::new("Storm"),
                    BoardToken,
                    Mesh2d(cloud.clone()),
                    MeshMaterial2d(murk.clone()),
                    Transform::from_translation((at + Vec2::new(dx, dy)).extend(Z_STORM))
                        .with_scale(Vec3::splat(scale)),
                    DespawnOnExit(Screen::Playing),
                ));
            }
            labels.tokens.push(MapLabel {
                at: at + Vec2::new(0.0, -STORM_RADIUS + 8.0),
                text: "STORM".into(),
                sub: None,
                size: 9.5,
                ink: Color32::WHITE,
                face: Face::Sans,
                look: Look::Tag(Color32::from_rgb(40, 44, 64)),
                shift: Shift::Around(at),
            });
        }
        // Where an NPC drawn this round will appear: a brown flag for a naval ship, a black
        // one for a pirate (Module 1's spawn tokens).
        for (i, slot) in token.arrivals.iter().enumerate() {
            let (ink, fill) = if slot.is_pirate() {
                (Color32::WHITE, Color32::from_rgb(30, 30, 30))
            } else {
                (Color32::WHITE, Color32::from_rgb(120, 72, 36))
            };
            labels.tokens.push(MapLabel {
                at: at + Vec2::new(0.0, 22.0 + 13.0 * i as f32),
                text: format!("arrives here: {}", crate::games::mm::words::npc_name(*slot)),
                sub: None,
                size: 9.5,
                ink,
                face: Face::Sans,
                look: Look::Tag(fill),
                shift: Shift::Around(at),
            });
        }
        // MODULE 9: the location token, a tag in its kind's colours below the zone marker.
        if let Some(id) = token.location {
            let kind = data.tokens.locations.token(id).kind;
            let (ink, fill) = location_colours(kind);
            labels.tokens.push(MapLabel {
                at: at + Vec2::new(0.0, -24.0),
                text: crate::games::mm::words::locations::name(data, id),
                sub: None,
                size: 9.5,
                ink,
                face: Face::Sans,
                look: Look::Tag(fill),
                shift: Shift::Around(at),
            });
        }
        if token.merchant {
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
    }
    for token in &ports {
        labels
            .tokens
            .extend(port_labels(data, token.port, token.demand, &token.missions));
        // The home ports of the captains in play, flagged in their seats' colours (Module 1's
        // home-port tokens).
        let port_at = world(data.port(token.port).at);
        for (i, seat) in token.homes.iter().enumerate() {
            let colour = super::SEAT_COLOURS[seat % super::SEAT_COLOURS.len()];
            labels.tokens.push(MapLabel {
                at: port_at + Vec2::new(0.0, 14.0 + 13.0 * i as f32),
                text: format!("home of {}", crate::games::mm::words::seat_name(*seat)),
                sub: None,
                size: 9.5,
                ink: super::fleet::ink_on(colour),
                face: Face::Sans,
                look: Look::Tag(super::colour32(colour)),
                shift: Shift::Around(port_at),
            });
        }
    }
}

/// A location tag's ink and fill, by kind: the honest places in blues and greens, the lawless
/// in dark red and black, the natural in sand.
fn location_colours(kind: crate::content::LocationKind) -> (Color32, Color32) {
    use crate::content::LocationKind as K;
    let fill = match kind {
        K::Missionary => Color32::from_rgb(90, 70, 130),
        K::Natives => Color32::from_rgb(46, 110, 60),
        K::NavalFort => Color32::from_rgb(40, 70, 130),
        K::PirateHaven => Color32::from_rgb(30, 30, 30),
        K::Prison => Color32::from_rgb(120, 40, 36),
        K::Reef => Color32::from_rgb(20, 120, 130),
        K::Town => Color32::from_rgb(130, 90, 40),
        K::TradeStation => Color32::from_rgb(60, 100, 110),
    };
    (Color32::WHITE, fill)
}

/// The tags under a port: the good it wants, then the missions lying there, one under another;
/// each may move around the port if its spot is taken.
pub fn port_labels(
    data: &crate::content::GameData,
    port: crate::content::PortId,
    demand: Option<crate::content::GoodId>,
    missions: &[crate::content::MissionId],
) -> Vec<MapLabel> {
    let port_at = world(data.port(port).at);
    let tag = |text: String, dy: f32, ink: Color32, fill: Color32| MapLabel {
        at: port_at + Vec2::new(0.0, dy),
        text,
        sub: None,
        size: 9.5,
        ink,
        face: Face::Sans,
        look: Look::Tag(fill),
        shift: Shift::Around(port_at),
    };
    let mut out = Vec::new();
    if let Some(good) = demand {
        out.push(tag(
            format!("wants {}", data.good(good).name),
            -16.0,
            Color32::from_rgb(20, 60, 20),
            Color32::from_rgb(196, 230, 170),
        ));
    }
    for (i, m) in missions.iter().enumerate() {
        out.push(tag(
            format!("mission: {}", data.mission(*m).name),
            -30.0 - 13.0 * i as f32,
            Color32::from_rgb(70, 30, 10),
            Color32::from_rgb(240, 214, 160),
        ));
    }
    out
}
