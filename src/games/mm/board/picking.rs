//! Clicking the map: a click on a highlighted zone or port makes that move.

use super::camera::Dragging;
use super::{Viewer, location_pos};
use crate::games::mm::mirror::{MirrorSet, SeenBy, TableView, my_decision};
use crate::rules::Choice;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use crate::table::session::ChoiceMade;
use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_pointer_input;

/// How close (world units) a click must land to a marker.
const PICK_RADIUS: f32 = 26.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        click_to_move
            .run_if(
                in_state(Screen::Playing)
                    .and_then(table_open::<Mm>)
                    .and_then(not(egui_wants_any_pointer_input)),
            )
            .after(MirrorSet),
    );
}

fn click_to_move(
    buttons: Res<ButtonInput<MouseButton>>,
    dragging: Res<Dragging>,
    window: Single<&Window>,
    camera: Single<(&Camera, &GlobalTransform)>,
    data: Res<LoadedData<Mm>>,
    view: Res<TableView>,
    seen: Res<SeenBy>,
    viewer: Res<Viewer>,
    mut choices: MessageWriter<ChoiceMade<Mm>>,
) {
    if !buttons.just_released(MouseButton::Left) || dragging.0 {
        return;
    }
    let Some(cursor) = window.cursor_position() else {
        return;
    };
    let (camera, at) = *camera;
    let Ok(point) = camera.viewport_to_world_2d(at, cursor) else {
        return;
    };
    let Some(decision) = my_decision(&view, &viewer, &seen) else {
        return;
    };
    // The nearest offered destination under the cursor; a port with several ways in (fee or
    // roll) is chosen in the panel instead.
    let mut best: Option<(f32, Vec<Choice>)> = None;
    for choice in &decision.options {
        let Choice::Move { to, .. } = choice else {
            continue;
        };
        let d = location_pos(&data.0, *to).distance(point);
        if d > PICK_RADIUS {
            continue;
        }
        match &mut best {
            Some((bd, list)) if (d - *bd).abs() < 0.01 => list.push(*choice),
            Some((bd, _)) if d >= *bd => {}
            _ => best = Some((d, vec![*choice])),
        }
    }
    if let Some((_, list)) = best
        && let [only] = list.as_slice()
    {
        choices.write(ChoiceMade(*only));
    }
}
