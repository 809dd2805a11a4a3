//! The steps of the actions and rolls under way, as the state keeps them between two
//! decisions: a Loot (8.31), an In-Port Activities Action (9.41), a Cunning offer and what it
//! was for (12), a Booty Grab and its Duel (9.6, 15).

use crate::content::{HostageId, PirateId, PortId};
use game_core::Seat;
use serde::{Deserialize, Serialize};

/// A Loot under way (8.31).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Looting {
    pub pirate: PirateId,
    pub port: PortId,
    pub left: u8,
    pub bound: Option<PirateId>,
    pub step: LootStep,
    /// The Cargo Table's adjusted roll and its doubloons (8.32).
    pub roll: u8,
    pub doubloons: u32,
    /// The Hostage drawn (8.41), while he is dealt with.
    pub hostage: Option<HostageId>,
}

/// An In-Port Activities Action under way (9.41: its activities in their order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Visit {
    pub pirate: PirateId,
    pub port: PortId,
    pub left: u8,
    pub bound: Option<PirateId>,
    pub step: VisitStep,
    /// 9.35: booty converted in a Pirate Port brings involuntary D&R at the end.
    pub forced_revelry: bool,
}

/// 9.41's activities, in their order, and the questions within them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VisitStep {
    /// 9.42: a hostage ransomed, or no more.
    Ransom,
    /// 9.42: the ransom's doubloons (into any hold, a filled one too).
    RansomHold { doubloons: u32 },
    /// 9.43: a hold converted to Net Worth, or no more.
    Convert,
    /// 9.44: a Refit, or none.
    Refit,
    /// 9.44: the hits a Refit removes, shared between Speed and Combat.
    Repair { hits: u8 },
    /// 11.4: the Refit's hits left over, on his ally's ship.
    AllyRepair { hits: u8 },
    /// 9.45: a Safe Haven sought, or not.
    Haven,
    /// 9.45: the governor's price (d6 × 100 from Net Worth), paid or declined.
    Bribe { price: u32 },
    /// 17.2 #12: a Letter of Marque from the hand taken here, or none (our reading: asked
    /// first, so the Action's activities already see it).
    Letter,
    /// 9.41 step 5, 13.11: voluntary D&R, or not.
    Revelry,
}

/// 12: a roll offered for a re-roll, and where play goes on with the die kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CunningOffer {
    pub pirate: PirateId,
    pub die: u8,
    pub roll: Reroll,
}

/// The rolls Cunning may roll again (BB-R C 12: only his own seat's rolls for him, never a
/// D66): each with what follows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reroll {
    /// 8.13: a Find that failed.
    Find {
        port: PortId,
        left: u8,
        bound: Option<PirateId>,
    },
    /// 8.32: the Cargo Table's die.
    Cargo(Looting),
    /// 8.45: a torture that drew nothing.
    Torture(Looting, HostageId),
    /// 14.2: a mutiny's die at or over his Leadership; `then`: the action he was activated
    /// for, which goes ahead if he keeps his ship.
    Mutiny {
        left: u8,
        bound: Option<PirateId>,
        then: Option<super::Choice>,
    },
    /// 9.52: a lost attack's die (the port's dice stand).
    Attack {
        port: PortId,
        defence_dice: Vec<u8>,
        left: u8,
        bound: Option<PirateId>,
    },
    /// 9.55: a failed sack's die.
    Sack {
        port: PortId,
        left: u8,
        bound: Option<PirateId>,
    },
    /// 9.42: a ransom's two dice (rolled again together).
    Ransom(Visit, HostageId),
    /// 9.44: a Refit's die that does not mend every hit.
    Refit(Visit),
    /// 17.2 #1: the dig's die of 1–2 (nothing found).
    Dig { left: u8, bound: Option<PirateId> },
    /// 17.2 #1: the treasure's three dice.
    Treasure { left: u8, bound: Option<PirateId> },
    /// 6.45, 10.33: his escape die, short of the chase (the foe's die stands).
    Escape { engage: super::Engage, foe_die: u8 },
    /// 6.46, 10.35: his battle die, on the losing side (the foe's die stands).
    SeaBattle { engage: super::Engage, foe_die: u8 },
    /// 15.1: a Duel roll behind or tied (BB-R C 12: Duels of 4 dice included): the offer
    /// goes to `grabber_side`'s pirate; `asked`: (grabber, victim) offered already.
    Duel {
        grab: Grab,
        grabber_dice: Vec<u8>,
        victim_dice: Vec<u8>,
        grabber_side: bool,
        asked: (bool, bool),
        dice: u8,
    },
    /// 17.2 #17: the active pirate's Duel roll, behind the newcomer's `newcomer_total` (the
    /// newcomer, not yet in play, has no Cunning: our reading).
    Ambition {
        seat: Seat,
        newcomer: PirateId,
        newcomer_total: u8,
        dice: u8,
    },
}

impl Reroll {
    /// How many dice the roll has (all rolled again together: BB-R C 12).
    pub fn dice(&self) -> u8 {
        match self {
            Reroll::Ransom(..) => 2,
            Reroll::Treasure { .. } => 3,
            Reroll::Duel { dice, .. } | Reroll::Ambition { dice, .. } => *dice,
            _ => 1,
        }
    }
}

/// The steps of 8.31 the Pirate Player answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LootStep {
    /// Step 1: seize the Booty, or let it go.
    Seize,
    /// Step 2: the cargo into an empty hold, over a jettisoned one, abandoned, or the
    /// merchant converted (8.33, 8.5).
    Cargo,
    /// 8.5: a smaller ship's holds trimmed, one jettisoned at a time.
    Trim,
    /// 8.43: the Hostage held for ransom or tortured.
    Hostage,
    /// 8.35: voluntary D&R.
    Revelry,
}

/// A Booty Grab (9.6) and the Duel a tie brings (15).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grab {
    pub grabber: PirateId,
    pub victim: PirateId,
    pub left: u8,
    pub bound: Option<PirateId>,
    pub step: GrabStep,
}

/// Who answers what in a Booty Grab.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GrabStep {
    /// 17.2 #19: the target, with Cunning left, asked whether a Skull and Crossbones adds 2 to
    /// his roll (asked whatever he holds).
    Luck,
    /// 9.63: the victim pays `remaining` more from the holds he chooses (`taken` so far).
    VictimPays { remaining: u32, taken: u32 },
    /// 9.63, 15.1: the winner puts `doubloons` into one of his holds.
    Stow { winner: PirateId, doubloons: u32 },
    /// 15.1: a tied Duel goes on only if both want: the grabber asked, then the victim.
    DuelAgain { victim_asked: bool },
    /// 15.1: the Duel's winner takes the loser's possessions into his ship, or takes the
    /// loser's ship with everything of his own moved into it (BB-R C 15.1: either winner).
    Spoils { winner: PirateId, loser: PirateId },
}
