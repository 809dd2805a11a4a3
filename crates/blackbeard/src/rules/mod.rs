//! Blackbeard's rules as a plain state machine (`game_core::Game`): setup (3.0), the
//! Player-Turn (4.3–4.4) with its Must Play Immediately events (17.2), the Pirate Actions
//! built so far (4.5: Move, Find, Draw and Deploy) and the end of the game (17.2 #8, 18.12 B).
//! What is built and what is not is in `docs/blackbeard-coverage.md`.

mod actions;
pub mod alliance;
mod ap_acts;
mod ap_cards;
mod ap_event;
mod ap_steps;
mod attack;
mod booty;
mod cunning;
mod determinize;
mod draw;
mod engage;
mod event;
mod event_names;
mod fate;
mod find;
mod flow;
mod game;
mod grab;
mod in_port;
mod invariants;
mod kc_actions;
mod loot;
mod mpi;
mod mutiny;
mod observe;
mod options;
mod own_events;
pub mod port;
mod put_to_sea;
mod retire;
mod sea_fight;
mod setup;
mod solo;
mod solo_ap;
mod solo_crew;
mod solo_event;
mod solo_turn;
pub mod state;
mod steps;
mod turn;
mod window;

pub use ap_event::ApEvent;
pub use attack::{AttackParts, attack_parts, sack_cruelty};
pub use determinize::determinize;
pub use event::Event;
pub use game::Blackbeard;
pub use observe::{Observation, OpenTable, Pools, SeenAfloat, SeenPort};
pub use options::Options;
pub use port::PortStatus;
pub use sea_fight::{SeaPart, SeaSide, sea_parts};
pub use solo::{SP_WINS_AT, WIN_AT, sp_banked};
pub use solo_event::SoloEvent;
pub use state::*;

use crate::content::{AreaId, EventCardId, HostageId, PirateId, PortId, ShipKind};
use game_core::Seat;
use serde::{Deserialize, Serialize};

/// 18.1: the seats with the most Victory Points, in seat order (a tie shares the win).
pub fn winners(vp: &[u32]) -> Vec<Seat> {
    let top = vp.iter().copied().max().unwrap_or(0);
    (0..vp.len()).filter(|s| vp[*s] == top).collect()
}

/// What is wrong with a config before anything runs (a System seat out of place, an option
/// Solitaire does not take, options that do not go together), in words.
pub fn check_config(config: &Config) -> Result<(), String> {
    setup::check(config).map(|_| ()).map_err(|e| e.to_string())
}

/// Who won a finished game: 18.1's most VP, or in Solitaire Blackbeard (a System seat) you
/// or the SP by 19.9.
pub fn winners_of(vp: &[u32], seats: &[SeatKind], end: Option<GameEnd>) -> Vec<Seat> {
    let solo = seats.contains(&SeatKind::System);
    match end.and_then(|e| e.solo_won(solo)) {
        Some(true) => vec![0],
        Some(false) => vec![SYSTEM],
        None => winners(vp),
    }
}

/// One answer to a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// 3.0 step 7, 5.13: a pirate from hand placed in a Sea Area.
    Deploy { pirate: PirateId, area: AreaId },
    /// 3.0 step 7's play note: a pirate from hand placed by D66.
    DeployByLot { pirate: PirateId },
    /// 3.0 step 6's optional rule: this Pirate card drafted.
    Draft { pirate: PirateId },
    /// 3.0 step 7: no more pirates at setup; 5.16: keep the pirate just drawn in hand.
    NoDeploy,
    /// 3.0 step 7, 6.21: a new pirate's ship.
    Ship { pirate: PirateId, kind: ShipKind },
    /// 4.4 C: a card played for its Actions (an Actions OR Event card).
    PlayForActions { card: EventCardId },
    /// 4.4 C option 3, 17.2 #10: Heavy Guns for his pirate in port, then one Action.
    HeavyGuns { card: EventCardId, pirate: PirateId },
    /// 4.4 C option 3, 17.2 #6: Fair Winds take his pirate to any Sea Area, then one Action.
    FairWinds {
        card: EventCardId,
        pirate: PirateId,
        area: AreaId,
    },
    /// 4.4 C option 3, 17.2 #6: Fair Winds take his KC to any Sea Area, then one Action.
    KcFairWinds { card: EventCardId, area: AreaId },
    /// 4.4 C option 3, 17.2 #1: the treasure map given to his pirate, then one Action.
    TreasureMap { card: EventCardId, pirate: PirateId },
    /// 17.2 #1: a landing on the Isle of Pines to dig, from the West Caribbean.
    Dig { pirate: PirateId },
    /// 17.2 #12: a Letter of Marque from his hand taken in this port (within 9.4's Action).
    TakeLetter { card: EventCardId },
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
    /// 18.41 C: retire in his Safe Haven; A: in a port of his Letter of Marque's nation.
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
    /// 15.1: the Duel's winner takes the loser's ship (true) or his possessions (false).
    SwapShips(bool),
    /// 11.1: an alliance declared for `pirate` with another of the seat's pirates in port.
    FormAlliance { pirate: PirateId, with: PirateId },
    /// 11.6: the alliance broken (free, in his own turn).
    BreakAlliance { pirate: PirateId },
    /// 11.4: the alliance's odd Combat hit on this pirate's ship.
    HitOn { pirate: PirateId },
    /// 4.63: nothing against the active pirate now (a window), or nothing after all (the
    /// hand opened).
    Pass,
    /// 4.63: the seat will act: its own options, in secret.
    OpenHand,
    /// 10.12: an attempt to deploy a KC (3d6 under the active pirate's Notoriety).
    DeployKc,
    /// 6.42: a Warship Sighting card played, a warship drawn into his area.
    SightWarship { card: EventCardId },
    /// 6.43: the warship On Station in his area used against him.
    UseWarship,
    /// 10.3: the seat's KC reacts to his action.
    KcReact,
    /// 4.65 D: an AP card played against the active pirate.
    ApCard { card: EventCardId },
    /// 6.45, 10.33: try to escape (true) or stay and fight.
    Escape(bool),
    /// 10.34, 18.41 B: intercepted, he surrenders with his Letter of Marque and retires.
    Surrender,
    /// 10.4: the seat's KC moves (7.1–7.2).
    KcMove { to: Location },
    /// 10.41: the seat's KC attacks the Pirate Port of its area.
    KcAttack { port: PortId },
    /// 10.42: the seat's KC ousts the pirates from the active pirate's port.
    KcOust,
    /// 17.2 #13: Local Resistance at this port.
    Resist { card: EventCardId, port: PortId },
    /// 17.2 #19: Skull and Crossbones negates the card just played against his pirate.
    Skull { card: EventCardId },
    /// 17.2 #17: Piratical Ambition: this pirate from the seat's hand duels the active one.
    Ambition { card: EventCardId, pirate: PirateId },
    /// 17.2 #16: Pirate Converts: this retired pirate comes back as the Ex-Pirate KC.
    Convert { card: EventCardId, pirate: PirateId },
    /// 17.2 #11: KC Surprise: the sighted warship is a KC of the seat's.
    Surprise { card: EventCardId },
}

impl Choice {
    /// The pirate whose Pirate Action this is, if it is one.
    pub fn actor(&self) -> Option<PirateId> {
        actions::acting(self)
    }
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
    /// 3.0 step 6's draft: a Pirate card chosen face up (public).
    Draft,
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
    /// 17.2 #1: buried treasure for one of his holds (public).
    Treasure {
        doubloons: u32,
    },
    /// 11.4: which allied ship takes the odd Combat hit (public).
    AllyHit,
    /// 4.63: an Anti-Pirate seat asked to pass or act (public: asked whatever it holds).
    Window,
    /// 4.63: the seat's own AP options (secret: they show its hand).
    ApHand,
    /// 6.45, 10.33–10.34: the active pirate against a warship or KC (public).
    Engage {
        step: EngageStep,
    },
    /// 17.2 #19: a card was played against his pirate: negate it? (secret: it shows whether
    /// he holds a Skull and Crossbones).
    Skull,
    /// 17.2 #11: a KC Surprise after a Warship Sighting's attack? (secret: it shows whether
    /// the seat holds one).
    Surprise,
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
    /// 19: a System seat only as the second of two.
    System,
    /// 19: an optional rule Solitaire Blackbeard does not take.
    SoloOption(&'static str),
    /// Optional rules that do not go together.
    Options(&'static str),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Seats(n) => write!(f, "Blackbeard seats 2 to 5 players here, not {n}"),
            SetupError::System => write!(
                f,
                "a system seat plays only as the second of exactly two seats (Solitaire Blackbeard: you, then the System Player)"
            ),
            SetupError::Options(why) => write!(f, "{why}"),
            SetupError::SoloOption(rule) => {
                write!(
                    f,
                    "Solitaire Blackbeard does not take the optional rule \"{rule}\""
                )
            }
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
