//! The Must Play Immediately events of 17.2 (Disease, New Governors, Storms at Sea, Natural
//! Disaster), through the draw that brings them.

mod common;
use blackbeard::content::{EventKind, StormEffect};
use blackbeard::rules::{Event, Governor, Location};
use common::*;

/// The events of the first card drawn: from its MustPlay to the next card drawn.
fn first_card(events: &[Event]) -> &[Event] {
    let start = events
        .iter()
        .position(|e| matches!(e, Event::MustPlay { .. }))
        .expect("the card drawn");
    let end = events[start + 1..]
        .iter()
        .position(|e| matches!(e, Event::MustPlay { .. } | Event::CardsDrawn { .. }))
        .map_or(events.len(), |i| start + 1 + i);
    &events[start..end]
}

// 17.2 #20 Storms at Sea: a D66 port names the area (and its boxes); its merchants are lost;
// each pirate at sea there rolls on the Storm Effects Table: Speed hits, or he founders and
// his seat scores his Notoriety (18.12 B).
#[test]
fn a_storm_strikes_the_pirates_at_sea_in_its_area() {
    let data = data();
    let mut rolls = 0;
    for seed in 0..40 {
        let (s, all, before) = drawn(seed, EventKind::StormsAtSea, |st| {
            // The pirates at sea, spread over the areas: the seeds pick where the storm hits.
            for a in &mut st.afloat {
                a.at = Location::Sea(blackbeard::content::AreaId(a.pirate.0 % 10));
                a.notoriety = 3;
            }
        });
        let events = first_card(&all);
        let struck: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::StormStrikes { area, .. } => Some(*area),
                _ => None,
            })
            .collect();
        assert!(!struck.is_empty());
        for e in events {
            if let Event::StormRoll { pirate, die, hits } = e {
                rolls += 1;
                let was = before.afloat_of(*pirate).unwrap();
                let Location::Sea(area) = was.at else {
                    panic!()
                };
                assert!(struck.contains(&area), "only the struck area rolls");
                match data.storm_effect(*die) {
                    StormEffect::NoEffect => assert_eq!(*hits, 0),
                    StormEffect::SpeedHits(n) => {
                        assert_eq!(*hits, n);
                        if let Some(now) = s.state().afloat_of(*pirate) {
                            assert_eq!(now.speed, was.speed - n as i8, "6.26");
                        } else {
                            assert!(
                                was.speed - (n as i8) < data.speed_floor,
                                "sunk past the track"
                            );
                        }
                    }
                    StormEffect::Founders => {
                        assert!(s.state().afloat_of(*pirate).is_none());
                        assert!(s.state().locker.contains(pirate));
                        assert_eq!(s.state().vp[was.seat], before.vp[was.seat] + 3, "18.12 B");
                    }
                }
            }
        }
        // Every merchant of the struck area is lost.
        for (i, p) in data.ports.iter().enumerate() {
            if p.areas.iter().any(|a| struck.contains(a)) && before.ports[i].merchant.is_some() {
                assert!(
                    events
                        .iter()
                        .any(|e| matches!(e, Event::MerchantLost { port } if port.0 as usize == i)),
                    "the merchant at {} is lost",
                    p.name
                );
            }
        }
    }
    assert!(rolls > 0, "the storms found pirates");
}

// 17.2 #9 New Governors: two Anti-Pirate Governors by D66 (never a Pirate Port), replacing
// any governor there; the pirates in those ports are ousted to the area (9.24).
#[test]
fn new_governors_oust_the_pirates_in_port() {
    let data = data();
    for seed in 0..30 {
        let (s, all, before) = drawn(seed, EventKind::NewGovernors, |st| {
            // A pirate in every port he can be put in, one each.
            let ports: Vec<_> = (0..data.ports.len())
                .filter(|p| !data.ports[*p].is_pirate_port() && !st.ports[*p].destroyed)
                .collect();
            for (a, p) in st.afloat.iter_mut().zip(ports.iter().step_by(3)) {
                a.at = Location::Port {
                    port: blackbeard::content::PortId(*p as u8),
                    from: data.ports[*p].areas[0],
                };
            }
        });
        let events = first_card(&all);
        let placed: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::GovernorPlaced {
                    port, pro: false, ..
                } => Some(*port),
                _ => None,
            })
            .collect();
        assert_eq!(placed.len(), 2);
        for port in placed {
            assert!(!data.ports[port.0 as usize].is_pirate_port());
            for a in &before.afloat {
                if matches!(a.at, Location::Port { port: p, .. } if p == port) {
                    assert!(
                        events.contains(&Event::Ousted {
                            pirate: a.pirate,
                            port
                        }),
                        "ousted"
                    );
                }
            }
            // An Anti-Pirate Governor sits there (unless a later card replaced him).
            let later = all.len() > events.len();
            assert!(later || s.state().ports[port.0 as usize].governor == Some(Governor::Anti));
        }
    }
}

// 17.2 #3 Disease: a port by D66; its governor and every pirate there die (their seats
// score their Notoriety, 18.12 B).
#[test]
fn disease_kills_everyone_in_its_port() {
    let data = data();
    let mut deaths = 0;
    for seed in 0..40 {
        let (s, all, before) = drawn(seed, EventKind::Disease, |st| {
            // Each pirate in a port with a governor, if there are enough.
            let ports: Vec<usize> = (0..data.ports.len())
                .filter(|p| st.ports[*p].governor.is_some())
                .collect();
            for (a, p) in st.afloat.iter_mut().zip(ports) {
                a.at = Location::Port {
                    port: blackbeard::content::PortId(p as u8),
                    from: data.ports[p].areas[0],
                };
                a.notoriety = 2;
            }
        });
        let events = first_card(&all);
        let port = events
            .iter()
            .find_map(|e| match e {
                Event::Disease { port, .. } => Some(*port),
                _ => None,
            })
            .expect("a port struck");
        if before.ports[port.0 as usize].governor.is_some() {
            assert!(events.contains(&Event::GovernorLost { port }));
        }
        for a in &before.afloat {
            if matches!(a.at, Location::Port { port: p, .. } if p == port) {
                deaths += 1;
                assert!(events.contains(&Event::Eliminated {
                    pirate: a.pirate,
                    vp: 2
                }));
                assert!(s.state().locker.contains(&a.pirate));
            }
        }
    }
    assert!(deaths > 0, "the diseases found pirates");
}

// 17.2 #23 Natural Disaster: once a game; a port by one die is destroyed with everyone in it,
// and every merchant is placed again as at setup (3.0 step 8).
#[test]
fn a_natural_disaster_destroys_a_port_once_a_game() {
    let data = data();
    for seed in 0..20 {
        let (s, all, _) = drawn(seed, EventKind::NaturalDisaster, |_| {});
        let events = first_card(&all);
        let st = s.state();
        let at = events
            .iter()
            .position(|e| matches!(e, Event::PortDestroyed { .. }))
            .expect("a port destroyed");
        let Event::PortDestroyed { port } = events[at] else {
            unreachable!()
        };
        assert!(data.natural_disaster.contains(&port));
        assert!(st.ports[port.0 as usize].destroyed);
        assert!(st.ports[port.0 as usize].governor.is_none());
        let card_anywhere = st
            .deck
            .iter()
            .chain(&st.discard)
            .any(|c| data.event(*c).kind == EventKind::NaturalDisaster);
        assert!(!card_anywhere, "removed from the game");
        let placed = events[at..]
            .iter()
            .filter(|e| matches!(e, Event::MerchantPlaced { .. }))
            .count();
        assert_eq!(
            placed, data.merchants_at_start as usize,
            "placed again as at setup"
        );
        assert!(
            st.ports
                .iter()
                .all(|p| p.merchant.is_none() || !p.destroyed)
        );
    }
}

/// A warship On Station and a KC, both in every area the storm may strike: one of each in
/// each of the ten Sea Areas would break 10.13, so the warships fill the areas and seat 0's
/// KC sits in area `kc_area`.
fn warships_everywhere(st: &mut blackbeard::rules::State, kc_area: u8) {
    for area in 0..10u8 {
        let w = st.warship_pool.pop().unwrap();
        st.on_station.push(blackbeard::rules::OnStation {
            warship: w,
            area: blackbeard::content::AreaId(area),
        });
    }
    let kc = st.kc_pool.pop().unwrap();
    st.kcs.push(blackbeard::rules::KcAfloat {
        kc,
        seat: 0,
        at: Location::Sea(blackbeard::content::AreaId(kc_area)),
        placed: 0,
    });
}

// 17.2 #20: in the storm's area a warship is lost on 2d6 over its Combat, a KC sent home on
// 1–4; elsewhere they stay.
#[test]
fn a_storm_may_sink_a_warship_and_send_a_kc_home() {
    use blackbeard::rules::ApEvent;
    let data = data();
    let mut kc_rolls = 0;
    for seed in 0..60 {
        let (s, all, before) = drawn(seed, EventKind::StormsAtSea, |st| {
            warships_everywhere(st, (seed % 10) as u8)
        });
        // The state after the whole draw: another card (a second storm, European Turmoil)
        // may have moved them since.
        let later = all
            .iter()
            .filter(|e| matches!(e, Event::MustPlay { .. }))
            .count()
            > 1;
        if later {
            continue;
        }
        let events = first_card(&all);
        let struck: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::StormStrikes { area, .. } => Some(*area),
                _ => None,
            })
            .collect();
        let mut warships = 0;
        for e in events {
            match e {
                Event::Ap(ApEvent::StormOnWarship {
                    warship,
                    roll,
                    lost,
                }) => {
                    warships += 1;
                    let w = data.warships[warship.0 as usize];
                    assert_eq!(*lost, *roll > w.combat, "2d6 over its Combat");
                    let on = s.state().on_station.iter().any(|o| o.warship == *warship);
                    assert_eq!(on, !lost);
                }
                Event::Ap(ApEvent::StormOnKc { die, lost, .. }) => {
                    kc_rolls += 1;
                    assert_eq!(*lost, *die <= 4, "1–4: back to the pool");
                    assert_eq!(s.state().kcs.is_empty(), *lost);
                }
                _ => {}
            }
        }
        assert_eq!(
            warships,
            struck.len(),
            "one roll for each struck area's warship"
        );
        let kc_at = before.kcs[0].at;
        if !struck.iter().any(|a| Location::Sea(*a) == kc_at) {
            assert_eq!(s.state().kcs.len(), 1, "a KC elsewhere stays");
        }
    }
    assert!(kc_rolls > 0, "the storm met the KC in some seed");
}

// 17.2 #5: European Turmoil sends every warship and KC in play back to its pool.
#[test]
fn european_turmoil_recalls_every_warship_and_kc() {
    let (s, all, _) = drawn(1, EventKind::EuropeanTurmoil, |st| {
        warships_everywhere(st, 3)
    });
    let events = first_card(&all);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Ap(blackbeard::rules::ApEvent::Recalled {
            warships: 10,
            kcs: 1
        })
    )));
    assert!(s.state().on_station.is_empty() && s.state().kcs.is_empty());
    assert_eq!(s.state().warship_pool.len(), data().warships.len());
}
