//! The table while playing: player boards on the left, orders (the current decision as
//! buttons) on the right, and a menu button.

use super::panel_frame;
use super::player_board::boards;
use crate::board::Viewer;
use crate::rules::{DecisionKind, Phase, SeatKind};
use crate::screen::Screen;
use crate::table::session::{ActiveGame, ChoiceMade, RefusedChoice};
use crate::words::{choice, seat_name};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        table.run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveGame>)),
    );
}

fn table(
    mut contexts: EguiContexts,
    game: Res<ActiveGame>,
    viewer: Res<Viewer>,
    refused: Res<RefusedChoice>,
    mut choices: MessageWriter<ChoiceMade>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let session = &game.session;
    let data = session.data();
    let obs = session.observation(viewer.seat.unwrap_or(0));

    // The player boards stop above the log in the lower left.
    let tall = ctx.content_rect().height() - 300.0;
    egui::Window::new("Captains")
        .frame(panel_frame())
        .anchor(egui::Align2::LEFT_TOP, [8.0, 8.0])
        .resizable(false)
        .collapsible(true)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(tall)
                .show(ui, |ui| boards(ui, data, &obs, &viewer));
        });

    egui::Window::new("Orders")
        .frame(panel_frame())
        .anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0])
        .resizable(false)
        .default_width(260.0)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                if ui.button("☰ Menu").clicked() {
                    next.set(Screen::Menu);
                }
                if session.state().round > 0 {
                    ui.label(format!("Round {}", session.state().round));
                }
            });
            if let Some(card) = obs.current_event {
                let c = &data.event_deck[card.0 as usize];
                ui.label(egui::RichText::new(format!("Event: {}", c.name)).strong())
                    .on_hover_text(&c.text);
                ui.label(egui::RichText::new(&c.text).size(11.0));
            }
            ui.label(format!("Event cards left: {}", obs.event_deck));
            ui.separator();
            let Some(decision) = session.decision() else {
                if let Phase::GameOver { .. } = obs.phase {
                    ui.label(egui::RichText::new("The game is over.").strong());
                    // Only now, with nothing left to hide, the seed that replays this game.
                    ui.label(format!(
                        "Seed of this game: {}",
                        session.state().config.seed
                    ));
                    if ui.button("Back to the menu").clicked() {
                        next.set(Screen::Menu);
                    }
                }
                return;
            };
            let ai = session.state().seat_kind(decision.seat) == SeatKind::RandomAi;
            let heading = match decision.kind {
                DecisionKind::ChooseShip => {
                    format!("{}: choose your ship in secret", seat_name(decision.seat))
                }
                DecisionKind::Port { step } => format!(
                    "{}: {}",
                    seat_name(decision.seat),
                    crate::words::port::step_heading(step)
                ),
                DecisionKind::Action { actions_left } => {
                    format!(
                        "{}: {actions_left} action{} left",
                        seat_name(decision.seat),
                        if actions_left == 1 { "" } else { "s" }
                    )
                }
            };
            ui.label(egui::RichText::new(heading).strong());
            if ai {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("The AI captain is deciding…");
                });
                return;
            }
            if !viewer.answers(session.state(), &decision) {
                ui.label("Waiting for the hand-off.");
                return;
            }
            if matches!(decision.kind, DecisionKind::Action { .. }) {
                ui.label(egui::RichText::new("Click a ringed place on the map, or:").size(11.0));
            }
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    for option in &decision.options {
                        if ui
                            .add(
                                egui::Button::new(
                                    crate::words::port::choice(data, &obs, option)
                                        .unwrap_or_else(|| choice(data, option)),
                                )
                                .min_size([240.0, 26.0].into()),
                            )
                            .clicked()
                        {
                            choices.write(ChoiceMade(*option));
                        }
                    }
                });
            if let Some(why) = &refused.0 {
                ui.label(egui::RichText::new(why).color(egui::Color32::from_rgb(160, 20, 20)));
            }
        });
    Ok(())
}
