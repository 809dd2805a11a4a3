//! Encounters at sea in the state: a battle between two ships (its rounds, volleys, combat
//! cards and plunder steps) and a raid on a merchant.

use super::side::{Seat, Side};
use super::weather::StormThen;
use crate::content::*;
use serde::{Deserialize, Serialize};

/// A combat action, declared each round (NAVAL COMBAT, 1. Declaration).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NavalAction {
    Shoot,
    Board,
    Flee,
}

/// The cannon hits one side fires at the other in a round, as rolled on the hit-location dice.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Volley {
    /// Numbered dice: the location each names.
    pub numbered: Vec<HitLocation>,
    /// Success icons: the target picks where each lands.
    pub icons: u8,
    /// Where the target has put its icon hits so far.
    pub placed: Vec<HitLocation>,
    /// The special ammunition spent on this volley (chain-shot, grapeshot; with MODULE 2
    /// heated or double shot).
    pub shot: Option<SpecialWeapon>,
    /// The firing side has had its chance to spend a shot.
    pub aimed: bool,
    /// MODULE 2, double shot: the extra hits placed with the icons (up to 2).
    #[serde(default, skip_serializing_if = "is_default")]
    pub extra: u8,
}

impl Volley {
    /// The icon hits the placing side puts on locations: none with chain-shot, grapeshot or
    /// heated shot, the icons and the extra hits with double shot.
    pub fn to_place(&self) -> usize {
        match self.shot {
            Some(SpecialWeapon::DoubleShot) => (self.icons + self.extra) as usize,
            Some(_) => 0,
            None => self.icons as usize,
        }
    }
}

/// Whether a value is its type's default (left out of saves, so older ones read the same).
pub(crate) fn is_default<T: Default + PartialEq>(t: &T) -> bool {
    *t == T::default()
}

/// Where a battle stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum BattleStep {
    /// This side declares its action.
    Declare { side: usize },
    /// After the contest, a boarding side may spend grappling hooks to re-roll failed dice.
    Grapple { side: usize },
    /// After rolling hit locations, the firing side may spend chain-shot or grapeshot.
    Aim { side: usize },
    /// MODULE 2: after the contest, a boarding side may spend caltrops.
    Caltrops { side: usize },
    /// MODULE 2: before a naval round, the burning ship's captain picks where the fire's
    /// damage lands.
    Burn { side: usize },
    /// `side` puts the icon hits of `volley` (the target does, or a master gunner firing it).
    Place { side: usize, volley: usize },
    /// The winner of crew combat takes what it wants of the loser's.
    Plunder { winner: usize },
    /// The winner took the loser's rumor while holding one: it keeps one of the two (the
    /// loser's lies on the loser's board until then), and the other goes back into the deck.
    KeepRumor { winner: usize },
    /// The card window is open: this side may announce a combat card, face down, or pass.
    Announce { side: usize },
    /// This side's announced card is resolved: played, or declined and shown.
    Reveal { side: usize },
}

/// A window for combat cards at one moment of a battle (GLORY CARDS IN COMBAT). Each side
/// with a card for the moment may announce one face down, aggressor first; the announced
/// cards are then resolved, aggressor first, each played or declined (and shown either way);
/// the window goes round again while new cards were announced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardWindow {
    pub moment: CombatMoment,
    /// Which sides have a card announced and not yet resolved (which card is the owner's
    /// secret).
    pub announced: [bool; 2],
    /// A card was resolved in this pass, so the window goes round again.
    pub again: bool,
    /// Cards declined in this window: back in hand, not to be announced again here.
    pub declined: Vec<GloryCardId>,
}

/// What the combat cards a side has played do for it, until the naval round ends (the
/// boarding ones last through the crew combat that ends the battle).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Boost {
    pub seamanship: u8,
    pub foe_seamanship: u8,
    pub sure_flight: bool,
    pub extra_hits: u8,
    pub brace: u8,
    pub leadership: u8,
    pub foe_leadership: u8,
}

/// A battle between two ships (COMBAT). All of it is public.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Battle {
    /// The aggressor first.
    pub sides: [Side; 2],
    /// The seat that answers an NPC side's decisions.
    pub steering: Seat,
    pub zone: ZoneId,
    /// 1-based naval round.
    pub round: u32,
    pub declared: [Option<NavalAction>; 2],
    /// Each side's SEAMANSHIP dice this round.
    pub contest: [Vec<DieFace>; 2],
    /// Each side's volley at the other this round.
    pub volleys: [Volley; 2],
    pub step: BattleStep,
    /// The combat-card window open now, if any.
    pub window: Option<CardWindow>,
    /// Each side's combat cards in force.
    pub boosts: [Boost; 2],
    /// The cargo a beaten naval ship carried, face up, for the winner to take.
    pub prize: Vec<CargoCardId>,
    /// Whether the active captain's action is spent when the battle ends (a scout, or the
    /// move that sailed into an NPC's sight).
    pub spends_action: bool,
    /// MODULE 2: the ships on fire (heated shot) until crew combat or the battle's end.
    #[serde(default, skip_serializing_if = "is_default")]
    pub burning: [bool; 2],
    /// MODULE 2: the burning ships whose fire has not yet struck before this round.
    #[serde(default, skip_serializing_if = "is_default")]
    pub burn_due: [bool; 2],
    /// MODULE 2: the special weapons each side spent this naval round.
    #[serde(default, skip_serializing_if = "is_default")]
    pub spent: [Vec<SpecialWeapon>; 2],
    /// MODULE 2, caltrops: this side's next roll of this skill has 1 die fewer.
    #[serde(default, skip_serializing_if = "is_default")]
    pub hampered: [Option<Skill>; 2],
}

/// A merchant found at sea, and the raid on it (MERCHANT RAIDS). All of it lies face up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Raid {
    pub seat: Seat,
    pub zone: ZoneId,
    /// The nation on the revealed token.
    pub token: Nation,
    pub step: RaidStep,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RaidStep {
    /// Pick the merchant's nation (the token's or the zone port's) and raid, or let it sail.
    /// Found in Cartagena without a roll, it can only be Spanish.
    Found { spanish_only: bool },
    /// Spend the SEAMANSHIP successes one at a time; weapons turn failed dice into successes.
    Working {
        nation: Nation,
        cards: Vec<CargoCardId>,
        successes: u8,
        failed: u8,
        /// MODULE 10: the cards of the last draw, all still in the row (a favor may redraw
        /// them); emptied once one of them is discarded or they are redrawn.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        drawn: Vec<CargoCardId>,
    },
    /// The raid succeeded: keep the cards there is room for.
    Loot { cards: Vec<CargoCardId> },
}

/// NPCs that found a captain and wait to fight it, and whether the captain's action is spent
/// when the last battle ends (it sailed in; not when its turn began there).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NpcHunt {
    pub target: Seat,
    pub queue: Vec<NpcSlot>,
    pub spends_action: bool,
    /// MODULE 10: the NPCs that found the captain whose SCOUTING it may still make them
    /// re-roll with a favor, before the first attacks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contest: Vec<NpcSlot>,
    /// MODULE 7: the naval ships among them that scouted only for the captain's contraband.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub searches: Vec<NpcSlot>,
    /// MODULE 7: the naval ship whose search waits on the captain: resist, or dump.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asking: Option<NpcSlot>,
}

/// MODULE 10: a roll outside combat that failed, waiting on whether its captain spends a
/// favor to re-roll it (all of it public but the cards a mission would take).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reroll {
    pub seat: Seat,
    pub skill: Skill,
    pub site: RollSite,
    /// The favor has been spent and the re-roll failed too (only the smuggler's port action
    /// still waits then: it may pay its way in).
    #[serde(default)]
    pub rerolled: bool,
}

/// What a roll was for: where the rules go on once it is settled.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RollSite {
    /// A scout's SCOUTING at sea for this target.
    Scout(ScoutTarget),
    /// The held rumor's roll, in its port or at sea (where the action is spent after).
    FollowRumor { at_sea: bool },
    /// INFLUENCE for a rumor bought in port.
    AcquireRumor,
    /// LEADERSHIP to fill the crew in port.
    Recruit,
    /// A mission's roll; the requirements from `next` on come after it.
    Mission {
        mission: MissionId,
        deliver: bool,
        /// The cards the owner marked to hand over (secret: only the owner sees them).
        picked: Vec<CargoCardId>,
        next: u8,
    },
    /// INFLUENCE to talk past a bribed harbour (Port Royal).
    PortEntry(PortId),
    /// SEAMANSHIP through a rough harbour mouth (Bridgetown).
    RoughEntry(PortId),
    /// MODULE 1's smuggler: INFLUENCE to deal in a port closed to it.
    PortAction(PortId),
    /// SEAMANSHIP in a storm, for the captain at this seat; the captains after it roll next.
    Storm { zone: ZoneId },
    /// MODULE 8: SEAMANSHIP against the storm token, with the successes it rolled (a roll
    /// that lets a hit through may be re-rolled).
    StormToken { successes: u8, then: StormThen },
    /// MODULE 9: a reef's SCOUTING (found nothing) or, with `toll`, its SEAMANSHIP against
    /// the hull hits (let one through), with the successes it rolled: a favor's re-roll
    /// counts instead (MODULE 10).
    Reef { successes: u8, toll: bool },
    /// VARIANT 5 with MODULE 10: the one captain scouting off-turn for the captain at
    /// `target` found nothing (with no other scout's roll to compare, a favor may re-roll it).
    OffTurnScout { target: Seat },
    /// MODULE 11: LEADERSHIP against a mutiny.
    Mutiny,
    /// MODULE 11: Fierce loyalty's LEADERSHIP for an extra action.
    Rally,
    /// MODULE 3's plank: LEADERSHIP to keep the crew's loyalty.
    Plank,
    /// MODULE 11: an Unhappy crew's LEADERSHIP before this glory card is played.
    GloryCard {
        card: GloryCardId,
        nation: Option<Nation>,
    },
}

/// MODULE 4: a captain scouts for an NPC with a working crow's nest; the seat that would steer
/// the NPC decides whether the nest hides it (1 SCOUTING die fewer). All of it is public.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hiding {
    /// The captain scouting.
    pub scout: Seat,
    pub slot: NpcSlot,
    /// The seat that decides.
    pub steering: Seat,
    /// The answer, while the scout rolls.
    pub hide: bool,
}

/// VARIANT 5, Cutthroat: the active captain sailed into a zone where other captains lie at
/// sea; they declare in turn order whether they scout for it off-turn. All of it is public.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ambush {
    /// The captain that sailed in.
    pub target: Seat,
    pub zone: ZoneId,
    /// The captains still to declare, the next first.
    pub waiting: Vec<Seat>,
    /// The captains that declared they scout.
    pub scouts: Vec<Seat>,
    /// Whether the move's action is spent once the NPCs there have scouted too.
    pub spends_action: bool,
}

/// What a captain scouts for (B. SCOUT).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ScoutTarget {
    /// The merchant token in the zone.
    Merchant,
    /// In Cartagena's zone: a Spanish merchant, found without a SCOUTING roll.
    SpanishMerchant,
    /// A player captain's ship at sea in the zone.
    Captain(Seat),
    /// An NPC's ship in the zone.
    Npc(NpcSlot),
    /// What the held SCOUTING rumor tells of, in its port's sea zone.
    Rumor,
}

impl ScoutTarget {
    /// The ship being looked for: both merchant targets mean the zone's one merchant.
    pub fn quarry(self) -> ScoutTarget {
        match self {
            ScoutTarget::Merchant | ScoutTarget::SpanishMerchant => ScoutTarget::Merchant,
            other => other,
        }
    }
}
