//! Loading the data files through Bevy's asset server (the app, desktop and web), with
//! bevy_asset_loader driving the loading screen. The text is parsed and checked by the same
//! [`GameData::load`] the headless rules use.

use crate::content::{DATA_FILES, DataError, DataSources, GameData};
use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use std::sync::Arc;

/// The raw text of one `assets/data/mm/*.ron` file.
#[derive(Asset, TypePath, Debug)]
pub struct DataText(pub String);

/// Reads a data file as UTF-8 text; parsing waits until every file is in.
#[derive(Default, TypePath)]
pub struct DataTextLoader;

impl AssetLoader for DataTextLoader {
    type Asset = DataText;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _load_context: &mut LoadContext<'_>,
    ) -> Result<DataText, Self::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        String::from_utf8(bytes)
            .map(DataText)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// Every data file and the map image, loaded before the menu shows.
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

/// A file the loading screen could not load (missing, or not UTF-8 text), named with why: the
/// data-error screen shows it instead of pointing at the console.
pub fn note_failed_loads(
    mut failed: MessageReader<bevy::asset::UntypedAssetLoadFailedEvent>,
    mut problem: ResMut<crate::screen::DataProblem>,
) {
    for f in failed.read() {
        if problem.0.is_empty() {
            problem.0 = format!("{} could not be loaded: {}", f.path, f.error);
        }
    }
}

/// The checked content the app plays with, of the game `G` (as the game on the table plays
/// it, once one is: its options' view of the data).
#[derive(Resource)]
pub struct LoadedData<G: super::OnTable>(pub Arc<G::Data>);

impl<G: super::OnTable> Clone for LoadedData<G> {
    fn clone(&self) -> Self {
        LoadedData(self.0.clone())
    }
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
