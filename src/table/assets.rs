//! Loading the data files through Bevy's asset server (the app, desktop and web), with
//! bevy_asset_loader driving the loading screen: the texts, read as they are (each game's
//! plugin names its files in a collection of its own and parses them with its rules' own
//! loader, M&M's in `games::mm::assets`), and the checked data the app then plays with.

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;
use std::sync::Arc;

/// The raw text of one data file (`assets/data/<game>/*.ron`).
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
