//! What happened, as the log, the board and the sounds hear it: every event of the rules (their
//! short names for `simulate`'s counts: `event_names`).

use super::{GameEnd, Location, MutinyOutcome, PortStatus, Retirement};
use crate::content::{AreaId, EventCardId, HostageId, Nation, PirateId, PortId, ShipKind};
use game_core::Seat;
use serde::{Deserialize, Serialize};

/// Something that happened: for the log, the board and the sounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    GameStarted {
        seats: usize,
        order: Vec<Seat>,
    },
    /// 3.0 step 5, 17.2 #9: a governor placed (or replaced).
    GovernorPlaced {
        port: PortId,
        pro: bool,
        roll: u8,
    },
    /// 3.0 step 8, 6.31: a merchant placed face down.
    MerchantPlaced {
        port: PortId,
        roll: u8,
    },
    /// A seat's Event cards dealt or drawn (how many; the cards are secret).
    CardsDrawn {
        seat: Seat,
        count: u8,
    },
    /// A Pirate card dealt or drawn (secret).
    PirateCardsDealt {
        seat: Seat,
        count: u8,
    },
    Deployed {
        seat: Seat,
        pirate: PirateId,
        area: AreaId,
    },
    /// 3.0 step 7's play note: the D66 that places a pirate (the port it names).
    DeployRolled {
        pirate: PirateId,
        roll: u8,
    },
    /// 3.0 step 7's play note: the placements chosen in secret, shown together.
    DeploymentsShown {
        placements: Vec<(Seat, PirateId, AreaId)>,
    },
    /// 3.0 step 6's draft: a Pirate card chosen.
    Drafted {
        seat: Seat,
        pirate: PirateId,
        pick: u8,
    },
    /// 3.0 step 7: the ships chosen in secret, shown together; 5.13: a new pirate's ship.
    ShipsShown {
        ships: Vec<(PirateId, ShipKind)>,
    },
    TurnBegins {
        seat: Seat,
        turn: u32,
    },
    /// A Must Play Immediately card drawn and resolved (17.15).
    MustPlay {
        seat: Seat,
        card: EventCardId,
    },
    CardPlayed {
        seat: Seat,
        card: EventCardId,
        actions: u8,
    },
    Discarded {
        seat: Seat,
        cards: Vec<EventCardId>,
    },
    Moved {
        pirate: PirateId,
        from: Location,
        to: Location,
        actions: u8,
    },
    FindRolled {
        pirate: PirateId,
        port: PortId,
        die: u8,
        total: u8,
        found: bool,
    },
    MerchantRevealed {
        port: PortId,
        kind: ShipKind,
    },
    MerchantLost {
        port: PortId,
    },
    PirateDrawn {
        seat: Seat,
    },
    /// 8.32: the Cargo Table's die, adjusted roll and doubloons.
    CargoRolled {
        pirate: PirateId,
        die: u8,
        roll: u8,
        doubloons: u32,
    },
    HostageDrawn {
        pirate: PirateId,
        hostage: crate::content::HostageId,
    },
    BootyDeclined {
        pirate: PirateId,
    },
    CargoStowed {
        pirate: PirateId,
        doubloons: u32,
        notoriety: u32,
    },
    CargoJettisoned {
        pirate: PirateId,
        doubloons: u32,
    },
    CargoAbandoned {
        pirate: PirateId,
    },
    Converted {
        pirate: PirateId,
        kind: ShipKind,
    },
    /// 8.45: `information` is 0 when the hostage told nothing.
    Tortured {
        pirate: PirateId,
        die: u8,
        information: u8,
        notoriety: u32,
    },
    HeldForRansom {
        pirate: PirateId,
    },
    MerchantLooted {
        port: PortId,
    },
    Revelry {
        pirate: PirateId,
        voluntary: bool,
    },
    Recovered {
        pirate: PirateId,
        done: bool,
    },
    /// 14.2: the die against Leadership, and what came of it.
    Mutiny {
        pirate: PirateId,
        die: u8,
        outcome: MutinyOutcome,
    },
    /// 14.2: a pirate takes over a mutinous ship.
    TakesCommand {
        seat: Seat,
        pirate: PirateId,
        from: PirateId,
    },
    /// 12: a Cunning point spent on a re-roll: the die before and after.
    CunningUsed {
        pirate: PirateId,
        was: u8,
        now: u8,
    },
    ShipLost {
        pirate: PirateId,
    },
    /// 17.2 #3, #20, #23, 6.25: a pirate leaves play; `vp` is what his seat scores (18.12 B).
    Eliminated {
        pirate: PirateId,
        vp: u32,
    },
    /// 17.2 #3: the port a Disease strikes.
    Disease {
        port: PortId,
        roll: u8,
    },
    GovernorLost {
        port: PortId,
    },
    HostageLost {
        pirate: PirateId,
    },
    /// 10.42 / 9.24: pirates put out of a port into its area.
    Ousted {
        pirate: PirateId,
        port: PortId,
    },
    PortDestroyed {
        port: PortId,
    },
    StormStrikes {
        area: AreaId,
        roll: u8,
    },
    StormRoll {
        pirate: PirateId,
        die: u8,
        hits: u8,
    },
    SpeedLost {
        pirate: PirateId,
        speed: i8,
    },
    LoyaltyChanged {
        pirate: PirateId,
        loyalty: u8,
    },
    /// 17.2 #8: the Pardon's draws.
    PardonDrawn {
        times: u8,
    },
    DeckReshuffled {
        cards: u8,
    },
    /// 17.2 #7: hands passed to the left.
    HandsPassed,
    /// 17.2 #14: the turn is lost.
    TurnLost {
        seat: Seat,
    },
    TurnEnds {
        seat: Seat,
    },
    GameOver {
        reason: GameEnd,
        vp: Vec<u32>,
    },
    /// 9.4: an In-Port Activities Action, and what the port is to him.
    InPort {
        pirate: PirateId,
        port: PortId,
        status: PortStatus,
    },
    /// 9.42: 2d6 × Value × 50.
    Ransomed {
        pirate: PirateId,
        hostage: HostageId,
        /// The two dice's sum (rolled again together with Cunning).
        roll: u8,
        doubloons: u32,
    },
    /// 9.43: a hold's booty and the Net Worth it made.
    BootyConverted {
        pirate: PirateId,
        booty: u32,
        net_worth: u32,
    },
    /// 9.44: the die and the hits it mends.
    RefitRolled {
        pirate: PirateId,
        die: u8,
        hits: u8,
    },
    /// 9.44: the ship's Speed and Combat after a Refit.
    Refitted {
        pirate: PirateId,
        speed: i8,
        combat: u8,
    },
    /// 9.45: the governor's price, d6 × 100.
    BribeAsked {
        pirate: PirateId,
        port: PortId,
        die: u8,
        price: u32,
    },
    BribeDeclined {
        pirate: PirateId,
        port: PortId,
    },
    HavenBought {
        pirate: PirateId,
        port: PortId,
        price: u32,
    },
    /// 9.34: a Safe Haven ends.
    HavenLost {
        pirate: PirateId,
        port: PortId,
    },
    /// 18.41 D: the governor's price for a retirement, D66 × 100.
    RetireBribeAsked {
        pirate: PirateId,
        port: PortId,
        roll: u8,
        price: u32,
    },
    /// 18.41 D: declined (or beyond his Net Worth): −1 loyalty, the governor marked.
    RetireBribeDeclined {
        pirate: PirateId,
        port: PortId,
    },
    /// 9.52: his die, modifiers and total against the port's dice and total.
    PortAttacked {
        pirate: PirateId,
        port: PortId,
        die: u8,
        #[serde(default)]
        parts: super::attack::AttackParts,
        total: u8,
        defence_dice: Vec<u8>,
        defence: u8,
        won: bool,
    },
    /// 9.53: the port's booty (Value dice × 100) and Notoriety.
    PortLooted {
        pirate: PirateId,
        port: PortId,
        dice: Vec<u8>,
        doubloons: u32,
        notoriety: u32,
    },
    /// 6.27: the ship's Combat after a hit.
    CombatLost {
        pirate: PirateId,
        combat: u8,
    },
    /// 9.55: d6 + Cruelty against the Defense.
    SackRolled {
        pirate: PirateId,
        port: PortId,
        die: u8,
        total: u8,
        won: bool,
    },
    Sacked {
        pirate: PirateId,
        port: PortId,
        notoriety: u32,
    },
    /// 9.62: each side's die and total (the grabber's +1 included).
    GrabRolled {
        grabber: PirateId,
        victim: PirateId,
        grabber_die: u8,
        grabber_total: u8,
        victim_die: u8,
        victim_total: u8,
    },
    /// 9.63: the die, the share (× 10 %, at most all) and the doubloons grabbed.
    Grabbed {
        grabber: PirateId,
        victim: PirateId,
        die: u8,
        percent: u32,
        doubloons: u32,
    },
    /// 9.62: the grab failed (−2 loyalty).
    GrabFailed {
        grabber: PirateId,
    },
    /// 15.1: each side's Duel dice; `winner` none on a tie.
    Duel {
        grabber: PirateId,
        victim: PirateId,
        grabber_dice: Vec<u8>,
        victim_dice: Vec<u8>,
        winner: Option<PirateId>,
    },
    /// 15.2: the winner's Notoriety; 15.1: the loser's booty, hostages and Information his.
    DuelWon {
        winner: PirateId,
        loser: PirateId,
        notoriety: u32,
        doubloons: u32,
    },
    /// 17.2 #10: Heavy Guns mounted on his ship.
    HeavyGunsMounted {
        pirate: PirateId,
    },
    /// 17.2 #6: Fair Winds carry him to a Sea Area.
    FairWinds {
        pirate: PirateId,
        from: Location,
        to: AreaId,
    },
    /// 17.2 #1: the treasure map is his.
    TreasureMapTaken {
        pirate: PirateId,
    },
    /// 17.2 #1: the dig's die (1–2: nothing, the map spent).
    Dug {
        pirate: PirateId,
        die: u8,
    },
    /// 17.2 #1: 3d6 × 100 doubloons found.
    TreasureFound {
        pirate: PirateId,
        roll: u8,
        doubloons: u32,
    },
    /// 17.2 #12: a Letter of Marque of this nation taken.
    LetterTaken {
        pirate: PirateId,
        nation: Nation,
    },
    /// 9.58: his Letter lost by an attack on its nation.
    LetterLost {
        pirate: PirateId,
        nation: Nation,
    },
    /// 17.2 #8's second draw: these pirates are pardoned until `seat`'s next turn ends.
    PardonIssued {
        seat: Seat,
        pirates: Vec<PirateId>,
    },
    /// 17.2 #8: the Pardon has lapsed.
    PardonLapsed,
    /// 11.1: an alliance formed.
    AllianceFormed {
        pirate: PirateId,
        with: PirateId,
    },
    /// 11.6: an alliance broken (by the player, or a pirate leaving play).
    AllianceBroken {
        pirate: PirateId,
        with: PirateId,
    },
    /// 15.1: the Duel's winner takes the loser's ship.
    ShipTaken {
        pirate: PirateId,
        from: PirateId,
    },
    /// 18.41, 18.12 A: a pirate retires; his seat scores `vp`.
    Retired {
        pirate: PirateId,
        how: Retirement,
        notoriety: u32,
        net_worth: u32,
        vp: u32,
    },
    /// 4.6, 6.4, 10: what the Anti-Pirates did.
    Ap(super::ApEvent),
    /// 19: Solitaire Blackbeard's own events.
    Solo(super::SoloEvent),
}
