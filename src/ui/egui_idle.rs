//! Let the window sleep when nothing happens. bevy_egui 0.42 feeds egui a `ModifiersChanged`
//! event every frame, even when no key changed; egui 0.36 treats any event as a reason to
//! repaint at once, so the app would redraw forever (measured: 1.7 cores busy on the idle
//! menu). We drop the event when the modifiers are the same as last frame.

use bevy::prelude::*;
use bevy_egui::egui::{Event, Modifiers};
use bevy_egui::{EguiInput, EguiPreUpdateSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
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
