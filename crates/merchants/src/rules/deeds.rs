//! Deeds at sea that a mission may ask for (a merchant raided, a captain beaten): each is
//! recorded on the captain who did it, and readies the mission held for delivery.

use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;

/// A deed at sea that a mission may ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deed {
    /// A merchant of this nation plundered in a raid.
    Raided(Nation),
    /// A captain beaten in battle: its nation (none for an NPC pirate); `pirate` if it carried
    /// a bounty or was an NPC pirate.
    Defeated {
        nation: Option<Nation>,
        pirate: bool,
        /// An NPC ship, not a player's.
        npc: bool,
    },
}

/// The seat has done `deed`: if its mission asks for it, the mission is ready for delivery.
pub fn record_deed(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    deed: Deed,
    events: &mut Vec<GameEvent>,
) {
    let s = &state.seats[seat];
    let Some(mission) = s.mission else { return };
    if s.mission_deed {
        return;
    }
    let fits = data
        .mission(mission)
        .deliver
        .iter()
        .any(|r| match (*r, deed) {
            (Req::Raided(want), Deed::Raided(n)) => want == n,
            (Req::Defeated(Foe::Any), Deed::Defeated { .. }) => true,
            (Req::Defeated(Foe::Pirate), Deed::Defeated { pirate, .. }) => pirate,
            (Req::Defeated(Foe::Nation(want)), Deed::Defeated { nation, .. }) => {
                nation == Some(want)
            }
            (
                Req::Defeated(Foe::Navy(want)),
                Deed::Defeated {
                    nation,
                    pirate: false,
                    npc: true,
                },
            ) => nation == Some(want),
            (Req::Defeated(Foe::NpcPirate), Deed::Defeated { pirate, npc, .. }) => pirate && npc,
            _ => false,
        });
    if fits {
        state.seats[seat].mission_deed = true;
        events.push(GameEvent::MissionDeedDone { seat, mission });
    }
}
