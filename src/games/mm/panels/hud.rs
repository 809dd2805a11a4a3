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
        table
            .run_if(table_open::<Mm>)
            .in_set(crate::ui::arrange::Panels),
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
    mut next: ResMut<NextState<Screen>>,
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
    egui::Window::new("Captains")
        .id(crate::ui::arrange::CAPTAINS.into())
        .frame(panel_frame())
        .fixed_pos(place.min)
        .min_width(place.width())
        .max_width(place.width())
        .max_height(place.height())
        .resizable(false)
        .collapsible(true)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height((captains_bottom - ui.cursor().min.y - 10.0).max(60.0))
                .show(ui, |ui| boards(ui, data, &seats, &view, me));
        });

    // The orders at the top of the right column, above the event card; past their space the
    // list of options scrolls.
    let place = layout.0.orders;
    egui::Window::new("Orders")
        .id(crate::ui::arrange::ORDERS.into())
        .frame(panel_frame())
        .fixed_pos(place.min)
        .min_width(place.width())
        .max_width(place.width())
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
                if let Some(allowed) = view.undo.filter(|_| view.viewer_answers(&viewer)) {
                    let r = ui
                        .add_enabled(may_undo, egui::Button::new("← Undo"))
                        .on_hover_text("Take back your last choice (Ctrl+Z)");
                    let r = match allowed {
                        Err(why) => r.on_disabled_hover_text(format!("Nothing to undo: {why}.")),
                        Ok(()) => r,
                    };
                    crate::widgets::named::named(ui, &r, "Undo");
                    if r.clicked() {
                        undo.write(UndoChoice);
                    }
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
            if let Some(card) = view.current_event {
                let c = &data.event_deck[card.0 as usize];
                ui.label(egui::RichText::new(format!("Event: {}", c.name)).strong())
                    .on_hover_text(&c.text);
                ui.label(egui::RichText::new(&c.text).size(11.0));
            }
            ui.label(format!("Event cards left: {event_deck}"));
            if let Some(online) = &online {
                online_status(ui, online);
            }
            turn_bag(ui, &view);
            wind(ui, &view);
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
            let heading = match kind {
                DecisionKind::ChooseShip => {
                    format!("{}: choose your ship", seat_name(deciding))
                }
                DecisionKind::ChooseCaptain => {
                    format!("{}: choose your captain", seat_name(deciding))
                }
                DecisionKind::OffTurnScout => format!(
                    "{}: a captain sailed into your waters. Scout for it off-turn?",
                    seat_name(deciding)
                ),
                DecisionKind::CrowsNest => format!(
                    "{}: you steer the NPC being scouted. Does its crow's nest hide it?",
                    seat_name(deciding)
                ),
                DecisionKind::Reroll => format!(
                    "{}: your roll failed. Spend a favor on it?",
                    seat_name(deciding)
                ),
                DecisionKind::GloryRedraw => format!(
                    "{}: a glory card drawn. Keep it, or spend a favor to draw another?",
                    seat_name(deciding)
                ),
                DecisionKind::NpcReroll => format!(
                    "{}: NPCs have found you. Spend a favor to make one look again?",
                    seat_name(deciding)
                ),
                DecisionKind::Plank => format!(
                    "{}: an NPC captain sails. Does the plank keep your crew loyal?",
                    seat_name(deciding)
                ),
                DecisionKind::Spill => format!(
                    "{}: the damaged hold must lose a card. From which space?",
                    seat_name(deciding)
                ),
                DecisionKind::Location { step } => format!(
                    "{}: {}",
                    seat_name(deciding),
                    crate::games::mm::words::locations::heading(step)
                ),
                DecisionKind::Searched => format!(
                    "{}: a naval ship searches for your contraband. Resist, or dump it?",
                    seat_name(deciding)
                ),
                DecisionKind::StormHit => format!(
                    "{}: the storm strikes. Where does its next hit land?",
                    seat_name(deciding)
                ),
                DecisionKind::PlaceMods => {
                    format!("{}: where do the sunk ship's mods go?", seat_name(deciding))
                }
                DecisionKind::Port { step } => format!(
                    "{}: {}",
                    seat_name(deciding),
                    crate::games::mm::words::port::step_heading(step)
                ),
                DecisionKind::DiscardGlory => {
                    format!("{}: five glory cards — discard one", seat_name(deciding))
                }
                DecisionKind::Battle { step } => format!(
                    "{}: {}",
                    seat_name(deciding),
                    crate::games::mm::words::battle::battle_heading(step)
                ),
                DecisionKind::Raid { step } => format!(
                    "{}: {}",
                    seat_name(deciding),
                    crate::games::mm::words::battle::step_heading(step)
                ),
                DecisionKind::Action { actions_left } => {
                    format!(
                        "{}: {actions_left} action{} left",
                        seat_name(deciding),
                        if actions_left == 1 { "" } else { "s" }
                    )
                }
            };
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
            // The options take what is left of the column (less the frame and a line for a
            // refusal); past that they scroll.
            let left = place.max.y - ui.cursor().min.y - 10.0 - 24.0;
            egui::ScrollArea::vertical()
                .max_height(left.max(80.0))
                .show(ui, |ui| {
                    let listed =
                        crate::games::mm::words::listed_options(data, obs, &decision.options);
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
                    }
                });
            if let Some(why) = &refused.0 {
                ui.label(egui::RichText::new(why).color(egui::Color32::from_rgb(160, 20, 20)));
            }
        });
    Ok(())
}

/// Online: where the connection stands, and the server's last refusal.
fn online_status(ui: &mut egui::Ui, online: &crate::online::OnlineGame<Mm>) {
    use crate::online::Status;
    let red = egui::Color32::from_rgb(160, 20, 20);
    match &online.status {
        Status::Seated => {
            let what = match online.seat {
                Some(_) => "Online · connected",
                None => "Online · watching as a spectator",
            };
            ui.label(egui::RichText::new(what).size(11.0))
                .on_hover_text(format!("Table {} at {}", online.link.table, online.link.ws));
        }
        Status::Connecting => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Connecting to the table…");
            });
        }
        Status::Lost(why) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(egui::RichText::new(format!("{why}; reconnecting…")).color(red));
            });
        }
        Status::Refused(why) => {
            ui.label(
                egui::RichText::new(format!("The server will not seat you: {why}")).color(red),
            );
        }
    }
    if let Some(why) = &online.problem {
        ui.label(egui::RichText::new(why).color(red));
    }
}

/// VARIANT 1, Flexible Turns: the cubes drawn from the bag this round, in order, and those
/// still in it (in seat order: who comes next is drawn when the turn is due).
/// MODULE 8: the wind's spin for the round and what it means for this turn.
fn wind(ui: &mut egui::Ui, view: &TableView) {
    let Some(w) = view.wind else { return };
    let point = crate::games::mm::words::wind::point(w);
    let free = if view.wind_move_used {
        "free move used"
    } else {
        "one free move"
    };
    let against = if view.upwind_paid {
        "upwind paid"
    } else {
        "first upwind move 2 actions"
    };
    ui.label(
        egui::RichText::new(format!("Wind blows {point}: {free}, {against}"))
            .size(12.0)
            .strong(),
    )
    .on_hover_text(format!(
        "Wind and weather: the wind blows {point} this round. Once a turn a move {point} is \
         free, even with no action left; the first move against the wind in a turn costs 2 \
         actions. Each sea border has its compass letter; moves into or out of port are \
         neither."
    ));
}

fn turn_bag(ui: &mut egui::Ui, view: &TableView) {
    if !view.seas.on(crate::content::Switch::FlexibleTurns) {
        return;
    }
    let drawn = match view.phase {
        Some(Phase::Actions { turn_index, .. } | Phase::NewCaptain { turn_index }) => {
            turn_index + 1
        }
        _ => return,
    };
    let order = &view.turn_order;
    let mut bag: Vec<usize> = order.iter().skip(drawn).copied().collect();
    bag.sort_unstable();
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.label(egui::RichText::new("Turn bag:").size(11.0))
            .on_hover_text(
                "Flexible Turns: after the event card, the cubes are drawn from a bag one by \
                 one, and each captain takes a turn when its cube comes out.",
            );
        let cube = |ui: &mut egui::Ui, seat: usize, faded: bool| {
            let c =
                crate::games::mm::board::colour32(crate::games::mm::board::SEAT_COLOURS[seat % 4]);
            let c = if faded { c.gamma_multiply(0.45) } else { c };
            let (rect, r) = ui.allocate_exact_size([12.0, 12.0].into(), egui::Sense::hover());
            ui.painter().rect_filled(rect.shrink(1.0), 2.0, c);
            r.on_hover_text(seat_name(seat));
        };
        if drawn > 0 {
            ui.label(egui::RichText::new("drawn").size(11.0));
            for seat in order.iter().take(drawn) {
                cube(ui, *seat, false);
            }
        }
        if bag.is_empty() {
            ui.label(egui::RichText::new("· the bag is empty").size(11.0));
        } else {
            ui.label(egui::RichText::new("· in the bag").size(11.0));
            for seat in bag {
                cube(ui, seat, true);
            }
        }
    });
}
