//! The table API's bodies (`POST /api/tables`): what a client asks for and what it gets.

use serde::{Deserialize, Serialize};

/// A new table, as the client asks for it.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct NewTable {
    /// Which game the table plays, by its id (`mm`, Merchants & Marauders, when absent).
    #[serde(default)]
    pub game: Option<String>,
    /// 2 to 4 seats: `human`, `random`, `easy`, `normal`, `hard` (a level with a style:
    /// `normal-pirate`).
    pub seats: Vec<String>,
    /// Seas of Glory modules and variants, as `--modules` takes them (none by default).
    #[serde(default)]
    pub modules: Option<String>,
    /// Humans may take back choices (every human agreed, as at the table).
    #[serde(default)]
    pub undo: bool,
    /// The game's seed and the captains' (random when absent).
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub ai_seed: Option<u64>,
    #[serde(default)]
    pub max_rounds: Option<u32>,
    /// The turn timer: seconds a human seat may take over one decision before the server
    /// answers it as a Normal captain would (none by default: a table waits as long as it
    /// must).
    #[serde(default)]
    pub turn_seconds: Option<u32>,
    /// AI captains steer NPC ships in battle (as the new-game screen's box).
    #[serde(default)]
    pub ai_steers_npcs: bool,
}

/// A table made: its id and the tokens that open it (each given once, never kept).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Created {
    pub table: String,
    /// The game the table plays (its id).
    #[serde(default = "merchants")]
    pub game: String,
    pub seats: Vec<SeatInvite>,
    pub spectator_token: String,
    /// The spectators' invite link (made by the HTTP API, which knows the server's host).
    #[serde(default)]
    pub spectator_link: Option<String>,
}

/// The game of a table or frame from before tables named their game: Merchants & Marauders.
pub fn merchants() -> String {
    "mm".into()
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeatInvite {
    pub seat: usize,
    pub kind: String,
    /// A human seat's token; AI seats have none.
    pub token: Option<String>,
    /// Its invite link, `http://HOST/GAME/#table=ID&token=T` (made by the HTTP API).
    #[serde(default)]
    pub link: Option<String>,
}
