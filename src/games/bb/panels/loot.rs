//! The Loot of a merchant (8.3), walked step by step in the middle of the table while it lasts:
//! the pirate and the merchant (type, Cargo rating), the Cargo Table's roll and its doubloons,
//! the Hostage drawn, and which of 8.31's steps is asked now.

use crate::games::bb::mirror::BbTable;
use crate::games::bb::words;
use bevy_egui::egui::{self, RichText, Ui};
use blackbeard::content::BbData;
use blackbeard::rules::{LootStep, Looting, Phase, Reroll};

/// The Loot under way on the public table, if one (a Cunning offer inside it too).
pub fn looting(table: &BbTable) -> Option<&Looting> {
    match table.public.as_ref()?.phase.as_ref()? {
        Phase::Loot(l) => Some(l),
        Phase::Cunning(offer) => match &offer.roll {
            Reroll::Cargo(l) | Reroll::Torture(l, _) => Some(l),
            _ => None,
        },
        _ => None,
    }
}

/// The steps of 8.31 as the panel lists them, with the step each stands for.
const STEPS: [(LootStep, &str); 5] = [
    (LootStep::Seize, "1. Seize the Booty, or let her go"),
    (
        LootStep::Cargo,
        "2. The cargo: a hold, over another, left, or her ship taken",
    ),
    (LootStep::Trim, "   Holds trimmed to the ship taken (8.5)"),
    (
        LootStep::Hostage,
        "3. The Hostage: tortured or held for ransom",
    ),
    (LootStep::Revelry, "4. Debauchery & Revelry, if he will"),
];

pub fn panel(ui: &mut Ui, data: &BbData, table: &BbTable, l: &Looting) {
    let port = &data.ports[l.port.0 as usize];
    ui.label(
        RichText::new(format!(
            "{} boards the merchant off {}",
            words::pirate(data, l.pirate),
            port.name
        ))
        .strong(),
    );
    let seen = table
        .public
        .as_ref()
        .and_then(|p| p.ports.get(l.port.0 as usize));
    if let Some(Some(kind)) = seen.and_then(|s| s.merchant) {
        let ship = data.ship(kind);
        ui.label(format!(
            "She is a {} (Cargo rating {}).",
            ship.name, ship.cargo
        ));
    }
    if l.roll > 0 {
        ui.label(format!(
            "The Cargo Table: {} in {}, {} doubloons.",
            l.roll,
            words::area(data, port.areas[0]),
            l.doubloons
        ));
    }
    if let Some(h) = l.hostage {
        let h = &data.hostages[h.0 as usize];
        ui.label(format!(
            "The Hostage: {} (Information {}, Value {}).",
            h.name, h.information, h.value
        ));
    }
    ui.separator();
    let now = STEPS.iter().position(|(s, _)| *s == l.step).unwrap_or(0);
    super::walk::steps(ui, STEPS.iter().map(|(_, t)| *t), now);
}

/// The panel in the encounter room.
pub fn window(
    ctx: &egui::Context,
    layout: &crate::ui::arrange::Layout,
    data: &BbData,
    table: &BbTable,
) {
    let Some(l) = looting(table) else { return };
    super::walk::window(ctx, layout, "Looting", "raid-panel", |ui| {
        panel(ui, data, table, l)
    });
}
