//! What the Anti-Pirates did and what came of it (4.6, 6.4, 10, their cards): one variant of
//! the rules' `Event` (`Event::Ap`), with its short names for `simulate`'s counts.

use super::state::Foe;
use super::state::Location;
use crate::content::{AreaId, EventCardId, KcId, PirateId, PortId, WarshipId};
use game_core::Seat;
use serde::{Deserialize, Serialize};

/// An Anti-Pirate act or its outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ApEvent {
    /// 4.65 D: an AP card played against the active pirate (to the discards, 4.67).
    CardPlayed {
        seat: Seat,
        card: EventCardId,
        pirate: PirateId,
    },
    /// 10.12: 3d6 against the active pirate's Notoriety; `kc` placed in his area if under.
    KcDeployRolled {
        seat: Seat,
        dice: [u8; 3],
        notoriety: u32,
        kc: Option<KcId>,
    },
    /// 6.42: a warship drawn into his area, On Station.
    WarshipSighted {
        seat: Seat,
        warship: WarshipId,
        area: AreaId,
    },
    /// 6.43: the warship On Station in his area sent against him.
    WarshipActivated { seat: Seat, warship: WarshipId },
    /// 10.3: a KC reacts (moved into his area if `moved_in`).
    KcReacts {
        seat: Seat,
        kc: KcId,
        pirate: PirateId,
        moved_in: bool,
    },
    /// 6.45, 10.33: his escape rolled against the foe's chase.
    EscapeRolled {
        pirate: PirateId,
        foe: Foe,
        pirate_die: u8,
        pirate_total: i16,
        foe_die: u8,
        foe_total: i16,
        escaped: bool,
    },
    /// 6.46, 10.35: the battle; `won`: by the pirate.
    SeaBattle {
        pirate: PirateId,
        foe: Foe,
        pirate_die: u8,
        pirate_total: i16,
        foe_die: u8,
        foe_total: i16,
        won: bool,
    },
    /// 10.36, 18.12 C: a KC sank a pirate; its seat scores `vp`.
    KcSank {
        kc: KcId,
        seat: Seat,
        pirate: PirateId,
        vp: u32,
    },
    /// 10.34, 18.41 B: intercepted, he surrendered with his Letter of Marque.
    Surrendered { pirate: PirateId },
    /// 6.45, 10.33: the action he was conducting is cancelled and spent.
    ActionCancelled { pirate: PirateId },
    /// 17.2 #18: a Scurvy marker; the hostages aboard died.
    ScurvyStruck { pirate: PirateId, hostages: u8 },
    /// 17.2 #18: his seat's Player-Turn begins with scurvy aboard.
    ScurvyBites { pirate: PirateId },
    /// 17.2 #18: into port, the scurvy is gone.
    ScurvyCured { pirate: PirateId },
    /// 17.2 #22: ⌊die / 2⌋ Speed hits.
    WornAndTorn { pirate: PirateId, die: u8, hits: u8 },
    /// 10.4: a KC moved.
    KcMoved { seat: Seat, kc: KcId, to: Location },
    /// 10.41: a KC attacked a Pirate Port: its total against each pirate's there.
    KcAttackedPort {
        kc: KcId,
        port: PortId,
        total: i16,
        defenders: Vec<(PirateId, i16)>,
        won: bool,
    },
    /// 10.42: a KC tried to oust the pirates from a port.
    KcOustRolled {
        kc: KcId,
        port: PortId,
        total: i16,
        theirs: i16,
        ousted: bool,
    },
    /// 17.2 #13: a die against the port's Value; over it, the governor gone.
    Resisted {
        port: PortId,
        die: u8,
        value: u8,
        won: bool,
    },
    /// 17.2 #19: Skull and Crossbones for the target of a Booty Grab: +2 to his roll.
    Lucky { pirate: PirateId },
    /// 17.2 #19: the card played against him negated (back into the deck).
    Negated { pirate: PirateId, card: EventCardId },
    /// 17.2 #17, 15.1: the newcomer's Duel against the active pirate (ties rolled again).
    Ambition {
        seat: Seat,
        newcomer: PirateId,
        pirate: PirateId,
        newcomer_total: u8,
        pirate_total: u8,
        won: bool,
    },
    /// 17.2 #11: the sighted warship turns out a KC of `seat`'s.
    Surprised {
        seat: Seat,
        warship: WarshipId,
        kc: KcId,
    },
    /// 17.2 #16: a retired pirate back as the Ex-Pirate KC.
    Converted {
        seat: Seat,
        pirate: PirateId,
        kc: KcId,
    },
    /// 17.2 #4: the Double Cross's die; `lost`: the Net Worth he paid or lost.
    DoubleCrossed {
        pirate: PirateId,
        die: u8,
        percent: u32,
        lost: u32,
    },
    /// 17.2 #5: every warship and KC in play back to its pool.
    Recalled { warships: u8, kcs: u8 },
    /// 17.2 #20: 2d6 for a warship in the storm; over its Combat, back to the pool.
    StormOnWarship {
        warship: WarshipId,
        roll: u8,
        lost: bool,
    },
    /// 17.2 #20: a die for a KC in the storm; 1–4, back to the pool.
    StormOnKc { kc: KcId, die: u8, lost: bool },
    /// 17.2 #15: 2d6 against his loyalty; over it, a mutiny.
    Conspiracy {
        pirate: PirateId,
        dice: [u8; 2],
        loyalty: u8,
        mutiny: bool,
    },
}

impl ApEvent {
    /// A short snake_case name (counted by `simulate`).
    pub fn kind(&self) -> &'static str {
        match self {
            ApEvent::CardPlayed { .. } => "ap_card_played",
            ApEvent::KcDeployRolled { kc: Some(_), .. } => "kc_deployed",
            ApEvent::KcDeployRolled { kc: None, .. } => "kc_deploy_failed",
            ApEvent::WarshipSighted { .. } => "warship_sighted",
            ApEvent::WarshipActivated { .. } => "warship_activated",
            ApEvent::KcReacts { .. } => "kc_reacts",
            ApEvent::EscapeRolled {
                foe, escaped: true, ..
            } => match foe {
                Foe::Warship(_) => "escaped_warship",
                Foe::Kc(_) => "escaped_kc",
            },
            ApEvent::EscapeRolled { foe, .. } => match foe {
                Foe::Warship(_) => "found_by_warship",
                Foe::Kc(_) => "intercepted_by_kc",
            },
            ApEvent::SeaBattle { foe, won, .. } => match (foe, won) {
                (Foe::Warship(_), true) => "warship_beaten",
                (Foe::Warship(_), false) => "warship_battle_lost",
                (Foe::Kc(_), true) => "kc_beaten",
                (Foe::Kc(_), false) => "kc_battle_lost",
            },
            ApEvent::KcSank { .. } => "kc_sank",
            ApEvent::Surrendered { .. } => "surrendered",
            ApEvent::ActionCancelled { .. } => "action_cancelled",
            ApEvent::ScurvyStruck { .. } => "scurvy_struck",
            ApEvent::ScurvyBites { .. } => "scurvy_bites",
            ApEvent::ScurvyCured { .. } => "scurvy_cured",
            ApEvent::WornAndTorn { .. } => "worn_and_torn",
            ApEvent::KcMoved { .. } => "kc_moved",
            ApEvent::KcAttackedPort { won: true, .. } => "kc_destroyed_pirate_port",
            ApEvent::KcAttackedPort { .. } => "kc_repulsed",
            ApEvent::KcOustRolled { ousted: true, .. } => "kc_ousted",
            ApEvent::KcOustRolled { .. } => "kc_oust_failed",
            ApEvent::Resisted { won: true, .. } => "resistance_won",
            ApEvent::Resisted { .. } => "resistance_failed",
            ApEvent::Negated { .. } => "negated",
            ApEvent::Lucky { .. } => "skull_in_a_grab",
            ApEvent::Ambition { won: true, .. } => "ambition_took_the_ship",
            ApEvent::Ambition { .. } => "ambition_foiled",
            ApEvent::Converted { .. } => "pirate_converted",
            ApEvent::Surprised { .. } => "kc_surprise",
            ApEvent::DoubleCrossed { .. } => "double_crossed",
            ApEvent::Recalled { .. } => "recalled_by_turmoil",
            ApEvent::StormOnWarship { lost: true, .. } => "storm_sank_warship",
            ApEvent::StormOnWarship { .. } => "storm_spared_warship",
            ApEvent::StormOnKc { lost: true, .. } => "storm_sent_kc_home",
            ApEvent::StormOnKc { .. } => "storm_spared_kc",
            ApEvent::Conspiracy { mutiny: true, .. } => "conspiracy_mutiny",
            ApEvent::Conspiracy { .. } => "conspiracy_failed",
        }
    }
}
