//! Lays the table out at the start of each egui pass (`layout::regions`), folds the panels the
//! room cannot hold and unfolds them when it can again, and watches what was drawn: two panels
//! overlapping is logged as `layout: A overlaps B` (the browser test fails on that line).

pub use crate::layout::Layout;
use crate::layout::{Open, Regions, regions};
use crate::screen::Screen;
use bevy::prelude::*;
use bevy_egui::egui::containers::collapsing_header::CollapsingState;
use bevy_egui::egui::{self, Id, LayerId, Order};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The player's own wishes for the panels that fold without a title bar of egui's own.
#[derive(Resource, Default)]
pub struct Wishes {
    pub event_folded: bool,
    pub log_big: bool,
    /// The folded reference lines (and, while they are folded, the event column) opened on a
    /// click beside the orders.
    pub reference_open: bool,
    /// The event column, folded by the layout, opened on a click beside it.
    pub event_open: bool,
}

/// The orders panel as its game drew it last (see `layout::Open::orders_head`): the layout
/// keeps the room its list of options needs.
#[derive(Resource, Default, Clone, Copy, Debug)]
pub struct OrdersDrawn {
    pub head: f32,
    pub reference: f32,
    pub list: f32,
}

/// The table's panels: they run on the table only, after the layout.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Panels;

/// The encounter panels' window ids; one is shown at a time.
pub const ENCOUNTERS: [&str; 5] = [
    "port-panel",
    "battle-panel",
    "raid-panel",
    "location-raid-panel",
    "location-visit-panel",
];
pub const EVENT: &str = "event-card";
/// Windows' ids are given, not taken from their titles (egui's id of a title is not the id of
/// its text).
pub const CAPTAINS: &str = "Captains";
pub const LOG: &str = "Log";
pub const ORDERS: &str = "Orders";
pub const TRAY: &str = "Dice";
pub const GUIDE: &str = "First-game guide";

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Layout>()
        .init_resource::<Wishes>()
        .init_resource::<OrdersDrawn>()
        .configure_sets(
            EguiPrimaryContextPass,
            Panels.after(arrange).run_if(in_state(Screen::Playing)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            arrange.run_if(in_state(Screen::Playing)),
        );
}

/// Folds the layout made that the player did not ask for, undone when the room returns.
#[derive(Default)]
struct Forced {
    captains: bool,
    log: bool,
    /// The unfolded event column's height, kept while it is folded.
    event_height: f32,
    /// Panels drawn over each other, and since when (egui's clock).
    overlaps: Vec<(&'static str, &'static str, f64)>,
}

fn arrange(
    mut contexts: EguiContexts,
    mut layout: ResMut<Layout>,
    mut wishes: ResMut<Wishes>,
    orders: Res<OrdersDrawn>,
    mut forced: Local<Forced>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect().size();
    let drawn = |id: &str| -> Option<egui::Rect> {
        let layer = LayerId::new(Order::Middle, Id::new(id));
        ctx.memory(|m| {
            m.areas()
                .visible_last_frame(&layer)
                .then(|| m.area_rect(Id::new(id)))
                .flatten()
        })
    };
    let folded = |id: &str| {
        CollapsingState::load(ctx, Id::new(id).with("collapsing")).is_some_and(|s| !s.is_open())
    };
    watch_overlaps(ctx, &layout.0, &drawn, &mut forced.overlaps);

    let encounter = ENCOUNTERS.iter().find(|id| drawn(id).is_some()).copied();
    let (captains_folded, log_folded) = (folded(CAPTAINS), folded(LOG));
    let mut encounter_folded = encounter.is_some_and(folded);
    // A left panel the room folded and the player opened again: the encounter gives way.
    if (forced.captains && !captains_folded) || (forced.log && !log_folded) {
        encounter_folded = encounter.is_some();
        forced.captains = false;
        forced.log = false;
    }
    let event_drawn = drawn(EVENT).map_or(0.0, |r| r.height());
    if !layout.0.folds.event && event_drawn > 0.0 {
        forced.event_height = event_drawn;
    }
    let height = |id: &str| drawn(id).map_or(0.0, |r| r.height());
    let open = Open {
        encounter: encounter.is_some(),
        encounter_folded,
        captains_folded: captains_folded && !forced.captains,
        log_folded: log_folded && !forced.log,
        log_big: wishes.log_big,
        event_folded: wishes.event_folded,
        event_height: forced.event_height,
        tray_height: height(TRAY),
        guide_height: height(GUIDE),
        encounter_height: encounter.and_then(drawn).map_or(0.0, |r| r.height()),
        orders_head: orders.head,
        orders_reference: orders.reference,
        orders_list: orders.list,
    };
    let r = regions(screen, open);
    forced.captains = r.folds.captains && !open.captains_folded;
    forced.log = r.folds.log && !open.log_folded;
    set_folded(ctx, CAPTAINS, r.folds.captains);
    set_folded(ctx, LOG, r.folds.log);
    match encounter {
        Some(id) => set_folded(ctx, id, r.folds.encounter),
        // A new encounter opens unfolded.
        None => ENCOUNTERS.iter().for_each(|id| set_folded(ctx, id, false)),
    }
    // What opens on a click closes when the room returns.
    if !r.folds.reference && wishes.reference_open {
        wishes.reference_open = false;
    }
    if (!r.folds.event || wishes.event_folded || r.folds.event_hidden) && wishes.event_open {
        wishes.event_open = false;
    }
    // A panel moved or folded: draw again, so no panel waits for the next input to follow.
    if r != layout.0 {
        ctx.request_repaint();
    }
    layout.0 = r;
    Ok(())
}

fn set_folded(ctx: &egui::Context, id: &str, fold: bool) {
    let mut state =
        CollapsingState::load_with_default_open(ctx, Id::new(id).with("collapsing"), true);
    if state.is_open() == fold {
        info!("layout: {id} {}", if fold { "folds" } else { "unfolds" });
        state.set_open(!fold);
        state.store(ctx);
    }
}

/// The panels of the table as last drawn, by name.
const WATCHED: [(&str, &str); 11] = [
    ("Captains", CAPTAINS),
    ("Log", LOG),
    ("Orders", ORDERS),
    ("Event card", EVENT),
    ("Dice", TRAY),
    ("Guide", GUIDE),
    ("Port", "port-panel"),
    ("Battle", "battle-panel"),
    ("Raid", "raid-panel"),
    ("Location raid", "location-raid-panel"),
    ("Location", "location-visit-panel"),
];

/// A pair of panels may pass over each other this long (a fold's animation, the frame a
/// window is resized in); longer is a fault in the layout.
const OVERLAP_GRACE: f64 = 1.0;

/// Logs each pair of panels drawn over each other for longer than the grace (once, while it
/// lasts).
fn watch_overlaps(
    ctx: &egui::Context,
    laid: &Regions,
    drawn: &dyn Fn(&str) -> Option<egui::Rect>,
    seen: &mut Vec<(&'static str, &'static str, f64)>,
) {
    let time = ctx.input(|i| i.time);
    let shown: Vec<(&'static str, egui::Rect)> = WATCHED
        .iter()
        .filter_map(|(name, id)| Some((*name, drawn(id)?)))
        .collect();
    let mut now = Vec::new();
    for (i, (a, ra)) in shown.iter().enumerate() {
        for (b, rb) in &shown[i + 1..] {
            if ra.shrink(1.0).intersects(rb.shrink(1.0)) {
                let since = seen
                    .iter()
                    .find(|(x, y, _)| (x, y) == (a, b))
                    .map_or(time, |s| s.2);
                now.push((*a, *b, since));
                let told = seen
                    .iter()
                    .any(|(x, y, t)| (x, y) == (a, b) && time - t > OVERLAP_GRACE);
                if time - since > OVERLAP_GRACE && !told {
                    warn!(
                        "layout: {a} overlaps {b} ({ra:?} / {rb:?}) in a {:?} window, folds {:?}",
                        ctx.content_rect().size(),
                        laid.folds
                    );
                }
            }
        }
    }
    *seen = now;
}
