//! Seas of Glory, MODULE 9: the location panel. A raid on a location lies face up for the
//! whole table (its defense's cards with their plunder, hits and escapes, and the sums that
//! decide the fire and the assault); a visit names the place and what it offers. The choices
//! themselves are the Orders' buttons.

use crate::content::{CargoCardId, GameData, LocationId};
use crate::games::mm::mirror::{SeatBoard, TableView, Viewer};
use crate::games::mm::words::locations::name;
use crate::games::mm::words::port::{card_name, location};
use crate::games::mm::words::seat_name;
use crate::rules::GameEvent;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::protocol::{LocationEvent, LocationOutcome};
use crate::rules::state::{LocationRaid, LocationRaidStep};
use crate::rules::{Seat, ship};
use crate::table::assets::LoadedData;
use crate::ui::encounter::encounter_window;
use crate::ui::linger::{self, Ended};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// A raid on a location begins and ends by these events.
impl linger::Outcome<Mm> for LocationOutcome {
    fn told(event: &GameEvent) -> Option<Option<Self>> {
        match event {
            GameEvent::Location(LocationEvent::RaidBegun { .. }) => Some(None),
            GameEvent::Location(LocationEvent::RaidEnded { outcome, .. }) => Some(Some(*outcome)),
            _ => None,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    linger::watch::<Mm, LocationRaid, LocationOutcome>(app);
    app.add_systems(EguiPrimaryContextPass, panel.in_set(super::MmPanels));
}

fn panel(
    mut contexts: EguiContexts,
    layout: Res<crate::ui::arrange::Layout>,
    view: Res<TableView>,
    boards: Query<&SeatBoard>,
    data: Option<Res<LoadedData<Mm>>>,
    mut end: ResMut<Ended<Mm, LocationRaid, LocationOutcome>>,
    time: Res<Time>,
    viewer: Res<Viewer>,
) -> Result {
    let Some(data) = data else {
        return Ok(());
    };
    let data = &*data.0;
    let tick = linger::tick(&viewer, &time);
    let told = end.outcome.is_some();
    if let Some((raid, over)) = end.linger.frame(view.location_raid.as_ref(), told, tick) {
        let ship = boards
            .iter()
            .find(|b| b.0.seat == raid.seat)
            .and_then(|b| b.0.ship.clone());
        let mut close = false;
        encounter_window("Location raid", "location-raid-panel", 400.0, &layout).show(
            contexts.ctx_mut()?,
            |ui| {
                crate::ui::encounter::encounter_body(ui, &layout, |ui| {
                    raid_contents(ui, data, &raid, ship.as_ref())
                });
                if let Some(outcome) = end.outcome.filter(|_| over) {
                    ui.separator();
                    ui.label(egui::RichText::new(ended(data, &raid, outcome)).strong());
                    close = ui.button("Close").clicked();
                }
            },
        );
        if close {
            end.linger.close();
        }
    } else if let Some((seat, id)) = view.visiting {
        encounter_window("Location", "location-visit-panel", 360.0, &layout).show(
            contexts.ctx_mut()?,
            |ui| {
                crate::ui::encounter::encounter_body(ui, &layout, |ui| {
                    visit_contents(ui, data, seat, id)
                })
            },
        );
    }
    Ok(())
}

/// How the location raid ended, in a line for its panel.
fn ended(data: &GameData, raid: &LocationRaid, outcome: LocationOutcome) -> String {
    let who = seat_name(raid.seat);
    let place = name(data, raid.id);
    match outcome {
        LocationOutcome::Plundered { gold } => format!(
            "Raid over: {who} took {place}, {gold} gold and what loot the hold could carry."
        ),
        LocationOutcome::Retreated => format!("Raid over: {who} retreated from {place}."),
        LocationOutcome::Failed => {
            format!("Raid over: it failed, a hit location of {who}'s ship destroyed.")
        }
        LocationOutcome::Sunk => format!("Raid over: {who}'s ship sank under {place}'s guns."),
        LocationOutcome::Killed => {
            format!("Raid over: {who}'s crew fell ashore, the captain with them.")
        }
    }
}

fn visit_contents(ui: &mut egui::Ui, data: &GameData, seat: Seat, id: LocationId) {
    ui.label(format!("{} visits {}.", seat_name(seat), name(data, id)));
    let kind = data.tokens.locations.token(id).kind;
    ui.label(crate::games::mm::words::locations::offers(data, kind));
}

fn raid_contents(
    ui: &mut egui::Ui,
    data: &GameData,
    raid: &LocationRaid,
    ship: Option<&crate::rules::Ship>,
) {
    let def = data.tokens.locations.kind_of(raid.id);
    ui.label(format!(
        "{} raids {}.",
        seat_name(raid.seat),
        name(data, raid.id)
    ));
    let step = match &raid.step {
        LocationRaidStep::Bombard { dice_left, hit, .. } => {
            if *hit {
                "A hit! Pick the card to knock out.".to_string()
            } else {
                format!("Bombardment: {dice_left} cannon dice left to roll.")
            }
        }
        LocationRaidStep::Ashore { .. } => "The fire is over: storm ashore, or retreat.".into(),
        LocationRaidStep::Assault { leadership, .. } if *leadership > 0 => {
            format!("Ashore, with {leadership} more LEADERSHIP dice from glory cards.")
        }
        LocationRaidStep::Assault { .. } => {
            "Ashore: crew-combat glory cards may be played before the roll.".into()
        }
        LocationRaidStep::Loot { .. } => "Taken! What is left can go aboard.".into(),
    };
    ui.label(egui::RichText::new(step).strong());
    let cards = raid.cards();
    ui.separator();
    egui::Grid::new("location-raid-cards")
        .striped(true)
        .show(ui, |ui| {
            ui.label("Card");
            ui.label("Plunder");
            ui.label("Hits");
            ui.label("Escapes");
            ui.end_row();
            for c in cards {
                card_row(ui, data, *c, def.ignores_hits);
            }
        });
    let deck = |c: &CargoCardId| &data.cargo_deck[c.0 as usize];
    let plunder: u32 = cards.iter().map(|c| deck(c).plunder as u32).sum();
    let escapes = data.escapes(cards);
    let hits: usize = if def.ignores_hits {
        0
    } else {
        cards.iter().map(|c| deck(c).hits.len()).sum()
    };
    ui.separator();
    ui.label(format!(
        "Plunder {plunder} gold · hits {hits} · escapes {escapes}"
    ));
    if let Some(sh) = ship {
        let mnv = ship::maneuverability(sh, data);
        ui.label(if escapes >= mnv as u32 {
            format!(
                "The escapes match or beat MANEUVERABILITY {mnv}: each hit lands twice. \
                 Ashore they cost {escapes} crew, less one per LEADERSHIP success (crew {}).",
                sh.hits.crew
            )
        } else {
            format!(
                "Escapes below MANEUVERABILITY {mnv}: each hit lands once. Ashore they cost \
                 {escapes} crew, less one per LEADERSHIP success (crew {}).",
                sh.hits.crew
            )
        });
    }
}

fn card_row(ui: &mut egui::Ui, data: &GameData, c: CargoCardId, no_fire: bool) {
    let card = &data.cargo_deck[c.0 as usize];
    ui.label(card_name(data, c));
    ui.label(card.plunder.to_string());
    let hits: Vec<&str> = card.hits.iter().map(|h| location(*h)).collect();
    ui.label(if hits.is_empty() || no_fire {
        "—".into()
    } else {
        hits.join(", ")
    });
    ui.label(card.escapes.to_string());
    ui.end_row();
}
