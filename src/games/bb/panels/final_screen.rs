//! The end of a game of Blackbeard: why it ended (17.2 #8, our reading of no pirates left),
//! each seat's Victory Points (18.12 B) with the winners (most VP; ties share), and the
//! pirates retired or lost; then a new game, the menu, or the board behind.

use crate::games::bb::colours::SEAT_COLOURS;
use crate::games::bb::mirror::BbTable;
use crate::games::bb::words;
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use blackbeard::rules::Blackbeard as Bb;

/// The final window was put aside to look at the board.
#[derive(Resource, Default)]
struct Aside(bool);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Aside>()
        .add_systems(OnEnter(Screen::Playing), |mut a: ResMut<Aside>| a.0 = false)
        .add_systems(
            EguiPrimaryContextPass,
            window.run_if(in_state(Screen::Playing).and_then(table_open::<Bb>)),
        );
}

fn window(
    mut contexts: EguiContexts,
    table: Res<BbTable>,
    data: Res<LoadedData<Bb>>,
    mut aside: ResMut<Aside>,
    mut next: ResMut<NextState<Screen>>,
    game: Option<Res<crate::table::session::ActiveGame<Bb>>>,
    mut charted: Local<Option<(usize, Vec<blackbeard::chronicle::Mark>)>>,
    online: Res<crate::games::bb::mirror::SeenMarks>,
) -> Result {
    let Some(public) = &table.public else {
        return Ok(());
    };
    let Some(reason) = public.over else {
        return Ok(());
    };
    if table.looking_back.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    if aside.0 {
        egui::Area::new("bb-final-back".into())
            .anchor(egui::Align2::CENTER_TOP, [0.0, 8.0])
            .show(ctx, |ui| {
                if crate::widgets::named::button(ui, "Show the final standings", "Final standings")
                    .clicked()
                {
                    aside.0 = false;
                }
            });
        return Ok(());
    }
    let data = &*data.0;
    egui::Window::new("The game is over")
        .id("bb-final".into())
        .frame(panel_frame())
        // Over the side panels: the standings are what the table is for now.
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(format!("It ended: {}.", words::game_end(reason)));
            let won = blackbeard::rules::winners_of(&public.vp, &public.seats, Some(reason));
            let names: Vec<String> = won.iter().map(|s| words::seat_name(*s)).collect();
            let solo = reason.solo_won(public.solo.is_some());
            let verdict = if let Some(won) = solo {
                // 19.9: won or lost, and why.
                if won {
                    "You win: Blackbeard's legend is made.".to_string()
                } else {
                    "You lose: the System Player has the last word.".to_string()
                }
            } else if won.len() == 1 {
                format!("{} wins.", names[0])
            } else {
                format!("{} share the win.", names.join(" and "))
            };
            ui.label(egui::RichText::new(verdict).strong().size(16.0));
            let options = blackbeard::rules::Options::seen(public).words();
            ui.weak(if options.is_empty() {
                "Played by the Standard Game with the Living Rules.".to_string()
            } else {
                format!("Optional rules: {}.", options.join(", "))
            });
            ui.separator();
            let mut order: Vec<usize> = (0..public.vp.len()).collect();
            order.sort_by_key(|s| std::cmp::Reverse(public.vp[*s]));
            egui::Grid::new("bb-final-vp").striped(true).show(ui, |ui| {
                ui.strong("Seat");
                ui.strong("Victory Points");
                ui.strong("Scored by");
                ui.end_row();
                for s in order {
                    ui.label(
                        egui::RichText::new(words::seat_name(s))
                            .color(SEAT_COLOURS[s % 5].gamma_multiply(0.7).to_opaque()),
                    );
                    ui.label(public.vp[s].to_string());
                    ui.label(words::score_sheet(data, &public.scored, s));
                    ui.end_row();
                }
            });
            let names = |ids: &[blackbeard::content::PirateId]| {
                ids.iter()
                    .map(|p| words::pirate(data, *p))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            // The charts: of a game played at this screen, along its history; online, as
            // this screen followed it (from the turn it joined).
            if let Some(game) = &game {
                let made = game.session.choices_made();
                if charted.as_ref().is_none_or(|(at, _)| *at != made) {
                    *charted = Some((made, blackbeard::chronicle::marks(&game.session)));
                }
            }
            let marks = match (&game, charted.as_ref()) {
                (Some(_), Some((_, marks))) => marks.as_slice(),
                _ => online.0.as_slice(),
            };
            if !marks.is_empty() {
                ui.separator();
                if let Some(first) = marks.first().filter(|m| m.turn > 1) {
                    ui.weak(format!(
                        "Followed from Player-Turn {}, when this screen joined.",
                        first.turn
                    ));
                }
                let width = ((ui.ctx().content_rect().width() - 80.0) / 2.0).clamp(160.0, 280.0);
                super::charts::charts(ui, marks, width);
            }
            if !public.retired.is_empty() {
                ui.label(format!("Retired: {}", names(&public.retired)));
            }
            if !public.locker.is_empty() {
                ui.label(format!("Davy Jones' Locker: {}", names(&public.locker)));
            }
            if let Some(seed) = table.final_seed {
                ui.weak(format!(
                    "Seed {seed}: the same seed and choices play this game again."
                ));
            }
            ui.horizontal(|ui| {
                if crate::widgets::named::button(ui, "New game", "New game").clicked() {
                    next.set(Screen::NewGame);
                }
                if crate::widgets::named::button(ui, "Main menu", "Main menu").clicked() {
                    next.set(Screen::Menu);
                }
                if crate::widgets::named::button(ui, "Look at the board", "Look at the board")
                    .clicked()
                {
                    aside.0 = true;
                }
            });
        });
    Ok(())
}
