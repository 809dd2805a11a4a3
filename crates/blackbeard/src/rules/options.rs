//! The game's options as `--modules`, an online table and the new-game form name them: the
//! Long Game (4.1), the printed warship and KC values (without the Living Rules' +2, 2.4), play
//! without Cunning (12's play note), the Pardon in the deck's lower half (17.2 #8's play
//! note), the reverse draft of Pirate cards (3.0 step 6's optional rule) and deployment by
//! D66 or in secret (3.0 step 7's play note).

use super::state::{Config, SeatKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    pub long_game: bool,
    pub living_rules_plus_two: bool,
    pub no_cunning: bool,
    pub pardon_lower_half: bool,
    pub draft: bool,
    pub random_deploy: bool,
    pub secret_deploy: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            long_game: false,
            living_rules_plus_two: true,
            no_cunning: false,
            pardon_lower_half: false,
            draft: false,
            random_deploy: false,
            secret_deploy: false,
        }
    }
}

impl Options {
    /// A comma list: `none` (the Standard Game with the Living Rules), `long`, `printed`,
    /// `no-cunning`, `pardon-low`; anything else is refused by name.
    pub fn parse(text: &str) -> Result<Options, String> {
        let mut o = Options::default();
        for word in text.split(',').map(str::trim) {
            match word {
                "" | "none" | "standard" => {}
                "long" => o.long_game = true,
                "printed" => o.living_rules_plus_two = false,
                "no-cunning" => o.no_cunning = true,
                "pardon-low" => o.pardon_lower_half = true,
                "draft" => o.draft = true,
                "random-deploy" => o.random_deploy = true,
                "secret-deploy" => o.secret_deploy = true,
                other => {
                    return Err(format!(
                        "Blackbeard's options are none (the Standard Game), long (the Long Game), printed (no Living Rules +2 for warships and KCs), no-cunning (play without Cunning), pardon-low (the Pardon back into the deck's lower half), draft (Pirate cards chosen in a reverse draft), random-deploy (the first pirates placed by D66) and secret-deploy (the first pirates placed in secret, shown together), not {other:?}"
                    ));
                }
            }
        }
        Ok(o)
    }

    /// The words that name these options (none for the Standard Game).
    pub fn words(&self) -> Vec<&'static str> {
        [
            (self.long_game, "long"),
            (!self.living_rules_plus_two, "printed"),
            (self.no_cunning, "no-cunning"),
            (self.pardon_lower_half, "pardon-low"),
            (self.draft, "draft"),
            (self.random_deploy, "random-deploy"),
            (self.secret_deploy, "secret-deploy"),
        ]
        .into_iter()
        .filter_map(|(on, w)| on.then_some(w))
        .collect()
    }

    /// The options a seat sees the game was set up with (the final screen names them).
    pub fn seen(obs: &super::Observation) -> Options {
        Options {
            long_game: obs.long_game,
            living_rules_plus_two: obs.living_rules_plus_two,
            no_cunning: obs.table.no_cunning,
            pardon_lower_half: obs.table.pardon_lower_half,
            draft: obs.table.draft,
            random_deploy: obs.table.random_deploy,
            secret_deploy: obs.table.secret_deploy,
        }
    }

    /// The options a game was set up with.
    pub fn of(config: &Config) -> Options {
        Options {
            long_game: config.long_game,
            living_rules_plus_two: config.living_rules_plus_two,
            no_cunning: config.no_cunning,
            pardon_lower_half: config.pardon_lower_half,
            draft: config.draft,
            random_deploy: config.random_deploy,
            secret_deploy: config.secret_deploy,
        }
    }

    /// A new game's configuration with these options.
    pub fn config(
        self,
        seats: Vec<SeatKind>,
        seed: u64,
        ai_seed: u64,
        undo_among_humans: bool,
    ) -> Config {
        Config {
            seats,
            seed,
            ai_seed,
            long_game: self.long_game,
            undo_among_humans,
            living_rules_plus_two: self.living_rules_plus_two,
            no_cunning: self.no_cunning,
            pardon_lower_half: self.pardon_lower_half,
            draft: self.draft,
            random_deploy: self.random_deploy,
            secret_deploy: self.secret_deploy,
        }
    }
}
