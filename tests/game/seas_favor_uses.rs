//! Seas of Glory, MODULE 10: spending favors. A failed roll outside combat re-rolled, an NPC
//! made to look again, the smuggler paying its way, cards just drawn redrawn, and Module 1's
//! glory card that keeps a dying captain's favors.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::state::ScoutTarget;
use spanish_main::rules::*;

// MODULE 10, Spending favors: "2. Re-roll one of your non-combat skill rolls. You can use this
// on scouting (for players, merchants or NPCs ...)". Offered on a failure only, with a favor.
#[test]
fn module_10_a_favor_re_rolls_a_failed_scouting_roll() {
    let (s, seat) = seas_at_sea("m10", "Lucía Arana", "havana", ShipClass::Sloop);
    let zone = crate::raids::zone_of(&s, "havana");
    let setup = |favors: u8| {
        edited(&s, |st| {
            crate::raids::merchant(st, zone, Nation::Spanish);
            st.seats[seat].favors = favors;
            // SCOUTING 2: a miss, then a find.
            st.rng = rng_counts(&[(2, 0), (2, 1)]);
        })
    };
    // Without a favor the miss stands at once.
    let mut none = setup(0);
    let events = pick(&mut none, Choice::Scout(ScoutTarget::Merchant));
    assert!(events.contains(&GameEvent::Scouted {
        seat,
        target: ScoutTarget::Merchant,
        found: false
    }));
    let mut s = setup(2);
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    assert_eq!(rolls(&events), 1);
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::Reroll));
    assert_eq!(d.options, vec![Choice::SpendFavor, Choice::Done]);
    // Public: the other seat sees what waits (no hand-off needed).
    assert!(d.kind.is_public());
    assert!(s.observation(1 - seat).reroll.is_some());
    let events = pick(&mut s, Choice::SpendFavor);
    assert!(events.contains(&GameEvent::FavorsSpent {
        seat,
        count: 1,
        on: FavorUse::Reroll(Skill::Scouting)
    }));
    assert!(events.contains(&GameEvent::Scouted {
        seat,
        target: ScoutTarget::Merchant,
        found: true
    }));
    assert_eq!(s.state().seats[seat].favors, 1);
    assert!(s.state().raid.is_some(), "the merchant is found");
    s.check_invariants().unwrap();
}

// MODULE 10: the roll let stand is a miss, the favor kept; a re-roll that fails too is a miss
// ("one favor per situation": no second re-roll).
#[test]
fn module_10_one_favor_per_roll_and_a_roll_may_be_let_stand() {
    let (s, seat) = seas_in_port("m10", "Lucía Arana", "havana", ShipClass::Sloop);
    // A held rumor followed up in its port: INFLUENCE or its own skill, failing twice.
    let rumor = (0..s.data().rumors.len())
        .map(|i| RumorId(i as u8))
        .find(|r| s.data().rumor(*r).port == s.data().port_by_key("havana").unwrap())
        .expect("a rumor of Havana");
    let skill = s.data().rumor(rumor).skill;
    let dice = s.data().captain(s.state().seats[seat].captain).skill(skill);
    let setup = || {
        edited(&s, |st| {
            st.decks.rumors.retain(|r| *r != rumor);
            st.seats[seat].rumor = Some(rumor);
            st.seats[seat].favors = 3;
            st.rng = rng_counts(&[(dice, 0), (dice, 0)]);
        })
    };
    let mut s1 = setup();
    pick(&mut s1, Choice::PortAction);
    pick(&mut s1, Choice::Begin(Activity::FollowRumor));
    assert_eq!(s1.decision().unwrap().kind, DecisionKind::Reroll);
    assert_eq!(
        s1.state().seats[seat].rumor,
        Some(rumor),
        "in hand meanwhile"
    );
    let events = pick(&mut s1, Choice::Done);
    assert!(events.contains(&GameEvent::RumorFollowed {
        seat,
        rumor,
        found_true: false
    }));
    assert_eq!(s1.state().seats[seat].favors, 3);
    // Re-rolled and failed again: the rumor is false; the track is down one.
    let mut s2 = setup();
    pick(&mut s2, Choice::PortAction);
    pick(&mut s2, Choice::Begin(Activity::FollowRumor));
    let events = pick(&mut s2, Choice::SpendFavor);
    assert!(events.contains(&GameEvent::RumorFollowed {
        seat,
        rumor,
        found_true: false
    }));
    assert_eq!(s2.state().seats[seat].favors, 2);
    assert_eq!(
        s2.decision().unwrap().kind,
        DecisionKind::Port {
            step: PortStepKind::Menu
        }
    );
}

// MODULE 10, Spending favors: "3. Make an NPC re-roll a SCOUTING roll made to find you."
#[test]
fn module_10_an_npc_that_found_you_re_rolls_for_a_favor() {
    let switched = |st: &mut GameState| {
        st.config.seas = Switches::parse("m10").unwrap();
        let a = st.active_seat().unwrap();
        st.seats[a].favors = 1;
        // Harrow's 2 SCOUTING dice find the captain; the re-roll misses.
        st.rng = rng_dice("S* FF");
    };
    let mut s = crate::npcs::wanted_in_havana(crate::npcs::HARROW, switched);
    let a = s.state().active_seat().unwrap();
    let navy = NpcSlot::Navy(Nation::English);
    let events = crate::npcs::sail_out(&mut s, "havana");
    assert!(events.contains(&GameEvent::NpcScouted {
        slot: navy,
        seat: a,
        found: true
    }));
    assert!(s.state().battle.is_none(), "no attack before the answer");
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (a, DecisionKind::NpcReroll));
    assert_eq!(d.options, vec![Choice::NpcReroll(navy), Choice::Done]);
    let events = pick(&mut s, Choice::NpcReroll(navy));
    assert!(events.contains(&GameEvent::NpcScouted {
        slot: navy,
        seat: a,
        found: false
    }));
    assert!(s.state().battle.is_none(), "it looked again and missed");
    assert_eq!(s.state().seats[a].favors, 0);
    // The move's action is spent now.
    assert!(matches!(
        s.state().phase,
        Phase::Actions {
            actions_left: 2,
            ..
        }
    ));
    s.check_invariants().unwrap();
    // Let stand, the NPC attacks.
    let mut s = crate::npcs::wanted_in_havana(crate::npcs::HARROW, switched);
    crate::npcs::sail_out(&mut s, "havana");
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::BattleBegun {
        aggressor: Side::Npc(navy),
        defender: Side::Captain(a),
        zone: crate::npcs::zone("havana")
    }));
}

// MODULE 10: "Alexandre Villon only needs to roll Influence to take a port action if he used
// his captain's ability to enter an illegal port. If his Influence roll fails (he may use a
// favor to re-roll), he may still take a port action if he can pay the favors that would
// have allowed him to enter." Ours: Module 1's smuggler captain.
#[test]
fn module_10_the_smuggler_refused_at_the_counters_may_pay_favors() {
    let name = captain_with(AbilityEffect::EnterClosedPorts);
    let (s, seat) = seas_at_sea("m1,m10", &name, "havana", ShipClass::Sloop);
    let havana = s.data().port_by_key("havana").unwrap();
    let infl = s.data().captain(s.state().seats[seat].captain).influence;
    let mut s = edited(&s, |st| {
        st.seats[seat].bounties[Nation::Spanish.index()] = 1;
        st.seats[seat].favors = 2;
        st.rng = rng_counts(&[(infl, 0), (infl, 0)]);
    });
    pick(
        &mut s,
        Choice::Move {
            to: Location::Port(havana),
            entry: Entry::Free,
        },
    );
    pick(&mut s, Choice::PortAction);
    let d = s.decision().unwrap();
    assert_eq!(d.kind, DecisionKind::Reroll);
    assert_eq!(
        d.options,
        vec![Choice::SpendFavor, Choice::PayFavors(1), Choice::Done]
    );
    // The re-roll fails too: paying is still offered (the re-roll is spent).
    pick(&mut s, Choice::SpendFavor);
    let d = s.decision().unwrap();
    assert_eq!(d.options, vec![Choice::PayFavors(1), Choice::Done]);
    let events = pick(&mut s, Choice::PayFavors(1));
    assert!(events.contains(&GameEvent::FavorsSpent {
        seat,
        count: 1,
        on: FavorUse::DealInPort(havana)
    }));
    assert!(events.contains(&GameEvent::PortActionTaken { seat, port: havana }));
    assert_eq!(s.state().seats[seat].favors, 0);
    assert!(s.state().port.is_some());
}

// MODULE 10: "not on any naval combat or raid rolls": a whole battle with favors on the track
// never asks.
#[test]
fn module_10_no_favor_in_combat_or_raids() {
    let (s, a, b) = duel("SSSSSSSS", |st, a, b| {
        // The duel's brigs sail with Module 5.
        st.config.seas = Switches::parse("m5,m10").unwrap();
        st.seats[a].favors = 5;
        st.seats[b].favors = 5;
    });
    let mut s = s;
    pick(&mut s, Choice::Scout(ScoutTarget::Captain(b)));
    assert!(s.state().battle.is_some());
    let mut steps = 0;
    while s.state().battle.is_some() && steps < 500 {
        let d = s.decision().unwrap();
        assert!(
            !matches!(d.kind, DecisionKind::Reroll | DecisionKind::NpcReroll),
            "{d:?}"
        );
        let c = d.options[0];
        s.choose(c).unwrap();
        steps += 1;
    }
    assert!(s.state().battle.is_none());
    assert_eq!(s.state().seats[a].favors, 5);
}

// MODULE 10, Spending favors: "1. Redraw all cards of any one type drawn simultaneously." The
// port's offer of goods: once, before anything is marked.
#[test]
fn module_10_a_favor_redraws_the_ports_offer_of_goods() {
    let (s, seat) = seas_in_port("m10", "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 20;
        st.seats[seat].favors = 2;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    let offer = |s: &Session| match &s.state().port.as_ref().unwrap().step {
        PortStep::Buying { offer, .. } => offer.clone(),
        other => panic!("{other:?}"),
    };
    let first = offer(&s);
    let events = pick(&mut s, Choice::RedrawForFavor);
    assert!(events.contains(&GameEvent::FavorsSpent {
        seat,
        count: 1,
        on: FavorUse::Redraw
    }));
    assert!(events.contains(&GameEvent::CargoDiscarded {
        seat,
        cards: first.clone()
    }));
    let second = offer(&s);
    assert_eq!(second.len(), first.len());
    assert!(second.iter().all(|c| !first.contains(c)), "all anew");
    assert_eq!(s.state().seats[seat].favors, 1);
    assert!(!offers(&s, Choice::RedrawForFavor), "once an offer");
    s.check_invariants().unwrap();
    // Not once a card is marked, nor without a favor.
    let (s, seat) = seas_in_port("m10", "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 20;
        st.seats[seat].favors = 1;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    let card = offer(&s)[0];
    pick(&mut s, Choice::Mark(card));
    assert!(!offers(&s, Choice::RedrawForFavor));
    let mut none = edited(&s, |st| st.seats[seat].favors = 0);
    pick(&mut none, Choice::Mark(card));
    assert!(!offers(&none, Choice::RedrawForFavor));
}

// MODULE 10: "a merchant raid could consist of several different draws and a favor could be
// used on each": the cards turned up at the start are one draw, each success's draw another.
#[test]
fn module_10_each_draw_of_a_raid_may_be_redrawn_for_a_favor() {
    // SCOUTING 2 dice find it, then SEAMANSHIP 2 dice with 2 successes.
    let (s, seat) = crate::raids::raider(
        "port_royal",
        Nation::English,
        &[12, 15, 16, 20, 21, 22, 23],
        &[(2, 1), (2, 2)],
    );
    let mut s = edited(&s, |st| {
        st.config.seas.set(Switch::Favors, true);
        st.seats[seat].favors = 2;
    });
    crate::raids::raid_as(&mut s, Nation::English);
    let c = |n: u8| CargoCardId(n);
    assert_eq!(crate::raids::raid_cards(&s), vec![c(12), c(15), c(16)]);
    let events = pick(&mut s, Choice::RedrawForFavor);
    for old in [12, 15, 16] {
        assert!(events.contains(&GameEvent::RaidCardDiscarded { seat, card: c(old) }));
    }
    assert_eq!(crate::raids::raid_cards(&s), vec![c(20), c(21), c(22)]);
    assert!(
        !offers(&s, Choice::RedrawForFavor),
        "a redraw is not redrawn"
    );
    // A success's draw is a draw of its own: the one card may go for a favor.
    pick(&mut s, Choice::RaidDraw);
    assert_eq!(crate::raids::raid_cards(&s).last(), Some(&c(23)));
    assert!(offers(&s, Choice::RedrawForFavor));
    pick(&mut s, Choice::RedrawForFavor);
    let row = crate::raids::raid_cards(&s);
    assert_eq!(row.len(), 4);
    assert!(!row.contains(&c(23)));
    assert_eq!(s.state().seats[seat].favors, 0);
    s.check_invariants().unwrap();
}

// MODULE 10: "If your captain dies, all favors are lost (however you may keep them if you play
// the Survivor glory card)." Ours, a Module 1 card in the deck only with both modules, plays
// itself from the hand when the captain dies holding favors.
#[test]
fn module_10_the_glory_card_keeps_a_dying_captains_favors() {
    let d = data();
    let keeper = GloryCardId(
        d.glory
            .iter()
            .position(|g| g.effect == GloryEffect::KeepFavors)
            .expect("the card") as u8,
    );
    // In the deck with m1 and m10 only.
    for (keys, there) in [("m1", false), ("m10", false), ("m1,m10", true)] {
        let s = seas_game(vec![SeatKind::Human; 2], 3, 0, keys);
        assert_eq!(s.data().glory_card(keeper).in_play, there, "{keys}");
    }
    let (mut s, seat, enter) = sinking_off_bridgetown("m1,m10", 3, |st, seat| {
        give_glory(st, seat, "Friends Who Remember");
        st.rng = rng_where(&[2, 2], false);
    });
    pick(&mut s, enter);
    // The re-roll fails too: the ship sinks, and the card keeps the two favors left.
    let events = pick(&mut s, Choice::SpendFavor);
    assert!(events.contains(&GameEvent::ShipSunk { seat }));
    assert!(events.contains(&GameEvent::GloryCardPlayed { seat, card: keeper }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::FavorsLost { .. }))
    );
    assert_eq!(s.state().seats[seat].favors, 2);
    assert!(s.state().decks.glory_discard.contains(&keeper));
    s.check_invariants().unwrap();
}

// MODULE 10, Spending favors: "1. Redraw all cards of any one type drawn simultaneously": a
// rumor just bought, once; it goes back into the deck unseen by the others.
#[test]
fn module_10_a_favor_redraws_a_rumor_just_drawn() {
    let (s, seat) = seas_in_port("m10", "Lucía Arana", "havana", ShipClass::Sloop);
    let infl = s.data().captain(s.state().seats[seat].captain).influence;
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 10;
        st.seats[seat].favors = 1;
        st.rng = rng_counts(&[(infl, 1)]);
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Rumor));
    let drawn = |s: &Session| match &s.state().port.as_ref().unwrap().step {
        PortStep::KeepRumor { drawn, .. } => *drawn,
        other => panic!("{other:?}"),
    };
    let first = drawn(&s);
    let d = s.decision().unwrap();
    assert_eq!(
        d.options,
        vec![Choice::KeepRumor(first), Choice::RedrawForFavor]
    );
    let events = pick(&mut s, Choice::RedrawForFavor);
    assert!(events.contains(&GameEvent::RumorReturned { seat }));
    let second = drawn(&s);
    assert_ne!(first, second);
    assert!(s.state().decks.rumors.contains(&first), "back in the deck");
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::KeepRumor(second)],
        "a redraw is not redrawn"
    );
    pick(&mut s, Choice::KeepRumor(second));
    assert_eq!(s.state().seats[seat].rumor, Some(second));
    assert_eq!(s.state().seats[seat].favors, 0);
    s.check_invariants().unwrap();
}

// MODULE 10, Spending favors: "1. Redraw all cards of any one type drawn simultaneously": the
// glory card a glory point draws, asked in secret before anything else.
#[test]
fn module_10_a_favor_redraws_a_glory_card_just_drawn() {
    let (s, seat) = seas_in_port("m10", "Lucía Arana", "havana", ShipClass::Sloop);
    let havana = s.data().port_by_key("havana").unwrap();
    let rumor = (0..s.data().rumors.len())
        .map(|i| RumorId(i as u8))
        .find(|r| s.data().rumor(*r).port == havana)
        .unwrap();
    let dice = s
        .data()
        .captain(s.state().seats[seat].captain)
        .skill(s.data().rumor(rumor).skill);
    let mut s = edited(&s, |st| {
        st.decks.rumors.retain(|r| *r != rumor);
        st.seats[seat].rumor = Some(rumor);
        st.seats[seat].favors = 2;
        st.rng = rng_counts(&[(dice, 1)]);
    });
    pick(&mut s, Choice::PortAction);
    let events = pick(&mut s, Choice::Begin(Activity::FollowRumor));
    assert!(events.contains(&GameEvent::GloryCardDrawn { seat }));
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::GloryRedraw));
    assert_eq!(d.options, vec![Choice::RedrawForFavor, Choice::Done]);
    assert!(!d.kind.is_public(), "the card is secret");
    let hand = s.state().seats[seat].glory_cards.clone();
    let drawn = *hand.last().unwrap();
    // The other seat sees that a card waits, not which.
    assert_eq!(
        s.observation(1 - seat).glory_redraws,
        vec![(seat, (hand.len() - 1) as u8)]
    );
    let events = pick(&mut s, Choice::RedrawForFavor);
    assert!(events.contains(&GameEvent::FavorsSpent {
        seat,
        count: 1,
        on: FavorUse::Redraw
    }));
    let now = &s.state().seats[seat].glory_cards;
    assert_eq!(now.len(), hand.len());
    assert_ne!(now.last(), Some(&drawn));
    assert!(s.state().decks.glory.contains(&drawn), "back in the deck");
    assert_eq!(s.state().seats[seat].favors, 1);
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Port {
            step: PortStepKind::Menu
        },
        "a redraw is not redrawn"
    );
    s.check_invariants().unwrap();
}
