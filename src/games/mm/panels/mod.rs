//! Merchants & Marauders' panels: the captains' column and the orders (`hud`), the player
//! boards, the port, raid, battle and location windows, the event card, the standings and the
//! final screen, the rules window, the guide and the advice. Drawn over the shell's layout
//! regions (`crate::ui`); registered, for now, in the shell's order of panels (`ui::plugin`,
//! whose order is the order they are drawn in).

pub(crate) mod advice;
pub(crate) mod battle_panel;
pub(crate) mod contraband_row;
pub(crate) mod event_card;
pub(crate) mod final_screen;
pub(crate) mod guide;
pub(crate) mod hud;
pub(crate) mod location_panel;
pub(crate) mod player_board;
pub(crate) mod port_panel;
pub(crate) mod raid_panel;
pub(crate) mod rules_window;
pub(crate) mod standings;
