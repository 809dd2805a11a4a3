//! The controls of a look back, in the Orders panel while the table shows the past: where it
//! stands, steps back and forward, play at a pace (a replay), and back to the game.

use crate::table::look_back::{Look, Pace};
use crate::table::mirror::TableView;
use bevy::prelude::*;
use bevy_egui::egui;

/// The paces a replay offers.
const PACES: [(f32, &str); 4] = [(0.5, "½×"), (1.0, "1×"), (2.0, "2×"), (4.0, "4×")];

/// The look-back controls; `playing` says whether the past walks on by itself.
pub(super) fn controls(
    ui: &mut egui::Ui,
    view: &TableView,
    (at, of): (usize, usize),
    playing: bool,
    pace: &mut Pace,
    look: &mut MessageWriter<Look>,
) {
    ui.label(egui::RichText::new("Looking back").strong().size(16.0));
    ui.label(format!(
        "Round {}, after choice {at} of {of}. The game waits where it was.",
        view.round
    ));
    ui.add(egui::ProgressBar::new(at as f32 / of.max(1) as f32).desired_height(6.0));
    ui.horizontal(|ui| {
        let mut go = |ui: &mut egui::Ui, text: &str, name: &str, hover: &str, to: Look| {
            if super::named::button(ui, text, name)
                .on_hover_text(hover)
                .clicked()
            {
                look.write(to);
            }
        };
        go(ui, "◀◀", "Look start", "The start of the game", Look::At(0));
        go(ui, "◀", "Look back", "One choice back", Look::Back);
        if playing {
            go(ui, "■ Pause", "Look pause", "Stop here", Look::Play(false));
        } else {
            go(
                ui,
                "▶ Play",
                "Look play",
                "Walk on through the game",
                Look::Play(true),
            );
        }
        go(
            ui,
            "▶|",
            "Look forward",
            "One choice forward, as it happened",
            Look::Forward,
        );
    });
    ui.horizontal(|ui| {
        ui.label("Pace:");
        for (p, name) in PACES {
            if ui.selectable_label(pace.0 == p, name).clicked() {
                pace.0 = p;
            }
        }
    });
    ui.add_space(4.0);
    if super::named::button(
        ui,
        egui::RichText::new("Back to the game").strong(),
        "Look present",
    )
    .clicked()
    {
        look.write(Look::Present);
    }
}
