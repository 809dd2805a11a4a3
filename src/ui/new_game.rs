//! The new-game screen, for every game: which game (the row at the top of each game's form,
//! [`game_row`]), then that game's own table of seats and options (M&M's:
//! `games::mm::panels::new_game`), shown while it is the game chosen. The seed's field reads
//! the same in every game ([`seed_from`]).

use crate::games::GameId;
use crate::online::OnlineForm;
use crate::screen::Screen;
use bevy::prelude::*;
use bevy_egui::egui;

/// The game the new-game screen sets up: the first this version plays, until another is
/// chosen.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChosenGame(pub GameId);

impl Default for ChosenGame {
    fn default() -> ChosenGame {
        ChosenGame(GameId::TABLES[0])
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ChosenGame>()
        .init_resource::<OnlineForm>()
        .add_systems(OnExit(Screen::NewGame), |mut f: ResMut<OnlineForm>| {
            f.server = None
        });
}

/// The row of games at the top of every game's new-game form; a click chooses another.
pub fn game_row(ui: &mut egui::Ui, chosen: &mut ChosenGame) {
    ui.horizontal(|ui| {
        ui.label("Game:");
        for &game in GameId::TABLES {
            let r = ui.selectable_label(chosen.0 == game, game.title());
            crate::widgets::named::named(ui, &r, &format!("Game {}", game.id()));
            if r.clicked() {
                chosen.0 = game;
            }
        }
        if GameId::TABLES.len() == 1 {
            ui.weak("(the one game this version plays)");
        }
    });
}

/// The seed typed in, or 64 fresh random bits from the operating system when none was.
pub fn seed_from(text: &str) -> Result<u64, String> {
    let text = text.trim();
    if text.is_empty() {
        return getrandom::u64()
            .map_err(|e| format!("no random seed from the operating system: {e}"));
    }
    text.parse::<u64>()
        .map_err(|_| format!("\"{text}\" is not a seed (a whole number, or leave it empty)"))
}

/// An online table's seed (none: the server draws one) and turn timer in seconds (none: the
/// table waits as long as it must), from the new-game form's fields.
pub fn online_seed_and_timer(
    seed: &str,
    turn_seconds: &str,
) -> Result<(Option<u64>, Option<u32>), String> {
    let seed = match seed.trim() {
        "" => None,
        text => Some(seed_from(text)?),
    };
    let turn_seconds = match turn_seconds.trim() {
        "" => None,
        text => Some(text.parse::<u32>().map_err(|_| {
            format!("\"{text}\" is not a turn timer (whole seconds, or leave it empty)")
        })?),
    };
    Ok((seed, turn_seconds))
}
