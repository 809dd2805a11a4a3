//! Merchants & Marauders' keys, beside the shell's (`ui::shortcuts`): the number keys take the
//! orders in the Orders panel's order, Enter takes the order the advice ringed (or the only
//! one), S shows the standings, R the rules; Esc closes those two windows. Ctrl+Z (take back a
//! choice) is the Orders panel's own (`hud`).

use super::rules_window::RulesOpen;
use super::standings::StandingsOpen;
use crate::ai::advisor::Advice;
use crate::games::mm::mirror::{SeenBy, TableView, Viewer, answerable};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::played::PlayedGame;
use crate::table::session::ChoiceMade;
use crate::ui::shortcuts::{CloseGameWindow, GameShortcuts, GameWindowOpen, HelpOpen, ShellKeys};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// M&M's shortcuts, as the shell's overlay lists them.
pub const SHORTCUTS: &[(&str, &str)] = &[
    (
        "1 – 9",
        "Take the order with that number in the Orders panel",
    ),
    (
        "Enter",
        "Take the order the advice ringed in gold (or the only one offered)",
    ),
    (
        "Ctrl+Z",
        "Take back your last choice, where the rules allow",
    ),
    (
        "S",
        "The standings: glory and gold over the rounds, glory by deed",
    ),
    (
        "R",
        "The rules at hand: every section, a glossary, ships, ports and prices",
    ),
    ("Arrow keys, + and −", "Pan and zoom the map"),
];

use crate::ui::shortcuts::DIGITS;

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(GameShortcuts(SHORTCUTS)).add_systems(
        EguiPrimaryContextPass,
        (windows, keys)
            .chain()
            .after(ShellKeys)
            .run_if(crate::table::played::table_open::<crate::rules::MerchantsAndMarauders>),
    );
}

/// Esc closes the rules first, then the standings; the shell learns whether one is open,
/// and lists M&M's shortcuts while its table is the one open.
fn windows(
    mut close: MessageReader<CloseGameWindow>,
    mut rules: ResMut<RulesOpen>,
    mut standings: ResMut<StandingsOpen>,
    mut open: ResMut<GameWindowOpen>,
    mut listed: ResMut<GameShortcuts>,
) {
    if !std::ptr::eq(listed.0, SHORTCUTS) {
        listed.0 = SHORTCUTS;
    }
    if close.read().count() > 0 {
        if rules.open {
            rules.open = false;
        } else {
            standings.0 = false;
        }
    }
    let now = rules.open || standings.0;
    if open.0 != now {
        open.0 = now;
    }
}

#[allow(clippy::too_many_arguments)]
fn keys(
    mut contexts: EguiContexts,
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    game: PlayedGame<Mm>,
    help: Res<HelpOpen>,
    (mut standings, mut rules): (ResMut<StandingsOpen>, ResMut<RulesOpen>),
    orders: (Res<TableView>, Res<Viewer>, Res<SeenBy>, Res<Advice<Mm>>),
    data: Option<Res<LoadedData<Mm>>>,
    mut choices: MessageWriter<ChoiceMade<Mm>>,
) -> Result {
    if contexts.ctx_mut()?.egui_wants_keyboard_input()
        || keys.just_pressed(KeyCode::Escape)
        || help.0
        || *screen.get() != Screen::Playing
        || !game.is_open()
    {
        return Ok(());
    }
    if keys.just_pressed(KeyCode::KeyS) {
        standings.0 = !standings.0;
    }
    if keys.just_pressed(KeyCode::KeyR) {
        rules.open = !rules.open;
    }
    let (view, viewer, seen, advice) = orders;
    let (Some((decision, obs)), Some(data)) = (answerable(&view, &viewer, &seen), data) else {
        return Ok(());
    };
    // The number keys follow the Orders panel's list (twin options listed once).
    let listed = crate::games::mm::words::listed_options(&data.0, obs, &decision.options);
    let picked = DIGITS
        .iter()
        .position(|k| keys.just_pressed(*k))
        .and_then(|i| listed.get(i).map(|(c, _)| *c))
        .or_else(|| {
            let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
            let only = (decision.options.len() == 1).then(|| decision.options[0]);
            enter
                .then(|| advice.for_decision(obs).map(|c| c.choice).or(only))
                .flatten()
        });
    if let Some(choice) = picked {
        choices.write(ChoiceMade(choice));
    }
    Ok(())
}
