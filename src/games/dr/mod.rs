//! Dead Reckoning in the app: the shell's traits answered for it (below: the words, the log's
//! topics and the sounds of its events), its headless commands (`headless`), play online
//! (`served`) and its seats (`captains`). Its table in the window and its browser build come
//! with the next steps of issue 69; until then the window does not offer it
//! (`GameId::TABLES`).
//!
//! Its rules and data are the `dead-reckoning` crate (crates/dead-reckoning/).

mod captains;
#[cfg(not(target_arch = "wasm32"))]
pub mod headless;
#[cfg(not(target_arch = "wasm32"))]
mod served;
pub mod words;

use crate::table::OnTable;
use crate::table::cues::{Effect, Throw};
use dead_reckoning::DeadReckoning;
use dead_reckoning::content::DrData;
use dead_reckoning::rules::{Choice, Event, Observation, State};
use game_core::{Seat, Session};

impl OnTable for DeadReckoning {
    fn told(data: &DrData, event: &Event) -> Option<String> {
        words::event(data, event)
    }

    fn option_words(data: &DrData, observation: &Observation, c: &Choice) -> String {
        words::option(data, observation, c)
    }

    fn seat_name(seat: Seat) -> String {
        words::seat_name(seat)
    }

    const TOPICS: &'static [&'static str] = &["Turn", "Sea", "Cards", "Islands", "Goods"];

    fn topic(event: &Event) -> usize {
        match event {
            Event::SailsSet { .. }
            | Event::Stepped { .. }
            | Event::Stopped { .. }
            | Event::Explored { .. }
            | Event::BoardFlipped { .. }
            | Event::GarrisonHit { .. }
            | Event::Damaged { .. }
            | Event::Sunk { .. }
            | Event::Repaired { .. } => 1,
            Event::CardPlayed { .. }
            | Event::AbilityUsed { .. }
            | Event::Copied { .. }
            | Event::CardPlaced { .. }
            | Event::Bought { .. }
            | Event::TopGained { .. }
            | Event::Sleeved { .. }
            | Event::Leveled { .. }
            | Event::LeveledInDeck { .. }
            | Event::LevelPutOff { .. }
            | Event::Reshuffled { .. }
            | Event::CardsDrawn { .. }
            | Event::Discarded { .. } => 2,
            Event::InfluencePlaced { .. }
            | Event::CubeReplaced { .. }
            | Event::CubeStruck { .. }
            | Event::InfluenceLost { .. }
            | Event::CubeReclaimed { .. }
            | Event::ControlChanged { .. }
            | Event::PermanentCube { .. }
            | Event::BuildingsRemoved { .. }
            | Event::Produced { .. }
            | Event::Built { .. } => 3,
            Event::Loaded { .. }
            | Event::Unloaded { .. }
            | Event::Rearranged { .. }
            | Event::Jettisoned { .. }
            | Event::Gained { .. }
            | Event::Refused { .. }
            | Event::Spent { .. }
            | Event::StartingCargo { .. }
            | Event::Upgraded { .. } => 4,
            _ => 0,
        }
    }

    fn concerns(event: &Event) -> Option<Seat> {
        match event {
            Event::BonusKept { seat }
            | Event::StartingCargo { seat, .. }
            | Event::TurnBegan { seat, .. }
            | Event::CardPlayed { seat, .. }
            | Event::AbilityUsed { seat, .. }
            | Event::Copied { seat, .. }
            | Event::SailsSet { seat, .. }
            | Event::Stepped { seat, .. }
            | Event::Explored { seat, .. }
            | Event::CardsDrawn { seat, .. }
            | Event::Leveled { seat, .. }
            | Event::Loaded { seat, .. }
            | Event::Unloaded { seat, .. }
            | Event::Gained { seat, .. }
            | Event::Spent { seat, .. }
            | Event::Bought { seat, .. }
            | Event::Sleeved { seat, .. }
            | Event::InfluencePlaced { seat, .. }
            | Event::CubeReplaced { seat, .. }
            | Event::Built { seat, .. }
            | Event::Upgraded { seat, .. }
            | Event::Sunk { seat, .. }
            | Event::AchievementMarked { seat, .. }
            | Event::Scored { seat, .. } => Some(*seat),
            _ => None,
        }
    }

    fn sound(event: &Event, humans: &[bool]) -> Option<Effect> {
        Some(match event {
            Event::Stepped { .. } => Effect::Sail,
            Event::Gained { .. } | Event::Produced { .. } | Event::Bought { .. } => Effect::Coins,
            Event::Jettisoned { .. } | Event::Refused { .. } => Effect::Splash,
            Event::GarrisonHit { .. } | Event::Sunk { .. } => Effect::Hit,
            Event::AchievementMarked { .. } | Event::GameOver { .. } => Effect::Fanfare,
            Event::TurnBegan { seat, .. } if humans.get(*seat) == Some(&true) => Effect::Bell,
            _ => return None,
        })
    }

    fn thrown(_data: &DrData, _event: &Event) -> Option<Throw> {
        // No dice in part one: part two's battles drop cubes in the Battle ship.
        None
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(
            event,
            Event::CardsDrawn { .. } | Event::FinalTurnOver { .. } | Event::GameOver { .. }
        )
    }

    fn round(state: &State) -> u32 {
        state.turn.number.div_ceil(state.seats.len() as u32)
    }

    fn turn_begins(event: &Event) -> bool {
        matches!(event, Event::TurnBegan { .. })
    }

    fn round_begins(state: &State) -> bool {
        state.turn.active == state.first
    }

    /// "Crimson (seat 1) · random: 2 Achievement(s), 4 cards in hand": the table's public
    /// face.
    fn seats_in_words(session: &Session<DeadReckoning>) -> Vec<String> {
        let public = session.observation(usize::MAX);
        session
            .config()
            .seats
            .iter()
            .enumerate()
            .map(|(seat, kind)| {
                let who = match kind {
                    dead_reckoning::rules::SeatKind::Human => "",
                    dead_reckoning::rules::SeatKind::Random => " · random",
                };
                let marked = public.harbor.iter().filter(|a| a.marker[seat]).count();
                format!(
                    "{}{who}: {marked} Achievement(s), {} cards in hand",
                    words::seat_name(seat),
                    public.table[seat].hand
                )
            })
            .collect()
    }

    fn options(observation: &Observation) -> Option<&[Choice]> {
        Some(&observation.decision.as_ref()?.options)
    }

    fn secrets(data: &DrData, observation: &Observation) -> String {
        let hand: Vec<String> = observation
            .own
            .hand
            .iter()
            .map(|(c, s)| format!("{} L{}", words::sailor(data, observation.seat, *c), s.level))
            .collect();
        format!(
            "hand {hand:?}, chest {}, bonus {:?}",
            observation.own.chest, observation.own.bonus
        )
    }
}
