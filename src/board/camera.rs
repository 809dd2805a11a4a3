//! Looking around the board: drag to pan, scroll to zoom, keys too; the view stays on the map.

use super::{MAP_SIZE, world};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::WindowResized;
use bevy_egui::input::egui_wants_any_pointer_input;

const MIN_SCALE: f32 = 0.35;
const MAX_SCALE: f32 = 1.6;

/// Whether the left button has dragged far enough this press to count as a pan, not a click.
#[derive(Resource, Default)]
pub struct Dragging(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dragging>()
        .add_systems(OnEnter(Screen::Playing), fit_map)
        .add_systems(
            Update,
            (
                pan_and_zoom.run_if(not(egui_wants_any_pointer_input)),
                keys,
                // A resized window frames the map afresh (the panels keep to its edges).
                fit_map.run_if(on_message::<WindowResized>),
            )
                .run_if(in_state(Screen::Playing)),
        );
}

/// Screen pixels the player boards and log take on the left at panel size 100%.
const LEFT_PANELS: f32 = 350.0;

/// World units west of the westmost zone marker kept in view (its name lies beside it).
const WEST_MARGIN: f32 = 60.0;
/// World units kept in view north and south of the northmost and southmost markers.
const NS_MARGIN: f32 = 70.0;

/// Frame every sea zone in the part of the window the panels leave free, the chart reaching
/// the window's right edge (the names keep to the chart: see `map::fixed_labels`).
fn fit_map(
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
    window: Single<&Window>,
    data: Res<LoadedData>,
    settings: Res<Settings>,
) {
    let (transform, projection) = &mut *camera;
    let xs = data.0.zones.iter().map(|z| world(z.at).x);
    let (west, east) = xs.fold((f32::MAX, f32::MIN), |(lo, hi), x| (lo.min(x), hi.max(x)));
    let left = LEFT_PANELS * settings.ui_scale;
    let free = (window.width() - left).max(200.0);
    let chart_east = MAP_SIZE.x / 2.0;
    let (west, east) = (west - WEST_MARGIN, east.max(chart_east));
    let ys = data.0.zones.iter().map(|z| world(z.at).y);
    let (south, north) = ys.fold((f32::MAX, f32::MIN), |(lo, hi), y| (lo.min(y), hi.max(y)));
    let scale = ((east - west) / free)
        .max((north - south + 2.0 * NS_MARGIN) / window.height().max(1.0))
        .clamp(MIN_SCALE, MAX_SCALE);
    // The window's right edge on the chart's.
    transform.translation.x = chart_east - window.width() / 2.0 * scale;
    transform.translation.y = 0.0;
    if let Projection::Orthographic(o) = &mut **projection {
        o.scale = scale;
    }
}

fn clamp(transform: &mut Transform) {
    let half = MAP_SIZE / 2.0;
    transform.translation.x = transform.translation.x.clamp(-half.x, half.x);
    transform.translation.y = transform.translation.y.clamp(-half.y, half.y);
}

fn pan_and_zoom(
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    mut dragging: ResMut<Dragging>,
    mut travelled: Local<f32>,
) {
    let (transform, projection) = &mut *camera;
    let Projection::Orthographic(o) = &mut **projection else {
        return;
    };
    if buttons.just_pressed(MouseButton::Left) {
        *travelled = 0.0;
        dragging.0 = false;
    }
    let held = buttons.pressed(MouseButton::Left)
        || buttons.pressed(MouseButton::Right)
        || buttons.pressed(MouseButton::Middle);
    if held && motion.delta != Vec2::ZERO {
        *travelled += motion.delta.length();
        if *travelled > 5.0 || !buttons.pressed(MouseButton::Left) {
            dragging.0 = true;
            transform.translation.x -= motion.delta.x * o.scale;
            transform.translation.y += motion.delta.y * o.scale;
        }
    }
    if scroll.delta.y != 0.0 {
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        o.scale = (o.scale * 0.9_f32.powf(lines)).clamp(MIN_SCALE, MAX_SCALE);
    }
    clamp(transform);
}

fn keys(
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
) {
    let (transform, projection) = &mut *camera;
    let Projection::Orthographic(o) = &mut **projection else {
        return;
    };
    let mut d = Vec2::ZERO;
    for (key, dir) in [
        (KeyCode::ArrowLeft, Vec2::NEG_X),
        (KeyCode::ArrowRight, Vec2::X),
        (KeyCode::ArrowUp, Vec2::Y),
        (KeyCode::ArrowDown, Vec2::NEG_Y),
    ] {
        if keys.pressed(key) {
            d += dir;
        }
    }
    transform.translation += (d * 600.0 * o.scale * time.delta_secs()).extend(0.0);
    if keys.just_pressed(KeyCode::Equal) {
        o.scale = (o.scale * 0.8).clamp(MIN_SCALE, MAX_SCALE);
    }
    if keys.just_pressed(KeyCode::Minus) {
        o.scale = (o.scale * 1.25).clamp(MIN_SCALE, MAX_SCALE);
    }
    clamp(transform);
}
