//! The searching captain (Hard): single-observer information-set Monte Carlo tree search
//! (SO-ISMCTS; Cowling, Powley & Whitehouse, 2012). Each iteration samples a whole game from
//! the seat's observation (`rules::determinize`: the others' secrets, every deck's order and a
//! fresh random generator drawn anew), walks one tree of choices shared by every sample (a
//! choice is available only in the samples that offer it, and is chosen by UCB counted over
//! its availability), adds one choice, plays the game on with every seat's rules of thumb for
//! a few rounds (`PLAYOUT_ROUNDS`), and scores each seat's position.
//!
//! The tree holds the choices that steer a game (a turn's actions, the port menu, a battle's
//! declaration, a raid's flag, the ship); the small steps between them (which card to mark,
//! where a hit lands) are played by the rules of thumb, inside the search and out.

use super::Pick;
use super::heuristic;
use crate::content::GameData;
use crate::rules::determinize::determinize;
use crate::rules::glory;
use crate::rules::observation::observe;
use crate::rules::session::{advance, decide};
use crate::rules::{
    AiLevel, AiStyle, BattleStepKind, Choice, Decision, DecisionKind, GameState, Observation,
    Phase, PortStepKind, RaidStepKind, Seat, SeatKind,
};
use bevy::platform::time::Instant;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// How long and how far a search may go: it stops at whichever comes first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub iterations: u32,
    /// Wall-clock milliseconds; `None` for a search bounded by iterations alone (tests, and
    /// anything that must replay the same).
    pub millis: Option<f64>,
    /// How far each playout runs.
    pub playout: Playout,
}

/// How far a playout runs before the sample is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playout {
    /// This many rounds past the round it starts in, then the position is scored.
    Rounds(u32),
    /// To the game's end (or [`FULL_PLAYOUT_STEPS`]), scored by who won.
    ToTheEnd,
}

/// Steps a playout to the end runs at most.
pub const FULL_PLAYOUT_STEPS: u32 = 20_000;

impl std::str::FromStr for Playout {
    type Err = String;

    /// `end`, or a number of rounds past the current one.
    fn from_str(s: &str) -> Result<Playout, String> {
        if s == "end" {
            return Ok(Playout::ToTheEnd);
        }
        s.parse()
            .map(Playout::Rounds)
            .map_err(|_| format!("playout must be a number of rounds or `end`, not `{s}`"))
    }
}

impl Budget {
    /// At the table: 40 ms a decision, at most 4000 iterations.
    pub const TABLE: Budget = Budget {
        iterations: 4000,
        millis: Some(40.0),
        playout: Playout::Rounds(PLAYOUT_ROUNDS),
    };

    /// A fixed number of iterations, the same on every machine.
    pub const fn iterations(n: u32) -> Budget {
        Budget {
            iterations: n,
            millis: None,
            playout: Playout::Rounds(PLAYOUT_ROUNDS),
        }
    }
}

/// A root choice needs this share of the most visited one's visits to be trusted.
const TRUSTED_SHARE: f32 = 0.5;
/// How much better than the rules of thumb's pick another choice must play out.
const MARGIN: f32 = 0.01;
/// Standard errors by which another choice must beat the rules of thumb's pick.
const CONFIDENCE: f32 = 2.0;
/// Exploration constant of UCB1.
const EXPLORE: f32 = 0.7;
/// Rounds a playout runs past the round it starts in. Measured at 40 ms against Normal
/// captains: four seats, 48 games (seed 101): 0 → Hard wins 17 %, 1 → 35 %, 2 → 50 %, whole
/// games (too few fit in 40 ms) → 17 %; then 2 against 3 on the same seeds, after the raid
/// rules of thumb changed: four seats, 96 games, 41 % → 47 %; two seats, 240 games,
/// 64 % → 67 % (but 64 % over 480 games on more seeds, as with two rounds: the two-seat
/// gain was noise).
const PLAYOUT_ROUNDS: u32 = 3;
/// Steps a truncated playout runs at most.
const PLAYOUT_STEPS: u32 = 400;

/// One root choice's record: how often the search tried it and its mean score (0..1, a win
/// counting 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tally {
    pub choice: Choice,
    pub visits: u32,
    pub score: f32,
}

#[derive(Clone, Debug)]
struct Node {
    /// The choice that leads here, and the seat that made it.
    choice: Choice,
    seat: Seat,
    children: Vec<usize>,
    visits: f32,
    /// How often this node was open to choose (in the samples that offered it).
    avail: f32,
    /// Sum of the rewards of `seat` through this node, and of their squares.
    reward: f32,
    reward_sq: f32,
}

/// Whether a decision is one that steers a game: the tree branches on these.
pub(crate) fn steers(kind: DecisionKind) -> bool {
    matches!(
        kind,
        DecisionKind::ChooseShip
            | DecisionKind::Action { .. }
            | DecisionKind::Port {
                step: PortStepKind::Menu
            }
            | DecisionKind::Battle {
                step: BattleStepKind::Declare
            }
            | DecisionKind::Raid {
                step: RaidStepKind::Found
            }
    )
}

/// A search under way: it may run a few iterations at a time (a browser runs a slice each
/// frame) and name its pick whenever asked.
pub struct Search {
    obs: Observation,
    fallback: Pick,
    /// `false` when the rules of thumb answer alone (a small step, a single option).
    searching: bool,
    nodes: Vec<Node>,
    rng: ChaCha8Rng,
    iterations: u32,
}

impl Search {
    /// Start a search of the observation's decision; `None` if it holds none.
    pub fn new(obs: &Observation, data: &GameData, style: AiStyle, seed: u64) -> Option<Search> {
        let decision = obs.decision.as_ref()?;
        let fallback = heuristic::choose(obs, data, AiLevel::Normal, style, seed)?;
        // A sample cannot be drawn while another seat's port action is open.
        let searching = decision.options.len() > 1
            && steers(decision.kind)
            && !heuristic::drawn_out(obs.battle.as_ref())
            && determinize(obs, data, seed).is_ok();
        Some(Search {
            obs: obs.clone(),
            fallback,
            searching,
            nodes: vec![Node {
                choice: fallback.choice,
                seat: obs.seat,
                children: Vec::new(),
                visits: 0.0,
                avail: 0.0,
                reward: 0.0,
                reward_sq: 0.0,
            }],
            rng: ChaCha8Rng::seed_from_u64(seed),
            iterations: 0,
        })
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Whether more iterations would change nothing (the rules of thumb answer alone).
    pub fn settled(&self) -> bool {
        !self.searching
    }

    /// Run until `budget` is spent (counted from this call), or the total reaches its
    /// iteration cap.
    pub fn run(&mut self, data: &GameData, budget: Budget) {
        if !self.searching {
            return;
        }
        let start = Instant::now();
        let mut events = Vec::new();
        let mut path = Vec::new();
        while self.iterations < budget.iterations {
            if let Some(ms) = budget.millis
                && start.elapsed().as_secs_f64() * 1000.0 >= ms
            {
                break;
            }
            let Ok(mut state) = determinize(&self.obs, data, self.rng.next_u64()) else {
                self.searching = false;
                return;
            };
            path.clear();
            path.push(0);
            iterate(
                &mut state,
                data,
                &mut self.nodes,
                &mut path,
                &mut events,
                &mut self.rng,
            );
            playout(&mut state, data, budget.playout, &mut events, &mut self.rng);
            let rewards = score(&state, data);
            for &n in &path {
                let node = &mut self.nodes[n];
                node.visits += 1.0;
                node.reward += rewards[node.seat];
                node.reward_sq += rewards[node.seat] * rewards[node.seat];
            }
            self.iterations += 1;
        }
    }

    /// How each choice at the root played out so far, most tried first.
    pub fn tallies(&self) -> Vec<Tally> {
        let mut t: Vec<Tally> = self.nodes[0]
            .children
            .iter()
            .map(|&c| {
                let n = &self.nodes[c];
                Tally {
                    choice: n.choice,
                    visits: n.visits as u32,
                    score: n.reward / n.visits.max(1.0),
                }
            })
            .collect();
        t.sort_by_key(|t| std::cmp::Reverse(t.visits));
        t
    }

    /// The rules of thumb's own pick, which the search keeps unless another does better.
    pub fn rules_of_thumb(&self) -> Pick {
        self.fallback
    }

    /// The pick as things stand: the best-scoring choice at the root among those searched
    /// well enough; the rules of thumb's own pick unless another plays out better beyond the
    /// noise of the samples.
    pub fn pick(&self) -> Pick {
        let nodes = &self.nodes;
        let mean = |n: &Node| n.reward / n.visits.max(1.0);
        let spread = |n: &Node| {
            let v = n.visits.max(1.0);
            ((n.reward_sq / v - mean(n).powi(2)).max(0.0) / v).sqrt()
        };
        let kids: Vec<&Node> = nodes[0].children.iter().map(|&c| &nodes[c]).collect();
        let most = kids.iter().map(|n| n.visits).fold(0.0, f32::max);
        let Some(best) = kids
            .iter()
            .filter(|n| n.visits >= most * TRUSTED_SHARE)
            .max_by(|a, b| mean(a).total_cmp(&mean(b)))
        else {
            return self.fallback;
        };
        let own = kids.iter().find(|n| n.choice == self.fallback.choice);
        let best = match own {
            Some(own)
                if mean(best)
                    < mean(own) + MARGIN + CONFIDENCE * spread(best).hypot(spread(own)) =>
            {
                *own
            }
            _ => *best,
        };
        if best.choice == self.fallback.choice {
            self.fallback
        } else {
            Pick {
                choice: best.choice,
                why: "it played out best in the games searched ahead",
            }
        }
    }
}

/// Answer the observation's decision by searching within `budget`; small steps, and
/// decisions a sample cannot be drawn for, are answered by the rules of thumb.
pub fn choose(
    obs: &Observation,
    data: &GameData,
    style: AiStyle,
    seed: u64,
    budget: Budget,
) -> Option<Pick> {
    let mut search = Search::new(obs, data, style, seed)?;
    search.run(data, budget);
    Some(search.pick())
}

/// One iteration's way down the tree, adding one node (the playout follows).
fn iterate(
    state: &mut GameState,
    data: &GameData,
    nodes: &mut Vec<Node>,
    path: &mut Vec<usize>,
    events: &mut Vec<crate::rules::GameEvent>,
    rng: &mut ChaCha8Rng,
) {
    let mut node = 0;
    let mut expanded = false;
    let mut first = true;
    // The rules of thumb may trade shots for ever in a sample (nothing in the rules ends
    // such a battle): the way down stops after as many steps as a playout may take.
    for _ in 0..PLAYOUT_STEPS {
        let Some(d) = decide(state, data) else { break };
        if (!first && d.options.len() == 1)
            || !steers(d.kind)
            || heuristic::drawn_out(state.battle.as_ref())
        {
            let c = policy(state, data, &d, rng);
            events.clear();
            advance(state, data, d.seat, c, events);
            continue;
        }
        first = false;
        if expanded {
            break;
        }
        // The children this sample offers; each counts one more chance to be chosen.
        let mut open: Vec<usize> = Vec::new();
        for &c in &nodes[node].children {
            if nodes[c].seat == d.seat && d.options.contains(&nodes[c].choice) {
                open.push(c);
            }
        }
        for &c in &open {
            nodes[c].avail += 1.0;
        }
        // Retiring is left to the rules of thumb (which never do): a playout cannot see what
        // the captain gives up.
        let untried: Vec<Choice> = d
            .options
            .iter()
            .copied()
            .filter(|o| *o != Choice::Retire && !open.iter().any(|&c| nodes[c].choice == *o))
            .collect();
        let next = if !untried.is_empty() {
            // Try the rules of thumb's pick first, then the rest at random.
            let hint = policy(state, data, &d, rng);
            let choice = if untried.contains(&hint) {
                hint
            } else {
                untried[rng.random_range(0..untried.len())]
            };
            nodes.push(Node {
                choice,
                seat: d.seat,
                children: Vec::new(),
                visits: 0.0,
                avail: 1.0,
                reward: 0.0,
                reward_sq: 0.0,
            });
            let id = nodes.len() - 1;
            nodes[node].children.push(id);
            expanded = true;
            id
        } else {
            *open
                .iter()
                .max_by(|&&a, &&b| ucb(&nodes[a]).total_cmp(&ucb(&nodes[b])))
                .expect("a decision offers something")
        };
        events.clear();
        advance(state, data, d.seat, nodes[next].choice, events);
        path.push(next);
        node = next;
    }
}

fn ucb(n: &Node) -> f32 {
    n.reward / n.visits.max(1.0) + EXPLORE * (n.avail.max(1.0).ln() / n.visits.max(1.0)).sqrt()
}

/// Play on with every seat's rules of thumb: a few rounds, or to the end.
fn playout(
    state: &mut GameState,
    data: &GameData,
    how: Playout,
    events: &mut Vec<crate::rules::GameEvent>,
    rng: &mut ChaCha8Rng,
) {
    let (until, steps) = match how {
        Playout::Rounds(n) => (state.round + n, PLAYOUT_STEPS),
        Playout::ToTheEnd => (u32::MAX, FULL_PLAYOUT_STEPS),
    };
    for _ in 0..steps {
        if state.round > until {
            return;
        }
        let Some(d) = decide(state, data) else { return };
        let c = policy(state, data, &d, rng);
        events.clear();
        advance(state, data, d.seat, c, events);
    }
}

/// What the deciding seat plays in a sample: its own kind's rules of thumb (a searching seat
/// plays them too; a random seat picks at random).
fn policy(state: &GameState, data: &GameData, d: &Decision, rng: &mut ChaCha8Rng) -> Choice {
    if d.options.len() == 1 {
        return d.options[0];
    }
    let (level, style) = match state.config.seats[d.seat] {
        SeatKind::RandomAi => return d.options[rng.random_range(0..d.options.len())],
        SeatKind::Ai { level, style } => (level.min(AiLevel::Normal), style),
        SeatKind::Human => (AiLevel::Normal, AiStyle::Opportunist),
    };
    let obs = observe(state, data, Some(d.clone()), d.seat);
    heuristic::choose(&obs, data, level, style, rng.next_u64()).map_or(d.options[0], |p| p.choice)
}

/// Each seat's reward for a sample played out: a finished game pays its winners (a shared
/// win in part); otherwise each seat's lead over the best of the rest, squashed to 0..1.
fn score(state: &GameState, data: &GameData) -> Vec<f32> {
    if let Phase::GameOver { winners, .. } = &state.phase {
        return (0..state.seats.len())
            .map(|s| {
                if winners.contains(&s) {
                    1.0 / winners.len() as f32
                } else {
                    0.0
                }
            })
            .collect();
    }
    let worth: Vec<f32> = state.seats.iter().map(|s| position(s, data)).collect();
    (0..worth.len())
        .map(|i| {
            let best_other = worth
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, w)| *w)
                .fold(f32::MIN, f32::max);
            1.0 / (1.0 + (-(worth[i] - best_other) * 0.8).exp())
        })
        .collect()
}

/// A seat's standing in glory points: its points, and what its gold, hold and ship promise.
fn position(s: &crate::rules::state::SeatState, data: &GameData) -> f32 {
    let points = glory::total(s, data) as f32;
    let per = data.tokens.prices.stash_per_glory as f32;
    let stash_room = (data.tokens.prices.stash_glory_max as f32 * per - s.stash as f32).max(0.0);
    let gold = (s.gold.max(0) as f32).min(stash_room) / per * 0.6;
    let cargo = s.cargo.len() as f32 * 0.25;
    let ship = s.ship.as_ref().map_or(-1.0, |sh| {
        let full = crate::rules::ship::max_values(sh, data);
        let hull = sh.hits.hull as f32 / full.hull.max(1) as f32;
        0.15 * (full.cannons + full.cargo) as f32 * hull
    });
    points + gold + cargo + ship
}
