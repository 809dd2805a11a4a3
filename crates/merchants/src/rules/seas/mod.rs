//! SEAS OF GLORY EXPANSION: each module and variant lives in its own file here, with its data
//! in the data files' view for the game's switches (`GameData::view`: the brig and the slow
//! galleons of Module 5 are data only). The base rules call the hooks below at their points and
//! read no switch themselves; each hook asks the config which switches are on.

pub mod captains;
pub mod cutthroat;
pub mod flexible_turns;
pub mod hard_life;
pub mod locations;
pub mod loyalty;
pub mod search;
pub mod storm;
pub mod treasure_galleon;
pub mod wind;

use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;

/// The setup has dealt each seat its captain, face down.
pub fn captains_dealt(state: &mut GameState, events: &mut Vec<GameEvent>) {
    captains::dealt(state, events);
}

/// Every captain is revealed and the start player drawn; round one is next.
pub fn game_start(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    if state.config.seas.on(Switch::TreasureGalleon) {
        treasure_galleon::launch(state, data, events);
    }
    if state.config.seas.on(Switch::HardLife) {
        hard_life::deal(state, data, events);
    }
    storm::gather(state, data, events);
    locations::place(state, data, events);
}

/// An event card's NPC icons have moved the NPCs (its text comes next).
pub fn event_icons(
    state: &mut GameState,
    data: &GameData,
    card: EventCardId,
    events: &mut Vec<GameEvent>,
) {
    if state.config.seas.on(Switch::TreasureGalleon) {
        treasure_galleon::icons(state, data, card, events);
    }
}

/// The captain at `seat` sailed into a sea zone (out of port too). Returns whether a decision
/// now waits before the NPCs there scout (Variant 5's off-turn scouts are asked).
pub fn entered_zone(state: &mut GameState, seat: Seat, spends_action: bool) -> bool {
    state.config.seas.on(Switch::Cutthroat) && cutthroat::entered(state, seat, spends_action)
}

/// The actions the seat's turn has, its base being the rules' 3.
pub fn turn_actions(state: &mut GameState, seat: Seat, base: u8) -> u8 {
    if state.config.seas.on(Switch::Cutthroat) {
        cutthroat::actions(state, seat, base)
    } else {
        base
    }
}

/// The turn `turn_index` of the round is about to begin: the seat that takes it is the one at
/// that place in the turn order, once this hook has run.
pub fn turn_begins(state: &mut GameState, turn_index: usize, events: &mut Vec<GameEvent>) {
    if state.config.seas.on(Switch::FlexibleTurns) {
        flexible_turns::draw(state, turn_index, events);
    }
}
