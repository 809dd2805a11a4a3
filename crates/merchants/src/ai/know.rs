//! What a captain reads off its own observation: where it is, what it holds, how strong its
//! ship is and how strong the ships it may meet are. Nothing here looks past the observation.

use super::chart::Chart;
use crate::content::*;
use crate::rules::npc::hunt::{Quarry, hostility};
use crate::rules::observation::{Observation, PublicSeat};
use crate::rules::purse::Trader;
use crate::rules::{Location, NpcState, Seat, Ship, ship};

/// The captain's own position, read from its observation.
pub struct Me<'a> {
    pub obs: &'a Observation,
    pub data: &'a GameData,
    pub chart: std::rc::Rc<Chart>,
    pub seat: Seat,
    pub captain: &'a Captain,
    pub public: &'a PublicSeat,
    /// Sale prices by port and good, `u32::MAX` until asked: sized and handed from one
    /// decision to the next by `heuristic::markets::open` (empty until then).
    pub(crate) prices: std::cell::RefCell<Vec<u32>>,
    /// What a merchant raid promises this captain, once asked (see `heuristic::raid`).
    pub raid_promise: std::cell::Cell<Option<(f32, f32)>>,
    /// Each zone's danger at the end of a turn, then passing through (NaN until asked; empty
    /// until the first is): the look-ahead asks them for every zone, every move.
    dangers: std::cell::RefCell<Vec<f32>>,
    /// The own ship's full values (its class and mods), once asked.
    full: std::cell::Cell<Option<crate::rules::state::HitTrack>>,
}

/// Fighting strength of a ship and the skills of whoever commands it.
#[derive(Clone, Copy, Debug)]
pub struct Fighter {
    pub seamanship: u8,
    pub leadership: u8,
    pub hull: u8,
    pub masts: u8,
    pub cannons: u8,
    pub crew: u8,
}

impl Fighter {
    pub fn of(ship: &Ship, seamanship: u8, leadership: u8) -> Fighter {
        Fighter {
            seamanship,
            leadership,
            hull: ship.hits.hull,
            masts: ship.hits.masts,
            cannons: ship.hits.cannons,
            crew: ship.hits.crew,
        }
    }

    /// An NPC's ship and its captain's skills (all on the face-up card).
    pub fn npc(data: &GameData, npc: &NpcState) -> Option<Fighter> {
        let (seamanship, leadership) = if npc.slot == NpcSlot::TreasureGalleon {
            let g = &data.tokens.treasure_galleon;
            (g.seamanship, g.leadership)
        } else {
            let card = data.npc(npc.captain());
            (card.seamanship, card.leadership)
        };
        Some(Fighter::of(npc.ship.as_ref()?, seamanship, leadership))
    }

    /// The chance this ship beats `foe` (sinks it, or wins the crew combat), a rough model:
    /// each side hits about as often as its SEAMANSHIP dice and cannons allow, and wears the
    /// other's hull down; after the first round a stronger crew may board instead.
    pub fn odds(&self, foe: &Fighter) -> f32 {
        self.naval_odds(foe).max(self.boarding_odds(foe) * 0.9)
    }

    /// The chance of sinking `foe` before it sinks us, trading cannon fire.
    pub fn naval_odds(&self, foe: &Fighter) -> f32 {
        let rate = |f: &Fighter| (f.seamanship as f32 + 1.0) * (f.cannons as f32 + 0.5);
        share(
            foe.hull as f32 / rate(self).max(0.1),
            self.hull as f32 / rate(foe).max(0.1),
        )
    }

    /// The chance of winning a crew combat against `foe`.
    pub fn boarding_odds(&self, foe: &Fighter) -> f32 {
        if self.crew == 0 {
            return 0.0; // no one to board with
        }
        let strength = |f: &Fighter| (f.crew as f32) * (f.leadership as f32 + 1.0);
        share(1.0 / strength(self).max(0.1), 1.0 / strength(foe).max(0.1))
    }
}

/// The chance of finishing first, given both sides' expected times to finish.
fn share(mine: f32, theirs: f32) -> f32 {
    let (m, t) = (mine.powi(2), theirs.powi(2));
    t / (m + t).max(1e-6)
}

impl<'a> Me<'a> {
    pub fn new(obs: &'a Observation, data: &'a GameData) -> Me<'a> {
        Me {
            obs,
            data,
            chart: Chart::of(data),
            seat: obs.seat,
            captain: data.captain(obs.me.captain),
            public: &obs.seats[obs.seat],
            prices: std::cell::RefCell::new(Vec::new()),
            raid_promise: std::cell::Cell::new(None),
            dangers: std::cell::RefCell::new(Vec::new()),
            full: std::cell::Cell::new(None),
        }
    }

    pub fn ship(&self) -> Option<&'a Ship> {
        self.obs.me.ship.as_ref()
    }

    pub fn location(&self) -> Option<Location> {
        self.ship().map(|s| s.location)
    }

    pub fn zone(&self) -> Option<ZoneId> {
        self.location().map(|l| l.zone(self.data))
    }

    pub fn port(&self) -> Option<PortId> {
        match self.location()? {
            Location::Port(p) => Some(p),
            Location::Zone(_) => None,
        }
    }

    /// The gold aboard (a seat always sees its own).
    pub fn gold(&self) -> i32 {
        self.public.gold.unwrap_or(0)
    }

    pub fn pirate(&self) -> bool {
        self.public.bounties.iter().any(|b| *b > 0)
    }

    pub fn trader(&self) -> Trader {
        Trader {
            captain: self.obs.me.captain,
            bounties: self.public.bounties,
        }
    }

    pub fn home(&self) -> PortId {
        self.captain.home_port
    }

    /// Cards the hold takes at sea.
    pub fn capacity(&self) -> usize {
        let Some(ship) = self.ship() else { return 0 };
        let extra = match self.captain.ability.effect {
            AbilityEffect::ExtraCargo(n) => n,
            _ => 0,
        };
        (ship.hits.cargo + extra) as usize
    }

    pub fn room(&self) -> usize {
        self.capacity().saturating_sub(self.held())
    }

    /// Cards in the hold, the contraband space's too (MODULE 7).
    pub fn held(&self) -> usize {
        let hold = self
            .ship()
            .is_some_and(|s| s.has_mod(ShipModKind::SmugglersHold));
        let hidden = usize::from(hold && !self.obs.me.contraband.is_empty());
        self.obs.me.cargo.len() + self.obs.me.contraband.len() - hidden
    }

    /// Points of damage that a shipyard mends.
    pub fn damage(&self) -> u32 {
        self.ship()
            .map_or(0, |s| ship::damage_from(s, &self.full(s)))
    }

    /// Crew short of the ship's CREW value.
    pub fn crew_short(&self) -> u8 {
        self.ship()
            .map_or(0, |s| self.full(s).crew.saturating_sub(s.hits.crew))
    }

    /// The own ship's full values ([`ship::max_values`]), worked out once a decision.
    fn full(&self, ship: &Ship) -> crate::rules::state::HitTrack {
        self.full.get().unwrap_or_else(|| {
            let full = ship::max_values(ship, self.data);
            self.full.set(Some(full));
            full
        })
    }

    pub fn fighter(&self) -> Option<Fighter> {
        Some(Fighter::of(
            self.ship()?,
            self.captain.seamanship,
            self.captain.leadership,
        ))
    }

    /// Another seat's ship and captain as the table sees them.
    pub fn rival(&self, seat: Seat) -> Option<Fighter> {
        let s = &self.obs.seats[seat];
        let c = self.data.captain(s.captain?);
        Some(Fighter::of(s.ship.as_ref()?, c.seamanship, c.leadership))
    }

    /// Whether `port` lets this captain in without a roll (wanted by its nation: only the home
    /// port, or a bribe there is gold for).
    pub fn welcome(&self, port: PortId) -> bool {
        let p = self.data.port(port);
        if self.public.bounties[p.nation.index()] == 0 || port == self.home() {
            return true;
        }
        p.abilities.iter().any(|a| {
            matches!(a, PortAbility::BribeEntry { wanted_by, fee }
                if *wanted_by == p.nation && self.gold() >= *fee as i32)
        })
    }

    /// The danger of being at sea in `zone` at the end of a turn: the worst chance of losing
    /// to an NPC there or next to it that would hunt this captain (0 when none would).
    pub fn danger(&self, zone: ZoneId) -> f32 {
        self.known_danger(zone, false)
    }

    /// The danger of sailing into `zone` on the way elsewhere: only an NPC in the zone itself
    /// scouts for a captain who moves in (HUNT PRIORITY: Scouting); one next door comes only
    /// if an event card moves it, after the turn.
    pub fn danger_passing(&self, zone: ZoneId) -> f32 {
        self.known_danger(zone, true)
    }

    /// [`Me::danger`] or [`Me::danger_passing`], worked out once per decision.
    fn known_danger(&self, zone: ZoneId, passing: bool) -> f32 {
        let zones = self.data.zones.len();
        let i = zone.0 as usize + if passing { zones } else { 0 };
        if let Some(known) = self.dangers.borrow().get(i)
            && !known.is_nan()
        {
            return *known;
        }
        let danger = self.danger_within(zone, if passing { 0.0 } else { 0.5 });
        let mut dangers = self.dangers.borrow_mut();
        if dangers.is_empty() {
            dangers.resize(2 * zones, f32::NAN);
        }
        if let Some(slot) = dangers.get_mut(i) {
            *slot = danger;
        }
        danger
    }

    /// The worst chance of losing to a hunting NPC in `zone`, or next to it counted at
    /// `next_door` of its weight.
    fn danger_within(&self, zone: ZoneId, next_door: f32) -> f32 {
        let Some(me) = self.fighter() else { return 0.0 };
        let quarry = Quarry {
            captain: self.obs.me.captain,
            bounties: self.public.bounties,
            gold: self.gold(),
            cargo: self.held(),
        };
        let mut worst: f32 = 0.0;
        for npc in &self.obs.npcs {
            let Some(at) = npc.zone() else { continue };
            let near =
                at == zone || (next_door > 0.0 && self.data.zone(at).neighbours.contains(&zone));
            if !near || hostility(self.data, self.obs.war, npc.slot, zone, &quarry).is_none() {
                continue;
            }
            let Some(foe) = Fighter::npc(self.data, npc) else {
                continue;
            };
            // In the zone itself it finds us; next door it may or may not come.
            let reach = if at == zone { 1.0 } else { next_door };
            worst = worst.max(reach * (1.0 - me.odds(&foe)));
        }
        worst.max(self.storm_danger(zone))
    }

    /// MODULE 8: the storm in `zone` costs 3 hits, 1 fewer per SEAMANSHIP success (a third of
    /// the dice succeed): a ship that may sink in it is in the worst danger, else a little per
    /// hit expected. The storm-proof captain fears none.
    pub fn storm_danger(&self, zone: ZoneId) -> f32 {
        if self.obs.storm != Some(zone) {
            return 0.0;
        }
        let captain = self.data.captain(self.obs.me.captain);
        if captain.ability.effect == AbilityEffect::IgnoreStorms {
            return 0.0;
        }
        let Some(ship) = self.ship() else { return 0.0 };
        let hits = self.data.tokens.storm.hits as f32 - captain.seamanship as f32 / 3.0;
        let hits = hits.max(0.0);
        if ship.hits.hull as f32 <= hits {
            1.0
        } else {
            0.15 * hits
        }
    }

    /// The price a card fetches in `port` now (the same for every card of its good; worked
    /// out once per decision).
    pub fn sale_price(&self, port: PortId, card: CargoCardId) -> u32 {
        // MODULE 7: contraband fetches its flat price (where it is bound).
        if self.obs.me.contraband.contains(&card) {
            return self.data.tokens.prices.contraband_sell;
        }
        let i = port.0 as usize * self.data.goods.len() + self.good(card).0 as usize;
        let known = self.prices.borrow()[i];
        if known != u32::MAX {
            return known;
        }
        let demand = self.obs.demand[self.data.port(port).zone.0 as usize];
        let price = crate::rules::port::trade::sale_price(
            self.data,
            port,
            demand,
            self.obs.current_event,
            self.trader(),
            card,
        );
        self.prices.borrow_mut()[i] = price;
        price
    }

    pub fn good(&self, card: CargoCardId) -> GoodId {
        self.data.cargo_deck[card.0 as usize].good
    }

    /// Where the good is in demand now.
    pub fn demand_ports(&self, good: GoodId) -> impl Iterator<Item = PortId> + '_ {
        self.data
            .ports
            .iter()
            .enumerate()
            .filter_map(move |(i, p)| {
                (self.obs.demand[p.zone.0 as usize] == Some(good)).then_some(PortId(i as u8))
            })
    }

    /// Moves from here to `to`.
    pub fn moves_to(&self, to: Location) -> u32 {
        self.location()
            .map_or(u32::MAX / 4, |l| self.chart.moves(self.data, l, to))
    }

    /// Glory points the chest would give with `gold` in it.
    pub fn stash_points(&self, gold: i32) -> u32 {
        crate::rules::glory::points_for_stash(gold, self.data)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ship_fighter(cannons: u8, crew: u8, hull: u8, seamanship: u8) -> Fighter {
        Fighter {
            seamanship,
            leadership: 1,
            hull,
            masts: hull,
            cannons,
            crew,
        }
    }

    #[test]
    fn a_bigger_ship_has_the_better_odds() {
        let sloop = ship_fighter(1, 2, 2, 1);
        let man_o_war = ship_fighter(5, 5, 5, 2);
        assert!(sloop.odds(&man_o_war) < 0.2);
        assert!(man_o_war.odds(&sloop) > 0.8);
        let even = sloop.odds(&sloop);
        assert!((0.45..=0.55).contains(&even), "{even}");
    }
}
