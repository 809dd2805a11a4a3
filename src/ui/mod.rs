//! The shell's egui screens and overlays, for every game: the menus, the new-game screen's
//! row of games, settings, the log, the dice tray, the keyboard's list, the hot-seat hand-off,
//! and the layout regions every game's panels are drawn in. A game's own panels are its
//! plugin's (M&M's: `games::mm::panels`).

pub(crate) mod advice_row;
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
    // The shell's screens and overlays; each game's plugin adds its own panels (M&M's:
    // `games::mm::panels::plugin`).
    app.add_plugins((
        egui_idle::plugin,
        menu::plugin,
        new_game::plugin,
        log::plugin,
        dice_tray::plugin,
        settings::plugin,
        shortcuts::plugin,
        arrange::plugin,
    ));
}

/// The shell's overlays written once over the game, for the game `G` (`crate::shell` adds
/// them for each game): the hot-seat curtain, and what the log and the dice tray take in.
pub(crate) fn for_game<G: crate::table::OnTable>(app: &mut App) {
    app.add_plugins((
        handoff::plugin::<G>,
        log::for_game::<G>,
        dice_tray::for_game::<G>,
    ));
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
