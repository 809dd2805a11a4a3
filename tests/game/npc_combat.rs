//! NPC ships in combat and PLUNDER: beating an NPC (a naval ship's prize, a pirate's reward,
//! the missions that ask for it, the card below taking over) and battles that cannot end.

use crate::common::*;
use crate::npcs::*;
use spanish_main::content::{HitLocation, Nation, NpcSlot, ShipClass};
use spanish_main::rules::state::HitTrack;
use spanish_main::rules::*;

/// Lucía Arana's frigate at sea off Havana beside the NPC `name`, her glory cards set aside;
/// a pirate (a Dutch bounty) or not.
fn beside_npc(name: &str, pirate: bool) -> (Session, Seat, NpcSlot) {
    let (s, a) = at_sea(data(), "Lucía Arana", "havana", ShipClass::Frigate);
    let mut slot = None;
    let s = edited(&s, |st| {
        let hand = std::mem::take(&mut st.seats[a].glory_cards);
        st.decks.glory.extend(hand);
        for seat in 0..st.seats.len() {
            st.seats[seat].bounties = [0; 4];
        }
        if pirate {
            st.seats[a].bounties[Nation::Dutch.index()] = 1;
        }
        slot = Some(put_npc(st, name, "havana"));
    });
    (s, a, slot.unwrap())
}

fn rig(s: &Session, spec: &str) -> Session {
    edited(s, |st| st.rng = rng_dice(spec))
}

/// Lucía (SCOUTING, SEAMANSHIP and LEADERSHIP 2) scouts the NPC, then wins by boarding: her
/// guns are silenced (no cannon hits to sink it), the NPC's crew is down to one and its hold
/// has taken `cargo_hits`; she wins both contests and the crew combat.
pub(crate) fn board_and_win(
    s: &Session,
    slot: NpcSlot,
    cargo_hits: u8,
) -> (Session, Vec<GameEvent>) {
    let d = data();
    let npc = d.npc(s.state().npc(slot).unwrap().captain()).clone();
    let fail = |n: u8| "F".repeat(n as usize);
    let mut s = rig(s, "SS");
    let mut all = pick(&mut s, Choice::Scout(ScoutTarget::Npc(slot)));
    let a = s.state().active_seat().unwrap();
    let mut s = edited(&s, |st| {
        st.seats[a].ship.as_mut().unwrap().hits.cannons = 0;
        let ship = st.npc_mut(slot).unwrap().ship.as_mut().unwrap();
        ship.hits.crew = 1;
        ship.hits.cargo -= cargo_hits;
    });
    all.extend(pick(&mut s, Choice::Declare(NavalAction::Shoot)));
    let mut s = rig(&s, &format!("SS{}", fail(npc.seamanship)));
    all.extend(pick(&mut s, Choice::Declare(NavalAction::Shoot)));
    all.extend(pick(&mut s, Choice::Declare(NavalAction::Board)));
    let spec = format!("SS{} SS{}", fail(npc.seamanship), fail(npc.leadership));
    let mut s = rig(&s, &spec);
    all.extend(pick(&mut s, Choice::Declare(NavalAction::Shoot)));
    (s, all)
}

// M&M rules: PLUNDER, Plundering naval ships: after winning crew combat against a naval ship,
// draw 3 cargo cards and take gold equal to their PLUNDER values, discard one at random per hit
// its cargo took, keep what fits. BOUNTIES AND REWARDS: defeating a naval ship lays a bounty of
// its nation; GLORY: 1 point for defeating an NPC. NON-PLAYER CAPTAINS: a beaten NPC's card is
// discarded and the captain below takes over at home at the end of the turn.
#[test]
fn a_beaten_naval_ship_gives_up_its_prize() {
    let (s, a, navy) = beside_npc("Capitan Diego de Ortega", false);
    let s = edited(&s, |st| stack_cargo(st, &[0, 1, 2]));
    let gold = s.state().seats[a].gold;
    let glory = s.state().seats[a].glory;
    let (mut s, events) = board_and_win(&s, navy, 1);
    let prize = events.iter().find_map(|e| match e {
        GameEvent::PrizeTaken {
            gold, cards, lost, ..
        } => Some((*gold, cards.len(), lost.len())),
        _ => None,
    });
    let d = data();
    let value: u32 = (0..3).map(|i| d.cargo_deck[i].plunder as u32).sum();
    assert_eq!(prize, Some((value, 2, 1)), "one card lost to the cargo hit");
    assert_eq!(s.state().seats[a].gold, gold + value as i32);
    assert_eq!(s.state().seats[a].glory, glory + 1);
    // One bounty for attacking a non-pirate, one for defeating a naval ship.
    assert_eq!(s.state().seats[a].bounties[Nation::Spanish.index()], 2);
    // The prize's two cards are offered while the hold has room; the rest are discarded.
    let prize = s.state().battle.as_ref().unwrap().prize.clone();
    assert!(offers(&s, Choice::TakeCargo(prize[0])));
    assert!(offers(&s, Choice::ClaimShip));
    let events = pick(&mut s, Choice::TakeCargo(prize[0]));
    assert!(s.state().seats[a].cargo.contains(&prize[0]));
    let events = [events, pick(&mut s, Choice::Done)].concat();
    assert!(events.contains(&GameEvent::NpcDefeated {
        slot: navy,
        card: card("Capitan Diego de Ortega")
    }));
    assert!(s.state().npc(navy).is_none(), "no captain below it");
}

// M&M rules: Plundering NPC pirates: a non-pirate who defeats the pirate frigate earns 15 gold,
// the sloop 5; a pirate earns nothing.
#[test]
fn defeating_an_npc_pirate_pays_non_pirates() {
    for (name, pirate, want) in [
        ("Black Morgan Vane", false, Some(15)),
        ("Red Nell Crane", false, Some(5)),
        ("Red Nell Crane", true, None),
    ] {
        let (s, a, slot) = beside_npc(name, pirate);
        let (mut s, mut events) = board_and_win(&s, slot, 0);
        assert!(!offers(&s, Choice::TakeGold), "NPC pirates carry no gold");
        events.extend(pick(&mut s, Choice::Done));
        let paid = events.iter().find_map(|e| match e {
            GameEvent::PirateRewardClaimed { seat, gold } if *seat == a => Some(*gold),
            _ => None,
        });
        assert_eq!(paid, want, "{name}, pirate: {pirate}");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, GameEvent::NpcDefeated { .. }))
        );
    }
}

// M&M rules: Claim a mission — missions asking for an NPC beaten (ours: "Letter of Marque",
// the Spanish naval ship; "The Merchants' Purse", an NPC pirate): the deed is done only by
// beating that kind of NPC.
#[test]
fn missions_that_ask_for_an_npc_beaten() {
    for (name, mission, done) in [
        ("Capitan Diego de Ortega", "Letter of Marque", true),
        ("Red Nell Crane", "Letter of Marque", false),
        ("Red Nell Crane", "The Merchants' Purse", true),
        ("Capitan Diego de Ortega", "The Merchants' Purse", false),
    ] {
        let (s, a, slot) = beside_npc(name, false);
        let mut m = None;
        let s = edited(&s, |st| m = Some(hold_mission(st, a, mission)));
        let (_, events) = board_and_win(&s, slot, 0);
        assert_eq!(
            events.contains(&GameEvent::MissionDeedDone {
                seat: a,
                mission: m.unwrap()
            }),
            done,
            "{mission} against {name}"
        );
    }
}

// M&M rules: NON-PLAYER CAPTAINS: "If the new captain dies, they are replaced by the card below
// it and the miniature is moved back to that captain's home port (at the end of the turn)."
#[test]
fn a_beaten_npc_is_replaced_by_the_card_below() {
    let (s, _, navy) = beside_npc("Capitan Diego de Ortega", false);
    let below = card("Almirante Rodrigo Salcedo");
    let s = edited(&s, |st| {
        st.decks.events.retain(|x| *x != below);
        st.npc_mut(navy).unwrap().cards.insert(0, below);
    });
    let (mut s, _) = board_and_win(&s, navy, 0);
    pick(&mut s, Choice::Done);
    let npc = s.state().npc(navy).unwrap();
    assert_eq!(npc.cards, vec![below]);
    assert!(npc.ship.is_none(), "off the board until the turn ends");
    while s.state().npc(navy).unwrap().ship.is_none() {
        pick(&mut s, Choice::EndTurn);
    }
    assert_eq!(npc_zone(&s, navy), Some(zone("havana")));
    let hits = s.state().npc(navy).unwrap().ship.as_ref().unwrap().hits;
    assert_eq!(hits, HitTrack::full(data().ship(ShipClass::ManOWar)));
    let _ = HitLocation::Hull;
}

// M&M rules: NAVAL COMBAT, 1. Declaration — our rule (the text has no end for it): when
// neither ship can fire, board or flee, they drift apart with no winner. An NPC with masts
// but no guns and no crew may not flee an enemy as bare as itself, so it counts as stuck too.
#[test]
fn ships_that_can_neither_fire_board_nor_flee_drift_apart() {
    let (s, a, navy) = beside_npc("Capitan Diego de Ortega", false);
    let d = data();
    let npc = d.npc(s.state().npc(navy).unwrap().captain()).clone();
    let mut s = rig(&s, "SS");
    pick(&mut s, Choice::Scout(ScoutTarget::Npc(navy)));
    let mut s = edited(&s, |st| {
        let mine = &mut st.seats[a].ship.as_mut().unwrap().hits;
        (mine.masts, mine.cannons, mine.crew) = (0, 0, 0);
        let theirs = &mut st.npc_mut(navy).unwrap().ship.as_mut().unwrap().hits;
        (theirs.cannons, theirs.crew) = (0, 0);
        assert!(theirs.masts > 0);
        st.rng = rng_dice(&format!("F {}", "F".repeat(npc.seamanship as usize)));
    });
    let mut events = pick(&mut s, Choice::Declare(NavalAction::Shoot));
    for _ in 0..6 {
        match s.decision() {
            Some(d) if s.state().battle.is_some() => {
                assert_eq!(d.options[0], Choice::Declare(NavalAction::Shoot), "{d:?}");
                events.extend(pick(&mut s, d.options[0]));
            }
            _ => break,
        }
    }
    assert!(
        events.contains(&GameEvent::BattleEnded {
            end: BattleEnd::NoWinner
        }),
        "{events:?}"
    );
    assert!(s.state().battle.is_none());
    assert!(s.check_invariants().is_ok());
}
