//! Blackbeard's shortcuts as the shell's overlay lists them, and Esc on its windows: the
//! Port Grid closes first, then the rules (the keys themselves are read where the windows
//! are drawn: `orders`).

use crate::ui::shortcuts::{CloseGameWindow, GameShortcuts, GameWindowOpen};
use bevy::prelude::*;

/// Blackbeard's shortcuts, listed first by the shell's overlay while its table is open.
pub const SHORTCUTS: &[(&str, &str)] = &[
    (
        "1 – 9",
        "Take the order with that number in the Orders panel",
    ),
    (
        "Ctrl+Z",
        "Take back your last choice, where the rules allow",
    ),
    ("R", "The rules in brief and the game's tables"),
    (
        "G",
        "The Port Grid: governors, markers, Safe Havens and Information",
    ),
];

/// Esc closes the Port Grid, then the rules; the shell learns whether one is open.
pub(super) fn windows(
    mut close: MessageReader<CloseGameWindow>,
    mut rules: ResMut<super::rules_help::RulesOpen>,
    mut grid: ResMut<super::port_grid::PortGridOpen>,
    mut open: ResMut<GameWindowOpen>,
    mut listed: ResMut<GameShortcuts>,
) {
    if !std::ptr::eq(listed.0, SHORTCUTS) {
        listed.0 = SHORTCUTS;
    }
    if close.read().count() > 0 {
        if grid.0 {
            grid.0 = false;
        } else {
            rules.open = false;
        }
    }
    let now = rules.open || grid.0;
    if open.0 != now {
        open.0 = now;
    }
}
