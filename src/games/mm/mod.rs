//! Merchants & Marauders at the table: what the app adds for this game over the shell (the
//! table, saves, menus, the AI driver and play online, which every game shares). Here so far:
//! the mirror (the rules' state as Bevy entities), the board (the Caribbean, ships, tokens,
//! the camera), its panels (the captains' column, the orders, the port, raid and battle
//! windows, ...) and the words (every name, tip and guide line the panels write).
//!
//! Its rules, data and AI captains are the `merchants` crate (crates/merchants/).

pub mod board;
pub mod mirror;
pub mod panels;
pub mod words;

use crate::content::GameData;
use crate::rules::{GameEvent, MerchantsAndMarauders};
use crate::table::OnTable;
use bevy::prelude::*;

impl OnTable for MerchantsAndMarauders {
    fn told(data: &GameData, event: &GameEvent) -> Option<String> {
        words::event(data, event)
    }

    fn seat_name(seat: crate::rules::Seat) -> String {
        words::seat_name(seat)
    }
}

/// Merchants & Marauders' plugin: the table shell for this game, its mirror and its board.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        crate::table::plugin::<MerchantsAndMarauders>,
        crate::ui::for_game::<MerchantsAndMarauders>,
        mirror::plugin,
        board::plugin,
    ));
}
