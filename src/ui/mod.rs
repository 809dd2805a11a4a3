//! egui overlays: menus, the new-game table, player boards, orders, the log, the dice tray and
//! the hot-seat hand-off.

mod advice;
mod arrange;
pub use arrange::Layout;
mod battle_panel;
mod contraband_row;
mod dice_tray;
mod egui_idle;
mod event_card;
mod final_screen;
mod guide;
mod handoff;
mod hud;
mod linger;
mod location_panel;
mod log;
mod look_back_panel;
mod menu;
pub(crate) mod new_game;
mod player_board;
mod port_panel;
mod raid_panel;
mod rules_window;
mod seas_switches;
mod settings;
mod shortcuts;
mod slots;
mod standings;

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPreUpdateSet, egui};

pub(crate) fn plugin(app: &mut App) {
    crate::widgets::named::enable_from_environment();
    app.add_systems(
        PreUpdate,
        setup_context
            .after(EguiPreUpdateSet::InitContexts)
            .before(EguiPreUpdateSet::BeginPass),
    );
    app.add_plugins((
        egui_idle::plugin,
        menu::plugin,
        new_game::plugin,
        hud::plugin,
        port_panel::plugin,
        battle_panel::plugin,
        event_card::plugin,
        raid_panel::plugin,
        log::plugin,
        handoff::plugin,
        dice_tray::plugin,
        settings::plugin,
        final_screen::plugin,
        shortcuts::plugin,
        standings::plugin,
    ));
    app.add_plugins((
        rules_window::plugin,
        guide::plugin,
        location_panel::plugin,
        arrange::plugin,
    ));
}

/// The parchment look shared by every panel.
/// The window of an encounter (a port visit, a raid, a battle): parchment, collapsible, at the
/// top of the centre between the columns, never wider or taller than the layout gives it (its
/// contents scroll: see `encounter_body`).
pub fn encounter_window(
    title: impl Into<bevy_egui::egui::WidgetText>,
    id: &'static str,
    width: f32,
    layout: &arrange::Layout,
) -> bevy_egui::egui::Window<'static> {
    use bevy_egui::egui;
    let space = layout.0.encounter;
    let width = width.min(space.width());
    egui::Window::new(title)
        .id(id.into())
        .frame(crate::widgets::panel_frame())
        .pivot(egui::Align2::CENTER_TOP)
        .fixed_pos(space.center_top())
        .resizable(false)
        .collapsible(true)
        .min_width(width)
        .max_width(width)
        .max_height(space.height())
}

/// An encounter panel's contents, scrolling when they are taller than its space.
pub fn encounter_body<R>(
    ui: &mut bevy_egui::egui::Ui,
    layout: &arrange::Layout,
    contents: impl FnOnce(&mut bevy_egui::egui::Ui) -> R,
) -> R {
    // What is left of the space below here, less the frame's margin.
    let left = layout.0.encounter.max.y - ui.cursor().min.y - 10.0;
    bevy_egui::egui::ScrollArea::vertical()
        .max_height(left.max(60.0))
        .show(ui, contents)
        .inner
}

/// Each egui context, before its first pass: our fonts (no text is ever laid out without
/// them), dark ink on parchment (egui's light theme), and no Ctrl +/- zoom of egui's own (the
/// panel-size setting is the one way to zoom the panels; plain +/- zoom the map).
fn setup_context(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut ctx in &mut contexts {
        let ctx = ctx.get_mut();
        ctx.set_fonts(crate::fonts::definitions());
        ctx.set_visuals(egui::Visuals::light());
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
    }
}

/// A tooltip opened beside a list's option rather than under the pointer, where it would
/// cover the next options (and swallow a click meant for one): left of it, or right where
/// there is no room.
pub fn tip_beside(
    response: &bevy_egui::egui::Response,
    text: impl Into<bevy_egui::egui::WidgetText>,
) {
    use bevy_egui::egui::{RectAlign, Tooltip};
    let mut tip = Tooltip::for_enabled(response);
    tip.popup = tip
        .popup
        .align(RectAlign::LEFT_START)
        .align_alternatives(&[RectAlign::RIGHT_START, RectAlign::TOP_START]);
    tip.show(|ui| {
        ui.set_max_width(ui.spacing().tooltip_width);
        ui.label(text);
    });
}
