//! The raid panel: a merchant found at sea and the raid on it, face up for the whole table —
//! the token's flag, each cargo card with its plunder, hits and escapes, and the sums that
//! decide the raid against the raider's ship. The choices themselves are the Orders' buttons.

use crate::content::{CargoCardId, GameData};
use crate::games::mm::mirror::{SeatBoard, TableView, Viewer};
use crate::games::mm::words::battle::nation;
use crate::games::mm::words::port::{card_name, location};
use crate::games::mm::words::seat_name;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::state::{Raid, RaidStep};
use crate::rules::{GameEvent, RaidOutcome, Seat, ship};
use crate::table::assets::LoadedData;
use crate::ui::encounter::encounter_window;
use crate::ui::linger::{self, Ended};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// A raid begins and ends by these events.
impl linger::Outcome<Mm> for RaidOutcome {
    fn told(event: &GameEvent) -> Option<Option<Self>> {
        match event {
            GameEvent::RaidBegun { .. } => Some(None),
            GameEvent::RaidEnded { outcome, .. } => Some(Some(*outcome)),
            _ => None,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    linger::watch::<Mm, Raid, RaidOutcome>(app);
    app.add_systems(EguiPrimaryContextPass, panel.in_set(super::MmPanels));
}

fn panel(
    mut contexts: EguiContexts,
    layout: Res<crate::ui::arrange::Layout>,
    view: Res<TableView>,
    boards: Query<&SeatBoard>,
    data: Option<Res<LoadedData<Mm>>>,
    mut end: ResMut<Ended<Mm, Raid, RaidOutcome>>,
    time: Res<Time>,
    viewer: Res<Viewer>,
) -> Result {
    let Some(data) = data else { return Ok(()) };
    let data = &*data.0;
    // A raid on the table is drawn as it stands; once it is gone, as it last stood, with how
    // it ended, for a few seconds (behind a hand-off curtain the clock waits).
    let tick = linger::tick(&viewer, &time);
    let told = end.outcome.is_some();
    let Some((raid, over)) = end.linger.frame(view.raid.as_ref(), told, tick) else {
        return Ok(());
    };
    let mnv = boards
        .iter()
        .find(|b| b.0.seat == raid.seat)
        .and_then(|b| b.0.ship.as_ref())
        .map(|s| ship::maneuverability(s, data));
    let mut close = false;
    encounter_window("Merchant raid", "raid-panel", 380.0, &layout).show(
        contexts.ctx_mut()?,
        |ui| {
            crate::ui::encounter::encounter_body(ui, &layout, |ui| contents(ui, data, &raid, mnv));
            if let Some(outcome) = end.outcome {
                ui.separator();
                ui.label(egui::RichText::new(ended(&raid, outcome, over)).strong());
            }
            if over {
                close = ui.button("Close").clicked();
            }
        },
    );
    if close {
        end.linger.close();
    }
    Ok(())
}

/// How the raid ended, in a line for its panel (`over`: the loot is taken too).
fn ended(raid: &Raid, outcome: RaidOutcome, over: bool) -> String {
    let who = seat_name(raid.seat);
    match outcome {
        RaidOutcome::Plundered { gold } if over => {
            format!("Raid over: {who} took {gold} gold and what loot the hold could carry.")
        }
        RaidOutcome::Plundered { gold } => format!("Plundered: {gold} gold to {who}."),
        RaidOutcome::Escaped => "Raid over: the merchant escaped.".into(),
        RaidOutcome::Failed => {
            format!("Raid over: it failed, a hit location of {who}'s ship destroyed.")
        }
        RaidOutcome::Sunk => format!("Raid over: {who}'s ship sank, and its captain with it."),
    }
}

fn contents(ui: &mut egui::Ui, data: &GameData, raid: &Raid, mnv: Option<u8>) {
    let who: Seat = raid.seat;
    ui.label(format!(
        "{} has found a merchant in {}; its token shows the {} flag.",
        seat_name(who),
        data.zone(raid.zone).name,
        nation(raid.token)
    ));
    let cards = match &raid.step {
        RaidStep::Found { .. } => return,
        RaidStep::Working {
            nation: n,
            cards,
            successes,
            failed,
            ..
        } => {
            ui.label(
                egui::RichText::new(format!(
                    "Raided as {} · successes left: {successes} · failed dice: {failed}",
                    nation(*n)
                ))
                .strong(),
            );
            cards
        }
        RaidStep::Loot { cards } => {
            ui.label(egui::RichText::new("Plundered! What is left can go aboard.").strong());
            cards
        }
    };
    ui.separator();
    egui::Grid::new("raid-cards").striped(true).show(ui, |ui| {
        ui.label("Card");
        ui.label("Plunder");
        ui.label("Hits");
        ui.label("Escapes");
        ui.end_row();
        for c in cards {
            card_row(ui, data, *c);
        }
    });
    let deck = |c: &CargoCardId| &data.cargo_deck[c.0 as usize];
    let plunder: u32 = cards.iter().map(|c| deck(c).plunder as u32).sum();
    let escapes = data.escapes(cards);
    let hits: usize = cards.iter().map(|c| deck(c).hits.len()).sum();
    ui.separator();
    ui.label(format!(
        "Plunder {plunder} gold · hits {hits} · escapes {escapes}{}",
        mnv.map(|m| format!(" (it escapes at {m}, the raider's MANEUVERABILITY)"))
            .unwrap_or_default()
    ));
}

fn card_row(ui: &mut egui::Ui, data: &GameData, c: CargoCardId) {
    let card = &data.cargo_deck[c.0 as usize];
    ui.label(card_name(data, c));
    ui.label(card.plunder.to_string());
    let hits: Vec<&str> = card.hits.iter().map(|h| location(*h)).collect();
    ui.label(if hits.is_empty() {
        "—".into()
    } else {
        hits.join(", ")
    });
    ui.label(card.escapes.to_string());
    ui.end_row();
}
