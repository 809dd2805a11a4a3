//! Thin entry point: in the browser, the game; on the desktop, parse the command line, then open
//! the game window or run a headless command.

#[cfg(target_arch = "wasm32")]
fn main() {
    spanish_main::app::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

/// The desktop's command line (not built for the web: the browser passes no arguments).
#[cfg(not(target_arch = "wasm32"))]
mod cli;
