//! Where every panel of the table goes (the plan is `docs/layout.md`), for the table shell of
//! every game: the panels (`ui`) and the board's camera (`board`) read it. The regions: a left column (the
//! captains' boards over the log), a right column (the orders over the event card), and between
//! them the encounter panel at the top and the dice tray and guide at the bottom, the map
//! showing through the rest. Regions never overlap; where the window is too small for them all,
//! the less urgent panels fold to their title bars by themselves.
//!
//! `regions` is one pure function of the window's size in panel points (window pixels over the
//! panel size) and what is open; the panels read their rectangles from it (the `Layout`
//! resource, laid out at the start of each egui pass), so its tests check what the game draws.

use bevy::prelude::Resource;
pub use bevy_egui::egui::{Rect, Vec2};
use bevy_egui::egui::{pos2, vec2};

/// This frame's rectangles for every panel of the table (laid out by `ui::arrange` at the
/// start of each egui pass).
#[derive(Resource, Default, Clone, Copy)]
pub struct Layout(pub Regions);

/// Space between a panel and the window's edge, and between two panels.
pub const MARGIN: f32 = 8.0;
/// The height of a panel folded to its title bar.
pub const FOLDED: f32 = 44.0;
/// An encounter panel is never wider than this.
pub const ENCOUNTER_MAX: f32 = 620.0;
/// Below this the centre is too narrow for an encounter panel: the left column folds for it.
pub const CENTRE_MIN: f32 = 480.0;
/// The orders keep at least this height; the event card folds rather than squeeze them.
pub const ORDERS_MIN: f32 = 280.0;
/// The options the orders always show without scrolling (all of them, when fewer): the
/// reference cards below the orders fold first, then the reference lines in their header.
pub const ORDERS_SHOWN: usize = 6;
/// The orders' header reference lines (event, turn bag, wind) folded to one line.
pub const REFERENCE_FOLDED: f32 = 22.0;
/// Below the orders' list: the panel's frame.
pub const ORDERS_FOOT: f32 = 12.0;
/// The log: eight lines, its filters and its title bar; enlarged, twice that.
pub const LOG_HEIGHT: f32 = 226.0;
pub const LOG_BIG: f32 = 2.0 * LOG_HEIGHT;
/// The captains' boards keep at least this height before the log folds under them.
pub const CAPTAINS_MIN: f32 = 160.0;

/// What is on the table this frame, and how the player left the panels that fold.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Open {
    /// An encounter panel (port, raid, location, battle) is shown.
    pub encounter: bool,
    /// The player folded it.
    pub encounter_folded: bool,
    pub captains_folded: bool,
    pub log_folded: bool,
    /// The player enlarged the log.
    pub log_big: bool,
    pub event_folded: bool,
    /// The event column's height unfolded, as last drawn (0 before it is drawn).
    pub event_height: f32,
    /// The dice tray's and the guide's heights, as last drawn; 0 when not shown.
    pub tray_height: f32,
    pub guide_height: f32,
    /// The encounter panel's height, as last drawn.
    pub encounter_height: f32,
    /// The orders as last drawn: the panel above its list of options, less the reference
    /// lines (title, buttons, heading, advice); the reference lines in full; and the first
    /// `ORDERS_SHOWN` options (all, when fewer) of the last list shown.
    pub orders_head: f32,
    pub orders_reference: f32,
    pub orders_list: f32,
}

impl Open {
    /// The orders' height that shows their list of options with their reference lines in
    /// full (`folded`: folded to one line).
    pub fn orders_need(&self, reference_folded: bool) -> f32 {
        let reference = if reference_folded {
            REFERENCE_FOLDED
        } else {
            self.orders_reference
        };
        self.orders_head + reference + self.orders_list + ORDERS_FOOT
    }
}

/// Which panels fold this frame (the player's own folds, and those the room forces).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Folds {
    pub captains: bool,
    pub log: bool,
    pub event: bool,
    /// Even the event column's title bar gives its room to the orders (its cards open from
    /// the orders' folded reference line).
    pub event_hidden: bool,
    /// The orders' reference lines fold to one line (it opens on a click).
    pub reference: bool,
    pub encounter: bool,
}

/// Every panel's rectangle, in panel points. A folded panel's rectangle is its title bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Regions {
    pub screen: Rect,
    pub captains: Rect,
    pub log: Rect,
    pub orders: Rect,
    pub event: Rect,
    /// The space an encounter panel may take (it is as tall as its contents, up to this).
    pub encounter: Rect,
    /// The dice tray and the guide, stacked from the bottom (the guide's bottom edge is
    /// `guide_bottom`).
    pub bottom: Rect,
    pub guide_bottom: f32,
    /// The part of the window no panel covers (when no encounter is open, the encounter's
    /// space is map too).
    pub map: Rect,
    pub folds: Folds,
    /// The centre is too narrow for an encounter beside the left column.
    pub narrow: bool,
}

impl Default for Regions {
    fn default() -> Self {
        regions(vec2(1280.0, 800.0), Open::default())
    }
}

impl Regions {
    /// Each region a panel may be drawn in, by name, for overlap checks.
    pub fn panels(&self) -> [(&'static str, Rect); 6] {
        [
            ("Captains", self.captains),
            ("Log", self.log),
            ("Orders", self.orders),
            ("Event card", self.event),
            ("Encounter", self.encounter),
            ("Dice and guide", self.bottom),
        ]
    }
}

/// The two columns' widths for a window this wide (panel points): roomy on a wide screen,
/// narrower on a laptop, narrowest on a small window.
pub fn columns(width: f32) -> (f32, f32) {
    if width >= 1600.0 {
        (340.0, 340.0)
    } else if width >= 1180.0 {
        (300.0, 320.0)
    } else {
        (260.0, 280.0)
    }
}

/// Where every panel goes in a window of `screen` panel points with `open` on the table.
pub fn regions(screen: Vec2, open: Open) -> Regions {
    let (w, h) = (screen.x.max(1.0), screen.y.max(1.0));
    let m = MARGIN;
    let (l, r) = columns(w);
    let right_x = w - m - r;
    let centre_x = m + l + m;
    let centre_w = (right_x - m - centre_x).max(0.0);
    let narrow = centre_w < CENTRE_MIN;

    // The right column: the orders over the event card. The orders' list of options comes
    // first: the event column folds rather than squeeze it, then the orders' reference lines
    // fold to one line, and last the event column's title bar gives way.
    let column = h - 2.0 * m;
    let full = open.orders_need(false).max(ORDERS_MIN);
    let event_fits = column - m - open.event_height >= full;
    let event_folded = open.event_folded || !event_fits;
    let beside_bar = column - m - FOLDED;
    let reference_folded = event_folded && beside_bar < full;
    let event_hidden = reference_folded && beside_bar < open.orders_need(true).max(ORDERS_MIN);
    let event_h = if event_folded {
        FOLDED
    } else {
        open.event_height.max(FOLDED)
    };
    let (event, orders) = if event_hidden {
        (
            Rect::from_min_size(pos2(right_x, h - m), vec2(r, 0.0)),
            Rect::from_min_max(pos2(right_x, m), pos2(w - m, h - m)),
        )
    } else {
        let event = Rect::from_min_size(pos2(right_x, h - m - event_h), vec2(r, event_h));
        (
            event,
            Rect::from_min_max(pos2(right_x, m), pos2(w - m, event.min.y - m)),
        )
    };

    // The centre: the encounter from the top, the tray and guide from the bottom. On a narrow
    // window they take the left column's width too, and the left column folds under them.
    let encounter_shown = open.encounter && !open.encounter_folded;
    let wide_left = if narrow { m } else { centre_x };
    let bottom_h = open.tray_height
        + open.guide_height
        + if open.tray_height > 0.0 && open.guide_height > 0.0 {
            m
        } else {
            0.0
        };
    let bottom_x = if narrow && bottom_h > 0.0 {
        wide_left
    } else {
        centre_x
    };
    let bottom = centred(bottom_x, right_x - m, h - m - bottom_h, h - m);

    let mut folds = Folds {
        captains: open.captains_folded,
        log: open.log_folded,
        event: event_folded,
        event_hidden,
        reference: reference_folded,
        encounter: open.encounter && open.encounter_folded,
    };
    if narrow && encounter_shown {
        folds.captains = true;
        folds.log = true;
    }
    // The left column: captains at the top, the log at the bottom (above a wide tray).
    let left_bottom = if narrow && bottom_h > 0.0 {
        bottom.min.y - m
    } else {
        h - m
    };
    let captains_top = m;
    let (captains, log);
    if narrow && encounter_shown {
        // Both folded, side by side at the top left; the encounter takes the rest.
        let first = ((l - m) * 0.6).round();
        captains = Rect::from_min_size(pos2(m, m), vec2(first, FOLDED));
        log = Rect::from_min_size(pos2(m + first + m, m), vec2(l - m - first, FOLDED));
    } else {
        let log_want = match (folds.log, open.log_big) {
            (true, _) => FOLDED,
            (false, true) => LOG_BIG,
            (false, false) => LOG_HEIGHT,
        };
        let room = left_bottom - captains_top;
        let captains_h = if folds.captains { FOLDED } else { CAPTAINS_MIN };
        // The log shrinks to what is left, and folds when even its eight lines do not fit.
        let log_h = if room - m - captains_h >= log_want {
            log_want
        } else if !folds.log && room - m - captains_h >= LOG_HEIGHT {
            LOG_HEIGHT
        } else {
            folds.log = true;
            FOLDED
        };
        log = Rect::from_min_size(pos2(m, left_bottom - log_h), vec2(l, log_h));
        let captains_bottom = if folds.captains {
            captains_top + FOLDED
        } else {
            log.min.y - m
        };
        captains = Rect::from_min_max(pos2(m, captains_top), pos2(m + l, captains_bottom));
    }
    let encounter_top = if narrow && encounter_shown {
        log.max.y + m
    } else {
        m
    };
    let encounter_left = if encounter_shown { wide_left } else { centre_x };
    let encounter_bottom = if bottom_h > 0.0 {
        bottom.min.y - m
    } else {
        h - m
    };
    let encounter = if folds.encounter {
        centred(centre_x, right_x - m, encounter_top, encounter_top + FOLDED)
    } else {
        centred(encounter_left, right_x - m, encounter_top, encounter_bottom)
    };
    let map_left = if folds.captains && folds.log {
        m
    } else {
        captains.max.x + m
    };
    let map_top = if open.encounter {
        (encounter.min.y + open.encounter_height.max(FOLDED)).min(encounter.max.y) + m
    } else {
        0.0
    };
    let map_bottom = if bottom_h > 0.0 { bottom.min.y } else { h };
    let map = Rect::from_min_max(
        pos2(map_left, map_top),
        pos2(right_x.max(map_left), map_bottom.max(map_top)),
    );
    Regions {
        screen: Rect::from_min_size(pos2(0.0, 0.0), vec2(w, h)),
        captains,
        log,
        orders,
        event,
        encounter,
        bottom,
        guide_bottom: bottom.max.y
            - if open.tray_height > 0.0 {
                open.tray_height + m
            } else {
                0.0
            },
        map,
        folds,
        narrow,
    }
}

/// A rectangle between `left` and `right`, at most `ENCOUNTER_MAX` wide and centred there.
fn centred(left: f32, right: f32, top: f32, bottom: f32) -> Rect {
    let width = (right - left).clamp(0.0, ENCOUNTER_MAX);
    let x = left + ((right - left) - width) / 2.0;
    Rect::from_min_max(pos2(x, top), pos2(x + width, bottom.max(top)))
}
