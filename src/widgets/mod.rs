//! The table shell's widgets, shared by every screen and every game's panels: buttons with
//! names a script can press (`named`), and the parchment frame every panel wears.

pub mod named;

/// The parchment frame every panel of the table wears.
pub fn panel_frame() -> bevy_egui::egui::Frame {
    use bevy_egui::egui::{Color32, CornerRadius, Frame, Margin, Stroke};
    Frame::new()
        .fill(Color32::from_rgba_unmultiplied(244, 232, 200, 240))
        .stroke(Stroke::new(1.5, Color32::from_rgb(107, 85, 50)))
        .corner_radius(CornerRadius::same(6))
        .inner_margin(Margin::same(10))
}
