//! The orders' header lines: the heading of the decision, the reference lines (the event in
//! force, the cards left, the turn bag, the wind) in full or folded to one line, and the online
//! table's status.

use crate::games::mm::mirror::TableView;
use crate::games::mm::words::seat_name;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{DecisionKind, Phase};
use bevy_egui::egui;

/// The heading over the options: who decides, and what.
pub(super) fn heading(deciding: usize, kind: DecisionKind) -> String {
    match kind {
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
        DecisionKind::Stow => format!(
            "{}: a card with the contraband option came aboard. Which space does it go on?",
            seat_name(deciding)
        ),
        DecisionKind::HoldPick => format!(
            "{}: which contraband card does the smuggler's hold keep safe?",
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
    }
}

/// The orders' reference lines in full: the event in force, the cards left, the turn bag and
/// the wind.
pub(super) fn reference_lines(
    ui: &mut egui::Ui,
    data: &crate::content::GameData,
    view: &TableView,
    event_deck: usize,
) {
    if let Some(card) = view.current_event {
        let c = &data.event_deck[card.0 as usize];
        ui.label(egui::RichText::new(format!("Event: {}", c.name)).strong())
            .on_hover_text(&c.text);
        ui.label(egui::RichText::new(&c.text).size(11.0));
    }
    ui.label(format!("Event cards left: {event_deck}"));
    turn_bag(ui, view);
    wind(ui, view);
}

/// The reference lines folded to one: the event's name, the wind, and a mark to open them.
pub(super) fn reference_summary(
    data: &crate::content::GameData,
    view: &TableView,
    wishes: &crate::ui::arrange::Wishes,
) -> String {
    let mut parts = Vec::new();
    if let Some(card) = view.current_event {
        parts.push(format!("Event: {}", data.event_deck[card.0 as usize].name));
    }
    if let Some(w) = view.wind {
        parts.push(format!("wind {}", crate::games::mm::words::wind::point(w)));
    }
    if view.seas.on(crate::content::Switch::FlexibleTurns) {
        parts.push("turn bag".into());
    }
    let mark = if wishes.reference_open { "◂" } else { "▸" };
    format!("{mark} {}", parts.join(" · "))
}

/// Online: where the connection stands, and the server's last refusal.
pub(super) fn online_status(ui: &mut egui::Ui, online: &crate::online::OnlineGame<Mm>) {
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
