//! Seas of Glory, MODULE 7: contraband. The cards in the deck, buying as contraband, selling
//! at its port, the glory of every 2 sold, and contraband as cargo in the hold.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::glory::GloryReason;
use spanish_main::rules::protocol::DecisionKind;
use spanish_main::rules::*;

fn good_of(s: &Session, card: CargoCardId) -> GoodId {
    s.data().cargo_deck[card.0 as usize].good
}

// MODULE 7, Setup: the contraband cards are shuffled into the cargo deck, 16 of them (ours),
// one bound for each port; without the module they stay out.
#[test]
fn module_7_contraband_cards_are_shuffled_into_the_cargo_deck() {
    let with = seas_game(vec![SeatKind::Human; 2], 3, 0, "m7");
    let without = seas_game(vec![SeatKind::Human; 2], 3, 0, "none");
    let contraband = |s: &Session| {
        s.state()
            .decks
            .cargo
            .iter()
            .filter(|c| s.data().cargo_deck[c.0 as usize].contraband.is_some())
            .count()
    };
    assert_eq!(contraband(&with), 16);
    assert_eq!(contraband(&without), 0);
    assert_eq!(with.state().decks.cargo.len(), 80);
    assert_eq!(without.state().decks.cargo.len(), 64);
    let ports: std::collections::BTreeSet<_> = with
        .data()
        .cargo_deck
        .iter()
        .filter_map(|c| c.contraband)
        .collect();
    assert_eq!(ports.len(), with.data().ports.len(), "one for each port");
}

// MODULE 7, Getting contraband, 1.-3.: the contraband bound for this port is redrawn like
// the good in demand; a contraband card may be bought as contraband for 3 gold; the rest is
// priced as usual, counting alike only the cards not taken as contraband (our reading).
#[test]
fn module_7_buying_redraws_local_contraband_and_sells_contraband_at_3() {
    let (s, seat) = smuggler_in_havana(30);
    let local = contraband_for(&s, "havana");
    let rum_contraband = contraband_for(&s, "port_royal");
    let rum = s.data().goods.iter().position(|g| g.id == "rum").unwrap();
    let rum = GoodId(rum as u8);
    assert_eq!(good_of(&s, rum_contraband), rum);
    // A plain rum card and four sugar cards to follow.
    let plain_rum = (0..64u8)
        .find(|i| s.data().cargo_deck[*i as usize].good == rum)
        .unwrap();
    let mut s = edited(&s, |st| {
        stack_cargo(st, &[local.0, rum_contraband.0, plain_rum, 0, 1, 2, 3, 4]);
    });
    pick(&mut s, Choice::PortAction);
    let events = pick(&mut s, Choice::Begin(Activity::Buy));
    assert!(events.contains(&GameEvent::CargoDiscarded {
        seat,
        cards: vec![local]
    }));
    let Some(PortStep::Buying { offer, .. }) = s.state().port.as_ref().map(|v| v.step.clone())
    else {
        panic!("buying");
    };
    assert!(!offer.contains(&local) && offer.contains(&rum_contraband));
    assert!(offers(&s, Choice::Smuggle(rum_contraband)));
    assert!(
        !offers(&s, Choice::Smuggle(CargoCardId(plain_rum))),
        "no contraband option"
    );
    // Two rum cards as regular cargo: 2 gold each.
    let gold = s.state().seats[seat].gold;
    let mut both = s.clone();
    pick(&mut both, Choice::Mark(rum_contraband));
    pick(&mut both, Choice::Mark(CargoCardId(plain_rum)));
    pick(&mut both, Choice::Settle);
    assert_eq!(gold - both.state().seats[seat].gold, 4);
    assert_eq!(both.state().seats[seat].cargo.len(), 2);
    // One as contraband (3) and the rum left one of a kind (3).
    pick(&mut s, Choice::Smuggle(rum_contraband));
    pick(&mut s, Choice::Mark(CargoCardId(plain_rum)));
    let events = pick(&mut s, Choice::Settle);
    assert_eq!(gold - s.state().seats[seat].gold, 6);
    assert_eq!(s.state().seats[seat].contraband, vec![rum_contraband]);
    assert_eq!(s.state().seats[seat].cargo, vec![CargoCardId(plain_rum)]);
    assert!(events.contains(&GameEvent::ContrabandBought { seat, count: 1 }));
    // The count is public, the port secret.
    let other = s.observation((seat + 1) % 2);
    assert_eq!(other.seats[seat].contraband_count, 1);
    assert!(other.me.contraband.is_empty());
}

// MODULE 7, Selling contraband: only in the port on the card, within Sell goods, 10 gold,
// never as the good in demand.
#[test]
fn module_7_contraband_sells_only_at_its_port_for_10() {
    let (s, seat) = smuggler_in_havana(30);
    let local = contraband_for(&s, "havana");
    let elsewhere = contraband_for(&s, "nassau");
    let mut s = edited(&s, |st| {
        stack_cargo(st, &[local.0, elsewhere.0]);
        let a = st.decks.cargo.pop().unwrap();
        let b = st.decks.cargo.pop().unwrap();
        st.seats[seat].contraband = vec![a, b];
    });
    let gold = s.state().seats[seat].gold;
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Sell));
    assert!(offers(&s, Choice::Mark(local)));
    assert!(!offers(&s, Choice::Mark(elsewhere)), "bound for Nassau");
    pick(&mut s, Choice::Mark(local));
    let events = pick(&mut s, Choice::Settle);
    assert!(events.contains(&GameEvent::ContrabandSold {
        seat,
        count: 1,
        gold: 10
    }));
    assert_eq!(s.state().seats[seat].gold - gold, 10);
    assert_eq!(s.state().seats[seat].contraband, vec![elsewhere]);
}

// MODULE 7, Selling contraband: every 2 sold are a glory point; a lone one waits behind the
// captain card, and is kept for a new captain.
#[test]
fn module_7_every_two_contraband_sold_are_a_glory_point() {
    let (s, seat) = smuggler_in_havana(30);
    let local = contraband_for(&s, "havana");
    let mut s = edited(&s, |st| {
        stack_cargo(st, &[local.0]);
        let a = st.decks.cargo.pop().unwrap();
        st.seats[seat].contraband = vec![a];
    });
    let glory = s.state().seats[seat].glory;
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Sell));
    pick(&mut s, Choice::Mark(local));
    let events = pick(&mut s, Choice::Settle);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::GloryGained { .. }))
    );
    assert_eq!(s.state().seats[seat].contraband_sold, Some(local));
    assert_eq!(
        s.observation((seat + 1) % 2).seats[seat].contraband_sold,
        Some(local)
    );

    // The lone card outlives its captain.
    let (mut s, seat, enter) = sinking_off_bridgetown("m7", 0, |st, seat| {
        st.rng = rng_where(&[2], false);
        let c = CargoCardId(64 + 1);
        st.decks.cargo.retain(|x| *x != c);
        st.seats[seat].contraband_sold = Some(c);
    });
    let events = pick(&mut s, enter);
    assert!(events.contains(&GameEvent::ShipSunk { seat }));
    assert_eq!(s.state().seats[seat].contraband_sold, Some(CargoCardId(65)));
    // Its pair makes the point.
    let (s, seat) = smuggler_in_havana(30);
    let local = contraband_for(&s, "havana");
    let mut s = edited(&s, |st| {
        stack_cargo(st, &[local.0, 65]);
        let a = st.decks.cargo.pop().unwrap();
        let lone = st.decks.cargo.pop().unwrap();
        st.seats[seat].contraband = vec![a];
        st.seats[seat].contraband_sold = Some(lone);
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Sell));
    pick(&mut s, Choice::Mark(local));
    let events = pick(&mut s, Choice::Settle);
    assert!(events.contains(&GameEvent::GloryGained {
        seat,
        reason: GloryReason::Contraband
    }));
    assert_eq!(s.state().seats[seat].glory, glory + 1);
    assert_eq!(s.state().seats[seat].contraband_sold, None);
    assert!(s.state().decks.cargo_discard.contains(&CargoCardId(65)));
}

// MODULE 7, Important terms: contraband is cargo and fills a space: the port's limit on
// buying counts it, and a cargo card may be thrown out of either space to make room.
#[test]
fn module_7_contraband_fills_the_hold_like_cargo() {
    let (s, seat) = smuggler_in_havana(30);
    let limit = s.data().tokens.prices.port_cargo_limit as usize;
    let mut s = edited(&s, |st| {
        smuggle_aboard(st, seat, limit);
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    let d = s.decision().unwrap();
    assert!(
        !d.options
            .iter()
            .any(|o| matches!(o, Choice::Mark(_) | Choice::Smuggle(_))),
        "a full hold buys nothing: {:?}",
        d.options
    );
    let held = s.state().seats[seat].contraband.clone();
    for c in &held {
        assert!(d.options.contains(&Choice::DiscardCargo(*c)));
    }
    pick(&mut s, Choice::DiscardCargo(held[0]));
    assert_eq!(s.state().seats[seat].held(), limit - 1);
    assert!(
        s.decision()
            .unwrap()
            .options
            .iter()
            .any(|o| matches!(o, Choice::Mark(_)))
    );
}

/// An honest captain in Havana with two contraband cards aboard, Commodore Harrow's English
/// frigate outside, every die a success.
fn searched_off_havana(bounties: u8) -> (Session, Seat) {
    let (s, seat) = smuggler_in_havana(30);
    let s = edited(&s, |st| {
        smuggle_aboard(st, seat, 2);
        st.seats[seat].bounties[Nation::Spanish.index()] = bounties;
        st.war = None;
        crate::npcs::put_npc(st, "Commodore Edward Harrow", "havana");
        st.rng = rng_dice("SSSSSSSSSSSS");
    });
    (s, seat)
}

// MODULE 7, Traveling with contraband: naval ships scout for a non-pirate with contraband,
// who may throw it all overboard to avoid the battle.
#[test]
fn module_7_a_naval_ship_searches_an_honest_hold_and_the_contraband_goes_overboard() {
    let (mut s, seat) = searched_off_havana(0);
    let events = crate::npcs::sail_out(&mut s, "havana");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::NpcScouted { seat: t, found: true, .. } if *t == seat))
    );
    let d = s.decision().unwrap();
    assert_eq!(d.kind, DecisionKind::Searched);
    assert_eq!(d.seat, seat);
    assert_eq!(d.options, vec![Choice::Resist, Choice::DumpContraband]);
    let events = pick(&mut s, Choice::DumpContraband);
    assert!(events.contains(&GameEvent::ContrabandDumped { seat, count: 2 }));
    assert!(s.state().seats[seat].contraband.is_empty());
    assert!(s.state().battle.is_none(), "no battle");
    assert!(matches!(
        s.decision().unwrap().kind,
        DecisionKind::Action { .. }
    ));
}

// MODULE 7, Traveling with contraband: or resist and attack the naval ship, taking the bounty
// of a captain who starts the battle.
#[test]
fn module_7_resisting_a_search_attacks_the_naval_ship_for_a_bounty() {
    let (mut s, seat) = searched_off_havana(0);
    crate::npcs::sail_out(&mut s, "havana");
    let events = pick(&mut s, Choice::Resist);
    assert!(events.iter().any(|e| matches!(
        e,
        GameEvent::BattleBegun { aggressor: Side::Captain(a), .. } if *a == seat
    )));
    assert_eq!(s.state().seats[seat].bounties[Nation::English.index()], 1);
    assert_eq!(s.state().seats[seat].contraband.len(), 2);
}

// MODULE 7, Traveling with contraband: a pirate is hunted as ever (the navy attacks), and no
// naval ship sails toward contraband.
#[test]
fn module_7_pirates_are_hunted_as_ever_and_navies_do_not_chase_contraband() {
    let (mut s, _) = searched_off_havana(1);
    crate::npcs::sail_out(&mut s, "havana");
    assert_ne!(s.decision().unwrap().kind, DecisionKind::Searched);
    assert!(s.state().battle.is_some(), "the navy attacks the pirate");
    // An honest smuggler at sea beside the frigate is no prey: it does not move for it; the
    // pirate is.
    let at_sea = |bounties: u8| {
        let (s, seat) = searched_off_havana(bounties);
        let havana = zone_key(&s, "havana");
        let s = edited(&s, |st| {
            st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(havana);
        });
        s.observation(seat)
            .hunts
            .iter()
            .any(|(_, prey)| prey.contains(&seat))
    };
    assert!(!at_sea(0));
    assert!(at_sea(1));
}

// MODULE 3's smuggler's hold (only with MODULE 7): one contraband card takes no cargo space,
// is unseen by NPCs (no search for it alone; a search's dump leaves it) and is immune to
// damage; "Whenever relevant, pick which contraband card you want to be immune": the dump
// asks its owner which card the hold keeps (here the one stowed last).
#[test]
fn module_3_the_smugglers_hold_hides_one_contraband() {
    let (s, seat) = seas_in_port("m3,m7", "Lucía Arana", "havana", ShipClass::Flute);
    let s = edited(&s, |st| {
        fit_mod(st, seat, ShipModKind::SmugglersHold);
        st.war = None;
        smuggle_aboard(st, seat, 1);
    });
    assert_eq!(
        s.state().seats[seat].held(),
        s.state().seats[seat].cargo.len()
    );
    // Alone in the hold, the frigate outside never looks for it.
    let mut lone = edited(&s, |st| {
        crate::npcs::put_npc(st, "Commodore Edward Harrow", "havana");
        st.rng = rng_dice("SSSSSSSSSSSS");
    });
    let events = crate::npcs::sail_out(&mut lone, "havana");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::NpcScouted { .. }))
    );
    // With two, it searches; the dump leaves the hidden card.
    let mut two = edited(&s, |st| {
        smuggle_aboard(st, seat, 1);
        crate::npcs::put_npc(st, "Commodore Edward Harrow", "havana");
        st.rng = rng_dice("SSSSSSSSSSSS");
    });
    let hidden = two.state().seats[seat].contraband[1];
    crate::npcs::sail_out(&mut two, "havana");
    pick(&mut two, Choice::DumpContraband);
    let d = two.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::HoldPick));
    assert!(
        two.observation(1 - seat).decision.is_none(),
        "asked of its owner alone"
    );
    let events = pick(&mut two, Choice::HideContraband(hidden));
    assert!(events.contains(&GameEvent::ContrabandDumped { seat, count: 1 }));
    assert_eq!(two.state().seats[seat].contraband, vec![hidden]);
    // Without Module 7 there is no such token.
    let (s, _) = seas_in_port("m3", "Lucía Arana", "havana", ShipClass::Flute);
    assert!(
        !s.data()
            .ship_mod_tokens()
            .any(|(k, _)| k == ShipModKind::SmugglersHold)
    );
}

// MODULE 7, Getting contraband: a card won in a raid may go on either space, and is what the
// space says.
#[test]
fn module_7_loot_may_go_aboard_as_contraband() {
    let (s, seat) = seas_at_sea("m7", "Lucía Arana", "port_royal", ShipClass::Brig);
    let zone = crate::raids::zone_of(&s, "port_royal");
    // Card 72 is contraband for Petite Goave (sugar, no hits, no escapes); 12 and 16 no more.
    let card = CargoCardId(72);
    assert!(s.data().cargo_deck[72].contraband.is_some());
    let mut s = edited(&s, |st| {
        crate::raids::merchant(st, zone, Nation::English);
        stack_cargo(st, &[72, 12, 16]);
        st.rng = rng_counts(&[(2, 1), (2, 0)]);
    });
    crate::raids::raid_as(&mut s, Nation::English);
    pick(&mut s, Choice::Done);
    assert!(offers(&s, Choice::TakeContraband(card)));
    assert!(offers(&s, Choice::TakeCargo(card)));
    assert!(
        !offers(&s, Choice::TakeContraband(CargoCardId(12))),
        "no contraband option"
    );
    pick(&mut s, Choice::TakeContraband(card));
    assert_eq!(s.state().seats[seat].contraband, vec![card]);
    assert!(!s.state().seats[seat].cargo.contains(&card));
}

// MODULE 7, Getting contraband: "When getting cargo cards from merchant raids, rumor/mission
// rewards, etc., you may place any cards showing the contraband option on either your
// regular cargo space or your contraband space": a contraband card drawn as a rumor's reward
// goes on the space its owner picks; an ordinary one in the hold.
#[test]
fn module_7_a_contraband_card_drawn_as_a_reward_goes_on_the_space_its_owner_picks() {
    let (s, seat) = seas_in_port("m7", "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    let rumor = (0..s.data().rumors.len())
        .map(|i| RumorId(i as u8))
        .find(|r| s.data().rumor(*r).name == "The Planter's Wager")
        .unwrap();
    let dice = crate::port_cards::skill_of(&s, seat, Skill::Influence);
    let s = crate::port_cards::holding_rumor(&s, seat, rumor);
    let card = contraband_for(&s, "nassau");
    let mut s = edited(&s, |st| {
        let held = std::mem::take(&mut st.seats[seat].cargo);
        st.decks.cargo_discard.extend(held);
        stack_cargo(st, &[card.0, 12]);
        st.rng = rng_where(&[dice], true);
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::FollowRumor));
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::Stow));
    let mut regular = s.clone();
    pick(&mut s, Choice::TakeContraband(card));
    assert_eq!(s.state().seats[seat].contraband, vec![card]);
    assert_eq!(s.state().seats[seat].cargo, vec![CargoCardId(12)]);
    pick(&mut regular, Choice::TakeCargo(card));
    assert!(regular.state().seats[seat].contraband.is_empty());
    assert_eq!(regular.state().seats[seat].cargo.len(), 2);
}

// MODULE 7, Taking damage to cargo: a damaged hold's captain picks, card by card, the space
// each lost card comes from (the card in it at random); with one space left, no asking.
#[test]
fn module_7_a_damaged_hold_loses_from_the_space_its_captain_picks() {
    let (s, seat) = seas_at_sea("m7", "Lucía Arana", "port_royal", ShipClass::Brig);
    let zone = crate::raids::zone_of(&s, "port_royal");
    let cap = s.state().seats[seat].ship.as_ref().unwrap().hits.cargo as usize;
    // Card 1 fires a hit at the cargo; 12 and 16 are harmless.
    assert_eq!(s.data().cargo_deck[1].hits, vec![HitLocation::Cargo]);
    let raid = |space: Choice| {
        let mut s = edited(&s, |st| {
            crate::raids::merchant(st, zone, Nation::English);
            stack_cargo(st, &[1, 12, 16]);
            // A full hold: one regular card, the rest contraband.
            let take = |st: &mut GameState, smuggled: bool| {
                let i = st
                    .decks
                    .cargo
                    .iter()
                    .position(|c| {
                        data().cargo_deck[c.0 as usize].contraband.is_some() == smuggled
                            && ![1, 12, 16].contains(&c.0)
                    })
                    .unwrap();
                st.decks.cargo.remove(i)
            };
            let c = take(st, false);
            st.seats[seat].cargo.push(c);
            while st.seats[seat].held() < cap {
                let c = take(st, true);
                st.seats[seat].contraband.push(c);
            }
            st.rng = rng_counts(&[(2, 1), (2, 0)]);
        });
        crate::raids::raid_as(&mut s, Nation::English);
        pick(&mut s, Choice::Done);
        let d = s.decision().unwrap();
        assert_eq!(d.kind, DecisionKind::Spill);
        assert_eq!(d.seat, seat);
        let before = (
            s.state().seats[seat].cargo.len(),
            s.state().seats[seat].contraband.len(),
        );
        pick(&mut s, space);
        let after = (
            s.state().seats[seat].cargo.len(),
            s.state().seats[seat].contraband.len(),
        );
        (before, after)
    };
    let (before, after) = raid(Choice::SpillContraband);
    assert_eq!(after, (before.0, before.1 - 1));
    let (before, after) = raid(Choice::SpillCargo);
    assert_eq!(after, (before.0 - 1, before.1));
}
