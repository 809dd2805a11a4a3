//! The new-game screen's "Seas of Glory" section: each module and variant built, what it adds,
//! all or none. A switch another one forces on (the slow galleons, with the brig or Flexible
//! Turns) shows ticked and locked, saying why.

use crate::content::{Switch, Switches};
use crate::widgets::named::named;
use bevy_egui::egui;

/// The section, folded until opened; its title says how many switches are on.
pub(crate) fn section(ui: &mut egui::Ui, seas: &mut Switches) {
    let on = Switch::ALL.iter().filter(|s| seas.on(**s)).count();
    let title = if on == 0 {
        "Seas of Glory: base game".to_string()
    } else {
        format!("Seas of Glory: {on} on")
    };
    let header = egui::CollapsingHeader::new(title)
        .id_salt("seas of glory")
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(
                    "The expansion's eleven modules and five variants, each optional, any \
                     mix.",
                )
                .small(),
            );
            ui.horizontal(|ui| {
                let r = ui.button("All");
                named(ui, &r, "Seas all");
                if r.clicked() {
                    *seas = Switches::all();
                }
                let r = ui.button("None");
                named(ui, &r, "Seas none");
                if r.clicked() {
                    *seas = Switches::none();
                }
            });
            egui::ScrollArea::vertical()
                .max_height(240.0)
                .show(ui, |ui| {
                    for s in Switch::ALL {
                        row(ui, seas, s);
                    }
                });
        });
    named(ui, &header.header_response, "Seas of Glory");
}

/// One switch: a box with its key and title, what it adds beneath it.
fn row(ui: &mut egui::Ui, seas: &mut Switches, s: Switch) {
    let forced = seas.forced(s);
    let mut ticked = seas.on(s);
    let label = format!("{} ({})", s.title(), s.key());
    let r = ui
        .add_enabled(forced.is_none(), egui::Checkbox::new(&mut ticked, label))
        .on_hover_text(s.adds());
    let r = match forced {
        Some(by) => r.on_disabled_hover_text(format!(
            "On with {} ({}): {}.",
            by.title(),
            by.key(),
            s.why_forced()
        )),
        None => r,
    };
    named(ui, &r, &format!("Seas {}", s.key()));
    if r.changed() {
        seas.set(s, ticked);
    }
    ui.indent(s.key(), |ui| {
        let why = forced.map_or(String::new(), |by| format!(" On with {}.", by.key()));
        ui.label(
            egui::RichText::new(format!("{}{why}", s.adds()))
                .small()
                .weak(),
        );
    });
}
