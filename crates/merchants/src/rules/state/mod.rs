//! The whole state of a game: everything a save holds, nothing derivable from the data files.

use super::rng::GameRng;
use crate::content::*;
use serde::{Deserialize, Serialize};

pub use super::seat_kind::{AiLevel, AiStyle, SeatKind};
pub use beat::Beat;
pub use encounter::*;
pub use glory_reason::GloryReason;
pub use hold::{HoldPick, HoldThen};
pub use location::{LocationRaid, LocationRaidStep, LocationToken, LocationVisit, VisitStep};
pub use port_visit::{Activity, PortStep, PortVisit};
use ship::is_false;
pub use ship::{HitTrack, Location, OwnedMod, Ship};
pub use side::{Seat, Side};
pub use weather::{StormHits, StormThen};

mod barred;
mod beat;
mod encounter;
mod glory_reason;
mod hold;
pub mod limits;
mod location;
mod port_visit;
mod ship;
mod side;
mod weather;

/// How a game was set up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameConfig {
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    /// End the game after this many rounds (the game otherwise ends by its own rules).
    pub max_rounds: Option<u32>,
    /// NPCs in combat are steered by an AI seat rather than the human to the fighter's left
    /// (a new-game option for a human at a table of AI captains).
    pub ai_steers_npcs: bool,
    /// The AI captains' own seed, never derived from `seed` (which no captain may know).
    pub ai_seed: u64,
    /// Every human at the table agreed that a human may take back choices (see
    /// [`super::history`]); with one human, undo needs no agreement.
    #[serde(default)]
    pub undo_among_humans: bool,
    /// The Seas of Glory modules and variants in play (none: the base game; so every older
    /// save loads as the base game).
    #[serde(default)]
    pub seas: Switches,
}

impl GameConfig {
    /// A base game of these seats and seed: no round limit, NPCs steered by the human to the
    /// fighter's left, the captains' seed 0, no undo among humans. Other settings are set
    /// beside it: `GameConfig { ai_seed: 3, ..GameConfig::new(seats, seed) }`.
    pub fn new(seats: Vec<SeatKind>, seed: u64) -> GameConfig {
        GameConfig {
            seats,
            seed,
            max_rounds: None,
            ai_steers_npcs: false,
            ai_seed: 0,
            undo_among_humans: false,
            seas: Switches::default(),
        }
    }
}

/// Everything that belongs to one seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatState {
    /// Drawn secretly at setup.
    pub captain: CaptainId,
    /// Chosen secretly at setup; `None` until this seat has chosen.
    pub ship: Option<Ship>,
    pub gold: i32,
    /// Gold in the chest at home: secret, and 1 glory per 10.
    pub stash: i32,
    /// Points on the glory track (stash not included).
    pub glory: u32,
    pub cargo: Vec<CargoCardId>,
    /// Bounties per nation, in [`Nation::ALL`] order.
    pub bounties: [u8; 4],
    /// Special weapon tokens on the player board, at most one of each.
    pub weapons: Vec<SpecialWeapon>,
    /// MODULE 4: which of `weapons` are NPC upgrade tokens taken from a beaten NPC (they go
    /// back to the upgrade pool when spent, sold or lost).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub upgrade_weapons: Vec<SpecialWeapon>,
    /// Where and in which round this captain last bought goods (the "two turns in a row" rule).
    pub bought_goods: Option<(PortId, u32)>,
    /// MODULE 9: the town or trade station where, and the round when, it last bought goods.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bought_at_location: Option<(LocationId, u32)>,
    /// Whether this captain has had the glory point for buying a frigate or galleon.
    pub big_ship_glory: bool,
    /// Whether a once-per-game captain ability has been used.
    pub ability_used: bool,
    /// The rumor held face down (secret), at most one.
    pub rumor: Option<RumorId>,
    /// The mission claimed and not yet completed (face up), at most one.
    pub mission: Option<MissionId>,
    /// The deed at sea the held mission asks for (a raid, a defeat) is done.
    pub mission_deed: bool,
    /// Glory cards in hand (secret), at most 4 (a fifth only until one is discarded).
    pub glory_cards: Vec<GloryCardId>,
    /// Specialists employed, face up: at most one of each type.
    pub specialists: Vec<GloryCardId>,
    /// Retired at the end of the last turn: replaced when the seat's next turn starts.
    pub retiring: bool,
    /// A combat card announced face down in a battle's card window, not yet resolved.
    pub announced: Option<GloryCardId>,
    /// Glory points gained, by deed (in [`GloryReason::ALL`] order); kept across captains.
    #[serde(deserialize_with = "glory_reason::read_glory_from")]
    pub glory_from: [u32; GloryReason::COUNT],
    /// This seat has declared 10 glory points (its stash is then shown to all).
    pub declared: bool,
    /// Gold has gone into or out of this seat's chest, or been paid from it: from then on the
    /// gold aboard is no longer counted in public, since the two together would give the
    /// stash away (kept across captains, as the chest is).
    #[serde(default)]
    pub chest_used: bool,
    /// VARIANT 2: the captains this seat holds besides `captain` while it picks one at setup
    /// (secret); `None` once it has picked, or without the variant.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captain_offer: Option<Vec<CaptainId>>,
    /// VARIANT 2, "It'll cost ya!": captains bought at setup, paid for at the reveal.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub captains_bought: u8,
    /// VARIANT 5: this captain scouted off-turn and lies flipped (public): 2 fewer actions on
    /// the seat's next turn, when it flips back; no off-turn scouting until then.
    #[serde(default, skip_serializing_if = "is_false")]
    pub flipped: bool,
    /// MODULE 10: favors on the track (public), from none to the most it holds.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub favors: u8,
    /// MODULE 11: the crew's loyalty (public), Content (0) up to Fierce (3), down to Mutiny
    /// (-4); see `rules::loyalty`.
    #[serde(default, skip_serializing_if = "is_zero_i8")]
    pub loyalty: i8,
    /// MODULE 11, Unhappy: "If failed, they cannot play the card this turn": the glory cards
    /// whose LEADERSHIP roll failed, each barred until the next turn (any captain's) begins.
    /// (A save of format 11 or older wrote a flag that barred the whole hand; it is read as no
    /// card barred.)
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "barred::read"
    )]
    pub glory_barred: Vec<GloryCardId>,
    /// MODULE 7: the cards on the contraband space (secret; their count is public). They fill
    /// the hold as cargo does.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contraband: Vec<CargoCardId>,
    /// MODULE 7: a contraband card sold without its pair, behind the captain card until the
    /// next is sold (kept for a new captain).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contraband_sold: Option<CargoCardId>,
}

impl SeatState {
    /// Cards in the hold: regular cargo and contraband alike take a space, but the one
    /// contraband card in a smuggler's hold.
    pub fn held(&self) -> usize {
        self.cargo.len() + self.contraband.len() - self.hidden_contraband()
    }

    /// MODULE 3 with MODULE 7: the contraband card a smuggler's hold keeps (ours: the first
    /// stowed): it takes no space, NPCs never see it, and no card or damage touches it.
    pub fn hidden_contraband(&self) -> usize {
        let hold = self
            .ship
            .as_ref()
            .is_some_and(|s| s.mods.iter().any(|m| m.kind == ShipModKind::SmugglersHold));
        usize::from(hold && !self.contraband.is_empty())
    }

    /// The contraband in NPCs' sight, and exposed to cards and damage: all but the hidden.
    pub fn exposed_contraband(&self) -> &[CargoCardId] {
        &self.contraband[self.hidden_contraband()..]
    }

    /// Every card in the hold: the regular cargo, then the contraband space.
    pub fn hold(&self) -> impl Iterator<Item = &CargoCardId> {
        self.cargo.iter().chain(&self.contraband)
    }

    /// Take a card out of the hold, from whichever space it lies on.
    pub fn drop_card(&mut self, card: CargoCardId) {
        self.cargo.retain(|c| *c != card);
        self.contraband.retain(|c| *c != card);
    }

    /// Add gold aboard, up to the most a purse holds (nothing wraps, whatever a save said).
    pub fn add_gold(&mut self, amount: i32) {
        self.gold = self.gold.saturating_add(amount).min(limits::GOLD_MAX);
    }

    /// Add gold to the chest, up to the most a chest holds.
    pub fn add_stash(&mut self, amount: i32) {
        self.stash = self.stash.saturating_add(amount).min(limits::GOLD_MAX);
    }

    /// A pirate is a captain with at least one bounty.
    pub fn is_pirate(&self) -> bool {
        self.bounties.iter().any(|b| *b > 0)
    }

    /// Whether a specialist of this type works for this captain now: employed, and (MODULE
    /// 11) the crew not Restless or worse, when employed specialists idle.
    pub fn served_by(&self, data: &GameData, kind: SpecialistKind) -> bool {
        self.loyalty >= 0 && self.employs(data, kind)
    }

    /// Whether this captain employs a specialist of this type.
    pub fn employs(&self, data: &GameData, kind: SpecialistKind) -> bool {
        self.specialists.iter().any(|c| {
            matches!(data.glory_card(*c).effect, GloryEffect::Specialist { kind: k, .. } if k == kind)
        })
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_zero_i8(n: &i8) -> bool {
    *n == 0
}

/// The order seats choose in at setup: the turn order once the start player is drawn (Variant
/// 2 draws it first), else seat order.
pub fn setup_order(turn_order: &[Seat], seats: usize) -> Vec<Seat> {
    if turn_order.len() == seats {
        turn_order.to_vec()
    } else {
        (0..seats).collect()
    }
}

/// What a captain has used up this turn; cleared when a turn begins.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TurnState {
    pub port_action_taken: bool,
    pub influence_reroll_used: bool,
    pub seamanship_reroll_used: bool,
    /// Targets scouted for this turn, each in its zone (B. SCOUT: never the same twice).
    pub scouted: Vec<(ZoneId, ScoutTarget)>,
    /// The round's last turn has ended and the round is changing: a captain lost now (to a
    /// gale, or to the next round's storm) has no turn of its own left to end.
    #[serde(default)]
    pub round_ending: bool,
    /// MODULE 8: this turn's free move with the wind is used.
    #[serde(default, skip_serializing_if = "is_false")]
    pub wind_move_used: bool,
    /// MODULE 8: this turn's first move against the wind (2 actions) is made.
    #[serde(default, skip_serializing_if = "is_false")]
    pub upwind_paid: bool,
    /// MODULE 11: the turn is ending, once its crew's mutiny is settled.
    #[serde(default, skip_serializing_if = "is_false")]
    pub ending: bool,
    /// MODULE 11: the port the turn began in (a turn begun and ended there costs loyalty).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub began_in: Option<PortId>,
    /// MODULE 11: Fierce loyalty's LEADERSHIP roll for an extra action is tried this turn.
    #[serde(default, skip_serializing_if = "is_false")]
    pub rallied: bool,
    /// MODULE 11: Pleased loyalty's free specialist is hired this turn.
    #[serde(default, skip_serializing_if = "is_false")]
    pub free_specialist_used: bool,
    /// MODULE 9: the locations visited this turn (each once a turn).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub visited: Vec<LocationId>,
}

/// An NPC ship in play (NON-PLAYER CAPTAINS): the stack of its captains' cards, the one in
/// command on top, and its ship on the board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NpcState {
    pub slot: NpcSlot,
    /// Its captains' event cards; the last is in command.
    pub cards: Vec<EventCardId>,
    /// Its ship at sea (hits taken in the battle being fought); `None` while it waits to be
    /// placed at its captain's home at the end of the turn (newly drawn, or after a defeat).
    pub ship: Option<Ship>,
    /// MODULE 6: the gold on the treasure galleon's board (face up); 0 for every other NPC.
    #[serde(default, skip_serializing_if = "is_zero32")]
    pub gold: u32,
    /// MODULE 4: the special weapons among the upgrade tokens on its card, unspent (its mods
    /// are on its ship, marked as upgrades).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weapons: Vec<SpecialWeapon>,
    /// MODULE 4: its weapons spent in the battle under way; back on its card if it survives.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spent: Vec<SpecialWeapon>,
}

fn is_zero32(n: &u32) -> bool {
    *n == 0
}

impl NpcState {
    /// An NPC on the board with its cards and ship, nothing else on its card.
    pub fn new(slot: NpcSlot, cards: Vec<EventCardId>, ship: Option<Ship>) -> NpcState {
        NpcState {
            slot,
            cards,
            ship,
            gold: 0,
            weapons: Vec::new(),
            spent: Vec::new(),
        }
    }

    /// The captain in command.
    pub fn captain(&self) -> EventCardId {
        *self.cards.last().expect("an NPC in play has a card")
    }

    /// Where the NPC's ship is, if it is on the board.
    pub fn zone(&self) -> Option<ZoneId> {
        match self.ship.as_ref()?.location {
            Location::Zone(z) => Some(z),
            Location::Port(_) => None,
        }
    }
}

/// A ship modification token on the board: known to all once turned face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModToken {
    pub kind: ShipModKind,
    pub face_up: bool,
}

/// The tokens in each sea zone, indexed by [`ZoneId`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardTokens {
    /// The good in demand at each port (face up); `None` for the Caribbean Sea.
    pub demand: Vec<Option<GoodId>>,
    pub ship_mods: Vec<Option<ModToken>>,
    /// A merchant's hidden nation, while one sails in the zone.
    pub merchants: Vec<Option<Nation>>,
    /// Missions in play, each lying at its port (two, while the deck lasts).
    pub missions: Vec<MissionId>,
    /// MODULE 1: an event opened a third mission slot, for the rest of the game (ours).
    /// Left out of a save while closed, so a base game's saves are as before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub third_mission: bool,
}

/// The decks and piles, top of a deck being its last element.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decks {
    pub captains: Vec<CaptainId>,
    /// Captains who died.
    pub captain_discard: Vec<CaptainId>,
    pub cargo: Vec<CargoCardId>,
    pub cargo_discard: Vec<CargoCardId>,
    pub events: Vec<EventCardId>,
    pub event_discard: Vec<EventCardId>,
    /// Face-down demand tokens waiting to replace sold-out ones.
    pub demand_pool: Vec<GoodId>,
    /// Raided merchants, face down.
    pub merchant_track: Vec<Nation>,
    pub rumors: Vec<RumorId>,
    pub rumor_discard: Vec<RumorId>,
    pub missions: Vec<MissionId>,
    pub mission_discard: Vec<MissionId>,
    pub glory: Vec<GloryCardId>,
    pub glory_discard: Vec<GloryCardId>,
    /// MODULE 3: the ship modification tokens in reserve, face down (none in the base game,
    /// where every token lies in a port: left out of saves while empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mod_reserve: Vec<ShipModKind>,
    /// MODULE 4: the NPC upgrade tokens in the pool, face down (drawn at random; none without
    /// the module, and left out of saves then).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub npc_upgrades: Vec<NpcUpgrade>,
}

/// Where in the game we are; every variant but `GameOver` waits on a [`super::Decision`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    /// Seats pick sloop or flute in secret, one after another; revealed when all have.
    ChooseShips { seat: Seat },
    /// `turn_index` into the turn order; the seat has `actions_left` actions this turn.
    Actions { turn_index: usize, actions_left: u8 },
    /// A seat whose captain died starts its turn by taking a sloop or a flute.
    NewCaptain { turn_index: usize },
    GameOver {
        reason: EndReason,
        /// The winners (more than one when the tie-breaks leave a tie).
        winners: Vec<Seat>,
        /// Every seat, best first (see `glory::final_standings`).
        standings: Vec<Seat>,
    },
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// A captain declared 10 glory points and the round was finished.
    GloryReached,
    /// An event card was due and the deck was empty.
    EventDeckExhausted,
    /// The configured round limit was reached.
    RoundLimit,
    /// A captain died and no captain card was left to draw.
    NoCaptainLeft,
}

/// The complete state of a game in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub config: GameConfig,
    pub rng: GameRng,
    /// 1-based; 0 while setting up.
    pub round: u32,
    pub phase: Phase,
    /// Seats in the order they act each round (from the start player, clockwise).
    pub turn_order: Vec<Seat>,
    pub seats: Vec<SeatState>,
    pub board: BoardTokens,
    pub decks: Decks,
    /// The event card in force this round.
    pub current_event: Option<EventCardId>,
    /// Steps taken so far (choices accepted); lets tools spot a stalled game.
    pub steps: u64,
    /// What the active captain has used up this turn.
    pub turn: TurnState,
    /// The active captain's port action, while one is under way.
    pub port: Option<PortVisit>,
    /// A merchant found or raided by the active captain.
    pub raid: Option<Raid>,
    /// A battle between ships.
    pub battle: Option<Battle>,
    /// Mods of ships gone from play waiting to be placed by their owners, in random order;
    /// the last is placed next.
    pub returning: Vec<(Seat, ShipModKind)>,
    /// The NPC ships in play, in the order they came.
    pub npcs: Vec<NpcState>,
    /// NPC captain cards drawn this turn, put into play at its end.
    pub npc_arrivals: Vec<EventCardId>,
    /// The two nations on the At War! space.
    pub war: Option<[Nation; 2]>,
    /// NPCs that found a captain and are fighting it one after another.
    pub npc_hunt: Option<NpcHunt>,
    /// Beats due before the next decision, the next last (see [`Beat`]); empty between
    /// choices, but while a failed roll waits on a favor (MODULE 10) in the middle of a beat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub agenda: Vec<Beat>,
    /// VARIANT 5: captains asked, one by one, whether they scout off-turn for the captain that
    /// sailed into their zone, and the battle that follows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ambush: Option<Ambush>,
    /// MODULE 4: a scout for an NPC with a crow's nest waits on the steering seat's answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hiding: Option<Hiding>,
    /// MODULE 8: where the wind blows this round (spun before the event card).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wind: Option<Direction>,
    /// MODULE 8: the sea zone the storm token is in (none: no storm in the game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storm: Option<ZoneId>,
    /// MODULE 8: the storm's hits on a captain, waiting on where it places its success faces.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storm_hits: Option<StormHits>,
    /// MODULE 10: a failed roll waiting on whether its captain spends a favor on it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reroll: Option<Reroll>,
    /// MODULE 7: a damaged hold over its size with cards on both spaces: the captain picks
    /// the space of each card to lose (seat, cards still to lose), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spills: Vec<(Seat, u8)>,
    /// MODULE 7: cards drawn free (a rumor's or mission's reward, a glory card, a reef's
    /// salvage) that show the contraband option, on their owner's contraband space until it
    /// says which space they go on ("you may place any cards showing the contraband option on
    /// either"), the first asked first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stowing: Vec<(Seat, CargoCardId)>,
    /// MODULE 3 with MODULE 7: a smuggler's hold's owner picks the card it keeps hidden before
    /// a search or damage touches the others.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold_pick: Option<HoldPick>,
    /// MODULE 3 with MODULE 11: captains with a plank asked, in seat order, whether they keep
    /// their crew's loyalty when an NPC captain's card is drawn (the first is asked now).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub planks: Vec<Seat>,
    /// MODULE 10: glory cards just drawn that their captain may redraw with a favor: the
    /// seat and the card's place in its hand (which card it is stays secret); the last asked
    /// first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub glory_redraws: Vec<(Seat, u8)>,
    /// MODULE 9: the location tokens on the board (a raided one leaves the game).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub locations: Vec<LocationToken>,
    /// MODULE 9: the active captain's visit to a location, while it waits on choices.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub visit: Option<LocationVisit>,
    /// MODULE 9: the active captain's raid on a location.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location_raid: Option<LocationRaid>,
}

impl GameState {
    /// Who answers this seat's decisions (as set up in the config).
    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.config.seats[seat]
    }

    /// The seat whose turn it is, if players are taking actions.
    pub fn active_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Actions { turn_index, .. } | Phase::NewCaptain { turn_index } => {
                self.turn_order.get(turn_index).copied()
            }
            _ => None,
        }
    }

    /// The NPC of this slot in play, if any.
    pub fn npc(&self, slot: NpcSlot) -> Option<&NpcState> {
        self.npcs.iter().find(|n| n.slot == slot)
    }

    pub fn npc_mut(&mut self, slot: NpcSlot) -> Option<&mut NpcState> {
        self.npcs.iter_mut().find(|n| n.slot == slot)
    }

    /// Whether these two nations are at war with each other.
    pub fn at_war(&self, a: Nation, b: Nation) -> bool {
        self.war.is_some_and(|w| w == [a, b] || w == [b, a])
    }

    /// Put `beats` on the agenda, to run in this order before anything already due.
    pub fn then(&mut self, beats: &[Beat]) {
        self.agenda.extend(beats.iter().rev());
    }

    /// Whether every seat has chosen its ship, so captains and ships are public.
    pub fn revealed(&self) -> bool {
        !matches!(self.phase, Phase::ChooseShips { .. })
    }
}
