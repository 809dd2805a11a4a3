//! Blackbeard's data at the table: its data files, loaded by the loading screen (a collection
//! of the shell's loading state), then parsed and checked once by the same [`BbData::load`]
//! the headless rules use.

use crate::screen::{DataProblem, Screen};
use crate::table::assets::{DataText, LoadedData};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use blackbeard::content::{BbData, DATA_FILES, DataError, DataSources};
use blackbeard::rules::Blackbeard;
use std::sync::Arc;

pub(crate) fn plugin(app: &mut App) {
    app.configure_loading_state(
        LoadingStateConfig::new(Screen::Loading).load_collection::<BbAssets>(),
    )
    .add_systems(
        OnEnter(Screen::Menu),
        build_data.run_if(not(resource_exists::<LoadedData<Blackbeard>>)),
    );
}

/// Blackbeard's data files, loaded before the menu shows (in the order of `DATA_FILES`).
#[derive(AssetCollection, Resource)]
pub struct BbAssets {
    #[asset(
        paths(
            "data/bb/map.ron",
            "data/bb/pirates.ron",
            "data/bb/pieces.ron",
            "data/bb/events.ron",
            "data/bb/tables.ron"
        ),
        collection(typed)
    )]
    pub data: Vec<Handle<DataText>>,
    /// The baked chart behind the board's three sections (`tools/map`).
    #[asset(path = "map/bb/board.png")]
    pub board: Handle<Image>,
}

/// Build [`BbData`] from the loaded texts; `Err` names the file and problem.
pub fn build_from_assets(assets: &BbAssets, texts: &Assets<DataText>) -> Result<BbData, DataError> {
    let mut sources = DataSources {
        files: Default::default(),
    };
    for (name, handle) in DATA_FILES.iter().zip(&assets.data) {
        if let Some(text) = texts.get(handle) {
            sources = sources.with_file(name, &text.0);
        }
    }
    // The browser's search worker plays with the same files.
    #[cfg(target_arch = "wasm32")]
    crate::ai::web_worker::keep_data(&sources.files);
    BbData::load(&sources)
}

/// Parse and check the loaded data files once; a problem goes to the data-error screen.
fn build_data(
    mut commands: Commands,
    assets: Res<BbAssets>,
    texts: Res<Assets<DataText>>,
    mut next: ResMut<NextState<Screen>>,
    mut problem: ResMut<DataProblem>,
) {
    match build_from_assets(&assets, &texts) {
        Ok(data) => {
            commands.insert_resource(LoadedData::<Blackbeard>(Arc::new(data)));
            // The browser's search worker starts now, while the player is in the menu, so
            // the first search finds it ready.
            #[cfg(target_arch = "wasm32")]
            crate::ai::web_worker::start_early();
        }
        Err(e) => {
            error!("{e}");
            problem.0 = e.to_string();
            next.set(Screen::DataError);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The loading screen names every data file of the game, in the loader's order.
    #[test]
    fn the_collection_names_every_data_file() {
        let source = include_str!("assets.rs");
        let mut at = 0;
        for name in DATA_FILES {
            let path = format!("\"data/bb/{name}\"");
            let found = source[at..]
                .find(&path)
                .unwrap_or_else(|| panic!("{path} missing or out of order"));
            at += found + path.len();
        }
    }
}
