//! The windowed game: the window itself and the plugins of every feature, assembled.

use crate::screen::{DataProblem, Screen};
use crate::table::assets::{DataText, DataTextLoader};
use crate::{ai, games, save, ui};
use bevy::prelude::*;
use bevy::winit::WinitSettings;
use bevy_asset_loader::prelude::*;

/// Open the game window and play.
pub fn run() {
    run_joining(None);
}

/// The game window, joining the online table of an invite link once its menu is up (the
/// desktop's `--join LINK`; in the browser, the page's own address when it is one).
pub fn run_joining(join: Option<String>) {
    #[cfg(target_arch = "wasm32")]
    show_panics_on_page();
    #[cfg(target_arch = "wasm32")]
    let join = join.or_else(page_invite);
    #[cfg(target_arch = "wasm32")]
    crate::weblog::install();
    // In the browser the console log of weblog.rs stands in for Bevy's LogPlugin, which the web
    // build leaves out (the `bevy_log` feature is desktop-only).
    App::new()
        .add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Spanish Main".into(),
                        resolution: (1280, 800).into(),
                        fit_canvas_to_parent: true,
                        canvas: Some("#bevy".into()),
                        ..default()
                    }),
                    ..default()
                })
                .set(AssetPlugin {
                    file_path: asset_folder(),
                    // We ship no .meta files; asking for them only adds 404s on the web.
                    meta_check: bevy::asset::AssetMetaCheck::Never,
                    ..default()
                }),
        )
        .add_plugins(AppPlugin)
        .insert_resource(crate::online::JoinLink(join))
        .run();
}

/// The page's address, when it is an invite link (`…/#table=ID&token=T`).
#[cfg(target_arch = "wasm32")]
fn page_invite() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    href.contains("#table=").then_some(href)
}

/// In the browser a panic would freeze the canvas silently; put the message on the page (the
/// `#panic` element of web/game.html) and in the console instead.
#[cfg(target_arch = "wasm32")]
fn show_panics_on_page() {
    std::panic::set_hook(Box::new(|info| {
        let message = format!("Spanish Main stopped: {info}");
        web_sys::console::error_1(&message.as_str().into());
        let shown = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("panic"));
        if let Some(element) = shown {
            element.set_text_content(Some(&message));
            let _ = element.set_attribute("style", "display:block");
        }
    }));
}

/// Where the `assets` folder is: beside the executable when shipped, otherwise the source
/// tree the binary was built from (so running it straight from the target folder works too).
fn asset_folder() -> String {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let beside_exe = std::env::current_exe()
            .ok()
            .and_then(|exe| exe.parent().map(|d| d.join("assets")));
        let in_cwd = std::path::Path::new("assets");
        if std::env::var_os("BEVY_ASSET_ROOT").is_none()
            && std::env::var_os("CARGO_MANIFEST_DIR").is_none()
            && !beside_exe.is_some_and(|d| d.is_dir())
        {
            if in_cwd.join("data").is_dir() {
                return std::fs::canonicalize(in_cwd)
                    .map(|p| p.display().to_string())
                    .unwrap_or_else(|_| "assets".into());
            }
            return concat!(env!("CARGO_MANIFEST_DIR"), "/assets").into();
        }
    }
    "assets".into()
}

/// Every feature of the game, for the window (tests can add it to a headless app too).
pub struct AppPlugin;

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        // Redraw only when input arrives or something animates (animations ask for redraws).
        app.insert_resource(WinitSettings::desktop_app())
            .insert_resource(ClearColor(Color::srgb(0.11, 0.25, 0.31)))
            .add_plugins(bevy_egui::EguiPlugin::default())
            .init_asset::<DataText>()
            .init_asset_loader::<DataTextLoader>()
            .init_state::<Screen>()
            .init_resource::<DataProblem>()
            .add_loading_state(
                LoadingState::new(Screen::Loading)
                    .continue_to_state(Screen::Menu)
                    .on_failure_continue_to_state(Screen::DataError),
            )
            .add_systems(Startup, spawn_camera)
            .add_systems(Startup, hide_page_loader)
            .add_systems(Update, log_screens)
            .add_systems(
                Update,
                crate::table::assets::note_failed_loads.run_if(in_state(Screen::Loading)),
            );
        #[cfg(feature = "mm")]
        app.add_plugins(games::mm::plugin);
        #[cfg(feature = "bb")]
        app.add_plugins(games::bb::plugin);
        app.add_plugins((
            ai::driver::plugin,
            save::plugin,
            crate::settings::plugin,
            crate::sound::plugin,
            ui::plugin,
            crate::online::plugin,
        ));
    }
}

/// The web page shows its own progress bar while the wasm downloads; the game's loading screen
/// takes over from here.
fn hide_page_loader() {
    #[cfg(target_arch = "wasm32")]
    if let Some(loader) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("loading"))
    {
        loader.remove();
    }
}

/// Say which screen is up (the browser test reads this from the console).
fn log_screens(mut transitions: MessageReader<StateTransitionEvent<Screen>>) {
    for t in transitions.read() {
        if let Some(screen) = t.entered {
            info!("screen: {screen:?}");
        }
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
