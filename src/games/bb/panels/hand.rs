//! The bottom of the right column: the viewer's own Event cards (17.1: number, title, what
//! they give for Actions, how they play, our text), the discard pile's top and the Pardons
//! drawn; behind the curtain or on the public face, the hands counted only.

use crate::games::bb::mirror::BbTable;
use bevy_egui::egui::{self, RichText, Ui};
use blackbeard::content::{Actions, BbData, EventCardId, Play};

/// How a card plays, in a few words.
pub fn card_line(data: &BbData, c: EventCardId) -> String {
    let e = data.event(c);
    let actions = match e.actions {
        Actions::Count(n) => format!("{n} Action{}", if n == 1 { "" } else { "s" }),
        Actions::Initiative => "Initiative".into(),
        Actions::NoActions => "no Actions".into(),
    };
    let play = match e.play {
        Play::ActionsOrEvent => "Actions OR Event",
        Play::EventAndAction => "Event AND Action",
        Play::MustPlayImmediately => "Must Play Immediately",
    };
    let ap = if e.anti_pirate { " · Anti-Pirate" } else { "" };
    format!("#{} {} ({actions}; {play}{ap})", e.number, e.title)
}

pub fn column(ui: &mut Ui, data: &BbData, table: &BbTable) {
    let Some(public) = &table.public else { return };
    match table.seen.as_ref().filter(|_| !table.face) {
        Some(mine) => {
            ui.label(RichText::new(format!("Your hand ({} cards)", mine.hand.len())).strong());
            // A line a card, its text on hover: the column stays short enough to sit under
            // the orders.
            for c in &mine.hand {
                let e = data.event(*c);
                let r = egui::Frame::group(ui.style())
                    .inner_margin(3.0)
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        ui.label(RichText::new(card_line(data, *c)).size(12.0));
                    })
                    .response;
                r.on_hover_text(&e.text);
            }
            if !mine.hand.is_empty() {
                ui.weak("Hover a card for its text.");
            }
            if mine.hand.is_empty() {
                ui.weak("No Event cards in hand.");
            }
        }
        None => {
            ui.weak("Hands are secret: each seat sees its own cards on its turn.");
        }
    }
    ui.separator();
    match public.discard.last() {
        Some(c) => {
            ui.label(format!(
                "Discard pile: {} card{}; on top {}",
                public.discard.len(),
                if public.discard.len() == 1 { "" } else { "s" },
                card_line(data, *c)
            ));
        }
        None => {
            ui.label("Discard pile: empty");
        }
    }
    ui.label(format!(
        "Event deck: {} cards · General Pardons drawn: {} of 3",
        public.deck, public.pardons
    ));
}
