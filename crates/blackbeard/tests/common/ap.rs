//! What the Anti-Pirate tests share: a table with the active pirate at sea, cards and KCs
//! handed out, a seat's act through the window.

use super::*;
use blackbeard::content::{AreaId, BbData, EventKind, PirateId, PortId, ShipKind};
use blackbeard::rules::{
    ApEvent, Blackbeard, Choice, Event, KcAfloat, Kind, Location, Merchant, Phase, State,
};
use game_core::{Seat, Session};

pub const AREA: &str = "south_america";

pub fn area(data: &BbData, key: &str) -> AreaId {
    AreaId(data.areas.iter().position(|a| a.key == key).unwrap() as u8)
}

pub fn cartagena(data: &BbData) -> PortId {
    PortId(
        data.ports
            .iter()
            .position(|p| p.name == "Cartagena")
            .unwrap() as u8,
    )
}

/// Three seats; the Pirate Player's first pirate at sea in South America with two Actions
/// left, no Cunning, a merchant off Cartagena; the other seats' hands emptied into the
/// discards. `change` sets the rest.
pub fn table(
    seed: u64,
    change: impl FnOnce(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId) {
    let data = data();
    let base = at_first_turn(3, seed);
    let seat = base.state().pirate_player();
    let pirate = base.state().seat_afloat(seat).next().unwrap().pirate;
    let at = area(&data, AREA);
    let port = cartagena(&data);
    let s = changed(&base, |st| {
        let a = st.afloat_mut(pirate).unwrap();
        a.at = Location::Sea(at);
        a.cunning = 0;
        a.loyalty = 5;
        if st.ports[port.0 as usize].merchant.is_none() {
            let counter = st.merchant_pool.pop().unwrap();
            st.ports[port.0 as usize].merchant = Some(Merchant {
                counter,
                face_up: false,
                found_by: None,
            });
        }
        for other in 0..3 {
            if other != seat {
                let hand = std::mem::take(&mut st.hands[other]);
                st.discard.extend(hand);
            }
        }
        st.phase = Phase::Actions {
            left: 2,
            pirate: None,
        };
        st.played_for_actions = true;
        st.played_held = true;
        change(st, pirate);
    });
    (s, pirate)
}

/// The Anti-Pirate seats from the Pirate Player's left.
pub fn ap_seats(s: &Session<Blackbeard>) -> Vec<Seat> {
    let st = s.state();
    (1..3)
        .map(|i| st.order[(st.turn_at as usize + i) % 3])
        .collect()
}

/// His ship made `kind`, undamaged (its Speed and Combat at the tracks' tops).
pub fn refit(a: &mut blackbeard::rules::Afloat, kind: ShipKind) {
    let data = data();
    let ship = data.ship(kind).pirate.unwrap();
    a.ship = Some(kind);
    a.speed = ship.speed as i8;
    a.combat = ship.combat;
    a.holds.truncate(ship.holds as usize);
}

/// A card of `kind` into `seat`'s hand.
pub fn give(st: &mut State, seat: Seat, kind: EventKind) {
    let data = data();
    let spare = st
        .deck
        .iter()
        .chain(&st.discard)
        .copied()
        .find(|c| data.event(*c).kind == kind);
    let card = match spare {
        Some(c) => {
            st.deck.retain(|x| *x != c);
            st.discard.retain(|x| *x != c);
            c
        }
        None => take_card(st, &data, kind),
    };
    st.hands[seat].push(card);
}

pub fn find(pirate: PirateId) -> Choice {
    Choice::Find {
        pirate,
        port: cartagena(&data()),
    }
}

/// The seat asked opens its hand and does `act` (offered, or the test fails).
pub fn act(s: &mut Session<Blackbeard>, act: Choice) -> Vec<Event> {
    let mut events = s.choose(Choice::OpenHand).expect("the hand opens");
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::ApHand);
    assert!(d.options.contains(&act), "{act:?} not in {:?}", d.options);
    events.extend(s.choose(act).expect("offered"));
    events
}

pub fn ap(events: &[Event]) -> Vec<&ApEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Ap(a) => Some(a),
            _ => None,
        })
        .collect()
}

/// A KC of `seat`'s in `at`, placed in an earlier Player-Turn unless `now`.
pub fn kc(st: &mut State, seat: Seat, at: AreaId, now: bool) {
    let k = st.kc_pool.pop().unwrap();
    st.kcs.push(KcAfloat {
        kc: k,
        seat,
        at: Location::Sea(at),
        placed: if now { st.turns } else { st.turns - 1 },
    });
}

/// The seat asked plays its card of `kind` on the announced `choice`.
pub fn card_on(s: &mut Session<Blackbeard>, choice: Choice, kind: EventKind) -> Vec<Event> {
    let mut events = s.choose(choice).unwrap();
    let card = s.state().hands[s.decision().unwrap().seat]
        .iter()
        .copied()
        .find(|c| data().event(*c).kind == kind)
        .unwrap();
    events.extend(act(s, Choice::ApCard { card }));
    events
}
