//! The dice tray: every roll tumbles for a moment before its faces settle: skill rolls, long
//! and swivel guns, and the hit-location dice of cannon hits (each labelled with where it
//! lands). Rolls that come together (a battle round's) are thrown one after another.

use crate::content::{DieFace, GameData, HitLocation};
use crate::games::mm::words::battle::{capitalised, guns_name};
use crate::games::mm::words::port::location;
use crate::games::mm::words::{npc_name, seat_name, side_name, skill};
use crate::rules::GameEvent;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
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

/// One throw in the tray: a skill roll, guns firing, or a volley's hit-location dice.
struct TrayRoll {
    title: String,
    faces: Vec<DieFace>,
    /// A word under each die (where a hit lands), if any.
    captions: Vec<String>,
    verdict: String,
    /// How far the tumble has gone: below 0 not yet thrown, 1 settled.
    progress: f32,
}

#[derive(Resource, Default)]
struct Tray(Vec<TrayRoll>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Tray>()
        .add_systems(Update, (catch_rolls, tumble).chain())
        .add_systems(EguiPrimaryContextPass, show.in_set(super::arrange::Panels));
}

fn plural(n: u8, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The hit-location dice of these hits: a numbered die per location, as the hit-location table
/// says, then the success faces, captioned `pick`.
fn hit_dice(
    data: Option<&GameData>,
    numbered: &[HitLocation],
    icons: u8,
    pick: &str,
) -> (Vec<DieFace>, Vec<String>) {
    let number = |l: HitLocation| {
        data.and_then(|d| d.dice.hit_numbers.iter().find(|(_, x)| *x == l))
            .map_or(DieFace::Success, |(n, _)| DieFace::Number(*n))
    };
    let mut faces: Vec<DieFace> = numbered.iter().map(|l| number(*l)).collect();
    let mut captions: Vec<String> = numbered.iter().map(|l| location(*l).into()).collect();
    for _ in 0..icons {
        faces.push(DieFace::Success);
        captions.push(pick.into());
    }
    (faces, captions)
}

/// The tray's throw for an event that rolls dice, if it is one.
fn throw(data: Option<&GameData>, e: &GameEvent) -> Option<TrayRoll> {
    let (title, faces, captions, verdict) = match e {
        GameEvent::DiceRolled {
            by,
            skill: k,
            faces,
            successes,
        } => (
            format!("{} rolls {}", side_name(*by), skill(*k)),
            faces.clone(),
            Vec::new(),
            format!(
                "{} — {}",
                plural(*successes, "success", "successes"),
                if *successes > 0 {
                    "Success!"
                } else {
                    "Failed."
                }
            ),
        ),
        GameEvent::GunsFired {
            seat,
            guns,
            faces,
            successes,
        } => (
            format!("{}'s {} fire", seat_name(*seat), guns_name(*guns)),
            faces.clone(),
            Vec::new(),
            plural(*successes, "hit", "hits"),
        ),
        GameEvent::NpcGunsFired {
            slot,
            guns,
            faces,
            successes,
        } => (
            format!(
                "{}'s {} fire",
                capitalised(&npc_name(*slot)),
                guns_name(*guns)
            ),
            faces.clone(),
            Vec::new(),
            plural(*successes, "hit", "hits"),
        ),
        GameEvent::VolleyRolled {
            side,
            numbered,
            icons,
        } => {
            let (faces, captions) = hit_dice(data, numbered, *icons, "their pick");
            (
                format!("{}'s cannon hits land on", side_name(*side)),
                faces,
                captions,
                plural(numbered.len() as u8 + icons, "hit", "hits"),
            )
        }
        // MODULE 8: the storm token's hits.
        GameEvent::StormStruck {
            seat,
            numbered,
            icons,
        } => {
            let (faces, captions) = hit_dice(data, numbered, *icons, "captain's pick");
            (
                format!("The storm's hits on {} land on", seat_name(*seat)),
                faces,
                captions,
                match numbered.len() as u8 + icons {
                    0 => "No hit: the storm is ridden out.".into(),
                    n => plural(n, "hit", "hits"),
                },
            )
        }
        _ => return None,
    };
    Some(TrayRoll {
        title,
        faces,
        captions,
        verdict,
        progress: 0.0,
    })
}

fn catch_rolls(
    mut events: MessageReader<GameEventMsg<Mm>>,
    mut reset: MessageReader<GameReset>,
    mut tray: ResMut<Tray>,
    data: Option<Res<LoadedData<Mm>>>,
) {
    if reset.read().count() > 0 {
        tray.0.clear();
    }
    let data = data.as_ref().map(|d| &*d.0);
    for GameEventMsg(e) in events.read() {
        // The next turn starts with an empty tray: a turn's dice go when it ends, once they
        // have settled (a storm's at the round's start stay for the turn that follows).
        if matches!(e, GameEvent::TurnEnded { .. }) {
            tray.0.retain(|r| r.progress < 1.0);
            continue;
        }
        let Some(mut roll) = throw(data, e) else {
            continue;
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
    ui.label(&roll.title);
    if roll.progress < 0.0 {
        // Not thrown yet: an empty row keeps the tray from jumping.
        ui.allocate_exact_size([46.0, 52.0].into(), egui::Sense::hover());
        return;
    }
    let tumbling = roll.progress < 1.0;
    ui.horizontal(|ui| {
        for (i, face) in roll.faces.iter().enumerate() {
            ui.vertical(|ui| {
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
                    if let Some(c) = roll.captions.get(i) {
                        ui.small(c);
                    }
                }
            });
        }
    });
    if !tumbling {
        ui.label(egui::RichText::new(&roll.verdict).strong());
    }
}
