//! Playing a sample on: every seat by its own rules of thumb, for a few rounds or to the end.

use super::{FULL_PLAYOUT_STEPS, PLAYOUT_STEPS, Playout, Searched};
use crate::game::Seat;
use rand_chacha::ChaCha8Rng;

/// Play on with every seat's rules of thumb (each seat as `models` has it): a few rounds, or
/// to the end.
pub(super) fn playout<G: Searched>(
    state: &mut G::State,
    data: &G::Data,
    models: &[G::Model],
    how: Playout,
    events: &mut Vec<G::Event>,
    rng: &mut ChaCha8Rng,
) {
    play_on::<G>(state, data, models, how, events, rng, None, |_| false);
}

/// [`playout`], stopping to look once where an option's own steps end: at the first decision
/// that is not `own`'s (the rest of a sale's marks, the rest of the port visit and of the
/// seat's turn, as its rules of thumb play them), or where the playout ends before one.
/// `stop` is shown the position there, and ends the playout if it says so (the caller has
/// seen that position played out already). Returns whether it stopped.
#[allow(clippy::too_many_arguments)]
pub(super) fn play_on<G: Searched>(
    state: &mut G::State,
    data: &G::Data,
    models: &[G::Model],
    how: Playout,
    events: &mut Vec<G::Event>,
    rng: &mut ChaCha8Rng,
    mut own: Option<Seat>,
    mut stop: impl FnMut(&G::State) -> bool,
) -> bool {
    let (until, steps) = match how {
        Playout::Rounds(n) => (G::round(state) + n, PLAYOUT_STEPS),
        Playout::ToTheEnd => (u32::MAX, FULL_PLAYOUT_STEPS),
    };
    for _ in 0..steps {
        if G::round(state) > until {
            break;
        }
        let Some(d) = G::decide(state, data) else {
            break;
        };
        if own.is_some_and(|seat| d.seat != seat) {
            own = None;
            if stop(state) {
                return true;
            }
        }
        let seat = d.seat;
        let c = G::policy(state, data, d, models, rng);
        events.clear();
        G::advance(state, data, seat, c, events);
    }
    own.is_some() && stop(state)
}
