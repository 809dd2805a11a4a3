//! Keyboard shortcuts, listed in an overlay on `?`. The shell's own, in every game: Esc closes
//! the open window or opens and closes the menu, F11 toggles full screen, `?` or F1 the list.
//! A game adds its own (the number keys for its orders, its windows: M&M's
//! `games::mm::panels::keys`) and lists them here through [`GameShortcuts`]. Keys typed into a
//! text field are the field's.

use crate::screen::Screen;
use crate::table::played::OnTheTable;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The number keys 1 to 9: the first nine orders of a decision, in every game.
pub const DIGITS: [KeyCode; 9] = [
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

/// Whether the list of shortcuts is open.
#[derive(Resource, Default)]
pub struct HelpOpen(pub bool);

/// The shell's shortcuts, as the overlay lists them (after the game's).
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("Esc", "Close the open window, or open and close the menu"),
    ("F11", "Full screen on or off"),
    ("? or F1", "This list"),
];

/// The game's own shortcuts, as the overlay lists them first (its plugin sets them).
#[derive(Resource, Default)]
pub struct GameShortcuts(pub &'static [(&'static str, &'static str)]);

/// Whether one of the game's own windows is open (its rules, its standings): Esc closes it
/// (through [`CloseGameWindow`]) before it closes the shell's or goes to the menu.
#[derive(Resource, Default)]
pub struct GameWindowOpen(pub bool);

/// Esc pressed while a game's window is open: the game closes it.
#[derive(Message, Clone, Copy, Debug)]
pub struct CloseGameWindow;

/// The shell's keys run in this set; a game's keys order themselves after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ShellKeys;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HelpOpen>()
        .init_resource::<OnTheTable>()
        .init_resource::<GameShortcuts>()
        .init_resource::<GameWindowOpen>()
        .add_message::<CloseGameWindow>()
        .add_systems(
            EguiPrimaryContextPass,
            (keys.in_set(ShellKeys), overlay).chain(),
        );
}

#[allow(clippy::too_many_arguments)]
fn keys(
    mut contexts: EguiContexts,
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    table: Res<OnTheTable>,
    mut help: ResMut<HelpOpen>,
    (game_window, mut close, mut slots): (
        Res<GameWindowOpen>,
        MessageWriter<CloseGameWindow>,
        ResMut<super::slots::SlotsOpen>,
    ),
    mut window: Query<&mut Window, With<PrimaryWindow>>,
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
        } else if game_window.0 {
            close.write(CloseGameWindow);
        } else if slots.open.is_some() {
            slots.open = None;
        } else {
            match screen.get() {
                Screen::Playing => next.set(Screen::Menu),
                Screen::Menu if table.open => next.set(Screen::Playing),
                _ => {}
            }
        }
    }
    Ok(())
}

/// The list of shortcuts, over whatever screen is up.
fn overlay(
    mut contexts: EguiContexts,
    mut help: ResMut<HelpOpen>,
    game: Res<GameShortcuts>,
) -> Result {
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
                    for (key, what) in game.0.iter().chain(SHORTCUTS) {
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
