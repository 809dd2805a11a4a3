//! Hidden information: the seed that would replay every secret never reaches the table.

use crate::common::*;
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
        ai_steers_npcs: false,
        ai_seed: 0,
        undo_among_humans: false,
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

// Hot-seat: a decision with nothing secret in it (a combat declaration, a hit-location pick, a
// raid's face-up steps) is answered on the public face, and that face holds none of the seat's
// secrets; a decision on one's own cards (plunder, a hand of five) is not.
#[test]
fn public_decisions_show_no_secrets() {
    use spanish_main::content::ShipClass;
    let public = [
        DecisionKind::Battle {
            step: BattleStepKind::Declare,
        },
        DecisionKind::Battle {
            step: BattleStepKind::Place,
        },
        DecisionKind::Raid {
            step: RaidStepKind::Working,
        },
    ];
    assert!(public.iter().all(|k| k.is_public()));
    let private = [
        DecisionKind::Battle {
            step: BattleStepKind::Plunder,
        },
        DecisionKind::Raid {
            step: RaidStepKind::Loot,
        },
        DecisionKind::DiscardGlory,
        DecisionKind::Action { actions_left: 3 },
        DecisionKind::ChooseShip,
    ];
    assert!(private.iter().all(|k| !k.is_public()));

    let (s, seat) = in_port(data(), "Lucía Arana", "havana", ShipClass::Flute);
    let s = edited(&s, |st| {
        let c = st.decks.cargo.pop().unwrap();
        st.seats[seat].cargo.push(c);
        st.seats[seat].stash = 7;
        st.seats[seat].rumor = st.decks.rumors.pop();
    });
    let bare = s.observation(seat).without_secrets();
    assert!(bare.me.cargo.is_empty() && bare.me.glory_cards.is_empty());
    assert_eq!((bare.me.stash, bare.me.rumor), (0, None));
    // What the others see of the seat is untouched.
    assert_eq!(bare.seats, s.observation((seat + 1) % 2).seats);
}

// Design: "each seat sees only its own observation". A searching captain's playouts rewrite
// one observation at every step (`observe_into`) instead of building a new one; whatever it
// held before, the rewrite must be exactly the seat's observation now, secrets and all, and
// never another seat's leftovers.
#[test]
fn a_rewritten_observation_is_the_fresh_one() {
    use spanish_main::rules::observation::{observe, observe_into};
    for seed in [3u64, 41] {
        let mut s = new_game(4, seed);
        let mut scratch = s.observation(3);
        let mut compared = 0;
        for step in 0..1500 {
            let Some(d) = s.decision() else { break };
            // Rotate which seat the scratch observed last, so every rewrite overwrites
            // another seat's view (its cargo, glory cards, visit, decision).
            let seat = step % 4;
            let fresh = observe(s.state(), s.data(), Some(d.clone()), seat);
            observe_into(&mut scratch, s.state(), s.data(), Some(d.clone()), seat);
            assert_eq!(scratch, fresh, "seed {seed}, step {step}, seat {seat}");
            compared += 1;
            play_random(&mut s, 1);
        }
        assert!(compared > 300, "only {compared} steps compared");
    }
}
