//! The rules inside the app: the game in progress as a resource, choices in as messages,
//! events out as messages. Humans (egui, board clicks) and AI captains send the same
//! [`ChoiceMade`]; the log, animations and dice tray read the same [`GameEventMsg`].

use crate::rules::{Choice, GameConfig, GameEvent, Session};
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use bevy::prelude::*;

/// Choices are applied and new games started in this set; the mirror follows it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct SessionSet;

/// The game being played, if any.
#[derive(Resource)]
pub struct ActiveGame {
    pub session: Session,
}

/// A seat's answer to the current decision.
#[derive(Message, Clone, Copy, Debug)]
pub struct ChoiceMade(pub Choice);

/// Something that happened in the game.
#[derive(Message, Clone, Debug)]
pub struct GameEventMsg(pub GameEvent);

/// Ask for a new game with this set-up.
#[derive(Message, Clone, Debug)]
pub struct StartGame(pub GameConfig);

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

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ChoiceMade>()
        .add_message::<GameEventMsg>()
        .add_message::<GameReset>()
        .add_message::<UndoChoice>()
        .add_message::<Rewound>()
        .add_message::<StartGame>()
        .init_resource::<StartProblem>()
        .init_resource::<RefusedChoice>()
        .init_resource::<Busy>()
        .init_resource::<super::past::LookBack>()
        .add_systems(
            Update,
            (
                start_games,
                apply_choices.run_if(resource_exists::<ActiveGame>),
                undo_choices.run_if(resource_exists::<ActiveGame>),
            )
                .chain()
                .in_set(SessionSet),
        );
}

/// Apply each choice to the session and publish what happened.
fn apply_choices(
    mut choices: MessageReader<ChoiceMade>,
    mut game: ResMut<ActiveGame>,
    mut events: MessageWriter<GameEventMsg>,
    mut refused: ResMut<RefusedChoice>,
    back: Option<Res<super::past::LookBack>>,
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
pub(super) fn undo_choices(
    mut asks: MessageReader<UndoChoice>,
    back: Option<Res<super::past::LookBack>>,
    mut game: ResMut<ActiveGame>,
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
fn start_games(
    mut requests: MessageReader<StartGame>,
    mut commands: Commands,
    data: Option<Res<LoadedData>>,
    mut events: MessageWriter<GameEventMsg>,
    mut reset: MessageWriter<GameReset>,
    mut problem: ResMut<StartProblem>,
    mut back: ResMut<super::past::LookBack>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(StartGame(config)) = requests.read().last() else {
        return;
    };
    let Some(data) = data else {
        problem.0 = Some("the game data is not loaded yet".into());
        return;
    };
    match Session::new(data.0.clone(), config.clone()) {
        Ok((session, happened)) => {
            // A new game: whatever the table looked back at is gone.
            back.0 = None;
            // The table reads the data as this game plays it (its Seas of Glory switches).
            commands.insert_resource(LoadedData(session.data_arc()));
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
    use crate::rules::SeatKind;
    use bevy::ecs::message::MessageCursor;
    use bevy::state::app::StatesPlugin;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .insert_resource(LoadedData(GameData::embedded()))
            .add_plugins(plugin);
        app
    }

    /// The events published since the cursor last read.
    fn events(app: &App, cursor: &mut MessageCursor<GameEventMsg>) -> Vec<GameEvent> {
        let messages = app.world().resource::<Messages<GameEventMsg>>();
        cursor.read(messages).map(|m| m.0.clone()).collect()
    }

    // The protocol in the app: StartGame → the session; ChoiceMade → GameEventMsg.
    #[test]
    fn choices_sent_as_messages_drive_the_game() {
        let mut app = app();
        let mut cursor = MessageCursor::default();
        app.world_mut().write_message(StartGame(GameConfig::new(
            vec![SeatKind::Human, SeatKind::RandomAi],
            3,
        )));
        app.update();
        assert!(app.world().contains_resource::<ActiveGame>());
        assert!(
            events(&app, &mut cursor)
                .iter()
                .any(|e| matches!(e, GameEvent::GameStarted { .. }))
        );

        app.world_mut()
            .write_message(ChoiceMade(Choice::ChooseShip(ShipClass::Sloop)));
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
            .write_message(StartGame(GameConfig::new(vec![SeatKind::Human; 2], 3)));
        app.update();
        let before = app.world().resource::<ActiveGame>().session.state().clone();
        app.world_mut().write_message(ChoiceMade(Choice::EndTurn));
        app.update();
        assert_eq!(
            *app.world().resource::<ActiveGame>().session.state(),
            before
        );
        let why = app.world().resource::<RefusedChoice>().0.clone().unwrap();
        assert!(why.contains("EndTurn"), "{why}");
    }

    #[test]
    fn a_bad_table_is_refused_without_starting() {
        let mut app = app();
        app.world_mut()
            .write_message(StartGame(GameConfig::new(vec![SeatKind::Human], 3)));
        app.update();
        assert!(!app.world().contains_resource::<ActiveGame>());
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
