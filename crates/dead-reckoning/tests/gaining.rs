//! GAINING AND SPENDING COINS & CARGO (l.737–754).

mod common;

use common::*;
use dead_reckoning::content::Role;
use dead_reckoning::rules::{Choice, Event, Goods, Kind};

// DR rules: GAINING (l.741): goods gained on the Ship that do not fit: jettison or unload it
// or other goods to make room, or let the gain go.
#[test]
fn ship_gain_that_does_not_fit_asks() {
    let crew = sailor(Role::Crew, 0);
    let (mut s, seat) = position(401, |st, seat| {
        in_hand(st, seat, crew, 4);
        st.seats[seat].ship.spaces[0].cargo = 4;
        st.seats[seat].ship.spaces[3].coins = 3;
        st.seats[seat].dock = 0;
        let cell = face_up_island(st);
        ship_to(st, seat, cell);
    });
    go(&mut s, Choice::Play { card: crew });
    go(&mut s, use_level(crew, 0, 0));
    // A Ship/Dock gain with full holds: the Dock, or let it go.
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Stow);
    assert!(d.options.contains(&Choice::ToDock));
    assert!(d.options.contains(&Choice::Refuse));
    let events = go(&mut s, Choice::Refuse);
    assert_eq!(
        events,
        vec![Event::Refused {
            seat,
            goods: Goods::Cargo
        }]
    );
    // Make room by unloading a coin onto the island, then stow there.
    go(&mut s, Choice::ToDock);
    let d = s.decision().unwrap();
    assert!(d.options.contains(&Choice::Unload {
        goods: Goods::Coin,
        space: 3
    }));
    assert!(d.options.contains(&Choice::Jettison {
        goods: Goods::Cargo,
        space: 0
    }));
    go(
        &mut s,
        Choice::Unload {
            goods: Goods::Coin,
            space: 3,
        },
    );
    assert!(
        s.decision()
            .unwrap()
            .options
            .contains(&Choice::StowIn { space: 3 })
    );
    go(&mut s, Choice::StowIn { space: 3 });
    assert_eq!(s.decision().unwrap().kind, Kind::Stow);
    go(&mut s, Choice::ToDock);
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
    assert_eq!(s.state().seats[seat].dock, 2);
    assert_eq!(holds(&s, seat)[3], (1, 2));
}

// DR rules: GAINING (l.741): an anchor gain goes to the Dock at once, wherever the Ship is.
#[test]
fn dock_gain_lands_in_harbor_wherever_the_ship_is() {
    let crew = sailor(Role::Crew, 1);
    let (mut s, seat) = position(402, |st, seat| {
        in_hand(st, seat, crew, 3);
        st.seats[seat].dock = 0;
        let cell = face_up_island(st);
        ship_to(st, seat, cell);
    });
    go(&mut s, Choice::Play { card: crew });
    let events = go(&mut s, use_level(crew, 0, 0));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Gained {
            goods: Goods::Cargo,
            n: 3,
            ..
        }
    )));
    assert_eq!(s.state().seats[seat].dock, 3);
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
}
