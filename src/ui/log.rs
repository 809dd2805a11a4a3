//! The game log: every event, in words, newest at the bottom.

use super::panel_frame;
use crate::ai::driver::AiReason;
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::mirror::{MirrorSet, TableView};
use crate::table::session::{ActiveGame, GameEventMsg, GameReset, Rewound};
use crate::words::{event, seat_name};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Lines kept; older ones scroll away.
const KEEP: usize = 400;

/// The lines, each with the number of choices made in the game when it was written (so an
/// undo takes back the lines of the choices it takes back).
#[derive(Resource, Default)]
pub struct GameLog(pub Vec<(usize, Line)>);

/// A line of the log: something that happened, or an AI captain's reason for its next move.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    Event(String),
    Reason(String),
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameLog>()
        .add_message::<AiReason>()
        .add_systems(
            Update,
            record
                .run_if(resource_exists::<ActiveGame>)
                .after(MirrorSet),
        )
        .add_systems(
            EguiPrimaryContextPass,
            show.run_if(in_state(Screen::Playing)),
        );
}

#[allow(clippy::too_many_arguments)]
fn record(
    mut reset: MessageReader<GameReset>,
    mut rewound: MessageReader<Rewound>,
    game: Res<ActiveGame>,
    mut events: MessageReader<GameEventMsg>,
    mut reasons: MessageReader<AiReason>,
    data: Res<LoadedData>,
    view: Res<TableView>,
    mut log: ResMut<GameLog>,
) {
    let step = game.session.choices_made();
    let back = rewound.read().last().copied();
    if reset.read().count() > 0 {
        match back {
            // An undo: the lines of the choices taken back go, the rest stay.
            Some(Rewound(to)) => {
                log.0.retain(|(at, _)| *at <= to);
                log.0
                    .push((to, Line::Event("A choice is taken back.".into())));
            }
            None => {
                log.0.clear();
                log.0.push((
                    step,
                    Line::Event(format!("Round {} — the table is set.", view.round)),
                ));
            }
        }
    }
    // A reason comes before the events its choice causes.
    for AiReason { seat, why } in reasons.read() {
        log.0.push((
            step,
            Line::Reason(format!("{} thinks: {why}", seat_name(*seat))),
        ));
    }
    for GameEventMsg(e) in events.read() {
        if let Some(line) = event(&data.0, e) {
            info!("log: {line}");
            log.0.push((step, Line::Event(line)));
        }
    }
    let excess = log.0.len().saturating_sub(KEEP);
    log.0.drain(..excess);
}

fn show(mut contexts: EguiContexts, log: Res<GameLog>) -> Result {
    egui::Window::new("Log")
        .frame(panel_frame())
        .anchor(egui::Align2::LEFT_BOTTOM, [8.0, -8.0])
        .resizable(false)
        .collapsible(true)
        .fixed_size([318.0, 170.0])
        .show(contexts.ctx_mut()?, |ui| {
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    for (_, line) in &log.0 {
                        match line {
                            Line::Event(text) => {
                                ui.label(egui::RichText::new(text).size(11.5));
                            }
                            Line::Reason(text) => {
                                ui.label(
                                    egui::RichText::new(format!("  → {text}"))
                                        .size(10.5)
                                        .italics()
                                        .weak(),
                                );
                            }
                        }
                    }
                });
        });
    Ok(())
}
