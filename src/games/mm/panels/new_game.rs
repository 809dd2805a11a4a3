//! Merchants & Marauders' new-game table, under the shell's row of games (`ui::new_game`):
//! 2 to 4 seats, each Human or an AI captain, the AI's and the undo's options, the Seas of
//! Glory switches and (an advanced option) a seed; online, the turn timer too.
//! Left empty, the seed is 64 random bits from the operating system: whoever knew the seed could
//! replay setup and read every secret, so it is never shown while the game is played.

use crate::content::Switches;
use crate::games::GameId;
use crate::games::mm::words::seat_name;
use crate::online::OnlineForm;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{AiLevel, AiStyle, GameConfig, SeatKind};
use crate::screen::Screen;
use crate::table::session::{StartGame, StartProblem};
use crate::ui::new_game::{ChosenGame, game_row, seed_from};
use crate::widgets::named::named;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

#[derive(Resource)]
struct Form {
    seats: Vec<SeatKind>,
    seed: String,
    /// AI captains steer NPC ships in combat (only offered with an AI at the table).
    ai_steers_npcs: bool,
    /// Every human agrees that humans may take back choices (only asked with two or more).
    undo_among_humans: bool,
    /// The Seas of Glory modules and variants chosen.
    seas: Switches,
    problem: Option<String>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::NewGame), fresh_form)
        .add_systems(
            EguiPrimaryContextPass,
            new_game
                .run_if(in_state(Screen::NewGame))
                .run_if(|chosen: Res<ChosenGame>| chosen.0 == GameId::Merchants),
        );
}

fn fresh_form(mut commands: Commands) {
    commands.insert_resource(Form {
        seats: vec![SeatKind::Human, NORMAL],
        seed: String::new(),
        ai_steers_npcs: false,
        undo_among_humans: false,
        seas: Default::default(),
        problem: None,
    });
}

/// The AI captain a new seat gets: Normal, playing the opportunist.
const NORMAL: SeatKind = SeatKind::Ai {
    level: AiLevel::Normal,
    style: AiStyle::Opportunist,
};

fn new_game(
    mut contexts: EguiContexts,
    mut form: ResMut<Form>,
    problem: Res<StartProblem>,
    mut start: MessageWriter<StartGame<Mm>>,
    mut next: ResMut<NextState<Screen>>,
    (mut online, mut open): (ResMut<OnlineForm>, MessageWriter<crate::online::OpenTable>),
    mut chosen: ResMut<ChosenGame>,
) -> Result {
    // As wide as a seat row with its style list, so choosing an AI seat (which adds the list)
    // does not resize the window and slide every button under the pointer.
    let title = match &online.server {
        Some(server) => format!("New table online at {server}"),
        None => "New game".into(),
    };
    egui::Window::new(title)
        .id(egui::Id::new("new game"))
        .frame(panel_frame())
        .min_width(510.0)
        .resizable(false)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(contexts.ctx_mut()?, |ui| {
            game_row(ui, &mut chosen);
            ui.separator();
            let mut count = form.seats.len();
            ui.horizontal(|ui| {
                ui.label("Captains:");
                for n in 2..=4 {
                    ui.selectable_value(&mut count, n, n.to_string());
                }
            });
            form.seats.resize(count, NORMAL);
            ui.separator();
            egui::Grid::new("seats").num_columns(7).show(ui, |ui| {
                for (i, kind) in form.seats.iter_mut().enumerate() {
                    seat_row(ui, i, kind);
                    ui.end_row();
                }
            });
            ui.separator();
            let any_ai = form.seats.iter().any(|k| k.is_ai());
            if !any_ai {
                form.ai_steers_npcs = false;
            }
            let r = ui
                .add_enabled(
                    any_ai,
                    egui::Checkbox::new(
                        &mut form.ai_steers_npcs,
                        "AI captains steer NPC ships in battle",
                    ),
                )
                .on_hover_text(
                    "When an NPC ship fights a captain, an AI captain decides for the NPC. \
                     Otherwise the player to the fighting captain's left steers the NPC.",
                )
                .on_disabled_hover_text("Only with at least one AI captain at the table.");
            named(ui, &r, "AI steers NPCs");
            let humans = form.seats.iter().filter(|k| **k == SeatKind::Human).count();
            if humans < 2 {
                form.undo_among_humans = false;
            }
            let r = ui
                .add_enabled(
                    humans >= 2,
                    egui::Checkbox::new(&mut form.undo_among_humans, "Humans may undo"),
                )
                .on_hover_text(
                    "Every human at the table agrees that a player may take back their own \
                     choices since the last roll, card or turn.",
                )
                .on_disabled_hover_text(
                    "A lone human may always undo; with two or more, all must agree here.",
                );
            named(ui, &r, "Humans may undo");
            ui.separator();
            crate::games::mm::panels::seas_switches::section(ui, &mut form.seas);
            ui.separator();
            ui.horizontal(|ui| {
                ui.label("Seed:");
                let r = ui.add(egui::TextEdit::singleline(&mut form.seed).hint_text("random"));
                named(ui, &r, "Seed");
            });
            if online.server.is_some() {
                ui.horizontal(|ui| {
                    ui.label("Turn timer (seconds):");
                    let r = ui.add(
                        egui::TextEdit::singleline(&mut online.turn_seconds)
                            .desired_width(80.0)
                            .hint_text("none"),
                    );
                    named(ui, &r, "Turn timer");
                })
                .response
                .on_hover_text(
                    "A decision left this long is answered by the server as a Normal captain                      would. Empty: the table waits as long as it must (a game over a week).",
                );
            }
            if let Some(p) = form.problem.as_ref().or(problem.0.as_ref()) {
                ui.label(egui::RichText::new(p).color(egui::Color32::from_rgb(160, 20, 20)));
            }
            if let Some(server) = online.server.clone() {
                ui.horizontal(|ui| {
                    if ui.button("Back").clicked() {
                        next.set(Screen::Online);
                    }
                    let r = crate::widgets::named::button(
                        ui,
                        egui::RichText::new("Open the table").strong(),
                        "Open the table",
                    );
                    if r.clicked() {
                        match online_table(&form, &online.turn_seconds) {
                            Ok(table) => {
                                form.problem = None;
                                open.write(crate::online::OpenTable { server, table });
                            }
                            Err(why) => form.problem = Some(why),
                        }
                    }
                });
                return;
            }
            ui.horizontal(|ui| {
                if ui.button("Back").clicked() {
                    next.set(Screen::Menu);
                }
                let guided = crate::widgets::named::button(ui, "Guided first game", "Guided first game")
                    .on_hover_text(
                        "You against one Easy captain, always the same deal, with hints for \
                         the first rounds.",
                    );
                if guided.clicked() {
                    start.write(StartGame(crate::games::mm::panels::guide::tutorial()));
                }
                if crate::widgets::named::button(ui, egui::RichText::new("Set sail").strong(), "Set sail")
                    .clicked()
                {
                    match seed_from(&form.seed) {
                        Ok(seed) => {
                            form.problem = None;
                            let ai_seed = match seed_from("") {
                                Ok(s) => s,
                                Err(why) => {
                                    form.problem = Some(why);
                                    return;
                                }
                            };
                            start.write(StartGame(GameConfig {
                                ai_steers_npcs: form.ai_steers_npcs,
                                ai_seed,
                                undo_among_humans: form.undo_among_humans,
                                seas: form.seas.clone(),
                                ..GameConfig::new(form.seats.clone(), seed)
                            }));
                        }
                        Err(why) => form.problem = Some(why),
                    }
                }
            });
        });
    Ok(())
}

/// The table the form describes, as the server's table API takes it.
fn online_table(form: &Form, turn_seconds: &str) -> Result<crate::protocol::NewTable, String> {
    let (seed, turn_seconds) =
        crate::ui::new_game::online_seed_and_timer(&form.seed, turn_seconds)?;
    let mut modules: Vec<&str> = form.seas.iter().map(|s| s.key()).collect();
    modules.dedup();
    Ok(crate::protocol::NewTable {
        game: Some(GameId::Merchants.id().into()),
        seats: form.seats.iter().map(|k| k.key()).collect(),
        modules: (!modules.is_empty()).then(|| modules.join(",")),
        undo: form.undo_among_humans,
        ai_steers_npcs: form.ai_steers_npcs,
        seed,
        turn_seconds,
        ..Default::default()
    })
}

/// One seat's row: who plays it, and an AI captain's style.
fn seat_row(ui: &mut egui::Ui, i: usize, kind: &mut SeatKind) {
    ui.label(seat_name(i));
    let n = i + 1;
    let r = ui.selectable_value(kind, SeatKind::Human, "Human");
    named(ui, &r, &format!("Seat {n} Human"));
    let r = ui
        .selectable_value(kind, SeatKind::RandomAi, "Random AI")
        .on_hover_text("Picks any legal move: a practice target.");
    named(ui, &r, &format!("Seat {n} Random AI"));
    let style = match *kind {
        SeatKind::Ai { style, .. } => style,
        _ => AiStyle::Opportunist,
    };
    for (level, label, hint) in [
        (
            AiLevel::Easy,
            "Easy",
            "Plays by rules of thumb, with a mistake now and then.",
        ),
        (
            AiLevel::Normal,
            "Normal",
            "Plays by rules of thumb: trades, raids and hunts with purpose.",
        ),
        (
            AiLevel::Hard,
            "Hard",
            "Searches ahead over the games that may lie behind what it sees.",
        ),
        (
            AiLevel::Expert,
            "Expert",
            "Searches as Hard does, a second a move on every core: slower, stronger.",
        ),
    ] {
        let r = ui
            .selectable_value(kind, SeatKind::Ai { level, style }, label)
            .on_hover_text(hint);
        named(ui, &r, &format!("Seat {n} {label}"));
    }
    if let SeatKind::Ai { style, .. } = kind {
        egui::ComboBox::from_id_salt(("style", i))
            .selected_text(style_name(*style))
            .show_ui(ui, |ui| {
                for s in AiStyle::ALL {
                    ui.selectable_value(style, s, style_name(s));
                }
            });
    } else {
        ui.label("");
    }
}

fn style_name(style: AiStyle) -> &'static str {
    match style {
        AiStyle::Merchant => "Merchant",
        AiStyle::Pirate => "Pirate",
        AiStyle::Opportunist => "Opportunist",
    }
}
