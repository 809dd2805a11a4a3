//! What every game's data loader shares: the one error a data file that cannot be used gives
//! (which file, which item, what is wrong), reading a folder of data files, and parsing one.
//! Each game keeps its own list of files, its embedded copies and its checks.

use serde::de::DeserializeOwned;
use std::collections::HashMap;
use std::fmt;

/// A data file that could not be used: which file, which item, what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataError {
    pub file: String,
    pub item: String,
    pub problem: String,
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.item.is_empty() {
            write!(f, "{}: {}", self.file, self.problem)
        } else {
            write!(f, "{}: {}: {}", self.file, self.item, self.problem)
        }
    }
}

impl std::error::Error for DataError {}

/// The files `names` in a folder (the headless commands' `--data`), each read as UTF-8 text;
/// a file missing or unreadable is an error naming it.
#[cfg(not(target_arch = "wasm32"))]
pub fn read_dir(
    dir: &std::path::Path,
    names: &[&str],
) -> Result<HashMap<String, String>, DataError> {
    let mut files = HashMap::new();
    for name in names {
        let path = dir.join(name);
        let missing = |problem: String| DataError {
            file: name.to_string(),
            item: String::new(),
            problem,
        };
        let bytes = std::fs::read(&path)
            .map_err(|e| missing(format!("cannot be read from {}: {e}", path.display())))?;
        let text = String::from_utf8(bytes)
            .map_err(|_| missing(format!("{} is not UTF-8 text", path.display())))?;
        files.insert(name.to_string(), text);
    }
    Ok(files)
}

/// One file of `files` parsed as RON; missing or unreadable, an error naming it.
pub fn parse<T: DeserializeOwned>(
    files: &HashMap<String, String>,
    name: &str,
) -> Result<T, DataError> {
    let text = files.get(name).ok_or_else(|| DataError {
        file: name.to_string(),
        item: String::new(),
        problem: "file is missing".to_string(),
    })?;
    ron::from_str(text).map_err(|e| DataError {
        file: name.to_string(),
        item: String::new(),
        problem: format!("cannot be read: {e}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    // Bad input: a data file missing or broken is one error naming the file and the problem.
    #[test]
    fn a_missing_or_broken_file_is_named() {
        let mut files = HashMap::new();
        files.insert("a.ron".to_string(), "(x: ".to_string());
        let e = parse::<(u8,)>(&files, "b.ron").unwrap_err();
        assert_eq!(e.to_string(), "b.ron: file is missing");
        let e = parse::<(u8,)>(&files, "a.ron").unwrap_err();
        assert!(e.to_string().starts_with("a.ron: cannot be read: "), "{e}");
        let dir = std::env::temp_dir().join(format!("core-data-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let e = read_dir(&dir, &["c.ron"]).unwrap_err();
        assert_eq!(e.file, "c.ron");
        assert!(e.problem.starts_with("cannot be read from "), "{e}");
        std::fs::write(dir.join("c.ron"), [0xff, 0xfe]).unwrap();
        let e = read_dir(&dir, &["c.ron"]).unwrap_err();
        assert!(e.problem.ends_with("is not UTF-8 text"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
