//! The advice row above a game's orders, written once for every game: the button *What would
//! a Hard captain (pirate) do?*, the adviser thinking, or its counsel with one line of why.
//! The search runs in `ai::advisor`, on the asking seat's own observation.

use crate::ai::advisor::{Advice, AskAdvice, Counsel};
use crate::ai::captains::Captains;
use bevy::prelude::*;
use bevy_egui::egui;

/// The fill of the order the adviser would pick.
pub const ADVISED: egui::Color32 = egui::Color32::from_rgb(238, 206, 120);

/// The row: `who` names the adviser ("captain", "pirate"); `text` an option in the game's words.
pub fn row<G: Captains>(
    ui: &mut egui::Ui,
    obs: &G::Observation,
    advice: &Advice<G>,
    ask: &mut MessageWriter<AskAdvice<G>>,
    who: &str,
    text: &dyn Fn(&G::Choice) -> String,
) {
    if G::asked(obs).is_none_or(|d| d.options.len() < 2) {
        return;
    }
    if advice.thinking_about(obs) {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(egui::RichText::new(format!("A Hard {who} is weighing it…")).size(11.5));
        });
        return;
    }
    if let Some(counsel) = advice.for_decision(obs) {
        let pick = text(&counsel.choice);
        ui.label(egui::RichText::new(format!("A Hard {who} would: {pick}")).strong());
        ui.label(egui::RichText::new(why(counsel, text)).size(11.0));
        return;
    }
    let r = ui
        .button(format!("⚓ What would a Hard {who} do?"))
        .on_hover_text(format!(
            "A searching {who} plays this decision out many times from what you can see \
             (never more) and suggests a choice. It plays nothing for you."
        ));
    crate::widgets::named::named(ui, &r, "Advice");
    if r.clicked() {
        ask.write(AskAdvice(obs.clone()));
    }
}

/// One line of why: the rules of thumb's reason, and what the search found.
pub fn why<C: Copy>(c: &Counsel<C>, text: &dyn Fn(&C) -> String) -> String {
    let reason = capitalised(c.reason);
    match (c.score, c.instead) {
        (Some(score), Some((other, other_score))) => format!(
            "{reason}: rated {:.0}/100 over {} futures played ahead, against {:.0} for “{}”.",
            score * 100.0,
            c.searched,
            other_score * 100.0,
            text(&other),
        ),
        (Some(score), None) => format!(
            "{reason}; it held up over {} futures played ahead (rated {:.0}/100).",
            c.searched,
            score * 100.0
        ),
        _ => format!("{reason}."),
    }
}

fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
