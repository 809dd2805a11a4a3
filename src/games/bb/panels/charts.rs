//! The game as a picture on Blackbeard's final screen: each seat's Victory Points over the
//! Player-Turns, and what it stood to score then, a line per seat. The figures are the rules
//! crate's (`blackbeard::chronicle`, the open table's along the game's history): a game played
//! at this screen, or followed observation by observation at an online table (its history
//! stays on its server).

use crate::games::bb::colours::SEAT_COLOURS;
use crate::games::bb::words::seat_name;
use bevy_egui::egui;
use blackbeard::chronicle::Mark;
use egui_plot::{Line, LineStyle, Plot, PlotPoints};

const DASHES: [LineStyle; 5] = [
    LineStyle::Solid,
    LineStyle::Dashed { length: 9.0 },
    LineStyle::Dotted { spacing: 5.0 },
    LineStyle::Dashed { length: 3.0 },
    LineStyle::Dotted { spacing: 9.0 },
];

/// The two charts side by side, each `width` wide.
pub fn charts(ui: &mut egui::Ui, marks: &[Mark], width: f32) {
    let Some(first) = marks.first() else {
        return;
    };
    let seats = first.vp.len();
    let height = width * 0.45;
    ui.horizontal_top(|ui| {
        for (title, figure) in [
            ("Victory Points by Player-Turn", 0),
            ("VP and Notoriety afloat", 1),
        ] {
            ui.vertical(|ui| {
                ui.label(egui::RichText::new(title).strong());
                Plot::new(title)
                    .width(width)
                    .height(height)
                    .allow_drag(false)
                    .allow_zoom(false)
                    .allow_scroll(false)
                    .include_y(0.0)
                    .include_x(1.0)
                    .x_axis_label("Player-Turn")
                    .show(ui, |plot| {
                        for s in 0..seats {
                            let points: Vec<[f64; 2]> = marks
                                .iter()
                                .map(|m| {
                                    let v = if figure == 0 { m.vp[s] } else { m.standing[s] };
                                    [f64::from(m.turn), f64::from(v)]
                                })
                                .collect();
                            plot.line(
                                Line::new(seat_name(s), PlotPoints::new(points))
                                    .color(SEAT_COLOURS[s % 5])
                                    .width(2.5)
                                    .style(DASHES[s % 5]),
                            );
                        }
                    });
            });
        }
    });
}
