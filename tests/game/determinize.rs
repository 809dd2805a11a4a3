//! Determinization (for the searching captain): every state sampled from a seat's observation
//! passes every invariant and shows that seat exactly the observation it was sampled from,
//! while the secrets differ from sample to sample.

use crate::common::*;
use spanish_main::ai;
use spanish_main::rules::determinize::{DeterminizeError, determinize};
use spanish_main::rules::*;

/// Play a game of AI captains and call `check` with every decision's session and observation.
fn each_position(
    seats: Vec<SeatKind>,
    seed: u64,
    keys: &str,
    mut check: impl FnMut(&Session, &Observation),
) {
    let config = GameConfig {
        max_rounds: Some(14),
        ai_seed: seed,
        seas: spanish_main::content::Switches::parse(keys).unwrap(),
        ..GameConfig::new(seats, seed)
    };
    let mut s = Session::new(data(), config).unwrap().0;
    while let Some(d) = s.decision() {
        let obs = s.observation(d.seat);
        check(&s, &obs);
        let kind = s.seat_kind(d.seat);
        let p = ai::choose(
            kind,
            &obs,
            s.data(),
            ai::decision_seed(seed, d.seat, obs.step),
        )
        .unwrap();
        s.choose(p.choice).unwrap();
    }
}

// Hidden information: determinize(observation) builds a valid game (the invariants a save must
// pass) that the seat cannot tell from the real one.
#[test]
fn every_sample_is_valid_and_matches_the_observation() {
    let normal = SeatKind::Ai {
        level: AiLevel::Normal,
        style: AiStyle::Opportunist,
    };
    let pirate = SeatKind::Ai {
        level: AiLevel::Normal,
        style: AiStyle::Pirate,
    };
    let mut checked = 0;
    let mut differs = 0;
    // The base game, then Seas of Glory's new secrets: captains in hand to choose from (one
    // way, then the other), ambushes, the galleon's gold, the bag's draws, the ports of the
    // contraband in others' holds (MODULE 7, with the smuggler's hold).
    for (seats, seed, keys) in [
        (vec![normal, pirate], 3, "none"),
        (vec![normal, pirate, SeatKind::RandomAi, normal], 4, "none"),
        (vec![SeatKind::RandomAi; 3], 5, "none"),
        (vec![normal, pirate, SeatKind::RandomAi], 6, "all"),
        (
            vec![pirate, SeatKind::RandomAi, pirate],
            7,
            "v2-pay,v5,m6,v1",
        ),
        (vec![normal, normal, pirate], 8, "m3,m7"),
    ] {
        each_position(seats, seed, keys, |s, obs| {
            if obs.step % 2 == 1 {
                return;
            }
            for k in 0..2u64 {
                let st = match determinize(obs, s.data(), obs.step * 7 + k) {
                    Ok(st) => st,
                    Err(DeterminizeError::ForeignPortVisit) => return,
                    Err(e) => panic!("step {}: {e:?}", obs.step),
                };
                if st.seats != s.state().seats || st.decks != s.state().decks {
                    differs += 1;
                }
                let twin = Session::from_state(s.data_arc(), st)
                    .unwrap_or_else(|e| panic!("step {}: sample refused: {e}", obs.step));
                assert_eq!(
                    twin.observation(obs.seat),
                    *obs,
                    "step {}: the sample shows the seat something else",
                    obs.step
                );
                checked += 1;
            }
        });
    }
    assert!(checked > 500, "only {checked} samples checked");
    assert!(
        differs * 2 > checked,
        "the samples hardly vary: {differs} of {checked}"
    );
}
