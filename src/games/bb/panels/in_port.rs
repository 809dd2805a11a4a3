//! An In-Port Activities Action (9.4), walked in the middle of the table while it lasts: the
//! pirate, the port and what it is to him (and why), the rate his booty converts at, each
//! hostage and whether he can be ransomed here, the Refit he may have, the governor's price,
//! and which of 9.41's activities is asked now.

use crate::games::bb::mirror::BbTable;
use crate::games::bb::words;
use bevy_egui::egui::{self, RichText, Ui};
use blackbeard::content::{BbData, Nation, Owner};
use blackbeard::rules::{Governor, Phase, PortStatus, Visit, VisitStep, port};

/// The In-Port Activities under way on the public table, if any.
pub fn visiting(table: &BbTable) -> Option<&Visit> {
    match table.public.as_ref()?.phase.as_ref()? {
        Phase::InPort(v) => Some(v),
        _ => None,
    }
}

/// 9.41's activities as the panel lists them, with the steps each covers.
const STEPS: [(&[VisitStep], &str); 6] = [
    (
        &[VisitStep::Letter],
        "Letter of Marque (a card from the hand)",
    ),
    (&[VisitStep::Ransom], "1. Ransom hostages"),
    (&[VisitStep::Convert], "2. Convert booty to Net Worth"),
    (&[VisitStep::Refit], "3. Refit the ship"),
    (&[VisitStep::Haven], "4. Buy a Safe Haven"),
    (&[VisitStep::Revelry], "5. Debauchery & Revelry"),
];

/// Which of the activities the step belongs to.
fn activity(step: VisitStep) -> usize {
    match step {
        VisitStep::Letter => 0,
        VisitStep::Ransom | VisitStep::RansomHold { .. } => 1,
        VisitStep::Convert => 2,
        VisitStep::Refit | VisitStep::Repair { .. } | VisitStep::AllyRepair { .. } => 3,
        VisitStep::Haven | VisitStep::Bribe { .. } => 4,
        VisitStep::Revelry => 5,
    }
}

/// Why the port is what it is to him, in words.
fn why(status: PortStatus) -> &'static str {
    match status {
        PortStatus::Pro => "a Pro-Pirate governor sits here",
        PortStatus::Neutral => "no governor sits here",
        PortStatus::Anti => "an Anti-Pirate governor sits here",
        PortStatus::PiratePort => "a Pirate Port: no governor, no nation",
        PortStatus::SafeHaven => "he bought the governor",
        PortStatus::Destroyed => "it lies in ruins",
    }
}

fn rate(status: PortStatus) -> &'static str {
    match status {
        PortStatus::Neutral => "half (rounded up)",
        PortStatus::Pro => "in full",
        PortStatus::PiratePort => "in full, and the crew goes ashore in D&R",
        PortStatus::SafeHaven => "in full and a tenth more",
        PortStatus::Anti | PortStatus::Destroyed => "not at all",
    }
}

pub fn panel(ui: &mut Ui, data: &BbData, table: &BbTable, v: &Visit) {
    let Some(public) = table.public.as_ref() else {
        return;
    };
    let p = &data.ports[v.port.0 as usize];
    let seen = &public.ports[v.port.0 as usize];
    let status = port::seen_status(data, public, v.port, v.pirate);
    let nation = match p.owner {
        Owner::Nation(n) => format!("{n:?}"),
        Owner::PiratePort => "a Pirate Port".into(),
    };
    ui.label(
        RichText::new(format!(
            "{} in {} ({nation})",
            words::pirate(data, v.pirate),
            p.name
        ))
        .strong(),
    );
    ui.label(format!(
        "To him it is {}: {}.",
        words::port_status(status),
        why(status)
    ));
    ui.label(format!("Booty converts {}.", rate(status)));
    let Some(a) = public.afloat.iter().find(|a| a.pirate == v.pirate) else {
        return;
    };
    for (h, bound) in &a.hostages {
        let def = &data.hostages[h.0 as usize];
        let home = bound.map_or("no nation".to_string(), |n| format!("{n:?}"));
        let here = if port::may_ransom_seen(data, public, v.port, v.pirate, *bound) {
            "ransomed here"
        } else if matches!(bound, Some(Nation::Arab | Nation::Portuguese)) {
            "never ransomed (Arab and Portuguese ports pay none)"
        } else {
            "not here: only in a port of his nation"
        };
        ui.label(format!(
            "Hostage: {} (Value {}, bound for a {home} port): {here}.",
            def.name, def.value
        ));
    }
    if matches!(p.owner, Owner::Nation(Nation::Arab)) {
        ui.label("No Refit in an Arab port.");
    }
    match (v.step, seen.governor) {
        (VisitStep::Bribe { price }, _) => {
            ui.label(format!(
                "The governor's price for a Safe Haven: {price} doubloons; his Net Worth: {}.",
                a.net_worth
            ));
        }
        (_, Some(Governor::Pro(g))) if a.bribed.contains(&g) => {
            ui.weak("He has asked this governor before (9.45: once).");
        }
        _ => {}
    }
    ui.separator();
    super::walk::steps(ui, STEPS.iter().map(|(_, t)| *t), activity(v.step));
}

/// The panel in the encounter room.
pub fn window(
    ctx: &egui::Context,
    layout: &crate::ui::arrange::Layout,
    data: &BbData,
    table: &BbTable,
) {
    let Some(v) = visiting(table) else { return };
    super::walk::window(ctx, layout, "In port", "port-panel", |ui| {
        panel(ui, data, table, v)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every step of 9.41 lights one of its activities (a Letter of Marque first), in order.
    #[test]
    fn every_step_has_its_activity() {
        for (i, (steps, _)) in STEPS.iter().enumerate() {
            for s in *steps {
                assert_eq!(activity(*s), i);
            }
        }
        assert_eq!(activity(VisitStep::RansomHold { doubloons: 1 }), 1);
        assert_eq!(activity(VisitStep::Repair { hits: 1 }), 3);
        assert_eq!(activity(VisitStep::Bribe { price: 100 }), 4);
    }
}
