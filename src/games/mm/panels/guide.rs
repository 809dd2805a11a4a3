//! The first-game guide on screen. The main menu offers it once (until taken or declined, kept
//! in the settings); the new-game screen always has it. It starts a fixed game — one human
//! against one Easy captain — and for its first rounds a small panel says the next sensible
//! thing to do, with the option it means lit in the orders (the hints themselves are
//! `words::guide`, from the human's own observation). "Skip the guide" ends it at once.

use super::rules_window::{RulesOpen, rule_button};
use crate::games::mm::mirror::{MirrorSet, SeenBy, TableView, Viewer, answerable};
use crate::games::mm::words::guide::{GUIDE_ROUNDS, Hint, hint};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{AiLevel, AiStyle, Choice, GameConfig, SeatKind};
use crate::save::{LoadGame, ReplayGame};
use crate::table::assets::LoadedData;
use crate::table::session::StartGame;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The guided game's seed: Red starts in Bridgetown, a port with trade at hand.
pub const TUTORIAL_SEED: u64 = 5;

/// The guided first game: a human (Red) against one Easy captain, always the same deal.
pub fn tutorial() -> GameConfig {
    GameConfig {
        ai_steers_npcs: true,
        ai_seed: TUTORIAL_SEED,
        ..GameConfig::new(
            vec![
                SeatKind::Human,
                SeatKind::Ai {
                    level: AiLevel::Easy,
                    style: AiStyle::Opportunist,
                },
            ],
            TUTORIAL_SEED,
        )
    }
}

/// Whether the game in hand is guided, and the hint for the decision in front of the human.
#[derive(Resource, Default)]
pub struct Guide {
    pub on: bool,
    /// The step the hint was worked out for, and the hint.
    hint: Option<(u64, Option<Hint>)>,
    /// The round the guide has reached (it says goodbye after its last).
    round: u32,
}

/// The option the guide lights in the orders panel.
#[derive(Resource, Default, PartialEq)]
pub struct GuidePick(pub Option<Choice>);

/// The fill of the option the guide points at.
pub const GUIDED: egui::Color32 = egui::Color32::from_rgb(190, 226, 170);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Guide>()
        .init_resource::<GuidePick>()
        .add_systems(Update, (guided, track, think.after(MirrorSet)).chain())
        .add_systems(EguiPrimaryContextPass, panel.in_set(super::MmPanels));
}

/// The menu's offer of a guided first game, taken: M&M's guided game starts.
fn guided(
    mut taken: MessageReader<crate::ui::menu::GuidedFirstGame>,
    mut start: MessageWriter<StartGame<Mm>>,
) {
    if taken.read().count() > 0 {
        start.write(StartGame(tutorial()));
    }
}

/// The guide is on in the guided game only: any other game started, loaded or replayed ends it.
fn track(
    mut start: MessageReader<StartGame<Mm>>,
    mut load: MessageReader<LoadGame>,
    mut replay: MessageReader<ReplayGame>,
    mut guide: ResMut<Guide>,
) {
    let mut now = None;
    for StartGame(config) in start.read() {
        now = Some(*config == tutorial());
    }
    if load.read().count() + replay.read().count() > 0 {
        now = Some(false);
    }
    if let Some(on) = now {
        *guide = Guide {
            on,
            ..Guide::default()
        };
    }
}

/// Work the hint out once per decision.
fn think(
    data: Option<Res<LoadedData<Mm>>>,
    view: Res<TableView>,
    viewer: Res<Viewer>,
    seen: Res<SeenBy>,
    mut guide: ResMut<Guide>,
    mut pick: ResMut<GuidePick>,
) {
    let found = match (&data, guide.on) {
        (Some(data), true) => answerable(&view, &viewer, &seen).map(|(d, obs)| (d, obs, data)),
        _ => None,
    };
    let Some((decision, obs, data)) = found else {
        pick.set_if_neq(GuidePick(None));
        return;
    };
    if guide
        .hint
        .as_ref()
        .is_none_or(|(step, _)| *step != obs.step)
    {
        let h = hint(&data.0, obs, decision);
        guide.round = obs.round;
        guide.hint = Some((obs.step, h));
    }
    let choice = guide
        .hint
        .as_ref()
        .and_then(|(_, h)| h.as_ref()?.option)
        .and_then(|i| decision.options.get(i).copied());
    pick.set_if_neq(GuidePick(choice));
}

fn panel(
    mut contexts: EguiContexts,
    layout: Res<crate::ui::arrange::Layout>,
    mut guide: ResMut<Guide>,
    mut rules: ResMut<RulesOpen>,
) -> Result {
    if !guide.on {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let past = guide.round > GUIDE_ROUNDS;
    let shown = guide.hint.as_ref().and_then(|(_, h)| h.clone());
    if shown.is_none() && !past {
        return Ok(());
    }
    egui::Window::new("First-game guide")
        .id(crate::ui::arrange::GUIDE.into())
        .frame(panel_frame())
        .resizable(false)
        .collapsible(true)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos([layout.0.bottom.center().x, layout.0.guide_bottom])
        .default_width(380.0f32.min(layout.0.bottom.width()))
        .max_width(layout.0.bottom.width())
        .show(ctx, |ui| {
            if past {
                ui.label(
                    "That is the guide done: you have traded, sailed and seen the sea move. \
                     The rest is yours. Press R for the rules at any time.",
                );
                if crate::widgets::named::button(ui, "Close the guide", "Close the guide").clicked()
                {
                    guide.on = false;
                }
                return;
            }
            let Some(h) = shown else { return };
            ui.label(egui::RichText::new(&h.text).size(14.0));
            if h.option.is_some() {
                ui.label(
                    egui::RichText::new("The order it means is lit green in the orders.")
                        .size(11.0)
                        .italics(),
                );
            }
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(format!("Rule: {}", h.section)).size(11.0));
                rule_button(ui, &mut rules, h.section);
                ui.add_space(12.0);
                let skip = crate::widgets::named::button(ui, "Skip the guide", "Skip the guide")
                    .on_hover_text("No more hints in this game.");
                if skip.clicked() {
                    guide.on = false;
                }
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    // Issue 13, the first-game guide: a fixed game, one human against one Easy captain.
    #[test]
    fn the_tutorial_is_one_human_against_one_easy_captain_on_a_fixed_seed() {
        let t = tutorial();
        assert_eq!(t, tutorial(), "the same deal every time");
        assert_eq!(t.seats[0], SeatKind::Human);
        assert_eq!(t.seats.len(), 2);
        assert!(matches!(
            t.seats[1],
            SeatKind::Ai {
                level: AiLevel::Easy,
                ..
            }
        ));
    }
}
