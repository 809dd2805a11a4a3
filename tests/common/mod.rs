//! Helpers shared by the integration tests.
#![allow(dead_code)]

use spanish_main::content::GameData;
use spanish_main::rules::*;
use std::sync::Arc;

pub fn data() -> Arc<GameData> {
    GameData::embedded()
}

pub fn new_game(seats: usize, seed: u64) -> Session {
    let config = GameConfig {
        seats: vec![SeatKind::Human; seats],
        seed,
        max_rounds: None,
    };
    Session::new(data(), config).expect("valid setup").0
}

/// Finish setup with every seat taking the given ship class.
pub fn started_game(seats: usize, seed: u64, class: spanish_main::content::ShipClass) -> Session {
    let mut s = new_game(seats, seed);
    for _ in 0..seats {
        s.choose(Choice::ChooseShip(class))
            .expect("ship choice offered");
    }
    s
}

/// A copy of the session with its state changed by `edit` (checked like a loaded save).
pub fn edited(session: &Session, edit: impl FnOnce(&mut GameState)) -> Session {
    let mut state = session.state().clone();
    edit(&mut state);
    Session::from_state(session.data_arc(), state).expect("edited state is valid")
}

/// Play random legal choices until the game ends or `max_steps` pass; returns every event.
pub fn play_random(session: &mut Session, max_steps: usize) -> Vec<GameEvent> {
    let seed = session.state().config.seed;
    let mut all = Vec::new();
    for _ in 0..max_steps {
        let Some(decision) = session.decision() else {
            break;
        };
        let choice = spanish_main::ai::RandomCaptain::for_position(seed, session.state().steps)
            .pick(&decision.options)
            .expect("a decision always has options");
        all.extend(
            session
                .choose(choice)
                .expect("offered choices are accepted"),
        );
    }
    all
}
