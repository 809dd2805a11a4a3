//! [`GameEvent`]: everything that happens in a game, as the rules announce it (the third part
//! of the protocol in [`super::protocol`]).

use super::state::{
    Activity, EndReason, GloryReason, Location, NavalAction, ScoutTarget, Seat, Side,
};
use crate::content::*;
use serde::{Deserialize, Serialize};

pub use super::outcome::{BattleEnd, FavorSource, FavorUse, LoyaltyCause, RaidOutcome};

/// Everything that happens in a game. Events carry only public facts: the log, animations and
/// statistics of every seat read them; secrets live in each seat's observation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GameEvent {
    /// MODULE 9: at the locations.
    Location(super::event_location::LocationEvent),
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
    /// VARIANT 2, "It'll cost ya!": a seat paid for another captain card (drawn in secret).
    CaptainBought {
        seat: Seat,
        price: u32,
    },
    /// VARIANT 2: a seat kept one of its captain cards; `back` others went back unseen.
    CaptainKept {
        seat: Seat,
        back: usize,
    },
    /// MODULE 6: the treasure galleon puts to sea in this zone.
    TreasureGalleonSails {
        zone: ZoneId,
    },
    /// MODULE 6: the treasure galleon moved; its board now holds this much gold.
    TreasureLoaded {
        gold: u32,
    },
    /// MODULE 6: the treasure galleon was beaten and is out of the game; the gold still on its
    /// board (none if the winner took it) is lost.
    TreasureGalleonLost {
        gold: u32,
    },
    /// MODULE 6: the winner of crew combat takes the gold on the galleon's board.
    TreasureTaken {
        seat: Seat,
        gold: u32,
    },
    /// VARIANT 5, Cutthroat: a captain scouts off-turn for the captain that sailed in (its card
    /// flips: 2 fewer actions next turn).
    OffTurnScout {
        seat: Seat,
        target: Seat,
    },
    /// VARIANT 5: the off-turn scout with the best roll found the captain, and attacks it.
    OffTurnFound {
        seat: Seat,
        target: Seat,
    },
    /// VARIANT 1, Flexible Turns: this seat's cube came out of the bag; its turn is next.
    TurnDrawn {
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
    /// A skill roll, by a player captain or an NPC.
    DiceRolled {
        by: Side,
        skill: Skill,
        faces: Vec<DieFace>,
        successes: u8,
    },
    /// The harbour turned the ship away; the action is spent.
    PortEntryRefused {
        seat: Seat,
        port: PortId,
    },
    /// In a port closed to it, the captain failed the INFLUENCE roll its port action starts
    /// with (MODULE 1's smuggler captain): the action is spent with nothing done.
    PortActionRefused {
        seat: Seat,
        port: PortId,
    },
    /// MODULE 3's market: a mod drawn from the reserve lies face up for sale in this port.
    ModDrawnForSale {
        zone: ZoneId,
        kind: ShipModKind,
    },
    /// MODULE 1: a third mission lies on the board from now on.
    MissionSlotOpened,
    /// A storm passed the captain's ship by (MODULE 1's storm-proof captain).
    StormWeathered {
        seat: Seat,
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
    /// MODULE 7: cards bought as contraband, onto the contraband space (face down).
    ContrabandBought {
        seat: Seat,
        count: u8,
    },
    /// MODULE 7: a naval ship's search: all the contraband thrown overboard.
    ContrabandDumped {
        seat: Seat,
        count: u8,
    },
    /// MODULE 7: contraband sold at its port.
    ContrabandSold {
        seat: Seat,
        count: u8,
        gold: i32,
    },
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
    /// Gold came out of the chest onto the ship; how much is the captain's secret.
    StashTaken {
        seat: Seat,
    },
    /// A new captain's gold made up to the game's starting gold, less the chest: how much
    /// would tell the chest, so it is the captain's secret once the chest has been used.
    GoldToppedUp {
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
    /// The deed at sea a held mission asks for is done; it may now be delivered.
    MissionDeedDone {
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
        aggressor: Side,
        defender: Side,
        zone: ZoneId,
    },
    NavalRound {
        round: u32,
    },
    Declared {
        side: Side,
        action: NavalAction,
    },
    /// The SEAMANSHIP contest's winner (none: a tie or no successes).
    ContestWon {
        side: Option<Side>,
    },
    /// Grappling hooks spent: the failed dice rolled again.
    /// MODULE 2, heated shot: this ship is on fire until crew combat or the battle's end.
    ShipAfire {
        side: Side,
    },
    /// MODULE 2: the fire aboard did 1 damage here before a naval round.
    FireDamage {
        side: Side,
        location: HitLocation,
    },
    /// MODULE 2, caltrops: this side's next roll of this skill has 1 die fewer.
    Hampered {
        side: Side,
        skill: Skill,
    },
    Grappled {
        seat: Seat,
    },
    /// Long guns (a die per cannon) or swivel guns (2 dice) fired: a roll of no skill.
    GunsFired {
        seat: Seat,
        guns: ShipModKind,
        faces: Vec<DieFace>,
        successes: u8,
    },
    /// Cannon hits rolled on the hit-location dice (icons: the target will choose).
    VolleyRolled {
        side: Side,
        numbered: Vec<HitLocation>,
        icons: u8,
    },
    /// Crew combat begins after a boarding.
    Boarded {
        side: Side,
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
    /// A naval ship beaten in crew combat gave up its cargo: gold by the cards' PLUNDER values,
    /// the cards left after one per cargo hit went overboard.
    PrizeTaken {
        seat: Seat,
        gold: u32,
        cards: Vec<CargoCardId>,
        lost: Vec<CargoCardId>,
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
    /// A non-pirate beat an NPC pirate and takes its price.
    PirateRewardClaimed {
        seat: Seat,
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
    /// A combat card announced in a battle, face down.
    GloryCardAnnounced {
        seat: Seat,
    },
    /// An announced combat card shown and not played; it goes back to the hand.
    GloryCardDeclined {
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
        side: Side,
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
    /// A new captain with an NPC pirate in the home zone was discarded, face up, for another.
    CaptainRedrawn {
        seat: Seat,
        discarded: CaptainId,
    },
    /// A captain in port has chosen to retire; the seat's next turn starts with a new one.
    RetirementAnnounced {
        seat: Seat,
    },
    /// A captain has 10 glory points (track plus stash) and says so, showing the stash: the
    /// round is the game's last.
    GloryDeclared {
        seat: Seat,
        track: u32,
        stash: i32,
        total: u32,
    },
    GameEnded {
        reason: EndReason,
        winners: Vec<Seat>,
    },
    /// An NPC's ship was put on the board at its captain's home (a new NPC, a card stacked on
    /// one in play, or the captain below a beaten one taking over).
    NpcArrived {
        slot: NpcSlot,
        card: EventCardId,
        zone: ZoneId,
    },
    /// MODULE 4: the upgrade tokens an NPC drew as it came into play (empty: none).
    NpcUpgraded {
        slot: NpcSlot,
        upgrades: Vec<NpcUpgrade>,
    },
    /// MODULE 4: the seat steering an NPC let its crow's nest hide it from a scout.
    NpcHidden {
        slot: NpcSlot,
        from: Seat,
    },
    /// MODULE 4: an NPC's long guns or swivel guns fired.
    NpcGunsFired {
        slot: NpcSlot,
        guns: ShipModKind,
        faces: Vec<DieFace>,
        successes: u8,
    },
    /// MODULE 4: an NPC spent a special weapon (back on its card if it survives the battle).
    NpcWeaponSpent {
        slot: NpcSlot,
        weapon: SpecialWeapon,
    },
    /// MODULE 4: an NPC's reinforced hull took a hit that would have destroyed a location.
    NpcHitAbsorbed {
        slot: NpcSlot,
        location: HitLocation,
    },
    /// MODULE 4: the winner of a crew combat took an unspent weapon from the beaten NPC.
    NpcWeaponTaken {
        seat: Seat,
        slot: NpcSlot,
        weapon: SpecialWeapon,
    },
    /// An NPC icon moved an NPC (`hunting`: the captain it went after instead of its letter).
    NpcMoved {
        slot: NpcSlot,
        from: ZoneId,
        to: ZoneId,
        hunting: Option<Seat>,
    },
    /// A hostile NPC scouted for a captain who came into its zone.
    NpcScouted {
        slot: NpcSlot,
        seat: Seat,
        found: bool,
    },
    /// Two nations went to war (the At War! space).
    WarDeclared {
        nations: [Nation; 2],
    },
    /// The war between nations ended.
    PeaceMade,
    /// An NPC lost a battle; its captain's card is discarded.
    NpcDefeated {
        slot: NpcSlot,
        card: EventCardId,
    },
    /// MODULE 8: the wind spun for the round.
    WindSpun {
        wind: Direction,
    },
    /// MODULE 8: a captain sailed with the wind, free (`free`), or against it paying its
    /// second action.
    SailedWithWind {
        seat: Seat,
    },
    SailedAgainstWind {
        seat: Seat,
    },
    /// MODULE 11: a crew's loyalty moved to the step `to` (see `rules::loyalty`).
    LoyaltyChanged {
        seat: Seat,
        to: i8,
        cause: LoyaltyCause,
    },
    /// MODULE 11: the crew mutinied: put down (the crew Angry), or the captain killed.
    Mutiny {
        seat: Seat,
        quelled: bool,
    },
    /// MODULE 3's plank: the captain's LEADERSHIP kept its crew's loyalty.
    PlankHeld {
        seat: Seat,
    },
    /// MODULE 3's plank: a crew walked the plank, and the rest stay loyal.
    PlankWalked {
        seat: Seat,
    },
    /// MODULE 11: a Fierce crew's roll won the captain an extra action.
    ExtraAction {
        seat: Seat,
    },
    /// MODULE 11: an Unhappy crew's roll failed: the card it was for waits for the next turn
    /// (which card stays secret).
    GloryCardsBarred {
        seat: Seat,
    },
    /// MODULE 8: the storm token is put out at setup.
    StormGathered {
        zone: ZoneId,
    },
    /// MODULE 8: the storm moved with the wind.
    StormDrifted {
        from: ZoneId,
        to: ZoneId,
    },
    /// MODULE 8: the storm struck a captain: the hit-location dice of the hits its SEAMANSHIP
    /// let through (`icons`: success faces, for the captain to place).
    StormStruck {
        seat: Seat,
        numbered: Vec<HitLocation>,
        icons: u8,
    },
    /// MODULE 10: a favor gained (bought, or for a mission claimed or completed).
    FavorGained {
        seat: Seat,
        from: FavorSource,
    },
    /// MODULE 10: a captain spent favors.
    FavorsSpent {
        seat: Seat,
        count: u8,
        on: FavorUse,
    },
    /// MODULE 10: a dead captain's favors are lost.
    FavorsLost {
        seat: Seat,
        count: u8,
    },
}
