//! Words for Seas of Glory's MODULE 8, the wind: the spin, and what a move costs with it.

use super::seat_name;
use crate::content::{Direction, GameData};
use crate::rules::{Choice, GameEvent, Location, Observation};

/// "north", "east"...
pub fn point(d: Direction) -> &'static str {
    match d {
        Direction::N => "north",
        Direction::E => "east",
        Direction::S => "south",
        Direction::W => "west",
    }
}

/// The log line of a Module 8 event.
pub fn event(e: &GameEvent) -> Option<String> {
    Some(match e {
        GameEvent::WindSpun { wind } => format!(
            "The wind blows {}: one move {} is free each turn, the first against it costs 2 \
             actions.",
            point(*wind),
            point(*wind)
        ),
        GameEvent::SailedWithWind { seat } => {
            format!("{} runs before the wind: a free move.", seat_name(*seat))
        }
        GameEvent::SailedAgainstWind { seat } => format!(
            "{} beats against the wind: the move costs 2 actions.",
            seat_name(*seat)
        ),
        _ => return None,
    })
}

/// What a move costs with the wind, for its label: "" when it costs the usual action.
pub fn move_cost(data: &GameData, obs: &Observation, c: &Choice) -> Option<&'static str> {
    let Choice::Move {
        to: Location::Zone(to),
        ..
    } = c
    else {
        return None;
    };
    let Some(Location::Zone(from)) = obs.me.ship.as_ref().map(|s| s.location) else {
        return None;
    };
    let d = data.crossing(from, *to);
    Some(
        match crate::rules::seas::wind::price(obs.wind, &obs.turn, d) {
            0 => " (free with the wind)",
            2 => " (2 actions against the wind)",
            _ => "",
        },
    )
}
