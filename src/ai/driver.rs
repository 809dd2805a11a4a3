//! AI captains at the table: when the decision belongs to an AI seat and the board has caught
//! up, the captain reads its observation and answers after a short pause players can follow.
//! A Hard captain's search runs off the frame: on the desktop on Bevy's async compute pool, in
//! the browser (one thread) a slice of it each frame, so the window never stalls.

use super::captains::{Captain, Captains};
use super::thinker::{Thinker, Thought};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::session::{ActiveGame, Busy, ChoiceMade};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use game_core::search::Budget;
use game_core::{Pick, Seat, Session};

/// Seconds an AI captain "thinks" before each choice at Normal pace, so humans can follow.
const THINK_SECONDS: f32 = 0.35;

/// How far the current pause has gone (1 = time to choose).
#[derive(Resource, Default)]
struct Thinking(f32);

/// How long a Hard captain searches (an Expert: `Budget::expert`, 25 times as long, on every
/// core): on the desktop 40 ms of wall clock (at most 4000 iterations); in the browser 140 ms
/// in the search worker (wasm under a software-rendered page draws fewer samples a
/// millisecond: at 100 ms the browser test's p50 ranged 31–47 samples against the 40 asked
/// for), or, without one, in 10 ms slices, one a frame, cut short at 200 ms of wall clock
/// (`thinker`), so frames keep flowing. The search runs during the pause players are given,
/// so at Normal pace it costs no time at all (at Brisk, a 158 ms pause, hardly any).
#[cfg(not(target_arch = "wasm32"))]
const BUDGET: Budget = Budget::TABLE;
#[cfg(target_arch = "wasm32")]
const BUDGET: Budget = Budget {
    millis: Some(140.0),
    ..Budget::TABLE
};

/// The budget a searching captain thinks within (an Expert's: `Budget::expert`). In the
/// browser an Expert's is held to a second, as on the desktop (25 times the browser's 140 ms
/// would be 3.5 s in its one worker).
fn budget_for(expert: bool) -> Budget {
    let budget = if expert { BUDGET.expert() } else { BUDGET };
    #[cfg(target_arch = "wasm32")]
    let budget = Budget {
        millis: budget.millis.map(|ms| ms.min(EXPERT_BROWSER_MS)),
        ..budget
    };
    budget
}

/// The longest an Expert searches a decision in the browser.
#[cfg(target_arch = "wasm32")]
const EXPERT_BROWSER_MS: f64 = 1000.0;

/// An AI captain's reason for the choice it is about to make, for the log (only reasons that
/// tell nothing secret: see [`super::reason_is_public`]).
#[derive(Message, Clone, Debug)]
pub struct AiReason {
    pub seat: Seat,
    pub why: &'static str,
}

/// A Hard captain's search under way, or its pick waiting for the pause to end.
#[derive(Resource)]
struct Pending<G: Captains> {
    thinker: Option<Thinker<G>>,
    ready: Option<(u64, Seat, Pick<G::Choice>)>,
}

impl<G: Captains> Default for Pending<G> {
    fn default() -> Pending<G> {
        Pending {
            thinker: None,
            ready: None,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>().add_message::<AiReason>();
}

/// The AI seats of the game `G` (each game's plugin adds it for itself).
pub(crate) fn for_game<G: Captains>(app: &mut App) {
    app.init_resource::<Pending<G>>()
        // Only on the board: the table waits while a player is in the menu or looks back.
        .add_systems(
            Update,
            play_ai_seats::<G>.run_if(
                resource_exists::<ActiveGame<G>>
                    .and_then(in_state(Screen::Playing))
                    .and_then(crate::table::look_back::not_looking_back::<G>),
            ),
        );
}

#[allow(clippy::too_many_arguments)]
fn play_ai_seats<G: Captains>(
    game: Res<ActiveGame<G>>,
    busy: Res<Busy>,
    time: Res<Time>,
    mut thinking: ResMut<Thinking>,
    mut pending: ResMut<Pending<G>>,
    mut choices: MessageWriter<ChoiceMade<G>>,
    mut reasons: MessageWriter<AiReason>,
    mut redraw: MessageWriter<RequestRedraw>,
    settings: Res<Settings>,
) {
    let session = &game.session;
    let Some(decision) = session.decision() else {
        return;
    };
    let kind = session.seat_kind(decision.seat);
    let captain = G::captain(kind);
    if matches!(captain, Captain::Person) {
        thinking.0 = 0.0;
        return;
    }
    // Keep frames coming while an AI seat is to move, or the reactive loop would sleep.
    redraw.write(RequestRedraw);
    // A Hard or Expert captain searches during the pause players are given to follow the
    // table; the others answer at once when it ends.
    let searching = match captain {
        Captain::Searching { style, expert } => Some((expert, style)),
        _ => None,
    };
    if busy.any() {
        // While the table still moves, a search off the frame (the desktop's task, the
        // browser's worker) may already begin: its pick is then ready the sooner.
        let started = pending
            .thinker
            .as_ref()
            .is_some_and(|t| (t.seat, t.step) == (decision.seat, G::steps(session.state())));
        if let Some((expert, style)) = searching
            && !started
        {
            let observation = session.observation(decision.seat);
            let seed = game_core::search::decision_seed(
                session.ai_seed(),
                decision.seat,
                G::step(&observation),
            );
            pending.thinker = Some(Thinker::start(
                &observation,
                session.data_arc(),
                style,
                seed,
                budget_for(expert),
            ));
        }
        return;
    }
    thinking.0 += settings.ai.progress(time.delta_secs(), THINK_SECONDS);
    if searching.is_none() && thinking.0 < 1.0 {
        return;
    }
    let observation = session.observation(decision.seat);
    // The captain sees its observation only, and draws on the captains' own seed.
    let seed =
        game_core::search::decision_seed(session.ai_seed(), decision.seat, G::step(&observation));
    let pick = match searching {
        Some((expert, style)) => think(
            &mut pending,
            session,
            &observation,
            style,
            seed,
            budget_for(expert),
            time.delta_secs_f64() * 1000.0,
        ),
        None => G::at_once(kind, &observation, session.data(), seed),
    };
    if thinking.0 < 1.0 {
        return;
    }
    if let Some(pick) = pick {
        thinking.0 = 0.0;
        *pending = Pending::default();
        if G::reason_is_public(decision.kind, pick.why) {
            reasons.write(AiReason {
                seat: decision.seat,
                why: pick.why,
            });
        }
        choices.write(ChoiceMade(pick.choice));
    }
}

/// Start or carry on a searching captain's search within `budget`; its pick once it is done
/// (kept until the decision is answered).
fn think<G: Captains>(
    pending: &mut Pending<G>,
    session: &Session<G>,
    obs: &G::Observation,
    style: G::Style,
    seed: u64,
    budget: Budget,
    frame_ms: f64,
) -> Option<Pick<G::Choice>> {
    if let Some((step, seat, pick)) = pending.ready
        && (step, seat) == (G::step(obs), G::observer(obs))
    {
        return Some(pick);
    }
    if pending.thinker.as_ref().is_none_or(|t| !t.is_for(obs)) {
        pending.thinker = Some(Thinker::start(obs, session.data_arc(), style, seed, budget));
    }
    match pending.thinker.as_mut()?.poll(frame_ms) {
        Thought::Pending => None,
        Thought::Done(verdict) => {
            pending.thinker = None;
            let pick = verdict?.pick;
            pending.ready = Some((G::step(obs), G::observer(obs), pick));
            Some(pick)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::GameData;
    use crate::rules::MerchantsAndMarauders as Mm;
    use crate::rules::{AiLevel, AiStyle, GameConfig, SeatKind};
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

    /// A headless table with AI captains at Instant pace.
    fn table() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .insert_resource(LoadedData::<Mm>(GameData::embedded()))
            .insert_resource(Settings {
                ai: Pace::Instant,
                ..Settings::default()
            })
            .add_message::<RequestRedraw>()
            .add_plugins((crate::table::session::plugin::<Mm>, plugin, for_game::<Mm>));
        app
    }

    fn steps(app: &App) -> usize {
        app.world()
            .resource::<ActiveGame<Mm>>()
            .session
            .observation(0)
            .step as usize
    }

    // AI seats answer their decisions on the board, and the table waits while the menu is open.
    #[test]
    fn ai_captains_play_on_the_board_and_wait_in_the_menu() {
        let mut app = table();
        app.world_mut()
            .write_message(StartGame::<Mm>(GameConfig::new(
                vec![SeatKind::RandomAi; 2],
                9,
            )));
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

    // A Hard captain's search runs on the task pool; the table keeps updating and its picks
    // arrive a few frames later.
    #[test]
    fn hard_captains_think_off_the_frame() {
        let mut app = table();
        let hard = SeatKind::Ai {
            level: AiLevel::Hard,
            style: AiStyle::Opportunist,
        };
        app.world_mut().write_message(StartGame::<Mm>(GameConfig {
            ai_seed: 3,
            ..GameConfig::new(vec![hard; 2], 4)
        }));
        app.update();
        go(&mut app, Screen::Playing);
        let before = steps(&app);
        let mut frames = 0;
        while steps(&app) < before + 4 && frames < 2000 {
            app.update();
            std::thread::sleep(std::time::Duration::from_millis(2));
            frames += 1;
        }
        assert!(steps(&app) >= before + 4, "the Hard captains did not play");
        assert!(frames > 4, "the picks came within the frame that asked");
    }

    // The log's reasons: AI captains say why they steer as they do, and only what is public.
    #[test]
    fn ai_captains_give_their_reasons_for_the_log() {
        let mut app = table();
        let normal = SeatKind::Ai {
            level: AiLevel::Normal,
            style: AiStyle::Merchant,
        };
        app.world_mut().write_message(StartGame::<Mm>(GameConfig {
            ai_seed: 5,
            ..GameConfig::new(vec![normal; 2], 21)
        }));
        app.update();
        go(&mut app, Screen::Playing);
        let mut cursor = app.world().resource::<Messages<AiReason>>().get_cursor();
        let mut reasons = Vec::new();
        for _ in 0..300 {
            app.update();
            let messages = app.world().resource::<Messages<AiReason>>();
            reasons.extend(cursor.read(messages).cloned());
        }
        assert!(reasons.len() >= 3, "too few reasons: {reasons:?}");
        let hints_at_a_rumor = |why: &str| crate::ai::why::SECRET.contains(&why);
        assert!(
            reasons
                .iter()
                .all(|r| r.seat < 2 && !hints_at_a_rumor(r.why)),
            "{reasons:?}"
        );
    }
}
