//! The rumor and mission decks: checked against the ports and goods, and resolved to ids.

use super::*;

/// Index of a rumor card in [`GameData::rumors`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct RumorId(pub u8);
/// Index of a mission card in [`GameData::missions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MissionId(pub u8);

/// A rumor card with its port resolved.
#[derive(Clone, Debug)]
pub struct Rumor {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    pub switch: Option<Switch>,
    /// Whether the card is in the decks of the game this view of the data is for (see
    /// `GameData::view`); worked out, never read from the file.
    pub in_play: bool,

    pub text: String,
    pub port: PortId,
    pub skill: Skill,
    pub reward: Reward,
}

/// A mission requirement with its good resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Req {
    Gold(u32),
    Roll(Skill),
    Goods { good: GoodId, count: u8 },
    AnyGoods(u8),
    Crew(u8),
    NoBounty,
    NotWantedBy(Nation),
    WantedBy(Nation),
    Raided(Nation),
    Defeated(Foe),
}

impl Req {
    /// Whether this asks for a deed done at sea since the mission was claimed.
    pub fn is_deed(self) -> bool {
        matches!(self, Req::Raided(_) | Req::Defeated(_))
    }
}

/// A mission card with its ports and goods resolved.
#[derive(Clone, Debug)]
pub struct Mission {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    pub switch: Option<Switch>,
    /// Whether the card is in the decks of the game this view of the data is for (see
    /// `GameData::view`); worked out, never read from the file.
    pub in_play: bool,

    pub text: String,
    pub port: PortId,
    pub claim: Vec<Req>,
    pub deliver_to: PortId,
    pub deliver: Vec<Req>,
    pub reward: Reward,
}

fn port_id(file: &str, item: &str, ports: &[Port], key: &str) -> Result<PortId, DataError> {
    ports
        .iter()
        .position(|p| p.key == key)
        .map(|i| PortId(i as u8))
        .ok_or_else(|| DataError {
            file: file.into(),
            item: item.into(),
            problem: format!("unknown port \"{key}\""),
        })
}

fn problem(file: &str, item: &str, what: impl Into<String>) -> DataError {
    DataError {
        file: file.into(),
        item: item.into(),
        problem: what.into(),
    }
}

fn check_reward(file: &str, item: &str, r: &Reward) -> Result<(), DataError> {
    match r {
        Reward::Gold(0) | Reward::StashGold(0) | Reward::Cargo(0) => {
            Err(problem(file, item, "a reward of nothing"))
        }
        Reward::All(list) if list.is_empty() => Err(problem(file, item, "an empty All([])")),
        Reward::All(list) => list.iter().try_for_each(|r| check_reward(file, item, r)),
        _ => Ok(()),
    }
}

pub(super) fn build_rumors(defs: &[RumorDef], ports: &[Port]) -> Result<Vec<Rumor>, DataError> {
    const F: &str = "rumors.ron";
    if defs.is_empty() || defs.len() > u8::MAX as usize {
        return Err(problem(
            F,
            "",
            format!("needs 1 to 255 rumors, found {}", defs.len()),
        ));
    }
    defs.iter()
        .map(|d| {
            // INFLUENCE rumors are followed up in port, SCOUTING ones at sea by scouting.
            if !matches!(d.skill, Skill::Influence | Skill::Scouting) {
                return Err(problem(
                    F,
                    &d.name,
                    "a rumor is followed up with INFLUENCE (in port) or SCOUTING (at sea)",
                ));
            }
            check_reward(F, &d.name, &d.reward)?;
            Ok(Rumor {
                name: d.name.clone(),
                switch: d.switch,
                in_play: d.switch.is_none(),
                text: d.text.clone(),
                port: port_id(F, &d.name, ports, &d.port)?,
                skill: d.skill,
                reward: d.reward.clone(),
            })
        })
        .collect()
}

pub(super) fn build_missions(
    defs: &[MissionDef],
    ports: &[Port],
    goods: &[GoodDef],
) -> Result<Vec<Mission>, DataError> {
    const F: &str = "missions.ron";
    if defs.len() < 2 || defs.len() > u8::MAX as usize {
        return Err(problem(
            F,
            "",
            format!("needs 2 to 255 missions, found {}", defs.len()),
        ));
    }
    let reqs = |name: &str, list: &[MissionReq]| -> Result<Vec<Req>, DataError> {
        list.iter()
            .map(|r| {
                Ok(match r {
                    MissionReq::Gold(n) => Req::Gold(*n),
                    MissionReq::Roll(s) => Req::Roll(*s),
                    MissionReq::Goods { good, count } => Req::Goods {
                        good: goods
                            .iter()
                            .position(|g| g.id == *good)
                            .map(|i| GoodId(i as u8))
                            .ok_or_else(|| problem(F, name, format!("unknown good \"{good}\"")))?,
                        count: *count,
                    },
                    MissionReq::AnyGoods(n) => Req::AnyGoods(*n),
                    MissionReq::Crew(n) => Req::Crew(*n),
                    MissionReq::NoBounty => Req::NoBounty,
                    MissionReq::NotWantedBy(n) => Req::NotWantedBy(*n),
                    MissionReq::WantedBy(n) => Req::WantedBy(*n),
                    MissionReq::Raided(n) => Req::Raided(*n),
                    MissionReq::Defeated(f) => Req::Defeated(*f),
                })
            })
            .collect()
    };
    defs.iter()
        .map(|d| {
            let port = port_id(F, &d.name, ports, &d.port)?;
            let deliver_to = port_id(F, &d.name, ports, &d.deliver_to)?;
            if port == deliver_to {
                return Err(problem(F, &d.name, "is delivered where it is claimed"));
            }
            check_reward(F, &d.name, &d.reward)?;
            for list in [&d.claim, &d.deliver] {
                let handing = list
                    .iter()
                    .filter(|r| matches!(r, MissionReq::Goods { .. } | MissionReq::AnyGoods(_)))
                    .count();
                if handing > 1 {
                    return Err(problem(F, &d.name, "asks for goods twice in one list"));
                }
            }
            let deed =
                |r: &&MissionReq| matches!(r, MissionReq::Raided(_) | MissionReq::Defeated(_));
            if d.claim.iter().any(|r| deed(&r)) {
                return Err(problem(F, &d.name, "asks for a deed at sea to be claimed"));
            }
            if d.deliver.iter().filter(deed).count() > 1 {
                return Err(problem(F, &d.name, "asks for more than one deed at sea"));
            }
            Ok(Mission {
                name: d.name.clone(),
                switch: d.switch,
                in_play: d.switch.is_none(),
                text: d.text.clone(),
                port,
                claim: reqs(&d.name, &d.claim)?,
                deliver_to,
                deliver: reqs(&d.name, &d.deliver)?,
                reward: d.reward.clone(),
            })
        })
        .collect()
}
