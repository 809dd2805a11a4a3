//! Issue 68, the optional rules: play without Cunning (12's play note) and the General Pardon
//! back into the deck's lower half (17.2 #8's play note), each through the door a player uses.

mod common;
use blackbeard::content::EventKind;
use blackbeard::rules::{Blackbeard, Config, Event};
use common::*;
use game_core::Session;
use game_core::rng::GameRng;

// 12, play note: "feel free to ignore the Cunning system entirely": no pirate has a point of
// Cunning, so no roll is taken again and no Skull and Crossbones is ever asked.
#[test]
fn without_cunning_no_pirate_has_any() {
    for seed in 0..6u64 {
        let config = Config {
            no_cunning: true,
            ..config(3, seed)
        };
        let (mut s, _) = Session::<Blackbeard>::new(data(), config).unwrap();
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..3000 {
            let Some(d) = s.decision() else { break };
            assert!(
                !matches!(
                    d.kind,
                    blackbeard::rules::Kind::Cunning { .. } | blackbeard::rules::Kind::Skull
                ),
                "{:?} asked without Cunning",
                d.kind
            );
            let pick = d.options[rng.below(d.options.len())];
            let events = s.choose(pick).unwrap();
            assert!(
                !events
                    .iter()
                    .any(|e| matches!(e, Event::CunningUsed { .. }))
            );
            assert!(s.state().afloat.iter().all(|a| a.cunning == 0));
        }
    }
}

/// Where the Pardon lies in the deck once it has gone back after its second draw (0: the
/// bottom), and the deck's size then; `None` if the game never got there.
fn pardon_back(seed: u64, lower_half: bool) -> Option<(usize, usize)> {
    let data = data();
    let base = at_first_turn(3, seed);
    let mut s = changed(&base, |st| {
        st.config.pardon_lower_half = lower_half;
        // The Pardon drawn twice already and held out, the deck down to 24 cards.
        let at = st
            .deck
            .iter()
            .position(|c| data.event(*c).kind == EventKind::GeneralPardon);
        let card = match at {
            Some(i) => st.deck.remove(i),
            None => return,
        };
        st.pardons = 2;
        st.pardon_waiting = Some(card);
        while st.deck.len() > 24 {
            let c = st.deck.remove(0);
            st.discard.push(c);
        }
    });
    let card = s.state().pardon_waiting?;
    let mut rng = GameRng::from_seed(seed);
    play_until(&mut s, &mut rng, 20_000, |s| {
        s.state().pardon_waiting.is_none()
    });
    let deck = &s.state().deck;
    deck.iter()
        .position(|c| *c == card)
        .map(|i| (i, deck.len()))
}

// 17.2 #8, play note: after its second draw the Pardon goes back into the lower half of what
// remains (the cards drawn last), never the upper; without the switch, anywhere.
#[test]
fn the_pardon_goes_back_into_the_lower_half() {
    let mut upper_without = 0;
    let mut seen = 0;
    for seed in 0..30u64 {
        if let Some((at, len)) = pardon_back(seed, true) {
            assert!(at <= len / 2, "seed {seed}: at {at} of {len}");
            seen += 1;
        }
        if let Some((at, len)) = pardon_back(seed, false)
            && at > len / 2
        {
            upper_without += 1;
        }
    }
    assert!(seen >= 20, "{seen} games reached the return");
    assert!(upper_without > 0, "without the switch it may lie anywhere");
}
