//! AI captains at the table: when the decision belongs to an AI seat and the board has caught
//! up, the captain reads its observation and answers after a short pause players can follow.

use super::RandomCaptain;
use crate::rules::SeatKind;
use crate::rules::plugin::{ActiveGame, Busy, ChoiceMade};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// Seconds an AI captain "thinks" before each choice, so humans can follow the play.
const THINK_SECONDS: f32 = 0.35;

#[derive(Resource, Default)]
struct Thinking(f32);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .add_systems(Update, play_ai_seats.run_if(resource_exists::<ActiveGame>));
}

fn play_ai_seats(
    game: Res<ActiveGame>,
    busy: Res<Busy>,
    time: Res<Time>,
    mut thinking: ResMut<Thinking>,
    mut choices: MessageWriter<ChoiceMade>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let session = &game.session;
    let Some(decision) = session.decision() else {
        return;
    };
    if session.state().seat_kind(decision.seat) != SeatKind::RandomAi {
        thinking.0 = 0.0;
        return;
    }
    // Keep frames coming while an AI seat is to move, or the reactive loop would sleep.
    redraw.write(RequestRedraw);
    if busy.any() {
        return;
    }
    thinking.0 += time.delta_secs();
    if thinking.0 < THINK_SECONDS {
        return;
    }
    thinking.0 = 0.0;
    let observation = session.observation(decision.seat);
    // The captain sees its observation only; the table seeds its dice-free randomness.
    let seed = session.state().config.seed ^ (decision.seat as u64) << 56;
    if let Some(choice) = RandomCaptain::for_position(seed, observation.step).choose(&observation) {
        choices.write(ChoiceMade(choice));
    }
}
