//! Let the window sleep when nothing happens. bevy_egui 0.42 feeds egui a `ModifiersChanged`
//! event every frame, even when no key changed; egui 0.36 treats any event as a reason to
//! repaint at once, so the app would redraw forever (measured: 1.7 cores busy on the idle
//! menu). We drop the event when the modifiers are the same as last frame.
//!
//! The other side of sleeping: a window that changed size in a pass is placed by its new size
//! only in the pass after it, and egui asks for that pass only after a window's first (sizing)
//! pass. A window shown again remembers its old size; if its content is now wider (the slots
//! window after saving, opened to load), an anchored window would jump sideways at the next
//! mouse move, under the pointer, and a click aimed at one button lands on its neighbour (seen
//! in the browser test: "Load" pressed, "Replay" taken). So a pass in which a window moved or
//! changed size asks for one more.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_egui::egui::{Event, LayerId, Modifiers, Rect};
use bevy_egui::{EguiContext, EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, PrimaryEguiContext};

/// At most this many passes in a row are asked for because a window moved: a layout that never
/// settles (two sizes in turn) must not keep the machine awake.
const SETTLE_PASSES: u32 = 4;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
    app.add_systems(
        PostUpdate,
        settle_moved_windows
            .after(EguiPostUpdateSet::EndPass)
            .before(EguiPostUpdateSet::ProcessOutput),
    );
}

/// Ask for one more pass when a window shown in both of the last two passes moved or changed
/// size between them (see the module's doc).
fn settle_moved_windows(
    mut context: Query<&mut EguiContext, With<PrimaryEguiContext>>,
    mut last: Local<HashMap<LayerId, Rect>>,
    mut in_a_row: Local<u32>,
) {
    if let Ok(mut context) = context.single_mut() {
        let ctx = context.get_mut();
        let now: HashMap<LayerId, Rect> = ctx.memory(|m| {
            let areas = m.areas();
            areas
                .visible_layer_ids()
                .into_iter()
                .filter_map(|layer| m.area_rect(layer.id).map(|rect| (layer, rect)))
                .collect()
        });
        let moved = now
            .iter()
            .any(|(layer, rect)| last.get(layer).is_some_and(|before| before != rect));
        *in_a_row = if moved { *in_a_row + 1 } else { 0 };
        if moved && *in_a_row <= SETTLE_PASSES {
            ctx.request_repaint();
        }
        *last = now;
    }
}

fn drop_unchanged_modifiers(mut inputs: Query<&mut EguiInput>, mut last: Local<Option<Modifiers>>) {
    for mut input in &mut inputs {
        let before = *last;
        input.0.events.retain(|event| match event {
            Event::ModifiersChanged(now) => {
                let changed = before != Some(*now);
                *last = Some(*now);
                changed
            }
            _ => true,
        });
    }
}
