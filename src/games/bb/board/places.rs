//! The places of the board a click can mean, the place an order leads to, and where board
//! units land on the screen: a leaf, read by the board and its painter alike.

use bevy_egui::egui::{self, Rect};
use blackbeard::content::{AreaId, BoxId, PortId};
use blackbeard::rules::{Choice, Location};

/// A place on the board a click can mean.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Area(AreaId),
    Port(PortId),
    Transit(BoxId),
}

/// The place an order leads to, if it leads to one.
pub fn place_of(c: &Choice) -> Option<Place> {
    Some(match *c {
        Choice::Move { to, .. } => match to {
            Location::Sea(a) => Place::Area(a),
            Location::Port { port, .. } => Place::Port(port),
            Location::Transit(b) => Place::Transit(b),
        },
        Choice::Deploy { area, .. } => Place::Area(area),
        Choice::Find { port, .. } | Choice::Loot { port, .. } | Choice::AttackPort { port, .. } => {
            Place::Port(port)
        }
        _ => return None,
    })
}

/// Where a rectangle of board units lands on the screen.
pub fn on_screen(r: Rect, scale: f32, offset: egui::Vec2) -> Rect {
    Rect::from_min_max(
        (r.min.to_vec2() * scale + offset).to_pos2(),
        (r.max.to_vec2() * scale + offset).to_pos2(),
    )
}
