//! The game as a picture on Blackbeard's final screen: each seat's Victory Points over the
//! Player-Turns, and what it stood to score then (its VP and its pirates' Notoriety afloat,
//! 18.12 B), a line per seat. The figures are the open table's, read along the game's history
//! (`Session::walk`): a game played at this screen; an online table's history stays on its
//! server.

use crate::games::bb::colours::SEAT_COLOURS;
use crate::games::bb::words::seat_name;
use bevy_egui::egui;
use blackbeard::rules::{Blackbeard as Bb, State};
use egui_plot::{Line, LineStyle, Plot, PlotPoints};
use game_core::Session;

/// One Player-Turn's figures, by seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub turn: u32,
    pub vp: Vec<u32>,
    /// VP and Notoriety afloat: what the seat would have if the game ended now.
    pub standing: Vec<u32>,
}

fn mark(state: &State) -> Mark {
    let seats = state.vp.len();
    let standing = (0..seats)
        .map(|s| state.vp[s] + state.seat_afloat(s).map(|a| a.notoriety).sum::<u32>())
        .collect();
    Mark {
        turn: state.turns,
        vp: state.vp.clone(),
        standing,
    }
}

/// The figures as each Player-Turn began, and at the end.
pub fn marks(session: &Session<Bb>) -> Vec<Mark> {
    let mut out: Vec<Mark> = Vec::new();
    let mut last = None;
    session.walk(|state, _, _| {
        if state.turns > 0 && last != Some(state.turns) {
            last = Some(state.turns);
            out.push(mark(state));
        }
    });
    let end = mark(session.state());
    if out.last() != Some(&end) {
        out.push(Mark {
            turn: end.turn + 1,
            ..end
        });
    }
    out
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use blackbeard::content::BbData;
    use std::sync::Arc;

    // 18.12 B, the final screen's charts: one mark a Player-Turn in order, the last the
    // game's end, each seat's VP never falling and its standing at least its VP.
    #[test]
    fn the_marks_follow_the_game_turn_by_turn() {
        let data = Arc::new(BbData::embedded().expect("the data loads"));
        let config = blackbeard::rules::Options::default().config(
            vec![blackbeard::rules::SeatKind::Human; 3],
            5,
            5,
            false,
        );
        let (mut s, _) = Session::<Bb>::new(data, config).expect("a game");
        let mut rng = game_core::rng::GameRng::from_seed(5);
        while let Some(d) = s.decision() {
            s.choose(d.options[rng.below(d.options.len())]).unwrap();
        }
        let m = marks(&s);
        assert!(m.len() > 3);
        assert!(m.windows(2).all(|w| w[0].turn < w[1].turn));
        for seat in 0..3 {
            assert!(m.windows(2).all(|w| w[0].vp[seat] <= w[1].vp[seat]));
            assert!(m.iter().all(|x| x.standing[seat] >= x.vp[seat]));
        }
        assert_eq!(m.last().unwrap().vp, s.state().vp);
    }
}
