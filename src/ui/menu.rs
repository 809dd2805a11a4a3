//! The main menu (continue, new game, save, load or replay, settings, quit) and the
//! data-error screen.

use super::settings::{SettingsOpen, window as settings_window};
use super::slots::{SlotsFor, SlotsOpen};
use crate::games::GameId;
use crate::save::slot::Slot;
use crate::save::{LoadGame, ReplayGame, SaveGame, SaveReaders, SaveStatus, autosave, has_save};
use crate::screen::{DataProblem, Screen};
use crate::settings::{Settings, SettingsProblem};
use crate::table::played::OnTheTable;
use crate::widgets::named::named;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The newcomer took the menu's offer of a guided first game (the game that has one starts
/// it: M&M's guide).
#[derive(Message, Clone, Copy, Debug)]
pub struct GuidedFirstGame;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<GuidedFirstGame>()
        .init_resource::<OnTheTable>()
        .init_resource::<SaveReaders>()
        .init_resource::<SlotsOpen>()
        .init_resource::<ContinueFrom>()
        .add_systems(OnEnter(Screen::Menu), |mut c: ResMut<ContinueFrom>| {
            c.0 = None
        })
        .add_systems(
            EguiPrimaryContextPass,
            (
                main_menu.run_if(in_state(Screen::Menu)),
                data_error.run_if(in_state(Screen::DataError)),
                loading.run_if(in_state(Screen::Loading)),
            ),
        );
}

/// The autosave "Continue" resumes and the newer ones it skipped, found once each time the
/// menu opens (a save is checked by replaying it: too slow for every frame).
#[derive(Resource, Default)]
struct ContinueFrom(Option<Option<(u8, Vec<String>)>>);

fn title(ui: &mut egui::Ui) {
    ui.vertical_centered(|ui| {
        ui.label(
            egui::RichText::new("Spanish Main")
                .size(40.0)
                .strong()
                .color(egui::Color32::from_rgb(90, 50, 20)),
        );
        for &game in GameId::TABLES {
            ui.label(egui::RichText::new(game.tagline()).italics());
        }
    });
    ui.add_space(12.0);
}

fn main_menu(
    mut contexts: EguiContexts,
    table: Res<OnTheTable>,
    status: Res<SaveStatus>,
    mut next: ResMut<NextState<Screen>>,
    mut save: MessageWriter<SaveGame>,
    mut load: MessageWriter<LoadGame>,
    mut exit: MessageWriter<AppExit>,
    mut open: ResMut<SettingsOpen>,
    mut settings: ResMut<Settings>,
    problem: Res<SettingsProblem>,
    (mut slots, readers, mut replay, mut guided, mut from): (
        ResMut<SlotsOpen>,
        Res<SaveReaders>,
        MessageWriter<ReplayGame>,
        MessageWriter<GuidedFirstGame>,
        ResMut<ContinueFrom>,
    ),
    mut commands: Commands,
) -> Result {
    // Once the games' data is loaded (every game here can read its saves).
    if from.0.is_none() && !table.local && readers.covers(GameId::TABLES.len()) {
        let loads = |text: &str| readers.summarize(text).map(|_| ());
        from.0 = Some(autosave::continue_from(crate::save::slot::read, loads));
    }
    let ctx = contexts.ctx_mut()?;
    if open.0 {
        if settings_window(ctx, &mut settings, &problem) {
            open.0 = false;
        }
        return Ok(());
    }
    if slots.open.is_some() {
        super::slots::window(
            ctx,
            &mut slots,
            &readers,
            table.local,
            &mut save,
            &mut load,
            &mut replay,
        );
        return Ok(());
    }
    // With the guide's offer and without, the menu is of two sizes: each keeps its own, or the
    // first frame after the offer goes would lay the buttons out where they were.
    let offer = !settings.guide_offered && !table.local;
    egui::Window::new("menu")
        .id(egui::Id::new(("menu", offer)))
        .title_bar(false)
        .resizable(false)
        .frame(panel_frame())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .fixed_size([320.0, 0.0])
        .show(ctx, |ui| {
            title(ui);
            let wide = |text: &str| {
                egui::Button::new(egui::RichText::new(text).size(18.0))
                    .min_size([300.0, 36.0].into())
            };
            ui.vertical_centered(|ui| {
                let press = |ui: &mut egui::Ui, enabled: bool, text: &str| {
                    let r = ui.add_enabled(enabled, wide(text));
                    named(ui, &r, text);
                    r.clicked()
                };
                // Continue the game in hand (online or here), or else the latest autosave.
                if table.online {
                    if press(ui, true, "Back to the online table") {
                        next.set(Screen::Online);
                    }
                    if press(ui, true, "Leave the online table") {
                        commands.queue(crate::online::leave);
                    }
                } else if table.local {
                    if press(ui, true, "Continue") {
                        next.set(Screen::Playing);
                    }
                } else if let Some(Some((n, skipped))) = &from.0 {
                    if press(ui, true, "Continue") {
                        load.write(LoadGame(Slot::Auto(*n)));
                    }
                    // Said once, in a player's words; the reasons on hover.
                    if !skipped.is_empty() {
                        ui.label(
                            egui::RichText::new(format!(
                                "The newest autosave is damaged: Continue resumes the {}.",
                                autosave::depth(*n)
                            ))
                            .size(12.0)
                            .color(egui::Color32::from_rgb(160, 20, 20)),
                        )
                        .on_hover_text(skipped.join("\n"));
                    }
                }
                if offer {
                    // Once, for a newcomer: a guided first game, or no thanks.
                    ui.group(|ui| {
                        ui.label(egui::RichText::new("New to these waters?").strong());
                        ui.label("Play a first game with a guide: you against one Easy captain, with a hint for every step of the first rounds.");
                        ui.horizontal(|ui| {
                            if crate::widgets::named::button(ui, "Play the guided game", "Play the guided game").clicked() {
                                settings.guide_offered = true;
                                guided.write(GuidedFirstGame);
                            }
                            if crate::widgets::named::button(ui, "No thanks", "No thanks").clicked() {
                                settings.guide_offered = true;
                            }
                        });
                    });
                }
                if press(ui, true, "New game") {
                    next.set(Screen::NewGame);
                }
                if press(ui, true, "Play online") {
                    next.set(Screen::Online);
                }
                if press(ui, table.local, "Save game") {
                    slots.show(SlotsFor::Saving);
                }
                if press(ui, has_save(), "Load game") {
                    slots.show(SlotsFor::Loading);
                }
                if press(ui, true, "Settings") {
                    open.0 = true;
                }
                #[cfg(not(target_arch = "wasm32"))]
                if ui.add(wide("Quit")).clicked() {
                    exit.write(AppExit::Success);
                }
                match &status.0 {
                    Some(Ok(msg)) => {
                        ui.label(
                            egui::RichText::new(msg).color(egui::Color32::from_rgb(30, 100, 30)),
                        );
                    }
                    Some(Err(msg)) => {
                        ui.label(
                            egui::RichText::new(msg).color(egui::Color32::from_rgb(160, 20, 20)),
                        );
                    }
                    None => {}
                }
                if let Some(e) = &problem.0 {
                    ui.label(egui::RichText::new(e).color(egui::Color32::from_rgb(160, 20, 20)));
                }
            });
        });
    let _ = &mut exit;
    Ok(())
}

fn loading(mut contexts: EguiContexts) -> Result {
    egui::Window::new("loading")
        .title_bar(false)
        .frame(panel_frame())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(contexts.ctx_mut()?, |ui| {
            title(ui);
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Charting the Caribbean…");
            });
        });
    Ok(())
}

fn data_error(mut contexts: EguiContexts, problem: Res<DataProblem>) -> Result {
    egui::Window::new("The game data is broken")
        .frame(panel_frame())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(contexts.ctx_mut()?, |ui| {
            let msg = if problem.0.is_empty() {
                "A data file or the map image could not be loaded (see the console)."
            } else {
                &problem.0
            };
            ui.label(egui::RichText::new(msg).color(egui::Color32::from_rgb(160, 20, 20)));
        });
    Ok(())
}
