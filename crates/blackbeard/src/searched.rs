//! Blackbeard for the core's search (`game_core::Searched`): a searching pirate samples whole
//! games from its observation (`rules::determinize`: the others' hands and Pirate cards, the
//! face-down merchants, the decks' and pools' order), plays each option out a few Player-Turns
//! with every seat played by the Normal rules of thumb (a Random seat at random), and scores
//! the position by each seat's standing: VP banked and the Notoriety its pirates afloat would
//! score (18.12 B), a win at the game's end. The Hard pirate searches so (`ai::hard`).

use crate::content::BbData;
use crate::rules::state::{Phase, State};
use crate::rules::{Blackbeard, Choice, Kind, Observation, SeatKind};
use game_core::{Decision, Game, Pick, Seat};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

impl game_core::Searched for Blackbeard {
    type Model = SeatKind;
    /// Blackbeard's pirates have no styles yet.
    type Style = ();

    fn observer(obs: &Observation) -> Seat {
        obs.seat
    }

    fn asked(obs: &Observation) -> Option<&Decision<Kind, Choice>> {
        obs.decision.as_ref()
    }

    /// The Normal pirate's rules of thumb.
    fn rules_of_thumb(
        obs: &Observation,
        data: &BbData,
        _style: (),
        seed: u64,
    ) -> Option<Pick<Choice>> {
        crate::ai::answer(data, obs, false, seed)
    }

    fn determinize(obs: &Observation, data: &BbData, seed: u64) -> Option<State> {
        crate::rules::determinize(obs, data, seed).ok()
    }

    /// Each seat as it sits; a person is played as a Normal pirate.
    fn models(obs: &Observation) -> Vec<SeatKind> {
        obs.seats
            .iter()
            .map(|k| match k {
                SeatKind::Human => SeatKind::Normal,
                other => *other,
            })
            .collect()
    }

    fn policy(
        state: &State,
        data: &BbData,
        d: Decision<Kind, Choice>,
        models: &[SeatKind],
        rng: &mut ChaCha8Rng,
    ) -> Choice {
        match models.get(d.seat) {
            Some(SeatKind::Random) | None => d.options[rng.random_range(0..d.options.len())],
            Some(SeatKind::System) => {
                let (seat, first) = (d.seat, d.options[0]);
                let obs = Blackbeard::observe(state, data, Some(d), seat);
                crate::ai::system::answer(data, &obs, rng.random()).map_or(first, |p| p.choice)
            }
            Some(kind) => {
                let easy = *kind == SeatKind::Easy;
                let seat = d.seat;
                let first = d.options[0];
                let obs = Blackbeard::observe(state, data, Some(d), seat);
                crate::ai::answer(data, &obs, easy, rng.random()).map_or(first, |p| p.choice)
            }
        }
    }

    /// At the game's end a win counts 1, shared among those tied (18.1); before it, each
    /// seat's standing (VP and its pirates' Notoriety afloat) against the best of the others',
    /// as a chance of winning.
    fn score(state: &State, data: &BbData) -> Vec<f32> {
        if let Phase::GameOver { reason } = state.phase {
            let won = crate::rules::winners_of(&state.vp, &state.config.seats, Some(reason));
            return (0..state.vp.len())
                .map(|s| {
                    if won.contains(&s) {
                        1.0 / won.len() as f32
                    } else {
                        0.0
                    }
                })
                .collect();
        }
        // 19.9: in solitaire, your chance grows with what Blackbeard would score retiring now
        // (130 wins) and the rounds the Pardon leaves him to grow it, if he has a Letter to
        // retire by (19.15); it shrinks as the SP banks toward 100.
        if let Some(solo) = &state.solo {
            let Some(a) = state.afloat_of(solo.blackbeard) else {
                return vec![0.0, 1.0];
            };
            let worth = (state.vp[0] + 2 * a.notoriety + a.net_worth / 100) as f32;
            let letter = a.letter.is_some()
                || state.hands[0]
                    .iter()
                    .any(|c| data.event(*c).kind == crate::content::EventKind::LetterOfMarque);
            let rounds = match state.pardons {
                0 => 8.0,
                1 => 5.0,
                _ => 2.0,
            };
            let reach = worth + rounds * 5.0 - if letter { 0.0 } else { 15.0 };
            let sp = crate::rules::sp_banked(state) as f32;
            let you = 1.0 / (1.0 + (-(reach - 130.0 - (sp - 60.0).max(0.0)) / 12.0).exp());
            return vec![you, 1.0 - you];
        }
        let standing: Vec<f32> = (0..state.vp.len())
            .map(|s| {
                state.vp[s] as f32
                    + state
                        .afloat
                        .iter()
                        .filter(|a| a.seat == s)
                        .map(|a| a.notoriety as f32 + a.net_worth as f32 / 200.0)
                        .sum::<f32>()
            })
            .collect();
        (0..standing.len())
            .map(|s| {
                let best_other = (0..standing.len())
                    .filter(|o| *o != s)
                    .map(|o| standing[o])
                    .fold(f32::MIN, f32::max);
                1.0 / (1.0 + (-(standing[s] - best_other) / 8.0).exp())
            })
            .collect()
    }

    fn round(state: &State) -> u32 {
        state.turns
    }

    /// The decisions that shape a game: the card played, each Action, a Loot's and a visit's
    /// choices, a retirement's price, an Anti-Pirate's answer and a fight at sea.
    fn steers(kind: Kind) -> bool {
        matches!(
            kind,
            Kind::CardPlay
                | Kind::Action { .. }
                | Kind::Loot { .. }
                | Kind::InPort { .. }
                | Kind::RetireBribe { .. }
                | Kind::Window
                | Kind::ApHand
                | Kind::Engage { .. }
                | Kind::Skull
        )
    }

    fn drawn_out(state: &State) -> bool {
        matches!(state.phase, Phase::GameOver { .. })
    }
}
