//! Words for Seas of Glory's MODULE 7: contraband cards by where they are bound, and the log
//! lines of contraband bought, sold and thrown overboard.

use super::seat_name;
use crate::content::GameData;
use crate::rules::{Choice, DecisionKind, GameEvent, Observation};

/// MODULE 7: a card held as contraband, by the port it is bound for.
pub fn name(data: &GameData, c: crate::content::CargoCardId) -> String {
    match data.cargo_deck[c.0 as usize].contraband {
        Some(p) => format!("contraband for {}", data.port(p).name),
        None => "contraband".into(),
    }
}

/// MODULE 7's questions about one's own hold: a card drawn free (which space), a smuggler's
/// hold's card (which is kept); `None` for other choices.
pub fn hold_choice(data: &GameData, obs: &Observation, c: &Choice) -> Option<String> {
    let kind = obs.decision.as_ref().map(|d| d.kind)?;
    let card = |c: crate::content::CargoCardId| &data.good(data.cargo_deck[c.0 as usize].good).name;
    Some(match (kind, c) {
        (DecisionKind::Stow, Choice::TakeCargo(c)) => {
            format!("Stow {} as regular cargo", card(*c))
        }
        (DecisionKind::Stow, Choice::TakeContraband(c)) => {
            format!("Stow {} as {}", card(*c), name(data, *c))
        }
        (DecisionKind::HoldPick, Choice::HideContraband(c)) => format!(
            "The smuggler's hold keeps {} ({})",
            card(*c),
            name(data, *c)
        ),
        _ => return None,
    })
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
