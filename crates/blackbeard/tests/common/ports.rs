//! What the port tests share: a port by name, a pirate put in one, the In-Port step asked.

use super::{at_first_turn, changed, data};
use blackbeard::content::{PirateId, PortId};
use blackbeard::rules::{Blackbeard, Governor, Kind, Location, Phase, Revelry, State, VisitStep};
use game_core::Session;

pub fn port_named(name: &str) -> PortId {
    let data = data();
    PortId(data.ports.iter().position(|p| p.name == name).unwrap() as u8)
}

/// The Pirate Player's first pirate in `port` (a Sloop, undamaged, no Cunning, no booty),
/// with `left` Actions; the port's governor `governor`; `change` sets the rest.
pub fn in_port(
    seed: u64,
    port: &str,
    governor: Option<Governor>,
    left: u8,
    change: impl FnOnce(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId, PortId) {
    let data = data();
    let base = at_first_turn(2, 9);
    let seat = base.state().pirate_player();
    let pirate = base.state().seat_afloat(seat).next().unwrap().pirate;
    let port = port_named(port);
    let s = changed(&base, |st| {
        st.ports[port.0 as usize].governor = governor;
        if let Some(m) = st.ports[port.0 as usize].merchant.take() {
            st.merchant_pool.push(m.counter);
        }
        let from = data.ports[port.0 as usize].areas[0];
        let a = st.afloat_mut(pirate).unwrap();
        a.at = Location::Port { port, from };
        a.ship = Some(blackbeard::content::ShipKind::Sloop);
        a.speed = 5;
        a.combat = 5;
        a.cunning = 0;
        a.holds.clear();
        a.revelry = Revelry::None;
        st.phase = Phase::Actions { left, pirate: None };
        st.played_for_actions = true;
        st.played_held = true;
        st.rng = game_core::rng::GameRng::from_seed(seed);
        change(st, pirate);
    });
    (s, pirate, port)
}

pub fn step(s: &Session<Blackbeard>) -> Option<VisitStep> {
    match s.decision()?.kind {
        Kind::InPort { step } => Some(step),
        _ => None,
    }
}
