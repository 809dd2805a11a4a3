//! Names for the buttons a script presses. A named widget logs where it is drawn, in the
//! window's logical pixels ("widget: Set sail at 640,382"), when it first shows and whenever it
//! moves; the browser test clicks by name, not by a pixel it remembers, so new buttons elsewhere
//! do not break it.

#[cfg(not(target_arch = "wasm32"))]
use bevy::log::info;
use bevy_egui::egui;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether positions are logged: only for scripts (`SPANISH_MAIN_WIDGETS=1` on the desktop,
/// `?e2e` in the page's address on the web), so players' consoles stay quiet.
static ENABLED: AtomicBool = AtomicBool::new(false);

/// Switch the log on if this run is driven by a script.
pub fn enable_from_environment() {
    #[cfg(not(target_arch = "wasm32"))]
    let on = std::env::var_os("SPANISH_MAIN_WIDGETS").is_some();
    #[cfg(target_arch = "wasm32")]
    let on = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| q.contains("e2e"));
    ENABLED.store(on, Ordering::Relaxed);
}

/// Whether this run is driven by a script (see [`enable_from_environment`]).
pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// Each name's last position and the egui pass it was drawn in.
static SEEN: Mutex<Vec<(String, [i32; 2], u64)>> = Mutex::new(Vec::new());

/// Log `name`'s position if it is new, moved, or shown again after a pass without it.
pub fn named(ui: &egui::Ui, response: &egui::Response, name: &str) {
    // A window's first frame lays it out unseen (egui's sizing pass): a click there is lost.
    if !ENABLED.load(Ordering::Relaxed) || ui.is_sizing_pass() || !ui.is_visible() {
        return;
    }
    let ctx = ui.ctx();
    let pass = ctx.cumulative_pass_nr();
    let c = response.rect.center() * ctx.zoom_factor();
    let at = [c.x.round() as i32, c.y.round() as i32];
    let Ok(mut seen) = SEEN.lock() else { return };
    let fresh = match seen.iter_mut().find(|(n, ..)| n == name) {
        Some(entry) => {
            let fresh = entry.1 != at || entry.2 + 1 < pass;
            entry.1 = at;
            entry.2 = pass;
            fresh
        }
        None => {
            seen.push((name.to_string(), at, pass));
            true
        }
    };
    if fresh {
        info!("widget: {name} at {},{}", at[0], at[1]);
    }
}

/// A button that logs its position under its own label.
pub fn button(ui: &mut egui::Ui, label: impl Into<egui::WidgetText>, name: &str) -> egui::Response {
    let r = ui.button(label);
    named(ui, &r, name);
    r
}
