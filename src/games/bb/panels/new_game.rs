//! Blackbeard's new-game table, under the shell's row of games (`ui::new_game`): 2 to 5
//! seats (2.7), each a person, the Random pirate or an AI pirate, or Solitaire (19: you are
//! Blackbeard against the System Player), the
//! Standard or Long Game (4.1), undo among people, and a seed; online, the turn timer too.
//! Left empty, the seed is 64 random bits, never shown while the game is played.

use crate::games::GameId;
use crate::games::bb::words::seat_name;
use crate::online::OnlineForm;
use crate::screen::Screen;
use crate::table::session::{StartGame, StartProblem};
use crate::ui::new_game::{ChosenGame, game_row, seed_from};
use crate::widgets::named::named;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use blackbeard::rules::{Blackbeard as Bb, Options, SeatKind};

#[derive(Resource)]
struct Form {
    seats: Vec<SeatKind>,
    seed: String,
    undo_among_humans: bool,
    /// 4.1's Long Game, 2.4's +2, the play notes' switches (12, 17.2 #8).
    options: Options,
    problem: Option<String>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::NewGame), fresh_form)
        .add_systems(
            EguiPrimaryContextPass,
            new_game
                .run_if(in_state(Screen::NewGame))
                .run_if(|chosen: Res<ChosenGame>| chosen.0 == GameId::Blackbeard),
        );
}

fn fresh_form(mut commands: Commands) {
    commands.insert_resource(Form {
        seats: vec![SeatKind::Human, SeatKind::Random, SeatKind::Random],
        seed: String::new(),
        undo_among_humans: false,
        options: Options::default(),
        problem: None,
    });
}

fn new_game(
    mut contexts: EguiContexts,
    mut form: ResMut<Form>,
    problem: Res<StartProblem>,
    mut start: MessageWriter<StartGame<Bb>>,
    mut next: ResMut<NextState<Screen>>,
    (mut online, mut open): (ResMut<OnlineForm>, MessageWriter<crate::online::OpenTable>),
    mut chosen: ResMut<ChosenGame>,
) -> Result {
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
            // 19: one player is Solitaire Blackbeard: you, then the System Player.
            let solitaire = form.seats.contains(&SeatKind::System);
            let mut count = if solitaire { 1 } else { form.seats.len() };
            ui.horizontal(|ui| {
                ui.label("Players:");
                let r = ui
                    .selectable_value(&mut count, 1, "Solitaire")
                    .on_hover_text("19: you are Blackbeard against the System Player's three pirates. Retire with 130 VP to win; you lose if he dies, the System Player banks 100 VP or the Pardon comes a third time.");
                named(ui, &r, "Players 1");
                for n in 2..=5 {
                    let r = ui.selectable_value(&mut count, n, n.to_string());
                    named(ui, &r, &format!("Players {n}"));
                }
            });
            let first = form.seats[0];
            if count == 1 {
                form.seats = vec![first, SeatKind::System];
                form.options.long_game = false;
                form.options.draft = false;
                form.options.random_deploy = false;
                form.options.secret_deploy = false;
            } else {
                form.seats.retain(|k| *k != SeatKind::System);
                form.seats.resize(count, SeatKind::Random);
            }
            egui::Grid::new("bb-seats").num_columns(6).show(ui, |ui| {
                for (i, kind) in form.seats.iter_mut().enumerate() {
                    if *kind == SeatKind::System {
                        ui.label("System Player");
                        ui.label("three pirates by 19.17's priorities");
                        ui.end_row();
                        continue;
                    }
                    ui.label(if count == 1 { "Blackbeard".to_string() } else { seat_name(i) });
                    let r = ui.selectable_value(kind, SeatKind::Human, "Human");
                    named(ui, &r, &format!("Seat {} Human", i + 1));
                    let r = ui
                        .selectable_value(kind, SeatKind::Random, "Random pirate")
                        .on_hover_text("Picks any legal move: a practice target.");
                    named(ui, &r, &format!("Seat {} Random", i + 1));
                    let r = ui
                        .selectable_value(kind, SeatKind::Easy, "Easy")
                        .on_hover_text("Plays by rules of thumb, and slips now and then.");
                    named(ui, &r, &format!("Seat {} Easy", i + 1));
                    let r = ui
                        .selectable_value(kind, SeatKind::Normal, "Normal")
                        .on_hover_text("Plays by rules of thumb: rich merchants, ports it can take, booty to a good port, retirement once its name is worth twice; as an Anti-Pirate it hunts the leader.");
                    named(ui, &r, &format!("Seat {} Normal", i + 1));
                    let r = ui
                        .selectable_value(kind, SeatKind::Hard, "Hard")
                        .on_hover_text("Looks ahead: plays each course out in games drawn from what it can see, and takes the one that pays best.");
                    named(ui, &r, &format!("Seat {} Hard", i + 1));
                    ui.end_row();
                }
            });
            ui.separator();
            let r = ui
                .add_enabled(count > 1, egui::Checkbox::new(&mut form.options.long_game, "Long Game"))
                .on_disabled_hover_text("Solitaire ends by 19.9, not by the deck.")
                .on_hover_text("4.1: the deck is played through twice; the General Pardon waits out the first run.");
            named(ui, &r, "Long Game");
            let r = ui
                .checkbox(&mut form.options.living_rules_plus_two, "Living Rules +2")
                .on_hover_text("2.4: warships and King's Commissioners add 2 to their combat rolls (off: the printed values).");
            named(ui, &r, "Living Rules +2");
            let r = ui
                .checkbox(&mut form.options.no_cunning, "No Cunning")
                .on_hover_text("12's play note: no pirate has Cunning: no rolls taken again, no Skull and Crossbones.");
            named(ui, &r, "No Cunning");
            let r = ui
                .checkbox(&mut form.options.pardon_lower_half, "Pardon in the lower half")
                .on_hover_text("17.2 #8's play note: after its second draw the General Pardon goes back into the deck's lower half only, so the third comes late.");
            named(ui, &r, "Pardon in the lower half");
            let r = ui
                .add_enabled(count > 1, egui::Checkbox::new(&mut form.options.draft, "Reverse draft"))
                .on_hover_text("3.0 step 6's optional rule: the Pirate cards chosen face up, one at a time, in snake order (1-2-3-3-2-1 ...) from a seat the dice name.")
                .on_disabled_hover_text("Solitaire deals its own pirates (19.1).");
            named(ui, &r, "Reverse draft");
            let r = ui
                .add_enabled(count > 1, egui::Checkbox::new(&mut form.options.random_deploy, "Random deployment"))
                .on_hover_text("3.0 step 7's play note: you choose which pirates go to sea at setup; D66 chooses where (the Sea Area of the port it names).")
                .on_disabled_hover_text("Solitaire places its pirates by 19.6 and 19.7.");
            named(ui, &r, "Random deployment");
            if form.options.random_deploy {
                form.options.secret_deploy = false;
            }
            let r = ui
                .add_enabled(count > 1 && !form.options.random_deploy, egui::Checkbox::new(&mut form.options.secret_deploy, "Secret deployment"))
                .on_hover_text("3.0 step 7's play note: each player places his first pirates unseen; all are shown together before the ships are chosen.")
                .on_disabled_hover_text("Not with Random deployment (the dice place in the open), nor in Solitaire.");
            named(ui, &r, "Secret deployment");
            let humans = form.seats.iter().filter(|k| **k == SeatKind::Human).count();
            if humans < 2 {
                form.undo_among_humans = false;
            }
            let r = ui
                .add_enabled(humans >= 2, egui::Checkbox::new(&mut form.undo_among_humans, "Humans may undo"))
                .on_hover_text("Every human at the table agrees that a player may take back their own choices since the last roll or card.")
                .on_disabled_hover_text("A lone human may always undo; with two or more, all must agree here.");
            named(ui, &r, "Humans may undo");
            ui.separator();
            ui.horizontal(|ui| {
                ui.label("Seed:");
                let r = ui.add(egui::TextEdit::singleline(&mut form.seed).hint_text("random"));
                named(ui, &r, "Seed");
            });
            if online.server.is_some() {
                ui.horizontal(|ui| {
                    ui.label("Turn timer (seconds):");
                    let r = ui.add(egui::TextEdit::singleline(&mut online.turn_seconds).desired_width(80.0).hint_text("none"));
                    named(ui, &r, "Turn timer");
                });
            }
            if let Some(p) = form.problem.as_ref().or(problem.0.as_ref()) {
                ui.label(egui::RichText::new(p).color(egui::Color32::from_rgb(160, 20, 20)));
            }
            if let Some(server) = online.server.clone() {
                ui.horizontal(|ui| {
                    if ui.button("Back").clicked() {
                        next.set(Screen::Online);
                    }
                    let r = crate::widgets::named::button(ui, egui::RichText::new("Open the table").strong(), "Open the table");
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
                if crate::widgets::named::button(ui, egui::RichText::new("Set sail").strong(), "Set sail").clicked() {
                    match seed_from(&form.seed).and_then(|seed| Ok((seed, seed_from("")?))) {
                        Ok((seed, ai_seed)) => {
                            form.problem = None;
                            start.write(StartGame(form.options.config(
                                form.seats.clone(),
                                seed,
                                ai_seed,
                                form.undo_among_humans,
                            )));
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
    Ok(crate::protocol::NewTable {
        game: Some(GameId::Blackbeard.id().into()),
        seats: form
            .seats
            .iter()
            .map(|k| match k {
                SeatKind::Human => "human".to_string(),
                SeatKind::Random => "random".to_string(),
                SeatKind::Easy => "easy".to_string(),
                SeatKind::Normal => "normal".to_string(),
                SeatKind::Hard => "hard".to_string(),
                SeatKind::System => "system".to_string(),
            })
            .collect(),
        modules: {
            let words = form.options.words();
            (!words.is_empty()).then(|| words.join(","))
        },
        undo: form.undo_among_humans,
        seed,
        turn_seconds,
        ..Default::default()
    })
}
