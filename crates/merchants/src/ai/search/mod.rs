//! The searching captain (Hard and Expert): the core's determinizing search
//! (`game_core::search`, paired and tree) over what Merchants & Marauders gives it
//! (`Searched` below): a sample drawn from a captain's observation (`rules::determinize`),
//! every seat played on by its rules of thumb as the search models it ([`model`]), a
//! position scored in glory points and what gold, hold and ship promise (`sample`), and the
//! decisions worth searching. The figures measured so far, and the ideas measured and not
//! kept, are in `measured.md` beside this file (shown below).
//!
#![doc = include_str!("measured.md")]

mod alike;
pub mod model;
mod sample;

use super::heuristic;
use super::pick::Pick;
use crate::content::GameData;
use crate::rules::determinize::determinize;
use crate::rules::game::MerchantsAndMarauders;
use crate::rules::state::GameState;
use crate::rules::{
    AiLevel, AiStyle, BattleStepKind, Choice, Decision, DecisionKind, Observation, PortStepKind,
    RaidStepKind, Seat,
};
use rand_chacha::ChaCha8Rng;

pub use game_core::search::{
    Budget, EXPERT_BATCH, EXPERT_SCALE, FULL_PLAYOUT_STEPS, Method, PLAYED_OUT_BEST, Playout,
    playouts_on_this_thread, samples_on_this_thread,
};

/// A search of an M&M decision under way.
pub type Search = game_core::search::Search<MerchantsAndMarauders>;
/// What a finished search of an M&M decision found.
pub type Verdict = game_core::search::Verdict<Choice>;
/// How one option at a search's root played out.
pub type Tally = game_core::search::Tally<Choice>;

/// Answer the observation's decision by searching within `budget`; small steps, and
/// decisions a sample cannot be drawn for, are answered by the rules of thumb.
pub fn choose(
    obs: &Observation,
    data: &GameData,
    style: AiStyle,
    seed: u64,
    budget: Budget,
) -> Option<Pick> {
    game_core::search::choose::<MerchantsAndMarauders>(obs, data, style, seed, budget)
}

/// The budget a captain of a level searches within.
pub trait ForLevel {
    /// The budget a captain of `level` searches within, given a Hard captain's: an Expert's
    /// is [`Budget::expert`].
    fn for_level(self, level: AiLevel) -> Budget;
}

impl ForLevel for Budget {
    fn for_level(self, level: AiLevel) -> Budget {
        match level {
            AiLevel::Expert => self.expert(),
            _ => self,
        }
    }
}

/// Whether a decision is one that steers a game: the tree branches on these.
pub(crate) fn steers(kind: DecisionKind) -> bool {
    matches!(
        kind,
        DecisionKind::ChooseShip
            | DecisionKind::Action { .. }
            | DecisionKind::Port {
                step: PortStepKind::Menu
            }
            | DecisionKind::Battle {
                step: BattleStepKind::Declare
            }
            | DecisionKind::Raid {
                step: RaidStepKind::Found
            }
    )
}

/// The sub-steps a search also weighs at its root, where the rules of thumb alone decide
/// them inside a sample: which cards to sell or buy, what to buy at the shipyard, what to
/// stash, which rumor to keep and which mission to claim, and which combat glory card to
/// announce.
pub(crate) fn sub_step(kind: DecisionKind) -> bool {
    matches!(
        kind,
        DecisionKind::Port {
            step: PortStepKind::Selling
                | PortStepKind::Buying
                | PortStepKind::Shipyard
                | PortStepKind::Stashing
                | PortStepKind::KeepRumor
                | PortStepKind::ChooseMission
        } | DecisionKind::Battle {
            step: BattleStepKind::Announce
        }
    )
}

impl game_core::Searched for MerchantsAndMarauders {
    type Model = model::Model;
    type Style = AiStyle;

    fn observer(obs: &Observation) -> Seat {
        obs.seat
    }

    fn asked(obs: &Observation) -> Option<&Decision> {
        obs.decision.as_ref()
    }

    /// Only Hard and Expert captains search: their rules of thumb are a Hard captain's.
    fn rules_of_thumb(
        obs: &Observation,
        data: &GameData,
        style: AiStyle,
        seed: u64,
    ) -> Option<Pick> {
        heuristic::choose(obs, data, AiLevel::Hard, style, seed)
    }

    /// `None` while another seat's port action is open, among others (see
    /// `rules::determinize`).
    fn determinize(obs: &Observation, data: &GameData, seed: u64) -> Option<GameState> {
        determinize(obs, data, seed).ok()
    }

    fn models(obs: &Observation) -> Vec<model::Model> {
        model::models(obs)
    }

    fn policy(
        state: &GameState,
        data: &GameData,
        d: Decision,
        models: &[model::Model],
        rng: &mut ChaCha8Rng,
    ) -> Choice {
        sample::policy(state, data, d, models, rng)
    }

    fn score(state: &GameState, data: &GameData) -> Vec<f32> {
        sample::score(state, data)
    }

    fn round(state: &GameState) -> u32 {
        state.round
    }

    fn steers(kind: DecisionKind) -> bool {
        steers(kind)
    }

    fn sub_step(kind: DecisionKind) -> bool {
        sub_step(kind)
    }

    /// A battle past its long-fight mark is left to the rules of thumb (they may trade shots
    /// for ever: nothing in the rules ends such a battle).
    fn drawn_out(state: &GameState) -> bool {
        heuristic::drawn_out(state.battle.as_ref())
    }

    fn drawn_out_seen(obs: &Observation) -> bool {
        heuristic::drawn_out(obs.battle.as_ref())
    }

    /// Retiring is left to the rules of thumb (which never do): a playout cannot see what the
    /// captain gives up.
    fn weighed(choice: Choice) -> bool {
        choice != Choice::Retire
    }

    fn distinct(
        options: &[Choice],
        obs: &Observation,
        data: &GameData,
        keep: Choice,
    ) -> Vec<Choice> {
        alike::distinct(options, obs, data, keep)
    }

    /// Leaves out what only chance reads: the random generator (the game's dice, which may
    /// stand at different places after different steps), the count of steps taken, and the
    /// order of the cargo discard pile (a sale discards its cards in the order they were
    /// marked; nothing reads that order but the reshuffle, which deals the pile out in an
    /// order drawn at random whatever order it had).
    ///
    /// It also leaves out the order of the cards in each hold (a purchase puts its cards there
    /// in the order they were marked). That one is nearly, not wholly, alike in chance: the
    /// rules read a hold's order only to list its cards as options, but where the rules of
    /// thumb weigh two different cards exactly alike they take the first listed.
    fn alike(reached: &GameState, root: &GameState) -> GameState {
        let mut p = reached.clone();
        p.decks.cargo_discard.sort_unstable();
        for s in &mut p.seats {
            s.cargo.sort_unstable();
            s.contraband.sort_unstable();
        }
        p.rng.clone_from(&root.rng);
        p.steps = root.steps;
        p
    }
}
