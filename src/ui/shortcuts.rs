//! Keyboard shortcuts for the common orders, listed in an overlay on `?`: the number keys take
//! the orders in the panel's order, Enter takes the order the advice ringed (or the only one),
//! Ctrl+Z takes back a choice (in `hud`), S shows the standings, R the rules, Esc closes a window or opens
//! and closes the menu, F11 toggles full screen. Keys typed into a text field are the field's.

use crate::ai::advisor::Advice;
use crate::games::mm::mirror::answerable;
use crate::games::mm::mirror::{SeenBy, TableView, Viewer};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::played::PlayedGame;
use crate::table::session::ChoiceMade;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Whether the list of shortcuts is open.
#[derive(Resource, Default)]
pub struct HelpOpen(pub bool);

/// Every shortcut, as the overlay lists it.
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
    ("Esc", "Close the open window, or open and close the menu"),
    ("F11", "Full screen on or off"),
    ("Arrow keys, + and −", "Pan and zoom the map"),
    ("? or F1", "This list"),
];

const DIGITS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HelpOpen>()
        .add_systems(EguiPrimaryContextPass, (keys, overlay).chain());
}

#[allow(clippy::too_many_arguments)]
fn keys(
    mut contexts: EguiContexts,
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    game: PlayedGame,
    mut help: ResMut<HelpOpen>,
    (mut standings, mut rules, mut slots): (
        ResMut<crate::games::mm::panels::standings::StandingsOpen>,
        ResMut<crate::games::mm::panels::rules_window::RulesOpen>,
        ResMut<super::slots::SlotsOpen>,
    ),
    mut window: Query<&mut Window, With<PrimaryWindow>>,
    orders: (Res<TableView>, Res<Viewer>, Res<SeenBy>, Res<Advice>),
    data: Option<Res<LoadedData<Mm>>>,
    mut choices: MessageWriter<ChoiceMade<Mm>>,
) -> Result {
    if contexts.ctx_mut()?.egui_wants_keyboard_input() {
        return Ok(());
    }
    if keys.just_pressed(KeyCode::F11)
        && let Ok(mut w) = window.single_mut()
    {
        w.mode = match w.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if keys.just_pressed(KeyCode::F1) || (shift && keys.just_pressed(KeyCode::Slash)) {
        help.0 = !help.0;
    }
    if keys.just_pressed(KeyCode::Escape) {
        if help.0 {
            help.0 = false;
        } else if rules.open {
            rules.open = false;
        } else if slots.open.is_some() {
            slots.open = None;
        } else if standings.0 {
            standings.0 = false;
        } else {
            match screen.get() {
                Screen::Playing => next.set(Screen::Menu),
                Screen::Menu if game.is_open() => next.set(Screen::Playing),
                _ => {}
            }
        }
        return Ok(());
    }
    if help.0 || *screen.get() != Screen::Playing || !game.is_open() {
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

/// The list of shortcuts, over whatever screen is up.
fn overlay(mut contexts: EguiContexts, mut help: ResMut<HelpOpen>) -> Result {
    if !help.0 {
        return Ok(());
    }
    egui::Window::new("Keyboard")
        .frame(panel_frame())
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .resizable(false)
        .collapsible(false)
        .show(contexts.ctx_mut()?, |ui| {
            egui::Grid::new("shortcuts")
                .num_columns(2)
                .spacing([16.0, 6.0])
                .show(ui, |ui| {
                    for (key, what) in SHORTCUTS {
                        ui.label(egui::RichText::new(*key).strong());
                        ui.label(*what);
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            if crate::widgets::named::button(ui, "Close", "Keys close").clicked() {
                help.0 = false;
            }
        });
    Ok(())
}
