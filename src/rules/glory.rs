//! GLORY POINTS: every point on the track is gained through [`gain`] (the glory deck will hook
//! in here); the stash counts secretly toward the total, up to its cap, but never on the track.

use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;
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
}

/// Move the seat's cube one up the glory track.
pub fn gain(state: &mut GameState, seat: Seat, reason: GloryReason, events: &mut Vec<GameEvent>) {
    state.seats[seat].glory += 1;
    events.push(GameEvent::GloryGained { seat, reason });
}

/// Glory points the seat's stash is worth (secret to the others).
pub fn stash_points(seat: &SeatState, data: &GameData) -> u32 {
    let p = &data.tokens.prices;
    (seat.stash.max(0) as u32 / p.stash_per_glory).min(p.stash_glory_max)
}

/// Track points plus stash points: what counts toward winning.
pub fn total(seat: &SeatState, data: &GameData) -> u32 {
    seat.glory + stash_points(seat, data)
}
