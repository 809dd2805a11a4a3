//! The settings window (from the main menu): animation pace, AI pace, panel size. Every change
//! applies at once and is kept (`crate::settings`).

use crate::settings::{Pace, Settings, SettingsProblem, UI_SCALES};
use crate::widgets::named::named;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Whether the menu shows the settings instead of its buttons.
#[derive(Resource, Default)]
pub struct SettingsOpen(pub bool);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SettingsOpen>().add_systems(
        EguiPrimaryContextPass,
        apply_panel_size.run_if(resource_changed::<Settings>),
    );
}

/// Panel size is egui's zoom factor.
fn apply_panel_size(mut contexts: EguiContexts, settings: Res<Settings>) -> Result {
    contexts.ctx_mut()?.set_zoom_factor(settings.ui_scale);
    Ok(())
}

fn pace_name(p: Pace) -> &'static str {
    match p {
        Pace::Leisurely => "Leisurely",
        Pace::Normal => "Normal",
        Pace::Brisk => "Brisk",
        Pace::Instant => "Instant",
    }
}

/// The settings window; returns true when the player is done with it.
pub fn window(
    ctx: &egui::Context,
    settings: &mut ResMut<Settings>,
    problem: &SettingsProblem,
) -> bool {
    let mut done = false;
    // Edit a copy, so the resource is marked changed (and stored) only on a real change.
    let mut edit = **settings;
    egui::Window::new("Settings")
        .frame(panel_frame())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            egui::Grid::new("settings")
                .num_columns(2)
                .spacing([14.0, 10.0])
                .show(ui, |ui| {
                    ui.label("Animations");
                    ui.horizontal(|ui| {
                        for p in Pace::ALL {
                            let r = ui.selectable_value(&mut edit.animation, p, pace_name(p));
                            named(ui, &r, &format!("Animations {}", pace_name(p)));
                        }
                    });
                    ui.end_row();
                    ui.label("AI captains");
                    ui.horizontal(|ui| {
                        for p in Pace::ALL {
                            let r = ui.selectable_value(&mut edit.ai, p, pace_name(p));
                            named(ui, &r, &format!("AI captains {}", pace_name(p)));
                        }
                    });
                    ui.end_row();
                    ui.label("Panel size");
                    ui.horizontal(|ui| {
                        for s in UI_SCALES {
                            let name = format!("{:.0}%", s * 100.0);
                            ui.selectable_value(&mut edit.ui_scale, s, name);
                        }
                    });
                    ui.end_row();
                    let level = |ui: &mut egui::Ui, name: &str, v: &mut f32| {
                        ui.label(name);
                        let r = ui.add(
                            egui::Slider::new(v, 0.0..=1.0)
                                .show_value(false)
                                .custom_formatter(|v, _| format!("{:.0}%", v * 100.0)),
                        );
                        named(ui, &r, &format!("Volume {name}"));
                        ui.end_row();
                    };
                    level(ui, "Volume", &mut edit.sound.master);
                    level(ui, "Effects", &mut edit.sound.effects);
                    level(ui, "Sea and wind", &mut edit.sound.ambience);
                    ui.label("");
                    let r = ui.checkbox(&mut edit.sound.mute, "Mute");
                    named(ui, &r, "Mute");
                    ui.end_row();
                });
            if let Some(e) = &problem.0 {
                ui.label(egui::RichText::new(e).color(egui::Color32::from_rgb(160, 20, 20)));
            }
            ui.add_space(6.0);
            done = crate::widgets::named::button(ui, "Done", "Settings done").clicked();
        });
    if edit != **settings {
        **settings = edit;
    }
    done
}
