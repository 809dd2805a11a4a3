//! The first-game guide: in the first rounds of a tutorial game, a hint for the human seat that
//! points at one sensible option of the decision in front of it — choose a roomy ship, trade
//! where a port pays extra, stash gold at home, scout a merchant — in our own words, with the
//! rules section it follows. Plain logic of the data and the seat's own observation.

use super::battle::nation;
use crate::ai::chart::Chart;
use crate::content::{AbilityEffect, CargoCardId, GameData, GoodId, PortId, ShipClass, ZoneId};
use crate::rules::observation::Observation;
use crate::rules::purse::Trader;
use crate::rules::{
    Activity, Choice, Decision, DecisionKind, Entry, Location, Phase, PortStep, PortStepKind,
    RaidStepKind, ScoutTarget, Ship,
};

/// A hint of the first-game guide: one or two short sentences in our own words, the option of
/// the current decision it points at (its index in `decision.options`), and the rules section
/// it follows (a section name of docs/rules-coverage.md, as `words::tips::tip` returns).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub text: String,
    pub option: Option<usize>,
    pub section: &'static str,
}

/// The rounds the guide speaks in.
pub const GUIDE_ROUNDS: u32 = 4;

/// Gold the guide leaves aboard when it suggests the chest: enough to buy goods with.
const PURSE: i32 = 5;

/// The guide's hint for the decision `decision` of the seat whose observation is `obs`; `None`
/// past the first [`GUIDE_ROUNDS`] rounds, for another seat's decision, or when nothing useful
/// applies. A hint only ever points at an option the decision offers.
pub fn hint(data: &GameData, obs: &Observation, decision: &Decision) -> Option<Hint> {
    if obs.round > GUIDE_ROUNDS || decision.seat != obs.seat {
        return None;
    }
    let guide = Guide {
        data,
        obs,
        options: &decision.options,
    };
    let hint = match decision.kind {
        DecisionKind::ChooseShip => guide.choose_ship(),
        DecisionKind::Action { actions_left } if actions_left > 0 => guide.at_sea(actions_left),
        DecisionKind::Port { step } => guide.in_port(step),
        DecisionKind::Raid {
            step: RaidStepKind::Found,
        } => guide.raid(),
        _ => None,
    }?;
    hint.option
        .is_none_or(|i| i < decision.options.len())
        .then_some(hint)
}

/// One decision's worth of guiding.
struct Guide<'a> {
    data: &'a GameData,
    obs: &'a Observation,
    options: &'a [Choice],
}

impl Guide<'_> {
    fn index(&self, c: Choice) -> Option<usize> {
        self.options.iter().position(|o| *o == c)
    }

    fn offered(&self, c: Choice) -> bool {
        self.index(c).is_some()
    }

    /// A hint pointing at `c`, if it is offered.
    fn point(&self, c: Choice, text: String, section: &'static str) -> Option<Hint> {
        let option = self.index(c)?;
        Some(Hint {
            text,
            option: Some(option),
            section,
        })
    }

    fn ship(&self) -> Option<&Ship> {
        self.obs.me.ship.as_ref()
    }

    fn gold(&self) -> i32 {
        self.obs
            .seats
            .get(self.obs.seat)
            .and_then(|s| s.gold)
            .unwrap_or(0)
    }

    fn bounties(&self) -> [u8; 4] {
        self.obs
            .seats
            .get(self.obs.seat)
            .map(|s| s.bounties)
            .unwrap_or_default()
    }

    fn trader(&self) -> Trader {
        Trader {
            captain: self.obs.me.captain,
            bounties: self.bounties(),
        }
    }

    fn home(&self) -> PortId {
        self.data.captain(self.obs.me.captain).home_port
    }

    fn port_name(&self, port: PortId) -> &str {
        &self.data.port(port).name
    }

    fn good_of(&self, card: CargoCardId) -> GoodId {
        self.data.cargo_deck[card.0 as usize].good
    }

    fn good_name(&self, good: GoodId) -> &str {
        &self.data.good(good).name
    }

    /// The good this port wants now (the demand token of its zone).
    fn demand_at(&self, port: PortId) -> Option<GoodId> {
        self.obs
            .demand
            .get(self.data.port(port).zone.0 as usize)
            .copied()
            .flatten()
    }

    /// The cards in the hold of the good this port wants.
    fn wanted_here(&self, port: PortId) -> Vec<CargoCardId> {
        let Some(good) = self.demand_at(port) else {
            return Vec::new();
        };
        self.obs
            .me
            .cargo
            .iter()
            .copied()
            .filter(|c| self.good_of(*c) == good)
            .collect()
    }

    /// Whether the port lets this captain in: home always, any other only while its nation
    /// has no bounty on the captain.
    fn welcome(&self, port: PortId) -> bool {
        port == self.home() || self.bounties()[self.data.port(port).nation.index()] == 0
    }

    /// A welcoming port other than `not` that wants `good` now.
    fn market_for(&self, good: GoodId, not: PortId) -> Option<PortId> {
        self.obs
            .demand
            .iter()
            .enumerate()
            .filter(|(_, d)| **d == Some(good))
            .filter_map(|(z, _)| self.data.zone(ZoneId(z as u8)).port)
            .find(|p| *p != not && self.welcome(*p))
    }

    /// Cards the hold takes at sea.
    fn capacity(&self) -> usize {
        let Some(ship) = self.ship() else { return 0 };
        let extra = match self.data.captain(self.obs.me.captain).ability.effect {
            AbilityEffect::ExtraCargo(n) => n,
            _ => 0,
        };
        (ship.hits.cargo + extra) as usize
    }

    /// No hit location destroyed and the hull whole enough to take a merchant's hit.
    fn sound(&self) -> bool {
        self.ship().is_some_and(|s| {
            let h = s.hits;
            h.hull >= 2 && h.masts > 0 && h.cargo > 0 && h.cannons > 0 && h.crew > 0
        })
    }

    fn sale_price(&self, port: PortId, card: CargoCardId) -> u32 {
        crate::rules::port::trade::sale_price(
            self.data,
            port,
            self.demand_at(port),
            self.obs.current_event,
            self.trader(),
            card,
        )
    }

    /// Glory points the chest counts for this much gold.
    fn stash_points(&self, gold: i32) -> i32 {
        crate::rules::glory::points_for_stash(gold, self.data) as i32
    }

    /// Gold worth moving into the chest: all but a purse, if that gains a glory point.
    fn stash_spare(&self) -> Option<i32> {
        let stash = self.obs.me.stash;
        let spare = self.gold() - PURSE;
        (spare > 0 && self.stash_points(stash + spare) > self.stash_points(stash)).then_some(spare)
    }

    // ---- Setup -------------------------------------------------------------------------

    fn choose_ship(&self) -> Option<Hint> {
        if self.offered(Choice::RedrawCaptain) {
            return self.point(
                Choice::RedrawCaptain,
                "An NPC pirate lies in wait off this captain's home port, where your new ship \
                 would start: turn the card down and draw another captain."
                    .into(),
                "DYING AND RETIREMENT",
            );
        }
        let section = if matches!(self.obs.phase, Phase::NewCaptain { .. }) {
            "DYING AND RETIREMENT"
        } else {
            "SETUP"
        };
        let ships: Vec<ShipClass> = self
            .options
            .iter()
            .filter_map(|c| match c {
                Choice::ChooseShip(k) => Some(*k),
                _ => None,
            })
            .collect();
        let cargo = |k: ShipClass| self.data.ship(k).cargo;
        let big = if ships.contains(&ShipClass::Flute) {
            ShipClass::Flute
        } else {
            *ships.iter().max_by_key(|k| cargo(**k))?
        };
        let b = self.data.ship(big);
        let small = ships
            .iter()
            .filter(|k| **k != big)
            .min_by_key(|k| cargo(**k))
            .map(|k| self.data.ship(*k));
        let text = match small {
            Some(s) if s.cargo < b.cargo => format!(
                "Take the {}: its hold carries {} cargo cards to the {}'s {}, room to buy goods \
                 cheap and sell them where a port pays extra.",
                b.name, b.cargo, s.name, s.cargo
            ),
            _ => format!(
                "Take the {}: a hold of {} cargo cards makes trading between ports the surest \
                 start.",
                b.name, b.cargo
            ),
        };
        self.point(Choice::ChooseShip(big), text, section)
    }

    // ---- A captain's turn ----------------------------------------------------------------
}

mod port;
mod sea;
