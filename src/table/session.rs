//! The rules inside the app: the game in progress as a resource, choices in as messages,
//! events out as messages. Humans (egui, board clicks) and AI captains send the same
//! [`ChoiceMade`]; the log, animations and dice tray read the same [`GameEventMsg`]. Each is
//! generic over the game ([`OnTable`]): a game's plugin adds [`plugin`] for itself.

use super::OnTable;
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use bevy::prelude::*;
use game_core::Session;
use std::fmt;

/// A table opening puts every other game's away in this set (one game is on the table at a
/// time: `online::seating`); `played::note_open` runs after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct OneTable;

/// Choices are applied and new games started in this set; the mirror follows it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SessionSet;

/// The game being played, if any.
#[derive(Resource)]
pub struct ActiveGame<G: OnTable> {
    pub session: Session<G>,
}

/// A seat's answer to the current decision.
#[derive(Message)]
pub struct ChoiceMade<G: OnTable>(pub G::Choice);

impl<G: OnTable> Clone for ChoiceMade<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: OnTable> Copy for ChoiceMade<G> {}
impl<G: OnTable> fmt::Debug for ChoiceMade<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("ChoiceMade").field(&self.0).finish()
    }
}

/// Something that happened in the game.
#[derive(Message)]
pub struct GameEventMsg<G: OnTable>(pub G::Event);

impl<G: OnTable> Clone for GameEventMsg<G> {
    fn clone(&self) -> Self {
        GameEventMsg(self.0.clone())
    }
}
impl<G: OnTable> fmt::Debug for GameEventMsg<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("GameEventMsg").field(&self.0).finish()
    }
}

/// Ask for a new game with this set-up.
#[derive(Message)]
pub struct StartGame<G: OnTable>(pub G::Config);

impl<G: OnTable> Clone for StartGame<G> {
    fn clone(&self) -> Self {
        StartGame(self.0.clone())
    }
}
impl<G: OnTable> fmt::Debug for StartGame<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("StartGame").field(&self.0).finish()
    }
}

/// Why the last new game could not start.
#[derive(Resource, Default)]
pub struct StartProblem(pub Option<String>);

/// A game started or loaded: presentation rebuilds from scratch.
#[derive(Message, Clone, Copy, Debug)]
pub struct GameReset;

/// Ask to take back the deciding human's last choice (the Undo button, Ctrl+Z).
#[derive(Message, Clone, Copy, Debug)]
pub struct UndoChoice;

/// A choice was taken back: the game now stands after this many choices. Sent with a
/// [`GameReset`] (the board rebuilds; the log keeps what came before).
#[derive(Message, Clone, Copy, Debug)]
pub struct Rewound(pub usize);

/// Animations in progress; AI captains wait until the table has caught up.
#[derive(Resource, Default)]
pub struct Busy {
    pub sailing: bool,
    pub rolling: bool,
    /// NPC ships sail their event card's moves, one after another.
    pub npcs_sailing: bool,
}

impl Busy {
    pub fn any(&self) -> bool {
        self.sailing || self.rolling || self.npcs_sailing
    }
}

/// The last choice the rules refused (shown to the player; nothing changed).
#[derive(Resource, Default)]
pub struct RefusedChoice(pub Option<String>);

/// The session's messages and systems for the game `G`.
pub(crate) fn plugin<G: OnTable>(app: &mut App) {
    app.add_message::<ChoiceMade<G>>()
        .add_message::<GameEventMsg<G>>()
        .add_message::<GameReset>()
        .add_message::<UndoChoice>()
        .add_message::<Rewound>()
        .add_message::<StartGame<G>>()
        .init_resource::<StartProblem>()
        .init_resource::<RefusedChoice>()
        .init_resource::<Busy>()
        .init_resource::<super::past::LookBack<G>>()
        .add_systems(
            Update,
            (
                start_games::<G>,
                apply_choices::<G>.run_if(resource_exists::<ActiveGame<G>>),
                undo_choices::<G>.run_if(resource_exists::<ActiveGame<G>>),
            )
                .chain()
                .in_set(SessionSet),
        );
}

/// Apply each choice to the session and publish what happened.
fn apply_choices<G: OnTable>(
    mut choices: MessageReader<ChoiceMade<G>>,
    mut game: ResMut<ActiveGame<G>>,
    mut events: MessageWriter<GameEventMsg<G>>,
    mut refused: ResMut<RefusedChoice>,
    back: Option<Res<super::past::LookBack<G>>>,
) {
    for ChoiceMade(choice) in choices.read() {
        if back.as_ref().is_some_and(|b| b.0.is_some()) {
            refused.0 = Some("You are looking back: return to the game to play.".into());
            continue;
        }
        match game.session.choose(*choice) {
            Ok(happened) => {
                refused.0 = None;
                events.write_batch(happened.into_iter().map(GameEventMsg));
            }
            Err(e) => {
                warn!("choice refused: {e}");
                refused.0 = Some(e.to_string());
            }
        }
    }
}

/// Take back the deciding human's last choice where the rules allow it; where they do not,
/// say why (the button is greyed out then, so this is for a key pressed at the wrong time).
pub(super) fn undo_choices<G: OnTable>(
    mut asks: MessageReader<UndoChoice>,
    back: Option<Res<super::past::LookBack<G>>>,
    mut game: ResMut<ActiveGame<G>>,
    mut reset: MessageWriter<GameReset>,
    mut rewound: MessageWriter<Rewound>,
    mut refused: ResMut<RefusedChoice>,
) {
    if asks.read().count() == 0 || back.as_ref().is_some_and(|b| b.0.is_some()) {
        return;
    }
    let Some(seat) = game.session.decision().map(|d| d.seat) else {
        return;
    };
    match game.session.undo(seat) {
        Ok(()) => {
            refused.0 = None;
            info!("undo: back to choice {}", game.session.choices_made());
            rewound.write(Rewound(game.session.choices_made()));
            reset.write(GameReset);
        }
        Err(e) => refused.0 = Some(format!("Cannot undo: {e}.")),
    }
}

/// Set up a new game and go to the board; a bad set-up leaves everything as it was.
fn start_games<G: OnTable>(
    mut requests: MessageReader<StartGame<G>>,
    mut commands: Commands,
    data: Option<Res<LoadedData<G>>>,
    mut events: MessageWriter<GameEventMsg<G>>,
    mut reset: MessageWriter<GameReset>,
    mut problem: ResMut<StartProblem>,
    mut back: ResMut<super::past::LookBack<G>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(StartGame(config)) = requests.read().last() else {
        return;
    };
    let Some(data) = data else {
        problem.0 = Some("the game data is not loaded yet".into());
        return;
    };
    match Session::<G>::new(data.0.clone(), config.clone()) {
        Ok((session, happened)) => {
            // A new game: whatever the table looked back at is gone.
            back.0 = None;
            // The table reads the data as this game plays it (its Seas of Glory switches).
            commands.insert_resource(LoadedData::<G>(session.data_arc()));
            commands.insert_resource(ActiveGame { session });
            problem.0 = None;
            reset.write(GameReset);
            events.write_batch(happened.into_iter().map(GameEventMsg));
            next.set(Screen::Playing);
        }
        Err(e) => problem.0 = Some(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{GameData, ShipClass};
    use crate::rules::MerchantsAndMarauders as Mm;
    use crate::rules::{Choice, GameConfig, GameEvent, SeatKind};
    use bevy::ecs::message::MessageCursor;
    use bevy::state::app::StatesPlugin;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .insert_resource(LoadedData::<Mm>(GameData::embedded()))
            .add_plugins(plugin::<Mm>);
        app
    }

    /// The events published since the cursor last read.
    fn events(app: &App, cursor: &mut MessageCursor<GameEventMsg<Mm>>) -> Vec<GameEvent> {
        let messages = app.world().resource::<Messages<GameEventMsg<Mm>>>();
        cursor.read(messages).map(|m| m.0.clone()).collect()
    }

    // The protocol in the app: StartGame → the session; ChoiceMade → GameEventMsg.
    #[test]
    fn choices_sent_as_messages_drive_the_game() {
        let mut app = app();
        let mut cursor = MessageCursor::default();
        app.world_mut()
            .write_message(StartGame::<Mm>(GameConfig::new(
                vec![SeatKind::Human, SeatKind::RandomAi],
                3,
            )));
        app.update();
        assert!(app.world().contains_resource::<ActiveGame<Mm>>());
        assert!(
            events(&app, &mut cursor)
                .iter()
                .any(|e| matches!(e, GameEvent::GameStarted { .. }))
        );

        app.world_mut()
            .write_message(ChoiceMade::<Mm>(Choice::ChooseShip(ShipClass::Sloop)));
        app.update();
        assert_eq!(
            events(&app, &mut cursor),
            [GameEvent::ShipChosen { seat: 0 }]
        );
        assert!(app.world().resource::<RefusedChoice>().0.is_none());
    }

    #[test]
    fn a_refused_choice_is_reported_and_changes_nothing() {
        let mut app = app();
        app.world_mut()
            .write_message(StartGame::<Mm>(GameConfig::new(
                vec![SeatKind::Human; 2],
                3,
            )));
        app.update();
        let before = app
            .world()
            .resource::<ActiveGame<Mm>>()
            .session
            .state()
            .clone();
        app.world_mut()
            .write_message(ChoiceMade::<Mm>(Choice::EndTurn));
        app.update();
        assert_eq!(
            *app.world().resource::<ActiveGame<Mm>>().session.state(),
            before
        );
        let why = app.world().resource::<RefusedChoice>().0.clone().unwrap();
        assert!(why.contains("EndTurn"), "{why}");
    }

    #[test]
    fn a_bad_table_is_refused_without_starting() {
        let mut app = app();
        app.world_mut()
            .write_message(StartGame::<Mm>(GameConfig::new(vec![SeatKind::Human], 3)));
        app.update();
        assert!(!app.world().contains_resource::<ActiveGame<Mm>>());
        assert!(
            app.world()
                .resource::<StartProblem>()
                .0
                .as_ref()
                .unwrap()
                .contains("2 to 4")
        );
    }
}
