//! Advice for humans: "What would a Hard captain do?" runs the searching captain on the
//! asking seat's own observation (never anything more), off the frame, and keeps its pick
//! with the reason for the orders panel to highlight.

use super::captains::Captains;
use super::thinker::{Thinker, Thought};
use crate::table::assets::LoadedData;
use crate::table::session::GameReset;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use game_core::Seat;
use game_core::search::{Budget, Verdict};

/// How long the adviser searches: a human can wait a moment longer than the table does.
#[cfg(not(target_arch = "wasm32"))]
pub const ADVICE_BUDGET: Budget = Budget {
    iterations: 20_000,
    millis: Some(800.0),
    ..Budget::TABLE
};
#[cfg(target_arch = "wasm32")]
pub const ADVICE_BUDGET: Budget = Budget {
    iterations: 20_000,
    millis: Some(400.0),
    ..Budget::TABLE
};

/// A human asks for advice on the decision in this observation (their own).
#[derive(Message)]
pub struct AskAdvice<G: Captains>(pub G::Observation);

/// The adviser's state in the game `G`: thinking about one decision, or its counsel on one.
#[derive(Resource)]
pub struct Advice<G: Captains> {
    thinker: Option<Thinker<G>>,
    counsel: Option<Counsel<G::Choice>>,
}

impl<G: Captains> Default for Advice<G> {
    fn default() -> Advice<G> {
        Advice {
            thinker: None,
            counsel: None,
        }
    }
}

/// The searching captain's pick for one decision of one seat, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Counsel<C> {
    pub seat: Seat,
    pub step: u64,
    pub choice: C,
    /// The rules of thumb's reason when the search kept their pick, or the search's own.
    pub reason: &'static str,
    /// Futures played out ahead, and the pick's share of wins in them (a win counting 1).
    pub searched: u32,
    pub score: Option<f32>,
    /// When the search overruled the rules of thumb: their pick and its score.
    pub instead: Option<(C, f32)>,
}

impl<G: Captains> Advice<G> {
    /// Whether the adviser is thinking about the decision of `obs`.
    pub fn thinking_about(&self, obs: &G::Observation) -> bool {
        self.thinker.as_ref().is_some_and(|t| t.is_for(obs))
    }

    /// The counsel for the decision of `obs`, if it has been asked and given.
    pub fn for_decision(&self, obs: &G::Observation) -> Option<&Counsel<G::Choice>> {
        self.counsel
            .as_ref()
            .filter(|c| c.step == G::step(obs) && c.seat == G::observer(obs))
    }
}

/// The adviser of the game `G` (each game that offers advice adds it for itself).
pub(crate) fn for_game<G: Captains>(app: &mut App) {
    app.init_resource::<Advice<G>>()
        .add_message::<AskAdvice<G>>()
        .add_systems(
            Update,
            advise::<G>.run_if(crate::table::played::table_open::<G>),
        );
}

/// The seed of the adviser's samples: fixed by the decision, so the same question gets the
/// same answer under an iteration cap. It never touches the game's generator.
fn advice_seed(step: u64, seat: Seat) -> u64 {
    0x5EED_AD71_CE00_0000 ^ step.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seat as u64
}

fn advise<G: Captains>(
    mut asks: MessageReader<AskAdvice<G>>,
    mut reset: MessageReader<GameReset>,
    data: Res<LoadedData<G>>,
    mut advice: ResMut<Advice<G>>,
    mut redraw: MessageWriter<RequestRedraw>,
    time: Res<Time>,
) {
    if reset.read().count() > 0 {
        *advice = Advice::default();
    }
    if let Some(AskAdvice(obs)) = asks.read().last()
        && G::asked(obs).is_some()
        && !advice.thinking_about(obs)
        && advice.for_decision(obs).is_none()
    {
        advice.thinker = Some(Thinker::start(
            obs,
            data.0.clone(),
            G::ADVISER,
            advice_seed(G::step(obs), G::observer(obs)),
            ADVICE_BUDGET,
        ));
    }
    let Some(thinker) = advice.thinker.as_mut() else {
        return;
    };
    // Keep frames coming while the search runs, or the reactive loop would sleep.
    redraw.write(RequestRedraw);
    let (seat, step) = (thinker.seat, thinker.step);
    let Thought::Done(verdict) = thinker.poll(time.delta_secs_f64() * 1000.0) else {
        return;
    };
    advice.thinker = None;
    advice.counsel = verdict.map(|verdict| counsel(&verdict, seat, step));
}

/// The counsel a finished search gives.
fn counsel<C: Copy + PartialEq>(verdict: &Verdict<C>, seat: Seat, step: u64) -> Counsel<C> {
    let (pick, own, tallies) = (verdict.pick, verdict.rules_of_thumb, &verdict.tallies);
    let score_of = |c: C| tallies.iter().find(|t| t.choice == c).map(|t| t.score);
    Counsel {
        seat,
        step,
        choice: pick.choice,
        reason: pick.why,
        searched: verdict.iterations,
        score: score_of(pick.choice),
        instead: (pick.choice != own.choice)
            .then(|| score_of(own.choice).map(|s| (own.choice, s)))
            .flatten(),
    }
}

/// For the games' tests: an app with `G`'s adviser over `session`, asked about `obs` and run
/// until its counsel arrives (or 3,000 frames pass).
#[cfg(test)]
pub(crate) fn asked<G: Captains>(
    data: std::sync::Arc<G::Data>,
    session: game_core::Session<G>,
    obs: &G::Observation,
) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .insert_resource(LoadedData::<G>(data))
        .insert_resource(crate::table::session::ActiveGame { session })
        .add_message::<RequestRedraw>()
        .add_message::<GameReset>()
        .add_plugins(for_game::<G>);
    app.world_mut().write_message(AskAdvice::<G>(obs.clone()));
    let mut frames = 0;
    while app
        .world()
        .resource::<Advice<G>>()
        .for_decision(obs)
        .is_none()
        && frames < 3000
    {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
        frames += 1;
    }
    app
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::GameData;
    use crate::rules::MerchantsAndMarauders as Mm;
    use crate::rules::{GameConfig, SeatKind, Session};

    // Advice for humans: the adviser answers the asking seat's decision with one of its
    // options, and only that decision.
    #[test]
    fn the_adviser_picks_one_of_the_options_of_the_decision_asked() {
        let data = GameData::embedded();
        let (mut session, _) =
            Session::new(data.clone(), GameConfig::new(vec![SeatKind::Human; 2], 12))
                .expect("a game");
        // Play the opening steps until a turn's actions are offered.
        while let Some(d) = session.decision() {
            if matches!(d.kind, crate::rules::DecisionKind::Action { .. }) {
                break;
            }
            session.choose(d.options[0]).expect("a legal choice");
        }
        let seat = session.decision().expect("a decision").seat;
        let obs = session.observation(seat);

        let app = asked::<Mm>(data, session, &obs);
        let advice = app.world().resource::<Advice<Mm>>();
        let counsel = advice.for_decision(&obs).expect("counsel arrives");
        let options = &obs.decision.as_ref().expect("a decision").options;
        assert!(options.contains(&counsel.choice), "{counsel:?}");
        assert!(
            counsel.searched > 0,
            "the adviser did not search: {counsel:?}"
        );
        assert!(!advice.thinking_about(&obs));
        // Another decision has no counsel until asked.
        let mut later = obs.clone();
        later.step += 1;
        assert!(advice.for_decision(&later).is_none());
    }
}
