//! Looking back at an online table: the past stays on the server (only it can replay the
//! history), so each moment shown is asked for (`look`) and arrives as this seat saw it then
//! (`past`). The same controls as offline: a log line clicked jumps there, ◀ and ▶ step one
//! choice (a step forward shows that choice's events on the board, from the log), Play walks
//! on at the chosen pace, and "Back to the game" returns to the present. Meanwhile the game
//! goes on; nothing is chosen from the past.

use super::{OnlineGame, Socket, read_observation};
use crate::protocol::ClientFrame;
use crate::table::OnTable;
use crate::table::look_back::{Look, LookedBack, Pace, STEP_SECONDS};
use crate::table::session::{Busy, GameEventMsg, GameReset};
use bevy::prelude::*;

/// Where the look back stands.
pub struct Looking<G: OnTable> {
    /// The moment shown instead of the present: its choices made and the seat's view then.
    pub shown: Option<(u64, G::Observation)>,
    /// A moment asked for and not yet arrived.
    asked: Option<u64>,
    /// Walking on by itself, at the [`Pace`].
    pub playing: bool,
    /// Seconds since the last moment arrived, while playing.
    waited: f32,
}

impl<G: OnTable> Default for Looking<G> {
    fn default() -> Looking<G> {
        Looking {
            shown: None,
            asked: None,
            playing: false,
            waited: 0.0,
        }
    }
}

impl<G: OnTable> Looking<G> {
    pub fn is_on(&self) -> bool {
        self.shown.is_some() || self.asked.is_some()
    }
}

/// The player's look-back requests, and the walk while playing.
pub(super) fn requests<G: OnTable>(
    mut looks: MessageReader<Look>,
    mut game: ResMut<OnlineGame<G>>,
    socket: Option<NonSendMut<Socket>>,
    time: Res<Time>,
    pace: Res<Pace>,
    busy: Res<Busy>,
    mut reset: MessageWriter<GameReset>,
) {
    let present = game.step();
    let from = game.look.shown.as_ref().map_or(present, |(at, _)| *at);
    let mut target = None;
    for look in looks.read() {
        target = match *look {
            Look::At(n) => Some(n as u64),
            Look::Back => Some(from.saturating_sub(1)),
            Look::Forward | Look::Event => Some(from + 1),
            Look::Play(on) => {
                game.look.playing = on && game.look.shown.is_some();
                game.look.waited = 0.0;
                None
            }
            Look::Present => Some(present),
        };
    }
    // Playing: the next moment once the board has shown this one.
    let look = &mut game.look;
    if target.is_none() && look.playing && look.asked.is_none() && !busy.any() {
        look.waited += time.delta_secs();
        if look.waited >= STEP_SECONDS / pace.0.max(0.1) {
            look.waited = 0.0;
            target = Some(from + 1);
        }
    }
    let Some(target) = target else {
        return;
    };
    if target >= present {
        // The present: the table shows the game again, and the log is told again whole (the
        // game went on meanwhile).
        if look.is_on() {
            *look = Looking::default();
            reset.write(GameReset);
        }
        return;
    }
    if let Some(mut socket) = socket {
        look.asked = Some(target);
        socket.send(&ClientFrame::Look { step: target });
    }
}

/// A moment of the past arrived: shown in the present's place. One step forward shows its
/// choice's events on the board (from the log); any other jump rebuilds the board.
pub(super) fn arrived<G: OnTable>(world: &mut World, step: u64, observation: serde_json::Value) {
    let Some(observation) = read_observation::<G>(world, observation) else {
        return;
    };
    let mut game = world.resource_mut::<OnlineGame<G>>();
    if game.look.asked != Some(step) {
        // Asked for another moment since (or back at the present already): not this one.
        return;
    }
    let before = game.look.shown.as_ref().map(|(at, _)| *at);
    game.look.asked = None;
    game.look.shown = Some((step, observation));
    if before.is_some_and(|at| at + 1 == step) {
        let events: Vec<_> = game
            .log
            .iter()
            .filter(|(at, _)| *at == step)
            .flat_map(|(_, e)| e.iter().cloned())
            .collect();
        world.write_message_batch(events.into_iter().map(GameEventMsg::<G>));
    } else {
        world.write_message(LookedBack);
        world.write_message(GameReset);
    }
}
