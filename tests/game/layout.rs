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
            "Event card" => !r.folds.event_hidden,
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
                        ..Default::default()
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

/// Every list of options of many decisions, as the orders label them, and whether it was a
/// turn's actions: random play through every module, 2–4 seats.
fn offered_lists() -> std::collections::BTreeSet<(bool, Vec<String>)> {
    let mut lists = std::collections::BTreeSet::new();
    for (game, keys) in ["", "all", "all"].iter().enumerate() {
        let seats = 2 + game;
        let mut s = seas_game(vec![SeatKind::Human; seats], 40 + game as u64, 0, keys);
        let mut rng = GameRng::from_seed(7 + game as u64);
        for _ in 0..6000 {
            let Some(d) = s.decision() else { break };
            let obs = s.observation(d.seat);
            let data = s.data_arc();
            let listed = words::listed_options(&data, &obs, &d.options);
            let action = matches!(d.kind, spanish_main::rules::DecisionKind::Action { .. });
            lists.insert((
                action,
                listed
                    .iter()
                    .enumerate()
                    .map(|(i, (_, text))| {
                        if i < 9 {
                            format!("{}  {text}", i + 1)
                        } else {
                            text.clone()
                        }
                    })
                    .collect(),
            ));
            let pick: Choice = d.options[rng.below(d.options.len())];
            s.choose(pick).expect("an offered choice");
        }
    }
    lists
}

/// Every option label of those lists.
fn offered_labels() -> std::collections::BTreeSet<String> {
    offered_lists()
        .into_iter()
        .flat_map(|(_, list)| list)
        .collect()
}

/// Lays out `each` label as an order button's text at the narrowest orders column, with the
/// game's own fonts: `each(ui, text, wrap width, galley)`.
fn with_order_galleys(
    labels: impl IntoIterator<Item = String>,
    mut each: impl FnMut(&bevy_egui::egui::Style, &str, f32, &bevy_egui::egui::Galley),
) {
    use bevy_egui::egui;
    let labels: Vec<String> = labels.into_iter().collect();
    let ctx = egui::Context::default();
    ctx.set_fonts(spanish_main::fonts::definitions());
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
            each(&style, text, width, &galley);
        }
    });
    output.textures_delta.clear();
}

// Issue 29: "fails on ... any order whose text is clipped". An order button wraps its text to
// the orders column; laid out with the game's own fonts at the narrowest column (the smallest
// window) no word runs past the column's edge and no order needs more than three lines.
#[test]
fn every_order_fits_the_orders_column_with_the_real_fonts() {
    let labels = offered_labels();
    assert!(labels.len() > 150, "only {} labels seen", labels.len());
    let mut bad = Vec::new();
    with_order_galleys(labels, |_, text, width, galley| {
        if galley.size().x > width + 0.5 || galley.rows.len() > 3 {
            bad.push(format!(
                "{text:?}: {:.0} wide, {} lines",
                galley.size().x,
                galley.rows.len()
            ));
        }
    });
    assert!(
        bad.is_empty(),
        "orders that do not fit:\n{}",
        bad.join("\n")
    );
}

/// The tallest first six options (all, when fewer) of any list the random games offered (a
/// turn's actions, or every other decision), laid out as the orders draw them (buttons at least
/// 26 points tall, with the spacing between them) at the narrowest column, with that list.
fn tallest_six(actions: bool) -> (f32, Vec<String>) {
    let mut tallest = (0.0f32, Vec::new());
    for (_, list) in offered_lists().into_iter().filter(|(a, _)| *a == actions) {
        let six: Vec<String> = list.into_iter().take(layout::ORDERS_SHOWN).collect();
        let mut height = 0.0;
        with_order_galleys(six.clone(), |style, _, _, galley| {
            let button = (galley.size().y + 2.0 * style.spacing.button_padding.y)
                .max(style.spacing.interact_size.y)
                .max(26.0);
            height += button + style.spacing.item_spacing.y;
        });
        if height > tallest.0 {
            tallest = (height, six);
        }
    }
    tallest
}

/// The orders' header as drawn over a turn's actions, at most (measured in the window at the
/// narrowest column: 160 points for the title bar, the menu buttons wrapped to two rows, the
/// one-line heading "Gold (seat 3): 2 actions left", the adviser's button, "click a ringed
/// place" and the separators), with the online status (15) and a refused choice's line (17).
const HEAD_ACTIONS: f32 = 192.0;
/// Over any other decision: no "click a ringed place" (16), and a heading of up to three lines
/// (the questions: "…: a captain sailed into your waters. Scout for it off-turn?"; 17 a line).
const HEAD_OTHERS: f32 = HEAD_ACTIONS - 16.0 + 2.0 * 17.0;
/// The reference lines in full, at most: the event's name and three lines of its text, the
/// cards left, the turn bag and two lines of wind (measured: 117 points with two lines of text).
const REFERENCE_MOST: f32 = 135.0;

// Issue 72: "at every window and panel size of the layout test, the list shows at least six
// options (or all, if fewer) without scrolling, before any reference card (event, war, NPC
// upgrades, galleon) takes height; those fold first, then the header's reference lines (event
// text, turn bag, wind) fold into one line that opens on a click." With the expansion's panels
// open: the event column as tall as the event card, At War!, the NPC upgrades and the galleon
// draw it.
#[test]
fn the_orders_show_six_options_before_any_reference_card_at_every_size() {
    let mut folded_reference = 0;
    for (head, (list, six)) in [
        (HEAD_ACTIONS, tallest_six(true)),
        (HEAD_OTHERS, tallest_six(false)),
    ] {
        assert!(
            list >= 6.0 * 30.0,
            "the random games offered six options: {list} {six:?}"
        );
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
                            event_height: 380.0,
                            tray_height: s.tray,
                            guide_height: s.guide,
                            encounter_height: 500.0,
                            orders_head: head,
                            orders_reference: REFERENCE_MOST,
                            orders_list: list,
                        };
                        let r = regions(screen, open);
                        let at = format!("{w}x{h} at {scale}, {}, {open:?}", s.name);
                        let reference = if r.folds.reference {
                            layout::REFERENCE_FOLDED
                        } else {
                            REFERENCE_MOST
                        };
                        let room = r.orders.height() - head - reference - layout::ORDERS_FOOT;
                        assert!(
                            room >= list,
                            "{room} points for six options that need {list} ({six:?}): {at}"
                        );
                        // What folds, folds in order: the cards, the reference lines, the
                        // cards' title bar.
                        assert!(!r.folds.reference || r.folds.event, "{at}");
                        assert!(!r.folds.event_hidden || r.folds.reference, "{at}");
                        // And only when the list needs it: the cards show where they fit.
                        let beside = h / scale - 3.0 * layout::MARGIN - 380.0;
                        if !open.event_folded
                            && beside >= open.orders_need(false).max(layout::ORDERS_MIN)
                        {
                            assert!(!r.folds.event, "the cards fold with room to spare: {at}");
                        }
                        folded_reference += usize::from(r.folds.reference);
                    }
                }
            }
        }
    }
    // The smallest windows and largest panels fold the reference lines.
    assert!(folded_reference > 0);
}

// Issue 72: the cards the layout folds still open beside the orders; a window with room for
// both shows both.
#[test]
fn a_large_window_shows_the_cards_beside_six_options() {
    let (list, _) = tallest_six(true);
    let open = Open {
        event_height: 380.0,
        orders_head: HEAD_ACTIONS,
        orders_reference: REFERENCE_MOST,
        orders_list: list,
        ..Default::default()
    };
    let r = regions(layout::Vec2::new(1920.0, 1080.0), open);
    assert!(!r.folds.event && !r.folds.reference, "{r:?}");
    let r = regions(layout::Vec2::new(1280.0, 800.0), open);
    assert!(r.folds.event && !r.folds.reference, "{r:?}");
}
