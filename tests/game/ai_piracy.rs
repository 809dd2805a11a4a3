//! Issue 30, piracy that pays: the heuristic captain's rules of thumb for playing a pirate as a
//! strong player would, each in the situation it answers.

use crate::common::*;
use spanish_main::ai;
use spanish_main::content::ShipClass;
use spanish_main::rules::*;

/// Let a captain of `kind` answer the seat's decisions until it has left port after its port
/// action (or no longer decides); every event.
fn port_action(s: &mut Session, kind: SeatKind, seat: Seat) -> Vec<GameEvent> {
    let mut events: Vec<GameEvent> = Vec::new();
    for _ in 0..60 {
        let left = events
            .iter()
            .any(|e| matches!(e, GameEvent::PortLeft { .. }));
        match s.decision() {
            Some(d) if d.seat == seat && !left => {
                let obs = s.observation(seat);
                let pick = ai::choose(kind, &obs, s.data(), 7).expect("an answer");
                events.extend(s.choose(pick.choice).expect("an offered option"));
            }
            _ => break,
        }
    }
    events
}

// M&M rules: C. PORT, Shipyard, and GLORY POINTS ("Buying a galleon or frigate (only once per
// captain)"). A pirate in a sloop keeps its plunder aboard rather than stash it until it can
// buy a frigate: the glory point, and four cannons and four crew for the fights it lives by.
#[test]
fn a_pirate_in_a_sloop_saves_its_plunder_for_a_frigate() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 25;
        no_glory_cards(st, seat);
    });
    pick(&mut s, Choice::PortAction);
    let events = port_action(&mut s, PIRATE, seat);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::PortLeft { .. })),
        "{events:?}"
    );
    assert_eq!(s.state().seats[seat].stash, 0, "{events:?}");
    assert!(s.state().seats[seat].gold > 20, "{events:?}");

    // With the frigate's price aboard it buys one (and the glory point with it).
    let (s, seat) = in_port(data(), "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 40;
        no_glory_cards(st, seat);
    });
    pick(&mut s, Choice::PortAction);
    let events = port_action(&mut s, PIRATE, seat);
    let ship = s.state().seats[seat].ship.as_ref().unwrap();
    assert_eq!(ship.class, ShipClass::Frigate, "{events:?}");
    assert!(
        events.iter().any(|e| matches!(
            e,
            GameEvent::ShipBought {
                class: ShipClass::Frigate,
                ..
            }
        )),
        "{events:?}"
    );
}

// M&M rules: MERCHANT RAIDS, Hit ("If your hull is destroyed your ship sinks and your captain
// dies"). A sloop has two hull points: the three cards turned up may sink it before a success
// can throw one out. With an empty purse the raid is worth that risk; with a fortune aboard,
// all of which goes down with the captain, the pirate lets the merchant sail.
#[test]
fn a_pirate_with_a_fortune_aboard_does_not_risk_it_on_a_sloops_raid() {
    for (gold, raids) in [(0, true), (60, false)] {
        let (s, seat) = crate::raids::raider_in(
            ShipClass::Sloop,
            "port_royal",
            spanish_main::content::Nation::English,
            &[],
            &[(2, 1)],
        );
        let mut s = edited(&s, |st| st.seats[seat].gold = gold);
        pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
        let obs = s.observation(seat);
        let choice = ai::choose(PIRATE, &obs, s.data(), 7).unwrap().choice;
        assert_eq!(
            matches!(choice, Choice::RaidAs(_)),
            raids,
            "{gold} gold aboard: {choice:?}"
        );
    }
}
