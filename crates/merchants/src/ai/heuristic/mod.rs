//! The heuristic captain: readable rules of thumb that score the options of each decision,
//! with a short look ahead over the chart (where to sell, stash, mend, raid or hunt next, and
//! what waits on the way). It plays a style: a merchant trades and stashes and keeps clear of
//! bounties; a pirate raids and hunts weaker ships; an opportunist does whichever its position
//! favours. An Easy captain now and then picks an option at random.
//!
//! It reads the seat's observation and the game data only.

mod captains;
mod contraband;
mod cutthroat;
mod favors;
mod fight;
mod locations;
mod loyalty;
mod markets;

pub use fight::drawn_out;
mod loot;
mod port;
mod port_worth;
mod raid;
mod sea;

use super::know::Me;
use super::pick::Pick;
use crate::content::*;
use crate::rules::{AiLevel, AiStyle, Choice, DecisionKind, Observation};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// `base` raised to each power from 0 to 31, worked out at compile time: the look-ahead
/// discounts a goal by the moves to it thousands of times a decision.
pub(crate) const fn powers(base: f32) -> [f32; 32] {
    let mut table = [1.0; 32];
    let mut i = 1;
    while i < 32 {
        table[i] = table[i - 1] * base;
        i += 1;
    }
    table
}

/// `table[d]`, with distances past its end counted as its last entry.
pub(crate) fn discount(table: &[f32; 32], d: u32) -> f32 {
    table[(d as usize).min(31)]
}

/// How often an Easy captain blunders (picks any option).
const EASY_MISTAKES: f64 = 0.2;

/// Event cards left when a captain starts to play for the end.
const ENDGAME_EVENTS: usize = 6;

/// One decision's worth of thinking.
pub(crate) struct Ctx<'a> {
    pub me: Me<'a>,
    pub style: AiStyle,
    pub level: AiLevel,
    pub options: &'a [Choice],
    /// The best price each good fetches away from each port, sailing counted, by good and
    /// then port (NaN until asked; empty until `markets::open`): the look-ahead asks it many
    /// times over.
    elsewhere: std::cell::RefCell<Vec<f32>>,
    /// [`Ctx::raider`], [`Ctx::trades`] and [`Ctx::endgame`], once asked (the look-ahead
    /// asks them for every port it weighs).
    known: std::cell::Cell<Known>,
}

/// Answers about the position that hold for the whole decision, `None` until asked.
#[derive(Clone, Copy, Default)]
struct Known {
    raider: Option<bool>,
    trades: Option<bool>,
    endgame: Option<bool>,
}

impl Ctx<'_> {
    /// `ask` of the position once a decision: the answer kept in `slot` of [`Known`].
    fn once(&self, slot: fn(&mut Known) -> &mut Option<bool>, ask: impl FnOnce() -> bool) -> bool {
        if let Some(answer) = *slot(&mut self.known.get()) {
            return answer;
        }
        // `ask` may fill other answers meanwhile (`trades` asks `raider`): read them again.
        let answer = ask();
        let mut known = self.known.get();
        *slot(&mut known) = Some(answer);
        self.known.set(known);
        answer
    }
}

impl Ctx<'_> {
    /// The style this position calls for: an opportunist raids while it is a pirate already or
    /// (a Normal or Easy one) its ship outguns a merchant's, and trades otherwise.
    pub fn raider(&self) -> bool {
        self.once(|k| &mut k.raider, || self.ask_raider())
    }

    fn ask_raider(&self) -> bool {
        match self.style {
            AiStyle::Merchant => false,
            AiStyle::Pirate => true,
            // A Hard or Expert opportunist trades until it is wanted: the rules of thumb's
            // raids never paid an opportunist (measured in `ai::search::measured.md`), and
            // its search still weighs every raid the turn offers.
            AiStyle::Opportunist if self.level >= AiLevel::Hard => self.me.pirate(),
            AiStyle::Opportunist => {
                self.me.pirate()
                    || self
                        .me
                        .ship()
                        .is_some_and(|s| s.hits.cannons >= 3 && self.me.obs.me.cargo.is_empty())
            }
        }
    }

    /// Whether this captain buys goods to trade: a trader always; a raider while no raid
    /// pays with the gold it carries (it keeps a frigate's price aboard, which a sloop's raid
    /// would risk): the hold earns meanwhile instead of lying idle in port.
    pub fn trades(&self) -> bool {
        self.once(
            |k| &mut k.trades,
            || !self.raider() || !raid::worth_raiding(&self.me),
        )
    }

    /// Whether the game is near its end: few event cards left, or a captain close to the
    /// glory that wins (gold aboard then counts for nothing; gold in the chest does).
    pub fn endgame(&self) -> bool {
        self.once(
            |k| &mut k.endgame,
            || {
                let obs = self.me.obs;
                let to_win = self.me.data.tokens.glory_to_win;
                obs.event_deck <= ENDGAME_EVENTS || obs.seats.iter().any(|s| s.glory + 3 >= to_win)
            },
        )
    }

    /// The best price `good` fetches away from `here`, sailing counted: `fill` works out the
    /// good's row (its answer from every port) the first time the good is asked about, and
    /// the row is kept for the rest of the decision.
    pub fn price_elsewhere(
        &self,
        here: PortId,
        good: GoodId,
        fill: impl FnOnce(&mut [f32]),
    ) -> f32 {
        let ports = self.me.data.ports.len();
        let i = good.0 as usize * ports + here.0 as usize;
        let known = self.elsewhere.borrow()[i];
        if !known.is_nan() {
            return known;
        }
        let mut rows = self.elsewhere.borrow_mut();
        let row = &mut rows[good.0 as usize * ports..(good.0 as usize + 1) * ports];
        fill(row);
        row[here.0 as usize]
    }

    pub fn offered(&self, choice: Choice) -> bool {
        self.options.contains(&choice)
    }

    /// The first of `choices` that is offered.
    pub fn first(&self, choices: impl IntoIterator<Item = Choice>) -> Option<Choice> {
        choices.into_iter().find(|c| self.offered(*c))
    }

    /// The offered option with the highest score (the first of equals); `None` if every
    /// score is `None`.
    pub fn best_by(&self, mut score: impl FnMut(&Choice) -> Option<f32>) -> Option<Choice> {
        let mut best: Option<(f32, Choice)> = None;
        for c in self.options {
            if let Some(s) = score(c)
                && best.is_none_or(|(b, _)| s > b)
            {
                best = Some((s, *c));
            }
        }
        best.map(|(_, c)| c)
    }
}

/// Answer the observation's decision.
pub fn choose(
    obs: &Observation,
    data: &GameData,
    level: AiLevel,
    style: AiStyle,
    seed: u64,
) -> Option<Pick> {
    let decision = obs.decision.as_ref()?;
    let options = decision.options.as_slice();
    if options.is_empty() {
        return None;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    if level == AiLevel::Easy && rng.random_bool(EASY_MISTAKES) {
        let choice = options[rng.random_range(0..options.len())];
        // Even an Easy captain never gives up its captain on a whim.
        if choice != Choice::Retire {
            return Some(Pick {
                choice,
                why: crate::ai::why::HUNCH,
            });
        }
    }
    let ctx = Ctx {
        me: Me::new(obs, data),
        style,
        level,
        options,
        elsewhere: std::cell::RefCell::new(Vec::new()),
        known: std::cell::Cell::new(Known::default()),
    };
    let markets = markets::open(&ctx);
    let pick = match decision.kind {
        DecisionKind::ChooseShip => choose_ship(&ctx),
        DecisionKind::ChooseCaptain => captains::choose(&ctx),
        DecisionKind::OffTurnScout => cutthroat::choose(&ctx),
        // The scout wants the fight it looks for: the seat steering the NPC denies it.
        DecisionKind::CrowsNest => Some(Pick {
            choice: Choice::UseCrowsNest,
            why: "the scout wants this fight: hide the NPC",
        }),
        DecisionKind::Reroll => favors::reroll(&ctx),
        DecisionKind::NpcReroll => favors::contest(&ctx),
        DecisionKind::GloryRedraw => favors::glory_redraw(&ctx),
        DecisionKind::StormHit => fight::storm_hit(&ctx),
        DecisionKind::Plank => loyalty::plank(&ctx),
        DecisionKind::Searched => contraband::searched(&ctx),
        DecisionKind::Spill => contraband::spill(&ctx),
        DecisionKind::Stow => contraband::stow(&ctx),
        DecisionKind::HoldPick => contraband::hide(&ctx),
        DecisionKind::Action { actions_left } => sea::action(&ctx, actions_left),
        DecisionKind::Port { step } => port::step(&ctx, step),
        DecisionKind::PlaceMods => None,
        DecisionKind::Raid { step } => raid::raid(&ctx, step),
        DecisionKind::Battle { step } => fight::battle(&ctx, step),
        DecisionKind::DiscardGlory => fight::discard_glory(&ctx),
        DecisionKind::Location { step } => locations::step(&ctx, step),
    };
    // Whatever the rules of thumb leave open, the first option settles (never an unoffered one).
    let pick = pick.filter(|p| ctx.offered(p.choice)).unwrap_or(Pick {
        choice: options[0],
        why: "nothing better to do",
    });
    markets::keep(ctx, markets);
    Some(pick)
}

fn choose_ship(ctx: &Ctx) -> Option<Pick> {
    if ctx.offered(Choice::RedrawCaptain) {
        return Some(Pick {
            choice: Choice::RedrawCaptain,
            why: "an NPC pirate lies in wait at home",
        });
    }
    // Every style starts in a flute. A pirate too: a sloop's two cargo spaces and one cannon
    // neither trade nor fight, and its raids risk the captain for little; the flute's hold
    // trades for the frigate a pirate raids and fights with (measured: 34 % → 45 % against
    // the opportunist, on 1 200 games nobody tuned on).
    Some(Pick {
        choice: Choice::ChooseShip(ShipClass::Flute),
        why: if ctx.style == AiStyle::Pirate {
            "a flute's hold: trade for the frigate to raid with"
        } else {
            "a flute's hold for trade"
        },
    })
}
