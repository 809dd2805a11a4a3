//! The Anti-Pirates on the board (6.4, 10): the warships On Station and the KCs, at the
//! bottom right of their Sea Area (a KC in a Transit Box, of the box), each with a tip naming it and
//! its ratings; a KC's border in its seat's colour, ringed while it may react to the action
//! under way.

use super::labels::{INK, text_on};
use super::paint::Board;
use crate::games::bb::colours::SEAT_COLOURS;
use crate::games::bb::words;
use bevy_egui::egui::{
    self, Align2, Color32, FontId, Rect, Sense, Stroke, StrokeKind, Ui, pos2, vec2,
};
use blackbeard::rules::{Foe, Location};

/// A warship's grey.
const NAVY_GREY: Color32 = Color32::from_rgb(120, 124, 130);
/// A King's Commissioner's dark blue.
const KC_BLUE: Color32 = Color32::from_rgb(30, 45, 95);
const REACT_RING: Color32 = Color32::from_rgb(200, 40, 40);

impl Board<'_> {
    /// The warship and the KCs at `at`, right-aligned along the bottom edge of `r`.
    pub(super) fn foes(&self, ui: &mut Ui, at: Location, r: Rect) {
        let side = (18.0 * self.scale).clamp(12.0, 22.0);
        let p = ui.painter().clone();
        let mut x = r.right() - 4.0 - side;
        let y = r.bottom() - 4.0 - side;
        let mut tile = |ui: &mut Ui,
                        fill: Color32,
                        edge: Stroke,
                        text: String,
                        tip: String,
                        id: (&str, u8),
                        ring: bool| {
            let t = Rect::from_min_size(pos2(x, y), vec2(side, side));
            p.rect_filled(t, 3.0, fill);
            p.rect_stroke(t, 3.0, edge, StrokeKind::Inside);
            if ring {
                p.rect_stroke(
                    t.expand(3.0),
                    4.0,
                    Stroke::new(2.0, REACT_RING),
                    StrokeKind::Outside,
                );
            }
            p.text(
                t.center(),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(side * 0.42),
                text_on(fill),
            );
            let resp = ui.interact(t, egui::Id::new(("bb-foe", id.0, id.1)), Sense::hover());
            crate::widgets::named::named(ui, &resp, &tip);
            resp.on_hover_text(tip);
            x -= side + 3.0;
        };
        if let Location::Sea(area) = at {
            for o in self.public.on_station.iter().filter(|o| o.area == area) {
                let w = &self.data.warships[o.warship.0 as usize];
                tile(
                    ui,
                    NAVY_GREY,
                    Stroke::new(1.0, INK),
                    format!("{}-{}", w.speed, w.combat),
                    format!(
                        "Warship On Station: {}",
                        words::anti_pirates::foe(self.data, Foe::Warship(o.warship))
                    ),
                    ("warship", o.warship.0),
                    false,
                );
            }
        }
        for k in self.public.kcs.iter().filter(|k| k.at == at) {
            let kc = &self.data.kcs[k.kc.0 as usize];
            let colour = SEAT_COLOURS[k.seat % SEAT_COLOURS.len()];
            tile(
                ui,
                KC_BLUE,
                Stroke::new(2.5, colour),
                format!("KC{}", kc.combat),
                format!(
                    "{}'s King's Commissioner: {}",
                    words::seat_name(k.seat),
                    words::anti_pirates::foe(self.data, Foe::Kc(k.kc))
                ),
                ("kc", k.kc.0),
                self.may_react(k),
            );
        }
    }

    /// 10.3, as the table shows it: a window open on an action, this KC at sea in the active
    /// pirate's area or next to it, not placed this Player-Turn, none reacted yet.
    fn may_react(&self, k: &blackbeard::rules::KcAfloat) -> bool {
        let (Some(_), Some(a)) = (&self.public.window, &self.public.ap.action) else {
            return false;
        };
        let Some(Location::Sea(area)) = self
            .public
            .afloat
            .iter()
            .find(|x| x.pirate == a.pirate)
            .map(|x| x.at)
        else {
            return false;
        };
        let Location::Sea(at) = k.at else {
            return false;
        };
        k.placed < self.public.turns
            && !a.reacted
            && !a.cancelled
            && (at == area || self.data.areas[area.0 as usize].neighbours.contains(&at))
    }
}
