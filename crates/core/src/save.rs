//! The save envelope every game shares: which game, which format, the state, and the choices
//! that lead to it. From format [`NAMED_FROM`] on a save names its game; the older formats
//! are the first game's (Merchants & Marauders'), whose saves named none.

use crate::game::Game;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The first save format that names its game.
pub const NAMED_FROM: u32 = 11;

/// A save that cannot be loaded; the game in progress is untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Parse(String),
    /// A format this version does not read; it reads `oldest` to `newest` of the game's.
    Format {
        found: u32,
        oldest: u32,
        newest: u32,
    },
    /// A save of another game than the one asked to load it, or of one this version does not
    /// know.
    Game {
        found: String,
        expected: String,
    },
    Inconsistent(String),
    /// The save's history does not replay to its state.
    History(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Parse(e) => write!(f, "the save cannot be read: {e}"),
            LoadError::Format {
                found,
                oldest,
                newest,
            } => write!(
                f,
                "the save is format {found}; this version reads formats {oldest} to {newest}"
            ),
            LoadError::Game { found, expected } if expected.is_empty() => write!(
                f,
                "the save holds a game of \"{found}\", which this version does not know"
            ),
            LoadError::Game { found, expected } => write!(
                f,
                "the save holds a game of \"{found}\", not of \"{expected}\""
            ),
            LoadError::History(e) => write!(f, "the save's history does not match its game: {e}"),
            LoadError::Inconsistent(e) => write!(f, "the save does not describe a valid game: {e}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// A save as written.
#[derive(Serialize, Deserialize)]
#[serde(bound(
    serialize = "S: Serialize, C: Serialize",
    deserialize = "S: Deserialize<'de>, C: Deserialize<'de>"
))]
pub(crate) struct SaveFile<S, C> {
    /// The game's [`Game::ID`] (format [`NAMED_FROM`] on; empty before).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub game: String,
    pub format: u32,
    pub state: S,
    /// Every choice since setup (format 8 on), or since `origin`: replaying them on the state
    /// the config sets up (or on `origin`) gives `state` again.
    #[serde(default)]
    pub history: Option<Vec<C>>,
    /// Where the history starts, for a game that did not begin at its setup (format 9 on): a
    /// game loaded from an older save without a usable history, or begun from a given state.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<S>,
}

/// Just a save's game and format, ignoring the rest.
#[derive(Deserialize)]
struct HeaderOnly {
    #[serde(default)]
    game: String,
    format: u32,
    #[serde(rename = "state")]
    _state: serde::de::IgnoredAny,
}

/// What a save says of itself before its state is read: its game (by [`Game::ID`]; `None` for
/// a format older than [`NAMED_FROM`], which named none) and its format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub game: Option<String>,
    pub format: u32,
}

/// Read a save's header; a text that is no save is an error.
pub fn header(text: &str) -> Result<Header, LoadError> {
    let h: HeaderOnly = ron::from_str(text).map_err(|e| LoadError::Parse(e.to_string()))?;
    let h = Header::from(h);
    h.names_its_game()?;
    Ok(h)
}

/// A save's header, if the text has the shape of one (else the full read will say what is
/// wrong with it).
pub(crate) fn peek(text: &str) -> Option<Header> {
    ron::from_str::<HeaderOnly>(text).ok().map(Header::from)
}

impl From<HeaderOnly> for Header {
    fn from(h: HeaderOnly) -> Header {
        Header {
            game: (!h.game.is_empty()).then_some(h.game),
            format: h.format,
        }
    }
}

impl Header {
    /// A format that names its game must name it.
    fn names_its_game(&self) -> Result<(), LoadError> {
        if self.format >= NAMED_FROM && self.game.is_none() {
            return Err(LoadError::Parse(format!(
                "a format {} save names its game, and this one names none",
                self.format
            )));
        }
        Ok(())
    }
}

/// Whether a save with this header is `G`'s, in a format this version reads.
pub(crate) fn check_header<G: Game>(h: &Header) -> Result<(), LoadError> {
    h.names_its_game()?;
    let ours = match &h.game {
        Some(id) => id == G::ID,
        None => G::UNNAMED_SAVES,
    };
    if !ours {
        return Err(LoadError::Game {
            found: h.game.clone().unwrap_or_else(|| "an older version".into()),
            expected: G::ID.into(),
        });
    }
    if !(G::OLDEST_SAVE_FORMAT..=G::SAVE_FORMAT).contains(&h.format) {
        return Err(LoadError::Format {
            found: h.format,
            oldest: G::OLDEST_SAVE_FORMAT,
            newest: G::SAVE_FORMAT,
        });
    }
    Ok(())
}
