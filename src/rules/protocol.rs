//! The one protocol every input goes through: the rules publish a [`Decision`] listing every
//! legal [`Choice`]; someone answers with one of them; the rules answer with [`GameEvent`]s.

use super::glory::GloryReason;
use super::state::{Activity, EndReason, Location, NavalAction, ScoutTarget, Seat};
use crate::content::*;
use serde::Serialize;
use std::fmt;

/// What kind of question the rules are asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum DecisionKind {
    /// Setup: sloop or flute, in secret.
    ChooseShip,
    /// A captain's turn: spend an action or end the turn.
    Action { actions_left: u8 },
    /// Inside the port action: the step it is at.
    Port { step: PortStepKind },
    /// A sunk ship's mods: pick the port for the next token.
    PlaceMods,
    /// A merchant found, and the raid on it.
    Raid { step: RaidStepKind },
    /// A battle between ships: the step it is at.
    Battle { step: BattleStepKind },
    /// Five glory cards in hand: discard one.
    DiscardGlory,
}

/// The steps of a battle, as a decision names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BattleStepKind {
    Declare,
    Grapple,
    Aim,
    Place,
    Plunder,
}

/// How a battle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BattleEnd {
    /// The loser's ship sank (or its captain lost crew combat); the winner survived.
    Won { winner: Seat, loser: Seat },
    /// Both ships went down in the same volley.
    BothSunk,
    /// This seat fled the battle.
    Escaped { seat: Seat },
    /// Crew combat ended with no winner.
    NoWinner,
}

impl DecisionKind {
    /// Whether the options hold nothing secret, so the seat may answer on the public face (in
    /// hot-seat, without the hand-off curtain): combat declarations, grappling, shots and
    /// hit-location picks, and a raid's nation and successes (its cards lie face up).
    pub fn is_public(self) -> bool {
        matches!(
            self,
            DecisionKind::Battle {
                step: BattleStepKind::Declare
                    | BattleStepKind::Grapple
                    | BattleStepKind::Aim
                    | BattleStepKind::Place
            } | DecisionKind::Raid {
                step: RaidStepKind::Found | RaidStepKind::Working
            }
        )
    }
}

/// The steps of a merchant raid, as a decision names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum RaidStepKind {
    /// Raid it as one of the nations it may fly, or let it sail.
    Found,
    /// Spend successes: draw, discard or exchange a card; spend weapons; then see how it ends.
    Working,
    /// Take aboard the cards there is room for.
    Loot,
}

/// How a raid ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum RaidOutcome {
    /// The raid succeeded for this much gold.
    Plundered { gold: u32 },
    /// Escape icons reached the raider's MANEUVERABILITY.
    Escaped,
    /// A hit location other than the hull was destroyed.
    Failed,
    /// The hull was destroyed: the raider's ship sinks.
    Sunk,
}

/// The steps of a port action, as a decision names them (the cards in play stay in the
/// visiting seat's own observation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum PortStepKind {
    Menu,
    Selling,
    Buying,
    Shipyard,
    Recruiting,
    Stashing,
    TransferMods,
    ReturnMods,
    KeepRumor,
    ChooseMission,
    PickGoods,
}

/// How a captain asks to enter a port that would turn them away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Entry {
    /// Nothing stands in the way.
    Free,
    /// Pay the port's fee (Port Royal: 2 gold).
    PayFee,
    /// Try an INFLUENCE roll; on a failure the action is spent outside the port.
    Influence,
}

/// An answer to a [`Decision`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Choice {
    ChooseShip(ShipClass),
    /// Move to an adjacent zone, into the port of this zone, or out of port to its zone.
    Move {
        to: Location,
        entry: Entry,
    },
    /// Take the port action (one action, once per turn, in a port).
    PortAction,
    /// Discard a cargo card face up (in port, to fit the hold before sailing).
    DiscardCargo(CargoCardId),
    /// From the port menu: start an activity.
    Begin(Activity),
    /// End the port action.
    LeavePort,
    /// Selling or buying: mark a card, or unmark a marked one.
    Mark(CargoCardId),
    /// Sell or buy the marked cards (none marked: nothing changes hands).
    Settle,
    /// Buying in a port that allows it: pay to draw a fresh offer.
    Redraw,
    /// Shipyard: mend one point of damage at this location.
    Repair(HitLocation),
    BuyWeapon(SpecialWeapon),
    SellWeapon(SpecialWeapon),
    /// Buy the port's ship modification.
    BuyMod,
    /// Turn a used reinforced hull face up again.
    RestoreHull,
    /// Sell the ship and buy one of this class.
    BuyShip(ShipClass),
    /// At a modification dockyard: move a mod of the old ship onto the new one.
    TransferMod(ShipModKind),
    /// Put the next returning mod token, face down, in this zone's port.
    PlaceMod(ZoneId),
    /// After a failed LEADERSHIP roll: hire one crew.
    HireCrew,
    /// Put this much gold in the chest (negative: take it out onto the ship).
    Stash(i32),
    /// Of two rumors, keep this one.
    KeepRumor(RumorId),
    /// Try to claim this mission (its requirements are met in order).
    ClaimMission(MissionId),
    /// Spend an action scouting for a target in this zone.
    Scout(ScoutTarget),
    /// Raid the merchant found, flying this nation's flag.
    RaidAs(Nation),
    /// Let the merchant found sail away.
    LetSail,
    /// Raid: spend a success to draw a cargo card face up.
    RaidDraw,
    /// Raid: spend a success to discard this card.
    RaidDiscard(CargoCardId),
    /// Raid: spend a success to discard this card and draw another.
    RaidExchange(CargoCardId),
    /// Discard a special weapon token to turn a failed die into a success.
    SpendWeapon(SpecialWeapon),
    /// After a raid: take this card aboard.
    TakeCargo(CargoCardId),
    /// Battle: declare this round's action.
    Declare(NavalAction),
    /// Battle: put one of the enemy's icon hits on this location of your ship.
    HitAt(HitLocation),
    /// Plunder: take the beaten captain's gold.
    TakeGold,
    /// Plunder: take the beaten captain's rumor card.
    TakeRumor,
    /// Plunder: take the beaten captain's glory cards (unseen).
    TakeGloryCards,
    /// Plunder: employ the beaten captain's specialist, free.
    TakeSpecialist(GloryCardId),
    /// Play a glory card from hand (a pardon names its nation).
    PlayGlory {
        card: GloryCardId,
        nation: Option<Nation>,
    },
    /// Of five glory cards in hand, discard this one.
    DiscardGlory(GloryCardId),
    /// Plunder: take a special weapon token.
    TakeWeapon(SpecialWeapon),
    /// Plunder: leave your ship and claim the one you beat.
    ClaimShip,
    /// Finish the open activity and go back to the port menu; in a raid, stop spending
    /// successes and see how it ends, or leave the rest of the loot.
    Done,
    /// Give up the remaining actions of this turn.
    EndTurn,
    /// In port before any action: retire the captain (a new one comes next turn).
    Retire,
}

/// A question for one seat, with every legal answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Decision {
    pub seat: Seat,
    pub kind: DecisionKind,
    pub options: Vec<Choice>,
}

/// A choice the rules refused; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceError {
    GameOver,
    NotOffered { choice: Choice, seat: Seat },
}

impl fmt::Display for ChoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChoiceError::GameOver => write!(f, "the game is over; no choice can be made"),
            ChoiceError::NotOffered { choice, seat } => {
                write!(f, "{choice:?} is not one of seat {seat}'s options now")
            }
        }
    }
}

impl std::error::Error for ChoiceError {}

/// Everything that happens in a game. Events carry only public facts: the log, animations and
/// statistics of every seat read them; secrets live in each seat's observation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum GameEvent {
    /// A new game; its seed is never an event (whoever knew it could replay every secret).
    GameStarted {
        seats: usize,
    },
    /// A seat drew its captain, face down.
    CaptainDrawn {
        seat: Seat,
    },
    /// A seat has put a ship in its hand (which one stays secret until the reveal).
    ShipChosen {
        seat: Seat,
    },
    CaptainRevealed {
        seat: Seat,
        captain: CaptainId,
        ship: ShipClass,
        home: PortId,
    },
    StartPlayer {
        seat: Seat,
    },
    RoundStarted {
        round: u32,
    },
    /// Raided merchants went back out to sea.
    MerchantsRedistributed {
        count: usize,
    },
    EventDrawn {
        card: EventCardId,
    },
    DemandChanged {
        zone: ZoneId,
        good: GoodId,
    },
    GoldGained {
        seat: Seat,
        amount: i32,
    },
    GoldPaid {
        seat: Seat,
        amount: i32,
    },
    TurnStarted {
        seat: Seat,
    },
    ShipMoved {
        seat: Seat,
        from: Location,
        to: Location,
    },
    DiceRolled {
        seat: Seat,
        skill: Skill,
        faces: Vec<DieFace>,
        successes: u8,
    },
    /// The harbour turned the ship away; the action is spent.
    PortEntryRefused {
        seat: Seat,
        port: PortId,
    },
    TurnEnded {
        seat: Seat,
    },
    /// A captain took the port action.
    PortActionTaken {
        seat: Seat,
        port: PortId,
    },
    ActivityBegun {
        seat: Seat,
        activity: Activity,
    },
    PortLeft {
        seat: Seat,
    },
    /// A face-down ship modification token was turned up in its port.
    ModRevealed {
        zone: ZoneId,
        kind: ShipModKind,
    },
    /// Cards sold, face up into the discard pile.
    CargoSold {
        seat: Seat,
        goods: Vec<GoodId>,
        gold: i32,
    },
    /// Cards drawn to buy from, kept secret.
    GoodsDrawn {
        seat: Seat,
        count: usize,
    },
    /// Cards put face up on the discard pile.
    CargoDiscarded {
        seat: Seat,
        cards: Vec<CargoCardId>,
    },
    /// Cards bought, face down.
    GoodsBought {
        seat: Seat,
        count: usize,
    },
    /// The cargo deck ran out and its discards were shuffled into a new deck.
    CargoReshuffled,
    Repaired {
        seat: Seat,
        location: HitLocation,
    },
    WeaponBought {
        seat: Seat,
        weapon: SpecialWeapon,
    },
    WeaponSold {
        seat: Seat,
        weapon: SpecialWeapon,
    },
    ModBought {
        seat: Seat,
        kind: ShipModKind,
    },
    HullRestored {
        seat: Seat,
    },
    ShipBought {
        seat: Seat,
        class: ShipClass,
        sold: ShipClass,
    },
    ModTransferred {
        seat: Seat,
        kind: ShipModKind,
    },
    /// A mod token went back to a port, face down (which one is not known).
    ModReturned {
        seat: Seat,
        zone: ZoneId,
    },
    CrewRecruited {
        seat: Seat,
        count: u8,
    },
    /// Gold went into the chest; how much is the captain's secret.
    GoldStashed {
        seat: Seat,
    },
    StashTaken {
        seat: Seat,
        amount: i32,
    },
    /// Gold paid out of the stash, amount secret (only in the home port).
    StashSpent {
        seat: Seat,
    },
    GloryGained {
        seat: Seat,
        reason: GloryReason,
    },
    /// A mission card laid on the board at its port.
    MissionDrawn {
        mission: MissionId,
    },
    /// A rumor drawn, face down.
    RumorDrawn {
        seat: Seat,
    },
    /// Of two rumors one went back into the deck.
    RumorReturned {
        seat: Seat,
    },
    /// A rumor acted on is shown: true or false.
    RumorFollowed {
        seat: Seat,
        rumor: RumorId,
        found_true: bool,
    },
    MissionClaimed {
        seat: Seat,
        mission: MissionId,
    },
    /// A claim that failed its requirements; the mission stays.
    MissionClaimFailed {
        seat: Seat,
        mission: MissionId,
    },
    MissionCompleted {
        seat: Seat,
        mission: MissionId,
    },
    MissionDeliveryFailed {
        seat: Seat,
        mission: MissionId,
    },
    /// A held mission given up for a new one.
    MissionDiscarded {
        seat: Seat,
        mission: MissionId,
    },
    /// Cargo cards handed over to a mission (face up to the discards).
    GoodsHandedOver {
        seat: Seat,
        goods: Vec<GoodId>,
    },
    /// A bounty struck off.
    Pardoned {
        seat: Seat,
        nation: Nation,
    },
    /// Cargo cards drawn into the hold as a reward (face down).
    CargoGiven {
        seat: Seat,
        count: usize,
    },
    /// A scouting attempt and whether it found its target.
    Scouted {
        seat: Seat,
        target: ScoutTarget,
        found: bool,
    },
    /// A merchant found: its token is turned up and goes to the merchant track.
    MerchantFound {
        seat: Seat,
        zone: ZoneId,
        token: Nation,
    },
    MerchantSailed {
        seat: Seat,
    },
    RaidBegun {
        seat: Seat,
        nation: Nation,
    },
    /// A bounty token laid on the captain's player board.
    BountyGained {
        seat: Seat,
        nation: Nation,
    },
    /// A cargo card turned face up in a raid.
    RaidCardDrawn {
        seat: Seat,
        card: CargoCardId,
    },
    /// A raid card thrown out (Havana's fourth card without a hit too).
    RaidCardDiscarded {
        seat: Seat,
        card: CargoCardId,
    },
    WeaponSpent {
        seat: Seat,
        weapon: SpecialWeapon,
    },
    RaidEnded {
        seat: Seat,
        outcome: RaidOutcome,
    },
    /// A face-up raid card taken aboard.
    CargoTaken {
        seat: Seat,
        card: CargoCardId,
    },
    BattleBegun {
        aggressor: Seat,
        defender: Seat,
        zone: ZoneId,
    },
    NavalRound {
        round: u32,
    },
    Declared {
        seat: Seat,
        action: NavalAction,
    },
    /// The SEAMANSHIP contest's winner (none: a tie or no successes).
    ContestWon {
        seat: Option<Seat>,
    },
    /// Grappling hooks spent: the failed dice rolled again.
    Grappled {
        seat: Seat,
    },
    /// Cannon hits rolled on the hit-location dice (icons: the target will choose).
    VolleyRolled {
        seat: Seat,
        numbered: Vec<HitLocation>,
        icons: u8,
    },
    /// Crew combat begins after a boarding.
    Boarded {
        seat: Seat,
    },
    BattleEnded {
        end: BattleEnd,
    },
    /// Plunder taken from a beaten captain: gold counted, cards face down.
    Plundered {
        seat: Seat,
        from: Seat,
        gold: i32,
        cards: usize,
        weapon: Option<SpecialWeapon>,
    },
    ShipClaimed {
        seat: Seat,
        class: ShipClass,
    },
    RewardClaimed {
        seat: Seat,
        nation: Nation,
        gold: u32,
    },
    /// A glory card drawn into a hand (which one is secret).
    GloryCardDrawn {
        seat: Seat,
    },
    /// A glory card discarded from a hand of five, face up.
    GloryCardDiscarded {
        seat: Seat,
        card: GloryCardId,
    },
    /// A glory card played, face up.
    GloryCardPlayed {
        seat: Seat,
        card: GloryCardId,
    },
    /// A specialist hired by playing its card (face up on the player board).
    SpecialistHired {
        seat: Seat,
        card: GloryCardId,
    },
    /// A specialist card taken over from a beaten captain.
    SpecialistTaken {
        seat: Seat,
        card: GloryCardId,
    },
    /// The glory deck ran out and its discards were shuffled into a new deck.
    GloryReshuffled,
    /// A reinforced hull flipped to absorb a hit on this location.
    HitAbsorbed {
        seat: Seat,
        location: HitLocation,
    },
    /// A hit on one of a ship's locations.
    Damaged {
        seat: Seat,
        location: HitLocation,
    },
    ShipSunk {
        seat: Seat,
    },
    CaptainDied {
        seat: Seat,
        captain: CaptainId,
    },
    /// A captain who retired leaves play, as in death.
    CaptainRetired {
        seat: Seat,
        captain: CaptainId,
    },
    /// A captain in port has chosen to retire; the seat's next turn starts with a new one.
    RetirementAnnounced {
        seat: Seat,
    },
    GameEnded {
        reason: EndReason,
    },
}
