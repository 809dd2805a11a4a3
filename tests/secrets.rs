//! Hidden information: the seed that would replay every secret never reaches the table.

mod common;
use common::*;
use spanish_main::rules::*;

// Design: "Secrets stay secret". Whoever knew the seed could replay setup and read the other
// captains, the face-down mods, the merchants' nations and every deck order; so no public
// event and no observation carries it.
#[test]
fn no_event_or_observation_carries_the_seed() {
    let seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let config = GameConfig {
        seats: vec![SeatKind::Human; 3],
        seed,
        max_rounds: None,
    };
    let (mut s, mut events) = Session::new(data(), config).unwrap();
    events.extend(play_random(&mut s, 400));
    let needle = seed.to_string();
    for e in &events {
        let text = ron::to_string(e).unwrap();
        assert!(!text.contains(&needle), "{text}");
    }
    for seat in 0..3 {
        let text = ron::to_string(&s.observation(seat)).unwrap();
        assert!(!text.contains(&needle));
    }
    // The save keeps it, for replays.
    assert!(s.save().contains(&needle));
}
