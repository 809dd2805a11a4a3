//! The games this app plays, named at its edge only: the command line's `--game`, the save a
//! player opens, the new-game screen. Everything inside a game is generic over the core's
//! trait (`game_core::Game`) or the game's own crate.

// Built with no game's feature (`--no-default-features`), the app is the shell alone: CI
// checks that it compiles, which proves the shell names no game; it plays nothing.

#[cfg(feature = "bb")]
pub mod bb;
#[cfg(feature = "dr")]
pub mod dr;
#[cfg(feature = "mm")]
pub mod mm;

#[cfg(feature = "bb")]
use blackbeard::rules::Blackbeard;
#[cfg(feature = "dr")]
use dead_reckoning::DeadReckoning;
#[cfg(any(feature = "mm", feature = "bb", feature = "dr"))]
use game_core::Game;
use game_core::LoadError;
#[cfg(feature = "mm")]
use merchants::rules::MerchantsAndMarauders;
use std::fmt;
use std::str::FromStr;

/// One of the games on the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    /// Merchants & Marauders, with its Seas of Glory modules and variants.
    #[cfg(feature = "mm")]
    Merchants,
    /// Blackbeard (the Living Rules).
    #[cfg(feature = "bb")]
    Blackbeard,
    /// Dead Reckoning (headless until its table comes).
    #[cfg(feature = "dr")]
    DeadReckoning,
}

impl GameId {
    /// Every game this version plays.
    pub const ALL: &'static [GameId] = &[
        #[cfg(feature = "mm")]
        GameId::Merchants,
        #[cfg(feature = "bb")]
        GameId::Blackbeard,
        #[cfg(feature = "dr")]
        GameId::DeadReckoning,
    ];

    /// The games the window plays (a table of their own): the menu, the new-game screen and
    /// the save slots offer these; the others play headless (`play`, `simulate`, ...).
    pub const TABLES: &'static [GameId] = &[
        #[cfg(feature = "mm")]
        GameId::Merchants,
        #[cfg(feature = "bb")]
        GameId::Blackbeard,
    ];

    /// Whether the window plays this game.
    pub fn has_table(self) -> bool {
        GameId::TABLES.contains(&self)
    }

    /// The game's short name in saves and on the command line (`mm`).
    pub fn id(self) -> &'static str {
        match self {
            #[cfg(feature = "mm")]
            GameId::Merchants => MerchantsAndMarauders::ID,
            #[cfg(feature = "bb")]
            GameId::Blackbeard => Blackbeard::ID,
            #[cfg(feature = "dr")]
            GameId::DeadReckoning => DeadReckoning::ID,
        }
    }

    /// The game's line under the menu's title.
    pub fn tagline(self) -> &'static str {
        match self {
            #[cfg(feature = "mm")]
            GameId::Merchants => "Merchants & Marauders of the Caribbean, 1650",
            #[cfg(feature = "bb")]
            GameId::Blackbeard => "Blackbeard: the Golden Age of Piracy, 1680-1730",
            #[cfg(feature = "dr")]
            GameId::DeadReckoning => "Dead Reckoning: sail, explore, trade and build",
        }
    }

    /// What the game calls its round, as the save slots write it ("Round", "Player-Turn").
    pub fn round_word(self) -> &'static str {
        use crate::table::OnTable;
        match self {
            #[cfg(feature = "mm")]
            GameId::Merchants => <MerchantsAndMarauders as OnTable>::ROUND_WORD,
            #[cfg(feature = "bb")]
            GameId::Blackbeard => <Blackbeard as OnTable>::ROUND_WORD,
            #[cfg(feature = "dr")]
            GameId::DeadReckoning => <DeadReckoning as OnTable>::ROUND_WORD,
        }
    }

    /// The game's title for people.
    pub fn title(self) -> &'static str {
        match self {
            #[cfg(feature = "mm")]
            GameId::Merchants => MerchantsAndMarauders::TITLE,
            #[cfg(feature = "bb")]
            GameId::Blackbeard => Blackbeard::TITLE,
            #[cfg(feature = "dr")]
            GameId::DeadReckoning => DeadReckoning::TITLE,
        }
    }

    /// The game a save holds, from its header; a save of a game this version does not know,
    /// or no save at all, is one clear error.
    pub fn of_save(text: &str) -> Result<GameId, LoadError> {
        let header = game_core::save::header(text)?;
        match header.game {
            None => GameId::ALL
                .iter()
                .copied()
                .find(|g| g.unnamed_saves())
                .ok_or_else(|| LoadError::Parse("the save names no game".into())),
            Some(id) => id.parse().map_err(|_| LoadError::Game {
                found: id,
                expected: String::new(),
            }),
        }
    }

    /// Whether the saves of older versions, which named no game, are this game's.
    pub(crate) fn unnamed_saves(self) -> bool {
        match self {
            #[cfg(feature = "mm")]
            GameId::Merchants => MerchantsAndMarauders::UNNAMED_SAVES,
            #[cfg(feature = "bb")]
            GameId::Blackbeard => Blackbeard::UNNAMED_SAVES,
            #[cfg(feature = "dr")]
            GameId::DeadReckoning => DeadReckoning::UNNAMED_SAVES,
        }
    }

    /// The games by short name and title, for an error's message.
    pub fn known() -> String {
        GameId::ALL
            .iter()
            .map(|g| format!("{} ({})", g.id(), g.title()))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for GameId {
    type Err = String;

    fn from_str(s: &str) -> Result<GameId, String> {
        GameId::ALL
            .iter()
            .copied()
            .find(|g| {
                g.id() == s
                    || g.title().eq_ignore_ascii_case(s)
                    || g.title().replace(' ', "-").eq_ignore_ascii_case(s)
            })
            .ok_or_else(|| {
                format!(
                    "unknown game \"{s}\": this version plays {}",
                    GameId::known()
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Bad input: an unknown game is one clear error naming the games there are.
    #[test]
    fn a_game_is_named_by_its_short_name() {
        assert_eq!("mm".parse(), Ok(GameId::Merchants));
        assert_eq!("bb".parse(), Ok(GameId::Blackbeard));
        assert_eq!("blackbeard".parse(), Ok(GameId::Blackbeard));
        assert_eq!("dr".parse(), Ok(GameId::DeadReckoning));
        assert_eq!("dead-reckoning".parse(), Ok(GameId::DeadReckoning));
        assert_eq!("Dead Reckoning".parse(), Ok(GameId::DeadReckoning));
        assert_eq!(
            "chess".parse::<GameId>(),
            Err(
                "unknown game \"chess\": this version plays mm (Merchants & Marauders), \
                 bb (Blackbeard), dr (Dead Reckoning)"
                    .into()
            )
        );
        // The window plays the games with a table.
        assert!(GameId::Merchants.has_table());
        assert!(GameId::Blackbeard.has_table());
        // Dead Reckoning plays headless until its table comes.
        assert!(!GameId::DeadReckoning.has_table());
    }

    // Saves: before format 11 a save named no game, and was Merchants & Marauders'.
    #[test]
    fn a_save_says_which_game_it_holds() {
        let old = "(format: 10, state: (seats: []))";
        assert_eq!(GameId::of_save(old), Ok(GameId::Merchants));
        let named = "(game: \"mm\", format: 11, state: ())";
        assert_eq!(GameId::of_save(named), Ok(GameId::Merchants));
        let chess = "(game: \"chess\", format: 11, state: ())";
        assert_eq!(
            GameId::of_save(chess).unwrap_err().to_string(),
            "the save holds a game of \"chess\", which this version does not know"
        );
        assert!(matches!(
            GameId::of_save("nonsense"),
            Err(LoadError::Parse(_))
        ));
    }
}

#[cfg(all(test, feature = "mm", feature = "bb"))]
mod one_table {
    use crate::online::seating::for_game;
    use crate::table::session::ActiveGame;
    use bevy::prelude::*;
    use blackbeard::rules::Blackbeard as Bb;
    use merchants::rules::MerchantsAndMarauders as Mm;
    use std::sync::Arc;

    fn mm() -> ActiveGame<Mm> {
        let config = merchants::rules::GameConfig::new(
            vec![
                merchants::rules::SeatKind::Human,
                merchants::rules::SeatKind::RandomAi,
            ],
            3,
        );
        let (session, _) =
            game_core::Session::<Mm>::new(merchants::content::GameData::embedded(), config)
                .unwrap();
        ActiveGame { session }
    }

    fn bb() -> ActiveGame<Bb> {
        let config = blackbeard::rules::Options::default().config(
            vec![blackbeard::rules::SeatKind::Human; 2],
            3,
            4,
            false,
        );
        let data = Arc::new(blackbeard::content::BbData::embedded().unwrap());
        let (session, _) = game_core::Session::<Bb>::new(data, config).unwrap();
        ActiveGame { session }
    }

    // Issue 65, "every game playable end to end": one game is on the table at a time. A game
    // of Blackbeard started (or loaded) puts M&M's away, and the other way about; the table
    // the shell reads is the new one's.
    #[test]
    fn a_local_game_opening_puts_every_other_games_table_away() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<crate::table::played::OnTheTable>()
            .add_systems(
                PreUpdate,
                (
                    crate::table::played::note_open::<Mm>,
                    crate::table::played::note_open::<Bb>,
                )
                    .after(crate::table::session::OneTable),
            );
        for_game::<Mm>(&mut app);
        for_game::<Bb>(&mut app);
        app.world_mut().insert_resource(mm());
        app.update();
        let table = *app.world().resource::<crate::table::played::OnTheTable>();
        assert_eq!(table.game, Some("mm"));
        app.world_mut().insert_resource(bb());
        app.update();
        assert!(!app.world().contains_resource::<ActiveGame<Mm>>());
        assert!(app.world().contains_resource::<ActiveGame<Bb>>());
        let table = *app.world().resource::<crate::table::played::OnTheTable>();
        assert_eq!(table.game, Some("bb"));
        assert!(table.open && table.local);
        app.world_mut().insert_resource(mm());
        app.update();
        assert!(!app.world().contains_resource::<ActiveGame<Bb>>());
        let table = *app.world().resource::<crate::table::played::OnTheTable>();
        assert_eq!(table.game, Some("mm"));
    }
}
