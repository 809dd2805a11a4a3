//! Where the save slot and the settings live: files in the user's data folder on desktop, keys
//! of the page's local storage in the browser.

/// What is kept between sessions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The saved game.
    Game,
    /// The player's settings.
    Settings,
}

impl Slot {
    /// File name on desktop, and the last part of the local-storage key in the browser.
    pub fn name(self) -> &'static str {
        match self {
            Slot::Game => "save",
            Slot::Settings => "settings",
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::Slot;
    use std::path::PathBuf;

    fn dir() -> PathBuf {
        if let Ok(d) = std::env::var("SPANISH_MAIN_SAVE_DIR") {
            return PathBuf::from(d);
        }
        let base = std::env::var_os("XDG_DATA_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))
            .unwrap_or_else(|| PathBuf::from("."));
        base.join("spanish-main")
    }

    fn path(slot: Slot) -> PathBuf {
        dir().join(format!("{}.ron", slot.name()))
    }

    pub fn has(slot: Slot) -> bool {
        path(slot).is_file()
    }

    /// Where the slot is kept, for messages.
    pub fn location(slot: Slot) -> String {
        path(slot).display().to_string()
    }

    /// Write the slot; the new file replaces the old only once fully written.
    pub fn write(slot: Slot, text: &str) -> Result<String, String> {
        let path = path(slot);
        std::fs::create_dir_all(dir())
            .map_err(|e| format!("cannot create {}: {e}", dir().display()))?;
        let tmp = path.with_extension("ron.tmp");
        std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, &path)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(path.display().to_string())
    }

    pub fn read(slot: Slot) -> Result<String, String> {
        let path = path(slot);
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
    //! In the browser each slot is one key of the page's local storage.

    use super::Slot;

    fn key(slot: Slot) -> String {
        format!("spanish-main.{}", slot.name())
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
                Slot::Game => "there is no saved game in this browser".to_string(),
                Slot::Settings => "there are no settings in this browser".to_string(),
            })
    }
}

#[cfg(target_arch = "wasm32")]
pub use browser::{has, location, read, write};
#[cfg(not(target_arch = "wasm32"))]
pub use native::{has, location, read, write};
