//! What the loot tests share: a pirate at sea beside a merchant he has found.

use super::{at_first_turn, changed, data};
use blackbeard::content::{AreaId, MerchantId, PirateId, PortId, ShipKind};
use blackbeard::rules::{Blackbeard, Location, Merchant, Phase, State};
use game_core::Session;

/// The Pirate Player's first pirate at sea off Cartagena (South America), which holds a
/// merchant of `kind` he has found, with no Cunning left; `left` Actions; `change` sets the
/// rest.
pub fn at_merchant(
    seed: u64,
    kind: ShipKind,
    left: u8,
    change: impl FnOnce(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId, PortId) {
    let data = data();
    let base = at_first_turn(2, 9);
    let seat = base.state().pirate_player();
    let pirate = base.state().seat_afloat(seat).next().unwrap().pirate;
    let port = PortId(
        data.ports
            .iter()
            .position(|p| p.name == "Cartagena")
            .unwrap() as u8,
    );
    let area = AreaId(
        data.areas
            .iter()
            .position(|a| a.key == "south_america")
            .unwrap() as u8,
    );
    let s = changed(&base, |st| {
        // The merchant counter of that kind, from the pool or the map.
        for p in &mut st.ports {
            if let Some(m) = p.merchant.take() {
                st.merchant_pool.push(m.counter);
            }
        }
        let i = st
            .merchant_pool
            .iter()
            .position(|m| data.merchants[m.0 as usize] == kind)
            .unwrap();
        let counter: MerchantId = st.merchant_pool.remove(i);
        st.ports[port.0 as usize].merchant = Some(Merchant {
            counter,
            face_up: true,
            found_by: Some(pirate),
        });
        st.afloat_mut(pirate).unwrap().at = Location::Sea(area);
        // No Cunning unless a test gives him some (12: it would offer re-rolls).
        st.afloat_mut(pirate).unwrap().cunning = 0;
        st.phase = Phase::Actions { left, pirate: None };
        st.played_for_actions = true;
        st.played_held = true;
        st.rng = game_core::rng::GameRng::from_seed(seed);
        change(st, pirate);
    });
    (s, pirate, port)
}
