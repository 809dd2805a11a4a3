//! Blackbeard's rules as a plain state machine (`game_core::Game`): setup (3.0), the
//! Player-Turn (4.3–4.4) with its Must Play Immediately events (17.2), the Pirate Actions
//! built so far (4.5: Move, Find, Draw and Deploy) and the end of the game (17.2 #8, 18.12 B).
//! What is built and what is not is in `docs/blackbeard-coverage.md`.

mod actions;
mod attack;
mod cunning;
mod draw;
mod fate;
mod game;
mod grab;
mod in_port;
mod invariants;
mod loot;
mod mpi;
mod mutiny;
mod observe;
pub mod port;
mod retire;
mod setup;
pub mod state;
mod turn;

pub use game::Blackbeard;
pub use observe::{Observation, Pools, SeenAfloat, SeenPort};
pub use port::PortStatus;
pub use state::*;

use crate::content::{AreaId, EventCardId, HostageId, PirateId, PortId, ShipKind};
use game_core::Seat;
use serde::{Deserialize, Serialize};

/// 18.1: the seats with the most Victory Points, in seat order (a tie shares the win).
pub fn winners(vp: &[u32]) -> Vec<Seat> {
    let top = vp.iter().copied().max().unwrap_or(0);
    (0..vp.len()).filter(|s| vp[*s] == top).collect()
}

/// One answer to a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// 3.0 step 7, 5.13: a pirate from hand placed in a Sea Area.
    Deploy { pirate: PirateId, area: AreaId },
    /// 3.0 step 7: no more pirates at setup; 5.16: keep the pirate just drawn in hand.
    NoDeploy,
    /// 3.0 step 7, 6.21: a new pirate's ship.
    Ship { pirate: PirateId, kind: ShipKind },
    /// 4.4 C: a card played for its Actions (a numbered card, or an Event AND Action card
    /// for its one Action: its event is not built yet).
    PlayForActions { card: EventCardId },
    /// 4.52: an Initiative card, its Actions to this pirate.
    PlayInitiative { card: EventCardId, pirate: PirateId },
    /// 4.55: one Action for each card discarded, up to two, when no card gives any.
    DiscardForActions {
        first: EventCardId,
        second: Option<EventCardId>,
    },
    /// 4.4 D: the Player-Turn ends.
    EndTurn,
    /// 7: a Move to an adjacent place.
    Move { pirate: PirateId, to: Location },
    /// 8.1: a Find of the merchant at this port.
    Find { pirate: PirateId, port: PortId },
    /// 5.16: a Pirate card drawn blindly, deployed at once or kept.
    DrawPirate,
    /// 4.5: no more Actions this turn; back to Card Play.
    EndActions,
    /// 17.2 #7: the card a seat discards.
    Discard { card: EventCardId },
    /// 8.2: a Loot of the merchant this pirate found.
    Loot { pirate: PirateId, port: PortId },
    /// 8.32: seize the Booty (cargo and hostage) or not.
    Seize(bool),
    /// 8.33: where the cargo goes.
    Stow(Stow),
    /// 8.5: a hold jettisoned to fit the new ship.
    Jettison { hold: u8 },
    /// 8.43: the hostage tortured (true) or held for ransom.
    Torture(bool),
    /// 8.35: voluntary D&R, or not.
    Revel(bool),
    /// 16, 13.24: a D&R Recovery Action in port.
    Recover { pirate: PirateId },
    /// 14.2: the pirate in hand who takes the ship.
    Successor { pirate: PirateId },
    /// 12: spend a Cunning point to roll again (true), or keep the die.
    Reroll(bool),
    /// 9.4: an In-Port Activities Action.
    InPort { pirate: PirateId },
    /// 9.42: a hostage ransomed.
    Ransom { hostage: HostageId },
    /// 9.42: the ransom into this hold (past the filled ones: an empty hold).
    IntoHold { hold: u8 },
    /// 9.43: a hold's booty converted to Net Worth.
    ConvertHold { hold: u8 },
    /// 9.41: this activity done (no more ransoms, no more holds converted).
    NextActivity,
    /// 9.44: a Refit, or none.
    Refit(bool),
    /// 9.44: of the Refit's hits, this many mend Speed, the rest Combat.
    Repair { speed: u8 },
    /// 9.45: a Safe Haven sought (the governor named his price), or not.
    SeekHaven(bool),
    /// 9.45, 18.41 D: the price paid from Net Worth, or declined.
    PayBribe(bool),
    /// 18.41 C: retire in his Safe Haven.
    Retire { pirate: PirateId },
    /// 18.41 D: ask the Pro-Pirate governor his price for a retirement.
    BribeToRetire { pirate: PirateId },
    /// 9.5: attack a port of his Sea Area.
    AttackPort { pirate: PirateId, port: PortId },
    /// 9.55: sack the port he has just taken.
    Sack { pirate: PirateId },
    /// 9.6: grab the booty of another seat's pirate in D&R in the same port.
    BootyGrab { pirate: PirateId, victim: PirateId },
    /// 9.63: the grabbed doubloons taken from this hold of the victim's.
    PayFromHold { hold: u8 },
    /// 15.1: a tied Duel fought again (both must want it), or not.
    DuelOn(bool),
}

/// 8.33: where a seized cargo goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stow {
    EmptyHold,
    /// Over the cargo of this hold, thrown overboard.
    Jettison(u8),
    Abandon,
    /// 8.5: the merchant converted to his own ship, the cargo in one of its holds.
    Convert,
}

/// What kind of question a decision asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// Setup's deployment round (from 0).
    Deploy {
        round: u8,
    },
    /// A secret ship type at setup.
    ChooseShip,
    /// A new pirate's ship during play (public).
    NewShip,
    CardPlay,
    Action {
        left: u8,
    },
    /// A pirate just drawn: deploy him or keep him in hand.
    Drawn,
    /// 17.2 #7: a secret discard.
    FingerOfFate,
    /// 8.31's steps (public: nothing in them is secret).
    Loot {
        step: LootStep,
    },
    /// 14.2: which pirate in hand takes a mutinous ship.
    Successor,
    /// 12: keep a die or roll it again with Cunning (public: the die is on the table).
    Cunning {
        die: u8,
    },
    /// 9.4's activities (public).
    InPort {
        step: VisitStep,
    },
    /// 18.41 D: the governor's price for a retirement (public).
    RetireBribe {
        price: u32,
    },
    /// 9.53: a full ship's room for a port's booty (public).
    PortBooty {
        doubloons: u32,
    },
    /// 9.6, 15: a Booty Grab's questions (public).
    Grab {
        step: GrabStep,
    },
}

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
        dice: [u8; 2],
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
    /// 9.52: his die and total against the port's dice and total.
    PortAttacked {
        pirate: PirateId,
        port: PortId,
        die: u8,
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
    /// 18.41, 18.12 A: a pirate retires; his seat scores `vp`.
    Retired {
        pirate: PirateId,
        how: Retirement,
        notoriety: u32,
        net_worth: u32,
        vp: u32,
    },
}

impl Event {
    /// A short snake_case name for the event's kind (counted by `simulate`).
    pub fn kind(&self) -> &'static str {
        match self {
            Event::GameStarted { .. } => "game_started",
            Event::GovernorPlaced { .. } => "governor_placed",
            Event::MerchantPlaced { .. } => "merchant_placed",
            Event::CardsDrawn { .. } => "cards_drawn",
            Event::PirateCardsDealt { .. } => "pirate_cards_dealt",
            Event::Deployed { .. } => "deployed",
            Event::ShipsShown { .. } => "ships_shown",
            Event::TurnBegins { .. } => "turn_begins",
            Event::MustPlay { .. } => "must_play",
            Event::CardPlayed { .. } => "card_played",
            Event::Discarded { .. } => "discarded",
            Event::Moved { .. } => "moved",
            Event::FindRolled { .. } => "find_rolled",
            Event::MerchantRevealed { .. } => "merchant_revealed",
            Event::MerchantLost { .. } => "merchant_lost",
            Event::PirateDrawn { .. } => "pirate_drawn",
            Event::CargoRolled { .. } => "cargo_rolled",
            Event::HostageDrawn { .. } => "hostage_drawn",
            Event::BootyDeclined { .. } => "booty_declined",
            Event::CargoStowed { .. } => "cargo_stowed",
            Event::CargoJettisoned { .. } => "cargo_jettisoned",
            Event::CargoAbandoned { .. } => "cargo_abandoned",
            Event::Converted { .. } => "converted",
            Event::Tortured { .. } => "tortured",
            Event::HeldForRansom { .. } => "held_for_ransom",
            Event::MerchantLooted { .. } => "merchant_looted",
            Event::Revelry { .. } => "revelry",
            Event::Recovered { .. } => "recovered",
            Event::Mutiny { .. } => "mutiny",
            Event::TakesCommand { .. } => "takes_command",
            Event::ShipLost { .. } => "ship_lost",
            Event::Eliminated { .. } => "eliminated",
            Event::Disease { .. } => "disease",
            Event::GovernorLost { .. } => "governor_lost",
            Event::HostageLost { .. } => "hostage_lost",
            Event::Ousted { .. } => "ousted",
            Event::PortDestroyed { .. } => "port_destroyed",
            Event::StormStrikes { .. } => "storm_strikes",
            Event::StormRoll { .. } => "storm_roll",
            Event::SpeedLost { .. } => "speed_lost",
            Event::LoyaltyChanged { .. } => "loyalty_changed",
            Event::PardonDrawn { .. } => "pardon_drawn",
            Event::DeckReshuffled { .. } => "deck_reshuffled",
            Event::HandsPassed => "hands_passed",
            Event::TurnLost { .. } => "turn_lost",
            Event::TurnEnds { .. } => "turn_ends",
            Event::GameOver { .. } => "game_over",
            Event::CunningUsed { .. } => "cunning_used",
            Event::InPort { status, .. } => match status {
                PortStatus::Pro => "in_port_pro_pirate",
                PortStatus::Neutral => "in_port_neutral",
                PortStatus::Anti => "in_port_anti_pirate",
                PortStatus::PiratePort => "in_port_pirate_port",
                PortStatus::SafeHaven => "in_port_safe_haven",
                PortStatus::Destroyed => "in_port_destroyed",
            },
            Event::Ransomed { .. } => "ransomed",
            Event::BootyConverted { .. } => "booty_converted",
            Event::RefitRolled { .. } => "refit_rolled",
            Event::Refitted { .. } => "refitted",
            Event::BribeAsked { .. } => "bribe_asked",
            Event::BribeDeclined { .. } => "bribe_declined",
            Event::HavenBought { .. } => "haven_bought",
            Event::HavenLost { .. } => "haven_lost",
            Event::PortAttacked { won: true, .. } => "port_attack_won",
            Event::PortAttacked { won: false, .. } => "port_attack_lost",
            Event::PortLooted { .. } => "port_looted",
            Event::CombatLost { .. } => "combat_lost",
            Event::SackRolled { won: false, .. } => "sack_failed",
            Event::SackRolled { won: true, .. } => "sack_won",
            Event::Sacked { .. } => "sacked",
            Event::GrabRolled { .. } => "booty_grab",
            Event::Grabbed { .. } => "booty_grabbed",
            Event::GrabFailed { .. } => "booty_grab_failed",
            Event::Duel { winner: None, .. } => "duel_tied",
            Event::Duel { .. } => "duel",
            Event::DuelWon { .. } => "duel_won",
            Event::RetireBribeAsked { .. } => "retire_bribe_asked",
            Event::RetireBribeDeclined { .. } => "retire_bribe_declined",
            Event::Retired { how, .. } => match how {
                Retirement::SafeHaven => "retired_in_safe_haven",
                Retirement::Bribe => "retired_by_bribe",
            },
        }
    }
}

/// 14.2's three results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MutinyOutcome {
    /// Over his Leadership: marooned.
    Marooned,
    /// Equal: quashed, loyalty −1.
    QuashedAtACost,
    /// Under: quashed.
    Quashed,
}

/// Why a game cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Seats(usize),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Seats(n) => write!(f, "Blackbeard seats 2 to 5 players here, not {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    // BB rules 18.1: most VP wins; a tie shares the win.
    #[test]
    fn most_vp_wins_and_ties_share() {
        assert_eq!(super::winners(&[3, 7, 2]), vec![1]);
        assert_eq!(super::winners(&[5, 2, 5]), vec![0, 2]);
    }
}
