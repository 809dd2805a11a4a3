//! DYING AND RETIREMENT (dying so far): a captain whose ship sinks dies. Captain, cards, ship,
//! what was aboard and the bounties are discarded; the sunk ship's mods go back to ports the
//! owner picks; a new captain is drawn at once and, on the seat's next turn, takes a sloop or a
//! flute in the new home port, keeping glory and stash. No captain left to draw ends the game.

use super::protocol::GameEvent;
use super::state::*;
use super::turn;
use crate::content::*;

/// The ship lost its last hull point: it sinks and its captain dies.
pub fn sink(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    let Some(ship) = state.seats[seat].ship.take() else {
        return;
    };
    events.push(GameEvent::ShipSunk { seat });
    let s = &mut state.seats[seat];
    let dead = s.captain;
    events.push(GameEvent::CaptainDied {
        seat,
        captain: dead,
    });
    state.decks.captain_discard.push(dead);
    state.decks.cargo_discard.append(&mut s.cargo);
    if let Some(r) = s.rumor.take() {
        state.decks.rumor_discard.push(r);
    }
    if let Some(m) = s.mission.take() {
        state.decks.mission_discard.push(m);
    }
    s.gold = 0;
    s.weapons.clear();
    s.bounties = [0; 4];
    s.bought_goods = None;
    s.big_ship_glory = false;
    s.ability_used = false;
    state.port = None;
    // A new captain at once (the draw is the same whenever it is made); none left ends the game.
    let Some(next) = state.decks.captains.pop() else {
        // Nobody can hold the seat: the dead captain stays on it, and the game is over.
        state.decks.captain_discard.pop();
        turn::end_game(state, EndReason::NoCaptainLeft, events);
        return;
    };
    state.seats[seat].captain = next;
    events.push(GameEvent::CaptainDrawn { seat });
    if ship.mods.is_empty() {
        turn::end_turn(state, data, events);
        return;
    }
    let mut tokens: Vec<ShipModKind> = ship.mods.iter().map(|m| m.kind).collect();
    state.rng.shuffle(&mut tokens);
    state.returning = Some((seat, tokens));
}

/// The ports a returning mod token may go to: those without one.
pub fn free_ports(state: &GameState, data: &GameData) -> Vec<ZoneId> {
    data.port_zones()
        .filter(|z| state.board.ship_mods[z.0 as usize].is_none())
        .collect()
}

/// Place the next returning token of a sunk ship; the turn ends when all are placed.
pub fn place_mod(
    state: &mut GameState,
    data: &GameData,
    zone: ZoneId,
    events: &mut Vec<GameEvent>,
) {
    let Some((seat, tokens)) = &mut state.returning else {
        return;
    };
    let seat = *seat;
    let kind = tokens.pop().expect("a token waits while mods return");
    state.board.ship_mods[zone.0 as usize] = Some(ModToken {
        kind,
        face_up: false,
    });
    events.push(GameEvent::ModReturned { seat, zone });
    if tokens.is_empty() {
        state.returning = None;
        turn::end_turn(state, data, events);
    }
}

/// The new captain's first turn: a sloop or a flute in the home port, and gold up to 10 from
/// the game (less whatever is already in the chest).
pub fn choose_new_ship(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    class: ShipClass,
    events: &mut Vec<GameEvent>,
) {
    let Phase::NewCaptain { turn_index } = state.phase else {
        return;
    };
    let s = &mut state.seats[seat];
    let home = data.captain(s.captain).home_port;
    s.ship = Some(Ship {
        class,
        location: Location::Port(home),
        hits: HitTrack::full(data.ship(class)),
        mods: Vec::new(),
    });
    let start = data.tokens.starting_gold as i32;
    let gift = (start - s.stash.max(0)).max(0);
    s.gold += gift;
    events.push(GameEvent::CaptainRevealed {
        seat,
        captain: s.captain,
        ship: class,
        home,
    });
    if gift > 0 {
        events.push(GameEvent::GoldGained { seat, amount: gift });
    }
    state.phase = Phase::Actions {
        turn_index,
        actions_left: data.tokens.actions_per_turn,
    };
}
