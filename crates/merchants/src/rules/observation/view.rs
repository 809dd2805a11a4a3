//! What an observation holds: the seat's own secrets, the other seats and the board as the
//! table sees them.

use crate::content::*;
use crate::rules::glory::GloryReason;
use crate::rules::protocol::{Decision, PortStepKind};
use crate::rules::state::*;
use serde::{Deserialize, Serialize};

/// A ship modification token as a seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeenMod {
    FaceDown,
    FaceUp(ShipModKind),
}

/// Another seat, as the table sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PublicSeat {
    pub seat: Seat,
    pub kind: SeatKind,
    /// Known once captains are revealed.
    pub captain: Option<CaptainId>,
    pub ship: Option<Ship>,
    /// Coins on the ship are on the table for all to count, until the captain uses the chest:
    /// from then on only the captain sees them (`None` to the others), or the chest would be
    /// known; shown again to all with the stash, at a declaration or the game's end.
    pub gold: Option<i32>,
    /// This seat's gold aboard is out of the others' sight (its chest has been used).
    pub purse_hidden: bool,
    pub glory: u32,
    pub cargo_count: usize,
    pub bounties: [u8; 4],
    /// Special weapon tokens lie face up on the player board.
    pub weapons: Vec<SpecialWeapon>,
    /// MODULE 4: which of them are NPC upgrade tokens (they look different).
    pub upgrade_weapons: Vec<SpecialWeapon>,
    /// A rumor card lies face down (which one is secret).
    pub has_rumor: bool,
    /// A claimed mission lies face up.
    pub mission: Option<MissionId>,
    /// The deed at sea that mission asks for is done (in plain sight).
    pub mission_deed: bool,
    /// The captain's once-per-game ability is spent (it was used in the open).
    pub ability_used: bool,
    /// This captain has had its glory point for a frigate or galleon.
    pub big_ship_glory: bool,
    /// Retired at the end of its last turn: a new captain comes at its next.
    pub retiring: bool,
    /// Glory cards in hand (which ones is secret).
    pub glory_count: usize,
    /// Specialists employed, face up.
    pub specialists: Vec<GloryCardId>,
    /// Glory points gained, by deed (in `GloryReason::ALL` order): every gain is public.
    pub glory_from: [u32; GloryReason::COUNT],
    /// The stash, shown once this seat declared 10 glory points or the game is over.
    pub stash: Option<i32>,
    /// VARIANT 2: how many captain cards this seat holds besides its own while it picks one
    /// (which ones is secret); `None` once it has picked.
    pub captain_offer: Option<usize>,
    /// VARIANT 2, "It'll cost ya!": captains this seat paid for (in the open).
    pub captains_bought: u8,
    /// VARIANT 5: its captain card lies flipped after an off-turn scout.
    pub flipped: bool,
    /// MODULE 10: favors on the captain's track.
    pub favors: u8,
    /// MODULE 11: the crew's loyalty, and how many glory cards in hand an Unhappy crew's
    /// failed rolls bar this turn (which ones is secret).
    pub loyalty: i8,
    pub glory_barred: usize,
    /// MODULE 7: how many cards lie on the contraband space (which ones is secret), and the
    /// contraband card sold without its pair yet (sold in the open).
    pub contraband_count: usize,
    pub contraband_sold: Option<CargoCardId>,
}

/// A port action under way, as the whole table sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PublicVisit {
    pub seat: Seat,
    pub port: PortId,
    /// MODULE 9: at a town or trade station at sea, trading as at `port`.
    pub site: Option<LocationId>,
    pub done: Vec<Activity>,
    pub step: PortStepKind,
}

/// The seat's own secrets.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OwnSecrets {
    pub captain: CaptainId,
    /// The ship in hand before the reveal, or the ship on the board.
    pub ship: Option<Ship>,
    pub stash: i32,
    pub cargo: Vec<CargoCardId>,
    /// MODULE 7: the cards on the contraband space.
    pub contraband: Vec<CargoCardId>,
    /// The rumor held, face down.
    pub rumor: Option<RumorId>,
    /// Glory cards in hand.
    pub glory_cards: Vec<GloryCardId>,
    /// MODULE 11: the cards in hand an Unhappy crew's failed roll bars this turn.
    #[serde(default)]
    pub glory_barred: Vec<GloryCardId>,
    /// The combat card this seat has announced face down, if any.
    pub announced: Option<GloryCardId>,
    /// Where and in which round this seat last bought goods.
    pub bought_goods: Option<(PortId, u32)>,
    /// MODULE 9: where (a town or trade station) and when this seat last bought goods.
    pub bought_at_location: Option<(LocationId, u32)>,
    /// This seat's own port action, with the cards it has drawn to buy from.
    pub port_visit: Option<PortVisit>,
    /// VARIANT 2: the other captain cards in hand while picking one at setup.
    pub captain_offer: Option<Vec<CaptainId>>,
    /// MODULE 9: this seat's own visit to a location (a rumor it drew there is its secret).
    pub visit: Option<LocationVisit>,
}

impl OwnSecrets {
    /// No secrets at all: a spectator's (who holds no seat), and where every observation
    /// starts before it is filled.
    pub fn none() -> OwnSecrets {
        OwnSecrets {
            captain: CaptainId(0),
            ship: None,
            stash: 0,
            cargo: Vec::new(),
            contraband: Vec::new(),
            bought_goods: None,
            bought_at_location: None,
            rumor: None,
            glory_cards: Vec::new(),
            glory_barred: Vec::new(),
            announced: None,
            port_visit: None,
            captain_offer: None,
            visit: None,
        }
    }
}

/// Everything seat `seat` may see now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: Seat,
    /// Choices made so far in the game.
    pub step: u64,
    pub round: u32,
    pub phase: Phase,
    pub turn_order: Vec<Seat>,
    pub me: OwnSecrets,
    /// Every seat's public face (this one included), in seat order.
    pub seats: Vec<PublicSeat>,
    pub demand: Vec<Option<GoodId>>,
    pub ship_mods: Vec<Option<SeenMod>>,
    /// Whether a merchant sails in each zone (its nation is hidden).
    pub merchants: Vec<bool>,
    pub merchant_track: usize,
    pub cargo_deck: usize,
    pub cargo_discard: Vec<CargoCardId>,
    pub event_deck: usize,
    pub current_event: Option<EventCardId>,
    pub port_visit: Option<PublicVisit>,
    /// A merchant found or raided: its cards lie face up for all.
    pub raid: Option<Raid>,
    /// A battle: declarations, dice and hits are all in the open.
    pub battle: Option<Battle>,
    /// NPC ships in play: their captains' cards and ships lie face up.
    pub npcs: Vec<NpcState>,
    /// NPC captain cards drawn this turn, face up beside the board until its end.
    pub npc_arrivals: Vec<EventCardId>,
    /// The two nations at war.
    pub war: Option<[Nation; 2]>,
    /// Each NPC on the board with the captains it would hunt now (all public facts). Left
    /// empty in the search's playouts: no rule of thumb reads it
    /// ([`super::observe_into_for_rules_of_thumb`]).
    pub hunts: Vec<(NpcSlot, Vec<Seat>)>,
    /// Missions lying on the board, each at its port.
    pub missions: Vec<MissionId>,
    /// MODULE 1: a third mission slot is open.
    pub third_mission: bool,
    pub rumor_deck: usize,
    pub mission_deck: usize,
    /// Face-up discards: dead and retired captains, event, rumor, mission and glory cards.
    pub captain_discard: Vec<CaptainId>,
    pub event_discard: Vec<EventCardId>,
    pub rumor_discard: Vec<RumorId>,
    pub mission_discard: Vec<MissionId>,
    pub glory_deck: usize,
    pub glory_discard: Vec<GloryCardId>,
    /// MODULE 3: how many mod tokens lie face down in the reserve.
    pub mod_reserve: usize,
    /// MODULE 4: the NPC upgrade tokens in the pool (face down, but every other token lies
    /// face up on an NPC's card or a player's board, so which they are is no secret).
    pub npc_upgrades: Vec<NpcUpgrade>,
    /// What the active captain has used up this turn (all done in the open).
    pub turn: TurnState,
    /// Mods of ships gone from play, waiting for their owners to place them: their kinds, or
    /// `None` with MODULE 3, whose tokens come out of the secret reserve (placed face down by
    /// owners who never see them).
    pub returning: Vec<(Seat, Option<ShipModKind>)>,
    /// NPCs that found a captain and wait to fight it.
    pub npc_hunt: Option<NpcHunt>,
    /// VARIANT 5: captains asked whether they scout off-turn, and who did.
    pub ambush: Option<Ambush>,
    /// MODULE 4: a scout waiting on whether an NPC's crow's nest hides it.
    pub hiding: Option<Hiding>,
    /// MODULE 10: a failed roll waiting on its captain's favors (a mission's marked cards only
    /// in their owner's observation).
    pub reroll: Option<Reroll>,
    /// MODULE 7: damaged holds waiting on their captains' pick of the space to lose from.
    pub spills: Vec<(Seat, u8)>,
    /// MODULE 7: cards drawn free waiting on where their owners put them: whose, and (in the
    /// owner's observation only) which card.
    #[serde(default)]
    pub stowing: Vec<(Seat, Option<CargoCardId>)>,
    /// MODULE 3 with MODULE 7: a smuggler's hold's owner picking the card it keeps.
    #[serde(default)]
    pub hold_pick: Option<HoldPick>,
    /// The beats still due once that roll is settled (the game's clock is public).
    pub agenda: Vec<Beat>,
    /// MODULE 10: glory cards just drawn that may be redrawn: whose, and where in the hand.
    pub glory_redraws: Vec<(Seat, u8)>,
    /// MODULE 8: where the wind blows this round.
    pub wind: Option<Direction>,
    /// MODULE 8: the storm token's zone, and its hits waiting to be placed.
    pub storm: Option<ZoneId>,
    pub storm_hits: Option<StormHits>,
    /// MODULE 3 with MODULE 11: captains asked whether their plank keeps their crew's loyalty.
    pub planks: Vec<Seat>,
    /// The table's own rules: a round limit, and whether AI seats steer NPCs in battle.
    pub max_rounds: Option<u32>,
    pub ai_steers_npcs: bool,
    /// The Seas of Glory modules and variants in play.
    pub seas: Switches,
    /// MODULE 9: the location tokens on the board (face up), the location visited now and
    /// by whom, and a raid on one (its cards face up).
    pub locations: Vec<LocationToken>,
    pub visiting: Option<(Seat, LocationId)>,
    pub location_raid: Option<LocationRaid>,
    /// The decision, if it is this seat's to make.
    pub decision: Option<Decision>,
}

impl Observation {
    /// The same view with the seat's own secrets taken out (its cargo, stash, rumor, glory cards,
    /// purchases and port visit): what may be on screen while the whole table looks on.
    pub fn without_secrets(mut self) -> Observation {
        let me = &mut self.me;
        me.cargo.clear();
        me.contraband.clear();
        me.stash = 0;
        me.rumor = None;
        me.glory_cards.clear();
        me.glory_barred.clear();
        me.announced = None;
        me.bought_goods = None;
        me.bought_at_location = None;
        me.port_visit = None;
        me.visit = None;
        let own = &mut self.seats[self.seat];
        if own.purse_hidden && own.stash.is_none() {
            own.gold = None;
        }
        self
    }
}
