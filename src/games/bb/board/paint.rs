//! Painting Blackbeard's board: sections, routes, Sea Areas with their ports, Transit Boxes,
//! pirates, the table's box, and rings on the places the viewer's decision reaches.

use super::cells::Cells;
use super::labels::{counter_letters, nation_colour, port_tip, ship_letters, text_on};
use super::places::{Place, on_screen, place_of};
use crate::games::bb::colours::SEAT_COLOURS;
use crate::games::bb::words;
use bevy_egui::egui::{
    self, Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, pos2, vec2,
};
use blackbeard::content::{AreaId, BbData, Owner, PortId};
use blackbeard::rules::{Choice, Event, Governor, Location, Observation, SeenAfloat};

const PARCHMENT: Color32 = Color32::from_rgb(236, 224, 192);
/// A Sea Area's box over the chart: light water, the chart faintly through it.
const SEA: Color32 = Color32::from_rgba_premultiplied(173, 194, 203, 225);
/// A Transit Box: deeper water.
const TRANSIT: Color32 = Color32::from_rgba_premultiplied(150, 176, 190, 225);
const SEA_EDGE: Color32 = Color32::from_rgb(80, 110, 130);
use super::labels::INK;
const RING: Color32 = Color32::from_rgb(200, 120, 0);
pub(super) const ROUTE: Color32 = Color32::from_rgb(120, 100, 70);
/// A route between bordering places, drawn over the chart's dark water.
const SEA_ROUTE: Color32 = Color32::from_rgb(236, 224, 192);

pub(super) struct Board<'a> {
    pub data: &'a BbData,
    pub public: &'a Observation,
    pub cells: &'static Cells,
    /// The baked chart (`chart.rs`), a panel per Region.
    pub chart: egui::TextureId,
    pub scale: f32,
    pub offset: egui::Vec2,
    pub options: &'a [Choice],
    pub recent: &'a [Event],
}

impl Board<'_> {
    pub(super) fn at(&self, r: Rect) -> Rect {
        on_screen(r, self.scale, self.offset)
    }

    pub(super) fn font(&self, points: f32) -> FontId {
        FontId::proportional((points * self.scale).clamp(9.0, points * 1.3))
    }

    fn reached(&self, place: Place) -> bool {
        self.options.iter().any(|c| place_of(c) == Some(place))
    }

    /// The place the last Move went to, marked faintly.
    fn last_move(&self) -> Option<Place> {
        self.recent.iter().rev().find_map(|e| match e {
            Event::Moved { to, .. } => place_of(&Choice::Move {
                pirate: blackbeard::content::PirateId(0),
                to: *to,
            }),
            _ => None,
        })
    }

    /// Draw it all; the place clicked this frame, if one, and where.
    pub fn draw(&self, ui: &mut Ui) -> Option<(Place, Pos2)> {
        let p = ui.painter().clone();
        let mut clicked = None;
        for (i, section) in self.cells.sections.iter().enumerate() {
            let r = self.at(*section);
            p.image(
                self.chart,
                r,
                super::chart::uv(i, section.size()),
                Color32::WHITE,
            );
            p.rect_stroke(r, 0.0, Stroke::new(2.0, ROUTE), StrokeKind::Inside);
        }
        self.routes(&p);
        for (i, section) in self.cells.sections.iter().enumerate() {
            let r = self.at(*section);
            // The Region's name on a parchment label, as a chart's cartouche (over the routes).
            let font = FontId::new(
                (15.0 * self.scale).clamp(11.0, 18.0),
                crate::fonts::chart_italic(),
            );
            let galley = p.layout_no_wrap(self.data.regions[i].clone(), font, INK);
            let label = Rect::from_min_size(
                r.left_top() + vec2(6.0, 4.0),
                // Italic letters lean past their advance: room for the last one's lean.
                galley.size() + vec2(16.0, 4.0),
            );
            // Within its section, however narrow the section is drawn.
            let p = p.with_clip_rect(r.shrink(1.0));
            p.rect_filled(label, 4.0, PARCHMENT);
            p.rect_stroke(label, 4.0, Stroke::new(1.0, ROUTE), StrokeKind::Inside);
            p.galley(label.min + vec2(6.0, 2.0), galley, INK);
        }
        self.table_box(ui);
        for (i, area) in self.data.areas.iter().enumerate() {
            let Some(cell) = self.cells.area(&area.key) else {
                continue;
            };
            if let Some(hit) = self.area(ui, AreaId(i as u8), self.at(cell)) {
                clicked = Some(hit);
            }
        }
        for (i, b) in self.data.boxes.iter().enumerate() {
            let Some(cell) = self.cells.transit(&b.key) else {
                continue;
            };
            let id = blackbeard::content::BoxId(i as u8);
            if let Some(hit) = self.transit(ui, id, self.at(cell)) {
                clicked = Some(hit);
            }
        }
        clicked
    }

    /// Dashed routes between bordering areas and from each Transit Box to the two it joins.
    fn routes(&self, p: &egui::Painter) {
        let centre = |key: &str| self.cells.area(key).map(|r| self.at(r).center());
        for (i, area) in self.data.areas.iter().enumerate() {
            for n in &area.neighbours {
                if n.0 as usize <= i {
                    continue;
                }
                let other = &self.data.areas[n.0 as usize];
                if let (Some(a), Some(b)) = (centre(&area.key), centre(&other.key)) {
                    p.add(egui::Shape::dashed_line(
                        &[a, b],
                        Stroke::new(2.0, SEA_ROUTE),
                        6.0,
                        4.0,
                    ));
                }
            }
        }
        for b in &self.data.boxes {
            let Some(r) = self.cells.transit(&b.key) else {
                continue;
            };
            let c = self.at(r).center();
            for a in b.joins {
                if let Some(to) = centre(&self.data.areas[a.0 as usize].key) {
                    p.add(egui::Shape::dashed_line(
                        &[c, to],
                        Stroke::new(2.0, SEA_ROUTE),
                        3.0,
                        5.0,
                    ));
                }
            }
        }
    }

    fn ring(&self, p: &egui::Painter, r: Rect, place: Place) {
        if self.reached(place) {
            p.rect_stroke(
                r.expand(2.0),
                5.0,
                Stroke::new(3.0, RING),
                StrokeKind::Outside,
            );
        } else if self.last_move() == Some(place) {
            p.rect_stroke(
                r.expand(1.0),
                5.0,
                Stroke::new(2.0, Color32::from_rgba_unmultiplied(200, 120, 0, 110)),
                StrokeKind::Outside,
            );
        }
    }

    fn clickable(&self, ui: &mut Ui, r: Rect, place: Place, name: &str) -> Option<(Place, Pos2)> {
        if !self.reached(place) {
            return None;
        }
        let id = egui::Id::new(("bb-place", format!("{place:?}")));
        let resp = ui
            .interact(r, id, Sense::click())
            .on_hover_text(format!("{name}: click for the order that leads here"));
        crate::widgets::named::named(ui, &resp, &format!("Board {name}"));
        resp.clicked()
            .then(|| (place, resp.interact_pointer_pos().unwrap_or(r.center())))
    }

    /// A Sea Area: its name, its ports a line each, the pirates at sea below.
    fn area(&self, ui: &mut Ui, id: AreaId, r: Rect) -> Option<(Place, Pos2)> {
        let p = ui.painter().clone();
        let area = &self.data.areas[id.0 as usize];
        p.rect_filled(r, 5.0, SEA);
        p.rect_stroke(r, 5.0, Stroke::new(1.0, SEA_EDGE), StrokeKind::Inside);
        self.ring(&p, r, Place::Area(id));
        let mut clicked = self.clickable(ui, r, Place::Area(id), &area.name);
        let title = self.font(12.0);
        let line = title.size + 3.0;
        p.text(
            r.left_top() + vec2(6.0, 3.0),
            Align2::LEFT_TOP,
            &area.name,
            FontId::new(title.size, crate::fonts::chart_italic()),
            INK,
        );
        let port_font = self.font(10.5);
        let row = port_font.size + 3.0;
        let mut y = r.top() + 3.0 + line;
        for port in &area.ports {
            // Bermuda adjoins two areas (2.2): drawn in the first, named in the second's
            // title row.
            if self.data.ports[port.0 as usize].areas.first() != Some(&id) {
                let text = format!("and {}", self.data.ports[port.0 as usize].name);
                p.text(
                    pos2(r.right() - 6.0, r.top() + 3.0),
                    Align2::RIGHT_TOP,
                    text,
                    port_font.clone(),
                    SEA_EDGE,
                );
                continue;
            }
            let line_rect =
                Rect::from_min_size(pos2(r.left() + 3.0, y - 1.0), vec2(r.width() - 6.0, row));
            if let Some(hit) = self.port(ui, *port, line_rect, &port_font) {
                clicked = Some(hit);
            }
            y += row;
        }
        if area.key == self.data.areas[self.data.isle_of_pines.0 as usize].key {
            p.text(
                pos2(r.left() + 6.0, y),
                Align2::LEFT_TOP,
                "Isle of Pines",
                port_font.clone(),
                SEA_EDGE,
            );
        }
        // Pirates at sea, along the bottom edge.
        let at_sea: Vec<&SeenAfloat> = self
            .public
            .afloat
            .iter()
            .filter(|a| a.at == Location::Sea(id))
            .collect();
        self.counters(ui, &at_sea, pos2(r.left() + 6.0, r.bottom() - 4.0));
        self.foes(ui, Location::Sea(id), r);
        clicked
    }

    /// A port's line: locator, name; nation letter, Value–Defense, governor, merchant; the
    /// pirates in port at its end.
    fn port(&self, ui: &mut Ui, id: PortId, r: Rect, font: &FontId) -> Option<(Place, Pos2)> {
        let p = ui.painter().clone();
        let port = &self.data.ports[id.0 as usize];
        let seen = &self.public.ports[id.0 as usize];
        if self.reached(Place::Port(id)) {
            p.rect_filled(r, 3.0, Color32::from_rgb(255, 226, 160));
            p.rect_stroke(r, 3.0, Stroke::new(2.0, RING), StrokeKind::Inside);
        }
        let ink = if seen.destroyed { Color32::GRAY } else { INK };
        let name = format!("{} {}", port.locator, port.name);
        let galley = p.layout_no_wrap(name, FontId::new(font.size, crate::fonts::chart()), ink);
        let name_w = galley.size().x;
        // Right to left: merchant, governor, Value–Defense, nation.
        let mut x = r.right() - 3.0;
        let h = font.size;
        let chip =
            |x: f32, w: f32| Rect::from_min_size(pos2(x - w, r.top() + 1.0), vec2(w, h + 1.0));
        if let Some(merchant) = seen.merchant {
            let c = chip(x, h * 1.6);
            let (fill, text) = match merchant {
                None => (Color32::from_rgb(110, 80, 50), "?".to_string()),
                Some(kind) => (
                    Color32::from_rgb(250, 245, 230),
                    ship_letters(kind).to_string(),
                ),
            };
            p.rect_filled(c, 2.0, fill);
            let edge = if seen.found_by.is_some() {
                Stroke::new(2.0, RING)
            } else {
                Stroke::new(1.0, INK)
            };
            p.rect_stroke(c, 2.0, edge, StrokeKind::Inside);
            let text_ink = if merchant.is_none() {
                Color32::WHITE
            } else {
                INK
            };
            p.text(
                c.center(),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(h * 0.8),
                text_ink,
            );
            x = c.left() - 3.0;
        }
        // 9.34: a Safe Haven, an H in its pirate's seat colour.
        if let Some(owner) = seen.haven {
            let seat = self
                .public
                .afloat
                .iter()
                .find(|a| a.pirate == owner)
                .map_or(0, |a| a.seat);
            let c = chip(x, h * 0.9);
            let fill = SEAT_COLOURS[seat % SEAT_COLOURS.len()];
            p.rect_filled(c, 2.0, fill);
            p.text(
                c.center(),
                Align2::CENTER_CENTER,
                "H",
                FontId::monospace(h * 0.8),
                text_on(fill),
            );
            x = c.left() - 3.0;
        }
        if let Some(g) = seen.governor {
            let c = chip(x, h * 0.8);
            let (fill, letter) = match g {
                Governor::Pro(_) => (Color32::from_rgb(40, 140, 60), "+"),
                Governor::Anti => (Color32::from_rgb(170, 30, 30), "-"),
            };
            p.rect_filled(c, 2.0, fill);
            p.text(
                c.center(),
                Align2::CENTER_CENTER,
                letter,
                FontId::monospace(h * 0.8),
                Color32::WHITE,
            );
            x = c.left() - 3.0;
        }
        match port.owner {
            Owner::Nation(n) => {
                let vd = format!("{}-{}", port.value, port.defense);
                let g = p.layout_no_wrap(vd, FontId::monospace(h * 0.85), ink);
                x -= g.size().x;
                p.galley(pos2(x, r.top() + 1.0), g, ink);
                let c = chip(x - 3.0, h);
                p.rect_filled(c, 2.0, nation_colour(n));
                p.text(
                    c.center(),
                    Align2::CENTER_CENTER,
                    n.letter().to_string(),
                    FontId::monospace(h * 0.8),
                    Color32::WHITE,
                );
                x = c.left() - 3.0;
            }
            Owner::PiratePort => {
                let c = chip(x, h * 1.1);
                p.rect_filled(c, 2.0, Color32::BLACK);
                p.text(
                    c.center(),
                    Align2::CENTER_CENTER,
                    "☠",
                    FontId::proportional(h * 0.85),
                    Color32::WHITE,
                );
                x = c.left() - 3.0;
            }
        }
        // The name in the room the chips leave (its tip says it whole); struck through if
        // the port is destroyed.
        let room = Rect::from_min_max(r.min, pos2(x.max(r.left()), r.max.y));
        let name_w = name_w.min(room.width() - 3.0);
        p.with_clip_rect(room)
            .galley(r.left_top() + vec2(3.0, 1.0), galley, ink);
        if seen.destroyed {
            let y = r.center().y;
            p.line_segment(
                [pos2(r.left() + 3.0, y), pos2(r.left() + 3.0 + name_w, y)],
                Stroke::new(1.0, INK),
            );
        }
        // 9.58: the Port Attacked marker, a red dot at the end of the name.
        if seen.attacked && !seen.destroyed {
            let c = pos2(r.left() + 3.0 + name_w + 5.0, r.center().y);
            if room.contains(c) {
                p.circle_filled(c, h * 0.25, Color32::from_rgb(190, 30, 20));
            }
        }
        // Pirates in port, after the name.
        let here: Vec<&SeenAfloat> = self
            .public
            .afloat
            .iter()
            .filter(|a| matches!(a.at, Location::Port { port, .. } if port == id))
            .collect();
        let start = (r.left() + name_w + 10.0).min(x - 20.0);
        self.counters(ui, &here, pos2(start, r.bottom() - 1.0));
        let tip = port_tip(self.data, id, seen);
        let resp = ui.interact(r, egui::Id::new(("bb-port-tip", id.0)), Sense::hover());
        resp.on_hover_text(tip);
        self.clickable(ui, r, Place::Port(id), &port.name)
    }

    /// A Transit Box (7.11) and the pirates in it.
    fn transit(
        &self,
        ui: &mut Ui,
        id: blackbeard::content::BoxId,
        r: Rect,
    ) -> Option<(Place, Pos2)> {
        let p = ui.painter().clone();
        let b = &self.data.boxes[id.0 as usize];
        p.rect_filled(r, 5.0, TRANSIT);
        p.rect_stroke(r, 5.0, Stroke::new(1.0, SEA_EDGE), StrokeKind::Inside);
        self.ring(&p, r, Place::Transit(id));
        let f = self.font(10.5);
        p.text(
            r.left_top() + vec2(6.0, 3.0),
            Align2::LEFT_TOP,
            "Transit Box",
            f.clone(),
            SEA_EDGE,
        );
        p.text(
            r.left_top() + vec2(6.0, 5.0 + f.size),
            Align2::LEFT_TOP,
            &b.name,
            FontId::new(f.size, crate::fonts::chart_italic()),
            INK,
        );
        let here: Vec<&SeenAfloat> = self
            .public
            .afloat
            .iter()
            .filter(|a| a.at == Location::Transit(id))
            .collect();
        self.counters(ui, &here, pos2(r.left() + 6.0, r.bottom() - 4.0));
        self.foes(ui, Location::Transit(id), r);
        self.clickable(ui, r, Place::Transit(id), &b.name)
    }

    /// Pirate counters in a row from `at` (their bottom left), each with a tip: his display;
    /// allies side by side, joined by a bar in their colour (11).
    fn counters(&self, ui: &mut Ui, pirates: &[&SeenAfloat], at: Pos2) {
        let radius = (11.0 * self.scale).clamp(7.0, 13.0);
        let p = ui.painter().clone();
        let mut pirates = pirates.to_vec();
        pirates.sort_by_key(|a| {
            let partner = self
                .public
                .ally(a.pirate)
                .map_or(a.pirate, |b| b.min(a.pirate));
            (partner, a.pirate)
        });
        let centre = |i: usize| {
            pos2(
                at.x + radius + i as f32 * (2.0 * radius + 3.0),
                at.y - radius,
            )
        };
        for (i, w) in pirates.windows(2).enumerate() {
            if self.public.ally(w[0].pirate) == Some(w[1].pirate) {
                let colour = SEAT_COLOURS[w[0].seat % SEAT_COLOURS.len()];
                p.line_segment(
                    [centre(i), centre(i + 1)],
                    Stroke::new(radius * 0.9, colour),
                );
                p.line_segment([centre(i), centre(i + 1)], Stroke::new(1.0, INK));
            }
        }
        for (i, a) in pirates.iter().enumerate() {
            let c = centre(i);
            let colour = SEAT_COLOURS[a.seat % SEAT_COLOURS.len()];
            p.circle_filled(c, radius, colour);
            p.circle_stroke(c, radius, Stroke::new(1.5, INK));
            let name = words::pirate(self.data, a.pirate);
            p.text(
                c,
                Align2::CENTER_CENTER,
                counter_letters(self.data, a.pirate),
                FontId::proportional(radius * 0.95),
                text_on(colour),
            );
            let r = Rect::from_center_size(c, vec2(2.0 * radius, 2.0 * radius));
            let resp = ui.interact(r, egui::Id::new(("bb-pirate", a.pirate.0)), Sense::hover());
            crate::widgets::named::named(ui, &resp, &format!("Pirate {name}"));
            resp.on_hover_text(super::super::panels::pirates::display_line(self.data, a));
        }
    }
}
