//! The controls of a look back, in the Orders panel while the table shows the past: where it
//! stands, steps back, forward by one event or one choice, play at a pace (a replay), and back
//! to the game.

use crate::table::look_back::{Look, Pace};
use bevy::prelude::*;
use bevy_egui::egui;

/// The paces a replay offers.
const PACES: [(f32, &str); 4] = [(0.5, "½×"), (1.0, "1×"), (2.0, "2×"), (4.0, "4×")];

/// Where a look back stands.
pub(crate) struct Walk<'a> {
    /// After this many choices, of so many.
    pub at: (usize, usize),
    /// Whether the past walks on by itself.
    pub playing: bool,
    /// Walking event by event: the last event told, and how many of its choice's are left.
    pub told: Option<(&'a str, usize)>,
    /// What the game calls its round ("Round", "Player-Turn").
    pub round_word: &'static str,
}

/// The look-back controls.
pub(crate) fn controls(
    ui: &mut egui::Ui,
    round: u32,
    walk: Walk,
    pace: &mut Pace,
    look: &mut MessageWriter<Look>,
) {
    let ((at, of), playing) = (walk.at, walk.playing);
    ui.label(egui::RichText::new("Looking back").strong().size(16.0));
    ui.label(format!(
        "{} {round}, after choice {at} of {of}. The game waits where it was.",
        walk.round_word
    ));
    ui.add(egui::ProgressBar::new(at as f32 / of.max(1) as f32).desired_height(6.0));
    ui.horizontal_wrapped(|ui| {
        let mut go = |ui: &mut egui::Ui, text: &str, name: &str, hover: &str, to: Look| {
            if crate::widgets::named::button(ui, text, name)
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
            "▶",
            "Look event",
            "The next event, as it happened",
            Look::Event,
        );
        go(
            ui,
            "▶|",
            "Look forward",
            "One choice forward, as it happened",
            Look::Forward,
        );
    });
    if let Some((told, left)) = walk.told {
        let more = match left {
            0 => "the last of this choice".to_string(),
            1 => "1 more event to this choice".to_string(),
            n => format!("{n} more events to this choice"),
        };
        ui.label(egui::RichText::new(told).strong());
        ui.label(egui::RichText::new(more).size(11.0).italics());
    }
    ui.horizontal_wrapped(|ui| {
        ui.label("Pace:");
        for (p, name) in PACES {
            if ui.selectable_label(pace.0 == p, name).clicked() {
                pace.0 = p;
            }
        }
    });
    ui.add_space(4.0);
    if crate::widgets::named::button(
        ui,
        egui::RichText::new("Back to the game").strong(),
        "Look present",
    )
    .clicked()
    {
        look.write(Look::Present);
    }
}

/// The Undo button of a game's orders, for the human whose decision it is: greyed out with
/// the reason when the rules seal the last choice. Whether it was clicked.
pub(crate) fn undo_button(
    ui: &mut egui::Ui,
    allowed: Result<(), game_core::UndoBlocked>,
    may_undo: bool,
) -> bool {
    let r = ui
        .add_enabled(may_undo, egui::Button::new("← Undo"))
        .on_hover_text("Take back your last choice (Ctrl+Z)");
    let r = match allowed {
        Err(why) => r.on_disabled_hover_text(format!("Nothing to undo: {why}.")),
        Ok(()) => r,
    };
    crate::widgets::named::named(ui, &r, "Undo");
    r.clicked()
}
