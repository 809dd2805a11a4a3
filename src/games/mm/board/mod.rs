//! The board on screen: the Caribbean map, zones, ports and routes, ships that sail, the camera,
//! and clicks on the map. It reads the table's mirror (never the session) and changes nothing
//! but by sending choices.

mod backdrop;
mod battle_fx;
mod camera;
mod fleet;
mod hulls;
mod label_layout;
pub(crate) mod labels;
pub(crate) mod map;
pub(crate) mod npc_ships;
mod picking;
mod ships;
pub(crate) mod tokens;
mod wind_rose;

use crate::content::{GameData, LonLat};
use crate::rules::Location;
use bevy::prelude::*;

/// The map image's projection (see `tools/map/bake.mjs`): longitude and latitude ranges and
/// pixels per degree of latitude; longitude is squeezed by cos(17.75°).
const LON_MIN: f32 = -87.0;
const LAT_MAX: f32 = 27.5;
const PX_PER_DEG: f32 = 60.0;
const LON_SQUEEZE: f32 = 0.952_4;
/// The map image's size in pixels (= world units).
pub const MAP_SIZE: Vec2 = Vec2::new(1657.0, 1170.0);

/// Where a point of the real map lies in world space (map centred on the origin, y up).
pub fn world(at: LonLat) -> Vec2 {
    let px = (at.lon - LON_MIN) * PX_PER_DEG * LON_SQUEEZE;
    let py = (LAT_MAX - at.lat) * PX_PER_DEG;
    Vec2::new(px - MAP_SIZE.x / 2.0, MAP_SIZE.y / 2.0 - py)
}

/// Where a location's marker is drawn.
pub fn location_pos(data: &GameData, loc: Location) -> Vec2 {
    match loc {
        Location::Zone(z) => world(data.zone(z).at),
        Location::Port(p) => world(data.port(p).at),
    }
}

/// Whose eyes the screen shows (kept by the table's mirror).
pub use crate::games::mm::mirror::Viewer;

/// Colours of the players' ships and cubes, by seat: red, blue, gold and green from the
/// Okabe–Ito palette, told apart by colour-blind eyes too (and each seat's ships carry its
/// number, its chart lines their own dashes).
pub const SEAT_COLOURS: [Color; 4] = [
    Color::srgb(0.835, 0.369, 0.0),
    Color::srgb(0.0, 0.447, 0.698),
    Color::srgb(0.941, 0.894, 0.259),
    Color::srgb(0.0, 0.620, 0.451),
];

/// A colour as egui takes it (panels and the map's names).
pub fn colour32(c: Color) -> bevy_egui::egui::Color32 {
    let c = c.to_srgba();
    bevy_egui::egui::Color32::from_rgb(
        (c.red * 255.0) as u8,
        (c.green * 255.0) as u8,
        (c.blue * 255.0) as u8,
    )
}

/// Names of the seat colours, for text.
pub use crate::games::mm::words::SEAT_COLOUR_NAMES;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        map::plugin,
        ships::plugin,
        npc_ships::plugin,
        battle_fx::plugin,
        tokens::plugin,
        camera::plugin,
        labels::plugin,
        picking::plugin,
        fleet::plugin,
        backdrop::plugin,
        wind_rose::plugin,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_projection_puts_the_corners_of_the_map_on_the_image_corners() {
        let top_left = world(LonLat {
            lon: -87.0,
            lat: 27.5,
        });
        assert!((top_left - Vec2::new(-MAP_SIZE.x / 2.0, MAP_SIZE.y / 2.0)).length() < 0.01);
        let bottom_right = world(LonLat {
            lon: -58.0,
            lat: 8.0,
        });
        assert!((bottom_right - Vec2::new(MAP_SIZE.x / 2.0, -MAP_SIZE.y / 2.0)).length() < 1.0);
    }

    /// How a colour looks to red-blind (protanopia) and green-blind (deuteranopia) eyes: the
    /// Viénot, Brettel and Mollon (1999) projections in linear RGB.
    fn as_seen(c: Color) -> [[f32; 3]; 2] {
        let l = c.to_linear();
        let (r, g, b) = (l.red, l.green, l.blue);
        let project =
            |m: [[f32; 3]; 3]| m.map(|row| (row[0] * r + row[1] * g + row[2] * b).clamp(0.0, 1.0));
        [
            project([
                [0.112_38, 0.887_62, 0.0],
                [0.112_38, 0.887_62, 0.0],
                [0.004_01, -0.004_01, 1.0],
            ]),
            project([
                [0.290_31, 0.709_69, 0.0],
                [0.290_31, 0.709_69, 0.0],
                [-0.021_97, 0.021_97, 1.0],
            ]),
        ]
    }

    fn apart(a: Color, b: Color) -> f32 {
        let (sa, sb) = (as_seen(a), as_seen(b));
        (0..2)
            .map(|k| {
                // Compared in sRGB, nearer to how far apart they look.
                let to_srgb = |v: [f32; 3]| {
                    let c = Color::linear_rgb(v[0], v[1], v[2]).to_srgba();
                    [c.red, c.green, c.blue]
                };
                let (x, y) = (to_srgb(sa[k]), to_srgb(sb[k]));
                ((x[0] - y[0]).powi(2) + (x[1] - y[1]).powi(2) + (x[2] - y[2]).powi(2)).sqrt()
            })
            .fold(f32::MAX, f32::min)
    }

    // Issue 13, reach and comfort: seats and nations in colour-blind-safe colours. Every two
    // seats, and every two nations, stay apart to red-blind and green-blind eyes.
    #[test]
    fn seat_and_nation_colours_stay_apart_to_colour_blind_eyes() {
        use crate::content::Nation;
        let closest = |cs: &[Color]| {
            let mut min = f32::MAX;
            for i in 0..cs.len() {
                for j in i + 1..cs.len() {
                    min = min.min(apart(cs[i], cs[j]));
                }
            }
            min
        };
        let seats = closest(&SEAT_COLOURS);
        assert!(seats > 0.3, "two seats {seats} apart");
        let nations = [
            Nation::English,
            Nation::French,
            Nation::Spanish,
            Nation::Dutch,
        ];
        for (i, a) in nations.iter().enumerate() {
            for b in &nations[i + 1..] {
                let d = apart(map::nation_colour(*a), map::nation_colour(*b));
                assert!(d > 0.2, "{a:?} and {b:?}: {d}");
            }
        }
        // The old seat colours, which this replaces, ran closer (gold and green).
        let old = [
            Color::srgb(0.80, 0.18, 0.16),
            Color::srgb(0.16, 0.42, 0.80),
            Color::srgb(0.95, 0.78, 0.20),
            Color::srgb(0.30, 0.68, 0.30),
        ];
        assert!(closest(&old) < 0.3);
    }
}
