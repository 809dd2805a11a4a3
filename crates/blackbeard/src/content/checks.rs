//! The small checks every data file's items pass: present, short enough, within range; and
//! the one error that names file, item and problem. A leaf.

use super::DataError;

pub(super) fn err(file: &str, item: impl Into<String>, problem: impl Into<String>) -> DataError {
    DataError {
        file: file.to_string(),
        item: item.into(),
        problem: problem.into(),
    }
}

/// A short text a player reads: present, and not a page.
pub(super) fn words(
    file: &str,
    item: &str,
    field: &str,
    text: &str,
    most: usize,
) -> Result<(), DataError> {
    if text.trim().is_empty() {
        return Err(err(file, item, format!("{field} is empty")));
    }
    if text.chars().count() > most {
        return Err(err(
            file,
            item,
            format!(
                "{field} is {} letters long, at most {most}",
                text.chars().count()
            ),
        ));
    }
    Ok(())
}

pub(super) fn within(
    file: &str,
    item: &str,
    field: &str,
    v: u8,
    lo: u8,
    hi: u8,
) -> Result<(), DataError> {
    if v < lo || v > hi {
        return Err(err(
            file,
            item,
            format!("{field} {v} is not within {lo}–{hi}"),
        ));
    }
    Ok(())
}
