//! The save slots, from the main menu: to save into (a slot per line, with what it holds) or
//! to load from and replay (the save slots, then the autosaves). Each line says when it was
//! saved, the round, the captains and whether the game is over.

use crate::save::autosave::AUTOSAVES;
use crate::save::slot::{self, GAME_SLOTS, Slot};
use crate::save::summary::Summary;
use crate::save::{LoadGame, ReplayGame, SaveGame, SaveReaders};
use crate::widgets::named::button;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::egui;

/// What the slots window is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotsFor {
    Saving,
    Loading,
}

/// The slots window, if open, with what each slot holds (read once when it opens, and again
/// after a save).
#[derive(Resource, Default)]
pub struct SlotsOpen {
    pub open: Option<SlotsFor>,
    seen: Vec<(Slot, Option<Result<Summary, String>>)>,
}

impl SlotsOpen {
    pub fn show(&mut self, what: SlotsFor) {
        self.open = Some(what);
        self.seen.clear();
    }
}

/// The slots a window lists: the save slots, and for loading the autosaves.
fn listed(what: SlotsFor) -> Vec<Slot> {
    let mut slots: Vec<Slot> = (1..=GAME_SLOTS).map(Slot::Game).collect();
    if what == SlotsFor::Loading {
        slots.extend((0..AUTOSAVES).map(Slot::Auto));
    }
    slots
}

/// What a slot holds: nothing, a game described, or why it cannot be read.
fn read(slot: Slot, readers: &SaveReaders) -> Option<Result<Summary, String>> {
    if !slot::has(slot) {
        return None;
    }
    Some(slot::read(slot).and_then(|text| readers.summarize(&text)))
}

fn title(slot: Slot) -> String {
    match slot {
        Slot::Game(n) => format!("Slot {n}"),
        // Each autosave keeps its own depth: this turn, this round, the round before.
        Slot::Auto(n) => match n {
            crate::save::autosave::TURN => "Autosave: this turn".into(),
            crate::save::autosave::ROUND => "Autosave: this round".into(),
            _ => "Autosave: round before".into(),
        },
        _ => String::new(),
    }
}

/// The window, while open.
pub(crate) fn window(
    ctx: &egui::Context,
    slots: &mut SlotsOpen,
    readers: &SaveReaders,
    local_game: bool,
    save: &mut MessageWriter<SaveGame>,
    load: &mut MessageWriter<LoadGame>,
    replay: &mut MessageWriter<ReplayGame>,
) {
    let Some(what) = slots.open else {
        return;
    };
    if slots.seen.is_empty() {
        slots.seen = listed(what)
            .into_iter()
            .map(|s| (s, read(s, readers)))
            .collect();
    }
    let mut close = false;
    let heading = match what {
        SlotsFor::Saving => "Save the game",
        SlotsFor::Loading => "Load or replay a game",
    };
    egui::Window::new(heading)
        // One size remembered for each: the loading rows hold two buttons, the saving rows one.
        .id(egui::Id::new(("slots", heading)))
        .frame(panel_frame())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .min_width(560.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(600.0)
                .show(ui, |ui| {
                    egui::Grid::new("slot_grid")
                        .striped(true)
                        .spacing([12.0, 8.0])
                        .show(ui, |ui| {
                            for (slot, held) in &slots.seen {
                                ui.label(egui::RichText::new(title(*slot)).strong());
                                match held {
                                    None => {
                                        ui.label(egui::RichText::new("empty").weak());
                                    }
                                    Some(Err(e)) => {
                                        // Once in a player's words; the technical reason
                                        // below it, small, for a bug report.
                                        ui.vertical(|ui| {
                                            ui.set_max_width(380.0);
                                            ui.label(
                                                egui::RichText::new(
                                                    "Damaged: this save cannot be loaded",
                                                )
                                                .color(egui::Color32::from_rgb(160, 20, 20)),
                                            );
                                            ui.label(egui::RichText::new(e).size(10.0).weak());
                                        });
                                    }
                                    Some(Ok(s)) => {
                                        ui.vertical(|ui| {
                                            ui.set_min_width(380.0);
                                            let when = s.saved.as_deref().unwrap_or("date unknown");
                                            let over = if s.over { " · game over" } else { "" };
                                            ui.label(format!(
                                                "{} · {} {} · {when}{over}",
                                                s.game.title(),
                                                s.game.round_word(),
                                                s.round
                                            ));
                                            for c in &s.captains {
                                                let line = egui::RichText::new(c).size(11.0);
                                                ui.add(
                                                    egui::Label::new(line)
                                                        .wrap_mode(egui::TextWrapMode::Extend),
                                                );
                                            }
                                        });
                                    }
                                }
                                ui.horizontal(|ui| {
                                    let name = title(*slot);
                                    match (what, slot) {
                                        (SlotsFor::Saving, Slot::Game(n)) => {
                                            let label = if held.is_some() {
                                                "Overwrite"
                                            } else {
                                                "Save here"
                                            };
                                            if button(ui, label, &format!("Save in {name}"))
                                                .clicked()
                                                && local_game
                                            {
                                                save.write(SaveGame(*n));
                                                slots.open = None;
                                                close = true;
                                            }
                                        }
                                        (SlotsFor::Loading, _) => {
                                            let good = matches!(held, Some(Ok(_)));
                                            let r = ui.add_enabled(good, egui::Button::new("Load"));
                                            crate::widgets::named::named(
                                                ui,
                                                &r,
                                                &format!("Load {name}"),
                                            );
                                            if r.clicked() {
                                                load.write(LoadGame(*slot));
                                                close = true;
                                            }
                                            let can = matches!(held, Some(Ok(s)) if s.replayable);
                                            let r = ui
                                                .add_enabled(can, egui::Button::new("Replay"))
                                                .on_hover_text("Watch the game from its start");
                                            crate::widgets::named::named(
                                                ui,
                                                &r,
                                                &format!("Replay {name}"),
                                            );
                                            if r.clicked() {
                                                replay.write(ReplayGame(*slot));
                                                close = true;
                                            }
                                        }
                                        _ => {}
                                    }
                                });
                                ui.end_row();
                            }
                        });
                });
            ui.add_space(6.0);
            if button(ui, "Back", "Slots back").clicked() {
                close = true;
            }
        });
    if close {
        slots.open = None;
    }
}
