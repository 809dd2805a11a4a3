//! Saves: a few slots (files on desktop, local storage in the browser), each described by
//! `summary`. The UI asks through messages; a save that cannot be read leaves the game in
//! progress untouched and says why. A save can also be replayed from its start.
//! The player's settings are kept the same way (`crate::settings`).

pub mod autosave;
pub mod slot;
pub mod summary;

use crate::games::GameId;
use crate::screen::Screen;
use crate::table::OnTable;
use crate::table::assets::LoadedData;
use crate::table::look_back::{LookBack, Past};
use crate::table::played::OnTheTable;
use crate::table::session::{ActiveGame, GameReset};
use bevy::prelude::*;
use game_core::Session;
use std::sync::Arc;
use summary::Summary;

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
        .init_resource::<OnTheTable>()
        .init_resource::<SaveReaders>()
        .add_systems(Update, nothing_to_save);
}

/// A game's way to read its saves, with the data it plays with.
type Reader = Arc<dyn Fn(&str) -> Result<Summary, String> + Send + Sync>;

/// Each game's reader of its saves (set once its data is loaded): the menu and the slots
/// describe a save, whichever game it holds, through [`SaveReaders::summarize`].
#[derive(Resource, Default, Clone)]
pub struct SaveReaders(Vec<(&'static str, Reader)>);

impl SaveReaders {
    /// Whether `games` games can read their saves (their data is loaded).
    pub fn covers(&self, games: usize) -> bool {
        self.0.len() >= games
    }

    /// Describe a save by the game it names; a save of no game here, or of one whose data is
    /// not loaded yet, is its error.
    pub fn summarize(&self, text: &str) -> Result<Summary, String> {
        let game = GameId::of_save(text).map_err(|e| e.to_string())?;
        if !game.has_table() {
            return Err(format!(
                "a game of {}, which plays without a window in this version: \
                 `spanish-main play --load FILE` goes on with it",
                game.title()
            ));
        }
        let (_, read) = self
            .0
            .iter()
            .find(|(id, _)| *id == game.id())
            .ok_or_else(|| format!("the data of {} is not loaded yet", game.title()))?;
        read(text)
    }
}

/// The game `G`'s reader of saves, with the data it plays with now.
fn read_saves_with<G: OnTable>(data: Res<LoadedData<G>>, mut readers: ResMut<SaveReaders>) {
    let data = data.0.clone();
    let read: Reader = Arc::new(move |text: &str| summary::summarize::<G>(data.clone(), text));
    readers.0.retain(|(id, _)| *id != G::ID);
    readers.0.push((G::ID, read));
}

/// Saving, loading and autosaving the game `G` (`crate::shell` adds them for each game).
pub(crate) fn for_game<G: OnTable>(app: &mut App) {
    app.init_resource::<SaveReaders>()
        .add_systems(
            Update,
            (
                save_game::<G>,
                load_game::<G>,
                read_saves_with::<G>.run_if(resource_exists_and_changed::<LoadedData<G>>),
            ),
        )
        .add_plugins(autosave::for_game::<G>);
}

/// Asked to save with no game at this screen: said (each game's `save_game` saves its own).
fn nothing_to_save(
    mut requests: MessageReader<SaveGame>,
    table: Res<OnTheTable>,
    mut status: ResMut<SaveStatus>,
) {
    if requests.read().last().is_some() && !table.local {
        status.0 = Some(Err("there is no game to save".into()));
    }
}

fn save_game<G: OnTable>(
    mut requests: MessageReader<SaveGame>,
    game: Option<Res<ActiveGame<G>>>,
    mut status: ResMut<SaveStatus>,
) {
    let Some(SaveGame(n)) = requests.read().last().copied() else {
        return;
    };
    let Some(game) = game else {
        return;
    };
    let round = G::round(game.session.state());
    let written = game.session.checked_save().and_then(|save| {
        let text = format!("{}{save}", summary::stamp(&summary::now()));
        slot::write(Slot::Game(n), &text)
    });
    status.0 = Some(written.map(|where_| {
        info!("save: saved round {round} to {where_}");
        format!("Saved in slot {n} ({where_})")
    }));
}

/// Load (or replay) a save of the game `G`. Each game's own system reads the request; the
/// one whose game the save holds opens it. A save no game here plays (an unknown game, or
/// no save at all) is every game's same error; the table in play is untouched.
#[allow(clippy::too_many_arguments)]
fn load_game<G: OnTable>(
    mut requests: MessageReader<LoadGame>,
    mut replays: MessageReader<ReplayGame>,
    mut commands: Commands,
    data: Option<Res<LoadedData<G>>>,
    mut status: ResMut<SaveStatus>,
    mut reset: MessageWriter<GameReset>,
    mut back: ResMut<LookBack<G>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let asked = requests.read().last().map(|l| (l.0, false));
    let asked = replays.read().last().map(|r| (r.0, true)).or(asked);
    let Some((from, replay)) = asked else {
        return;
    };
    let text = match slot::read(from) {
        Ok(text) => text,
        Err(e) => {
            status.0 = Some(Err(e));
            return;
        }
    };
    match GameId::of_save(&text) {
        Err(e) => {
            status.0 = Some(Err(e.to_string()));
            return;
        }
        Ok(game) if game.id() != G::ID => return,
        Ok(_) => {}
    }
    let Some(data) = data else {
        status.0 = Some(Err("the game data is not loaded yet".into()));
        return;
    };
    let loaded = Session::<G>::load(data.0.clone(), &text).map_err(|e| e.to_string());
    match loaded {
        Ok(session) => {
            let what = match from {
                Slot::Auto(_) => " from autosave",
                _ => "",
            };
            let how = if replay { " to replay" } else { "" };
            info!(
                "save: loaded round {}{what}{how}",
                G::round(session.state())
            );
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
            commands.insert_resource(LoadedData::<G>(session.data_arc()));
            commands.insert_resource(ActiveGame { session });
            reset.write(GameReset);
            status.0 = Some(Ok(said.into()));
            next.set(Screen::Playing);
        }
        Err(e) => status.0 = Some(Err(e)),
    }
}
