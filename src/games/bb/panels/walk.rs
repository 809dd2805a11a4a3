//! What the panels that walk an action step by step share (the Loot's 8.31, the In-Port
//! Activities' 9.41): their window in the encounter room, and the list of steps with the one
//! asked now lit, the ones done greyed.

use bevy_egui::egui::{self, Color32, RichText, Ui};

/// The steps, `now` lit.
pub fn steps<'a>(ui: &mut Ui, texts: impl IntoIterator<Item = &'a str>, now: usize) {
    for (i, text) in texts.into_iter().enumerate() {
        let line = RichText::new(text).size(12.0);
        let line = if i == now {
            line.strong().color(Color32::from_rgb(150, 80, 0))
        } else if i < now {
            line.color(Color32::from_gray(120))
        } else {
            line
        };
        ui.label(line);
    }
}

/// The panel's window in the encounter room (the layout's middle top); `id` is one of the
/// shell's encounter ids, so the layout makes room for it.
pub fn window(
    ctx: &egui::Context,
    layout: &crate::ui::arrange::Layout,
    title: &str,
    id: &str,
    body: impl FnOnce(&mut Ui),
) {
    let place = layout.0.encounter;
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .frame(crate::widgets::panel_frame())
        .fixed_pos(place.min)
        .min_width(place.width().min(crate::layout::ENCOUNTER_MAX))
        .max_width(place.width().min(crate::layout::ENCOUNTER_MAX))
        .max_height(place.height())
        .resizable(false)
        .collapsible(true)
        .show(ctx, body);
}
