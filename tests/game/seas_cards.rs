//! Seas of Glory, MODULE 1: RUMORS, MISSIONS, EVENTS & CAPTAINS — the new decks shuffled
//! into ours or played alone, the new NPC pirates, the third mission slot, and the new
//! captains' abilities, played through the session's door.

use crate::common::*;
use crate::npcs::{card, put_npc, sail_out, zone};
use spanish_main::content::{
    AbilityEffect, CaptainId, EventEffect, GameData, HitLocation, Nation, NpcSlot, ShipClass,
    Switch,
};
use spanish_main::rules::*;

/// The name of MODULE 1's captain with this ability.
fn new_captain(effect: AbilityEffect) -> String {
    let d = data();
    d.captains
        .iter()
        .find(|c| c.switch == Some(Switch::Cards) && c.ability.effect == effect)
        .unwrap_or_else(|| panic!("no Module 1 captain with {effect:?}"))
        .name
        .clone()
}

/// Every captain card of the game, wherever it lies.
fn all_captains(s: &Session) -> Vec<CaptainId> {
    let st = s.state();
    let mut all: Vec<CaptainId> = st
        .decks
        .captains
        .iter()
        .chain(&st.decks.captain_discard)
        .chain(st.seats.iter().map(|x| &x.captain))
        .chain(
            st.seats
                .iter()
                .flat_map(|x| x.captain_offer.iter().flatten()),
        )
        .copied()
        .collect();
    all.sort();
    all
}

/// How many cards of MODULE 1 (and of the base game) a deck of `len` cards holds, by
/// whether card `i` is Module 1's.
fn split(len: usize, module: impl Fn(usize) -> bool) -> (usize, usize) {
    let new = (0..len).filter(|i| module(*i)).count();
    (new, len - new)
}

// MODULE 1: "Use the new rumor, mission and captain cards either separately as new decks, or
// shuffled in with the base game cards. New event cards must be used together with the base
// game event cards." Counts ours: 16 captains, 16 rumors, 16 missions, 12 events, 10 glory
// cards.
#[test]
fn module_1_cards_are_shuffled_in_or_played_alone() {
    let d = data();
    let m1 = |s: Option<Switch>| s == Some(Switch::Cards);
    assert_eq!(d.captains.iter().filter(|c| m1(c.switch)).count(), 16);
    assert_eq!(d.rumors.iter().filter(|c| m1(c.switch)).count(), 16);
    assert_eq!(d.missions.iter().filter(|c| m1(c.switch)).count(), 16);
    assert_eq!(d.event_deck.iter().filter(|c| m1(c.switch)).count(), 12);
    // Ten, and an eleventh that needs Module 10's favors too.
    assert_eq!(d.glory.iter().filter(|c| m1(c.switch)).count(), 11);
    assert_eq!(
        d.glory
            .iter()
            .filter(|c| m1(c.switch) && c.also == Some(Switch::Favors))
            .count(),
        1
    );
    let base_captains = d.captains.iter().filter(|c| c.switch.is_none()).count();
    for (keys, new, base) in [
        ("none", false, true),
        ("m1", true, true),
        ("m1-alone", true, false),
    ] {
        let s = seas_game(vec![SeatKind::Human; 3], 4, 0, keys);
        let v = s.data();
        let is_new = |i: usize| m1(v.captains[i].switch);
        let (n, b) = split(v.captains.len(), is_new);
        let dealt = all_captains(&s);
        let new_dealt = dealt.iter().filter(|c| is_new(c.0 as usize)).count();
        assert_eq!(new_dealt, if new { n } else { 0 }, "{keys}: new captains");
        assert_eq!(dealt.len() - new_dealt, if base { b } else { 0 }, "{keys}");
        assert_eq!(b, base_captains);
        // Events and glory cards: always mixed in with the base game's.
        let st = s.state();
        let events = st.decks.events.len() + st.current_event.iter().count();
        let (ne, be) = split(v.event_deck.len(), |i| m1(v.event_deck[i].switch));
        assert_eq!(events, be + if new { ne } else { 0 }, "{keys}: events");
        let glory =
            st.decks.glory.len() + st.seats.iter().map(|x| x.glory_cards.len()).sum::<usize>();
        // (Module 1's card that needs Module 10 too stays out.)
        let (ng, _) = split(v.glory.len(), |i| {
            m1(v.glory[i].switch) && v.glory[i].also.is_none()
        });
        let (bg, _) = split(v.glory.len(), |i| v.glory[i].switch.is_none());
        assert_eq!(glory, bg + if new { ng } else { 0 }, "{keys}: glory cards");
        // Rumors and missions: as the captains.
        let (nr, br) = split(v.rumors.len(), |i| m1(v.rumors[i].switch));
        let rumors = st.decks.rumors.len();
        assert_eq!(
            rumors,
            if new { nr } else { 0 } + if base { br } else { 0 },
            "{keys}: rumors"
        );
        let (nm, bm) = split(v.missions.len(), |i| m1(v.missions[i].switch));
        let missions = st.decks.missions.len() + st.board.missions.len();
        assert_eq!(
            missions,
            if new { nm } else { 0 } + if base { bm } else { 0 },
            "{keys}: missions"
        );
        s.check_invariants().unwrap();
    }
    // Alone is a sub-option of the module: it turns the module on.
    let alone = spanish_main::content::Switches::parse("m1-alone").unwrap();
    assert!(alone.on(Switch::Cards));
    assert_eq!(alone.forced(Switch::Cards), Some(Switch::CardsAlone));
    assert!(!spanish_main::content::Switches::all().on(Switch::CardsAlone));
}

// MODULE 1 (and the invariants): a card of a module that is off is in none of the game's
// places; a save that puts one there is refused by name.
#[test]
fn a_card_out_of_the_games_decks_is_refused() {
    let s = started_game(2, 5, ShipClass::Flute);
    let d = data();
    let stray = d
        .captains
        .iter()
        .position(|c| c.switch == Some(Switch::Cards))
        .unwrap();
    let mut st = s.state().clone();
    st.decks.captains.push(CaptainId(stray as u8));
    let e = Session::from_state(s.data_arc(), st)
        .unwrap_err()
        .to_string();
    assert!(e.contains("not in this game's decks"), "{e}");
}

/// The new NPC captain of this slot.
fn npc_card(d: &GameData, slot: NpcSlot) -> String {
    d.event_deck
        .iter()
        .find(|c| c.switch == Some(Switch::Cards) && c.npc.as_ref().is_some_and(|n| n.slot == slot))
        .unwrap_or_else(|| panic!("no Module 1 card for {slot:?}"))
        .name
        .clone()
}

// MODULE 1: "NPC pirate brigs and man-o-wars"; player aid: a non-pirate who defeats a pirate
// brig earns 10 gold, a pirate man-o-war 20. The text names two new pirates; we allow one per
// ship type.
#[test]
fn beating_the_new_npc_pirates_pays_10_and_20() {
    let d = data();
    for (slot, class, want) in [
        (NpcSlot::PirateBrig, ShipClass::Brig, 10),
        (NpcSlot::PirateManOWar, ShipClass::ManOWar, 20),
    ] {
        let name = npc_card(&d, slot);
        assert_eq!(d.npc(card(&name)).class, class);
        let (s, a) = seas_at_sea("m1", "Lucía Arana", "havana", ShipClass::Frigate);
        let s = edited(&s, |st| {
            let hand = std::mem::take(&mut st.seats[a].glory_cards);
            st.decks.glory.extend(hand);
            for seat in 0..st.seats.len() {
                st.seats[seat].bounties = [0; 4];
            }
            put_npc(st, &name, "havana");
        });
        let (mut s, mut events) = crate::npc_combat::board_and_win(&s, slot, 0);
        events.extend(pick(&mut s, Choice::Done));
        let paid = events.iter().find_map(|e| match e {
            GameEvent::PirateRewardClaimed { seat, gold } if *seat == a => Some(*gold),
            _ => None,
        });
        assert_eq!(paid, Some(want), "{slot:?}");
        s.check_invariants().unwrap();
    }
}

// MODULE 1: "As normal, any 2 man-o-wars in the same sea zone do not scout for players": a
// pirate man-o-war silences a naval man-o-war that would scout for a wanted captain (and NPC
// pirates never scout beside a naval ship).
#[test]
fn a_pirate_man_o_war_and_a_naval_one_scout_for_no_one() {
    let d = data();
    let pirate = npc_card(&d, NpcSlot::PirateManOWar);
    let navy = "Admiral Josiah Penrose";
    for with_pirate in [false, true] {
        let (s, a) = seas_in_port("m1", "Lucía Arana", "havana", ShipClass::Sloop);
        let mut s = edited(&s, |st| {
            st.seats[a].bounties[Nation::English.index()] = 2;
            put_npc(st, navy, "havana");
            if with_pirate {
                put_npc(st, &pirate, "havana");
            }
        });
        let events = sail_out(&mut s, "havana");
        let scouted = events
            .iter()
            .any(|e| matches!(e, GameEvent::NpcScouted { .. }));
        assert_eq!(
            scouted, !with_pirate,
            "pirate man-o-war beside: {with_pirate}"
        );
    }
}

// MODULE 1 (ours, as Module 8 expects): a captain who ignores storms — a storm event passes
// the ship by, where the same captain without the ability takes the hit to the masts.
#[test]
fn the_storm_proof_captain_rides_out_storms() {
    let name = new_captain(AbilityEffect::IgnoreStorms);
    let (s, seat) = seas_at_sea("m1", &name, "havana", ShipClass::Flute);
    let d = s.data_arc();
    let storm = spanish_main::content::EventCardId(
        d.event_deck
            .iter()
            .position(|c| c.in_play && matches!(c.effect, EventEffect::Storm(_)))
            .unwrap() as u8,
    );
    let EventEffect::Storm(key) = &d.event(storm).effect else {
        unreachable!()
    };
    let at = zone(key);
    let mut s = edited(&s, |st| {
        crate::npcs::on_top(st, storm);
        st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(at);
        st.rng = rng_dice("FFFFFFFF");
    });
    let masts = s.state().seats[seat].ship.as_ref().unwrap().hits.masts;
    let events = end_round(&mut s);
    assert!(events.contains(&GameEvent::StormWeathered { seat }));
    assert!(!events.contains(&GameEvent::Damaged {
        side: Side::Captain(seat),
        location: HitLocation::Masts
    }));
    assert_eq!(
        s.state().seats[seat].ship.as_ref().unwrap().hits.masts,
        masts
    );
}

/// MODULE 1's captain who may enter closed ports, at sea off Havana with a Spanish bounty
/// (Havana is closed to everyone else so wanted), the next rolls as `dice`.
fn smuggler_off_havana(dice: &str) -> (Session, Seat) {
    let name = new_captain(AbilityEffect::EnterClosedPorts);
    let (s, seat) = seas_at_sea("m1", &name, "havana", ShipClass::Sloop);
    let s = edited(&s, |st| {
        st.seats[seat].bounties[Nation::Spanish.index()] = 1;
        st.rng = rng_dice(dice);
    });
    (s, seat)
}

// MODULE 1 (ours, as Module 10 expects): a captain who may enter closed ports but must roll
// INFLUENCE to act there — sailing in is free; the port action starts with the roll, and
// without a success it is spent with nothing done.
#[test]
fn the_smuggler_enters_closed_ports_and_rolls_to_deal_there() {
    let havana = data().port_by_key("havana").unwrap();
    // A wanted captain without the ability is turned away (no way in at all).
    let (s, seat) = seas_at_sea("m1", "Lucía Arana", "havana", ShipClass::Sloop);
    let s = edited(&s, |st| {
        st.seats[seat].bounties[Nation::Spanish.index()] = 1
    });
    assert!(!moves(&s.decision().unwrap()).contains(&Location::Port(havana)));

    let (mut s, seat) = smuggler_off_havana("FFFFFFFF");
    pick(
        &mut s,
        Choice::Move {
            to: Location::Port(havana),
            entry: Entry::Free,
        },
    );
    let before = s.state().clone();
    let events = pick(&mut s, Choice::PortAction);
    assert!(events.contains(&GameEvent::PortActionRefused { seat, port: havana }));
    assert!(s.state().port.is_none(), "nothing done");
    assert!(!offers(&s, Choice::PortAction), "the port action is spent");
    let left = |st: &GameState| match st.phase {
        Phase::Actions { actions_left, .. } => actions_left,
        _ => 0,
    };
    assert_eq!(left(s.state()), left(&before) - 1);

    let (mut s, seat) = smuggler_off_havana("SSSSSSSS");
    pick(
        &mut s,
        Choice::Move {
            to: Location::Port(havana),
            entry: Entry::Free,
        },
    );
    let events = pick(&mut s, Choice::PortAction);
    assert!(events.contains(&GameEvent::PortActionTaken { seat, port: havana }));
    assert!(s.state().port.is_some());
}

// MODULE 1 (ours): a captain naval lookouts have trouble making out — a naval ship rolls 1
// SCOUTING die fewer for it (at least 1).
#[test]
fn naval_ships_roll_one_die_fewer_for_the_hard_to_spot_captain() {
    let name = new_captain(AbilityEffect::NavyScoutPenalty(1));
    let navy = NpcSlot::Navy(Nation::English);
    // Harrow scouts with SCOUTING 2 or the English bounties, whichever is higher; then 1 fewer.
    for (bounties, want) in [(3, 2), (1, 1)] {
        let (s, a) = seas_in_port("m1", &name, "havana", ShipClass::Sloop);
        let mut s = edited(&s, |st| {
            st.seats[a].bounties[Nation::English.index()] = bounties;
            put_npc(st, "Commodore Edward Harrow", "havana");
        });
        let events = sail_out(&mut s, "havana");
        let rolled = events.iter().find_map(|e| match e {
            GameEvent::DiceRolled { by, faces, .. } if *by == Side::Npc(navy) => Some(faces.len()),
            _ => None,
        });
        assert_eq!(rolled, Some(want), "{bounties} bounties");
    }
}

// MODULE 1 (ours): a captain whose raids take 2 extra gold — the plunder of the same three
// cards (3 + 5 + 1) is 11, not 9.
#[test]
fn the_raiders_plunder_is_two_gold_richer() {
    let name = new_captain(AbilityEffect::RaidPlunderBonus(2));
    let (s, seat) = seas_at_sea("m1", &name, "port_royal", ShipClass::Brig);
    let c = s.data().captain(s.state().seats[seat].captain).clone();
    let zone = zone("port_royal");
    let mut s = edited(&s, |st| {
        let z = zone.0 as usize;
        let other = st
            .board
            .merchants
            .iter()
            .position(|m| *m == Some(Nation::English))
            .unwrap();
        st.board.merchants.swap(z, other);
        stack_cargo(st, &[12, 15, 16]);
        st.rng = rng_counts(&[(c.scouting, 1), (c.seamanship, 0)]);
    });
    pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    pick(&mut s, Choice::RaidAs(Nation::English));
    let events = pick(&mut s, Choice::Done);
    assert!(
        events.contains(&GameEvent::RaidEnded {
            seat,
            outcome: RaidOutcome::Plundered { gold: 11 }
        }),
        "{events:?}"
    );
}

// MODULE 1: "The third pair of tokens is used for the Employers Calling event card, which adds
// a third mission to the game" — ours: for the rest of the game; one is drawn at once, and a
// claimed mission is replaced so that three lie on the board.
#[test]
fn an_event_opens_a_third_mission_slot_for_the_rest_of_the_game() {
    let s = seas_game(vec![SeatKind::Human; 2], 7, 0, "m1");
    let mut s = s;
    for _ in 0..2 {
        s.choose(Choice::ChooseShip(ShipClass::Flute)).unwrap();
    }
    let d = s.data_arc();
    let slot = spanish_main::content::EventCardId(
        d.event_deck
            .iter()
            .position(|c| c.effect == EventEffect::ExtraMissionSlot)
            .expect("the new event") as u8,
    );
    assert!(d.event(slot).in_play);
    let mut s = edited(&s, |st| crate::npcs::on_top(st, slot));
    assert_eq!(s.state().board.missions.len(), 2);
    let events = end_round(&mut s);
    assert!(events.contains(&GameEvent::MissionSlotOpened));
    assert_eq!(s.state().board.missions.len(), 3);
    assert!(s.observation(0).third_mission);
    // A claimed mission is replaced: three stay on the board. (A mission claimed for gold
    // alone, swapped onto the board; the active seat in its port with gold to pay.)
    let free = |m: &spanish_main::content::Mission| {
        m.in_play
            && m.claim
                .iter()
                .all(|r| matches!(r, spanish_main::content::Req::Gold(_)))
    };
    let m = spanish_main::content::MissionId(d.missions.iter().position(free).unwrap() as u8);
    let seat = s.state().active_seat().unwrap();
    let mut s = edited(&s, |st| {
        if !st.board.missions.contains(&m) {
            let out = st.board.missions.remove(0);
            st.decks.missions.retain(|x| *x != m);
            st.decks.mission_discard.retain(|x| *x != m);
            st.decks.missions.insert(0, out);
            st.board.missions.push(m);
        }
        st.seats[seat].gold = 60;
        st.seats[seat].bounties = [0; 4];
        st.seats[seat].ship.as_mut().unwrap().location = Location::Port(d.mission(m).port);
    });
    pick(&mut s, Choice::PortAction);
    let mut events = pick(&mut s, Choice::Begin(Activity::Mission));
    if offers(&s, Choice::ClaimMission(m)) {
        events.extend(pick(&mut s, Choice::ClaimMission(m)));
    }
    assert!(events.contains(&GameEvent::MissionClaimed { seat, mission: m }));
    assert_eq!(s.state().board.missions.len(), 3);
    s.check_invariants().unwrap();
}

// M&M rules: Acquire a rumor — a true rumor's cargo reward is drawn "as many as fit": in port up
// to the port's limit, at sea (Module 1's SCOUTING rumors give cargo) up to what the hold
// takes. (Found by `simulate --modules m1-alone`: a hold at sea over its size.)
#[test]
fn a_cargo_reward_at_sea_fills_only_the_hold() {
    use spanish_main::content::{Reward, RumorId, Skill};
    let d = data();
    let r = d
        .rumors
        .iter()
        .position(|r| r.skill == Skill::Scouting && matches!(r.reward, Reward::Cargo(n) if n >= 2))
        .map(|i| RumorId(i as u8))
        .expect("a SCOUTING rumor that gives cargo");
    let key = d.port(d.rumor(r).port).key.clone();
    let (s, seat) = seas_at_sea("m1", "Lucía Arana", &key, ShipClass::Sloop);
    let capacity = d.ship(ShipClass::Sloop).cargo as usize;
    let mut s = edited(&s, |st| {
        st.decks.rumors.retain(|x| *x != r);
        st.decks.rumor_discard.retain(|x| *x != r);
        st.seats.iter_mut().for_each(|x| {
            if x.rumor == Some(r) {
                x.rumor = None;
            }
        });
        if let Some(old) = st.seats[seat].rumor.replace(r) {
            st.decks.rumors.push(old);
        }
        let held = st.seats[seat].cargo.len();
        for _ in held..capacity - 1 {
            let c = st.decks.cargo.pop().unwrap();
            st.seats[seat].cargo.push(c);
        }
        st.rng = rng_where(&[2], true);
    });
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Rumor));
    assert!(
        events.contains(&GameEvent::CargoGiven { seat, count: 1 }),
        "{events:?}"
    );
    assert_eq!(s.state().seats[seat].cargo.len(), capacity);
}
