//! The game as a picture: every captain's glory and gold over the rounds (line charts) and
//! glory by deed (stacked bars), in a "Standings" window during play and on the final screen.
//! The figures come from the rules' chronicle, which holds only what the whole table sees.

use super::player_board::colour32;
use crate::games::mm::board::SEAT_COLOURS;
use crate::games::mm::words::seat_name;
use crate::report::chronicle::{Chronicle, Mark, chronicle};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::glory::GloryReason;
use crate::screen::Screen;
use crate::table::session::{ActiveGame, GameReset};
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{Bar, BarChart, Line, LineStyle, Plot, PlotPoints};

/// Whether the Standings window is open (the hud's button, the S key).
#[derive(Resource, Default)]
pub struct StandingsOpen(pub bool);

/// The chronicle of the game at the screen, worked out again only when a choice was made or
/// taken back (it replays the game from its start).
#[derive(Resource, Default)]
pub(crate) struct Charted(Option<(usize, Chronicle)>);

impl Charted {
    /// The chronicle of `game` now.
    pub(crate) fn of(&mut self, game: &ActiveGame<Mm>) -> &Chronicle {
        let made = game.session.choices_made();
        if self.0.as_ref().is_none_or(|(at, _)| *at != made) {
            self.0 = Some((made, chronicle(&game.session)));
        }
        &self.0.as_ref().expect("just worked out").1
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<StandingsOpen>()
        .init_resource::<Charted>()
        .add_systems(Update, forget.run_if(on_message::<GameReset>))
        .add_systems(
            EguiPrimaryContextPass,
            window.run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveGame<Mm>>)),
        );
}

/// A new game, a loaded one or an undo: the old chronicle is of another game.
fn forget(mut charted: ResMut<Charted>) {
    charted.0 = None;
}

fn window(
    mut contexts: EguiContexts,
    mut open: ResMut<StandingsOpen>,
    mut charted: ResMut<Charted>,
    game: Res<ActiveGame<Mm>>,
) -> Result {
    if !open.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let c = charted.of(&game);
    // Three charts and the key across the screen, at any panel size.
    let width = chart_width(ctx.content_rect().width(), 300.0);
    egui::Window::new("Standings")
        .id("standings".into())
        .frame(panel_frame())
        .open(&mut open.0)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(true)
        .show(ctx, |ui| charts(ui, c, width));
    Ok(())
}

/// Each seat's dash pattern (a second cue beside its colour), and how the key draws it.
const SEAT_DASHES: [(&str, LineStyle); 4] = [
    ("———", LineStyle::Solid),
    ("— — —", LineStyle::Dashed { length: 9.0 }),
    ("· · · ·", LineStyle::Dotted { spacing: 5.0 }),
    ("- - - -", LineStyle::Dashed { length: 3.0 }),
];

/// Each seat's line: its colour and its dash pattern.
fn seat_line<'a>(seat: usize, points: Vec<[f64; 2]>) -> Line<'a> {
    let (_, style) = SEAT_DASHES[seat % 4];
    Line::new(seat_name(seat), PlotPoints::new(points))
        .color(colour32(SEAT_COLOURS[seat % 4]))
        .width(2.5)
        .style(style)
}

/// Deeds in a palette told apart by colour-blind eyes too (Okabe and Ito), the stash last.
const DEED_COLOURS: [egui::Color32; GloryReason::COUNT + 1] = [
    egui::Color32::from_rgb(0xE6, 0x9F, 0x00),
    egui::Color32::from_rgb(0x56, 0xB4, 0xE9),
    egui::Color32::from_rgb(0x00, 0x9E, 0x73),
    egui::Color32::from_rgb(0xF0, 0xE4, 0x42),
    egui::Color32::from_rgb(0x00, 0x72, 0xB2),
    egui::Color32::from_rgb(0xD5, 0x5E, 0x00),
    egui::Color32::from_rgb(0xB0, 0xB0, 0xB0),
    egui::Color32::from_rgb(0xCC, 0x79, 0xA7),
];

/// Rounds on the x axis: whole rounds only.
fn round_axis(mark: egui_plot::GridMark, _: &std::ops::RangeInclusive<f64>) -> String {
    if mark.value.fract() == 0.0 && mark.value >= 0.0 {
        format!("{}", mark.value)
    } else {
        String::new()
    }
}

/// How wide each of the three charts can be (at most `most`) so that they and the deeds' key
/// fit across a screen `screen` points wide.
pub(crate) fn chart_width(screen: f32, most: f32) -> f32 {
    ((screen - 230.0) / 3.0).clamp(120.0, most)
}

/// The three charts side by side, each `width` wide.
pub(crate) fn charts(ui: &mut egui::Ui, c: &Chronicle, width: f32) {
    let seats = c.glory_from.len();
    let height = width * 0.7;
    // One key for both line charts: each seat's colour and dash pattern.
    ui.horizontal_wrapped(|ui| {
        for seat in 0..seats {
            let (sample, _) = SEAT_DASHES[seat % 4];
            ui.label(
                egui::RichText::new(format!("{sample} {}", seat_name(seat)))
                    .color(colour32(SEAT_COLOURS[seat % 4]))
                    .strong(),
            );
            ui.add_space(10.0);
        }
    });
    ui.horizontal_top(|ui| {
        let glory = |m: &Mark, s: usize| Some(f64::from(m.glory[s]));
        let gold = |m: &Mark, s: usize| m.gold[s].map(f64::from);
        by_round(ui, c, "Glory by round", &glory, [width, height], Some(10.0));
        by_round(ui, c, "Gold aboard by round", &gold, [width, height], None);
        ui.vertical(|ui| {
            ui.label(egui::RichText::new("Glory by deed").strong());
            deed_bars(ui, c, width, height);
        });
        ui.vertical(|ui| {
            ui.add_space(18.0);
            for (name, colour) in deed_names().into_iter().zip(DEED_COLOURS).rev() {
                let key = egui::RichText::new(format!("■ {name}"))
                    .color(colour)
                    .strong();
                ui.add(egui::Label::new(key).wrap_mode(egui::TextWrapMode::Extend));
            }
        });
    });
}

/// The deeds' names, the stash last (the bars' layers, bottom up).
fn deed_names() -> [&'static str; GloryReason::COUNT + 1] {
    let mut names = ["Stash"; GloryReason::COUNT + 1];
    for (name, reason) in names.iter_mut().zip(GloryReason::ALL) {
        *name = crate::games::mm::words::deed(reason).0;
    }
    names
}

/// A chart of the given size that holds still (no drag, zoom or scroll), from 0 up.
fn still_plot<'a>(id: &str, width: f32, height: f32) -> Plot<'a> {
    Plot::new(id)
        .width(width)
        .height(height)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .include_y(0.0)
}

/// A line chart of one figure by round, a line per seat; `top`: a value the y axis reaches
/// at least (10 glory points, the winning line).
fn by_round(
    ui: &mut egui::Ui,
    c: &Chronicle,
    title: &str,
    figure: &dyn Fn(&Mark, usize) -> Option<f64>,
    [width, height]: [f32; 2],
    top: Option<f64>,
) {
    ui.vertical(|ui| {
        ui.label(egui::RichText::new(title).strong());
        let lines: Vec<Vec<[f64; 2]>> = (0..c.glory_from.len())
            .map(|s| {
                c.marks
                    .iter()
                    .filter_map(|m| Some([m.at, figure(m, s)?]))
                    .collect()
            })
            .collect();
        still_plot(title, width, height)
            .include_y(top.unwrap_or(0.0))
            .include_x(0.0)
            .x_axis_label("rounds played")
            .x_axis_formatter(round_axis)
            .show(ui, |plot| {
                for (s, points) in lines.into_iter().enumerate() {
                    plot.line(seat_line(s, points));
                }
            });
    });
}

/// One stacked bar per seat: its track points by deed, then its stash's points once shown.
fn deed_bars(ui: &mut egui::Ui, c: &Chronicle, width: f32, height: f32) {
    let seats = c.glory_from.len();
    let mut layers: Vec<BarChart> = Vec::new();
    for (i, name) in deed_names().into_iter().enumerate() {
        let bars = (0..seats)
            .map(|s| {
                let n = c.glory_from[s].get(i).copied().unwrap_or(c.stash_points[s]);
                Bar::new(s as f64 + 1.0, f64::from(n))
                    .width(0.6)
                    .fill(DEED_COLOURS[i])
            })
            .collect();
        let below: Vec<&BarChart> = layers.iter().collect();
        let chart = BarChart::new(name, bars)
            .color(DEED_COLOURS[i])
            .stack_on(&below);
        layers.push(chart);
    }
    still_plot("deed_chart", width, height)
        .include_y(10.0)
        .x_axis_label("seat")
        .x_axis_formatter(|m, _| {
            let s = m.value - 1.0;
            if m.value.fract() == 0.0 && s >= 0.0 && (s as usize) < seats {
                format!("{}", s as usize + 1)
            } else {
                String::new()
            }
        })
        .show(ui, |plot| {
            for chart in layers {
                plot.bar_chart(chart);
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    // Issue 13, reach and comfort: the UI scale covers every panel. At the largest scale
    // (1.4) a 1280-pixel window is 914 points wide: the three charts and their key shrink to
    // fit it, and grow back to full size on a wide screen.
    #[test]
    fn the_charts_fit_the_screen_at_every_panel_size() {
        for scale in crate::settings::UI_SCALES {
            let screen = 1280.0 / scale;
            let w = chart_width(screen, 300.0);
            assert!(3.0 * w + 230.0 <= screen, "scale {scale}: {w}");
        }
        assert_eq!(chart_width(1920.0, 300.0), 300.0);
    }
}
