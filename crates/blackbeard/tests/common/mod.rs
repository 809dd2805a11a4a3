//! What the rules tests share: a new game's session, and a random player.

#![allow(dead_code)]

pub mod ap;
pub mod loot;
pub mod ports;
pub mod solo;

use blackbeard::content::BbData;
use blackbeard::rules::{Blackbeard, Config, SeatKind};
use game_core::Session;
use game_core::rng::GameRng;
use std::sync::Arc;

/// A choice, then every Anti-Pirate window it opens passed (4.63: each seat asked passes):
/// the events of all of it. For the tests of the pirate's own rules.
pub trait PassingWindows {
    fn go(
        &mut self,
        choice: blackbeard::rules::Choice,
    ) -> Result<Vec<blackbeard::rules::Event>, game_core::ChoiceError<blackbeard::rules::Choice>>;
}

impl PassingWindows for Session<Blackbeard> {
    fn go(
        &mut self,
        choice: blackbeard::rules::Choice,
    ) -> Result<Vec<blackbeard::rules::Event>, game_core::ChoiceError<blackbeard::rules::Choice>>
    {
        let mut events = self.choose(choice)?;
        pass_windows(self, &mut events);
        Ok(events)
    }
}

/// Every Anti-Pirate seat asked in a window passes, until someone else is asked.
pub fn pass_windows(s: &mut Session<Blackbeard>, events: &mut Vec<blackbeard::rules::Event>) {
    while let Some(d) = s.decision() {
        if !matches!(d.kind, blackbeard::rules::Kind::Window) {
            break;
        }
        events.extend(s.choose(blackbeard::rules::Choice::Pass).expect("a pass"));
    }
}

pub fn data() -> Arc<BbData> {
    Arc::new(BbData::embedded().expect("the built-in data loads"))
}

pub fn config(seats: usize, seed: u64) -> Config {
    blackbeard::rules::Options::default().config(vec![SeatKind::Human; seats], seed, seed, false)
}

pub fn game(seats: usize, seed: u64) -> Session<Blackbeard> {
    Session::new(data(), config(seats, seed)).expect("a game").0
}

/// Answers decisions at random until `stop` says so or the game ends; the invariants hold
/// after every choice. Returns the choices made.
pub fn play_until(
    s: &mut Session<Blackbeard>,
    rng: &mut GameRng,
    most: usize,
    mut stop: impl FnMut(&Session<Blackbeard>) -> bool,
) -> usize {
    for n in 0..most {
        if stop(s) {
            return n;
        }
        let Some(d) = s.decision() else { return n };
        assert!(
            !d.options.is_empty(),
            "a decision without options: {:?}",
            d.kind
        );
        let pick = d.options[rng.below(d.options.len())];
        s.choose(pick).expect("an offered choice");
        s.check_invariants()
            .unwrap_or_else(|e| panic!("after {pick:?}: {e}"));
    }
    most
}

/// A game played at random through its setup, to the first Card Play.
pub fn at_first_turn(seats: usize, seed: u64) -> Session<Blackbeard> {
    let mut s = game(seats, seed);
    let mut rng = GameRng::from_seed(seed);
    play_until(&mut s, &mut rng, 1000, |s| {
        matches!(s.state().phase, blackbeard::rules::Phase::CardPlay)
    });
    s
}

/// A session from `state` as changed by `change` (refused unless every invariant holds).
pub fn changed(
    s: &Session<Blackbeard>,
    change: impl FnOnce(&mut blackbeard::rules::State),
) -> Session<Blackbeard> {
    let mut state = s.state().clone();
    change(&mut state);
    Session::from_state(s.data_arc(), state).expect("a consistent state")
}

/// The card of a kind, wherever it is: taken out of the deck, discards and hands.
pub fn take_card(
    state: &mut blackbeard::rules::State,
    data: &BbData,
    kind: blackbeard::content::EventKind,
) -> blackbeard::content::EventCardId {
    let card = (0..data.event_deck.len() as u8)
        .map(blackbeard::content::EventCardId)
        .find(|c| {
            data.event(*c).kind == kind
                && (state.deck.contains(c)
                    || state.discard.contains(c)
                    || state.hands.iter().any(|h| h.contains(c)))
        })
        .expect("a card of that kind in play");
    state.deck.retain(|c| *c != card);
    state.discard.retain(|c| *c != card);
    for h in &mut state.hands {
        h.retain(|c| *c != card);
    }
    card
}

/// The next Player-Turn draws `kind` first; `change` sets the table.
pub fn drawn(
    seed: u64,
    kind: blackbeard::content::EventKind,
    change: impl FnOnce(&mut blackbeard::rules::State),
) -> (
    Session<Blackbeard>,
    Vec<blackbeard::rules::Event>,
    blackbeard::rules::State,
) {
    let data = data();
    let base = at_first_turn(3, seed);
    let mut before = None;
    let mut s = changed(&base, |st| {
        st.phase = blackbeard::rules::Phase::CardPlay;
        st.played_held = true;
        st.played_for_actions = true;
        let next = st.order[(st.turn_at as usize + 1) % 3];
        let card = take_card(st, &data, kind);
        while st.hands[next].len() > 3 {
            let c = st.hands[next].pop().unwrap();
            st.discard.push(c);
        }
        st.deck.push(card);
        change(st);
        st.rng = game_core::rng::GameRng::from_seed(seed);
        before = Some(st.clone());
    });
    let events = s.choose(blackbeard::rules::Choice::EndTurn).unwrap();
    (s, events, before.unwrap())
}
