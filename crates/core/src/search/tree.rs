//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley &
//! Whitehouse, 2012): one tree of choices shared by every sample (a choice is available only
//! in the samples that offer it, and is chosen by UCB counted over its availability); each
//! iteration adds one choice and plays the sample on.

use super::playout::playout;
use super::{
    CONFIDENCE, MARGIN, PLAYOUT_STEPS, Pick, Playout, Searched, Tally, mean_and_error,
    searched_pick,
};
use crate::game::Seat;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// A root choice needs this share of the most visited one's visits to be trusted.
const TRUSTED_SHARE: f32 = 0.5;
/// Exploration constant of UCB1.
const EXPLORE: f32 = 0.7;

#[derive(Clone, Debug)]
struct Node<C> {
    /// The choice that leads here, and the seat that made it.
    choice: C,
    seat: Seat,
    children: Vec<usize>,
    visits: f32,
    /// How often this node was open to choose (in the samples that offered it).
    avail: f32,
    /// Sum of the rewards of `seat` through this node, and of their squares.
    reward: f32,
    reward_sq: f32,
}

impl<C> Node<C> {
    fn new(choice: C, seat: Seat) -> Node<C> {
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
pub(super) struct Tree<G: Searched> {
    nodes: Vec<Node<G::Choice>>,
    path: Vec<usize>,
    /// How each seat is played below the tree and in the playouts.
    models: Vec<G::Model>,
}

impl<G: Searched> Tree<G> {
    pub fn new(seat: Seat, fallback: G::Choice, models: Vec<G::Model>) -> Tree<G> {
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
        mut state: G::State,
        data: &G::Data,
        how: Playout,
        events: &mut Vec<G::Event>,
        rng: &mut ChaCha8Rng,
    ) {
        self.path.clear();
        self.path.push(0);
        self.descend(&mut state, data, events, rng);
        playout::<G>(&mut state, data, &self.models, how, events, rng);
        let rewards = G::score(&state, data);
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
        state: &mut G::State,
        data: &G::Data,
        events: &mut Vec<G::Event>,
        rng: &mut ChaCha8Rng,
    ) {
        let nodes = &mut self.nodes;
        let mut node = 0;
        let mut expanded = false;
        let mut first = true;
        // The rules of thumb may go on for ever in a sample (M&M: trading shots in a battle
        // nothing in the rules ends): the way down stops after as many steps as a playout
        // may take.
        for _ in 0..PLAYOUT_STEPS {
            let Some(d) = G::decide(state, data) else {
                break;
            };
            // The root is the decision searched (a sub-step too); below it the tree branches
            // only on choices that steer.
            if (!first && (d.options.len() == 1 || !G::steers(d.kind))) || G::drawn_out(state) {
                let seat = d.seat;
                let c = G::policy(state, data, d, &self.models, rng);
                events.clear();
                G::advance(state, data, seat, c, events);
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
            // An option the game does not weigh is left to the rules of thumb.
            let untried: Vec<G::Choice> = d
                .options
                .iter()
                .copied()
                .filter(|o| G::weighed(*o) && !open.iter().any(|&c| nodes[c].choice == *o))
                .collect();
            let next = if !untried.is_empty() {
                // Try the rules of thumb's pick first, then the rest at random.
                let hint = G::policy(state, data, d.clone(), &self.models, rng);
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
            G::advance(state, data, d.seat, nodes[next].choice, events);
            self.path.push(next);
            node = next;
        }
    }

    /// How each choice at the root played out so far.
    pub fn tallies(&self) -> Vec<Tally<G::Choice>> {
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
    pub fn pick(&self, fallback: Pick<G::Choice>) -> Pick<G::Choice> {
        let nodes = &self.nodes;
        let kids: Vec<&Node<G::Choice>> = nodes[0].children.iter().map(|&c| &nodes[c]).collect();
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
