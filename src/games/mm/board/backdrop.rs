//! The chart behind the menus: the main menu and the new-game table stand over the Caribbean,
//! not over an empty field.

use super::MAP_SIZE;
use crate::games::mm::assets::GameAssets;
use crate::screen::Screen;
use bevy::prelude::*;
use bevy::window::WindowResized;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Menu), spread)
        .add_systems(OnEnter(Screen::NewGame), spread)
        .add_systems(
            Update,
            refit
                .run_if(in_state(Screen::Menu).or_else(in_state(Screen::NewGame)))
                .run_if(on_message::<WindowResized>),
        );
}

/// A window made larger or smaller is covered again.
fn refit(mut camera: Single<&mut Projection, With<Camera2d>>, window: Single<&Window>) {
    if let Projection::Orthographic(o) = &mut **camera {
        o.scale = covering(Vec2::new(window.width(), window.height()));
    }
}

/// The scale at which the chart covers a window of `window` pixels, edge to edge.
pub fn covering(window: Vec2) -> f32 {
    (MAP_SIZE.x / window.x.max(1.0)).min(MAP_SIZE.y / window.y.max(1.0))
}

fn spread(
    mut commands: Commands,
    assets: Option<Res<GameAssets>>,
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
    window: Single<&Window>,
    state: Res<State<Screen>>,
) {
    let Some(assets) = assets else { return };
    let screen = *state.get();
    let (transform, projection) = &mut *camera;
    transform.translation.x = 0.0;
    transform.translation.y = 0.0;
    if let Projection::Orthographic(o) = &mut **projection {
        o.scale = covering(Vec2::new(window.width(), window.height()));
    }
    commands.spawn((
        Name::new("Menu chart"),
        Sprite::from_image(assets.map.clone()),
        Transform::default(),
        DespawnOnExit(screen),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    // Issue 13, the board at a glance: the chart covers the whole window behind the menu at
    // both sizes the note shows (no empty field at any edge).
    #[test]
    fn the_chart_covers_the_window_behind_the_menu() {
        for window in [
            Vec2::new(1280.0, 800.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(800.0, 1200.0),
        ] {
            let scale = covering(window);
            let shown = window * scale;
            assert!(
                shown.x <= MAP_SIZE.x + 0.01 && shown.y <= MAP_SIZE.y + 0.01,
                "{window}"
            );
        }
    }
}
