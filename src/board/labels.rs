//! Names on the map — seas, ports, the compass letters of each route, the goods ports want —
//! drawn by egui on its background layer, under every panel, in the chart's serif faces. They
//! follow the camera: placed from world positions each frame and sized with the zoom.
//! (Bevy's own text would pull a second text stack, 2 MB of wasm, into the browser build.)

use crate::fonts::{chart, chart_italic};
use crate::screen::Screen;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui::{self, Color32, FontFamily, FontId, LayerId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// Which face a label uses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Face {
    /// The panels' sans (compass letters, tokens).
    Sans,
    /// Upright serif (ports).
    Chart,
    /// Italic serif (sea zones).
    ChartItalic,
}

/// How a label stands out from what is under it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Look {
    /// Light letters with a dark drop shadow, for the sea.
    Shadow,
    /// Dark ink ringed with parchment, for names over land.
    Halo,
    /// Dark ink on a small tag of this colour, for tokens.
    Tag(Color32),
}

/// A word on the map at a world position, centred there, `size` points tall at zoom 1.
#[derive(Clone, Debug)]
pub struct MapLabel {
    pub at: Vec2,
    pub text: String,
    pub size: f32,
    pub ink: Color32,
    pub face: Face,
    pub look: Look,
}

/// What the map says: `fixed` is set once per game screen (places, routes), `tokens` whenever
/// the public tokens change, `moving` every frame.
#[derive(Resource, Default)]
pub struct MapLabels {
    pub fixed: Vec<MapLabel>,
    pub tokens: Vec<MapLabel>,
    /// Labels that follow moving things, rewritten every frame (an NPC's moves still to sail).
    pub moving: Vec<MapLabel>,
}

/// Labels smaller than this many points on screen are left out (zoomed far out).
const MIN_POINTS: f32 = 5.0;
const SHADOW: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 220);
const PARCHMENT: Color32 = Color32::from_rgb(244, 232, 200);

/// Screen size of a label `size` points tall at zoom 1, at camera `scale`: names grow and
/// shrink with the map, but only by the square root, so they stay readable zoomed out and do
/// not shout zoomed in. Half-point steps, so zooming does not lay out every size in between.
pub fn points(size: f32, scale: f32) -> f32 {
    (size / scale.max(0.01).sqrt() * 2.0).round() / 2.0
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MapLabels>()
        .add_systems(OnExit(Screen::Playing), |mut labels: ResMut<MapLabels>| {
            *labels = MapLabels::default();
        })
        .add_systems(
            EguiPrimaryContextPass,
            draw.run_if(in_state(Screen::Playing)),
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
    for label in labels
        .fixed
        .iter()
        .chain(&labels.tokens)
        .chain(&labels.moving)
    {
        let points = points(label.size, scale) * per_pixel;
        let pos = to_screen(label.at, transform.translation.truncate(), scale, window) * per_pixel;
        let pos = egui::pos2(pos.x, pos.y);
        if points < MIN_POINTS || !view.contains(pos) {
            continue;
        }
        let family = match label.face {
            Face::Sans => FontFamily::Proportional,
            Face::Chart => chart(),
            Face::ChartItalic => chart_italic(),
        };
        let galley =
            painter.layout_no_wrap(label.text.clone(), FontId::new(points, family), label.ink);
        let top_left = egui::Align2::CENTER_CENTER
            .anchor_size(pos, galley.size())
            .min;
        let under = |offset: egui::Vec2, colour: Color32| {
            painter.galley_with_override_text_color(top_left + offset, galley.clone(), colour);
        };
        match label.look {
            Look::Shadow => under(egui::vec2(1.0, 1.0), SHADOW),
            Look::Halo => {
                for (x, y) in [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0)] {
                    under(egui::vec2(x, y), PARCHMENT);
                }
            }
            Look::Tag(fill) => {
                let rect = egui::Rect::from_min_size(top_left, galley.size())
                    .expand2(egui::vec2(3.0, 0.5));
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
