//! The player's settings: how fast the board animates, how long AI captains pause before they
//! act, how large the panels are, and how loud the sound is. They are kept between sessions (`settings.ron` beside the
//! save on desktop, local storage in the browser). A settings file that cannot be read is
//! reported in the menu and left as it is; the defaults apply until the player changes one.

use crate::save::slot::{self, Slot};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A tempo for animations or for AI captains.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Pace {
    Leisurely,
    #[default]
    Normal,
    Brisk,
    /// No animation, no pause.
    Instant,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Leisurely, Pace::Normal, Pace::Brisk, Pace::Instant];

    /// How long things take, relative to Normal; 0 for Instant.
    pub fn time_factor(self) -> f32 {
        match self {
            Pace::Leisurely => 1.6,
            Pace::Normal => 1.0,
            Pace::Brisk => 0.45,
            Pace::Instant => 0.0,
        }
    }

    /// Progress made over `dt` seconds on something that takes `seconds` at Normal pace, as a
    /// fraction of the whole (1 = done).
    pub fn progress(self, dt: f32, seconds: f32) -> f32 {
        let total = seconds * self.time_factor();
        if total <= 0.0 { 1.0 } else { dt / total }
    }
}

/// Panel sizes the player can pick (egui's zoom factor).
pub const UI_SCALES: [f32; 4] = [0.85, 1.0, 1.2, 1.4];

#[derive(Resource, Serialize, Deserialize, Clone, Copy, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// Ships sailing and dice tumbling.
    #[serde(default)]
    pub animation: Pace,
    /// The pause before each AI captain's choice.
    #[serde(default)]
    pub ai: Pace,
    /// Size of the panels and their text, one of `UI_SCALES`.
    #[serde(default = "normal_scale")]
    pub ui_scale: f32,
    /// How loud the game is.
    #[serde(default)]
    pub sound: SoundLevels,
    /// Whether the main menu has offered the first-game guide (taken or declined, it is not
    /// offered again; the new-game screen still has it).
    #[serde(default)]
    pub guide_offered: bool,
}

/// Volumes from 0 to 1: all sound, the effects (guns, dice, coins, the bell), the sea.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Debug)]
#[serde(deny_unknown_fields, default)]
pub struct SoundLevels {
    pub master: f32,
    pub effects: f32,
    pub ambience: f32,
    pub mute: bool,
}

impl Default for SoundLevels {
    fn default() -> Self {
        SoundLevels {
            master: 0.8,
            effects: 0.8,
            ambience: 0.5,
            mute: false,
        }
    }
}

impl SoundLevels {
    /// The volume of an effect, and of the ambience, all settings counted.
    pub fn effects(&self) -> f32 {
        if self.mute {
            0.0
        } else {
            self.master * self.effects
        }
    }

    pub fn ambience(&self) -> f32 {
        if self.mute {
            0.0
        } else {
            self.master * self.ambience
        }
    }
}

fn normal_scale() -> f32 {
    1.0
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            animation: Pace::Normal,
            ai: Pace::Normal,
            ui_scale: normal_scale(),
            sound: SoundLevels::default(),
            guide_offered: false,
        }
    }
}

impl Settings {
    /// Read settings written by `to_ron`; fields left out take their defaults.
    pub fn from_ron(text: &str) -> Result<Settings, String> {
        let settings: Settings = ron::from_str(text).map_err(|e| format!("settings: {e}"))?;
        let levels = settings.sound;
        if [levels.master, levels.effects, levels.ambience]
            .iter()
            .any(|v| !(0.0..=1.0).contains(v))
        {
            return Err(format!(
                "settings: sound levels must lie from 0 to 1, not {levels:?}"
            ));
        }
        if !UI_SCALES.contains(&settings.ui_scale) {
            return Err(format!(
                "settings: ui_scale {} is not one of {UI_SCALES:?}",
                settings.ui_scale
            ));
        }
        Ok(settings)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("settings serialize")
    }
}

/// A problem with the stored settings, for the menu to show; `None` when all is well.
#[derive(Resource, Default)]
pub struct SettingsProblem(pub Option<String>);

pub(crate) fn plugin(app: &mut App) {
    let (settings, problem) = load();
    app.insert_resource(settings)
        .insert_resource(SettingsProblem(problem))
        .add_systems(Update, store.run_if(resource_changed::<Settings>));
}

/// The stored settings, or the defaults and what was wrong.
fn load() -> (Settings, Option<String>) {
    if !slot::has(Slot::Settings) {
        return (Settings::default(), None);
    }
    match slot::read(Slot::Settings).and_then(|text| Settings::from_ron(&text)) {
        Ok(settings) => {
            info!("settings: loaded {settings:?}");
            (settings, None)
        }
        Err(e) => {
            let e = format!(
                "{e} (in {}); the defaults apply",
                slot::location(Slot::Settings)
            );
            warn!("{e}, and the stored settings are left as they are");
            (Settings::default(), Some(e))
        }
    }
}

/// Keep every change the player makes (not the settings as loaded).
fn store(settings: Res<Settings>, mut problem: ResMut<SettingsProblem>) {
    if settings.is_added() {
        return;
    }
    match slot::write(Slot::Settings, &settings.to_ron()) {
        Ok(_) => {
            info!("settings: stored {:?}", *settings);
            problem.0 = None;
        }
        Err(e) => problem.0 = Some(format!("settings not kept: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Issue 3: settings are kept between sessions; a bad settings file is one clear error.
    #[test]
    fn settings_round_trip_and_missing_fields_take_defaults() {
        let s = Settings {
            animation: Pace::Instant,
            ai: Pace::Brisk,
            ui_scale: 1.2,
            sound: SoundLevels {
                master: 0.5,
                effects: 1.0,
                ambience: 0.0,
                mute: true,
            },
            guide_offered: true,
        };
        // (The first-game guide, once offered, is not offered again: the flag is kept.)
        assert_eq!(Settings::from_ron(&s.to_ron()), Ok(s));
        assert_eq!(s.sound.effects(), 0.0, "muted");
        let loud = SoundLevels::default();
        assert!((loud.effects() - 0.64).abs() < 1e-6 && (loud.ambience() - 0.4).abs() < 1e-6);
        let partial = Settings::from_ron("(ai: Leisurely)").unwrap();
        assert_eq!(partial.ai, Pace::Leisurely);
        assert_eq!(partial.animation, Pace::Normal);
        assert_eq!(partial.ui_scale, 1.0);
        assert_eq!(partial.sound, SoundLevels::default());
        assert!(
            !partial.guide_offered,
            "an old settings file offers the guide"
        );
        let quiet = Settings::from_ron("(sound: (ambience: 0.1))").unwrap();
        assert_eq!(quiet.sound.ambience, 0.1);
        assert_eq!(quiet.sound.master, SoundLevels::default().master);
    }

    #[test]
    fn a_bad_settings_file_names_the_problem() {
        let e = Settings::from_ron("(animation: Warp)").unwrap_err();
        assert!(e.contains("Warp"), "{e}");
        let e = Settings::from_ron("(volume: 3)").unwrap_err();
        assert!(e.contains("volume"), "{e}");
        let e = Settings::from_ron("(sound: (master: 2.0))").unwrap_err();
        assert!(e.contains("sound levels"), "{e}");
        let e = Settings::from_ron("(ui_scale: 9.0)").unwrap_err();
        assert!(e.contains("ui_scale 9"), "{e}");
        assert!(Settings::from_ron("not ron at all").is_err());
    }

    #[test]
    fn instant_finishes_at_once_and_slower_paces_take_longer() {
        assert_eq!(Pace::Instant.progress(0.0, 0.7), 1.0);
        assert!((Pace::Normal.progress(0.35, 0.7) - 0.5).abs() < 1e-6);
        assert!(Pace::Leisurely.progress(0.1, 0.7) < Pace::Normal.progress(0.1, 0.7));
        assert!(Pace::Brisk.progress(0.1, 0.7) > Pace::Normal.progress(0.1, 0.7));
    }
}
