//! Saves: one slot (a file on desktop, local storage in the browser). The UI asks through
//! messages; a save that cannot be read leaves the game in progress untouched and says why.
//! The player's settings are kept the same way (`crate::settings`).

pub mod autosave;
pub mod slot;

use crate::rules::Session;
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::session::{ActiveGame, GameReset};
use bevy::prelude::*;

use slot::Slot;

/// Whether there is a saved game to load.
pub fn has_save() -> bool {
    slot::has(Slot::Game)
}

/// Ask to save the game in progress.
#[derive(Message, Clone, Copy, Debug)]
pub struct SaveGame;

/// Ask to load a saved game: the save, or an autosave.
#[derive(Message, Clone, Copy, Debug)]
pub struct LoadGame(pub Slot);

/// What the last save or load did, for the menu to show.
#[derive(Resource, Default)]
pub struct SaveStatus(pub Option<Result<String, String>>);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SaveGame>()
        .add_message::<LoadGame>()
        .init_resource::<SaveStatus>()
        .add_systems(Update, (save_game, load_game))
        .add_plugins(autosave::plugin);
}

fn save_game(
    mut requests: MessageReader<SaveGame>,
    game: Option<Res<ActiveGame>>,
    mut status: ResMut<SaveStatus>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let Some(game) = game else {
        status.0 = Some(Err("there is no game to save".into()));
        return;
    };
    let round = game.session.state().round;
    status.0 = Some(slot::write(Slot::Game, &game.session.save()).map(|where_| {
        info!("save: saved round {round} to {where_}");
        format!("Saved to {where_}")
    }));
}

fn load_game(
    mut requests: MessageReader<LoadGame>,
    mut commands: Commands,
    data: Option<Res<LoadedData>>,
    mut status: ResMut<SaveStatus>,
    mut reset: MessageWriter<GameReset>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(LoadGame(from)) = requests.read().last().copied() else {
        return;
    };
    let Some(data) = data else {
        status.0 = Some(Err("the game data is not loaded yet".into()));
        return;
    };
    let loaded = slot::read(from)
        .and_then(|text| Session::load(data.0.clone(), &text).map_err(|e| e.to_string()));
    match loaded {
        Ok(session) => {
            let what = match from {
                Slot::Auto(_) => " from autosave",
                _ => "",
            };
            info!("save: loaded round {}{what}", session.state().round);
            commands.insert_resource(ActiveGame { session });
            reset.write(GameReset);
            status.0 = Some(Ok("Game loaded".into()));
            next.set(Screen::Playing);
        }
        Err(e) => status.0 = Some(Err(e)),
    }
}
