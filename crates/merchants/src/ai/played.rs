//! Merchants & Marauders for the headless commands (`game_core::Played`): how an AI seat
//! answers in `simulate` and the others, and how an event is named and counted.

use super::{RandomCaptain, choose, decision_seed};
use crate::rules::game::MerchantsAndMarauders;
use crate::rules::{Choice, Decision, GameEvent, SeatKind, Session};

impl game_core::Played for MerchantsAndMarauders {
    /// A random seat picks straight from the options (it needs no observation); a captain
    /// answers from its seat's observation, with the decision's own seed.
    fn answer(session: &Session, decision: Decision, ai_seed: u64) -> Option<Choice> {
        let seat = decision.seat;
        let seed = decision_seed(ai_seed, seat, session.state().steps);
        let kind = session.seat_kind(seat);
        if kind == SeatKind::RandomAi {
            return RandomCaptain::new(seed).pick(&decision.options);
        }
        choose(kind, &session.observation(seat), session.data(), seed).map(|p| p.choice)
    }

    fn event_kind(event: &GameEvent) -> &'static str {
        event.kind()
    }

    fn ends_game(event: &GameEvent) -> bool {
        matches!(event, GameEvent::GameEnded { .. })
    }
}
