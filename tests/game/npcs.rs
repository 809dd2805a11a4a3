//! NON-PLAYER CAPTAINS (NPCS): NPC cards coming into play and stacking, movement by letter,
//! the clockwise fallback and the hunting override (NPC SHIP MOVEMENT, Hunt priority); and the
//! helpers the scouting and combat tests share (`npc_scouting`, `npc_combat`).

use crate::common::*;
use spanish_main::content::{Direction, EventCardId, GameData, Nation, NpcSlot, ShipClass, ZoneId};
use spanish_main::rules::state::{HitTrack, NpcState, Ship};
use spanish_main::rules::*;
use std::sync::Arc;

pub(crate) fn zone(key: &str) -> ZoneId {
    data().zone_by_key(key).unwrap()
}

/// The NPC captain card of this name.
pub(crate) fn card(name: &str) -> EventCardId {
    let d = data();
    let i = d.event_deck.iter().position(|c| c.name == name);
    EventCardId(i.unwrap_or_else(|| panic!("no event card {name}")) as u8)
}

/// Take the NPC captain `name` out of the deck (or off the table) and put its ship in `at`.
pub(crate) fn put_npc(st: &mut GameState, name: &str, at: &str) -> NpcSlot {
    let d = data();
    let c = card(name);
    st.decks.events.retain(|x| *x != c);
    st.decks.event_discard.retain(|x| *x != c);
    st.npc_arrivals.retain(|x| *x != c);
    if st.current_event == Some(c) {
        st.current_event = None;
    }
    let npc = d.npc(c);
    st.npcs.push(NpcState {
        gold: 0,
        slot: npc.slot,
        cards: vec![c],
        ship: Some(Ship {
            class: npc.class,
            location: Location::Zone(zone(at)),
            hits: HitTrack::full(d.ship(npc.class)),
            mods: vec![],
        }),
        weapons: vec![],
        spent: vec![],
    });
    npc.slot
}

/// Put this event card on top of the deck.
pub(crate) fn on_top(st: &mut GameState, c: EventCardId) {
    st.decks.events.retain(|x| *x != c);
    st.decks.event_discard.retain(|x| *x != c);
    if st.current_event == Some(c) {
        st.current_event = None;
    }
    st.decks.events.push(c);
}

pub(crate) fn npc_zone(s: &Session, slot: NpcSlot) -> Option<ZoneId> {
    s.state().npc(slot).and_then(|n| n.zone())
}

/// A copy of the game's data where the first non-NPC event card has these icons and no
/// effect; returns the data and that card.
pub(crate) fn with_icons(icons: Vec<(NpcSlot, Direction)>) -> (Arc<GameData>, EventCardId) {
    let mut d = (*data()).clone();
    let i = d.event_deck.iter().position(|c| c.npc.is_none()).unwrap();
    d.event_deck[i].icons = icons;
    d.event_deck[i].effect = spanish_main::content::EventEffect::Quiet;
    (Arc::new(d), EventCardId(i as u8))
}

/// Start the next round with `card` as its event, on `data`.
pub(crate) fn draw_event(
    s: &Session,
    data: Arc<GameData>,
    c: EventCardId,
) -> (Session, Vec<GameEvent>) {
    let mut state = s.state().clone();
    on_top(&mut state, c);
    let mut s = Session::from_state(data, state).unwrap();
    let events = end_round(&mut s);
    (s, events)
}

// M&M rules: NON-PLAYER CAPTAINS: a drawn NPC card goes face up beside the board and its ship
// appears in its captain's home zone at the end of the turn; a second card of an NPC in play
// goes on top of the old one and its ship moves to the new card's zone.
#[test]
fn npc_cards_come_into_play_at_the_end_of_the_turn_and_stack() {
    let s = started_game(2, 3, ShipClass::Flute);
    let (harrow, penrose) = (
        card("Commodore Edward Harrow"),
        card("Admiral Josiah Penrose"),
    );
    let mut s = edited(&s, |st| on_top(st, harrow));
    let events = end_round(&mut s);
    assert!(events.contains(&GameEvent::EventDrawn { card: harrow }));
    let navy = NpcSlot::Navy(Nation::English);
    assert_eq!(s.state().npc(navy), None, "not before the turn ends");
    assert_eq!(s.state().npc_arrivals, vec![harrow]);
    let mut s = edited(&s, |st| on_top(st, penrose));
    let events = end_round(&mut s);
    assert!(events.contains(&GameEvent::NpcArrived {
        slot: navy,
        card: harrow,
        zone: zone("port_royal")
    }));
    assert_eq!(npc_zone(&s, navy), Some(zone("port_royal")));
    let events = end_round(&mut s);
    assert!(events.contains(&GameEvent::NpcArrived {
        slot: navy,
        card: penrose,
        zone: zone("bridgetown")
    }));
    let npc = s.state().npc(navy).unwrap();
    assert_eq!(npc.cards, vec![harrow, penrose]);
    assert_eq!(npc.ship.as_ref().unwrap().class, ShipClass::ManOWar);
    assert_eq!(npc_zone(&s, navy), Some(zone("bridgetown")));
}

// M&M rules: NPC SHIP MOVEMENT: icons move NPCs in order by the letter on the border; with no
// such letter the NPC turns clockwise to the next one (Havana has N, E and S: W becomes N); an
// NPC not on the board is skipped.
#[test]
fn icons_follow_letters_and_turn_clockwise() {
    let navy = NpcSlot::Navy(Nation::English);
    let (d, c) = with_icons(vec![
        (navy, Direction::W),
        (NpcSlot::PirateSloop, Direction::S),
        (navy, Direction::E),
    ]);
    let s = started_game(2, 3, ShipClass::Flute);
    let s = edited(&s, |st| {
        put_npc(st, "Commodore Edward Harrow", "havana");
    });
    let (s, events) = draw_event(&s, d, c);
    let moves: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, GameEvent::NpcMoved { .. }))
        .cloned()
        .collect();
    assert_eq!(
        moves,
        vec![
            GameEvent::NpcMoved {
                slot: navy,
                from: zone("havana"),
                to: zone("nassau"),
                hunting: None
            },
            GameEvent::NpcMoved {
                slot: navy,
                from: zone("nassau"),
                to: zone("tortuga"),
                hunting: None
            },
        ]
    );
    assert_eq!(npc_zone(&s, navy), Some(zone("tortuga")));
}

// M&M rules: NPC movement and Hunt priority: an NPC next to a captain it hunts ignores its
// letter and moves to that captain; of two, the one living up most to its first priority
// (a bounty of the naval ship's own nation beats bounties of others).
#[test]
fn a_hunting_npc_goes_to_the_captain_it_wants_most() {
    let navy = NpcSlot::Navy(Nation::English);
    let (d, c) = with_icons(vec![(navy, Direction::S)]);
    let s = started_game(2, 3, ShipClass::Flute);
    let s = edited(&s, |st| {
        put_npc(st, "Commodore Edward Harrow", "havana");
        st.seats[0].ship.as_mut().unwrap().location = Location::Zone(zone("nassau"));
        st.seats[0].bounties[Nation::French.index()] = 3;
        st.seats[1].ship.as_mut().unwrap().location = Location::Zone(zone("port_royal"));
        st.seats[1].bounties[Nation::English.index()] = 1;
    });
    let (s, events) = draw_event(&s, d.clone(), c);
    assert!(events.contains(&GameEvent::NpcMoved {
        slot: navy,
        from: zone("havana"),
        to: zone("port_royal"),
        hunting: Some(1)
    }));
    // A captain with no bounty, not at war, is no prey: the letter rules again.
    let s = edited(&s, |st| {
        st.seats[0].bounties = [0; 4];
        st.seats[1].bounties = [0; 4];
        st.npc_hunt = None;
    });
    let (s, events) = draw_event(&s, d, c);
    assert!(events.iter().any(|e| matches!(
        e,
        GameEvent::NpcMoved {
            hunting: None,
            from,
            ..
        } if *from == zone("port_royal")
    )));
    assert_eq!(npc_zone(&s, navy), Some(zone("old_providence")));
}

// M&M rules: Hunt priority, pirates: "1. Non-pirate player captains with gold. 2. Non-pirate
// player captains with cargo. 3. Non-pirate player captains." Effects of bounties, Pirate truce:
// "NPC pirate ships will no longer attack you."
#[test]
fn npc_pirates_hunt_gold_then_cargo_and_spare_pirates() {
    let sloop = NpcSlot::PirateSloop;
    let (d, c) = with_icons(vec![(sloop, Direction::S)]);
    let s = started_game(2, 3, ShipClass::Flute);
    // Seat 0 off Nassau, seat 1 off Port Royal, both beside the sloop in Havana's zone.
    let hunted = |edit: &dyn Fn(&mut GameState)| {
        let s = edited(&s, |st| {
            put_npc(st, "Red Nell Crane", "havana");
            st.seats[0].ship.as_mut().unwrap().location = Location::Zone(zone("nassau"));
            st.seats[1].ship.as_mut().unwrap().location = Location::Zone(zone("port_royal"));
            for seat in 0..2 {
                st.seats[seat].gold = 0;
            }
            edit(st);
        });
        let (_, events) = draw_event(&s, d.clone(), c);
        events.iter().find_map(|e| match e {
            GameEvent::NpcMoved { slot, hunting, .. } if *slot == sloop => Some(*hunting),
            _ => None,
        })
    };
    let cargo = |st: &mut GameState, seat: Seat| {
        let card = st.decks.cargo.pop().unwrap();
        st.seats[seat].cargo.push(card);
    };
    // Gold beats cargo.
    let to = hunted(&|st| {
        st.seats[1].gold = 2;
        cargo(st, 0);
        cargo(st, 0);
    });
    assert_eq!(to, Some(Some(1)));
    // Cargo beats an empty hold and purse.
    let to = hunted(&|st| cargo(st, 0));
    assert_eq!(to, Some(Some(0)));
    // Neither: still prey, either one.
    assert!(matches!(hunted(&|_| {}), Some(Some(_))));
    // The pirate truce: a captain with a bounty is left alone, gold or not.
    let to = hunted(&|st| {
        st.seats[1].gold = 20;
        st.seats[1].bounties[Nation::Spanish.index()] = 1;
    });
    assert_eq!(to, Some(Some(0)));
    let to = hunted(&|st| {
        st.seats[0].bounties[Nation::Dutch.index()] = 1;
        st.seats[1].bounties[Nation::Spanish.index()] = 1;
    });
    assert_eq!(to, Some(None), "no prey: the sloop follows its letter");
}

/// The active captain in port at `port`, these NPCs in its zone; then `edit` (given the
/// active seat).
pub(crate) fn docked_among(
    port: &str,
    npcs: &[&str],
    edit: impl FnOnce(&mut GameState, Seat),
) -> Session {
    let s = started_game(2, 3, ShipClass::Flute);
    let p = data().port_by_key(port).unwrap();
    let active = s.state().active_seat().unwrap();
    edited(&s, |st| {
        st.seats[active].ship.as_mut().unwrap().location = Location::Port(p);
        for name in npcs {
            put_npc(st, name, port);
        }
        edit(st, active);
    })
}

/// The active captain in port at Havana with two English bounties, these NPCs outside.
pub(crate) fn wanted_in_havana(npcs: &[&str], edit: impl FnOnce(&mut GameState)) -> Session {
    docked_among("havana", npcs, |st, active| {
        st.seats[active].bounties[Nation::English.index()] = 2;
        edit(st);
    })
}

pub(crate) const HARROW: &[&str] = &["Commodore Edward Harrow"];

/// The active captain puts out of port into the zone of `port`.
pub(crate) fn sail_out(s: &mut Session, port: &str) -> Vec<GameEvent> {
    let to = Location::Zone(zone(port));
    let c = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { to: t, .. } if *t == to))
        .expect("sailing out is offered");
    pick(s, c)
}
