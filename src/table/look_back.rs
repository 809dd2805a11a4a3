//! Looking back: the table shows the game as it stood after an earlier choice, read-only,
//! while the game itself waits where it was. A log line clicked jumps there; the step controls
//! walk forward one event at a time, or one choice at a time (with the board's animations and
//! dice), or back; "Play"
//! walks on at a pace, which makes a replay of a loaded save. "Back to the game" returns to the
//! present. Nothing here changes the game: the past is a copy the rules rebuild from the
//! game's own history.

use super::OnTable;
pub use super::past::{LookBack, Past};
use super::session::{ActiveGame, Busy, GameEventMsg, GameReset, SessionSet};
use bevy::prelude::*;
use game_core::Session;

/// What the player asks of the look back.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum Look {
    /// Show the game after this many choices (the present ends the look back).
    At(usize),
    /// One choice back (from the present: the moment before the last choice).
    Back,
    /// One choice forward, as it happened (the rest of its events at once, if walking them).
    Forward,
    /// The next event of the game, as it happened (into the next choice when this one's are
    /// all shown).
    Event,
    /// Walk on by itself, or stop.
    Play(bool),
    /// Back to the game.
    Present,
}

/// The table jumped to another moment (into the past or back to the present): the board is
/// rebuilt from scratch, as with [`GameReset`] (which goes with it), but the log keeps its
/// lines and the seats their view.
#[derive(Message, Clone, Copy, Debug)]
pub struct LookedBack;

/// Steps a second while playing, as a multiple of one step per [`STEP_SECONDS`].
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Pace(pub f32);

impl Default for Pace {
    fn default() -> Pace {
        Pace(1.0)
    }
}

/// Seconds between two steps of a replay at pace 1 (after the board's animations end).
pub const STEP_SECONDS: f32 = 0.6;

/// Run condition: the table shows the present.
pub fn not_looking_back<G: OnTable>(back: Option<Res<LookBack<G>>>) -> bool {
    back.is_none_or(|b| b.0.is_none())
}

/// Looking back at a game of `G`.
pub(crate) fn plugin<G: OnTable>(app: &mut App) {
    app.init_resource::<LookBack<G>>()
        .init_resource::<Pace>()
        .add_message::<Look>()
        .add_message::<LookedBack>()
        .add_message::<bevy::window::RequestRedraw>()
        .add_systems(
            Update,
            look::<G>
                .run_if(resource_exists::<ActiveGame<G>>)
                .in_set(SessionSet)
                .after(super::session::undo_choices::<G>),
        );
}

#[allow(clippy::too_many_arguments)]
fn look<G: OnTable>(
    mut asks: MessageReader<Look>,
    game: Res<ActiveGame<G>>,
    mut back: ResMut<LookBack<G>>,
    mut reset: MessageWriter<GameReset>,
    mut moved: MessageWriter<LookedBack>,
    mut events: MessageWriter<GameEventMsg<G>>,
    busy: Res<Busy>,
    time: Res<Time>,
    pace: Res<Pace>,
    mut frames: MessageWriter<bevy::window::RequestRedraw>,
    data: Option<Res<super::assets::LoadedData<G>>>,
) {
    // Whether the table jumped, and the board must be drawn afresh.
    let mut redraw = false;
    let present = game.session.choices_made();
    for ask in asks.read().copied().collect::<Vec<_>>() {
        match ask {
            Look::At(n) => redraw |= jump(&mut back, &game.session, n),
            Look::Back => {
                let at = back.at().unwrap_or(present);
                redraw |= jump(&mut back, &game.session, at.saturating_sub(1));
            }
            Look::Forward => redraw |= step(&mut back, &game.session, &mut events),
            Look::Event => {
                let data = data.as_deref().map(|d| d.0.as_ref());
                redraw |= next_event(&mut back, &game.session, data, &mut events);
            }
            Look::Play(on) => {
                if let Some(p) = back.0.as_mut() {
                    p.playing = on;
                    p.waited = 0.0;
                }
            }
            Look::Present => {
                redraw |= back.0.take().is_some();
            }
        }
    }
    // A replay walks on once the board has caught up, at its pace.
    // (The wait is counted out of sight of change detection: the table redraws on a step.)
    if back.0.as_ref().is_some_and(|p| p.playing) {
        // Keep frames coming, or the reactive loop would sleep between steps.
        frames.write(bevy::window::RequestRedraw);
    }
    let wait = back.bypass_change_detection().0.as_mut();
    if let Some(p) = wait.filter(|p| p.playing && !busy.any()) {
        p.waited += time.delta_secs() * pace.0;
        if p.waited >= STEP_SECONDS {
            p.waited = 0.0;
            redraw |= step(&mut back, &game.session, &mut events);
        }
    }
    if redraw {
        reset.write(GameReset);
        moved.write(LookedBack);
    }
}

/// Show the game after `n` choices; at or past the present, the present. The table must be
/// drawn afresh (true).
fn jump<G: OnTable>(back: &mut LookBack<G>, game: &Session<G>, n: usize) -> bool {
    let playing = back.0.as_ref().is_some_and(|p| p.playing);
    back.0 = game
        .as_it_was(n)
        .filter(|_| n < game.choices_made())
        .map(|session| Past::at(session, playing));
    true
}

/// The next event as it happened, to the board (and told in the controls): the next of the
/// choice being walked, or the first of the next choice (its state is shown at once; ships
/// and NPCs hold their places until their moves come). Events the log does not tell are passed
/// on with the next told one. Past the last, the present (true: drawn afresh).
fn next_event<G: OnTable>(
    back: &mut LookBack<G>,
    game: &Session<G>,
    data: Option<&G::Data>,
    events: &mut MessageWriter<GameEventMsg<G>>,
) -> bool {
    let Some(p) = back.0.as_mut() else {
        return false;
    };
    if p.queued.is_empty() {
        let Some(happened) = replay_next(p, game) else {
            back.0 = None;
            return true;
        };
        p.queued = happened.into();
    }
    while let Some(e) = p.queued.pop_front() {
        let told = data.and_then(|d| G::told(d, &e));
        events.write(GameEventMsg(e));
        if told.is_some() {
            p.told = told;
            break;
        }
    }
    false
}

/// Make the game's next choice in the past shown, as it was made; its events. `None` at the
/// present (no choice left).
fn replay_next<G: OnTable>(p: &mut Past<G>, game: &Session<G>) -> Option<Vec<G::Event>> {
    let choice = game.choice(p.session.choices_made())?;
    Some(
        p.session
            .choose(choice)
            .expect("the game's own choice is offered in its past"),
    )
}

/// The next choice, as it was made: its events go to the board (sails, dice) but not the log.
/// The last one brings the table back to the present, drawn afresh (true).
fn step<G: OnTable>(
    back: &mut LookBack<G>,
    game: &Session<G>,
    events: &mut MessageWriter<GameEventMsg<G>>,
) -> bool {
    let Some(p) = back.0.as_mut() else {
        return false;
    };
    if !p.queued.is_empty() {
        // Halfway through a choice's events: the rest of them, and the step is done.
        events.write_batch(p.queued.drain(..).map(GameEventMsg));
        p.told = None;
        return false;
    }
    p.told = None;
    let at = p.session.choices_made();
    let Some(happened) = replay_next(p, game) else {
        back.0 = None;
        return true;
    };
    events.write_batch(happened.into_iter().map(GameEventMsg));
    if at + 1 >= game.choices_made() {
        back.0 = None;
        return true;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::RandomCaptain;
    use crate::content::GameData;
    use crate::rules::{GameConfig, GameEvent, MerchantsAndMarauders as Mm, SeatKind};
    use crate::table::session::ChoiceMade;

    fn table() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
            .init_state::<crate::screen::Screen>()
            .add_plugins(crate::table::session::plugin::<Mm>)
            .add_plugins(plugin::<Mm>);
        let config = GameConfig::new(vec![SeatKind::Human; 2], 21);
        let (mut session, _) = Session::<Mm>::new(GameData::embedded(), config).unwrap();
        for _ in 0..60 {
            let d = session.decision().unwrap();
            let step = session.observation(d.seat).step;
            let c = RandomCaptain::for_position(21, step)
                .pick(&d.options)
                .unwrap();
            session.choose(c).unwrap();
        }
        app.insert_resource(ActiveGame { session });
        app.update();
        app
    }

    fn ask(app: &mut App, l: Look) {
        app.world_mut().write_message(l);
        app.update();
    }

    fn shown(app: &App) -> Option<usize> {
        app.world().resource::<LookBack<Mm>>().at()
    }

    // Table comforts (issue: history and replay) — looking back shows an earlier moment and
    // steps through the game as it went, and the game itself does not move; the last step
    // is the present again.
    #[test]
    fn looking_back_walks_the_past_and_leaves_the_game_alone() {
        let mut app = table();
        let game = app
            .world()
            .resource::<ActiveGame<Mm>>()
            .session
            .state()
            .clone();
        ask(&mut app, Look::At(10));
        assert_eq!(shown(&app), Some(10));
        ask(&mut app, Look::Forward);
        assert_eq!(shown(&app), Some(11));
        ask(&mut app, Look::Back);
        ask(&mut app, Look::Back);
        assert_eq!(shown(&app), Some(9));
        let past = app
            .world()
            .resource::<ActiveGame<Mm>>()
            .session
            .as_it_was(9);
        assert_eq!(
            app.world()
                .resource::<LookBack<Mm>>()
                .0
                .as_ref()
                .unwrap()
                .session
                .state(),
            past.unwrap().state()
        );
        // A choice made while looking back is refused: the past is read-only.
        let d = app
            .world()
            .resource::<ActiveGame<Mm>>()
            .session
            .decision()
            .unwrap();
        app.world_mut()
            .write_message(ChoiceMade::<Mm>(d.options[0]));
        app.update();
        assert_eq!(
            app.world().resource::<ActiveGame<Mm>>().session.state(),
            &game,
            "the game waits where it was"
        );
        // From the present, one back is the moment before the last choice.
        ask(&mut app, Look::Present);
        assert_eq!(shown(&app), None);
        ask(&mut app, Look::Back);
        assert_eq!(shown(&app), Some(59));
        ask(&mut app, Look::Forward);
        assert_eq!(shown(&app), None, "the last step is the present");
        ask(&mut app, Look::At(60));
        assert_eq!(shown(&app), None, "the present is no look back");
    }

    // Table comforts (issue: history and replay) — a replay starts at the game's beginning,
    // playing, and walks through it to the present by itself.
    #[test]
    fn a_replay_plays_from_the_start_to_the_present() {
        let mut app = table();
        let game = &app.world().resource::<ActiveGame<Mm>>().session;
        let past = Past::replaying(game).expect("the game has choices");
        assert_eq!(past.session.choices_made(), 0);
        assert!(past.playing);
        app.world_mut().resource_mut::<LookBack<Mm>>().0 = Some(past);
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(300),
        ));
        let mut seen = vec![];
        for _ in 0..2000 {
            app.update();
            match shown(&app) {
                Some(at) => seen.push(at),
                None => break,
            }
        }
        assert_eq!(shown(&app), None, "the replay ends at the present");
        assert!(
            seen.windows(2).all(|w| w[0] <= w[1] && w[1] <= w[0] + 1),
            "one step at a time"
        );
        assert!(seen.len() >= 60);
    }

    // Table comforts (issue: history and replay) — "a step control walks through the game
    // event by event": each press shows the next event the log tells, into the next choice
    // when one's are all shown; every event of the choice reaches the board once, in order;
    // and a choice step finishes the events left.
    #[test]
    fn the_event_step_walks_one_told_event_at_a_time() {
        let mut app = table();
        app.insert_resource(crate::table::assets::LoadedData::<Mm>(GameData::embedded()));
        let game = app.world().resource::<ActiveGame<Mm>>().session.clone();
        let data = GameData::embedded();
        // A choice that made at least three events the log tells.
        let n = (10..59)
            .find(|&n| {
                let mut s = game.as_it_was(n).unwrap();
                let happened = s.choose(game.choice(n).unwrap()).unwrap();
                happened
                    .iter()
                    .filter(|e| crate::games::mm::words::event(&data, e).is_some())
                    .count()
                    >= 3
            })
            .expect("a busy choice");
        let mut s = game.as_it_was(n).unwrap();
        let all = s.choose(game.choice(n).unwrap()).unwrap();
        ask(&mut app, Look::At(n));
        app.world_mut()
            .resource_mut::<Messages<GameEventMsg<Mm>>>()
            .clear();
        let mut reader = app
            .world()
            .resource::<Messages<GameEventMsg<Mm>>>()
            .get_cursor();
        let mut seen: Vec<GameEvent> = Vec::new();
        let mut presses = 0;
        while shown(&app) == Some(n + 1) && app.world().resource::<LookBack<Mm>>().stepping_events()
            || presses == 0
        {
            ask(&mut app, Look::Event);
            presses += 1;
            assert_eq!(
                shown(&app),
                Some(n + 1),
                "the choice's state, shown at once"
            );
            let msgs = app.world().resource::<Messages<GameEventMsg<Mm>>>();
            let new: Vec<GameEvent> = reader.read(msgs).map(|m| m.0.clone()).collect();
            let told = new
                .iter()
                .filter(|e| crate::games::mm::words::event(&data, e).is_some())
                .count();
            assert!(told <= 1, "one told event a press: {new:?}");
            seen.extend(new);
        }
        assert!(presses >= 3, "{presses} presses for a busy choice");
        assert_eq!(seen, all, "every event once, in order");
        // Into the next choice; then a choice step shows the rest of it at once.
        ask(&mut app, Look::Event);
        assert_eq!(shown(&app), Some(n + 2));
        ask(&mut app, Look::Forward);
        assert!(!app.world().resource::<LookBack<Mm>>().stepping_events());
        assert_eq!(shown(&app), Some(n + 2), "the rest of choice n+2's events");
        ask(&mut app, Look::Forward);
        assert_eq!(shown(&app), Some(n + 3));
    }
}
