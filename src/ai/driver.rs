//! AI captains at the table: when the decision belongs to an AI seat and the board has caught
//! up, the captain reads its observation and answers after a short pause players can follow.

use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::session::{ActiveGame, Busy, ChoiceMade};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// Seconds an AI captain "thinks" before each choice at Normal pace, so humans can follow.
const THINK_SECONDS: f32 = 0.35;

/// How far the current pause has gone (1 = time to choose).
#[derive(Resource, Default)]
struct Thinking(f32);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        // Only on the board: the table waits while a player is in the menu.
        .add_systems(
            Update,
            play_ai_seats.run_if(resource_exists::<ActiveGame>.and_then(in_state(Screen::Playing))),
        );
}

fn play_ai_seats(
    game: Res<ActiveGame>,
    busy: Res<Busy>,
    time: Res<Time>,
    mut thinking: ResMut<Thinking>,
    mut choices: MessageWriter<ChoiceMade>,
    mut redraw: MessageWriter<RequestRedraw>,
    settings: Res<Settings>,
) {
    let session = &game.session;
    let Some(decision) = session.decision() else {
        return;
    };
    let kind = session.seat_kind(decision.seat);
    if !kind.is_ai() {
        thinking.0 = 0.0;
        return;
    }
    // Keep frames coming while an AI seat is to move, or the reactive loop would sleep.
    redraw.write(RequestRedraw);
    if busy.any() {
        return;
    }
    thinking.0 += settings.ai.progress(time.delta_secs(), THINK_SECONDS);
    if thinking.0 < 1.0 {
        return;
    }
    thinking.0 = 0.0;
    let observation = session.observation(decision.seat);
    // The captain sees its observation only, and draws on the captains' own seed.
    let seed = super::decision_seed(session.ai_seed(), decision.seat, observation.step);
    if let Some(pick) = super::choose(kind, &observation, session.data(), seed) {
        choices.write(ChoiceMade(pick.choice));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::GameData;
    use crate::rules::{GameConfig, SeatKind};
    use crate::settings::{Pace, Settings};
    use crate::table::assets::LoadedData;
    use crate::table::session::StartGame;
    use bevy::state::app::StatesPlugin;

    fn go(app: &mut App, screen: Screen) {
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(screen);
        app.update();
    }

    fn steps(app: &App) -> usize {
        app.world()
            .resource::<ActiveGame>()
            .session
            .observation(0)
            .step as usize
    }

    // AI seats answer their decisions on the board, and the table waits while the menu is open.
    #[test]
    fn ai_captains_play_on_the_board_and_wait_in_the_menu() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .insert_resource(LoadedData(GameData::embedded()))
            .insert_resource(Settings {
                ai: Pace::Instant,
                ..Settings::default()
            })
            .add_message::<RequestRedraw>()
            .add_plugins((crate::table::session::plugin, plugin));
        app.world_mut().write_message(StartGame(GameConfig {
            seats: vec![SeatKind::RandomAi; 2],
            seed: 9,
            max_rounds: None,
            ai_steers_npcs: false,
            ai_seed: 0,
        }));
        app.update(); // the game starts and the app heads for the board
        go(&mut app, Screen::Menu);
        let before = steps(&app);
        for _ in 0..10 {
            app.update();
        }
        assert_eq!(steps(&app), before, "the AI moved while the menu was open");

        go(&mut app, Screen::Playing);
        for _ in 0..10 {
            app.update();
        }
        assert!(steps(&app) > before, "the AI did not play on the board");
    }
}
