//! Issue 68: a searching seat's sampled game agrees with everything its observation shows and
//! draws the rest from what it has not seen (no secret read from the World).

mod common;
use blackbeard::rules::{Blackbeard, determinize};
use common::*;
use game_core::Session;
use game_core::rng::GameRng;

// 4.68 (no seat sees another's hand), 5.16, 6.31: the sample, seen from the observer's seat,
// is exactly what the observer saw; and it is a whole game the rules accept.
#[test]
fn a_sample_shows_the_observer_exactly_what_it_saw() {
    let data = data();
    let (mut sampled, mut refused) = (0, 0);
    for seed in 0..12u64 {
        let mut s = game(2 + (seed % 4) as usize, seed);
        let mut rng = GameRng::from_seed(seed + 100);
        for step in 0..1200 {
            let Some(d) = s.decision() else { break };
            if step % 37 == 0 {
                for seat in 0..s.state().seats() {
                    let obs = s.observation(seat);
                    match determinize(&obs, &data, seed * 1000 + step) {
                        Ok(state) => {
                            let t = Session::<Blackbeard>::from_state(data.clone(), state)
                                .expect("a sample the rules accept");
                            assert_eq!(t.observation(seat), obs, "seed {seed}, step {step}");
                            sampled += 1;
                        }
                        Err(why) => {
                            if refused == 0 {
                                eprintln!("refused: {why}");
                            }
                            refused += 1
                        }
                    }
                }
            }
            let pick = d.options[rng.below(d.options.len())];
            s.choose(pick).unwrap();
        }
    }
    assert!(
        sampled > 20 * refused.max(1),
        "{sampled} sampled, {refused} refused"
    );
}

// 4.68: the other seats' hands and the deck's order are drawn anew, not read: over samples
// the opponent's hand differs from its true one.
#[test]
fn the_others_hands_are_sampled_not_read() {
    let data = data();
    let s = at_first_turn(3, 4);
    let me = s.state().pirate_player();
    let other = (me + 1) % 3;
    let obs = s.observation(me);
    let truth = {
        let mut h = s.state().hands[other].clone();
        h.sort();
        h
    };
    let differs = (0..20u64)
        .filter_map(|k| determinize(&obs, &data, k).ok())
        .filter(|st| {
            let mut h = st.hands[other].clone();
            h.sort();
            h != truth
        })
        .count();
    assert!(differs >= 15, "{differs} of 20 samples differ");
}
