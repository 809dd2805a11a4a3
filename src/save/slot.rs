//! Where the save slot lives: a file in the user's data folder on desktop. The browser's
//! local storage takes this place in the web build.

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
    const NOT_YET: &str = "saving in the browser is not available in this build";

    pub fn has_save() -> bool {
        false
    }

    pub fn write_slot(_text: &str) -> Result<String, String> {
        Err(NOT_YET.into())
    }

    pub fn read_slot() -> Result<String, String> {
        Err(NOT_YET.into())
    }
}

pub use native::{has_save, read_slot, write_slot};
