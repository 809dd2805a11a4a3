//! DYING AND RETIREMENT (dying so far): a captain whose ship sinks dies. Captain, cards, ship,
//! what was aboard and the bounties are discarded; the sunk ship's mods go back to ports the
//! owner picks; a new captain is drawn at once and, on the seat's next turn, takes a sloop or a
//! flute in the new home port, keeping glory and stash. No captain left to draw ends the game.

use super::protocol::GameEvent;
use super::state::*;
use super::upgrades as npc_upgrades;
use crate::content::*;

/// The ship lost its last hull point: it sinks and its captain dies.
pub fn sink(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    if state.seats[seat].ship.is_some() {
        events.push(GameEvent::ShipSunk { seat });
        die(state, data, seat, events);
    }
}

/// The captain dies (sunk, or beaten in crew combat): captain, cards, ship and what was aboard
/// and the bounties are discarded; a new captain is drawn at once; the ship's mods wait to be
/// placed by the owner. The turn goes on unless it was the dead captain's own (see [`settle`]).
pub fn die(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    leave(state, data, seat, false, events);
}

/// A captain who retired last turn leaves play at the start of the seat's turn, as in death.
pub fn retire(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    leave(state, data, seat, true, events);
}

fn leave(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    retired: bool,
    events: &mut Vec<GameEvent>,
) {
    // A ship claimed by the winner of crew combat is already gone. MODULE 4's upgrade tokens
    // aboard go back to their pool, not to ports.
    let mut ship = state.seats[seat].ship.take();
    if let Some(sh) = ship.as_mut() {
        sh.mods = npc_upgrades::keep_port_mods(state, std::mem::take(&mut sh.mods));
    }
    npc_upgrades::weapons_lost(state, seat);
    let s = &mut state.seats[seat];
    let dead = s.captain;
    events.push(if retired {
        GameEvent::CaptainRetired {
            seat,
            captain: dead,
        }
    } else {
        GameEvent::CaptainDied {
            seat,
            captain: dead,
        }
    });
    state.decks.captain_discard.push(dead);
    // MODULE 10: favors go with the captain (a retired one's too: our reading), unless a
    // glory card in hand keeps them.
    super::favors::at_death(state, data, seat, events);
    let s = &mut state.seats[seat];
    state.decks.cargo_discard.append(&mut s.cargo);
    // MODULE 7: the contraband goes too; a sold card awaiting its pair stays for the next.
    state.decks.cargo_discard.append(&mut s.contraband);
    // A damaged hold's cards waiting to be lost went down with the ship.
    state.spills.retain(|(x, _)| *x != seat);
    state.stowing.retain(|(x, _)| *x != seat);
    if state.hold_pick.is_some_and(|p| p.seat == seat) {
        state.hold_pick = None;
    }
    let s = &mut state.seats[seat];
    if let Some(r) = s.rumor.take() {
        state.decks.rumor_discard.push(r);
    }
    if let Some(m) = s.mission.take() {
        state.decks.mission_discard.push(m);
    }
    s.mission_deed = false;
    s.announced = None;
    s.gold = 0;
    s.weapons.clear();
    state.decks.glory_discard.append(&mut s.glory_cards);
    state.decks.glory_discard.append(&mut s.specialists);
    s.bounties = [0; 4];
    s.bought_goods = None;
    s.bought_at_location = None;
    // A flipped captain card (Variant 5) goes with its captain, and so does its part in an
    // off-turn scouting still being settled.
    s.flipped = false;
    if let Some(a) = &mut state.ambush {
        a.scouts.retain(|x| *x != seat);
        a.waiting.retain(|x| *x != seat);
    }
    let s = &mut state.seats[seat];
    s.big_ship_glory = false;
    s.ability_used = false;
    // MODULE 11: a new captain's crew starts Content.
    s.loyalty = 0;
    s.glory_barred.clear();
    if state.active_seat() == Some(seat) {
        state.port = None;
    }
    // A new captain at once (the draw is the same whenever it is made); none left ends the game.
    let Some(next) = state.decks.captains.pop() else {
        // Nobody can hold the seat: the dead captain stays on it, and the game is over. The
        // ship's mods go back to free ports at random (no one is left to place them).
        state.decks.captain_discard.pop();
        for m in ship.iter().flat_map(|sh| &sh.mods) {
            let free = free_ports(state, data);
            if free.is_empty() {
                // Only with MODULE 3's spare tokens: back into its reserve.
                state.decks.mod_reserve.push(m.kind);
                continue;
            }
            let zone = free[state.rng.below(free.len())];
            state.board.ship_mods[zone.0 as usize] = Some(ModToken {
                kind: m.kind,
                face_up: false,
            });
            events.push(GameEvent::ModReturned { seat, zone });
        }
        super::winning::end_game(state, data, EndReason::NoCaptainLeft, events);
        return;
    };
    state.seats[seat].captain = next;
    events.push(GameEvent::CaptainDrawn { seat });
    if let Some(ship) = ship {
        return_mods(state, data, seat, &ship);
    }
    settle(state);
}

/// A ship leaves play (sunk, or discarded for a claimed one): its mods go back to ports, face
/// down in random order, into ports the owner picks.
pub fn return_mods(state: &mut GameState, data: &GameData, seat: Seat, ship: &Ship) {
    let mods = npc_upgrades::keep_port_mods(state, ship.mods.clone());
    if mods.is_empty() {
        return;
    }
    let tokens: Vec<ShipModKind> = mods.iter().map(|m| m.kind).collect();
    let mut tokens = super::reserve::reenter(state, data, tokens);
    state.rng.shuffle(&mut tokens);
    // Queued under any tokens already waiting, so those are placed first.
    let queued: Vec<(Seat, ShipModKind)> = tokens.into_iter().map(|k| (seat, k)).collect();
    state.returning.splice(0..0, queued);
}

/// Once nothing is left to place or fight out, a turn whose captain has died is over (not
/// while the round changes: the turn has already ended).
///
/// A captain may die in the middle of its own action (MODULE 11: a mutiny at the naval fort's
/// navy called in, MODULE 9, or at a plank's answer, MODULE 3): the action's beats may still
/// be due. The dead captain spends no more actions: its action's [`Beat::ActionDone`] goes;
/// the other crews' mutinies still due are settled in this turn, before it ends (the end of
/// the turn goes under them, at the bottom of the agenda, which runs from its end).
pub fn settle(state: &mut GameState) {
    if state.turn.round_ending || state.turn.ending {
        return;
    }
    let dead_turn = matches!(state.phase, Phase::Actions { .. })
        && state
            .active_seat()
            .is_some_and(|active| state.seats[active].ship.is_none());
    if !dead_turn {
        return;
    }
    state.agenda.retain(|b| *b != Beat::ActionDone);
    if !state.returning.is_empty()
        || state.raid.is_some()
        || state.battle.is_some()
        || state.agenda.contains(&Beat::EndTurn)
    {
        return;
    }
    state.agenda.insert(0, Beat::EndTurn);
}

/// The ports a returning mod token may go to: those without one.
pub fn free_ports(state: &GameState, data: &GameData) -> Vec<ZoneId> {
    data.port_zones()
        .filter(|z| state.board.ship_mods[z.0 as usize].is_none())
        .collect()
}

/// Place the next returning token; a dead captain's turn ends when all are placed.
pub fn place_mod(state: &mut GameState, zone: ZoneId, events: &mut Vec<GameEvent>) {
    let Some((seat, kind)) = state.returning.pop() else {
        return;
    };
    state.board.ship_mods[zone.0 as usize] = Some(ModToken {
        kind,
        face_up: false,
    });
    events.push(GameEvent::ModReturned { seat, zone });
    settle(state);
}

/// DYING: "if there is a pirate NPC located in the sea zone of the captain you drew, you may
/// draw another" — before the new captain takes a ship, while captains are left to draw.
pub fn may_redraw(state: &GameState, data: &GameData, seat: Seat) -> bool {
    if !matches!(state.phase, Phase::NewCaptain { .. }) || state.decks.captains.is_empty() {
        return false;
    }
    let home = data
        .port(data.captain(state.seats[seat].captain).home_port)
        .zone;
    state.npcs.iter().any(|n| {
        n.slot.is_pirate()
            && n.ship
                .as_ref()
                .is_some_and(|s| s.location == Location::Zone(home))
    })
}

/// The drawn captain is discarded face up and another is drawn.
pub fn redraw(state: &mut GameState, data: &GameData, seat: Seat, events: &mut Vec<GameEvent>) {
    if !may_redraw(state, data, seat) {
        return;
    }
    let Some(next) = state.decks.captains.pop() else {
        return;
    };
    let discarded = std::mem::replace(&mut state.seats[seat].captain, next);
    state.decks.captain_discard.push(discarded);
    events.push(GameEvent::CaptainRedrawn { seat, discarded });
    events.push(GameEvent::CaptainDrawn { seat });
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
    s.add_gold(gift);
    let hidden = s.chest_used;
    events.push(GameEvent::CaptainRevealed {
        seat,
        captain: s.captain,
        ship: class,
        home,
    });
    if hidden {
        events.push(GameEvent::GoldToppedUp { seat });
    } else if gift > 0 {
        events.push(GameEvent::GoldGained { seat, amount: gift });
    }
    // As at setup, the new captain draws a glory card.
    super::glory::draw(state, seat, events);
    state.phase = Phase::Actions {
        turn_index,
        actions_left: data.tokens.actions_per_turn,
    };
}
