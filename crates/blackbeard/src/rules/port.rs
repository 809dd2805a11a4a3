//! 9.2–9.3: what a port is to one pirate — Pro-Pirate, Neutral, Anti-Pirate, a Pirate Port,
//! his Safe Haven — with his Letter of Marque and Attack History (9.31, 9.33, 9.58), and the
//! Safe Havens' ends (9.34).

use super::Event;
use super::state::*;
use crate::content::{BbData, Nation, Owner, PirateId, PortId};
use serde::{Deserialize, Serialize};

/// A port's status for a pirate (9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PortStatus {
    /// 9.32: a Pro-Pirate governor.
    Pro,
    /// 9.33: no governor.
    Neutral,
    /// 9.31: an Anti-Pirate governor: never entered but by attack.
    Anti,
    /// 9.35.
    PiratePort,
    /// 9.34: his own Safe Haven.
    SafeHaven,
    /// 9.57: destroyed, of use to no one.
    Destroyed,
}

/// What `port` is to `pirate` now.
pub fn status(data: &BbData, state: &State, pirate: PirateId, port: PortId) -> PortStatus {
    let ps = &state.ports[port.0 as usize];
    let a = state.afloat_of(pirate);
    let attacked = a.map_or(&[][..], |a| &a.attacked[..]);
    of(
        data,
        port,
        ps.destroyed,
        ps.governor,
        ps.haven,
        // 11.5: a Letter held is not used during an alliance.
        (
            attacked,
            a.and_then(|a| a.letter)
                .filter(|_| super::alliance::ally(state, pirate).is_none()),
        ),
        pirate,
    )
}

/// What `port` is to `pirate`, as the open table `obs` shows it (the same as [`status`]).
pub fn seen_status(
    data: &BbData,
    obs: &super::Observation,
    port: PortId,
    pirate: PirateId,
) -> PortStatus {
    let seen = &obs.ports[port.0 as usize];
    let a = obs.afloat.iter().find(|a| a.pirate == pirate);
    let attacked = a.map_or(&[][..], |a| &a.attacked[..]);
    let letter = a
        .and_then(|a| a.letter)
        .filter(|_| obs.ally(pirate).is_none());
    of(
        data,
        seen.port,
        seen.destroyed,
        seen.governor,
        seen.haven,
        (attacked, letter),
        pirate,
    )
}

fn of(
    data: &BbData,
    port: PortId,
    destroyed: bool,
    governor: Option<Governor>,
    haven: Option<PirateId>,
    (attacked, letter): (&[Nation], Option<Nation>),
    pirate: PirateId,
) -> PortStatus {
    if destroyed {
        return PortStatus::Destroyed;
    }
    let Owner::Nation(nation) = data.ports[port.0 as usize].owner else {
        return PortStatus::PiratePort;
    };
    if haven == Some(pirate) {
        return PortStatus::SafeHaven;
    }
    // 9.58: every port of a nation he attacked is Anti-Pirate to him but his Safe Havens
    // (the port attacked too: BB-R C 9.31 / 9.58).
    if attacked.contains(&nation) {
        return PortStatus::Anti;
    }
    // 9.31, 9.33: his Letter's nation is Pro-Pirate to him (but for buying a Safe Haven,
    // which asks the actual governor: `in_port`).
    if letter == Some(nation) {
        return PortStatus::Pro;
    }
    match governor {
        Some(Governor::Pro(_)) => PortStatus::Pro,
        Some(Governor::Anti) => PortStatus::Anti,
        None => PortStatus::Neutral,
    }
}

/// 9.31: whether a Move may take him into `port` (not Anti-Pirate, not destroyed).
pub fn may_enter(data: &BbData, state: &State, pirate: PirateId, port: PortId) -> bool {
    !matches!(
        status(data, state, pirate, port),
        PortStatus::Anti | PortStatus::Destroyed
    )
}

/// 9.42: whether a hostage bound for a port of `nation` may be ransomed in `port` by him: a
/// Pro-Pirate, Neutral or Safe Haven port of that nation, never an Arab or Portuguese one.
pub fn may_ransom(
    data: &BbData,
    state: &State,
    pirate: PirateId,
    port: PortId,
    nation: Option<Nation>,
) -> bool {
    ransom_allowed(data, port, status(data, state, pirate, port), nation)
}

/// [`may_ransom`] as the open table shows it.
pub fn may_ransom_seen(
    data: &BbData,
    obs: &super::Observation,
    port: PortId,
    pirate: PirateId,
    nation: Option<Nation>,
) -> bool {
    ransom_allowed(data, port, seen_status(data, obs, port, pirate), nation)
}

fn ransom_allowed(data: &BbData, port: PortId, status: PortStatus, nation: Option<Nation>) -> bool {
    let Owner::Nation(here) = data.ports[port.0 as usize].owner else {
        return false;
    };
    Some(here) == nation
        && !matches!(here, Nation::Arab | Nation::Portuguese)
        && matches!(
            status,
            PortStatus::Pro | PortStatus::Neutral | PortStatus::SafeHaven
        )
}

/// 9.43: Net Worth for `booty` converted at a port of this status (percent, rounded up).
pub fn converted(status: PortStatus, booty: u32) -> u32 {
    let percent = match status {
        PortStatus::Neutral => 50,
        PortStatus::Pro | PortStatus::PiratePort => 100,
        PortStatus::SafeHaven => 110,
        PortStatus::Anti | PortStatus::Destroyed => 0,
    };
    (booty * percent).div_ceil(100)
}

/// 9.34: a port's Safe Haven ends when its governor goes or changes.
pub(super) fn governor_changed(state: &mut State, port: PortId, events: &mut Vec<Event>) {
    if let Some(pirate) = state.ports[port.0 as usize].haven.take() {
        events.push(Event::HavenLost { pirate, port });
    }
}
