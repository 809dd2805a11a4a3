//! The core's determinizing search, over *Ten* (`ten/mod.rs`): what a game gives it
//! ([`Searched`]), a sample drawn from one seat's observation, and the paired and tree
//! searches leaving the rules of thumb's pick only for an option that plays out better.

mod ten;

use game_core::search::{Budget, Method, PLAYED_OUT_BEST, Playout, Search};
use game_core::{Decision, Game, GameRng, Pick, Searched, Seat};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use ten::*;

/// How a seat of *Ten* is played in the samples.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Model {
    /// Passes at once, every turn: the rules of thumb of these tests, poor on purpose, so
    /// that a search has something to find.
    Passer,
    /// Picks at random.
    Random,
}

impl Searched for Ten {
    type Model = Model;
    type Style = ();

    fn observer(obs: &Observation) -> Seat {
        obs.seat
    }
    fn asked(obs: &Observation) -> Option<&Decision<Kind, Choice>> {
        obs.decision.as_ref()
    }
    fn rules_of_thumb(obs: &Observation, _: &(), _: (), _: u64) -> Option<Pick<Choice>> {
        obs.decision.as_ref().map(|_| Pick {
            choice: Choice::Pass,
            why: "pass and let the card count",
        })
    }
    /// The seat's own card and those it peeked at stay; the others' cards and the deck are
    /// dealt anew from the cards it has not seen; the dice are fresh.
    fn determinize(obs: &Observation, _: &(), seed: u64) -> Option<State> {
        let mut rng = GameRng::from_seed(seed);
        let mut unseen = CARDS.to_vec();
        for c in obs.cards.iter().flatten() {
            let at = unseen.iter().position(|u| u == c)?;
            unseen.remove(at);
        }
        rng.shuffle(&mut unseen);
        let cards = obs
            .cards
            .iter()
            .map(|c| c.or_else(|| unseen.pop()))
            .collect::<Option<Vec<u8>>>()?;
        Some(State {
            config: Config {
                seats: obs.seats.clone(),
                seed,
                undo_among_humans: false,
            },
            rng,
            deck: unseen,
            cards,
            points: obs.points.clone(),
            peeked: obs.peeked.clone(),
            turn: obs.turn,
            winner: None,
            passes: obs.passes,
        })
    }
    fn models(obs: &Observation) -> Vec<Model> {
        obs.seats
            .iter()
            .map(|w| match w {
                Who::Bot => Model::Passer,
                Who::Human => Model::Random,
            })
            .collect()
    }
    fn policy(
        _: &State,
        _: &(),
        d: Decision<Kind, Choice>,
        models: &[Model],
        rng: &mut ChaCha8Rng,
    ) -> Choice {
        match models[d.seat] {
            Model::Passer => Choice::Pass,
            Model::Random => d.options[rng.random_range(0..d.options.len())],
        }
    }
    /// A win counts 1; otherwise each seat's lead over the best of the rest, squashed.
    fn score(state: &State, _: &()) -> Vec<f32> {
        let n = state.points.len();
        (0..n)
            .map(|s| match state.winner {
                Some(w) => f32::from(u8::from(w == s)),
                None => {
                    let best_other = (0..n)
                        .filter(|o| *o != s)
                        .map(|o| state.points[o])
                        .max()
                        .unwrap_or(0);
                    let lead = f32::from(state.points[s]) - f32::from(best_other);
                    1.0 / (1.0 + (-lead * 0.5).exp())
                }
            })
            .collect()
    }
    fn round(state: &State) -> u32 {
        state.passes / state.points.len() as u32
    }
    fn steers(_: Kind) -> bool {
        true
    }
}

fn budget(method: Method) -> Budget {
    Budget {
        iterations: 48,
        millis: None,
        playout: Playout::ToTheEnd,
        method,
        batch: 1,
        share: true,
    }
}

// Hidden information: a sample keeps what the seat knows (points, turn, its own card, the
// cards it peeked at) and deals what it does not from the cards it has not seen; over many
// samples the hidden card takes more than one value.
#[test]
fn a_sample_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
    let mut s = table(&[Who::Bot, Who::Bot, Who::Bot], 9);
    s.choose(Choice::Step).unwrap();
    s.choose(Choice::Peek).unwrap();
    let obs = s.observation(0);
    let mut hidden = Vec::new();
    for seed in 0..40 {
        let sample = Ten::determinize(&obs, &(), seed).expect("a sample");
        assert_eq!(sample.points, s.state().points);
        assert_eq!(sample.turn, 0);
        assert_eq!(sample.cards[0], s.state().cards[0], "its own card");
        assert_eq!(sample.cards[1], s.state().cards[1], "the card it peeked at");
        let mut all: Vec<u8> = sample.cards.iter().chain(&sample.deck).copied().collect();
        all.sort_unstable();
        let mut cards = CARDS.to_vec();
        cards.sort_unstable();
        assert_eq!(all, cards, "every card once");
        Ten::check(&sample, &()).unwrap();
        hidden.push(sample.cards[2]);
    }
    hidden.sort_unstable();
    hidden.dedup();
    assert!(hidden.len() > 1, "the unseen card is drawn, not read");
}

// The search keeps the rules of thumb's pick unless another option plays out better: passing
// at once is worse than rolling or stepping first, and both methods find it.
#[test]
fn both_searches_leave_a_poor_rule_of_thumb_for_what_plays_out_better() {
    for method in [Method::Paired, Method::Tree] {
        let s = table(&[Who::Bot, Who::Bot], 3);
        let obs = s.observation(0);
        let mut search = Search::<Ten>::new(&obs, &(), (), 11, method).expect("a decision");
        assert!(
            !search.settled(),
            "{method:?}: four options, a turn that steers"
        );
        // The tree shares its samples among the options: it needs more to be as sure.
        let iterations = if method == Method::Tree { 400 } else { 48 };
        search.run(
            &(),
            Budget {
                iterations,
                ..budget(method)
            },
        );
        let verdict = search.verdict();
        assert_eq!(verdict.rules_of_thumb.choice, Choice::Pass);
        assert_ne!(verdict.pick.choice, Choice::Pass, "{method:?}: {verdict:?}");
        assert_eq!(verdict.pick.why, PLAYED_OUT_BEST);
        let score = |c: Choice| {
            verdict
                .tallies
                .iter()
                .find(|t| t.choice == c)
                .map(|t| t.score)
        };
        assert!(
            score(verdict.pick.choice) > score(Choice::Pass),
            "{method:?}: {verdict:?}"
        );
    }
}

// When no option plays out better (here the game is one step from its end whatever is
// chosen), the rules of thumb's pick stands with its own reason.
#[test]
fn the_rules_of_thumbs_pick_stands_when_nothing_beats_it() {
    let mut s = table(&[Who::Bot, Who::Bot], 3);
    for _ in 0..9 {
        s.choose(Choice::Step).unwrap();
    }
    // Nine points: stepping, rolling or passing with any card reaches ten.
    let obs = s.observation(0);
    let mut search = Search::<Ten>::new(&obs, &(), (), 2, Method::Paired).unwrap();
    search.run(&(), budget(Method::Paired));
    let pick = search.pick();
    assert_eq!(pick.choice, Choice::Pass);
    assert_eq!(pick.why, "pass and let the card count");
}

// Same seed, same observation: the same samples, the same tallies, the same pick. And the
// search reads the observation only: two games that differ in a card the seat has not seen
// look alike to it and are searched alike.
#[test]
fn a_search_is_the_same_for_the_same_seed_and_reads_no_secret() {
    let s = table(&[Who::Bot, Who::Bot, Who::Bot], 4);
    let mut other = s.state().clone();
    let unseen = other
        .deck
        .iter()
        .position(|c| *c != other.cards[2])
        .unwrap();
    std::mem::swap(&mut other.cards[2], &mut other.deck[unseen]);
    assert_ne!(other.cards[2], s.state().cards[2], "a different secret");
    let obs = s.observation(0);
    let decision = Ten::decide(&other, &());
    let seen_other = Ten::observe(&other, &(), decision, 0);
    assert_eq!(seen_other, obs, "it looks alike");
    for method in [Method::Paired, Method::Tree] {
        let verdict = |o: &Observation| {
            let mut search = Search::<Ten>::new(o, &(), (), 21, method).unwrap();
            search.run(&(), budget(method));
            search.verdict()
        };
        let first = verdict(&obs);
        assert_eq!(first, verdict(&obs), "{method:?}: the same seed");
        assert_eq!(first, verdict(&seen_other), "{method:?}: the other game");
        assert!(first.iterations == 48, "{method:?}: {first:?}");
    }
}

// A seat not asked has nothing to search; a game over asks nothing.
#[test]
fn no_decision_no_search() {
    let s = table(&[Who::Bot, Who::Bot], 3);
    assert!(Search::<Ten>::new(&s.observation(1), &(), (), 1, Method::Paired).is_none());
}
