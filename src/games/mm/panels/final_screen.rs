//! The final screen: once the game is over, why it ended, who won, and every captain's glory
//! by deed, read from the table's mirror (at the end every stash lies face up).

use crate::content::{CaptainId, GameData};
use crate::games::mm::mirror::{SeatBoard, TableView};
use crate::games::mm::words::{deed, seat_name};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::glory::{self, GloryReason};
use crate::rules::observation::PublicSeat;
use crate::rules::state::EndReason;
use crate::rules::{Phase, Seat};
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use crate::table::session::ActiveGame;
use crate::widgets::named::button;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        final_window.run_if(in_state(Screen::Playing).and_then(table_open::<Mm>)),
    );
}

/// One line of the standings table.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Standing {
    /// 1-based; seats the tie-breaks cannot part share a place.
    pub place: usize,
    pub seat: Seat,
    pub captain: Option<CaptainId>,
    /// Track points plus stash points: what counted toward winning.
    pub total: u32,
    pub track: u32,
    /// The stash in gold, once revealed (always at the end).
    pub stash: Option<i32>,
    pub stash_points: u32,
    /// Track points by deed, in `GloryReason::ALL` order.
    pub from: [u32; GloryReason::COUNT],
}

/// Glory points a revealed stash is worth (none while it is hidden).
fn stash_points(stash: Option<i32>, data: &GameData) -> u32 {
    stash.map_or(0, |gold| glory::points_for_stash(gold, data))
}

/// The standings table, in the order the rules ranked the seats (`order`, best first).
pub(crate) fn standings(order: &[Seat], seats: &[PublicSeat], data: &GameData) -> Vec<Standing> {
    let mut rows: Vec<Standing> = Vec::with_capacity(order.len());
    for &seat in order {
        let Some(s) = seats.iter().find(|s| s.seat == seat) else {
            continue;
        };
        let points = stash_points(s.stash, data);
        let mut row = Standing {
            place: rows.len() + 1,
            seat,
            captain: s.captain,
            total: s.glory + points,
            track: s.glory,
            stash: s.stash,
            stash_points: points,
            from: s.glory_from,
        };
        // Equal on everything the tie-breaks look at: the same place.
        if let Some(prev) = rows.last()
            && (prev.total, prev.track, prev.stash.unwrap_or(0).max(0))
                == (row.total, row.track, row.stash.unwrap_or(0).max(0))
        {
            row.place = prev.place;
        }
        rows.push(row);
    }
    rows
}

/// "Red (seat 1) wins!", or "… and … share the win!".
pub(crate) fn headline(winners: &[Seat]) -> String {
    let names: Vec<String> = winners.iter().map(|w| seat_name(*w)).collect();
    match names.as_slice() {
        [] => "Nobody wins.".into(),
        [one] => format!("{one} wins!"),
        [rest @ .., last] => format!("{} and {last} share the win!", rest.join(", ")),
    }
}

/// Why the game ended, in a line.
fn why(reason: EndReason, data: &GameData) -> String {
    match reason {
        EndReason::GloryReached => format!(
            "A captain declared {} glory points, and the round was played to its end.",
            data.tokens.glory_to_win
        ),
        EndReason::EventDeckExhausted => {
            "The event deck ran out: the most glory points win.".into()
        }
        EndReason::RoundLimit => {
            "The agreed number of rounds was played: the most glory points win.".into()
        }
        EndReason::NoCaptainLeft => {
            "A captain died with no captain card left to draw: the most glory points win.".into()
        }
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn final_window(
    mut contexts: EguiContexts,
    data: Res<LoadedData<Mm>>,
    view: Res<TableView>,
    boards: Query<&SeatBoard>,
    game: Option<Res<ActiveGame<Mm>>>,
    mut charted: ResMut<super::standings::Charted>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let Some(Phase::GameOver {
        reason,
        winners,
        standings: order,
    }) = &view.phase
    else {
        return Ok(());
    };
    let data = &*data.0;
    let seats: Vec<PublicSeat> = boards.iter().map(|b| b.0.clone()).collect();
    let rows = standings(order, &seats, data);
    let captain_name =
        |c: Option<CaptainId>| c.map_or("—".to_string(), |c| data.captain(c).name.clone());
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("The game is over")
        .id("final_screen".into())
        .frame(panel_frame())
        // Above the log and the boards: the game is over, this is what there is to see.
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(true)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(why(*reason, data));
                let seas = &view.seas;
                if !seas.is_base() {
                    let names: Vec<&str> = seas.iter().map(|s| s.title()).collect();
                    ui.label(
                        egui::RichText::new(format!("Seas of Glory: {}", names.join(", "))).small(),
                    );
                }
                ui.add_space(6.0);
                ui.label(egui::RichText::new(headline(winners)).size(24.0).strong());
                let captains: Vec<String> = rows
                    .iter()
                    .filter(|r| winners.contains(&r.seat))
                    .map(|r| captain_name(r.captain))
                    .collect();
                if !captains.is_empty() {
                    ui.label(
                        egui::RichText::new(format!("Captain {}", captains.join(" and ")))
                            .italics(),
                    );
                }
            });
            ui.add_space(8.0);
            egui::Grid::new("final_standings")
                .striped(true)
                .spacing([12.0, 4.0])
                .show(ui, |ui| {
                    let stash_hover = format!(
                        "Gold in the stash, and the glory points it is worth: {}",
                        crate::games::mm::words::port::stash_rate(data)
                    );
                    let headings = [
                        ("", ""),
                        ("Seat", ""),
                        ("Captain", ""),
                        (
                            "Glory",
                            "Track points plus stash points: what counts toward winning",
                        ),
                        ("Track", "Points on the glory track"),
                        ("Stash", stash_hover.as_str()),
                    ];
                    let deeds = GloryReason::ALL.map(deed);
                    for (h, hover) in headings.into_iter().chain(deeds) {
                        let r = ui.label(egui::RichText::new(h).strong());
                        if !hover.is_empty() {
                            r.on_hover_text(hover);
                        }
                    }
                    ui.end_row();
                    for row in &rows {
                        let win = winners.contains(&row.seat);
                        let text = |s: String| {
                            let t = egui::RichText::new(s);
                            if win { t.strong() } else { t }
                        };
                        ui.label(text(ordinal(row.place)));
                        ui.label(text(seat_name(row.seat)));
                        ui.label(text(captain_name(row.captain)));
                        ui.label(text(row.total.to_string()).size(16.0));
                        ui.label(text(row.track.to_string()));
                        ui.label(text(match row.stash {
                            Some(gold) => format!("{gold} gold ({})", row.stash_points),
                            None => "hidden".into(),
                        }));
                        for n in row.from {
                            ui.label(text(n.to_string()));
                        }
                        ui.end_row();
                    }
                });
            // The charts replay the game's history, which only a game played here holds.
            if let Some(game) = &game {
                ui.add_space(8.0);
                super::standings::charts(
                    ui,
                    charted.of(game),
                    super::standings::chart_width(ui.ctx().content_rect().width(), 230.0),
                );
            }
            ui.add_space(8.0);
            // Only now, with nothing left to hide, the seed that replays this game.
            if let Some(seed) = view.final_seed {
                ui.label(format!("Seed of this game: {seed}"));
            }
            ui.horizontal(|ui| {
                if button(ui, egui::RichText::new("New game").strong(), "New game").clicked() {
                    next.set(Screen::NewGame);
                }
                if button(ui, "Back to the menu", "Back to the menu").clicked() {
                    next.set(Screen::Menu);
                }
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::RandomCaptain;
    use crate::rules::glory;
    use crate::rules::{GameConfig, SeatKind, Session};

    // A game played to its end: the rows follow the rules' standings, count the stash points
    // toward the total, and show every stash.
    #[test]
    fn the_standings_follow_the_rules_and_show_every_stash() {
        let data = GameData::embedded();
        let config = GameConfig {
            max_rounds: Some(3),
            ..GameConfig::new(vec![SeatKind::RandomAi; 3], 5)
        };
        let (mut session, _) = Session::new(data.clone(), config).unwrap();
        while let Some(d) = session.decision() {
            let step = session.observation(d.seat).step;
            let choice = RandomCaptain::for_position(5, step)
                .pick(&d.options)
                .unwrap();
            session.choose(choice).unwrap();
        }
        let public = session.observation(0);
        let Phase::GameOver {
            winners,
            standings: order,
            ..
        } = &public.phase
        else {
            panic!("the game is over");
        };
        let rows = standings(order, &public.seats, &data);
        let seats: Vec<Seat> = rows.iter().map(|r| r.seat).collect();
        assert_eq!(&seats, order);
        assert_eq!(rows[0].place, 1);
        // What any seat sees at the end: every stash face up, the glory by deed.
        for row in &rows {
            let s = &public.seats[row.seat];
            let stash = s.stash.expect("every stash shows at the end");
            assert_eq!(row.total, s.glory + glory::points_for_stash(stash, &data));
            assert_eq!(row.track, s.glory);
            assert_eq!(row.stash, Some(stash));
            assert_eq!(row.from, s.glory_from);
            assert_eq!(row.place == 1, winners.contains(&row.seat));
        }
    }

    // Seats the tie-breaks cannot part share a place and the win; a stash counts at most its cap.
    #[test]
    fn a_tie_shares_the_place_and_the_win() {
        let data = GameData::embedded();
        let (session, _) =
            Session::new(data.clone(), GameConfig::new(vec![SeatKind::Human; 3], 1)).unwrap();
        let mut seats = session.observation(0).seats;
        let p = &data.tokens.prices;
        let rich = (p.stash_per_glory * (p.stash_glory_max + 3)) as i32;
        for (s, (glory, stash)) in seats.iter_mut().zip([(7, rich), (7, rich), (9, 0)]) {
            s.glory = glory;
            s.stash = Some(stash);
        }
        let rows = standings(&[1, 0, 2], &seats, &data);
        assert_eq!(
            rows[0].total,
            7 + p.stash_glory_max,
            "the stash counts up to its cap"
        );
        assert_eq!(rows.iter().map(|r| r.place).collect::<Vec<_>>(), [1, 1, 3]);
        assert_eq!(
            headline(&[1, 0]),
            format!("{} and {} share the win!", seat_name(1), seat_name(0))
        );
        assert_eq!(headline(&[2]), format!("{} wins!", seat_name(2)));
    }
}
