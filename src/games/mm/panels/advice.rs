//! "What would a Hard captain do?": the button in the orders panel, and the counsel in words.
//! The search itself runs in `ai::advisor`, on the asking seat's own observation.

use crate::ai::advisor::{Advice, AskAdvice, Counsel};
use crate::content::GameData;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{Choice, Observation};
use bevy::prelude::*;
use bevy_egui::egui;

/// The fill of the option a Hard captain would pick.
pub const ADVISED: egui::Color32 = egui::Color32::from_rgb(238, 206, 120);

/// The advice row above the options: the button, the adviser thinking, or its counsel.
pub fn row(
    ui: &mut egui::Ui,
    data: &GameData,
    obs: &Observation,
    advice: &Advice<Mm>,
    ask: &mut MessageWriter<AskAdvice<Mm>>,
) {
    if obs.decision.as_ref().is_none_or(|d| d.options.len() < 2) {
        return;
    }
    if advice.thinking_about(obs) {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(egui::RichText::new("A Hard captain is weighing it…").size(11.5));
        });
        return;
    }
    if let Some(counsel) = advice.for_decision(obs) {
        let pick = crate::games::mm::words::choice_text(data, obs, &counsel.choice);
        ui.label(egui::RichText::new(format!("A Hard captain would: {pick}")).strong());
        ui.label(egui::RichText::new(why(data, obs, counsel)).size(11.0));
        return;
    }
    let r = ui.button("⚓ What would a Hard captain do?").on_hover_text(
        "A searching captain plays this decision out many times from what you can see \
             (never more) and suggests a choice. It plays nothing for you.",
    );
    crate::widgets::named::named(ui, &r, "Advice");
    if r.clicked() {
        ask.write(AskAdvice(obs.clone()));
    }
}

/// One line of why: the rules of thumb's reason, and what the search found.
pub fn why(data: &GameData, obs: &Observation, c: &Counsel<Choice>) -> String {
    let reason = capitalised(c.reason);
    match (c.score, c.instead) {
        (Some(score), Some((other, other_score))) => format!(
            "{reason}: rated {:.0}/100 over {} futures played ahead, against {:.0} for \
             “{}”.",
            score * 100.0,
            c.searched,
            other_score * 100.0,
            crate::games::mm::words::choice_text(data, obs, &other),
        ),
        (Some(score), None) => format!(
            "{reason}; it held up over {} futures played ahead (rated {:.0}/100).",
            c.searched,
            score * 100.0
        ),
        _ => format!("{reason}."),
    }
}

fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
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
