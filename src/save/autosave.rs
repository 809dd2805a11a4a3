//! Autosave: the game is written at the start of every turn into one of a few rotating slots
//! (files beside the save on the desktop, local-storage keys in the browser), so a crash or a
//! closed tab loses at most the turn in progress. "Continue" on the main menu resumes the
//! latest.

use super::slot::{self, Slot};
use crate::rules::GameEvent;
use crate::table::session::{ActiveGame, GameEventMsg};
use bevy::prelude::*;

/// How many autosaves rotate.
pub const AUTOSAVES: u8 = 3;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        autosave
            // Looking back, the turns that start are the past's.
            .run_if(
                resource_exists::<ActiveGame>.and_then(crate::table::look_back::not_looking_back),
            )
            .after(crate::table::session::SessionSet),
    );
}

/// The slot the next autosave goes to, after `latest`.
pub fn next_slot(latest: Option<u8>) -> u8 {
    latest.map_or(0, |n| (n + 1) % AUTOSAVES)
}

/// The autosave written last, if there is one.
pub fn latest() -> Option<u8> {
    latest_with(slot::read).filter(|n| slot::has(Slot::Auto(*n)))
}

fn latest_with(read: impl Fn(Slot) -> Result<String, String>) -> Option<u8> {
    read(Slot::AutoLatest)
        .ok()?
        .trim()
        .parse()
        .ok()
        .filter(|n| *n < AUTOSAVES)
}

/// Write `text` to the next autosave slot and mark it the latest (`read`/`write` reach the
/// store: the real one, or a test's folder); returns the slot.
fn write_with(
    read: impl Fn(Slot) -> Result<String, String>,
    mut write: impl FnMut(Slot, &str) -> Result<String, String>,
    text: &str,
) -> Result<u8, String> {
    let n = next_slot(latest_with(read));
    write(Slot::Auto(n), text)?;
    // Only once the game is written whole does it become the latest.
    write(Slot::AutoLatest, &n.to_string())?;
    Ok(n)
}

/// A turn has begun: write the game to the next autosave.
fn autosave(mut events: MessageReader<GameEventMsg>, game: Res<ActiveGame>) {
    let turn = events
        .read()
        .any(|e| matches!(e.0, GameEvent::TurnStarted { .. }));
    if !turn {
        return;
    }
    let round = game.session.state().round;
    let written = game.session.checked_save().and_then(|save| {
        let text = format!("{}{save}", super::summary::stamp(&super::summary::now()));
        write_with(slot::read, slot::write, &text)
    });
    match written {
        Ok(n) => info!("save: autosaved round {round} to autosave {n}"),
        Err(e) => warn!("autosave failed: {e}"),
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::save::slot::{read_in, write_in};
    use std::path::PathBuf;

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("spanish-main-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    // Table comforts (issue: autosave) — autosaves rotate over a few slots; the latest is
    // the last written.
    #[test]
    fn autosaves_rotate_and_the_latest_is_the_last_written() {
        let dir = folder("rotate");
        let read = |s| read_in(&dir, s);
        for i in 0..5 {
            let n = write_with(
                read,
                |s, t| write_in(&dir, s, t, |p, t| std::fs::write(p, t)),
                &format!("game {i}"),
            )
            .unwrap();
            assert_eq!(n, i % AUTOSAVES);
        }
        let files = std::fs::read_dir(&dir).unwrap().count();
        assert_eq!(
            files,
            AUTOSAVES as usize + 1,
            "three autosaves and the marker"
        );
        let latest = latest_with(read).unwrap();
        assert_eq!(read_in(&dir, Slot::Auto(latest)).unwrap(), "game 4");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    // Table comforts (issue: autosave) — saves are written atomically: a write cut short
    // leaves the previous save whole and loadable, and the latest marker unmoved.
    #[test]
    fn a_save_cut_short_leaves_the_previous_one_whole() {
        let dir = folder("atomic");
        let read = |s| read_in(&dir, s);
        let put = |p: &std::path::Path, t: &str| std::fs::write(p, t);
        write_with(read, |s, t| write_in(&dir, s, t, put), "game one").unwrap();
        write_with(read, |s, t| write_in(&dir, s, t, put), "game two").unwrap();
        // The machine dies half way through writing the third.
        let crash = |p: &std::path::Path, t: &str| {
            std::fs::write(p, &t[..t.len() / 2])?;
            Err(std::io::Error::other("power cut"))
        };
        let e = write_with(read, |s, t| write_in(&dir, s, t, crash), "game three").unwrap_err();
        assert!(e.contains("power cut"), "{e}");
        let latest = latest_with(read).unwrap();
        assert_eq!(read_in(&dir, Slot::Auto(latest)).unwrap(), "game two");
        // The same for the manual save.
        write_in(&dir, Slot::Game(1), "saved", put).unwrap();
        assert!(write_in(&dir, Slot::Game(1), "overwritten", crash).is_err());
        assert_eq!(read_in(&dir, Slot::Game(1)).unwrap(), "saved");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
