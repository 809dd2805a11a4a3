//! Sound: the sea and the wind under the table, and an effect for what happens on it — sails,
//! cannon, hits, splashes, dice, coins, a bell when a human's turn comes, a fanfare for glory.
//! The sounds are made when the game starts, from noise and sine waves (`synth`): no sound
//! file ships with the game. Volumes and mute come from the settings. In the browser, audio starts
//! with the page's first click, as browsers require (the menu is clicked before any sound).

use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::OnTable;
use crate::table::glance::{Glance, MirrorSet};
use crate::table::session::GameEventMsg;
use bevy::audio::{AudioPlayer, AudioSink, AudioSinkPlayback, PlaybackSettings, Volume};
use bevy::prelude::*;

mod synth;

pub use crate::table::cues::Effect;

/// The loaded sounds.
#[derive(Resource)]
struct Sounds {
    effects: Vec<(Effect, Handle<AudioSource>)>,
    ambience: Handle<AudioSource>,
}

/// The looping sea under the table.
#[derive(Component)]
struct Ambience;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, load)
        .add_systems(OnEnter(Screen::Playing), start_ambience)
        .add_systems(
            Update,
            follow_levels
                .run_if(resource_changed::<Settings>)
                .run_if(resource_exists::<Sounds>),
        );
}

/// The effects of the game `G`'s events (each game's plugin adds it for itself).
pub(crate) fn for_game<G: OnTable>(app: &mut App) {
    app.add_systems(
        Update,
        play_effects::<G>
            .after(MirrorSet)
            .run_if(resource_exists::<Sounds>),
    );
}

/// Make every sound (a few milliseconds) and keep them as audio assets.
fn load(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut make = |samples: Vec<f32>| {
        sources.add(AudioSource {
            bytes: synth::wav(&samples).into(),
        })
    };
    let effects = Effect::ALL
        .iter()
        .map(|e| (*e, make(synth::effect(*e))))
        .collect();
    let ambience = make(synth::ambience());
    commands.insert_resource(Sounds { effects, ambience });
}

fn start_ambience(mut commands: Commands, sounds: Option<Res<Sounds>>, settings: Res<Settings>) {
    let Some(sounds) = sounds else {
        return;
    };
    commands.spawn((
        Name::new("Ambience"),
        Ambience,
        AudioPlayer(sounds.ambience.clone()),
        PlaybackSettings::LOOP.with_volume(Volume::Linear(settings.sound.ambience())),
        DespawnOnExit(Screen::Playing),
    ));
}

/// One effect per kind per frame, however many events call for it.
fn play_effects<G: OnTable>(
    mut commands: Commands,
    mut events: MessageReader<GameEventMsg<G>>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    glance: Res<Glance>,
) {
    let volume = settings.sound.effects();
    let mut heard: Vec<Effect> = Vec::new();
    for GameEventMsg(e) in events.read() {
        if let Some(effect) = G::sound(e, &glance.humans)
            && !heard.contains(&effect)
        {
            heard.push(effect);
        }
    }
    if volume <= 0.0 {
        return;
    }
    for effect in heard {
        let Some((_, handle)) = sounds.effects.iter().find(|(e, _)| *e == effect) else {
            continue;
        };
        commands.spawn((
            AudioPlayer(handle.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
        ));
    }
}

/// A volume slider moved: the sea follows at once.
fn follow_levels(settings: Res<Settings>, mut sea: Query<&mut AudioSink, With<Ambience>>) {
    for mut sink in &mut sea {
        sink.set_volume(Volume::Linear(settings.sound.ambience()));
    }
}
