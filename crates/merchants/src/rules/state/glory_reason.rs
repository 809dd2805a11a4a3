//! Why a glory point was gained: each seat keeps a count per deed, across its captains.

use serde::{Deserialize, Serialize};

/// Why a glory point was gained (as the GLORY POINTS list names the deeds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// MODULE 7: every 2 contraband sold.
    Contraband,
}

impl GloryReason {
    pub const COUNT: usize = 7;
    pub const ALL: [GloryReason; GloryReason::COUNT] = [
        GloryReason::DemandSale,
        GloryReason::BigShip,
        GloryReason::RumorTrue,
        GloryReason::MissionDone,
        GloryReason::RaidPlunder,
        GloryReason::Defeat,
        GloryReason::Contraband,
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
            GloryReason::Contraband => "contraband",
        }
    }
}

/// Reads the glory points by deed, a save from before a deed was added included (the
/// missing deeds count none); more deeds than there are is an error.
pub fn read_glory_from<'de, D>(d: D) -> Result<[u32; GloryReason::COUNT], D::Error>
where
    D: serde::Deserializer<'de>,
{
    struct Deeds;
    impl<'de> serde::de::Visitor<'de> for Deeds {
        type Value = [u32; GloryReason::COUNT];
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "at most {} counts of glory points", GloryReason::COUNT)
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let mut out = [0; GloryReason::COUNT];
            let mut i = 0;
            while let Some(n) = seq.next_element::<u32>()? {
                if i == GloryReason::COUNT {
                    return Err(serde::de::Error::custom(format!(
                        "glory_from has more than {} deeds",
                        GloryReason::COUNT
                    )));
                }
                out[i] = n;
                i += 1;
            }
            Ok(out)
        }
    }
    d.deserialize_tuple(GloryReason::COUNT, Deeds)
}
