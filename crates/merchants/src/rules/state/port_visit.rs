//! The port action's state: the activities (C. PORT), the step a visit is at, and the visit.

use super::ship::{OwnedMod, is_false};
use crate::content::*;
use serde::{Deserialize, Serialize};

/// A port activity (C. PORT); each is done at most once per port action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Activity {
    Sell,
    Buy,
    Shipyard,
    Recruit,
    Stash,
    /// A once-per-game captain ability that pays out in the home port.
    Credit,
    /// Pay and roll INFLUENCE for a rumor.
    Rumor,
    /// Act on the rumor held, in its port: roll its skill.
    FollowRumor,
    /// Claim a mission lying in this port.
    Mission,
    /// Complete the mission held, in its port of delivery.
    Deliver,
    /// MODULE 3's market: draw a mod from the reserve for sale in this port.
    ModMarket,
    /// MODULE 10: buy favors, the port action's last activity.
    Favors,
    /// MODULE 11: pay the next step's price for a step up the loyalty track.
    Loyalty,
}

/// Where a port action stands: the open activity, or the menu between activities.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PortStep {
    /// Pick the next activity, or leave.
    Menu,
    /// Mark the cards to sell one by one, then sell.
    Selling {
        marked: Vec<CargoCardId>,
    },
    /// The cards drawn (secret to the buyer), the ones marked to buy, and whether the port's
    /// re-draw has been used.
    Buying {
        offer: Vec<CargoCardId>,
        marked: Vec<CargoCardId>,
        redrawn: bool,
        /// MODULE 10: a favor has redrawn this offer.
        #[serde(default, skip_serializing_if = "is_false")]
        favored: bool,
        /// MODULE 7: the cards of the offer taken as contraband (never also in `marked`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        smuggled: Vec<CargoCardId>,
    },
    /// Repairs, weapons, the port's modification and ships, each priced as offered.
    Shipyard,
    /// After a failed LEADERSHIP roll: hire crew one at a time.
    Recruiting,
    /// Put gold into the chest or take it out, then done.
    Stashing,
    /// Mods of a ship sold: at a modification dockyard, move them to the new ship; the rest go
    /// back to ports, face down in random order, into ports the owner picks.
    TransferMods {
        old: Vec<OwnedMod>,
        /// The crew the old ship carried: extra hammocks moved across make room for those
        /// the new ship could not take at first.
        crew: u8,
    },
    ReturnMods {
        tokens: Vec<ShipModKind>,
    },
    /// A second rumor drawn: keep one, the other is shuffled back. With MODULE 10 a rumor
    /// drawn waits here too, so a favor may redraw it (once).
    KeepRumor {
        drawn: RumorId,
        #[serde(default, skip_serializing_if = "is_false")]
        redrawn: bool,
    },
    /// Pick which of the port's missions to try to claim.
    ChooseMission,
    /// A mission asks for any cargo cards: the owner marks which, then hands them over.
    PickGoods {
        mission: MissionId,
        /// Completing the mission held (or else claiming one lying here).
        deliver: bool,
        picked: Vec<CargoCardId>,
    },
    /// MODULE 10: buying favors one at a time; the port action ends here.
    Favors,
}

/// A port action in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PortVisit {
    pub port: PortId,
    pub done: Vec<Activity>,
    pub step: PortStep,
    /// At the shipyard: a ship has been bought this visit (one per visit).
    pub ship_bought: bool,
    /// Weapons bought or sold this visit (not traded back the same visit).
    pub weapons_traded: Vec<SpecialWeapon>,
    /// MODULE 9: a visit to a town or trade station at sea, trading as at the zone's port
    /// (its demand) but without its specials; `None`: a port action in port.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site: Option<LocationId>,
}
