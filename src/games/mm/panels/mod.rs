//! Merchants & Marauders' panels: the captains' column and the orders (`hud`), the player
//! boards, the port, raid, battle and location windows, the event card, the standings and the
//! final screen, the rules window, the guide and the advice, its new-game form and its keys.
//! Drawn over the shell's layout regions (`crate::ui`); registered here, by M&M's plugin, in the
//! order they were drawn in when the shell registered them (egui lays out among windows shown
//! first in one frame in that order).

pub(crate) mod advice;
pub(crate) mod battle_panel;
pub(crate) mod contraband_row;
pub(crate) mod event_card;
pub(crate) mod final_screen;
pub(crate) mod guide;
pub(crate) mod hud;
pub(crate) mod keys;
pub(crate) mod location_panel;
pub(crate) mod new_game;
pub(crate) mod orders_header;
pub(crate) mod player_board;
pub(crate) mod port_panel;
pub(crate) mod raid_panel;
pub(crate) mod rules_window;
pub(crate) mod seas_switches;
pub(crate) mod standings;

use crate::rules::MerchantsAndMarauders as Mm;
use crate::table::played::table_open;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

/// M&M's panels on the table: drawn while M&M's table is the one open (another game's may be).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct MmPanels;

/// M&M's panels, in their drawing order.
pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        EguiPrimaryContextPass,
        MmPanels
            .in_set(crate::ui::arrange::Panels)
            .run_if(table_open::<Mm>),
    );
    app.add_plugins((
        new_game::plugin,
        hud::plugin,
        port_panel::plugin,
        battle_panel::plugin,
        event_card::plugin,
        raid_panel::plugin,
        final_screen::plugin,
        keys::plugin,
        standings::plugin,
        rules_window::plugin,
        guide::plugin,
        location_panel::plugin,
    ));
}
