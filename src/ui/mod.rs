//! egui overlays: menus, the new-game table, player boards, orders, the log, the dice tray and
//! the hot-seat hand-off.

mod dice_tray;
mod egui_idle;
pub mod fonts;
mod handoff;
mod hud;
mod log;
mod menu;
mod new_game;
mod player_board;
mod settings;
pub mod text;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(bevy_egui::EguiPrimaryContextPass, parchment_style);
    app.add_plugins((
        egui_idle::plugin,
        fonts::plugin,
        menu::plugin,
        new_game::plugin,
        hud::plugin,
        log::plugin,
        handoff::plugin,
        dice_tray::plugin,
        settings::plugin,
    ));
}

/// The parchment look shared by every panel.
pub fn panel_frame() -> bevy_egui::egui::Frame {
    use bevy_egui::egui::{Color32, CornerRadius, Frame, Margin, Stroke};
    Frame::new()
        .fill(Color32::from_rgba_unmultiplied(244, 232, 200, 240))
        .stroke(Stroke::new(1.5, Color32::from_rgb(107, 85, 50)))
        .corner_radius(CornerRadius::same(6))
        .inner_margin(Margin::same(10))
}

/// Dark ink on parchment: egui's light theme, set once.
fn parchment_style(mut contexts: bevy_egui::EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_visuals(bevy_egui::egui::Visuals::light());
    *done = true;
    Ok(())
}
