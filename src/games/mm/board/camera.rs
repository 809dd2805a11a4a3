//! Looking around the board: drag to pan, scroll to zoom, keys too; the view stays on the map.

use super::{MAP_SIZE, location_pos, world};
use crate::games::mm::mirror::{MirrorSet, SeenBy, TableView, Viewer, my_decision};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{Choice, DecisionKind};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
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
        .init_resource::<Glide>()
        .add_systems(OnEnter(Screen::Playing), fit_map.run_if(table_open::<Mm>))
        .add_systems(
            Update,
            (
                pan_and_zoom.run_if(not(egui_wants_any_pointer_input)),
                keys,
                // A resized window frames the map afresh (the panels keep to its edges).
                fit_map.run_if(on_message::<WindowResized>),
                focus
                    .run_if(resource_changed::<SeenBy>.or_else(resource_changed::<Viewer>))
                    .after(MirrorSet),
                glide,
            )
                .chain()
                .run_if(in_state(Screen::Playing).and_then(table_open::<Mm>)),
        );
}

/// World units west of the westmost zone marker kept in view (its name lies beside it).
const WEST_MARGIN: f32 = 100.0;
/// World units kept in view north and south of the northmost and southmost markers.
const NS_MARGIN: f32 = 70.0;

/// Frame every sea zone in the part of the window the panels leave free, the chart reaching
/// the window's right edge (the names keep to the chart: see `map::fixed_labels`).
fn fit_map(
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
    window: Single<&Window>,
    data: Res<LoadedData<Mm>>,
    settings: Res<Settings>,
) {
    let (transform, projection) = &mut *camera;
    let xs = data.0.zones.iter().map(|z| world(z.at).x);
    let (west, east) = xs.fold((f32::MAX, f32::MIN), |(lo, hi), x| (lo.min(x), hi.max(x)));
    // The left column's panels (the captains, the log) in window pixels.
    let scale_ui = settings.ui_scale;
    let laid = crate::layout::regions(
        bevy_egui::egui::vec2(window.width(), window.height()) / scale_ui,
        Default::default(),
    );
    let left = (laid.captains.max.x + crate::layout::MARGIN) * scale_ui;
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

/// Where the camera is gliding to, so that your ship and the places it may sail to stand in
/// the part of the window no panel covers.
#[derive(Resource, Default)]
struct Glide(Option<Vec2>);

/// World units kept between a place to show and the free map's edge.
const FOCUS_MARGIN: f32 = 50.0;

/// On your turn: your ship and every place its orders may sail to, framed in the free map (the
/// window's part between the columns and below the encounter panel) if they are not there.
fn focus(
    camera: Single<(&Transform, &Projection), With<Camera2d>>,
    window: Single<&Window>,
    view: Res<TableView>,
    viewer: Res<Viewer>,
    seen: Res<SeenBy>,
    data: Res<LoadedData<Mm>>,
    layout: Res<crate::layout::Layout>,
    settings: Res<Settings>,
    mut glide: ResMut<Glide>,
) {
    let Some(decision) = my_decision(&view, &viewer, &seen) else {
        return;
    };
    if !matches!(decision.kind, DecisionKind::Action { .. }) {
        return;
    }
    let Some(ship) = seen.0.as_ref().and_then(|o| o.me.ship.as_ref()) else {
        return;
    };
    let data = &*data.0;
    let ship_at = location_pos(data, ship.location);
    let mut places = vec![ship_at];
    places.extend(decision.options.iter().filter_map(|c| match c {
        Choice::Move { to, .. } => Some(location_pos(data, *to)),
        _ => None,
    }));
    let (transform, projection) = *camera;
    let Projection::Orthographic(o) = projection else {
        return;
    };
    let free = layout.0.map;
    let to_world = |p: bevy_egui::egui::Pos2| {
        let px = Vec2::new(p.x, p.y) * settings.ui_scale;
        Vec2::new(
            transform.translation.x + (px.x - window.width() / 2.0) * o.scale,
            transform.translation.y - (px.y - window.height() / 2.0) * o.scale,
        )
    };
    let (a, b) = (to_world(free.left_bottom()), to_world(free.right_top()));
    let inside = |p: Vec2| {
        p.x >= a.x + FOCUS_MARGIN
            && p.x <= b.x - FOCUS_MARGIN
            && p.y >= a.y + FOCUS_MARGIN
            && p.y <= b.y - FOCUS_MARGIN
    };
    if places.iter().all(|p| inside(*p)) {
        return;
    }
    let lo = places.iter().fold(Vec2::MAX, |m, p| m.min(*p));
    let hi = places.iter().fold(Vec2::MIN, |m, p| m.max(*p));
    let span = b - a - Vec2::splat(2.0 * FOCUS_MARGIN);
    // All of them if they fit, else the ship.
    let want = if (hi - lo).cmple(span).all() {
        (lo + hi) / 2.0
    } else {
        ship_at
    };
    let free_centre = (a + b) / 2.0;
    let here = transform.translation.truncate();
    // The free map stays on the chart: past its edge there is only the dark sea around it.
    let half = MAP_SIZE / 2.0;
    let (lo, hi) = (a - here, b - here);
    let keep = |t: f32, lo: f32, hi: f32, half: f32| {
        let (min, max) = (-half - lo, half - hi);
        if min <= max {
            t.clamp(min, max)
        } else {
            (min + max) / 2.0
        }
    };
    let target = here + (want - free_centre);
    glide.0 = Some(Vec2::new(
        keep(target.x, lo.x, hi.x, half.x),
        keep(target.y, lo.y, hi.y, half.y),
    ));
}

/// Seconds a glide takes to cover most of its way.
const GLIDE_SECONDS: f32 = 0.35;

fn glide(
    mut camera: Single<&mut Transform, With<Camera2d>>,
    mut glide: ResMut<Glide>,
    dragging: Res<Dragging>,
    time: Res<Time>,
    settings: Res<Settings>,
) {
    let Some(target) = glide.0 else { return };
    if dragging.0 {
        glide.0 = None;
        return;
    }
    let now = camera.translation.truncate();
    let step = settings
        .animation
        .progress(time.delta_secs(), GLIDE_SECONDS)
        .min(1.0);
    let next = now + (target - now) * step;
    camera.translation.x = next.x;
    camera.translation.y = next.y;
    clamp(&mut camera);
    let reached = camera.translation.truncate().distance(target) < 1.0;
    if reached || camera.translation.truncate().distance(now) < 0.01 && step > 0.0 {
        glide.0 = None;
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
