//! "What would a Hard pirate do?": the button above the orders and the counsel in words. The
//! search runs in `ai::advisor`, on the asking seat's own observation (never more), as M&M's.

use crate::ai::advisor::{Advice, AskAdvice};
use crate::games::bb::words;
use bevy::prelude::*;
use bevy_egui::egui;
use blackbeard::content::BbData;
use blackbeard::rules::{Blackbeard as Bb, Choice, Observation};

/// The fill of the order a Hard pirate would pick.
pub const ADVISED: egui::Color32 = crate::ui::advice_row::ADVISED;

/// The advice row above the orders: the button, the adviser thinking, or its counsel.
pub fn row(
    ui: &mut egui::Ui,
    data: &BbData,
    obs: &Observation,
    advice: &Advice<Bb>,
    ask: &mut MessageWriter<AskAdvice<Bb>>,
) {
    let text = |c: &Choice| words::option(data, obs, c);
    crate::ui::advice_row::row(ui, obs, advice, ask, "pirate", &text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::advisor::Counsel;

    fn why(data: &BbData, obs: &Observation, c: &Counsel<Choice>) -> String {
        crate::ui::advice_row::why(c, &|o: &Choice| words::option(data, obs, o))
    }
    use blackbeard::rules::{Config, SeatKind};
    use game_core::Session;
    use std::sync::Arc;

    // The counsel names the search's numbers, and the overruled pick when there is one.
    #[test]
    fn the_why_line_says_what_the_search_found() {
        let data = Arc::new(BbData::embedded().expect("the data loads"));
        let config: Config =
            blackbeard::rules::Options::default().config(vec![SeatKind::Human; 2], 3, 3, false);
        let (s, _) = Session::<Bb>::new(data.clone(), config).expect("a game");
        let obs = s.observation(0);
        let mut c = Counsel {
            seat: 0,
            step: obs.step,
            choice: Choice::EndTurn,
            reason: "ends his turn",
            searched: 900,
            score: None,
            instead: None,
        };
        assert_eq!(why(&data, &obs, &c), "Ends his turn.");
        c.score = Some(0.615);
        let line = why(&data, &obs, &c);
        assert!(
            line.contains("900 futures") && line.contains("62/100"),
            "{line}"
        );
        c.instead = Some((Choice::NoDeploy, 0.4));
        let line = why(&data, &obs, &c);
        assert!(
            line.contains("against 40") && line.contains("Deploy no more now"),
            "{line}"
        );
    }

    // Advice for humans (issue 68): "What would a Hard pirate do?" answers the asking seat's
    // Action with one of its options, after a search of its own observation.
    #[test]
    fn the_adviser_picks_one_of_a_pirates_options() {
        let data = Arc::new(BbData::embedded().expect("the data loads"));
        let config: Config =
            blackbeard::rules::Options::default().config(vec![SeatKind::Human; 3], 12, 12, false);
        let (mut session, _) = Session::<Bb>::new(data.clone(), config).expect("a game");
        let mut rng = game_core::rng::GameRng::from_seed(12);
        while let Some(d) = session.decision() {
            if matches!(d.kind, blackbeard::rules::Kind::Action { .. }) && d.options.len() > 2 {
                break;
            }
            let pick = d.options[rng.below(d.options.len())];
            session.choose(pick).expect("a legal choice");
        }
        let seat = session.decision().expect("a decision").seat;
        let obs = session.observation(seat);
        let app = crate::ai::advisor::asked::<Bb>(data, session, &obs);
        let advice = app.world().resource::<Advice<Bb>>();
        let counsel = advice.for_decision(&obs).expect("counsel arrives");
        let options = &obs.decision.as_ref().expect("a decision").options;
        assert!(options.contains(&counsel.choice), "{counsel:?}");
        assert!(
            counsel.searched > 0,
            "the adviser did not search: {counsel:?}"
        );
    }
}
