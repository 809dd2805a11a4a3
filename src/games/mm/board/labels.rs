//! Names on the map — seas, ports, the compass letters of each route, the goods ports want —
//! drawn by egui on its background layer, under every panel, in the chart's serif faces. They
//! follow the camera: placed from world positions each frame and sized with the zoom.
//! (Bevy's own text would pull a second text stack, 2 MB of wasm, into the browser build.)

pub use super::label_layout::{Face, Look, MapLabel, Shift, points};
use super::label_layout::{layout, world_size};
use crate::fonts::{chart, chart_italic};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::screen::Screen;
use crate::table::played::table_open;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui::text::{LayoutJob, TextFormat};
use bevy_egui::egui::{self, Color32, FontFamily, FontId, LayerId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// What the map says: `fixed` is set once per game screen (places, routes), `tokens` whenever
/// the public tokens change, `moving` every frame.
#[derive(Resource, Default)]
pub struct MapLabels {
    pub fixed: Vec<MapLabel>,
    pub tokens: Vec<MapLabel>,
    /// Labels that follow moving things, rewritten every frame (an NPC's moves still to sail).
    pub moving: Vec<MapLabel>,
    /// The letters on the ships (a second cue beside their colours), rewritten every frame.
    pub ships: Vec<MapLabel>,
    /// What each move ringed on the map costs (MODULE 8's wind, the storm), rewritten with the
    /// rings.
    pub costs: Vec<MapLabel>,
    /// MODULE 8: the wind rose's name, rewritten with the wind.
    pub rose: Vec<MapLabel>,
    /// Marks on the map that fixed and token labels keep clear of (zone and port markers), in
    /// world units.
    pub obstacles: Vec<Rect>,
}

/// The laid-out centres of the fixed and token labels, and what they were laid out for.
#[derive(Default)]
struct Placed {
    key: u64,
    centres: Vec<Vec2>,
}

/// A fingerprint of the labels the layout depends on.
fn key(labels: &MapLabels) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for l in labels.fixed.iter().chain(&labels.tokens) {
        l.text.hash(&mut h);
        l.sub.hash(&mut h);
        l.at.x.to_bits().hash(&mut h);
        l.at.y.to_bits().hash(&mut h);
        l.size.to_bits().hash(&mut h);
    }
    labels.obstacles.len().hash(&mut h);
    h.finish()
}

/// The family of a face.
pub fn family(face: Face) -> FontFamily {
    match face {
        Face::Sans => FontFamily::Proportional,
        Face::Chart => chart(),
        Face::ChartItalic => chart_italic(),
    }
}

/// The label's letters `points` tall, its second line (if any) smaller and both centred.
fn letters(label: &MapLabel, points: f32, ink: Color32) -> LayoutJob {
    let format = |pts: f32| TextFormat::simple(FontId::new(pts, family(label.face)), ink);
    let mut job = LayoutJob::single_section(label.text.clone(), format(points));
    if let Some(sub) = &label.sub {
        job.append(&format!("\n{sub}"), 0.0, format((points * 0.7).round()));
        job.halign = egui::Align::Center;
    }
    job
}

/// The world sizes of `labels` at the widest zoom, measured with egui's fonts.
pub fn sizes(ctx: &egui::Context, labels: &[&MapLabel]) -> Vec<Vec2> {
    ctx.fonts_mut(|fonts| {
        let mut measure = |l: &MapLabel, pts: f32| {
            let g = fonts.layout_job(letters(l, pts, Color32::WHITE));
            Vec2::new(g.size().x, g.size().y)
        };
        labels.iter().map(|l| world_size(l, &mut measure)).collect()
    })
}

/// Lay the fixed and token labels out, measuring them with egui's fonts.
fn place(ctx: &egui::Context, labels: &MapLabels) -> Vec<Vec2> {
    let all: Vec<&MapLabel> = labels.fixed.iter().chain(&labels.tokens).collect();
    layout(&all, &sizes(ctx, &all), &labels.obstacles)
}

/// Labels smaller than this many points on screen are left out (zoomed far out).
const MIN_POINTS: f32 = 5.0;
const SHADOW: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 220);
const PARCHMENT: Color32 = Color32::from_rgb(244, 232, 200);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MapLabels>()
        .add_systems(OnExit(Screen::Playing), |mut labels: ResMut<MapLabels>| {
            *labels = MapLabels::default();
        })
        .add_systems(
            EguiPrimaryContextPass,
            draw.run_if(in_state(Screen::Playing).and_then(table_open::<Mm>)),
        );
}

/// Where a world point shows in the window, in window pixels from the top left, for a 2D
/// camera at `camera` with orthographic `scale` (world units per pixel) over a window of
/// `window` pixels (logical pixels throughout).
pub fn to_screen(at: Vec2, camera: Vec2, scale: f32, window: Vec2) -> Vec2 {
    let rel = (at - camera) / scale;
    Vec2::new(window.x / 2.0 + rel.x, window.y / 2.0 - rel.y)
}

fn draw(
    mut contexts: EguiContexts,
    labels: Res<MapLabels>,
    mut placed: Local<Placed>,
    camera: Single<(&Transform, &Projection), With<Camera2d>>,
    window: Single<&Window, With<PrimaryWindow>>,
) -> Result {
    let (transform, projection) = *camera;
    let scale = match projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let ctx = contexts.ctx_mut()?;
    // egui's points are the window's pixels only at panel size 100%; the map's names belong to
    // the map, so they are placed and sized in window pixels.
    let per_pixel = window.scale_factor() / ctx.pixels_per_point();
    let painter = ctx.layer_painter(LayerId::background());
    let view = painter.clip_rect().expand(60.0);
    let window = Vec2::new(window.width(), window.height());
    let now = key(&labels);
    if placed.key != now || placed.centres.len() != labels.fixed.len() + labels.tokens.len() {
        placed.centres = place(ctx, &labels);
        placed.key = now;
    }
    let laid = labels
        .fixed
        .iter()
        .chain(&labels.tokens)
        .zip(&placed.centres);
    let free = labels
        .moving
        .iter()
        .chain(&labels.ships)
        .chain(&labels.costs)
        .chain(&labels.rose)
        .map(|l| (l, &l.at));
    for (label, at) in laid.chain(free) {
        let points = points(label.size, scale) * per_pixel;
        let pos = to_screen(*at, transform.translation.truncate(), scale, window) * per_pixel;
        let pos = egui::pos2(pos.x, pos.y);
        if points < MIN_POINTS || !view.contains(pos) {
            continue;
        }
        let galley = painter.layout_job(letters(label, points, label.ink));
        // Centred on `pos` (a centred layout's rows lie either side of its origin).
        let top_left = pos - galley.rect.center().to_vec2();
        let under = |offset: egui::Vec2, colour: Color32| {
            painter.galley_with_override_text_color(top_left + offset, galley.clone(), colour);
        };
        match label.look {
            Look::Shadow => under(egui::vec2(1.0, 1.0), SHADOW),
            // A full ring of parchment, so dark ink reads over sand, coast and route lines.
            Look::Halo => {
                for (x, y) in [
                    (-1.5, 0.0),
                    (1.5, 0.0),
                    (0.0, -1.5),
                    (0.0, 1.5),
                    (-1.0, -1.0),
                    (1.0, -1.0),
                    (-1.0, 1.0),
                    (1.0, 1.0),
                ] {
                    under(egui::vec2(x, y) * per_pixel, PARCHMENT);
                }
            }
            Look::Tag(fill) => {
                let rect = galley
                    .rect
                    .translate(top_left.to_vec2())
                    .expand2(egui::vec2(3.0, 0.5) * per_pixel);
                painter.rect_filled(rect, 3.0, fill);
                painter.rect_stroke(rect, 3.0, (1.0, SHADOW), egui::StrokeKind::Outside);
            }
        }
        painter.galley(top_left, galley, label.ink);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_camera_centre_is_the_window_centre_and_y_points_down() {
        let window = Vec2::new(1280.0, 800.0);
        let camera = Vec2::new(100.0, -50.0);
        assert_eq!(
            to_screen(camera, camera, 0.5, window),
            Vec2::new(640.0, 400.0)
        );
        // 10 world units right and up, at 2 units per pixel: 5 pixels right, 5 up.
        let p = to_screen(camera + Vec2::new(10.0, 10.0), camera, 2.0, window);
        assert_eq!(p, Vec2::new(645.0, 395.0));
    }

    #[test]
    fn labels_follow_the_zoom_by_its_square_root() {
        assert_eq!(points(12.0, 1.0), 12.0);
        // Zoomed in 4x (a quarter of a world unit per point): twice as tall, not four times.
        assert_eq!(points(12.0, 0.25), 24.0);
        assert_eq!(points(12.0, 4.0), 6.0);
    }
}
