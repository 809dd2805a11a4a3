//! Words for Seas of Glory's MODULE 10, favors: the log lines of favors gained, spent and lost.

use super::seat_name;
use crate::content::GameData;
use crate::rules::GameEvent;
use crate::rules::protocol::{FavorSource, FavorUse};

/// "1 favor", "3 favors".
pub fn favors(n: u8) -> String {
    format!("{n} favor{}", if n == 1 { "" } else { "s" })
}

/// The log line of a Module 10 event.
pub fn event(data: &GameData, e: &GameEvent) -> Option<String> {
    Some(match e {
        GameEvent::FavorGained { seat, from } => format!(
            "{} gains a favor{}.",
            seat_name(*seat),
            match from {
                FavorSource::Bought => "",
                FavorSource::MissionClaimed => " for claiming a mission",
                FavorSource::MissionCompleted => " for completing a mission",
            }
        ),
        GameEvent::FavorsSpent { seat, count, on } => match on {
            FavorUse::EnterPort(port) => format!(
                "{} calls in {} and is let into {}.",
                seat_name(*seat),
                favors(*count),
                data.port(*port).name
            ),
        },
        GameEvent::FavorsLost { seat, count } => format!(
            "{}'s {} go with the captain.",
            seat_name(*seat),
            favors(*count)
        ),
        _ => return None,
    })
}
