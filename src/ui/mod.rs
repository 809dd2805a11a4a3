//! egui overlays: menus, the new-game table, player boards, orders, the log, the dice tray and
//! the hot-seat hand-off.

pub(crate) mod arrange;
pub use arrange::Layout;
pub(crate) mod dice_tray;
pub(crate) mod egui_idle;
pub mod encounter;
pub(crate) mod handoff;
pub(crate) mod linger;
pub(crate) mod log;
pub(crate) mod look_back_panel;
pub(crate) mod menu;
pub(crate) mod new_game;
pub(crate) mod seas_switches;
pub(crate) mod settings;
pub(crate) mod shortcuts;
pub(crate) mod slots;

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
        crate::games::mm::panels::hud::plugin,
        crate::games::mm::panels::port_panel::plugin,
        crate::games::mm::panels::battle_panel::plugin,
        crate::games::mm::panels::event_card::plugin,
        crate::games::mm::panels::raid_panel::plugin,
        log::plugin,
        dice_tray::plugin,
        settings::plugin,
        crate::games::mm::panels::final_screen::plugin,
        shortcuts::plugin,
        crate::games::mm::panels::standings::plugin,
    ));
    app.add_plugins((
        crate::games::mm::panels::rules_window::plugin,
        crate::games::mm::panels::guide::plugin,
        crate::games::mm::panels::location_panel::plugin,
        arrange::plugin,
    ));
}

/// The shell's overlays written once over the game, for the game `G` (each game's plugin
/// adds them for itself): the hot-seat curtain.
pub(crate) fn for_game<G: crate::table::OnTable>(app: &mut App) {
    app.add_plugins(handoff::plugin::<G>);
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
