//! Autosave: the game is written at the start of every turn (files beside the save on the
//! desktop, local-storage keys in the browser), so a crash or a closed tab loses at most the
//! turn in progress. The three autosaves keep three depths: the start of this turn, the start
//! of this round and the start of the round before, so that going back a little or a lot is
//! one load. "Continue" on the main menu resumes the newest that loads, and says which it
//! skipped and why.

use super::slot::{self, Slot};
use crate::table::OnTable;
use crate::table::session::{ActiveGame, GameEventMsg};
use bevy::prelude::*;

/// How many autosaves are kept: this turn's start, this round's, the round before's.
pub const AUTOSAVES: u8 = 3;
/// The autosave of the start of this turn (the newest).
pub const TURN: u8 = 0;
/// The autosave of the start of this round.
pub const ROUND: u8 = 1;
/// The autosave of the start of the round before.
pub const ROUND_BEFORE: u8 = 2;

/// What each autosave holds, for the Load window.
pub fn depth(n: u8) -> &'static str {
    match n {
        TURN => "start of the latest turn",
        ROUND => "start of the latest round",
        _ => "start of the round before",
    }
}

/// Autosave the game `G` (`save::for_game` adds it for each game).
pub(super) fn for_game<G: OnTable>(app: &mut App) {
    app.add_systems(
        Update,
        autosave::<G>
            // Looking back, the turns that start are the past's.
            .run_if(
                resource_exists::<ActiveGame<G>>
                    .and_then(crate::table::look_back::not_looking_back::<G>),
            )
            .after(crate::table::session::SessionSet),
    );
}

/// The autosave to continue from: the newest that loads (`loads` says whether a save's text
/// does, and why not), with a line for each newer one skipped. Tries the one marked as
/// written last first (saves of earlier versions rotated), then the turn's, the round's and
/// the round before's.
pub fn continue_from(
    read: impl Fn(Slot) -> Result<String, String>,
    loads: impl Fn(&str) -> Result<(), String>,
) -> Option<(u8, Vec<String>)> {
    let marked = latest_with(&read);
    let order = marked
        .into_iter()
        .chain([TURN, ROUND, ROUND_BEFORE])
        .enumerate()
        .filter(|(i, n)| *i == 0 || Some(*n) != marked)
        .map(|(_, n)| n);
    let mut skipped = Vec::new();
    for n in order {
        let Ok(text) = read(Slot::Auto(n)) else {
            continue;
        };
        match loads(&text) {
            Ok(()) => return Some((n, skipped)),
            Err(e) => skipped.push(format!(
                "Autosave {} ({}) is damaged and was skipped: {e}",
                n + 1,
                depth(n)
            )),
        }
    }
    None
}

fn latest_with(read: impl Fn(Slot) -> Result<String, String>) -> Option<u8> {
    read(Slot::AutoLatest)
        .ok()?
        .trim()
        .parse()
        .ok()
        .filter(|n| *n < AUTOSAVES)
}

/// Write `text` as the start of this turn, and (`new_round`) of this round, moving the last
/// round's start one deeper first (`read`/`write` reach the store: the real one, or a test's
/// folder). Each file is whole or untouched; the marker moves only once the turn's is written.
fn write_with(
    read: impl Fn(Slot) -> Result<String, String>,
    mut write: impl FnMut(Slot, &str) -> Result<String, String>,
    text: &str,
    new_round: bool,
) -> Result<(), String> {
    if new_round {
        if let Ok(last_round) = read(Slot::Auto(ROUND)) {
            write(Slot::Auto(ROUND_BEFORE), &last_round)?;
        }
        write(Slot::Auto(ROUND), text)?;
    }
    write(Slot::Auto(TURN), text)?;
    write(Slot::AutoLatest, &TURN.to_string())?;
    Ok(())
}

/// A turn has begun: write the game as this turn's start (and this round's, at a new round).
/// `last_round`: the round autosaved last in this run of the game.
fn autosave<G: OnTable>(
    mut events: MessageReader<GameEventMsg<G>>,
    game: Res<ActiveGame<G>>,
    mut last_round: Local<Option<u32>>,
) {
    let turn = events.read().any(|e| G::turn_begins(&e.0));
    if !turn {
        return;
    }
    let state = game.session.state();
    let round = G::round(state);
    // The round's first turn, not yet autosaved as this round's start.
    let first_turn = G::round_begins(state);
    let new_round = first_turn && *last_round != Some(round);
    let written = game.session.checked_save().and_then(|save| {
        let text = format!("{}{save}", super::summary::stamp(&super::summary::now()));
        write_with(slot::read, slot::write, &text, new_round)
    });
    match written {
        Ok(()) => info!("save: autosaved round {round} (new round: {new_round})"),
        Err(e) => warn!("autosave failed: {e}"),
    }
    *last_round = Some(round);
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::save::slot::{read_in, write_in};
    use std::path::PathBuf;

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("spanish-main-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    // Table comforts (issue: the table on a laptop screen, "keep them at distinct depths") —
    // the three autosaves hold the start of the latest turn, of the latest round and of the
    // round before; Continue resumes the newest.
    #[test]
    fn autosaves_keep_three_depths() {
        let dir = folder("depths");
        let read = |s| read_in(&dir, s);
        let put = |p: &std::path::Path, t: &str| std::fs::write(p, t);
        // Rounds 1 to 3 of two turns each.
        for round in 1..=3 {
            for turn in 0..2 {
                let text = format!("round {round} turn {turn}");
                write_with(read, |s, t| write_in(&dir, s, t, put), &text, turn == 0).unwrap();
            }
        }
        assert_eq!(read_in(&dir, Slot::Auto(TURN)).unwrap(), "round 3 turn 1");
        assert_eq!(read_in(&dir, Slot::Auto(ROUND)).unwrap(), "round 3 turn 0");
        assert_eq!(
            read_in(&dir, Slot::Auto(ROUND_BEFORE)).unwrap(),
            "round 2 turn 0"
        );
        let all_load = |_: &str| Ok(());
        assert_eq!(continue_from(read, all_load), Some((TURN, Vec::new())));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    // Table comforts (issue: the table on a laptop screen, "Continue falls back") — when the
    // newest autosave cannot be read, Continue offers the newest that can, and says which it
    // skipped and why; with none to load there is nothing to continue.
    #[test]
    fn continue_falls_back_past_a_damaged_autosave() {
        let dir = folder("fallback");
        let read = |s| read_in(&dir, s);
        let put = |p: &std::path::Path, t: &str| std::fs::write(p, t);
        write_with(read, |s, t| write_in(&dir, s, t, put), "good round", true).unwrap();
        write_with(
            read,
            |s, t| write_in(&dir, s, t, put),
            "damaged turn",
            false,
        )
        .unwrap();
        let loads = |t: &str| {
            if t.starts_with("damaged") {
                Err("the save cannot be read: 3:1 expected `(`".to_string())
            } else {
                Ok(())
            }
        };
        let (n, skipped) = continue_from(read, loads).unwrap();
        assert_eq!(n, ROUND);
        assert_eq!(skipped.len(), 1);
        assert!(
            skipped[0].contains("start of the latest turn"),
            "{skipped:?}"
        );
        assert!(skipped[0].contains("expected"), "{skipped:?}");
        assert_eq!(continue_from(read, |_: &str| Err("no".into())), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    // Table comforts (issue: autosave) — saves are written atomically: a write cut short
    // leaves the previous save whole and loadable, and the latest marker unmoved.
    #[test]
    fn a_save_cut_short_leaves_the_previous_one_whole() {
        let dir = folder("atomic");
        let read = |s| read_in(&dir, s);
        let put = |p: &std::path::Path, t: &str| std::fs::write(p, t);
        write_with(read, |s, t| write_in(&dir, s, t, put), "game one", true).unwrap();
        write_with(read, |s, t| write_in(&dir, s, t, put), "game two", false).unwrap();
        // The machine dies half way through writing the third.
        let crash = |p: &std::path::Path, t: &str| {
            std::fs::write(p, &t[..t.len() / 2])?;
            Err(std::io::Error::other("power cut"))
        };
        let e = write_with(
            read,
            |s, t| write_in(&dir, s, t, crash),
            "game three",
            false,
        )
        .unwrap_err();
        assert!(e.contains("power cut"), "{e}");
        let latest = latest_with(read).unwrap();
        assert_eq!(read_in(&dir, Slot::Auto(latest)).unwrap(), "game two");
        // The same for the manual save.
        write_in(&dir, Slot::Game(1), "saved", put).unwrap();
        assert!(write_in(&dir, Slot::Game(1), "overwritten", crash).is_err());
        assert_eq!(read_in(&dir, Slot::Game(1)).unwrap(), "saved");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
