//! The new-game table: 2 to 4 seats, each Human or Random AI, and a seed.

use super::panel_frame;
use super::text::seat_name;
use crate::app::Screen;
use crate::rules::plugin::{StartGame, StartProblem};
use crate::rules::{GameConfig, SeatKind};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

#[derive(Resource)]
struct Form {
    seats: Vec<SeatKind>,
    seed: String,
    problem: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::NewGame), fresh_form)
        .add_systems(
            EguiPrimaryContextPass,
            new_game.run_if(in_state(Screen::NewGame)),
        );
}

fn fresh_form(mut commands: Commands, time: Res<Time<Real>>) {
    // A different table each time: the seed comes from how long the app has run.
    let seed = time.elapsed().as_nanos() as u64 % 1_000_000;
    commands.insert_resource(Form {
        seats: vec![SeatKind::Human, SeatKind::RandomAi],
        seed: seed.to_string(),
        problem: None,
    });
}

fn new_game(
    mut contexts: EguiContexts,
    mut form: ResMut<Form>,
    problem: Res<StartProblem>,
    mut start: MessageWriter<StartGame>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    egui::Window::new("New game")
        .frame(panel_frame())
        .resizable(false)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(contexts.ctx_mut()?, |ui| {
            let mut count = form.seats.len();
            ui.horizontal(|ui| {
                ui.label("Captains:");
                for n in 2..=4 {
                    ui.selectable_value(&mut count, n, n.to_string());
                }
            });
            form.seats.resize(count, SeatKind::RandomAi);
            ui.separator();
            egui::Grid::new("seats").num_columns(3).show(ui, |ui| {
                for (i, kind) in form.seats.iter_mut().enumerate() {
                    ui.label(seat_name(i));
                    ui.selectable_value(kind, SeatKind::Human, "Human");
                    ui.selectable_value(kind, SeatKind::RandomAi, "Random AI");
                    ui.end_row();
                }
            });
            ui.separator();
            ui.horizontal(|ui| {
                ui.label("Seed:");
                ui.text_edit_singleline(&mut form.seed);
            });
            if let Some(p) = form.problem.as_ref().or(problem.0.as_ref()) {
                ui.label(egui::RichText::new(p).color(egui::Color32::from_rgb(160, 20, 20)));
            }
            ui.horizontal(|ui| {
                if ui.button("Back").clicked() {
                    next.set(Screen::Menu);
                }
                if ui
                    .button(egui::RichText::new("Set sail").strong())
                    .clicked()
                {
                    match form.seed.trim().parse::<u64>() {
                        Ok(seed) => {
                            form.problem = None;
                            start.write(StartGame(GameConfig {
                                seats: form.seats.clone(),
                                seed,
                                max_rounds: None,
                            }));
                        }
                        Err(_) => {
                            form.problem = Some(format!(
                                "\"{}\" is not a seed (a whole number)",
                                form.seed.trim()
                            ))
                        }
                    }
                }
            });
        });
    Ok(())
}
