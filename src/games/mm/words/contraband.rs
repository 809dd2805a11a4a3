//! Words for Seas of Glory's MODULE 7: contraband cards by where they are bound, and the log
//! lines of contraband bought, sold and thrown overboard.

use super::seat_name;
use crate::content::GameData;
use crate::rules::GameEvent;

/// MODULE 7: a card held as contraband, by the port it is bound for.
pub fn name(data: &GameData, c: crate::content::CargoCardId) -> String {
    match data.cargo_deck[c.0 as usize].contraband {
        Some(p) => format!("contraband for {}", data.port(p).name),
        None => "contraband".into(),
    }
}

/// The log line of a contraband event; `None` for other events.
pub fn event(e: &GameEvent) -> Option<String> {
    type E = GameEvent;
    Some(match e {
        E::ContrabandBought { seat, count } => format!(
            "{} takes {count} card(s) aboard as contraband (where to is secret).",
            seat_name(*seat)
        ),
        E::ContrabandDumped { seat, count } => format!(
            "Searched by a naval ship, {} throws {count} contraband overboard.",
            seat_name(*seat)
        ),
        E::ContrabandSold { seat, count, gold } => format!(
            "{} sells {count} contraband for {gold} gold.",
            seat_name(*seat)
        ),
        _ => return None,
    })
}
