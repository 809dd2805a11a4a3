//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley &
//! Whitehouse, 2012): one tree of choices shared by every sample (a choice is available only
//! in the samples that offer it, and is chosen by UCB counted over its availability); each
//! iteration adds one choice and plays the sample on.

use super::model::Model;
use super::playout::{playout, policy, score};
use super::{
    CONFIDENCE, MARGIN, PLAYOUT_STEPS, Playout, Tally, mean_and_error, searched_pick, steers,
};
use crate::ai::{heuristic, pick::Pick};
use crate::content::GameData;
use crate::rules::session::{advance, decide};
use crate::rules::{Choice, GameEvent, GameState, Seat};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// A root choice needs this share of the most visited one's visits to be trusted.
const TRUSTED_SHARE: f32 = 0.5;
/// Exploration constant of UCB1.
const EXPLORE: f32 = 0.7;

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

impl Node {
    fn new(choice: Choice, seat: Seat) -> Node {
        Node {
            choice,
            seat,
            children: Vec::new(),
            visits: 0.0,
            avail: 0.0,
            reward: 0.0,
            reward_sq: 0.0,
        }
    }

    fn mean(&self) -> f32 {
        self.reward / self.visits.max(1.0)
    }

    /// The standard error of the mean.
    fn spread(&self) -> f32 {
        mean_and_error(self.reward, self.reward_sq, self.visits).1
    }

    fn ucb(&self) -> f32 {
        self.mean() + EXPLORE * (self.avail.max(1.0).ln() / self.visits.max(1.0)).sqrt()
    }
}

/// The tree of one search.
#[derive(Clone, Debug)]
pub(super) struct Tree {
    nodes: Vec<Node>,
    path: Vec<usize>,
    /// How each seat is played below the tree and in the playouts.
    models: Vec<Model>,
}

impl Tree {
    pub fn new(seat: Seat, fallback: Choice, models: Vec<Model>) -> Tree {
        Tree {
            nodes: vec![Node::new(fallback, seat)],
            path: Vec::new(),
            models,
        }
    }

    /// One iteration on a fresh sample: down the tree, one choice added, the playout, and
    /// every seat's reward carried back up.
    pub fn iterate(
        &mut self,
        mut state: GameState,
        data: &GameData,
        how: Playout,
        events: &mut Vec<GameEvent>,
        rng: &mut ChaCha8Rng,
    ) {
        self.path.clear();
        self.path.push(0);
        self.descend(&mut state, data, events, rng);
        playout(&mut state, data, &self.models, how, events, rng);
        let rewards = score(&state, data);
        for &n in &self.path {
            let node = &mut self.nodes[n];
            node.visits += 1.0;
            node.reward += rewards[node.seat];
            node.reward_sq += rewards[node.seat] * rewards[node.seat];
        }
    }

    /// One iteration's way down the tree, adding one node (the playout follows).
    fn descend(
        &mut self,
        state: &mut GameState,
        data: &GameData,
        events: &mut Vec<GameEvent>,
        rng: &mut ChaCha8Rng,
    ) {
        let nodes = &mut self.nodes;
        let mut node = 0;
        let mut expanded = false;
        let mut first = true;
        // The rules of thumb may trade shots for ever in a sample (nothing in the rules ends
        // such a battle): the way down stops after as many steps as a playout may take.
        for _ in 0..PLAYOUT_STEPS {
            let Some(d) = decide(state, data) else { break };
            // The root is the decision searched (a sub-step too); below it the tree branches
            // only on choices that steer.
            if (!first && (d.options.len() == 1 || !steers(d.kind)))
                || heuristic::drawn_out(state.battle.as_ref())
            {
                let seat = d.seat;
                let c = policy(state, data, d, &self.models, rng);
                events.clear();
                advance(state, data, seat, c, events);
                continue;
            }
            first = false;
            if expanded {
                break;
            }
            // The children this sample offers; each counts one more chance to be chosen.
            let open: Vec<usize> = nodes[node]
                .children
                .iter()
                .copied()
                .filter(|&c| nodes[c].seat == d.seat && d.options.contains(&nodes[c].choice))
                .collect();
            for &c in &open {
                nodes[c].avail += 1.0;
            }
            // Retiring is left to the rules of thumb (which never do): a playout cannot see
            // what the captain gives up.
            let untried: Vec<Choice> = d
                .options
                .iter()
                .copied()
                .filter(|o| *o != Choice::Retire && !open.iter().any(|&c| nodes[c].choice == *o))
                .collect();
            let next = if !untried.is_empty() {
                // Try the rules of thumb's pick first, then the rest at random.
                let hint = policy(state, data, d.clone(), &self.models, rng);
                let choice = if untried.contains(&hint) {
                    hint
                } else {
                    untried[rng.random_range(0..untried.len())]
                };
                let mut added = Node::new(choice, d.seat);
                added.avail = 1.0;
                nodes.push(added);
                let id = nodes.len() - 1;
                nodes[node].children.push(id);
                expanded = true;
                id
            } else {
                *open
                    .iter()
                    .max_by(|&&a, &&b| nodes[a].ucb().total_cmp(&nodes[b].ucb()))
                    .expect("a decision offers something")
            };
            events.clear();
            advance(state, data, d.seat, nodes[next].choice, events);
            self.path.push(next);
            node = next;
        }
    }

    /// How each choice at the root played out so far.
    pub fn tallies(&self) -> Vec<Tally> {
        self.nodes[0]
            .children
            .iter()
            .map(|&c| {
                let n = &self.nodes[c];
                Tally {
                    choice: n.choice,
                    visits: n.visits as u32,
                    score: n.mean(),
                }
            })
            .collect()
    }

    /// The best-scoring choice at the root among those searched well enough; the rules of
    /// thumb's own pick unless another plays out better beyond the noise of the samples.
    pub fn pick(&self, fallback: Pick) -> Pick {
        let nodes = &self.nodes;
        let kids: Vec<&Node> = nodes[0].children.iter().map(|&c| &nodes[c]).collect();
        let most = kids.iter().map(|n| n.visits).fold(0.0, f32::max);
        let Some(best) = kids
            .iter()
            .filter(|n| n.visits >= most * TRUSTED_SHARE)
            .max_by(|a, b| a.mean().total_cmp(&b.mean()))
        else {
            return fallback;
        };
        let own = kids.iter().find(|n| n.choice == fallback.choice);
        let best = match own {
            Some(own)
                if best.mean()
                    < own.mean() + MARGIN + CONFIDENCE * best.spread().hypot(own.spread()) =>
            {
                *own
            }
            _ => *best,
        };
        searched_pick(fallback, best.choice)
    }
}
