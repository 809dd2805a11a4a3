//! Sound: the sea and the wind under the table, and an effect for what happens on it — sails,
//! cannon, hits, splashes, dice, coins, a bell when a human's turn comes, a fanfare for glory.
//! The sounds are made when the game starts, from noise and sine waves (`synth`): no sound
//! file ships with the game. Volumes and mute come from the settings. In the browser, audio starts
//! with the page's first click, as browsers require (the menu is clicked before any sound).

use crate::games::mm::mirror::{MirrorSet, TableView};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{GameEvent, SeatKind};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::session::GameEventMsg;
use bevy::audio::{AudioPlayer, AudioSink, AudioSinkPlayback, PlaybackSettings, Volume};
use bevy::prelude::*;

mod synth;

/// An effect the table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    Sail,
    Cannon,
    Hit,
    Splash,
    Dice,
    Coins,
    Bell,
    Fanfare,
}

impl Effect {
    pub const ALL: [Effect; 8] = [
        Effect::Sail,
        Effect::Cannon,
        Effect::Hit,
        Effect::Splash,
        Effect::Dice,
        Effect::Coins,
        Effect::Bell,
        Effect::Fanfare,
    ];
}

/// The effect an event makes, if any; `humans` says which seats a person plays (their turn
/// rings the bell).
pub fn effect_of(e: &GameEvent, kinds: &[SeatKind]) -> Option<Effect> {
    Some(match e {
        GameEvent::ShipMoved { .. } | GameEvent::NpcMoved { .. } => Effect::Sail,
        GameEvent::GunsFired { .. } | GameEvent::NpcGunsFired { .. } => Effect::Cannon,
        GameEvent::Damaged { .. } => Effect::Hit,
        GameEvent::ShipSunk { .. } => Effect::Splash,
        GameEvent::DiceRolled { .. } => Effect::Dice,
        GameEvent::CargoSold { .. } | GameEvent::Plundered { .. } => Effect::Coins,
        GameEvent::GoldGained { amount, .. } if *amount > 0 => Effect::Coins,
        GameEvent::GloryGained { .. } => Effect::Fanfare,
        GameEvent::TurnStarted { seat } if kinds.get(*seat) == Some(&SeatKind::Human) => {
            Effect::Bell
        }
        _ => return None,
    })
}

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
            (
                play_effects.after(MirrorSet),
                follow_levels.run_if(resource_changed::<Settings>),
            )
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
fn play_effects(
    mut commands: Commands,
    mut events: MessageReader<GameEventMsg<Mm>>,
    sounds: Res<Sounds>,
    settings: Res<Settings>,
    view: Res<TableView>,
) {
    let volume = settings.sound.effects();
    let mut heard: Vec<Effect> = Vec::new();
    for GameEventMsg(e) in events.read() {
        if let Some(effect) = effect_of(e, &view.seat_kinds)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::ZoneId;
    use crate::rules::Location;

    // Table comforts (issue: sound) — a human's turn rings the bell, an AI's does not; moves,
    // dice and glory have their sounds, and most events none.
    #[test]
    fn events_make_their_sounds() {
        let kinds = [SeatKind::Human, SeatKind::RandomAi];
        let turn = |seat| GameEvent::TurnStarted { seat };
        assert_eq!(effect_of(&turn(0), &kinds), Some(Effect::Bell));
        assert_eq!(effect_of(&turn(1), &kinds), None);
        let moved = GameEvent::ShipMoved {
            seat: 0,
            from: Location::Zone(ZoneId(0)),
            to: Location::Zone(ZoneId(1)),
        };
        assert_eq!(effect_of(&moved, &kinds), Some(Effect::Sail));
        assert_eq!(effect_of(&GameEvent::CargoReshuffled, &kinds), None);
    }
}
