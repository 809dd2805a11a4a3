//! The table while playing: player boards on the left, orders (the current decision as
//! buttons) on the right, and a menu button.

use super::player_board::boards;
use crate::ai::advisor::{Advice, AskAdvice};
use crate::games::mm::mirror::Viewer;
use crate::games::mm::mirror::{Deck, DeckKind, SeatBoard, SeenBy, TableView, answerable};
use crate::games::mm::words::seat_name;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{DecisionKind, Phase};
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::look_back::{Look, LookBack, Pace};
use crate::table::played::table_open;
use crate::table::session::{ChoiceMade, RefusedChoice, UndoChoice};
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        table.run_if(table_open::<Mm>).in_set(super::MmPanels),
    );
}

fn table(
    mut contexts: EguiContexts,
    (layout, data): (Res<crate::ui::arrange::Layout>, Res<LoadedData<Mm>>),
    view: Res<TableView>,
    seen: Res<SeenBy>,
    boards_q: Query<&SeatBoard>,
    decks: Query<&Deck>,
    viewer: Res<Viewer>,
    (refused, online): (
        Res<RefusedChoice>,
        Option<Res<crate::online::OnlineGame<Mm>>>,
    ),
    advice: Res<Advice<Mm>>,
    mut ask: MessageWriter<AskAdvice<Mm>>,
    mut choices: MessageWriter<ChoiceMade<Mm>>,
    mut undo: MessageWriter<UndoChoice>,
    keys: Res<ButtonInput<KeyCode>>,
    (mut help, mut standings, mut rules): (
        ResMut<crate::ui::shortcuts::HelpOpen>,
        ResMut<super::standings::StandingsOpen>,
        ResMut<super::rules_window::RulesOpen>,
    ),
    (back, mut pace, mut look, guided): (
        Res<LookBack<Mm>>,
        ResMut<Pace>,
        MessageWriter<Look>,
        Res<super::guide::GuidePick>,
    ),
    (mut next, mut drawn, mut wishes): (
        ResMut<NextState<Screen>>,
        ResMut<crate::ui::arrange::OrdersDrawn>,
        ResMut<crate::ui::arrange::Wishes>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Undo: only the human whose decision it is, where the rules allow (Ctrl+Z or the button).
    let may_undo = view.viewer_answers(&viewer) && view.undo == Some(Ok(()));
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if may_undo && ctrl && keys.just_pressed(KeyCode::KeyZ) {
        undo.write(UndoChoice);
    }
    let data = &*data.0;
    let mut seats: Vec<_> = boards_q.iter().map(|b| b.0.clone()).collect();
    seats.sort_by_key(|s| s.seat);
    let me = seen.0.as_ref();
    let event_deck = decks
        .iter()
        .find(|d| d.kind == DeckKind::Events)
        .map_or(0, |d| d.count);

    // The player boards in the left column, above the log (`layout`).
    let place = layout.0.captains;
    let captains_bottom = place.max.y;
    // As tall as its region: an egui window offers its contents the height it had, so one
    // that once held little would never grow back.
    egui::Window::new("Captains")
        .id(crate::ui::arrange::CAPTAINS.into())
        .frame(panel_frame())
        .fixed_pos(place.min)
        .min_width(place.width())
        .max_width(place.width())
        .min_height(place.height())
        .max_height(place.height())
        .resizable(false)
        .collapsible(true)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height((captains_bottom - ui.cursor().min.y - 10.0).max(60.0))
                .show(ui, |ui| boards(ui, data, &seats, &view, me));
        });

    // The orders at the top of the right column, above the event card, as tall as what they
    // hold. Their least height is their region's: an egui window offers its contents the
    // height it had, and would not give the list the room the layout keeps for it when the
    // cards fold. Past their space the list of options scrolls.
    let place = layout.0.orders;
    egui::Window::new("Orders")
        .id(crate::ui::arrange::ORDERS.into())
        .frame(panel_frame())
        .fixed_pos(place.min)
        .min_width(place.width())
        .max_width(place.width())
        .min_height(place.height())
        .max_height(place.height())
        .resizable(false)
        .show(ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                if crate::widgets::named::button(ui, "☰ Menu", "Menu").clicked() {
                    next.set(Screen::Menu);
                }
                if crate::widgets::named::button(ui, "?", "Keys")
                    .on_hover_text("Keyboard shortcuts (?)")
                    .clicked()
                {
                    help.0 = true;
                }
                if crate::widgets::named::button(ui, "Rules", "Rules")
                    .on_hover_text("The rules in brief, a glossary, ships, ports and prices (R)")
                    .clicked()
                {
                    rules.open = !rules.open;
                }
                // The charts replay the game's history, which an online table keeps on its
                // server: online, the final screen has the standings.
                let r = ui
                    .add_enabled(online.is_none(), egui::Button::new("Standings"))
                    .on_hover_text("Glory and gold over the rounds, glory by deed (S)")
                    .on_disabled_hover_text(
                        "Not online yet: the player boards show each glory, and the final \
                         screen the standings.",
                    );
                crate::widgets::named::named(ui, &r, "Standings");
                if r.clicked() {
                    standings.0 = !standings.0;
                }
                if let Some(allowed) = view.undo.filter(|_| view.viewer_answers(&viewer))
                    && crate::ui::look_back_panel::undo_button(ui, allowed, may_undo)
                {
                    undo.write(UndoChoice);
                }
                if view.looking_back.is_none()
                    && view.round > 0
                    && crate::widgets::named::button(ui, "◀", "Look back")
                        .on_hover_text("Look back: the board one choice ago (or click a log line)")
                        .clicked()
                {
                    look.write(Look::Back);
                }
                if view.round > 0 {
                    ui.label(format!("Round {}", view.round));
                }
            });
            // The reference lines (event, turn bag, wind): in full while the orders' list has
            // its room, else one line that opens them beside the orders on a click.
            let reference_top = ui.cursor().min.y;
            let mut reference = drawn.reference;
            if layout.0.folds.reference {
                let r = ui.add(
                    egui::Button::new(
                        egui::RichText::new(super::orders_header::reference_summary(
                            data, &view, &wishes,
                        ))
                        .size(11.0),
                    )
                    .truncate()
                    .min_size([ui.available_width(), 0.0].into()),
                );
                let r = r.on_hover_text(
                    "Folded to leave the orders their options: click for the event, the turn \
                     bag and the wind.",
                );
                crate::widgets::named::named(ui, &r, "Reference lines");
                if r.clicked() {
                    wishes.reference_open = !wishes.reference_open;
                }
                if wishes.reference_open {
                    egui::Area::new("orders-reference-opened".into())
                        .order(egui::Order::Foreground)
                        .pivot(egui::Align2::RIGHT_TOP)
                        .fixed_pos(egui::pos2(
                            place.min.x - crate::layout::MARGIN,
                            r.rect.min.y,
                        ))
                        .show(ui.ctx(), |ui| {
                            crate::widgets::panel_frame().show(ui, |ui| {
                                ui.set_max_width(place.width());
                                super::orders_header::reference_lines(ui, data, &view, event_deck);
                                if layout.0.folds.event_hidden {
                                    super::event_card::column(ui, data, &view);
                                }
                            });
                        });
                }
            } else {
                super::orders_header::reference_lines(ui, data, &view, event_deck);
                reference = ui.cursor().min.y - reference_top;
            }
            let reference_bottom = ui.cursor().min.y;
            if let Some(online) = &online {
                super::orders_header::online_status(ui, online);
            }
            ui.separator();
            if let Some(where_) = view.looking_back {
                let past = back.0.as_ref();
                let playing = past.is_some_and(|p| p.playing)
                    || online.as_ref().is_some_and(|o| o.look.playing);
                let told = past.and_then(|p| Some((p.told.as_deref()?, p.queued.len())));
                let state = crate::ui::look_back_panel::Walk {
                    at: where_,
                    playing,
                    told,
                    round_word: <Mm as crate::table::OnTable>::ROUND_WORD,
                };
                crate::ui::look_back_panel::controls(ui, view.round, state, &mut pace, &mut look);
                return;
            }
            let Some((deciding, kind)) = view.deciding else {
                if let Some(Phase::GameOver { .. }) = view.phase {
                    ui.label(egui::RichText::new("The game is over.").strong());
                    ui.label("The final standings are in the window in the middle.");
                }
                return;
            };
            let ai = view.seat_kinds.get(deciding).is_some_and(|k| k.is_ai());
            let heading = super::orders_header::heading(deciding, kind);
            // The rule's button first: the heading wraps in the rest of the column.
            ui.horizontal_top(|ui| {
                super::rules_window::rule_button(
                    ui,
                    &mut rules,
                    super::rules_window::section_of(kind),
                );
                ui.add(egui::Label::new(egui::RichText::new(heading).strong()).wrap());
            });
            if ai {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("The AI captain is deciding…");
                });
                return;
            }
            let Some((decision, obs)) = answerable(&view, &viewer, &seen) else {
                if online.is_some() {
                    ui.label(format!("Waiting for {} to choose.", seat_name(deciding)));
                } else {
                    ui.label("Waiting for the hand-off.");
                }
                return;
            };
            super::advice::row(ui, data, obs, &advice, &mut ask);
            // Advice or the guide may name an option listed under its twin's label.
            let advised = advice
                .for_decision(obs)
                .map(|c| crate::games::mm::words::choice_text(data, obs, &c.choice));
            let guided = guided
                .0
                .map(|c| crate::games::mm::words::choice_text(data, obs, &c));
            if matches!(decision.kind, DecisionKind::Action { .. }) {
                ui.label(egui::RichText::new("Click a ringed place on the map, or:").size(11.0));
            }
            // A choice the rules refused (an online table's answer that came too late), over
            // the options.
            if let Some(why) = &refused.0 {
                ui.label(egui::RichText::new(why).color(egui::Color32::from_rgb(160, 20, 20)));
            }
            // The options take what is left of the column (less the frame); past that they
            // scroll. The layout keeps room for the first six.
            let list_top = ui.cursor().min.y;
            let left = place.max.y - list_top - crate::layout::ORDERS_FOOT;
            let mut list = 0.0;
            egui::ScrollArea::vertical()
                .max_height(left.max(80.0))
                .show(ui, |ui| {
                    let listed =
                        crate::games::mm::words::listed_options(data, obs, &decision.options);
                    let top = ui.cursor().min.y;
                    let shown = listed.len().min(crate::layout::ORDERS_SHOWN);
                    for (i, (option, text)) in listed.iter().enumerate() {
                        // The first nine carry their number key (see `shortcuts`).
                        let label = if i < 9 {
                            format!("{}  {text}", i + 1)
                        } else {
                            text.clone()
                        };
                        let mut button =
                            egui::Button::new(label).min_size([ui.available_width(), 26.0].into());
                        if advised.as_ref() == Some(text) {
                            button = button
                                .fill(super::advice::ADVISED)
                                .stroke(egui::Stroke::new(
                                    2.0,
                                    egui::Color32::from_rgb(150, 90, 10),
                                ));
                        } else if guided.as_ref() == Some(text) {
                            button = button.fill(super::guide::GUIDED).stroke(egui::Stroke::new(
                                2.0,
                                egui::Color32::from_rgb(40, 110, 40),
                            ));
                        }
                        // What it costs and gives, and the rule it follows.
                        let (tip, section) = crate::games::mm::words::tips::tip(data, obs, option);
                        let r = ui.add(button);
                        crate::ui::encounter::tip_beside(
                            &r,
                            format!("{tip}\nRule: {section} (the ? above)"),
                        );
                        crate::widgets::named::named(ui, &r, &format!("Order: {text}"));
                        if r.clicked() {
                            choices.write(ChoiceMade(*option));
                        }
                        if i + 1 == shown {
                            list = r.rect.max.y + ui.spacing().item_spacing.y - top;
                        }
                    }
                });
            let now = crate::ui::arrange::OrdersDrawn {
                head: (reference_top - place.min.y) + (list_top - reference_bottom),
                reference,
                list,
            };
            // The layout reads it at the next pass: ask for one when it changed.
            let moved = (now.head - drawn.head).abs()
                + (now.reference - drawn.reference).abs()
                + (now.list - drawn.list).abs();
            if moved > 0.5 {
                ui.ctx().request_repaint();
            }
            *drawn = now;
        });
    Ok(())
}
