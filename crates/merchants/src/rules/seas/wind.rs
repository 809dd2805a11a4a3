//! Seas of Glory, MODULE 8, part 1: the wind. Each round, after the merchant track and before
//! the event card, the spinner points N, E, S or W (even odds: ours). Once a turn a move with
//! the wind is free, even with no action left (ours); the first move against it in a turn
//! costs 2 actions, the next 1. A crossing's direction is its border letter
//! (`GameData::crossing`); moves into and out of port are neither. NPCs ignore the wind.

use crate::content::*;
use crate::rules::protocol::GameEvent;
use crate::rules::state::*;

/// Whether the game is played with the wind.
pub fn on(state: &GameState) -> bool {
    state.config.seas.on(Switch::Wind)
}

/// The round's spin.
pub fn spin(state: &mut GameState, events: &mut Vec<GameEvent>) {
    if !on(state) {
        return;
    }
    let wind = [Direction::N, Direction::E, Direction::S, Direction::W][state.rng.below(4)];
    state.wind = Some(wind);
    events.push(GameEvent::WindSpun { wind });
}

/// What sailing from zone `from` to its neighbour `to` costs the captain now, in actions: 0
/// with the wind (once a turn), 2 the first time against it, else 1.
pub fn cost(state: &GameState, data: &GameData, from: ZoneId, to: ZoneId) -> u8 {
    let wind = state.wind.filter(|_| on(state));
    price(wind, &state.turn, data.crossing(from, to))
}

/// What a crossing toward `d` costs with this wind (none: no wind in the game) and this much
/// of the turn gone: also what the orders and the map show.
pub fn price(wind: Option<Direction>, turn: &TurnState, d: Direction) -> u8 {
    let Some(wind) = wind else {
        return 1;
    };
    if d == wind && !turn.wind_move_used {
        0
    } else if d == wind.opposite() && !turn.upwind_paid {
        2
    } else {
        1
    }
}

/// The move is made: a free one is used up, an upwind one pays its second action now (the
/// first is spent as every move's). Returns whether the move spends an action.
pub fn sail(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    from: ZoneId,
    to: ZoneId,
    events: &mut Vec<GameEvent>,
) -> bool {
    match cost(state, data, from, to) {
        0 => {
            state.turn.wind_move_used = true;
            events.push(GameEvent::SailedWithWind { seat });
            false
        }
        2 => {
            state.turn.upwind_paid = true;
            if let Phase::Actions { actions_left, .. } = &mut state.phase {
                *actions_left = actions_left.saturating_sub(1);
            }
            events.push(GameEvent::SailedAgainstWind { seat });
            true
        }
        _ => true,
    }
}

/// Whether the seat still has its free move with the wind from where its ship lies (so its
/// turn does not end with its last action).
pub fn free_move_left(state: &GameState, data: &GameData, seat: Seat) -> bool {
    let Some(Location::Zone(zone)) = state.seats[seat].ship.as_ref().map(|s| s.location) else {
        return false;
    };
    !crate::rules::in_force::becalmed(state, data, zone)
        && data
            .zone(zone)
            .neighbours
            .iter()
            .any(|to| cost(state, data, zone, *to) == 0)
}
