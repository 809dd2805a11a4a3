//! A pirate put to sea (5.13, 5.15) and his new ship fitted out (6.21, 6.24, 12): shared by
//! setup, the Draw and Deploy action and Solitaire's System Player (19.1), a leaf.

use super::Event;
use super::state::*;
use crate::content::{BbData, ShipKind};
use game_core::Seat;

/// A pirate from hand onto the map (5.13, 5.15); his ship comes next.
pub(super) fn deploy(
    state: &mut State,
    seat: Seat,
    pirate: crate::content::PirateId,
    area: crate::content::AreaId,
    events: &mut Vec<Event>,
) {
    state.pirate_hands[seat].retain(|p| *p != pirate);
    state.afloat.push(Afloat {
        pirate,
        seat,
        at: Location::Sea(area),
        ship: None,
        speed: 0,
        combat: 0,
        loyalty: 0,
        holds: Vec::new(),
        hostages: Vec::new(),
        notoriety: 0,
        cunning: 0,
        net_worth: 0,
        information: Vec::new(),
        revelry: Revelry::None,
        mutiny_due: false,
        bribed: Vec::new(),
        attacked: Vec::new(),
        may_sack: None,
        letter: None,
        heavy_guns: None,
        treasure_map: None,
        scurvy: false,
    });
    events.push(Event::Deployed { seat, pirate, area });
}

/// A new ship at its maximum ratings, Loyalty at 7, Cunning at the card's (6.21, 6.24, 12;
/// none when the game is played without Cunning, 12's play note).
pub(super) fn fit_out(
    data: &BbData,
    state: &mut State,
    pirate: crate::content::PirateId,
    kind: ShipKind,
) {
    let ship = data.ship(kind).pirate.expect("a pirate's ship");
    let cunning = if state.config.no_cunning {
        0
    } else {
        data.pirates[pirate.0 as usize].cunning
    };
    let a = state.afloat_mut(pirate).expect("deployed");
    a.ship = Some(kind);
    a.speed = ship.speed as i8;
    a.combat = ship.combat;
    a.loyalty = data.loyalty_start;
    a.cunning = cunning;
}
