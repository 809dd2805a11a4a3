//! The dice tray: every roll tumbles for a moment before its faces settle (in M&M: skill
//! rolls, long and swivel guns, and the hit-location dice of cannon hits, each labelled with
//! where it lands). Rolls that come together (a battle round's) are thrown one after another.
//! Which events throw which dice is the game's to say (`OnTable::thrown`).

use crate::settings::Settings;
use crate::table::OnTable;
use crate::table::assets::LoadedData;
use crate::table::cues::{Die, Throw};
use crate::table::session::{Busy, GameEventMsg, GameReset};
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Seconds the dice tumble at Normal pace.
const TUMBLE: f32 = 0.9;
/// How far (in tumbles) each roll of a batch is thrown after the one before.
const STAGGER: f32 = 0.35;
/// The most rolls the tray shows at once (a battle round throws up to four).
const SHOWN: usize = 4;

/// One throw in the tray, and how far it has tumbled.
struct TrayRoll {
    throw: Throw,
    /// How far the tumble has gone: below 0 not yet thrown, 1 settled.
    progress: f32,
}

#[derive(Resource, Default)]
struct Tray(Vec<TrayRoll>);

/// The rolls are caught in this set, before they tumble.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
struct Catch;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Tray>()
        .add_systems(Update, tumble.after(Catch))
        .add_systems(EguiPrimaryContextPass, show.in_set(super::arrange::Panels));
}

/// The rolls of the game `G` (each game's plugin adds it for itself).
pub(crate) fn for_game<G: OnTable>(app: &mut App) {
    app.add_systems(Update, catch_rolls::<G>.in_set(Catch));
}

fn catch_rolls<G: OnTable>(
    mut events: MessageReader<GameEventMsg<G>>,
    mut reset: MessageReader<GameReset>,
    mut tray: ResMut<Tray>,
    data: Option<Res<LoadedData<G>>>,
) {
    if reset.read().count() > 0 {
        tray.0.clear();
    }
    for GameEventMsg(e) in events.read() {
        // The next turn starts with an empty tray: a turn's dice go when it ends, once they
        // have settled (a storm's at the round's start stay for the turn that follows).
        if G::ends_turn(e) {
            tray.0.retain(|r| r.progress < 1.0);
            continue;
        }
        let Some(throw) = data.as_ref().and_then(|d| G::thrown(&d.0, e)) else {
            continue;
        };
        let mut roll = TrayRoll {
            throw,
            progress: 0.0,
        };
        // A fresh batch once everything shown has settled; otherwise thrown after the last.
        if tray.0.iter().all(|r| r.progress >= 1.0) {
            tray.0.clear();
        }
        if tray.0.len() == SHOWN {
            tray.0.remove(0);
        }
        let last = tray.0.last().map_or(0.0, |r| r.progress.min(0.0));
        roll.progress = if tray.0.is_empty() {
            0.0
        } else {
            last - STAGGER
        };
        tray.0.push(roll);
    }
}

fn tumble(
    time: Res<Time>,
    mut tray: ResMut<Tray>,
    mut busy: ResMut<Busy>,
    mut redraw: MessageWriter<RequestRedraw>,
    settings: Res<Settings>,
) {
    let step = settings.animation.progress(time.delta_secs(), TUMBLE);
    let mut rolling = false;
    for roll in tray.0.iter_mut().filter(|r| r.progress < 1.0) {
        roll.progress = (roll.progress + step).min(1.0);
        rolling = true;
    }
    if busy.rolling != rolling {
        busy.rolling = rolling;
    }
    if rolling {
        redraw.write(RequestRedraw);
    }
}

/// A die drawn as a rotated rounded square with its face.
fn die(ui: &mut egui::Ui, face: &Die, angle: f32, lift: f32) {
    let (rect, _) = ui.allocate_exact_size([46.0, 52.0].into(), egui::Sense::hover());
    let c = rect.center() - egui::vec2(0.0, lift);
    let (s, co) = angle.sin_cos();
    let corners: Vec<egui::Pos2> = [(-17.0, -17.0), (17.0, -17.0), (17.0, 17.0), (-17.0, 17.0)]
        .iter()
        .map(|(x, y)| c + egui::vec2(x * co - y * s, x * s + y * co))
        .collect();
    let success = face.marked;
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
        &face.face,
        egui::FontId::proportional(20.0),
        colour,
    );
}

fn show(
    mut contexts: EguiContexts,
    tray: Res<Tray>,
    layout: Res<super::arrange::Layout>,
) -> Result {
    if tray.0.is_empty() {
        return Ok(());
    }
    // At the foot of the centre, between the columns (`layout`).
    let place = layout.0.bottom;
    egui::Window::new(super::arrange::TRAY)
        .id(super::arrange::TRAY.into())
        .frame(panel_frame())
        .title_bar(false)
        .resizable(false)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos(place.center_bottom())
        .max_width(place.width())
        .show(contexts.ctx_mut()?, |ui| {
            for (n, roll) in tray.0.iter().enumerate() {
                if n > 0 {
                    ui.separator();
                }
                show_roll(ui, roll);
            }
        });
    Ok(())
}

fn show_roll(ui: &mut egui::Ui, roll: &TrayRoll) {
    let throw = &roll.throw;
    ui.label(&throw.title);
    if roll.progress < 0.0 {
        // Not thrown yet: an empty row keeps the tray from jumping.
        ui.allocate_exact_size([46.0, 52.0].into(), egui::Sense::hover());
        return;
    }
    let tumbling = roll.progress < 1.0;
    ui.horizontal(|ui| {
        for (i, face) in throw.dice.iter().enumerate() {
            ui.vertical(|ui| {
                if tumbling {
                    // While tumbling, show changing faces and spin; the real face lands last.
                    let k = (roll.progress * TUMBLE * 14.0) as usize + i * 3;
                    let shown = throw
                        .sides
                        .get(k % throw.sides.len().max(1))
                        .unwrap_or(face);
                    let spin = (1.0 - roll.progress) * (6.0 + i as f32);
                    let hop = ((roll.progress * TUMBLE * 9.0 + i as f32).sin().abs())
                        * 10.0
                        * (1.0 - roll.progress);
                    die(ui, shown, spin, hop);
                } else {
                    die(ui, face, 0.0, 0.0);
                    if let Some(c) = throw.captions.get(i) {
                        ui.small(c);
                    }
                }
            });
        }
    });
    if !tumbling {
        ui.label(egui::RichText::new(&throw.verdict).strong());
    }
}
