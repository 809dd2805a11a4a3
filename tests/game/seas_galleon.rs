//! MODULE 6: TREASURE GALLEON — its setup, its moves and gold, the attack on it and what
//! beating it brings.

use crate::common::*;
use crate::npcs::{on_top, put_npc, zone};
use spanish_main::content::{EventCardId, Nation, NpcSlot, ShipClass, Switches, ZoneId};
use spanish_main::rules::npc::hunt::by_letter;
use spanish_main::rules::state::{HitTrack, NpcState, Ship};
use spanish_main::rules::*;

const GALLEON: NpcSlot = NpcSlot::TreasureGalleon;

fn galleon(s: &Session) -> Option<&NpcState> {
    s.state().npc(GALLEON)
}

/// The galleon in the `at` sea zone with `gold` on its board.
fn put_galleon(st: &mut GameState, at: ZoneId, gold: u32) {
    let d = data();
    st.config.seas = Switches::parse("m6").unwrap();
    st.npcs.retain(|n| n.slot != GALLEON);
    st.npcs.push(NpcState {
        slot: GALLEON,
        cards: vec![],
        ship: Some(Ship {
            class: ShipClass::Galleon,
            location: Location::Zone(at),
            hits: HitTrack::full(d.ship(ShipClass::Galleon)),
            mods: vec![],
        }),
        weapons: vec![],
        spent: vec![],
        gold,
    });
}

// MODULE 6, Setup — "Place the treasure galleon miniature (the gold galleon) in the Cartagena
// sea zone"; Movement and gold — it moves toward the first move icon of any event card with
// move icons, and 5 gold goes on its board with each move.
#[test]
fn module_6_the_galleon_sails_from_cartagena_with_each_event_cards_first_icon() {
    let d = data();
    let mut s = seas_game(vec![SeatKind::Human; 2], 21, 0, "m6");
    let cartagena = zone("cartagena");
    let mut told = Vec::new();
    for _ in 0..2 {
        told.extend(pick(&mut s, Choice::ChooseShip(ShipClass::Sloop)));
    }
    assert!(told.contains(&GameEvent::TreasureGalleonSails { zone: cartagena }));
    let card = s.state().current_event.unwrap();
    let (want, gold) = match d.event(card).icons.first() {
        Some(&(_, dir)) if by_letter(&d, cartagena, dir) != cartagena => {
            (by_letter(&d, cartagena, dir), 5)
        }
        _ => (cartagena, 0),
    };
    assert_eq!(galleon(&s).unwrap().zone(), Some(want));
    assert_eq!(galleon(&s).unwrap().gold, gold);

    // The next card: one whose first icon leads out of the galleon's zone, any NPC's icon.
    let from = want;
    let next = (0..d.event_deck.len())
        .map(|i| EventCardId(i as u8))
        .find(|c| {
            Some(*c) != s.state().current_event
                && d.event(*c).icons.first().is_some_and(|&(slot, dir)| {
                    by_letter(&d, from, dir) != from && !matches!(slot, NpcSlot::TreasureGalleon)
                })
        })
        .expect("a card with a first icon leading on");
    let mut s = edited(&s, |st| on_top(st, next));
    let events = [pick(&mut s, Choice::EndTurn), pick(&mut s, Choice::EndTurn)].concat();
    let to = by_letter(&d, from, d.event(next).icons[0].1);
    assert!(events.contains(&GameEvent::NpcMoved {
        slot: GALLEON,
        from,
        to,
        hunting: None
    }));
    assert!(events.contains(&GameEvent::TreasureLoaded { gold: gold + 5 }));
    // After the icons, before the card's text: the last NPC icon's move comes first.
    let moved = events
        .iter()
        .position(|e| matches!(e, GameEvent::NpcMoved { slot: GALLEON, .. }))
        .unwrap();
    let drawn = events
        .iter()
        .position(|e| matches!(e, GameEvent::EventDrawn { .. }))
        .unwrap();
    assert!(drawn < moved);
}

/// Lucía Arana's frigate beside the galleon (off Havana, `gold` aboard); she scouts it, wins
/// the contests and boards; the galleon's crew is down to one.
fn board_the_galleon(gold: u32) -> (Session, Seat, Vec<GameEvent>) {
    let d = data();
    let g = &d.tokens.treasure_galleon;
    let (s, a) = at_sea(data(), "Lucía Arana", "havana", ShipClass::Frigate);
    let s = edited(&s, |st| {
        let hand = std::mem::take(&mut st.seats[a].glory_cards);
        st.decks.glory.extend(hand);
        for seat in 0..st.seats.len() {
            st.seats[seat].bounties = [0; 4];
        }
        put_galleon(st, zone("havana"), gold);
    });
    let fail = |n: u8| "F".repeat(n as usize);
    let rig = |s: &Session, spec: &str| edited(s, |st| st.rng = rng_dice(spec));
    let mut s = rig(&s, "SS");
    let mut all = pick(&mut s, Choice::Scout(ScoutTarget::Npc(GALLEON)));
    let mut s = edited(&s, |st| {
        st.seats[a].ship.as_mut().unwrap().hits.cannons = 0;
        st.npc_mut(GALLEON)
            .unwrap()
            .ship
            .as_mut()
            .unwrap()
            .hits
            .crew = 1;
    });
    all.extend(pick(&mut s, Choice::Declare(NavalAction::Shoot)));
    let mut s = rig(&s, &format!("SS{}", fail(g.seamanship)));
    all.extend(pick(&mut s, Choice::Declare(NavalAction::Shoot)));
    all.extend(pick(&mut s, Choice::Declare(NavalAction::Board)));
    let spec = format!("SS{} SS{}", fail(g.seamanship), fail(g.leadership));
    let mut s = rig(&s, &spec);
    all.extend(pick(&mut s, Choice::Declare(NavalAction::Shoot)));
    (s, a, all)
}

// MODULE 6, Attacking the treasure galleon — "If successful, a naval battle begins and you
// receive 1 Spanish bounty. If you defeat the galleon you get 1 glory point, 1 additional
// Spanish bounty for every 10 gold on the treasure galleon board (rounded down), and, if you
// won through crew combat, you may claim the galleon as your ship and/or all the gold on its
// board ... If defeated, it is out for the rest of the game."
#[test]
fn module_6_beating_the_galleon_pays_glory_bounties_and_its_gold() {
    for take in [true, false] {
        let (mut s, a, events) = board_the_galleon(25);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, GameEvent::GloryGained { seat, .. } if *seat == a))
        );
        // One for the attack, two for 25 gold (no naval ship's bounty besides).
        assert_eq!(s.state().seats[a].bounties[Nation::Spanish.index()], 3);
        assert!(offers(&s, Choice::TakeGold));
        assert!(offers(&s, Choice::ClaimShip));
        let gold = s.state().seats[a].gold;
        let mut told = Vec::new();
        if take {
            told.extend(pick(&mut s, Choice::TakeGold));
            assert_eq!(s.state().seats[a].gold, gold + 25);
            assert!(told.contains(&GameEvent::TreasureTaken { seat: a, gold: 25 }));
            assert!(!offers(&s, Choice::TakeGold));
        }
        told.extend(pick(&mut s, Choice::Done));
        let lost = if take { 0 } else { 25 };
        assert!(told.contains(&GameEvent::TreasureGalleonLost { gold: lost }));
        assert!(galleon(&s).is_none(), "out for the rest of the game");
        s.check_invariants().unwrap();
    }
}

// MODULE 6 — "It has no hunt criteria and never initiates a battle", and other NPCs ignore it:
// a captain sailing into its zone is scouted by the NPC pirate there, never by the galleon,
// and the galleon does not keep the pirate from scouting as a naval ship would.
#[test]
fn module_6_the_galleon_never_scouts_and_other_npcs_ignore_it() {
    let (s, a) = in_port(data(), "Lucía Arana", "havana", ShipClass::Sloop);
    let s = edited(&s, |st| {
        st.seats[a].bounties = [0; 4];
        st.seats[a].gold = 30;
        put_galleon(st, zone("havana"), 10);
        put_npc(st, "Red Nell Crane", "havana");
        st.rng = rng_dice("FFFFFFFF");
    });
    let mut s = s;
    let to = Location::Zone(zone("havana"));
    let events = pick(
        &mut s,
        Choice::Move {
            to,
            entry: Entry::Free,
        },
    );
    let scouts: Vec<NpcSlot> = events
        .iter()
        .filter_map(|e| match e {
            GameEvent::NpcScouted { slot, .. } => Some(*slot),
            _ => None,
        })
        .collect();
    assert_eq!(scouts, [NpcSlot::PirateSloop]);
    assert!(s.state().battle.is_none());
    assert_eq!(galleon(&s).unwrap().gold, 10);
}
