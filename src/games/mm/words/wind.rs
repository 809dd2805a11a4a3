//! Words for Seas of Glory's MODULE 8, wind and weather: the spin, what a move costs with it,
//! and the storm token.

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
pub fn event(data: &GameData, e: &GameEvent) -> Option<String> {
    Some(match e {
        GameEvent::StormGathered { zone } => format!(
            "A storm gathers in the {} sea zone: it moves with each spin of the wind.",
            data.zone(*zone).name
        ),
        GameEvent::StormDrifted { from, to } => format!(
            "The storm moves from the {} sea zone to the {} sea zone.",
            data.zone(*from).name,
            data.zone(*to).name
        ),
        GameEvent::StormStruck {
            seat,
            numbered,
            icons,
        } => {
            let mut parts: Vec<String> = numbered
                .iter()
                .map(|l| super::port::location(*l).to_string())
                .collect();
            if *icons > 0 {
                parts.push(format!("{icons} where the captain chooses"));
            }
            if parts.is_empty() {
                format!("{} rides out the storm unharmed.", seat_name(*seat))
            } else {
                format!(
                    "The storm strikes {}: {} hit{} ({}).",
                    seat_name(*seat),
                    parts.len(),
                    if parts.len() == 1 { "" } else { "s" },
                    parts.join(", ")
                )
            }
        }
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

/// MODULE 8: a move into the storm's zone (out of port too) says so, for its label.
pub fn into_storm(obs: &Observation, c: &Choice) -> &'static str {
    match c {
        Choice::Move {
            to: Location::Zone(to),
            ..
        } if obs.storm == Some(*to) => " (into the storm: 3 hits, less SEAMANSHIP)",
        _ => "",
    }
}

/// What a move costs with the wind, for its label: "" when it costs the usual action.
pub fn move_cost(data: &GameData, obs: &Observation, c: &Choice) -> Option<&'static str> {
    Some(match move_price(data, obs, c)? {
        0 => " (free with the wind)",
        2 => " (2 actions against the wind)",
        _ => "",
    })
}

/// What a move at sea costs in actions with the wind (`None`: not a move between zones).
pub fn move_price(data: &GameData, obs: &Observation, c: &Choice) -> Option<u8> {
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
    Some(crate::rules::seas::wind::price(obs.wind, &obs.turn, d))
}
