//! Why a glory point was gained: each seat keeps a count per deed, across its captains.

use serde::Serialize;

/// Why a glory point was gained (as the GLORY POINTS list names the deeds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum GloryReason {
    /// Selling 3+ cargo cards of the good in demand.
    DemandSale,
    /// Buying a frigate or galleon, once per captain.
    BigShip,
    /// Finding a rumor to be true.
    RumorTrue,
    /// Completing a mission.
    MissionDone,
    /// Plundering 12+ gold in a merchant raid.
    RaidPlunder,
    /// Defeating a player or NPC (surviving and winning naval or crew combat).
    Defeat,
}

impl GloryReason {
    pub const COUNT: usize = 6;
    pub const ALL: [GloryReason; GloryReason::COUNT] = [
        GloryReason::DemandSale,
        GloryReason::BigShip,
        GloryReason::RumorTrue,
        GloryReason::MissionDone,
        GloryReason::RaidPlunder,
        GloryReason::Defeat,
    ];

    pub fn index(self) -> usize {
        GloryReason::ALL
            .iter()
            .position(|r| *r == self)
            .expect("every reason is in ALL")
    }

    /// A short name for reports and the final screen's columns.
    pub fn key(self) -> &'static str {
        match self {
            GloryReason::DemandSale => "demand_sale",
            GloryReason::BigShip => "big_ship",
            GloryReason::RumorTrue => "rumor",
            GloryReason::MissionDone => "mission",
            GloryReason::RaidPlunder => "raid",
            GloryReason::Defeat => "defeat",
        }
    }
}
