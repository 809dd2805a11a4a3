//! The frames a game's panels are drawn in: an encounter's window in the layout's centre, its
//! scrolling body, and a tooltip beside a list's option. The parchment look shared by every
//! panel.

/// The window of an encounter (a port visit, a raid, a battle): parchment, collapsible, at the
/// top of the centre between the columns, never wider or taller than the layout gives it (its
/// contents scroll: see `encounter_body`).
pub fn encounter_window(
    title: impl Into<bevy_egui::egui::WidgetText>,
    id: &'static str,
    width: f32,
    layout: &super::arrange::Layout,
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
    layout: &super::arrange::Layout,
    contents: impl FnOnce(&mut bevy_egui::egui::Ui) -> R,
) -> R {
    // What is left of the space below here, less the frame's margin.
    let left = layout.0.encounter.max.y - ui.cursor().min.y - 10.0;
    bevy_egui::egui::ScrollArea::vertical()
        .max_height(left.max(60.0))
        .show(ui, contents)
        .inner
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
