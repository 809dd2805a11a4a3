//! NON-PLAYER CAPTAINS (NPCS): NPC cards coming into play and stacking, movement by letter,
//! the clockwise fallback and the hunting override, scouting for players, NPCs in combat, and
//! defeating them (NPC SHIP MOVEMENT, Hunt priority, Scouting, NPC ships in combat, PLUNDER).

use crate::common::*;
use spanish_main::content::{
    Direction, EventCardId, GameData, HitLocation, Nation, NpcSlot, ShipClass, Skill, ZoneId,
};
use spanish_main::rules::state::{HitTrack, NpcState, Ship};
use spanish_main::rules::*;
use std::sync::Arc;

fn zone(key: &str) -> ZoneId {
    data().zone_by_key(key).unwrap()
}

/// The NPC captain card of this name.
fn card(name: &str) -> EventCardId {
    let d = data();
    let i = d.event_deck.iter().position(|c| c.name == name);
    EventCardId(i.unwrap_or_else(|| panic!("no event card {name}")) as u8)
}

/// Take the NPC captain `name` out of the deck and put its ship in `at`.
fn put_npc(st: &mut GameState, name: &str, at: &str) -> NpcSlot {
    let d = data();
    let c = card(name);
    st.decks.events.retain(|x| *x != c);
    let npc = d.npc(c);
    st.npcs.push(NpcState {
        slot: npc.slot,
        cards: vec![c],
        ship: Some(Ship {
            class: npc.class,
            location: Location::Zone(zone(at)),
            hits: HitTrack::full(d.ship(npc.class)),
            mods: vec![],
        }),
    });
    npc.slot
}

/// Put this event card on top of the deck.
fn on_top(st: &mut GameState, c: EventCardId) {
    st.decks.events.retain(|x| *x != c);
    st.decks.event_discard.retain(|x| *x != c);
    if st.current_event == Some(c) {
        st.current_event = None;
    }
    st.decks.events.push(c);
}

fn npc_zone(s: &Session, slot: NpcSlot) -> Option<ZoneId> {
    s.state().npc(slot).and_then(|n| n.zone())
}

/// A copy of the game's data where the first non-NPC event card has these icons and no
/// effect; returns the data and that card.
fn with_icons(icons: Vec<(NpcSlot, Direction)>) -> (Arc<GameData>, EventCardId) {
    let mut d = (*data()).clone();
    let i = d.event_deck.iter().position(|c| c.npc.is_none()).unwrap();
    d.event_deck[i].icons = icons;
    d.event_deck[i].effect = spanish_main::content::EventEffect::Quiet;
    (Arc::new(d), EventCardId(i as u8))
}

/// Start the next round with `card` as its event, on `data`.
fn draw_event(s: &Session, data: Arc<GameData>, c: EventCardId) -> (Session, Vec<GameEvent>) {
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
fn docked_among(port: &str, npcs: &[&str], edit: impl FnOnce(&mut GameState, Seat)) -> Session {
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
fn wanted_in_havana(npcs: &[&str], edit: impl FnOnce(&mut GameState)) -> Session {
    docked_among("havana", npcs, |st, active| {
        st.seats[active].bounties[Nation::English.index()] = 2;
        edit(st);
    })
}

const HARROW: &[&str] = &["Commodore Edward Harrow"];

/// The active captain puts out of port into the zone of `port`.
fn sail_out(s: &mut Session, port: &str) -> Vec<GameEvent> {
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

// M&M rules: NON-PLAYER CAPTAINS, Scouting: a captain moving from port out into a hostile NPC's
// zone is scouted for; the naval captain rolls its SCOUTING or the target's bounties of its
// nation, whichever is higher; found, a battle begins with the NPC as aggressor, steered by
// the player to the fighter's left. NPC ships in combat: the steering seat plays no glory card.
#[test]
fn sailing_into_a_hostile_npcs_zone_starts_a_battle() {
    let mut s = wanted_in_havana(HARROW, |st| st.rng = rng_dice("S*"));
    let a = s.state().active_seat().unwrap();
    let navy = NpcSlot::Navy(Nation::English);
    let events = sail_out(&mut s, "havana");
    let roll = events.iter().find_map(|e| match e {
        GameEvent::DiceRolled { by, faces, .. } if *by == Side::Npc(navy) => Some(faces.len()),
        _ => None,
    });
    assert_eq!(roll, Some(2), "max(SCOUTING 2, two English bounties)");
    assert!(events.contains(&GameEvent::NpcScouted {
        slot: navy,
        seat: a,
        found: true
    }));
    assert!(events.contains(&GameEvent::BattleBegun {
        aggressor: Side::Npc(navy),
        defender: Side::Captain(a),
        zone: zone("havana")
    }));
    let d = s.decision().unwrap();
    assert_eq!(d.seat, (a + 1) % 2, "the seat to the left steers the NPC");
    assert_eq!(d.options, vec![Choice::Declare(NavalAction::Shoot)]);
    // The move's action is spent only when the battle is over.
    assert!(matches!(
        s.state().phase,
        Phase::Actions {
            actions_left: 3,
            ..
        }
    ));
}

// M&M rules: Scouting: NPC pirates in a zone with a naval ship do not scout; two men-o-war in
// one zone do not scout; a captain no NPC hunts is not scouted for.
#[test]
fn scouting_restrictions() {
    // A non-pirate: the navy does not hunt it, and the pirate beside the navy keeps quiet.
    // Two men-o-war in the zone: neither scouts, wanted or not.
    let cases: [([&str; 2], [u8; 4]); 2] = [
        (["Commodore Edward Harrow", "Red Nell Crane"], [0; 4]),
        (
            ["Admiral Josiah Penrose", "Almirante Rodrigo Salcedo"],
            [2, 0, 1, 0],
        ),
    ];
    for (npcs, bounties) in cases {
        let mut s = wanted_in_havana(&npcs, |st| {
            let a = st.active_seat().unwrap();
            st.seats[a].bounties = bounties;
            st.rng = rng_dice("SSSS");
        });
        let events = sail_out(&mut s, "havana");
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, GameEvent::NpcScouted { .. })),
            "{npcs:?}"
        );
        assert!(s.state().battle.is_none());
    }
}

// M&M rules: NPC ships in combat: the Flee action may not be chosen unless the NPC has fewer
// cannons or crew than the player captain it is up against.
#[test]
fn an_npc_flees_only_when_outgunned_or_outmanned() {
    let mut s = wanted_in_havana(HARROW, |st| st.rng = rng_dice("S* F F F F F F"));
    sail_out(&mut s, "havana");
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    pass_card_windows(&mut s);
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    pass_card_windows(&mut s);
    while s.state().battle.as_ref().is_some_and(|b| b.round < 2) {
        let c = s.decision().unwrap().options[0];
        pick(&mut s, c);
    }
    let d = s.decision().unwrap();
    assert!(matches!(
        s.state().battle.as_ref().unwrap().sides[0],
        Side::Npc(_)
    ));
    // The frigate (4 cannons, 4 crew) against a flute (1 and 2): no Flee.
    assert!(!d.options.contains(&Choice::Declare(NavalAction::Flee)));
    assert!(d.options.contains(&Choice::Declare(NavalAction::Board)));
    let navy = NpcSlot::Navy(Nation::English);
    let s = edited(&s, |st| {
        st.npc_mut(navy).unwrap().ship.as_mut().unwrap().hits.crew = 1;
    });
    assert!(offers(&s, Choice::Declare(NavalAction::Flee)));
}

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
fn board_and_win(s: &Session, slot: NpcSlot, cargo_hits: u8) -> (Session, Vec<GameEvent>) {
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

/// The active captain in port at `port`, `npcs` in its zone, `edit` applied; then it sails out
/// with every die a success. Returns how many NPCs scouted for it.
fn sail_out_of(port: &str, npcs: &[&str], edit: impl FnOnce(&mut GameState, Seat)) -> usize {
    let mut s = docked_among(port, npcs, |st, a| {
        edit(st, a);
        st.rng = rng_dice("SSSSSSSS");
    });
    sail_out(&mut s, port)
        .iter()
        .filter(|e| matches!(e, GameEvent::NpcScouted { .. }))
        .count()
}

// M&M rules: PORTS, Trinidad: captains in this zone are invisible to naval ships. Tortuga:
// pirates here are unseen by French naval ships unless wanted by France, and NPC pirates never
// scout for French captains. Honoré Vasseur's Buccaneer Friends: NPC pirates do not scout for
// him while he carries no cargo.
#[test]
fn havens_from_npc_eyes() {
    let wanted = |st: &mut GameState, a: Seat| st.seats[a].bounties[Nation::Spanish.index()] = 1;
    assert_eq!(
        sail_out_of("trinidad", &["Capitan Diego de Ortega"], wanted),
        0
    );
    assert_eq!(
        sail_out_of("havana", &["Capitan Diego de Ortega"], wanted),
        1
    );
    let d = data();
    let french = |st: &mut GameState, a: Seat| {
        let who = st
            .decks
            .captains
            .iter()
            .position(|c| {
                let c = d.captain(*c);
                c.nation == Nation::French
                    && c.ability.effect
                        != spanish_main::content::AbilityEffect::PiratesIgnoreEmptyHold
            })
            .unwrap();
        std::mem::swap(&mut st.decks.captains[who], &mut st.seats[a].captain);
    };
    assert_eq!(sail_out_of("tortuga", &["Jack Tallow"], french), 0);
    assert_eq!(sail_out_of("havana", &["Jack Tallow"], french), 1);
    let french_pirate = |st: &mut GameState, a: Seat| {
        st.seats[a].bounties[Nation::English.index()] = 1;
    };
    assert_eq!(
        sail_out_of("tortuga", &["Capitaine Armand de Crecy"], french_pirate),
        0
    );
    let honore = captain(&d, "Honoré Vasseur");
    let vasseur = |st: &mut GameState, a: Seat| {
        match st.decks.captains.iter().position(|c| *c == honore) {
            Some(i) => std::mem::swap(&mut st.decks.captains[i], &mut st.seats[a].captain),
            None => {
                let other = st.seats[1 - a].captain;
                st.seats[1 - a].captain = st.seats[a].captain;
                st.seats[a].captain = other;
            }
        }
        st.seats[a].cargo.clear();
    };
    assert_eq!(sail_out_of("havana", &["Jack Tallow"], vasseur), 0);
}

/// What one NPC did as a captain put out of port into its zone.
struct Scouting {
    /// The successes of each SCOUTING roll the NPC made.
    rolls: Vec<u8>,
    /// Whether it found the captain (`None`: it did not scout).
    found: Option<bool>,
    /// Whether it attacked (a battle began with it as aggressor).
    attacked: bool,
}

/// The active captain puts out of `port` into its zone past the NPC `name`, after `edit`, the
/// dice coming up as `dice` says (see `rng_dice`): what the NPC did.
fn scouting(
    port: &str,
    name: &str,
    dice: &str,
    edit: impl FnOnce(&mut GameState, Seat),
) -> Scouting {
    let mut slot = None;
    let mut s = docked_among(port, &[], |st, a| {
        slot = Some(put_npc(st, name, port));
        edit(st, a);
        st.rng = rng_dice(dice);
    });
    let by = Side::Npc(slot.unwrap());
    let events = sail_out(&mut s, port);
    Scouting {
        rolls: events
            .iter()
            .filter_map(|e| match e {
                GameEvent::DiceRolled {
                    by: b,
                    skill: Skill::Scouting,
                    successes,
                    ..
                } if *b == by => Some(*successes),
                _ => None,
            })
            .collect(),
        found: events.iter().find_map(|e| match e {
            GameEvent::NpcScouted { slot: n, found, .. } if Side::Npc(*n) == by => Some(*found),
            _ => None,
        }),
        attacked: events.iter().any(|e| {
            matches!(e, GameEvent::BattleBegun { aggressor, zone: z, .. }
                if *aggressor == by && *z == zone(port))
        }),
    }
}

/// One Dutch bounty: every navy but the Dutch hunts the captain, with its SCOUTING of 2 dice
/// (more than the bounties of its own nation, none).
fn wanted_by_the_dutch(st: &mut GameState, a: Seat) {
    st.seats[a].bounties = [0; 4];
    st.seats[a].bounties[Nation::Dutch.index()] = 1;
}

// M&M rules: PORTS, Basse-Terre (l.1666): "French naval ships may re-roll their SCOUTING
// rolls": in Basse-Terre's zone a French naval ship whose roll fails rolls again (a roll that
// finds needs none); another nation's navy there, or the French navy in another zone, does not.
#[test]
fn french_navies_reroll_scouting_off_basse_terre() {
    let crecy = "Capitaine Armand de Crecy";
    // Two dice a roll: the first roll misses, the second finds.
    let s = scouting("basse_terre", crecy, "FF SS", wanted_by_the_dutch);
    assert_eq!(s.rolls, vec![0, 2], "the failed roll is rolled again");
    assert_eq!(s.found, Some(true));
    assert!(
        s.attacked,
        "found on the re-roll, the French frigate attacks"
    );
    let s = scouting("basse_terre", crecy, "S* **", wanted_by_the_dutch);
    assert_eq!(
        (s.rolls.len(), s.found),
        (1, Some(true)),
        "no re-roll of a find"
    );
    // The same dice elsewhere, or for the English navy off Basse-Terre: the miss stands.
    let s = scouting("havana", crecy, "FF SS", wanted_by_the_dutch);
    assert_eq!((s.rolls, s.found), (vec![0], Some(false)));
    assert!(!s.attacked);
    let harrow = "Commodore Edward Harrow";
    let s = scouting("basse_terre", harrow, "FF SS", wanted_by_the_dutch);
    assert_eq!((s.rolls, s.found), (vec![0], Some(false)));
    assert!(!s.attacked);
}

// M&M rules: PORTS, Nassau (l.1698): "Naval ships must roll SCOUTING twice and succeed both
// rolls to find a player": in Nassau's zone one success is not enough for a navy, two are; a
// first miss ends it. NPC pirates are no naval ships: one roll finds there.
#[test]
fn navies_must_scout_twice_off_nassau() {
    let ortega = "Capitan Diego de Ortega";
    let s = scouting("nassau", ortega, "S* FF", wanted_by_the_dutch);
    assert_eq!(s.rolls.len(), 2);
    assert_eq!(s.found, Some(false), "one success is not enough");
    assert!(!s.attacked);
    let s = scouting("nassau", ortega, "S* *S", wanted_by_the_dutch);
    assert_eq!(
        (s.rolls.len(), s.found),
        (2, Some(true)),
        "two successes find"
    );
    assert!(s.attacked);
    let s = scouting("nassau", ortega, "FF SS", wanted_by_the_dutch);
    assert_eq!(
        (s.rolls, s.found),
        (vec![0], Some(false)),
        "a first miss ends it"
    );
    // Elsewhere the navy's first success finds.
    let s = scouting("havana", ortega, "S* FF", wanted_by_the_dutch);
    assert_eq!((s.rolls.len(), s.found), (1, Some(true)));
    // The pirate sloop (SCOUTING 3) hunts the honest captain with one roll off Nassau.
    let honest = |st: &mut GameState, a: Seat| st.seats[a].bounties = [0; 4];
    let s = scouting("nassau", "Red Nell Crane", "S** FFF", honest);
    assert_eq!((s.rolls.len(), s.found), (1, Some(true)));
    assert!(s.attacked);
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
