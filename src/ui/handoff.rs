//! Hot-seat: with two or more humans at the table, the screen shows the public face whenever a
//! decision is another seat's, and the next human's secrets only once they say they are at the
//! screen (each game's mirror decides whose face shows, in the shell's `table::viewer::Viewer`).
//! Written once for every game: a game's plugin adds it for itself.

use crate::screen::Screen;
use crate::table::OnTable;
use crate::table::session::ActiveGame;
use crate::table::viewer::Viewer;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The curtain over a game of `G` played hot-seat.
pub(crate) fn plugin<G: OnTable>(app: &mut App) {
    app.init_resource::<Viewer>().add_systems(
        EguiPrimaryContextPass,
        curtain::<G>.run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveGame<G>>)),
    );
}

fn curtain<G: OnTable>(mut contexts: EguiContexts, mut viewer: ResMut<Viewer>) -> Result {
    let seat_name = G::seat_name;
    if !viewer.hidden {
        return Ok(());
    }
    let Some(seat) = viewer.seat else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    egui::Area::new("handoff-shade".into())
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            ui.painter().rect_filled(
                screen,
                0.0,
                egui::Color32::from_rgba_unmultiplied(8, 16, 24, 235),
            );
            ui.allocate_rect(screen, egui::Sense::click());
        });
    egui::Window::new("Hand-off")
        .order(egui::Order::Tooltip)
        .frame(panel_frame())
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(format!("Pass the screen to {}", seat_name(seat)))
                        .size(22.0)
                        .strong(),
                );
                ui.label("Everyone else, look away: their captain and hold are secret.");
                ui.add_space(8.0);
                if ui
                    .button(
                        egui::RichText::new(format!("I am {} — show my board", seat_name(seat)))
                            .size(16.0),
                    )
                    .clicked()
                    // Enter lifts the curtain as a click does.
                    || ui.input(|i| i.key_pressed(egui::Key::Enter))
                {
                    viewer.hidden = false;
                }
            });
        });
    Ok(())
}
