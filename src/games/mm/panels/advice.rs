//! "What would a Hard captain do?": the button in the orders panel, and the counsel in words.
//! The search itself runs in `ai::advisor`, on the asking seat's own observation.

use crate::ai::advisor::{Advice, AskAdvice};
use crate::content::GameData;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{Choice, Observation};
use bevy::prelude::*;
use bevy_egui::egui;

/// The fill of the option a Hard captain would pick.
pub const ADVISED: egui::Color32 = crate::ui::advice_row::ADVISED;

/// The advice row above the options: the button, the adviser thinking, or its counsel.
pub fn row(
    ui: &mut egui::Ui,
    data: &GameData,
    obs: &Observation,
    advice: &Advice<Mm>,
    ask: &mut MessageWriter<AskAdvice<Mm>>,
) {
    let text = |c: &Choice| crate::games::mm::words::choice_text(data, obs, c);
    crate::ui::advice_row::row(ui, obs, advice, ask, "captain", &text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::advisor::Counsel;

    fn why(data: &GameData, obs: &Observation, c: &Counsel<Choice>) -> String {
        crate::ui::advice_row::why(c, &|o: &Choice| {
            crate::games::mm::words::choice_text(data, obs, o)
        })
    }
    use crate::rules::Choice;

    fn obs() -> Observation {
        let data = GameData::embedded();
        let (session, _) = crate::rules::Session::new(
            data,
            crate::rules::GameConfig::new(vec![crate::rules::SeatKind::Human; 2], 3),
        )
        .expect("a game");
        session.observation(0)
    }

    // The counsel names the search's numbers, and the overruled pick when there is one.
    #[test]
    fn the_why_line_says_what_the_search_found() {
        let data = GameData::embedded();
        let obs = obs();
        let mut c = Counsel {
            seat: 0,
            step: obs.step,
            choice: Choice::EndTurn,
            reason: "nothing worth the sailing",
            searched: 900,
            score: None,
            instead: None,
        };
        assert_eq!(why(&data, &obs, &c), "Nothing worth the sailing.");
        c.score = Some(0.615);
        let line = why(&data, &obs, &c);
        assert!(
            line.contains("900 futures") && line.contains("62/100"),
            "{line}"
        );
        c.instead = Some((Choice::Retire, 0.4));
        let line = why(&data, &obs, &c);
        assert!(line.contains("against 40"), "{line}");
    }
}
