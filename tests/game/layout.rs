//! Issue 29, the table on a laptop screen: the layout every panel reads its place from
//! (`layout::regions`, drawn in `docs/layout.md`) never puts one panel over another, at the
//! four window sizes and every panel size, for every situation on the table; and every order
//! a game offers fits the orders column with the real fonts.

use crate::common::*;
use spanish_main::games::mm::words;
use spanish_main::layout::{self, Open, Regions, regions};
use spanish_main::rules::rng::GameRng;
use spanish_main::rules::{Choice, SeatKind};

const WINDOWS: [(f32, f32); 4] = [
    (1280.0, 800.0),
    (1366.0, 768.0),
    (1920.0, 1080.0),
    (1024.0, 700.0),
];

/// A situation on the table: what it opens (heights as the panels draw them at most).
struct Situation {
    name: &'static str,
    encounter: bool,
    tray: f32,
    guide: f32,
}

const SITUATIONS: [Situation; 6] = [
    Situation {
        name: "port visit",
        encounter: true,
        tray: 0.0,
        guide: 0.0,
    },
    Situation {
        name: "battle",
        encounter: true,
        tray: 190.0,
        guide: 0.0,
    },
    Situation {
        name: "raid",
        encounter: true,
        tray: 190.0,
        guide: 0.0,
    },
    Situation {
        name: "guided first turn",
        encounter: false,
        tray: 120.0,
        guide: 140.0,
    },
    Situation {
        name: "hand-off",
        encounter: false,
        tray: 190.0,
        guide: 0.0,
    },
    Situation {
        name: "final screen",
        encounter: false,
        tray: 0.0,
        guide: 0.0,
    },
];

/// The panels a layout shows in a situation (a panel not open takes no room).
fn shown(r: &Regions, s: &Situation) -> Vec<(&'static str, spanish_main::layout::Rect)> {
    r.panels()
        .into_iter()
        .filter(|(name, _)| match *name {
            "Encounter" => s.encounter,
            "Dice and guide" => s.tray + s.guide > 0.0,
            _ => true,
        })
        .collect()
}

// Issue 29: "Panels must never overlap each other, at any panel size from 85 to 140 %; where
// the screen is too small for all of them, the less urgent ones fold to their title bars by
// themselves." Every window, panel size, situation, and every way the player may have folded
// or enlarged the panels.
#[test]
fn no_panel_lies_over_another_at_any_window_or_panel_size() {
    let mut laid = 0;
    for (w, h) in WINDOWS {
        for scale in spanish_main::settings::UI_SCALES {
            let screen = layout::Vec2::new(w, h) / scale;
            for s in &SITUATIONS {
                for wishes in 0..32u32 {
                    let bit = |i: u32| wishes & (1 << i) != 0;
                    let open = Open {
                        encounter: s.encounter,
                        encounter_folded: s.encounter && bit(0),
                        captains_folded: bit(1),
                        log_folded: bit(2),
                        log_big: bit(3),
                        event_folded: bit(4),
                        event_height: 360.0,
                        tray_height: s.tray,
                        guide_height: s.guide,
                        encounter_height: 500.0,
                    };
                    let r = regions(screen, open);
                    let at = format!("{w}x{h} at {scale}, {}, {open:?}", s.name);
                    let panels = shown(&r, s);
                    for (i, (a, ra)) in panels.iter().enumerate() {
                        assert!(
                            r.screen.contains_rect(*ra),
                            "{a} {ra:?} leaves the window: {at}"
                        );
                        for (b, rb) in &panels[i + 1..] {
                            assert!(!ra.intersects(*rb), "{a} {ra:?} lies over {b} {rb:?}: {at}");
                        }
                    }
                    // The orders always keep their room; a shown encounter has a panel's width.
                    assert!(
                        r.orders.height() >= layout::ORDERS_MIN,
                        "orders squeezed: {at}"
                    );
                    if s.encounter && !r.folds.encounter {
                        assert!(r.encounter.width() >= 300.0, "encounter squeezed: {at}");
                        assert!(r.encounter.height() >= 200.0, "encounter squeezed: {at}");
                    }
                    // A folded panel is its title bar; an unfolded one more than that.
                    assert_eq!(
                        r.folds.captains,
                        r.captains.height() == layout::FOLDED,
                        "{at}"
                    );
                    assert_eq!(r.folds.log, r.log.height() == layout::FOLDED, "{at}");
                    laid += 1;
                }
            }
        }
    }
    assert_eq!(laid, 4 * 4 * 6 * 32);
}

// Issue 29: "The log shows at least 8 lines at 1280×800 and can be enlarged"; "the less urgent
// ones fold ... by themselves" only where the window is small.
#[test]
fn the_log_keeps_eight_lines_on_a_laptop_and_folds_only_for_an_encounter_on_a_small_window() {
    let battle = Open {
        encounter: true,
        event_height: 300.0,
        tray_height: 190.0,
        encounter_height: 400.0,
        ..Default::default()
    };
    for (w, h) in [(1280.0, 800.0), (1366.0, 768.0), (1920.0, 1080.0)] {
        let r = regions(layout::Vec2::new(w, h), battle);
        assert!(!r.narrow && r.folds == Default::default(), "{w}x{h}: {r:?}");
        assert_eq!(r.log.height(), layout::LOG_HEIGHT, "{w}x{h}");
        let big = regions(
            layout::Vec2::new(w, h),
            Open {
                log_big: true,
                ..battle
            },
        );
        assert!(
            big.log.height() > r.log.height(),
            "{w}x{h}: the log enlarges"
        );
    }
    // 1024×700: the centre is too narrow for the battle beside the captains, who fold with the
    // log while it lasts, and come back when it ends.
    let r = regions(layout::Vec2::new(1024.0, 700.0), battle);
    assert!(r.narrow && r.folds.captains && r.folds.log, "{r:?}");
    let after = regions(
        layout::Vec2::new(1024.0, 700.0),
        Open {
            encounter: false,
            ..battle
        },
    );
    assert!(!after.folds.captains && !after.folds.log, "{after:?}");
    // The player opening the captains again folds the encounter instead.
    let r = regions(
        layout::Vec2::new(1024.0, 700.0),
        Open {
            encounter_folded: true,
            ..battle
        },
    );
    assert!(!r.folds.captains && r.folds.encounter, "{r:?}");
}

/// Every option label of many decisions: random play through every module, 2–4 seats.
fn offered_labels() -> std::collections::BTreeSet<String> {
    let mut labels = std::collections::BTreeSet::new();
    for (game, keys) in ["", "all", "all"].iter().enumerate() {
        let seats = 2 + game;
        let mut s = seas_game(vec![SeatKind::Human; seats], 40 + game as u64, 0, keys);
        let mut rng = GameRng::from_seed(7 + game as u64);
        for _ in 0..6000 {
            let Some(d) = s.decision() else { break };
            let obs = s.observation(d.seat);
            let data = s.data_arc();
            for (i, (_, text)) in words::listed_options(&data, &obs, &d.options)
                .iter()
                .enumerate()
            {
                labels.insert(if i < 9 {
                    format!("{}  {text}", i + 1)
                } else {
                    text.clone()
                });
            }
            let pick: Choice = d.options[rng.below(d.options.len())];
            s.choose(pick).expect("an offered choice");
        }
    }
    labels
}

// Issue 29: "fails on ... any order whose text is clipped". An order button wraps its text to
// the orders column; laid out with the game's own fonts at the narrowest column (the smallest
// window) no word runs past the column's edge and no order needs more than three lines.
#[test]
fn every_order_fits_the_orders_column_with_the_real_fonts() {
    use bevy_egui::egui;
    let labels = offered_labels();
    assert!(labels.len() > 150, "only {} labels seen", labels.len());
    let ctx = egui::Context::default();
    ctx.set_fonts(spanish_main::fonts::definitions());
    let mut bad = Vec::new();
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        let style = ui.style().clone();
        let (_, narrowest) = layout::columns(0.0);
        // The column less the panel's frame, the scroll bar and the button's padding.
        let width = narrowest
            - 2.0 * 10.0
            - style.spacing.scroll.allocated_width()
            - 2.0 * style.spacing.button_padding.x;
        for text in &labels {
            let galley = egui::WidgetText::from(text.as_str()).into_galley(
                ui,
                Some(egui::TextWrapMode::Wrap),
                width,
                egui::TextStyle::Button,
            );
            if galley.size().x > width + 0.5 || galley.rows.len() > 3 {
                bad.push(format!(
                    "{text:?}: {:.0} wide, {} lines",
                    galley.size().x,
                    galley.rows.len()
                ));
            }
        }
    });
    output.textures_delta.clear();
    assert!(
        bad.is_empty(),
        "orders that do not fit:\n{}",
        bad.join("\n")
    );
}
