//! Where the save slot and the settings live: files in the user's data folder on desktop, keys
//! of the page's local storage in the browser.

/// What is kept between sessions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A saved game: slots 1 to [`GAME_SLOTS`] (the first is the one save of earlier versions).
    Game(u8),
    /// One of the rotating autosaves (see `super::autosave`).
    Auto(u8),
    /// Which autosave was written last.
    AutoLatest,
    /// The player's settings.
    Settings,
}

/// How many save slots the player chooses from.
pub const GAME_SLOTS: u8 = 6;

impl Slot {
    /// File name on desktop, and the last part of the local-storage key in the browser.
    pub fn name(self) -> String {
        match self {
            Slot::Game(1) => "save".into(),
            Slot::Game(n) => format!("save-{n}"),
            Slot::Auto(n) => format!("autosave-{n}"),
            Slot::AutoLatest => "autosave-latest".into(),
            Slot::Settings => "settings".into(),
        }
    }
}

/// The browser's local-storage key of a slot, in a page that plays `games` (one game a page:
/// each game's build is its own wasm, and all share the site's storage). The settings are
/// every page's; a game's saves are its page's own, under its short name (`spanish-main.bb.
/// save-2`), but for the first game's, whose keys predate the many games and stay as they were
/// (`spanish-main.save-2`) so that its saves load on.
pub fn storage_key(slot: Slot, games: &[crate::games::GameId]) -> String {
    match (slot, games) {
        (Slot::Settings, _) => format!("spanish-main.{}", slot.name()),
        (_, [game]) if !game.unnamed_saves() => {
            format!("spanish-main.{}.{}", game.id(), slot.name())
        }
        _ => format!("spanish-main.{}", slot.name()),
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::Slot;
    use std::path::{Path, PathBuf};

    /// The folder of the save slots (and of a game server's default database).
    pub fn dir() -> PathBuf {
        if let Ok(d) = std::env::var("SPANISH_MAIN_SAVE_DIR") {
            return PathBuf::from(d);
        }
        let base = std::env::var_os("XDG_DATA_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))
            .unwrap_or_else(|| PathBuf::from("."));
        base.join("spanish-main")
    }

    fn path_in(dir: &Path, slot: Slot) -> PathBuf {
        dir.join(format!("{}.ron", slot.name()))
    }

    pub fn has(slot: Slot) -> bool {
        path_in(&dir(), slot).is_file()
    }

    /// Where the slot is kept, for messages.
    pub fn location(slot: Slot) -> String {
        path_in(&dir(), slot).display().to_string()
    }

    pub fn write(slot: Slot, text: &str) -> Result<String, String> {
        write_in(&dir(), slot, text, |p, t| std::fs::write(p, t))
    }

    /// Write the slot in `dir` with `put` (a file write, or a test's that fails half way):
    /// into a temporary file first, which replaces the slot only once fully written, so a
    /// write cut short leaves the previous save whole.
    pub(crate) fn write_in(
        dir: &Path,
        slot: Slot,
        text: &str,
        put: impl FnOnce(&Path, &str) -> std::io::Result<()>,
    ) -> Result<String, String> {
        let path = path_in(dir, slot);
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        write_file_with(&path, text, put)?;
        Ok(path.display().to_string())
    }

    /// Write `text` to the file `path` whole or not at all: into a temporary file beside it
    /// first, which replaces `path` only once fully written (a save cut short, a full disk or
    /// a missing folder leave the file as it was).
    pub fn write_file(path: &Path, text: &str) -> Result<(), String> {
        write_file_with(path, text, |p, t| std::fs::write(p, t))
    }

    /// [`write_file`] with `put` doing the writing (a test's may fail half way).
    fn write_file_with(
        path: &Path,
        text: &str,
        put: impl FnOnce(&Path, &str) -> std::io::Result<()>,
    ) -> Result<(), String> {
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = std::path::PathBuf::from(tmp);
        if let Err(e) = put(&tmp, text) {
            let _ = std::fs::remove_file(&tmp);
            return Err(format!("cannot write {}: {e}", tmp.display()));
        }
        std::fs::rename(&tmp, path).map_err(|e| format!("cannot write {}: {e}", path.display()))
    }

    pub fn read(slot: Slot) -> Result<String, String> {
        read_in(&dir(), slot)
    }

    pub(crate) fn read_in(dir: &Path, slot: Slot) -> Result<String, String> {
        let path = path_in(dir, slot);
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
    //! In the browser each slot is one key of the page's local storage.

    use super::Slot;

    fn key(slot: Slot) -> String {
        super::storage_key(slot, crate::games::GameId::ALL)
    }

    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .ok_or("no browser window")?
            .local_storage()
            .map_err(|_| "local storage is not allowed on this page".to_string())?
            .ok_or_else(|| "this browser has no local storage".to_string())
    }

    pub fn has(slot: Slot) -> bool {
        storage().is_ok_and(|s| s.get_item(&key(slot)).ok().flatten().is_some())
    }

    /// Where the slot is kept, for messages.
    pub fn location(slot: Slot) -> String {
        format!("local storage \"{}\"", key(slot))
    }

    pub fn write(slot: Slot, text: &str) -> Result<String, String> {
        storage()?
            .set_item(&key(slot), text)
            .map_err(|_| "the browser refused to store the save (storage full?)".to_string())?;
        Ok("the browser's local storage".into())
    }

    pub fn read(slot: Slot) -> Result<String, String> {
        storage()?
            .get_item(&key(slot))
            .map_err(|_| "the browser refused to read local storage".to_string())?
            .ok_or_else(|| match slot {
                Slot::Game(_) | Slot::Auto(_) => {
                    "there is no saved game in this browser".to_string()
                }
                Slot::AutoLatest => "there is no autosave in this browser".to_string(),
                Slot::Settings => "there are no settings in this browser".to_string(),
            })
    }
}

#[cfg(target_arch = "wasm32")]
pub use browser::{has, location, read, write};
#[cfg(not(target_arch = "wasm32"))]
pub use native::{dir, has, location, read, write, write_file};
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) use native::{read_in, write_in};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameId;

    // Many games, one engine (issue 73): in the browser, each game's page keeps its saves under
    // its own keys; Merchants & Marauders' keys stay as they were, so its saves load on.
    #[test]
    fn the_first_games_browser_keys_stay_as_they_were() {
        let mm = [GameId::Merchants];
        assert_eq!(storage_key(Slot::Game(1), &mm), "spanish-main.save");
        assert_eq!(storage_key(Slot::Game(2), &mm), "spanish-main.save-2");
        assert_eq!(storage_key(Slot::Auto(3), &mm), "spanish-main.autosave-3");
        assert_eq!(
            storage_key(Slot::AutoLatest, &mm),
            "spanish-main.autosave-latest"
        );
        assert_eq!(storage_key(Slot::Settings, &mm), "spanish-main.settings");
    }
}
