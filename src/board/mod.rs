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
pub use crate::table::mirror::Viewer;

/// Colours of the players' ships and cubes, by seat.
pub const SEAT_COLOURS: [Color; 4] = [
    Color::srgb(0.80, 0.18, 0.16),
    Color::srgb(0.16, 0.42, 0.80),
    Color::srgb(0.95, 0.78, 0.20),
    Color::srgb(0.30, 0.68, 0.30),
];

/// Names of the seat colours, for text.
pub use crate::words::SEAT_COLOUR_NAMES;

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
}
