//! Thin entry point: in the browser, the game; on the desktop, parse the command line, then open
//! the game window or run a headless command.

// The shell alone (no game's feature, see src/games/mod.rs) leaves parts unused.
#![cfg_attr(not(feature = "mm"), allow(unused, irrefutable_let_patterns))]

#[cfg(target_arch = "wasm32")]
fn main() {
    // The search worker runs this same wasm with no window: it only answers searches.
    if web_sys::window().is_none() {
        return;
    }
    spanish_main::app::run();
}

/// The search worker's entry points (`web/search-worker.js`, `ai::web_worker`): the page's
/// data files (JSON) once, answered with an empty text or what is wrong with them; then each
/// search asked for as JSON, answered as JSON. They are the worker's of the game this wasm
/// was built for (each game's page is its own wasm, one game's feature alone).
#[cfg(all(target_arch = "wasm32", any(feature = "mm", feature = "bb")))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn data_in_worker(files: &str) -> String {
    worker::load_data(files).err().unwrap_or_default()
}

/// Warm the worker's code up (a throwaway search, see `warm_up`) once its data files are in,
/// before the first search it answers.
#[cfg(all(target_arch = "wasm32", any(feature = "mm", feature = "bb")))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn warm_in_worker() {
    worker::warm_up(WARM_UP);
}

/// A warm-up's length: half a Hard captain's browser budget.
#[cfg(all(target_arch = "wasm32", any(feature = "mm", feature = "bb")))]
const WARM_UP: game_core::search::Budget = game_core::search::Budget {
    millis: Some(50.0),
    ..game_core::search::Budget::TABLE
};

#[cfg(all(target_arch = "wasm32", any(feature = "mm", feature = "bb")))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn search_in_worker(request: &str) -> String {
    worker::answer(request)
}

#[cfg(all(target_arch = "wasm32", feature = "bb", not(feature = "mm")))]
use blackbeard::worker;
/// The worker of the game this wasm plays.
#[cfg(all(target_arch = "wasm32", feature = "mm"))]
use spanish_main::ai::worker;

/// The desktop's allocator: the AI captain's playouts allocate and free small lists all the time,
/// and mimalloc does that faster than the system's (measured in `crates/merchants/src/ai/search/measured.md`).
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

/// The desktop's command line (not built for the web: the browser passes no arguments).
#[cfg(not(target_arch = "wasm32"))]
mod cli;
