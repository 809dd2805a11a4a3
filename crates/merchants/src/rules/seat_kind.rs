//! Who answers each seat's decisions: a human, the random captain, or an AI captain of a level
//! and a style. Saved with the game, so a loaded game keeps its captains.

use serde::{Deserialize, Serialize};

/// Who answers a seat's decisions. Saved with the game so a loaded game keeps its AI seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    /// Picks uniformly among the options (the soak tests' engine).
    RandomAi,
    /// An AI captain of a level and a style (see `crate::ai`).
    Ai {
        level: AiLevel,
        style: AiStyle,
    },
}

/// How well an AI captain plays (in rising order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum AiLevel {
    /// The rules of thumb, with a mistake now and then.
    Easy,
    /// The rules of thumb.
    Normal,
    /// Searches ahead over games sampled from what it sees, the rules of thumb playing them out;
    /// as an opportunist it trades until it is wanted (a Normal one raids whenever its ship
    /// outguns a merchant's, which does not pay), and it weighs a detour home to the chest less
    /// and buying goods more than a Normal captain.
    Hard,
    /// The Hard search given a second a decision and every core of the machine.
    Expert,
}

/// How an AI captain means to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AiStyle {
    /// Trade routes by demand, missions, the stash; keeps clear of bounties.
    Merchant,
    /// Raids merchants, hunts weaker captains, keeps to ports that let pirates in.
    Pirate,
    /// Trades or raids, whichever its position favours.
    Opportunist,
}

impl AiLevel {
    pub const ALL: [AiLevel; 4] = [
        AiLevel::Easy,
        AiLevel::Normal,
        AiLevel::Hard,
        AiLevel::Expert,
    ];

    pub fn key(self) -> &'static str {
        match self {
            AiLevel::Easy => "easy",
            AiLevel::Normal => "normal",
            AiLevel::Hard => "hard",
            AiLevel::Expert => "expert",
        }
    }
}

impl AiStyle {
    pub const ALL: [AiStyle; 3] = [AiStyle::Merchant, AiStyle::Pirate, AiStyle::Opportunist];

    pub fn key(self) -> &'static str {
        match self {
            AiStyle::Merchant => "merchant",
            AiStyle::Pirate => "pirate",
            AiStyle::Opportunist => "opportunist",
        }
    }
}

impl SeatKind {
    /// Whether the computer answers this seat's decisions.
    pub fn is_ai(self) -> bool {
        self != SeatKind::Human
    }

    /// Whether this seat's captain searches (a Hard captain: tens of milliseconds a decision,
    /// an Expert a second; the others answer in microseconds).
    pub fn searches(self) -> bool {
        matches!(
            self,
            SeatKind::Ai {
                level: AiLevel::Hard | AiLevel::Expert,
                ..
            }
        )
    }

    /// The seat's kind as the command line and reports name it: `human`, `random`, or a
    /// level (`easy`, `normal`, `hard`, `expert`) with an optional style after a dash (`normal-pirate`); a level
    /// alone plays the opportunist.
    pub fn key(self) -> String {
        match self {
            SeatKind::Human => "human".into(),
            SeatKind::RandomAi => "random".into(),
            SeatKind::Ai {
                level,
                style: AiStyle::Opportunist,
            } => level.key().into(),
            SeatKind::Ai { level, style } => format!("{}-{}", level.key(), style.key()),
        }
    }

    /// Read a seat kind named as [`SeatKind::key`] writes it.
    pub fn parse(text: &str) -> Result<SeatKind, String> {
        let text = text.trim();
        match text {
            "human" => return Ok(SeatKind::Human),
            "random" => return Ok(SeatKind::RandomAi),
            _ => {}
        }
        let (level, style) = text.split_once('-').unwrap_or((text, "opportunist"));
        let level = AiLevel::ALL.into_iter().find(|l| l.key() == level);
        let style = AiStyle::ALL.into_iter().find(|s| s.key() == style);
        match (level, style) {
            (Some(level), Some(style)) => Ok(SeatKind::Ai { level, style }),
            _ => Err(format!(
                "unknown seat \"{text}\" (seats: human, random, easy, normal, hard, expert, each level \
                 optionally with -merchant, -pirate or -opportunist)"
            )),
        }
    }
}
