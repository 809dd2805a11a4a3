//! Merchants & Marauders' data at the table: its data files and map image, loaded by the
//! loading screen (a collection of the shell's loading state), then parsed and checked once
//! by the same [`GameData::load`] the headless rules use.

use crate::content::{DATA_FILES, DataError, DataSources, GameData};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::screen::{DataProblem, Screen};
use crate::table::assets::{DataText, LoadedData};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use std::sync::Arc;

pub(crate) fn plugin(app: &mut App) {
    app.configure_loading_state(
        LoadingStateConfig::new(Screen::Loading).load_collection::<GameAssets>(),
    )
    .add_systems(
        OnEnter(Screen::Menu),
        build_data.run_if(not(resource_exists::<LoadedData<Mm>>)),
    );
}

/// M&M's data files and map image, loaded before the menu shows.
#[derive(AssetCollection, Resource)]
pub struct GameAssets {
    #[asset(
        paths(
            "data/mm/zones.ron",
            "data/mm/ports.ron",
            "data/mm/ships.ron",
            "data/mm/captains.ron",
            "data/mm/goods.ron",
            "data/mm/dice.ron",
            "data/mm/tokens.ron",
            "data/mm/events.ron",
            "data/mm/rumors.ron",
            "data/mm/missions.ron",
            "data/mm/glory.ron"
        ),
        collection(typed)
    )]
    pub data: Vec<Handle<DataText>>,
    #[asset(path = "map/mm/caribbean.png")]
    pub map: Handle<Image>,
}

/// Build [`GameData`] from the loaded texts; `Err` names the file and problem.
pub fn build_from_assets(
    assets: &GameAssets,
    texts: &Assets<DataText>,
) -> Result<GameData, DataError> {
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
    GameData::load(&sources)
}

/// Parse and check the loaded data files once; a problem goes to the data-error screen.
fn build_data(
    mut commands: Commands,
    assets: Res<GameAssets>,
    texts: Res<Assets<DataText>>,
    mut next: ResMut<NextState<Screen>>,
    mut problem: ResMut<DataProblem>,
) {
    match build_from_assets(&assets, &texts) {
        Ok(data) => {
            commands.insert_resource(LoadedData::<Mm>(Arc::new(data)));
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
