//! The event deck (1. DRAW EVENT CARD): every text effect, and the deck itself (34 cards: NPC
//! captains, and cards of three NPC icons with a text effect).

use crate::common::*;
use spanish_main::content::{
    EventCardId, EventEffect, HitLocation, Nation, NpcSlot, ShipClass, ShipModKind, ZoneId,
};
use spanish_main::rules::*;

/// The first card of the deck with this effect.
fn card_with(effect: impl Fn(&EventEffect) -> bool) -> EventCardId {
    let d = data();
    EventCardId(d.event_deck.iter().position(|c| effect(&c.effect)).unwrap() as u8)
}

/// End the round with `card` the next event drawn, after `edit`.
fn draw(
    s: &Session,
    card: EventCardId,
    edit: impl FnOnce(&mut GameState),
) -> (Session, Vec<GameEvent>) {
    let mut s = edited(s, |st| {
        st.decks.events.retain(|x| *x != card);
        st.decks.event_discard.retain(|x| *x != card);
        if st.current_event == Some(card) {
            st.current_event = None;
        }
        st.decks.events.push(card);
        edit(st);
    });
    let events = end_round(&mut s);
    (s, events)
}

/// The first card whose effect names a zone (as `zone_of` reads it), and that zone.
fn weather(zone_of: impl Fn(&EventEffect) -> Option<&String>) -> (EventCardId, ZoneId) {
    let d = data();
    let i = d
        .event_deck
        .iter()
        .position(|c| zone_of(&c.effect).is_some())
        .unwrap();
    let key = zone_of(&d.event_deck[i].effect).unwrap().clone();
    (EventCardId(i as u8), d.zone_by_key(&key).unwrap())
}

/// Draw `card` with seat 0 at sea in `zone` and every die failing, after `edit`.
fn caught_at_sea(
    s: &Session,
    card: EventCardId,
    zone: ZoneId,
    edit: impl FnOnce(&mut GameState),
) -> (Session, Vec<GameEvent>) {
    draw(s, card, |st| {
        st.seats[0].ship.as_mut().unwrap().location = Location::Zone(zone);
        // Whatever the captain's SEAMANSHIP, no die succeeds.
        st.rng = rng_dice("FFFFFF");
        edit(st);
    })
}

// M&M rules: 1. DRAW EVENT CARD: the base game's deck of 34 event cards; NPC captain cards carry
// no icons, the others three NPC icons each and a text effect.
#[test]
fn the_event_deck_has_34_cards_of_two_kinds() {
    let d = data();
    assert_eq!(d.event_ids().len(), 34);
    for c in d.event_deck.iter().filter(|c| c.in_play) {
        match &c.npc {
            Some(_) => assert!(c.icons.is_empty() && c.effect == EventEffect::Quiet),
            None => assert_eq!(c.icons.len(), 3, "{}", c.name),
        }
    }
    // One naval ship per nation, the two pirates: every slot has captains in the deck (but
    // Seas of Glory's treasure galleon, which no card commands, and Module 1's new pirates).
    let seas = [NpcSlot::PirateBrig, NpcSlot::PirateManOWar];
    for slot in NpcSlot::ALL.into_iter().filter(|s| s.hunts()) {
        let carded = d
            .event_deck
            .iter()
            .any(|c| c.in_play && c.npc.as_ref().is_some_and(|n| n.slot == slot));
        assert_eq!(carded, !seas.contains(&slot), "{slot:?}");
    }
}

// M&M rules: the At War! space: a war card puts two nations at war (naval ships then hunt
// captains of the enemy nation); a peace card ends it.
#[test]
fn war_and_peace() {
    let s = started_game(2, 3, ShipClass::Flute);
    let war = card_with(|e| matches!(e, EventEffect::War(..)));
    let EventEffect::War(x, y) = data().event(war).effect.clone() else {
        unreachable!()
    };
    let (s, events) = draw(&s, war, |_| {});
    assert!(events.contains(&GameEvent::WarDeclared { nations: [x, y] }));
    assert!(s.state().at_war(y, x));
    let peace = card_with(|e| *e == EventEffect::Peace);
    let (s, events) = draw(&s, peace, |_| {});
    assert!(events.contains(&GameEvent::PeaceMade));
    assert_eq!(s.state().war, None);
}

// M&M rules: Hunt priority, naval ships: "If at war: Player captains of enemy nationality."
#[test]
fn at_war_a_navy_hunts_enemy_captains() {
    let s = started_game(2, 3, ShipClass::Flute);
    let seat = s.state().active_seat().unwrap();
    let nation = data().captain(s.state().seats[seat].captain).nation;
    let enemy = Nation::ALL.into_iter().find(|n| *n != nation).unwrap();
    let d = data();
    let navy = d
        .event_deck
        .iter()
        .position(|c| {
            c.npc
                .as_ref()
                .is_some_and(|n| n.slot == NpcSlot::Navy(enemy))
        })
        .map(|i| EventCardId(i as u8))
        .unwrap();
    let at_sea = |st: &mut GameState| {
        let zone = d.zone(d.npc(navy).home).neighbours[0];
        st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(zone);
        st.decks.events.retain(|x| *x != navy);
        st.npcs.push(spanish_main::rules::state::NpcState {
            gold: 0,
            slot: NpcSlot::Navy(enemy),
            cards: vec![navy],
            ship: Some(spanish_main::rules::state::Ship {
                class: d.npc(navy).class,
                location: Location::Zone(d.npc(navy).home),
                hits: spanish_main::rules::state::HitTrack::full(d.ship(d.npc(navy).class)),
                mods: vec![],
            }),
            weapons: vec![],
            spent: vec![],
        });
    };
    let peace = edited(&s, at_sea);
    let hunts = |st: &GameState| {
        spanish_main::rules::npc::hunt::priority(st, &d, NpcSlot::Navy(enemy), seat)
    };
    assert_eq!(hunts(peace.state()), None, "no bounty, no war: no prey");
    let war = edited(&peace, |st| st.war = Some([nation, enemy]));
    assert_eq!(hunts(war.state()), Some([0, 0, 1]));
}

// M&M rules: pardons: "some cards allow you to be pardoned" — every captain's bounties of the
// card's nation are struck off; others stay.
#[test]
fn a_pardon_strikes_off_one_nations_bounties() {
    let s = started_game(2, 3, ShipClass::Flute);
    let pardon = card_with(|e| matches!(e, EventEffect::Pardon(_)));
    let EventEffect::Pardon(n) = data().event(pardon).effect.clone() else {
        unreachable!()
    };
    let other = Nation::ALL.into_iter().find(|x| *x != n).unwrap();
    let (s, events) = draw(&s, pardon, |st| {
        st.seats[0].bounties[n.index()] = 2;
        st.seats[0].bounties[other.index()] = 1;
    });
    assert_eq!(s.state().seats[0].bounties[n.index()], 0);
    assert_eq!(s.state().seats[0].bounties[other.index()], 1);
    let pardons = events
        .iter()
        .filter(|e| matches!(e, GameEvent::Pardoned { seat: 0, .. }))
        .count();
    assert_eq!(pardons, 2);
}

// Event cards (ours): a storm makes each captain at sea in its zone roll SEAMANSHIP; a failed
// roll is a hit to the masts. Captains in port ride it out.
#[test]
fn a_storm_hits_the_masts_of_those_who_fail_seamanship() {
    let s = started_game(2, 3, ShipClass::Flute);
    let (storm, zone) = weather(|e| match e {
        EventEffect::Storm(k) => Some(k),
        _ => None,
    });
    let (s, events) = caught_at_sea(&s, storm, zone, |_| {});
    assert!(events.contains(&GameEvent::Damaged {
        side: Side::Captain(0),
        location: HitLocation::Masts
    }));
    storm_struck_seat_0_only(&s, &events);
}

// Ship mods: Reinforced hull — a storm's hit is damage to a hit location like any other: the
// token absorbs the one that would bring the masts down.
#[test]
fn a_reinforced_hull_absorbs_a_storms_hit() {
    let s = started_game(2, 3, ShipClass::Flute);
    let (storm, zone) = weather(|e| match e {
        EventEffect::Storm(k) => Some(k),
        _ => None,
    });
    let (s, events) = caught_at_sea(&s, storm, zone, |st| {
        fit_mod(st, 0, ShipModKind::ReinforcedHull);
        st.seats[0].ship.as_mut().unwrap().hits.masts = 1;
    });
    assert!(events.contains(&GameEvent::HitAbsorbed {
        seat: 0,
        location: HitLocation::Masts
    }));
    let ship = s.state().seats[0].ship.as_ref().unwrap();
    assert_eq!(ship.hits.masts, 1);
    assert!(ship.mods.iter().all(|m| m.flipped));
}

/// Seat 0's flute lost a point of masts, and seat 1 took no damage.
fn storm_struck_seat_0_only(s: &Session, events: &[GameEvent]) {
    let masts = s.state().seats[0].ship.as_ref().unwrap().hits.masts;
    assert_eq!(masts, data().ship(ShipClass::Flute).toughness - 1);
    assert!(!events.iter().any(|e| matches!(
        e,
        GameEvent::Damaged {
            side: Side::Captain(1),
            ..
        }
    )));
}

// Event cards (ours): a convoy sails the merchant track's tokens out to the zones without a
// merchant, whatever the track holds; fever takes a crew from each captain in port, never the
// last.
#[test]
fn convoys_and_fever() {
    let s = started_game(2, 3, ShipClass::Flute);
    let convoy = card_with(|e| *e == EventEffect::Convoy);
    let (s, events) = draw(&s, convoy, |st| {
        for z in [0, 1, 2] {
            let token = st.board.merchants[z].take().unwrap();
            st.decks.merchant_track.push(token);
        }
    });
    assert!(events.contains(&GameEvent::MerchantsRedistributed { count: 3 }));
    assert!(s.state().board.merchants.iter().all(Option::is_some));
    let fever = card_with(|e| *e == EventEffect::Fever);
    let (s, _) = draw(&s, fever, |st| {
        st.seats[1].ship.as_mut().unwrap().hits.crew = 1;
    });
    assert_eq!(s.state().seats[0].ship.as_ref().unwrap().hits.crew, 1);
    assert_eq!(s.state().seats[1].ship.as_ref().unwrap().hits.crew, 1);
}

/// Where the seat's ship can sail now.
fn sails_to(s: &Session) -> Vec<Location> {
    moves(&s.decision().unwrap())
}

// Event cards (ours): becalmed — while the card is in force (its round), no ship sails out of
// its sea zone to another; ships may still sail in, and into the zone's port.
#[test]
fn a_calm_holds_ships_in_its_zone_for_the_round() {
    let s = started_game(2, 3, ShipClass::Flute);
    let calm = card_with(|e| matches!(e, EventEffect::Calm(_)));
    let EventEffect::Calm(key) = data().event(calm).effect.clone() else {
        unreachable!()
    };
    let zone = data().zone_by_key(&key).unwrap();
    let next_door = data().zone(zone).neighbours[0];
    let (s, _) = draw(&s, calm, |st| {
        let first = st.turn_order[0];
        st.seats[first].ship.as_mut().unwrap().location = Location::Zone(zone);
        let second = st.turn_order[1];
        st.seats[second].ship.as_mut().unwrap().location = Location::Zone(next_door);
    });
    assert_eq!(s.state().current_event, Some(calm));
    let to = sails_to(&s);
    assert!(
        to.iter().all(|l| matches!(l, Location::Port(_))),
        "only the port is in reach: {to:?}"
    );
    // The next captain sails into the calm.
    let mut s = s;
    pick(&mut s, Choice::EndTurn);
    assert!(sails_to(&s).contains(&Location::Zone(zone)));
    // The round ends and a new one begins with another card: the wind is back.
    let quiet = card_with(|e| *e == EventEffect::Peace);
    let mut s = edited(&s, |st| {
        st.decks.events.retain(|x| *x != quiet);
        st.decks.events.push(quiet);
    });
    pick(&mut s, Choice::EndTurn);
    assert_eq!(s.state().current_event, Some(quiet));
    assert_eq!(s.state().active_seat(), Some(s.state().turn_order[0]));
    assert!(sails_to(&s).contains(&Location::Zone(next_door)));
}

// Event cards (ours): a gale gathers — nothing happens when it is drawn; at the end of the
// round every captain still at sea in its zone rolls SEAMANSHIP, and without a success takes a
// hit to the masts.
#[test]
fn a_gale_strikes_at_the_end_of_the_round() {
    let s = started_game(2, 3, ShipClass::Flute);
    let (gale, zone) = weather(|e| match e {
        EventEffect::GaleAtEnd(k) => Some(k),
        _ => None,
    });
    let (s, drawn) = caught_at_sea(&s, gale, zone, |_| {});
    let hit = |e: &GameEvent| {
        matches!(
            e,
            GameEvent::Damaged {
                side: Side::Captain(0),
                location: HitLocation::Masts
            }
        )
    };
    assert!(!drawn.iter().any(hit), "not when drawn");
    let mut s = edited(&s, |st| st.rng = rng_dice("FFFFFF"));
    let events = end_round(&mut s);
    let round_end = events
        .iter()
        .position(|e| matches!(e, GameEvent::RoundStarted { .. }))
        .unwrap();
    assert!(
        events[..round_end].iter().any(hit),
        "at the end of the round"
    );
    storm_struck_seat_0_only(&s, &events);
}

// M&M rules: WINNING — "The game ends immediately if ... a captain dies and there are none left
// to draw": a storm at the start of the round that sinks a captain with no card left ends it,
// and no turn begins after.
#[test]
fn a_storm_that_sinks_the_last_captain_ends_the_game() {
    let s = started_game(2, 3, ShipClass::Flute);
    let (storm, zone) = weather(|e| match e {
        EventEffect::Storm(k) => Some(k),
        _ => None,
    });
    let (s, events) = caught_at_sea(&s, storm, zone, |st| {
        let ship = st.seats[0].ship.as_mut().unwrap();
        (ship.hits.masts, ship.hits.hull) = (0, 1);
        let rest = std::mem::take(&mut st.decks.captains);
        st.decks.captain_discard.extend(rest);
    });
    assert!(events.contains(&GameEvent::ShipSunk { seat: 0 }));
    let ended = events
        .iter()
        .position(|e| matches!(e, GameEvent::GameEnded { .. }))
        .expect("the game ends");
    assert!(
        !events[ended..]
            .iter()
            .any(|e| matches!(e, GameEvent::TurnStarted { .. })),
        "no turn after the end"
    );
    assert!(s.is_over());
    assert!(s.decision().is_none());
}

// Event cards (ours): a storm at a round's start that sinks the captain who ended the last
// round (issue 31: "a storm at a round's start ... that sinks the round's last captain lets
// `settle` read the stale Actions phase and call `end_turn` inside the round change") — the
// round starts once, one event card is drawn, and the sunk seat's new captain comes at its
// turn.
#[test]
fn a_storm_that_sinks_the_last_captain_of_the_round_starts_one_round() {
    let s = started_game(2, 3, ShipClass::Flute);
    let (storm, zone) = weather(|e| match e {
        EventEffect::Storm(k) => Some(k),
        _ => None,
    });
    let last = s.state().turn_order[1];
    let round = s.state().round;
    let (s, events) = draw(&s, storm, |st| {
        let ship = st.seats[last].ship.as_mut().unwrap();
        ship.location = Location::Zone(zone);
        (ship.hits.masts, ship.hits.hull) = (0, 1);
        st.rng = rng_dice("FFFFFF");
    });
    assert!(events.contains(&GameEvent::ShipSunk { seat: last }));
    let drawn = events
        .iter()
        .filter(|e| matches!(e, GameEvent::EventDrawn { .. }))
        .count();
    assert_eq!(drawn, 1, "one event card for one round");
    assert_eq!(s.state().round, round + 1);
    assert_eq!(s.state().current_event, Some(storm));
    s.check_invariants().unwrap();
}
