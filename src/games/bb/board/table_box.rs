//! The board's box of the whole table: Victory Points by seat, the decks and pools, and the
//! Retired and Davy Jones' Locker boxes.

use super::labels::INK;
use super::paint::{Board, ROUTE};
use crate::games::bb::colours::SEAT_COLOURS;
use crate::games::bb::words;
use bevy_egui::egui::{Align2, Color32, Stroke, StrokeKind, Ui, pos2};

impl Board<'_> {
    /// The table's box: VP by seat, the decks, the pools, Retired and Davy Jones' Locker.
    pub(super) fn table_box(&self, ui: &mut Ui) {
        let r = self.at(self.cells.table_box());
        let p = ui.painter().clone();
        p.rect_filled(r, 5.0, Color32::from_rgb(245, 236, 210));
        p.rect_stroke(r, 5.0, Stroke::new(1.0, ROUTE), StrokeKind::Inside);
        let f = self.font(11.0);
        let row = f.size + 3.0;
        let mut y = r.top() + 4.0;
        let mut line = |text: String, ink: Color32| {
            if y + row <= r.bottom() {
                p.text(
                    pos2(r.left() + 6.0, y),
                    Align2::LEFT_TOP,
                    text,
                    f.clone(),
                    ink,
                );
            }
            y += row;
        };
        line("Victory Points".into(), INK);
        for (seat, vp) in self.public.vp.iter().enumerate() {
            line(
                format!("  {}: {vp}", words::seat_name(seat)),
                SEAT_COLOURS[seat % 5].gamma_multiply(0.8).to_opaque(),
            );
        }
        let o = self.public;
        line(
            format!(
                "Event deck {} · discards {} · Pardons {}",
                o.deck,
                o.discard.len(),
                o.pardons
            ),
            INK,
        );
        line(
            format!(
                "Pirate deck {} · merchants in pool {}",
                o.pirate_deck, o.pools.merchants
            ),
            INK,
        );
        let names = |ids: &[blackbeard::content::PirateId]| {
            if ids.is_empty() {
                "none".to_string()
            } else {
                ids.iter()
                    .map(|p| words::pirate(self.data, *p))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        line(format!("Retired: {}", names(&o.retired)), INK);
        line(format!("Davy Jones' Locker: {}", names(&o.locker)), INK);
    }
}
