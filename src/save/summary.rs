//! What a save slot holds, in a line: which game, when it was saved, the round, the captains,
//! whether the game is over and whether it can be replayed. The date is the save's first line, a RON
//! comment (so the save itself is unchanged for the rules).

use crate::games::GameId;
use crate::table::OnTable;
use game_core::Session;
use std::sync::Arc;

/// A saved game, described.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Which game the save holds.
    pub game: GameId,
    /// "2026-11-23 21:40 UTC", if the save says.
    pub saved: Option<String>,
    pub round: u32,
    /// "Red (seat 1): Lucía Arana", "Blue (seat 2) · Normal merchant: Josiah Blackwood"...
    pub captains: Vec<String>,
    pub over: bool,
    /// The save keeps its history (it can be replayed from its start).
    pub replayable: bool,
}

/// The first line of every save: when it was written.
pub fn stamp(now: &str) -> String {
    format!("// Spanish Main save, {now}\n")
}

/// The date in a save's first line, if any.
fn saved_at(text: &str) -> Option<String> {
    let first = text.lines().next()?;
    Some(
        first
            .strip_prefix("// Spanish Main save, ")?
            .trim()
            .to_string(),
    )
}

/// Describe a save of the game `G`; a save that does not load is its load error (a save of
/// another game too).
pub fn summarize<G: OnTable>(data: Arc<G::Data>, text: &str) -> Result<Summary, String> {
    let game = GameId::of_save(text).map_err(|e| e.to_string())?;
    if game.id() != G::ID {
        return Err(format!(
            "the save holds a game of {}, not of {}",
            game.title(),
            G::TITLE
        ));
    }
    let session = Session::<G>::load(data, text).map_err(|e| e.to_string())?;
    Ok(Summary {
        game,
        saved: saved_at(text),
        round: G::round(session.state()),
        captains: G::seats_in_words(&session),
        over: session.is_over(),
        replayable: session.history().is_some_and(|h| !h.is_empty()),
    })
}

/// Now, as a save's date: "2026-11-23 21:40 UTC".
pub fn now() -> String {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        utc(secs)
    }
    #[cfg(target_arch = "wasm32")]
    {
        use web_sys::js_sys::Date;
        utc((Date::now() / 1000.0) as u64)
    }
}

/// Seconds since 1970 as a UTC date and time (the days-to-civil algorithm of H. Hinnant).
pub fn utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let (hour, minute) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} {hour:02}:{minute:02} UTC")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::GameData;
    use crate::games::mm::words::seat_name;
    use crate::rules::MerchantsAndMarauders as Mm;
    use crate::rules::{GameConfig, SeatKind};

    // Dates are written as the calendar has them (leap days, the turn of a century).
    #[test]
    fn seconds_become_dates() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(utc(1_795_459_260), "2026-11-23 18:41 UTC");
    }

    // Table comforts (issue: autosave and resume) — a slot shows its game, date, round and
    // captains, and a bad save is its error (a game this version does not know too).
    #[test]
    fn a_slot_shows_its_date_round_and_captains() {
        let data = GameData::embedded();
        let config = GameConfig::new(vec![SeatKind::Human, SeatKind::RandomAi], 4);
        let (session, _) = crate::rules::Session::new(data.clone(), config).unwrap();
        let text = format!("{}{}", stamp("2026-11-23 21:40 UTC"), session.save());
        let s = summarize::<Mm>(data.clone(), &text).unwrap();
        assert_eq!(s.game, GameId::Merchants);
        assert_eq!(s.saved.as_deref(), Some("2026-11-23 21:40 UTC"));
        assert_eq!(s.round, 0);
        assert_eq!(s.captains.len(), 2);
        assert!(s.captains[0].starts_with(&seat_name(0)));
        // Before the reveal no captain is named.
        assert!(!s.captains[0].contains(':'), "{}", s.captains[0]);
        assert!(!s.over && !s.replayable);
        assert!(summarize::<Mm>(data.clone(), "(format: 8, nonsense)").is_err());
        let chess = text.replacen("game: \"mm\"", "game: \"chess\"", 1);
        assert_eq!(
            summarize::<Mm>(data, &chess),
            Err("the save holds a game of \"chess\", which this version does not know".into())
        );
    }
}
