//! The dice tray: every skill roll tumbles for a moment before its faces settle.

use super::panel_frame;
use crate::content::{DieFace, Skill};
use crate::rules::GameEvent;
use crate::rules::state::Seat;
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::session::{Busy, GameEventMsg, GameReset};
use crate::words::{seat_name, skill};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Seconds the dice tumble at Normal pace.
const TUMBLE: f32 = 0.9;

struct TrayRoll {
    seat: Seat,
    skill: Skill,
    faces: Vec<DieFace>,
    successes: u8,
    /// How far the tumble has gone: 0 thrown, 1 settled.
    progress: f32,
}

#[derive(Resource, Default)]
struct Tray(Option<TrayRoll>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tray>()
        .add_systems(Update, (catch_rolls, tumble).chain())
        .add_systems(
            EguiPrimaryContextPass,
            show.run_if(in_state(Screen::Playing)),
        );
}

fn catch_rolls(
    mut events: MessageReader<GameEventMsg>,
    mut reset: MessageReader<GameReset>,
    mut tray: ResMut<Tray>,
) {
    if reset.read().count() > 0 {
        tray.0 = None;
    }
    for GameEventMsg(e) in events.read() {
        if let GameEvent::DiceRolled {
            seat,
            skill,
            faces,
            successes,
        } = e
        {
            tray.0 = Some(TrayRoll {
                seat: *seat,
                skill: *skill,
                faces: faces.clone(),
                successes: *successes,
                progress: 0.0,
            });
        }
    }
}

fn tumble(
    time: Res<Time>,
    mut tray: ResMut<Tray>,
    mut busy: ResMut<Busy>,
    mut redraw: MessageWriter<RequestRedraw>,
    settings: Res<Settings>,
) {
    let rolling = match &mut tray.0 {
        Some(roll) if roll.progress < 1.0 => {
            roll.progress += settings.animation.progress(time.delta_secs(), TUMBLE);
            true
        }
        _ => false,
    };
    if busy.rolling != rolling {
        busy.rolling = rolling;
    }
    if rolling {
        redraw.write(RequestRedraw);
    }
}

fn face_text(face: DieFace) -> String {
    match face {
        DieFace::Success => "☠".into(),
        DieFace::Number(n) => n.to_string(),
    }
}

/// A die drawn as a rotated rounded square with its face.
fn die(ui: &mut egui::Ui, face: DieFace, angle: f32, lift: f32) {
    let (rect, _) = ui.allocate_exact_size([46.0, 52.0].into(), egui::Sense::hover());
    let c = rect.center() - egui::vec2(0.0, lift);
    let (s, co) = angle.sin_cos();
    let corners: Vec<egui::Pos2> = [(-17.0, -17.0), (17.0, -17.0), (17.0, 17.0), (-17.0, 17.0)]
        .iter()
        .map(|(x, y)| c + egui::vec2(x * co - y * s, x * s + y * co))
        .collect();
    let success = face == DieFace::Success;
    let fill = if success {
        egui::Color32::from_rgb(250, 244, 225)
    } else {
        egui::Color32::from_rgb(236, 226, 200)
    };
    let p = ui.painter();
    p.add(egui::Shape::convex_polygon(
        corners,
        fill,
        egui::Stroke::new(1.5, egui::Color32::from_rgb(70, 50, 30)),
    ));
    let colour = if success {
        egui::Color32::from_rgb(150, 20, 20)
    } else {
        egui::Color32::from_rgb(40, 30, 20)
    };
    p.text(
        c,
        egui::Align2::CENTER_CENTER,
        face_text(face),
        egui::FontId::proportional(20.0),
        colour,
    );
}

fn show(mut contexts: EguiContexts, tray: Res<Tray>) -> Result {
    let Some(roll) = &tray.0 else {
        return Ok(());
    };
    egui::Window::new("Dice")
        .frame(panel_frame())
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -8.0])
        .show(contexts.ctx_mut()?, |ui| {
            let tumbling = roll.progress < 1.0;
            ui.label(format!(
                "{} rolls {}",
                seat_name(roll.seat),
                skill(roll.skill)
            ));
            ui.horizontal(|ui| {
                for (i, face) in roll.faces.iter().enumerate() {
                    if tumbling {
                        // While tumbling, show changing faces and spin; the real face lands last.
                        let k = (roll.progress * TUMBLE * 14.0) as usize + i * 3;
                        let shown = if k.is_multiple_of(3) {
                            DieFace::Success
                        } else {
                            DieFace::Number((k % 4 + 1) as u8)
                        };
                        let spin = (1.0 - roll.progress) * (6.0 + i as f32);
                        let hop = ((roll.progress * TUMBLE * 9.0 + i as f32).sin().abs())
                            * 10.0
                            * (1.0 - roll.progress);
                        die(ui, shown, spin, hop);
                    } else {
                        die(ui, *face, 0.0, 0.0);
                    }
                }
            });
            if !tumbling {
                let verdict = if roll.successes > 0 {
                    "Success!"
                } else {
                    "Failed."
                };
                ui.label(
                    egui::RichText::new(format!(
                        "{} success{} — {verdict}",
                        roll.successes,
                        if roll.successes == 1 { "" } else { "es" }
                    ))
                    .strong(),
                );
            }
        });
    Ok(())
}
