//! GLORY CARDS and Specialists, played through the session's door.

use crate::common::*;
use spanish_main::content::{
    GloryCardId, GloryEffect, HitLocation, Nation, ShipClass, Skill, SpecialistKind,
};
use spanish_main::rules::*;

/// Put the first card of this specialist type from the deck onto the seat's board.
fn employ(st: &mut GameState, seat: Seat, kind: SpecialistKind) {
    let d = data();
    let i = st
        .decks
        .glory
        .iter()
        .position(|c| {
            matches!(d.glory_card(*c).effect, GloryEffect::Specialist { kind: k, .. } if k == kind)
        })
        .expect("a card of that type in the deck");
    let card = st.decks.glory.remove(i);
    st.seats[seat].specialists.push(card);
}

fn play(card: GloryCardId) -> Choice {
    Choice::PlayGlory { card, nation: None }
}

// M&M rules: SETUP — each player draws a glory card; GLORY CARDS — identities stay secret.
#[test]
fn setup_deals_a_secret_glory_card() {
    let s = started_game(3, 4, ShipClass::Sloop);
    let d = data();
    for seat in 0..3 {
        assert_eq!(s.state().seats[seat].glory_cards.len(), 1);
    }
    assert_eq!(s.state().decks.glory.len(), d.glory_ids().len() - 3);
    // Each seat sees its own card; of the others only how many they hold.
    let obs = s.observation(0);
    assert_eq!(obs.me.glory_cards, s.state().seats[0].glory_cards);
    assert_eq!(obs.seats[1].glory_count, 1);
}

// M&M rules: GLORY CARDS — a card with every glory point (here a 12+ raid); the stash draws none.
#[test]
fn a_glory_point_draws_a_card() {
    let (s, seat) = at_sea(data(), "Lucía Arana", "port_royal", ShipClass::Brig);
    let zone = s
        .data()
        .port(s.data().port_by_key("port_royal").unwrap())
        .zone;
    let mut s = edited(&s, |st| {
        let z = zone.0 as usize;
        if st.board.merchants[z] != Some(Nation::English) {
            let o = st
                .board
                .merchants
                .iter()
                .position(|m| *m == Some(Nation::English))
                .unwrap();
            st.board.merchants.swap(z, o);
        }
        stack_cargo(st, &[15, 14, 12]);
        st.rng = rng_counts(&[(2, 1), (2, 0)]);
    });
    let hand = s.state().seats[seat].glory_cards.len();
    pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    pick(&mut s, Choice::RaidAs(Nation::English));
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::GloryCardDrawn { seat }));
    assert_eq!(s.state().seats[seat].glory_cards.len(), hand + 1);
}

// M&M rules: GLORY CARDS — at most 4; a fifth is drawn, then one is discarded before any play.
#[test]
fn a_fifth_card_waits_on_a_discard() {
    let (s, seat) = in_port(data(), "Lucía Arana", "havana", ShipClass::Flute);
    let mut s = edited(&s, |st| {
        for name in ["Fair Winds", "Fair Winds", "Buried Chest", "Lookout"] {
            give_glory(st, seat, name);
        }
    });
    assert_eq!(s.state().seats[seat].glory_cards.len(), 5);
    let d = s.decision().unwrap();
    assert_eq!(d.kind, DecisionKind::DiscardGlory);
    assert_eq!(d.options.len(), 5);
    assert!(
        d.options
            .iter()
            .all(|c| matches!(c, Choice::DiscardGlory(_)))
    );
    let gone = s.state().seats[seat].glory_cards[0];
    let events = pick(&mut s, Choice::DiscardGlory(gone));
    assert!(events.contains(&GameEvent::GloryCardDiscarded { seat, card: gone }));
    assert_eq!(s.state().seats[seat].glory_cards.len(), 4);
    assert!(s.state().decks.glory_discard.contains(&gone));
    assert!(matches!(
        s.decision().unwrap().kind,
        DecisionKind::Action { .. }
    ));
}

// GLORY CARDS played in one's own turn: gold, an extra action, repairs, crew, a pardon, cargo.
#[test]
fn own_turn_cards_do_what_they_say() {
    let (s, seat) = at_sea(data(), "Lucía Arana", "port_royal", ShipClass::Brig);
    let mut cards = Vec::new();
    let mut s = edited(&s, |st| {
        let dealt = std::mem::take(&mut st.seats[seat].glory_cards);
        st.decks.glory.extend(dealt);
        for name in [
            "Buried Chest",
            "Fair Winds",
            "Shipwrights at Anchor",
            "Eager Volunteers",
        ] {
            cards.push(give_glory(st, seat, name));
        }
        let sh = st.seats[seat].ship.as_mut().unwrap();
        sh.hits.hull = 1;
        sh.hits.crew = 1;
    });
    let gold = s.state().seats[seat].gold;
    let events = pick(&mut s, play(cards[0]));
    assert!(events.contains(&GameEvent::GloryCardPlayed {
        seat,
        card: cards[0]
    }));
    assert_eq!(s.state().seats[seat].gold, gold + 5);
    pick(&mut s, play(cards[1]));
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Action { actions_left: 4 }
    );
    pick(&mut s, play(cards[2]));
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.hull, 3);
    pick(&mut s, play(cards[3]));
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.crew, 3);
    assert!(s.state().seats[seat].glory_cards.is_empty());
    for c in &cards {
        assert!(s.state().decks.glory_discard.contains(c));
    }

    // A pardon names a nation the captain is wanted by; cargo needs room.
    let (s, seat) = at_sea(data(), "Lucía Arana", "port_royal", ShipClass::Brig);
    let mut pardon = GloryCardId(0);
    let mut cache = GloryCardId(0);
    let mut s = edited(&s, |st| {
        pardon = give_glory(st, seat, "Royal Pardon");
        cache = give_glory(st, seat, "Smugglers' Cache");
        st.seats[seat].bounties = [0, 2, 0, 0];
    });
    assert!(!offers(&s, play(pardon)));
    assert!(!offers(
        &s,
        Choice::PlayGlory {
            card: pardon,
            nation: Some(Nation::English)
        }
    ));
    pick(
        &mut s,
        Choice::PlayGlory {
            card: pardon,
            nation: Some(Nation::French),
        },
    );
    assert_eq!(s.state().seats[seat].bounties, [0, 1, 0, 0]);
    pick(&mut s, play(cache));
    assert_eq!(s.state().seats[seat].cargo.len(), 2);
}

// GLORY CARDS, Specialists — hired for their price, face up, one of each type.
#[test]
fn specialists_are_hired_once_per_type() {
    let (s, seat) = at_sea(data(), "Lucía Arana", "port_royal", ShipClass::Brig);
    let mut a = GloryCardId(0);
    let mut b = GloryCardId(0);
    let s0 = edited(&s, |st| {
        a = give_glory(st, seat, "Lookout");
        b = give_glory(st, seat, "Lookout");
        st.seats[seat].gold = 5;
    });
    let mut s = s0.clone();
    let events = pick(&mut s, play(a));
    assert!(events.contains(&GameEvent::SpecialistHired { seat, card: a }));
    assert_eq!(s.state().seats[seat].gold, 2);
    assert_eq!(s.state().seats[seat].specialists, vec![a]);
    assert_eq!(
        s.observation((seat + 1) % 2).seats[seat].specialists,
        vec![a]
    );
    assert!(!offers(&s, play(b)), "one of each type");
    // Too poor to hire.
    let s = edited(&s0, |st| st.seats[seat].gold = 2);
    assert!(!offers(&s, play(a)));
}

// Specialists: a Lookout adds a SCOUTING die; a Purser earns 1 more a sale; a Carpenter mends
// for 1 less a point.
#[test]
fn lookout_purser_and_carpenter() {
    let (s, seat) = at_sea(data(), "Lucía Arana", "port_royal", ShipClass::Brig);
    let mut s = edited(&s, |st| {
        employ(st, seat, SpecialistKind::Lookout);
        st.rng = rng_counts(&[(3, 0)]);
    });
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    assert!(events.iter().any(|e| matches!(
        e,
        GameEvent::DiceRolled { skill: Skill::Scouting, faces, .. } if faces.len() == 3
    )));

    let (s, seat) = in_port(data(), "Lucía Arana", "port_royal", ShipClass::Flute);
    let mut s = edited(&s, |st| {
        employ(st, seat, SpecialistKind::Purser);
        // A card of a good not in demand here: 3 gold.
        let zone = st.seats[seat].ship.as_ref().unwrap().location.zone(&data());
        let wanted = st.board.demand[zone.0 as usize];
        let i = st
            .decks
            .cargo
            .iter()
            .position(|c| Some(data().cargo_deck[c.0 as usize].good) != wanted)
            .unwrap();
        let c = st.decks.cargo.remove(i);
        st.seats[seat].cargo.push(c);
    });
    assert_eq!(s.state().seats[seat].cargo.len(), 1);
    assert_eq!(sell_all(&mut s, seat), 3 + 1);

    let (s, seat) = in_port(data(), "Lucía Arana", "port_royal", ShipClass::Flute);
    let mut s = edited(&s, |st| {
        employ(st, seat, SpecialistKind::Carpenter);
        st.seats[seat].ship.as_mut().unwrap().hits.hull = 1;
    });
    let gold = s.state().seats[seat].gold;
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::Repair(HitLocation::Hull));
    assert_eq!(s.state().seats[seat].gold, gold - 1, "2 gold less 1");
}

/// Lucía's skills are 2 each; the other captain's SEAMANSHIP and LEADERSHIP.
fn skills(s: &Session, seat: Seat) -> (usize, usize) {
    let c = s.data().captain(s.state().seats[seat].captain);
    (c.seamanship as usize, c.leadership as usize)
}

// Specialists: a Sailing Master adds a SEAMANSHIP die in naval contests; a Gunner Captain adds a
// hit to a won Shoot; a Master Gunner places its own icon hits.
#[test]
fn sailing_master_gunner_captain_and_master_gunner() {
    let (s, a, b) = duel("", |st, a, _| {
        employ(st, a, SpecialistKind::SailingMaster);
        employ(st, a, SpecialistKind::GunnerCaptain);
        employ(st, a, SpecialistKind::MasterGunner);
    });
    let (sb, _) = skills(&s, b);
    // Scout (2), Lucía 3 dice SSS, the other all failed; then 2 cannons + 1: dice 1 S 3.
    let spec = format!("S* SSS {} 1S3", "F".repeat(sb));
    let mut s = edited(&s, |st| st.rng = rng_dice(&spec));
    let events = open_fire(&mut s, b);
    assert!(events.contains(&GameEvent::VolleyRolled {
        side: Side::Captain(a),
        numbered: vec![HitLocation::Masts, HitLocation::Cannons],
        icons: 1
    }));
    let d = s.decision().unwrap();
    assert_eq!(d.seat, a, "Lucía's master gunner places the icon");
    pick(&mut s, Choice::HitAt(HitLocation::Hull));
    let h = s.state().seats[b].ship.as_ref().unwrap().hits;
    assert_eq!((h.masts, h.cannons, h.hull), (2, 1, 2));
}

// Specialists: a Master-at-Arms adds a LEADERSHIP die in crew combat; a Surgeon brings a crew
// back after a battle survived.
#[test]
fn master_at_arms_and_surgeon() {
    let (s, a, b) = duel("", |st, a, _| employ(st, a, SpecialistKind::MasterAtArms));
    let (sb, lb) = skills(&s, b);
    let fail = |n: usize| "F".repeat(n);
    // Scout; a quiet round; round two Lucía boards SS vs fails; crew: her 3 dice SSS, the
    // other fails; its 3 crew are gone in one round (hits capped at her 3 crew).
    let spec = format!("S* FF {} SS {} SSS {}", fail(sb), fail(sb), fail(lb));
    let mut s = edited(&s, |st| {
        st.rng = rng_dice(&spec);
        st.seats[a].ship.as_mut().unwrap().hits.crew = 3;
    });
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    let events = pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert!(events.iter().any(|e| matches!(
        e,
        GameEvent::DiceRolled { by, skill: Skill::Leadership, faces, .. }
            if *by == Side::Captain(a) && faces.len() == 3
    )));
    assert_eq!(s.state().seats[b].ship.as_ref().unwrap().hits.crew, 0);

    // A surgeon aboard a ship that lost crew: one comes back when the battle ends (here by
    // fleeing in round two).
    let (s, a, b) = duel("", |st, a, _| employ(st, a, SpecialistKind::Surgeon));
    let (sb, _) = skills(&s, b);
    let spec = format!("S* FF {} SS {}", fail(sb), fail(sb));
    let mut s = edited(&s, |st| {
        st.rng = rng_dice(&spec);
        st.seats[a].ship.as_mut().unwrap().hits.crew = 1;
    });
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Flee));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert!(s.state().battle.is_none());
    assert_eq!(s.state().seats[a].ship.as_ref().unwrap().hits.crew, 2);
}

/// The dice of a duel that Lucía wins by boarding: she scouts, wins both contests against
/// `b`'s SEAMANSHIP and the crew combat against its LEADERSHIP, twice.
fn boarding_win(s: &Session, b: Seat) -> String {
    let (sb, lb) = skills(s, b);
    let fail = |n: usize| "F".repeat(n);
    format!(
        "S* FF {} SS {} SS {} SS {}",
        fail(sb),
        fail(sb),
        fail(lb),
        fail(lb)
    )
}

// PLUNDER: the winner takes the loser's glory cards (unseen) and specialists (one of each type);
// DYING: a dead captain's cards go; the new captain draws one, as at setup.
#[test]
fn plunder_takes_cards_and_death_clears_them() {
    let (s, a, b) = duel("", |st, _, b| {
        give_glory(st, b, "Fair Winds");
        employ(st, b, SpecialistKind::Lookout);
    });
    let mut s = edited(&s, |st| st.rng = rng_dice(&boarding_win(&s, b)));
    let theirs = s.state().seats[b].glory_cards.clone();
    let lookout = s.state().seats[b].specialists[0];
    open_fire(&mut s, b);
    // Margaret holds a card, so she is asked at each combat-card moment; she passes.
    pass_card_windows(&mut s);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    pass_card_windows(&mut s);
    pick(&mut s, Choice::TakeGloryCards);
    for c in &theirs {
        assert!(s.state().seats[a].glory_cards.contains(c));
    }
    // Over 4 in hand? Then a discard comes first; otherwise the specialist is next.
    while s.decision().unwrap().kind == DecisionKind::DiscardGlory {
        let c = s.decision().unwrap().options[0];
        pick(&mut s, c);
    }
    pick(&mut s, Choice::TakeSpecialist(lookout));
    assert!(s.state().seats[a].specialists.contains(&lookout));
    pick(&mut s, Choice::Done);
    assert!(s.state().seats[b].glory_cards.is_empty());
    assert!(s.state().seats[b].specialists.is_empty());
    s.check_invariants().unwrap();
}

// GLORY CARDS: "You may have only 4 glory cards. You may still draw a fifth card and decide
// which card to discard" — a plunderer who takes a full hand holds more than five for a moment,
// and discards down to four, one card at a time, before anything else.
#[test]
fn a_plundered_hand_is_discarded_down_to_four() {
    let (s, a, b) = duel("", |st, a, b| {
        for (seat, n) in [(a, 3), (b, 4)] {
            for _ in 0..n {
                let c = st.decks.glory.pop().unwrap();
                st.seats[seat].glory_cards.push(c);
            }
        }
    });
    let mut s = edited(&s, |st| st.rng = rng_dice(&boarding_win(&s, b)));
    open_fire(&mut s, b);
    pass_card_windows(&mut s);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    pass_card_windows(&mut s);
    let before = s.state().seats[a].glory_cards.len();
    pick(&mut s, Choice::TakeGloryCards);
    let held = s.state().seats[a].glory_cards.len();
    assert_eq!(held, before + 4);
    assert!(held > 5, "more than a fifth card at once");
    s.check_invariants().unwrap();
    for left in (4..held).rev() {
        let d = s.decision().unwrap();
        assert_eq!((d.seat, d.kind), (a, DecisionKind::DiscardGlory));
        pick(&mut s, d.options[0]);
        assert_eq!(s.state().seats[a].glory_cards.len(), left);
        s.check_invariants().unwrap();
    }
    assert_ne!(s.decision().unwrap().kind, DecisionKind::DiscardGlory);
}

// GLORY CARDS: "you can play glory cards freely during your turn, except during combat (when
// only cards meant for combat can be played)". Every own-turn card can be played by its holder
// at a fitting moment without breaking the game; combat cards cannot be played outside combat.
#[test]
fn every_glory_card_is_playable() {
    let d = data();
    for id in 0..d.glory.len() {
        let card = GloryCardId(id as u8);
        // In a game with Module 1, whose glory cards are mixed with ours: every card is in play.
        let (s, seat) = seas_at_sea("m1", "Lucía Arana", "port_royal", ShipClass::Brig);
        let mut s = edited(&s, |st| {
            let i = st.decks.glory.iter().position(|c| *c == card);
            let Some(i) = i else { return };
            st.decks.glory.remove(i);
            st.seats[seat].glory_cards.push(card);
            st.seats[seat].gold = 20;
            st.seats[seat].bounties = [1, 0, 0, 0];
            let sh = st.seats[seat].ship.as_mut().unwrap();
            sh.hits.hull = 1;
            sh.hits.crew = 1;
        });
        if !s.state().seats[seat].glory_cards.contains(&card) {
            continue; // dealt at setup to a hand: covered by the other copies
        }
        let choice = s
            .decision()
            .unwrap()
            .options
            .into_iter()
            .find(|c| matches!(c, Choice::PlayGlory { card: x, .. } if *x == card));
        if matches!(d.glory_card(card).effect, GloryEffect::Combat(_)) {
            // Combat cards wait for their moment in a battle (tests/combat_cards.rs).
            assert_eq!(
                choice,
                None,
                "{} is played outside combat",
                d.glory_card(card).name
            );
            continue;
        }
        let choice =
            choice.unwrap_or_else(|| panic!("{} is not playable", d.glory_card(card).name));
        pick(&mut s, choice);
        s.check_invariants().unwrap();
    }
}

// Stash gold: in the home port the chest pays for anything — a specialist's hire too.
#[test]
fn at_home_the_chest_pays_for_a_specialist() {
    let (s, seat) = in_port(data(), "Lucía Arana", "san_juan", ShipClass::Flute);
    let mut card = GloryCardId(0);
    let mut s = edited(&s, |st| {
        card = give_glory(st, seat, "Lookout");
        st.seats[seat].gold = 0;
        st.seats[seat].stash = 20;
    });
    pick(&mut s, play(card));
    assert_eq!(s.state().seats[seat].stash, 17);
    assert_eq!(s.state().seats[seat].specialists, vec![card]);
}
