//! 8.13–8.15: a Find's roll and what it finds.

use super::Event;
use super::state::*;
use crate::content::{BbData, PirateId};

/// 8.13, 8.15: the die + Ability, +1 for a merchant found before and not looted.
pub(super) fn total(
    data: &BbData,
    state: &State,
    pirate: PirateId,
    port: crate::content::PortId,
    die: u8,
) -> u8 {
    let ability = super::alliance::best(data, state, pirate, |p| p.ability);
    let m = state.ports[port.0 as usize].merchant.expect("offered");
    die + ability + u8::from(m.face_up)
}

/// 8.14: 7 or more finds the merchant (it turns face up and is his to Loot this
/// Player-Turn).
pub(super) fn found(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    port: crate::content::PortId,
    die: u8,
    events: &mut Vec<Event>,
) {
    let total = total(data, state, pirate, port, die);
    let found = total >= 7;
    events.push(Event::FindRolled {
        pirate,
        port,
        die,
        total,
        found,
    });
    if found {
        let m = state.ports[port.0 as usize]
            .merchant
            .as_mut()
            .expect("there");
        if !m.face_up {
            m.face_up = true;
            events.push(Event::MerchantRevealed {
                port,
                kind: data.merchants[m.counter.0 as usize],
            });
        }
        m.found_by = Some(pirate);
    }
}
