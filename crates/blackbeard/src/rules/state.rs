//! Everything a game of Blackbeard in progress is: it saves with one derive.

use crate::content::{
    AreaId, BoxId, EventCardId, GovernorId, HostageId, KcId, MerchantId, Nation, PirateId, PortId,
    ShipKind, WarshipId,
};
use game_core::Seat;
use game_core::rng::GameRng;
use serde::{Deserialize, Serialize};

pub use super::ap_steps::*;
pub use super::steps::*;

/// Who answers a seat's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    /// Picks uniformly among the options (the soak tests' player).
    Random,
    /// The rules of thumb, with a random option now and then (issue 68).
    Easy,
    /// The rules of thumb (issue 68).
    Normal,
    /// The core's search over sampled games, the Normal rules of thumb playing them out
    /// (issue 68).
    Hard,
    /// 19: the System Player of Solitaire Blackbeard (seat 1 beside one other seat only):
    /// three pirates played by the priorities of 19.17–19.19, from the open table.
    System,
}

/// What a new game is set up with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 2 to 5 seats (2.7), in seating order (clockwise).
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    pub ai_seed: u64,
    /// 4.1: the Long Game plays through the deck twice.
    #[serde(default)]
    pub long_game: bool,
    /// Whether a table of several people agreed that each may take back choices.
    #[serde(default)]
    pub undo_among_humans: bool,
    /// The Living Rules' +2 to warships' and KCs' combat rolls (2.4, 6.46, 10.35).
    #[serde(default = "yes")]
    pub living_rules_plus_two: bool,
    /// 12's play note: play without Cunning (every pirate's Cunning 0).
    #[serde(default)]
    pub no_cunning: bool,
    /// 17.2 #8's play note: after its second draw the Pardon goes back into the deck's bottom
    /// half only, that half shuffled.
    #[serde(default)]
    pub pardon_lower_half: bool,
    /// 3.0 step 6's optional rule: the Pirate cards chosen face up in a reverse draft.
    #[serde(default)]
    pub draft: bool,
    /// 3.0 step 7's play note: each pirate of the setup placed by D66.
    #[serde(default)]
    pub random_deploy: bool,
    /// 3.0 step 7's play note: the setup's placements chosen in secret, shown together.
    #[serde(default)]
    pub secret_deploy: bool,
}

fn yes() -> bool {
    true
}

/// Where a pirate (or a KC) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Location {
    Sea(AreaId),
    /// In a port; `from` is the area he entered from (Bermuda adjoins two).
    Port {
        port: PortId,
        from: AreaId,
    },
    Transit(BoxId),
}

/// A Pirate on the map and his Pirate Display (5, 6.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Afloat {
    pub pirate: PirateId,
    pub seat: Seat,
    pub at: Location,
    /// `None` until the seat has chosen (3.0 step 7: in secret, shown together).
    pub ship: Option<ShipKind>,
    pub speed: i8,
    pub combat: u8,
    pub loyalty: u8,
    /// Doubloons in each filled hold (at most the ship's holds).
    pub holds: Vec<u32>,
    /// Hostages held for ransom, with the nation of the port they were bound for (8.44).
    pub hostages: Vec<(HostageId, Option<Nation>)>,
    pub notoriety: u32,
    /// Cunning left (12): from the card's rating down to 0.
    pub cunning: u8,
    pub net_worth: u32,
    /// Information points by port (8.46).
    pub information: Vec<(PortId, u8)>,
    /// Debauchery & Revelry (13): none, voluntary, or involuntary with the Recovery actions
    /// already spent on it.
    pub revelry: Revelry,
    /// 14.1: his crew's loyalty has just fallen to 0; the mutiny comes when the action or
    /// event that brought it ends.
    #[serde(default)]
    pub mutiny_due: bool,
    /// 9.45: the governors he has tried to bribe (the Governors Bribed box), once each.
    #[serde(default)]
    pub bribed: Vec<GovernorId>,
    /// 9.58: the nations whose ports he has attacked (the Attack History box).
    #[serde(default)]
    pub attacked: Vec<Nation>,
    /// 9.55: the port he took, his to sack as his very next action.
    #[serde(default)]
    pub may_sack: Option<PortId>,
    /// 17.2 #12: the nation of his Letter of Marque (one at most; the card is out of the game).
    #[serde(default)]
    pub letter: Option<Nation>,
    /// 17.2 #10: the Heavy Guns card under his ship's display (+2 to its Combat rolls); it
    /// stays with the ship (BB-R C 14.2).
    #[serde(default)]
    pub heavy_guns: Option<EventCardId>,
    /// 17.2 #1: the treasure map in front of him, his until he digs or leaves play.
    #[serde(default)]
    pub treasure_map: Option<EventCardId>,
    /// 17.2 #18: a Scurvy marker (−1 loyalty at each of his seat's turns until he enters a
    /// port).
    #[serde(default)]
    pub scurvy: bool,
}

/// 13: a crew ashore.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Revelry {
    None,
    Voluntary,
    Involuntary { recovered: u8 },
}

/// A merchant in a port's Merchant Box (6.31).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Merchant {
    pub counter: MerchantId,
    /// Turned face up by a Find (8.14); it stays so (BB-R C 8.15).
    pub face_up: bool,
    /// The pirate who found it this Player-Turn, who may Loot it (8.15).
    pub found_by: Option<PirateId>,
}

/// A port's governor (9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Governor {
    Pro(GovernorId),
    Anti,
}

/// What a port holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PortState {
    pub merchant: Option<Merchant>,
    pub governor: Option<Governor>,
    pub destroyed: bool,
    /// 9.34, 9.45: the pirate whose Safe Haven it is (one at most), while its Pro-Pirate
    /// governor stays and the pirate is in play.
    #[serde(default)]
    pub haven: Option<PirateId>,
    /// 9.58: the Port Attacked marker (its Defense rolls 2d6 from then on).
    #[serde(default)]
    pub attacked: bool,
}

/// Where the game stands: who is asked what next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// 3.0 step 6's optional rule: the Pirate cards drafted face up, one at a time in snake
    /// order from the seat `first` (its own die roll: our reading, as step 2), clockwise;
    /// `pick` counts the picks made.
    Draft {
        pick: u8,
        first: u8,
    },
    /// 3.0 step 7: seats deploy in Player Order a round at a time; the first round each
    /// must deploy one, later rounds may (`order_at` indexes Player Order; `done` marks, by
    /// place in Player Order, the seats that deploy no more).
    Deploy {
        round: u8,
        order_at: u8,
        done: u8,
    },
    /// 3.0 step 7, 5.13: a seat names its new pirates' ships, one pirate at a time, in
    /// secret; the choices show together once every seat has named all of them.
    ChooseShips {
        order_at: u8,
    },
    /// 4.4 C: the Pirate Player plays cards.
    CardPlay,
    /// 4.5: Actions of the card played for Actions; `pirate` when the card's Actions are
    /// one pirate's Initiative (4.52), until he leaves play (4.53).
    Actions {
        left: u8,
        pirate: Option<PirateId>,
    },
    /// 5.16: the pirate just drawn, deployed at once or kept (`left`, `bound`: the Actions
    /// phase to go back to).
    Drawn {
        pirate: PirateId,
        left: u8,
        bound: Option<PirateId>,
    },
    /// 5.13: a new pirate's ship, chosen by the Pirate Player in the open.
    NewShip {
        pirate: PirateId,
        left: u8,
        bound: Option<PirateId>,
    },
    /// 17.2 #7 Finger of Fate: each seat discards one card in secret, in Player Order from
    /// the Pirate Player; `order_at` counts the seats asked so far.
    FingerOfFate {
        order_at: u8,
    },
    /// 8.3: a Loot Merchant Ship Action, step by step (`left`, `bound`: the Actions phase to
    /// go back to).
    Loot(Looting),
    /// 9.4: an In-Port Activities Action, activity by activity.
    InPort(Visit),
    /// 9.53: a port's booty, into a hold made by jettisoning one, or left.
    PortBooty {
        pirate: PirateId,
        doubloons: u32,
        left: u8,
        bound: Option<PirateId>,
    },
    /// 9.6, 15: a Booty Grab under way.
    Grab(Grab),
    /// 18.41 D: the governor's price for a retirement, paid or declined.
    RetireBribe {
        pirate: PirateId,
        price: u32,
        left: u8,
        bound: Option<PirateId>,
    },
    /// 11.4: an alliance's odd Combat hit, on the ship the player names; then the port's
    /// booty (`booty`) if a won attack brought it, and the next Action.
    AllyHit {
        pirates: [PirateId; 2],
        left: u8,
        bound: Option<PirateId>,
        booty: Option<u32>,
    },
    /// 17.2 #1: buried treasure found, into one of his holds (a filled one too).
    Treasure {
        pirate: PirateId,
        doubloons: u32,
        left: u8,
        bound: Option<PirateId>,
    },
    /// 12: a roll of the pirate's own shown; he may spend a Cunning point to roll it again.
    Cunning(CunningOffer),
    /// 4.63: the window open on the active pirate's action (`State::window`).
    Window,
    /// 6.45, 10.33: a warship or KC against the active pirate: fight, escape, surrender.
    Engage(Engage),
    /// 17.2 #19: a card played against the active pirate waits on his Skull and Crossbones.
    Skull(Negation),
    /// Between two decisions only (`flow`): an Anti-Pirate act is over, the window asks on.
    Resume,
    /// Between two decisions only (`flow`): the window on an announced action closed, the
    /// action goes ahead.
    Carry {
        choice: super::Choice,
        left: u8,
        bound: Option<PirateId>,
    },
    /// 14.2: a successful mutiny; the seat names which pirate in hand takes the ship.
    Successor {
        seat: Seat,
        ship: Box<Afloat>,
        left: u8,
        bound: Option<PirateId>,
    },
    GameOver {
        reason: GameEnd,
    },
}

/// 11: two of one seat's pirates allied; `declared`: the pirate the Action was declared for
/// (he takes the odd point of a Leadership tie, and is active on a Notoriety tie: BB-R C 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Alliance {
    pub declared: PirateId,
    pub with: PirateId,
}

impl Alliance {
    /// `pirate`'s ally among `alliances`, if he has one.
    pub fn ally_in(alliances: &[Alliance], pirate: PirateId) -> Option<PirateId> {
        alliances.iter().find_map(|x| {
            if x.declared == pirate {
                Some(x.with)
            } else if x.with == pirate {
                Some(x.declared)
            } else {
                None
            }
        })
    }
}

/// 17.2 #8's second draw in force: the pirates on the map when it was drawn retire on
/// entering an English port open to them, until the drawing seat's next Player-Turn ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pardon {
    pub seat: Seat,
    /// The Player-Turn (counted as `State::turns`) at whose end it lapses.
    pub until_turn: u32,
    pub pirates: Vec<PirateId>,
}

/// How a pirate retired (18.41).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Retirement {
    /// A: in a port of his Letter of Marque's nation.
    Letter,
    /// E: pardoned on entering an English port (17.2 #8).
    Pardon,
    /// C: in one of his Safe Havens.
    SafeHaven,
    /// D: a Pro-Pirate governor bribed, D66 × 100 from his Net Worth.
    Bribe,
    /// B: intercepted by a KC, he surrendered with his Letter of Marque (10.34).
    Surrender,
}

/// Where a seat's Victory Points came from (18.12): one line of the score sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scored {
    pub seat: Seat,
    pub pirate: PirateId,
    pub how: ScoredBy,
    pub vp: u32,
}

/// 18.12's ways to score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ScoredBy {
    /// B: his Notoriety as he died.
    Eliminated,
    /// A: twice his Notoriety and his Net Worth ÷ 100, as he retired.
    Retired(Retirement),
    /// B: his Notoriety, in play at the game's end.
    AtTheEnd,
    /// C: half the Notoriety of another seat's pirate this seat's KC sank (`pirate`: his).
    KcSank,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameEnd {
    /// 17.2 #8: the General Pardon drawn the third time.
    ThirdPardon,
    /// 17.2 #8: the Pardon was the deck's last card.
    PardonLastCard,
    /// No pirate is left to play and none can come (our reading: the deck of Pirate cards
    /// and every hand empty).
    NoPirates,
    /// 19.9: Blackbeard retired with 130 VP or more: you win.
    Retired130,
    /// 19.9 (our reading): Blackbeard retired short of 130 VP: you lose.
    RetiredShort,
    /// 19.9: Blackbeard is dead: you lose.
    BlackbeardKilled,
    /// 19.9: the SP's banked VP reached 100: you lose.
    SpHundred,
    /// 19.9: no SP pirate is left to play nor to draw: you win.
    SpExhausted,
}

impl GameEnd {
    /// In Solitaire Blackbeard, whether you won; `None` for the regular game's ends (the
    /// Pardon's ends in solitaire are losses: 19.9).
    pub fn solo_won(self, solo: bool) -> Option<bool> {
        match self {
            GameEnd::Retired130 | GameEnd::SpExhausted => Some(true),
            GameEnd::RetiredShort | GameEnd::BlackbeardKilled | GameEnd::SpHundred => Some(false),
            _ if solo => Some(false),
            _ => None,
        }
    }
}

/// A game of Blackbeard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub config: Config,
    pub rng: GameRng,
    /// Player Order: seats from Player A (3.0 step 2).
    pub order: Vec<Seat>,
    /// The Pirate Player's place in Player Order.
    pub turn_at: u8,
    /// Player-Turns begun, from 1.
    pub turns: u32,
    /// Choices made since setup (the random seats' place in their own stream).
    #[serde(default)]
    pub steps: u64,
    pub phase: Phase,
    pub deck: Vec<EventCardId>,
    pub discard: Vec<EventCardId>,
    /// Event cards in hand, by seat (secret but for how many).
    pub hands: Vec<Vec<EventCardId>>,
    pub pirate_deck: Vec<PirateId>,
    /// Pirate cards in hand, by seat (how many is public, which is secret).
    pub pirate_hands: Vec<Vec<PirateId>>,
    pub afloat: Vec<Afloat>,
    pub retired: Vec<PirateId>,
    /// 18.42: hostages gone from the game with a pirate who retired.
    #[serde(default)]
    pub hostages_gone: Vec<HostageId>,
    pub locker: Vec<PirateId>,
    pub ports: Vec<PortState>,
    pub merchant_pool: Vec<MerchantId>,
    pub hostage_pool: Vec<HostageId>,
    pub pro_governor_pool: Vec<GovernorId>,
    pub anti_governors_left: u8,
    pub warship_pool: Vec<WarshipId>,
    pub kc_pool: Vec<KcId>,
    /// Victory Points by seat (18.1).
    pub vp: Vec<u32>,
    /// Each score as it was made (the score sheet behind `vp`).
    #[serde(default)]
    pub scored: Vec<Scored>,
    /// Times the General Pardon has been drawn (17.2 #8).
    pub pardons: u8,
    /// The Pardon held out of the deck until this few cards remain (17.2 #8's second draw).
    pub pardon_waiting: Option<EventCardId>,
    /// The Long Game's Pardon, held out until the deck first runs out (4.1).
    pub pardon_for_second_deck: Option<EventCardId>,
    /// 17.2 #8's second draw, while it is in force.
    #[serde(default)]
    pub pardon: Option<Pardon>,
    /// 11: the Pirate Alliances (one a seat at most).
    #[serde(default)]
    pub alliances: Vec<Alliance>,
    /// This Player-Turn: a card was played for Actions (4.4 C), a Hold Until Played card
    /// was played (17.14), the turn is lost (17.2 #14 Mal de Mer).
    pub played_for_actions: bool,
    pub played_held: bool,
    pub turn_lost: bool,
    /// Secret answers shown together so far (ships: 3.0 step 7; discards: 17.2 #7).
    pub secrets_shown: u32,
    /// 17.2 #7: the discards chosen so far, shown together once every seat has chosen.
    #[serde(default)]
    pub fate_discards: Vec<(Seat, EventCardId)>,
    /// 4.6: this Player-Turn's Anti-Pirate actions.
    #[serde(default)]
    pub ap: ApTurn,
    /// 4.63: the window open on the active pirate's action, while it is (its questions
    /// and what they lead to: a fight, a mutiny ... come back to it).
    #[serde(default)]
    pub window: Option<Window>,
    /// 6.41: the warships On Station.
    #[serde(default)]
    pub on_station: Vec<OnStation>,
    /// 10: the KCs on the map.
    #[serde(default)]
    pub kcs: Vec<KcAfloat>,
    /// 10.14, 10.35: the KCs out of the game.
    #[serde(default)]
    pub kcs_gone: Vec<KcId>,
    /// 14.1: the pirates activated this Player-Turn (a crew at loyalty 0 mutinies when its
    /// pirate is first activated in a turn: BB-R C 14.1).
    #[serde(default)]
    pub activated: Vec<PirateId>,
    /// 19: Solitaire Blackbeard's own table (`None` in the regular game).
    #[serde(default)]
    pub solo: Option<Solo>,
    /// 3.0 step 6's draft: each pick, in order (public: chosen face up).
    #[serde(default)]
    pub drafted: Vec<(Seat, PirateId)>,
}

/// 19: what Solitaire Blackbeard keeps beside the regular table. The Hold Until Played deck
/// and its discards are `State::deck` and `State::discard`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solo {
    /// 19.1: your pirate.
    pub blackbeard: PirateId,
    /// 19.3, 19.12: the Must Play Immediately deck, drawn by the SP only, and its discards.
    pub mpi_deck: Vec<EventCardId>,
    pub mpi_discard: Vec<EventCardId>,
    /// 19.2: the SP pirate whose Player-Turn it is, and those still to play this round.
    pub sp_pirate: Option<PirateId>,
    pub sp_queue: Vec<PirateId>,
    /// 19.13: the SP's draw for Blackbeard's action under way is made.
    pub checked: bool,
    /// 19.14: the Player-Turn in which the SP's KC attempt was made, and whether it is made
    /// at the action under way.
    pub kc_tried: u32,
    pub kc_now: bool,
    /// 19.18: the Letter of Marque an SP pirate keeps while he sails to take it.
    pub letter: Option<(PirateId, EventCardId)>,
}

impl State {
    pub fn seats(&self) -> usize {
        self.config.seats.len()
    }
    /// The Pirate Player.
    pub fn pirate_player(&self) -> Seat {
        self.order[self.turn_at as usize]
    }
    pub fn afloat_of(&self, pirate: PirateId) -> Option<&Afloat> {
        self.afloat.iter().find(|a| a.pirate == pirate)
    }
    pub fn afloat_mut(&mut self, pirate: PirateId) -> Option<&mut Afloat> {
        self.afloat.iter_mut().find(|a| a.pirate == pirate)
    }
    /// The Anti-Pirate seats, from the Pirate Player's left in Player Order (4.63).
    pub fn anti_pirates(&self) -> Vec<Seat> {
        let n = self.seats();
        (1..n)
            .map(|i| self.order[(self.turn_at as usize + i) % n])
            .collect()
    }
    /// A seat's KC, if it has one on the map (10.13: one at most).
    pub fn kc_of(&self, seat: Seat) -> Option<KcAfloat> {
        self.kcs.iter().copied().find(|k| k.seat == seat)
    }
    /// A seat's pirates on the map, in the order they came.
    pub fn seat_afloat(&self, seat: Seat) -> impl Iterator<Item = &Afloat> {
        self.afloat.iter().filter(move |a| a.seat == seat)
    }
    /// 19: the System Player's seat, in Solitaire Blackbeard.
    pub fn system_seat(&self) -> Option<Seat> {
        self.solo.as_ref().map(|_| SYSTEM)
    }
}

/// 19: in Solitaire Blackbeard you are seat 0 and the System Player seat 1.
pub const SYSTEM: Seat = 1;
