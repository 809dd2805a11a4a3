//! Saves: a few slots (files on desktop, local storage in the browser), each described by
//! `summary`. The UI asks through messages; a save that cannot be read leaves the game in
//! progress untouched and says why. A save can also be replayed from its start.
//! The player's settings are kept the same way (`crate::settings`).

pub mod autosave;
pub mod slot;
pub mod summary;

use crate::games::GameId;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::Session;
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::look_back::{LookBack, Past};
use crate::table::session::{ActiveGame, GameReset};
use bevy::prelude::*;

use slot::Slot;

/// Whether there is a saved game to load (in a save slot or an autosave).
pub fn has_save() -> bool {
    (1..=slot::GAME_SLOTS).any(|n| slot::has(Slot::Game(n)))
        || (0..autosave::AUTOSAVES).any(|n| slot::has(Slot::Auto(n)))
}

/// Ask to save the game in progress into a save slot (1 to [`slot::GAME_SLOTS`]).
#[derive(Message, Clone, Copy, Debug)]
pub struct SaveGame(pub u8);

/// Ask to load a saved game: a save slot, or an autosave.
#[derive(Message, Clone, Copy, Debug)]
pub struct LoadGame(pub Slot);

/// Ask to load a saved game and replay it from its start (looking back, playing).
#[derive(Message, Clone, Copy, Debug)]
pub struct ReplayGame(pub Slot);

/// What the last save or load did, for the menu to show.
#[derive(Resource, Default)]
pub struct SaveStatus(pub Option<Result<String, String>>);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SaveGame>()
        .add_message::<LoadGame>()
        .add_message::<ReplayGame>()
        .init_resource::<SaveStatus>()
        .add_systems(Update, (save_game, load_game))
        .add_plugins(autosave::plugin);
}

fn save_game(
    mut requests: MessageReader<SaveGame>,
    game: Option<Res<ActiveGame<Mm>>>,
    mut status: ResMut<SaveStatus>,
) {
    let Some(SaveGame(n)) = requests.read().last().copied() else {
        return;
    };
    let Some(game) = game else {
        status.0 = Some(Err("there is no game to save".into()));
        return;
    };
    let round = game.session.state().round;
    let written = game.session.checked_save().and_then(|save| {
        let text = format!("{}{save}", summary::stamp(&summary::now()));
        slot::write(Slot::Game(n), &text)
    });
    status.0 = Some(written.map(|where_| {
        info!("save: saved round {round} to {where_}");
        format!("Saved in slot {n} ({where_})")
    }));
}

#[allow(clippy::too_many_arguments)]
fn load_game(
    mut requests: MessageReader<LoadGame>,
    mut replays: MessageReader<ReplayGame>,
    mut commands: Commands,
    data: Option<Res<LoadedData<Mm>>>,
    mut status: ResMut<SaveStatus>,
    mut reset: MessageWriter<GameReset>,
    mut back: ResMut<LookBack<Mm>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let asked = requests.read().last().map(|l| (l.0, false));
    let asked = replays.read().last().map(|r| (r.0, true)).or(asked);
    let Some((from, replay)) = asked else {
        return;
    };
    let Some(data) = data else {
        status.0 = Some(Err("the game data is not loaded yet".into()));
        return;
    };
    // The game the save holds opens (one game in this version: another game's save, or a
    // game this version does not know, is its error, and the table in play is untouched).
    let loaded = slot::read(from).and_then(|text| {
        let GameId::Merchants = GameId::of_save(&text).map_err(|e| e.to_string())?;
        Session::load(data.0.clone(), &text).map_err(|e| e.to_string())
    });
    match loaded {
        Ok(session) => {
            let what = match from {
                Slot::Auto(_) => " from autosave",
                _ => "",
            };
            let how = if replay { " to replay" } else { "" };
            info!("save: loaded round {}{what}{how}", session.state().round);
            // A replay starts at the beginning, playing; a load shows the present.
            back.0 = replay.then(|| Past::replaying(&session)).flatten();
            let said = if replay && back.0.is_none() {
                "This save has no history to replay (an older version wrote it): loaded"
            } else if replay {
                "Replaying from the start"
            } else {
                "Game loaded"
            };
            // The table reads the data as this game plays it (its Seas of Glory switches).
            commands.insert_resource(LoadedData::<Mm>(session.data_arc()));
            commands.insert_resource(ActiveGame { session });
            reset.write(GameReset);
            status.0 = Some(Ok(said.into()));
            next.set(Screen::Playing);
        }
        Err(e) => status.0 = Some(Err(e)),
    }
}
