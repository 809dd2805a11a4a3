//! Where the save slot lives: a file in the user's data folder on desktop, a key of the
//! page's local storage in the browser.

#[cfg(not(target_arch = "wasm32"))]
mod native {
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

    fn path() -> PathBuf {
        dir().join("save.ron")
    }

    pub fn has_save() -> bool {
        path().is_file()
    }

    /// Write the slot; the new file replaces the old only once fully written.
    pub fn write_slot(text: &str) -> Result<String, String> {
        let path = path();
        std::fs::create_dir_all(dir())
            .map_err(|e| format!("cannot create {}: {e}", dir().display()))?;
        let tmp = path.with_extension("ron.tmp");
        std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, &path)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(path.display().to_string())
    }

    pub fn read_slot() -> Result<String, String> {
        let path = path();
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }
}

#[cfg(target_arch = "wasm32")]
mod native {
    //! In the browser the slot is one key of the page's local storage.

    const KEY: &str = "spanish-main.save";

    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .ok_or("no browser window")?
            .local_storage()
            .map_err(|_| "local storage is not allowed on this page".to_string())?
            .ok_or_else(|| "this browser has no local storage".to_string())
    }

    pub fn has_save() -> bool {
        storage().is_ok_and(|s| s.get_item(KEY).ok().flatten().is_some())
    }

    pub fn write_slot(text: &str) -> Result<String, String> {
        storage()?
            .set_item(KEY, text)
            .map_err(|_| "the browser refused to store the save (storage full?)".to_string())?;
        Ok("the browser's local storage".into())
    }

    pub fn read_slot() -> Result<String, String> {
        storage()?
            .get_item(KEY)
            .map_err(|_| "the browser refused to read local storage".to_string())?
            .ok_or_else(|| "there is no saved game in this browser".to_string())
    }
}

pub use native::{has_save, read_slot, write_slot};
