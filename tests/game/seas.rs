//! SEAS OF GLORY EXPANSION: the switches a game is set up with, and the rules of each module
//! and variant built so far, played through the same door as the base game.

use crate::common::*;
use crate::raids::{raid_as, raider_in};
use spanish_main::content::{EventCardId, Nation, NpcSlot, ShipClass, Switch, Switches, ZoneId};
use spanish_main::rules::*;

/// The same session with these switches on (the data it plays with is their view).
pub fn with_switches(s: &Session, keys: &str) -> Session {
    let seas = Switches::parse(keys).expect("known switches");
    edited(s, |st| st.config.seas = seas)
}

/// Play to the end, each seat as set up, every invariant checked after every choice.
fn play_out(s: &mut Session) {
    while let Some(d) = s.decision() {
        let obs = s.observation(d.seat);
        let seed = spanish_main::ai::decision_seed(s.ai_seed(), d.seat, obs.step);
        let pick = spanish_main::ai::choose(s.seat_kind(d.seat), &obs, s.data(), seed)
            .expect("every decision has a pick")
            .choice;
        s.choose(pick).expect("the pick is offered");
        s.check_invariants().expect("every invariant holds");
        assert!(s.state().steps < 100_000, "the game ends");
    }
}

fn gold(s: &Session, seat: Seat) -> i32 {
    s.state().seats[seat].gold
}

// SEAS OF GLORY EXPANSION (issue: part one, "older saves load as the base game") — a save
// written before the switches existed loads as the base game; a game's switches are saved,
// loaded and observed by every seat.
#[test]
fn switches_are_saved_observed_and_absent_in_older_saves() {
    let s = new_game(2, 5);
    let text = s.save();
    let now = format!("format: {}", session::SAVE_FORMAT);
    // Format 9 wrote no `seas` in the config.
    let old = text
        .replacen(&now, "format: 9", 1)
        .replacen("seas: [],", "", 1);
    assert!(!old.contains("seas:"), "the field is cut");
    let loaded = Session::load(data(), &old).expect("a format 9 save loads");
    assert!(loaded.state().config.seas.is_base());
    assert!(
        loaded.history().is_some(),
        "the base game's history replays"
    );

    let m5 = Session::new(
        data(),
        GameConfig {
            seas: Switches::parse("m5,v4").unwrap(),
            ..s.state().config.clone()
        },
    )
    .unwrap()
    .0;
    let back = Session::load(data(), &m5.save()).unwrap();
    assert_eq!(back.state().config.seas, Switches::parse("m5,v4").unwrap());
    assert!(back.data().ship(ShipClass::Brig).in_play);
    for seat in 0..2 {
        assert_eq!(back.observation(seat).seas.to_string(), "m5,v4");
    }
}

// MODULE 5: SHIPS, The brig — "The brig costs 20 gold (sells for 5), but does not award a
// glory point when purchased." In a game without the module no shipyard offers it.
#[test]
fn module_5_the_brig_costs_20_sells_for_5_and_gives_no_glory() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    let base = edited(&s, |st| st.seats[seat].gold = 40);
    let mut s = with_switches(&base, "m5");
    let mut b = base.clone();
    for game in [&mut s, &mut b] {
        pick(game, Choice::PortAction);
        pick(game, Choice::Begin(Activity::Shipyard));
    }
    assert!(!offers(&b, Choice::BuyShip(ShipClass::Brig)));
    let events = pick(&mut s, Choice::BuyShip(ShipClass::Brig));
    // 20 less the sloop's 5.
    assert_eq!(gold(&s, seat), 25);
    let ship = s.state().seats[seat].ship.clone().unwrap();
    assert_eq!(ship.class, ShipClass::Brig);
    let brig = s.data().ship(ShipClass::Brig);
    assert_eq!(
        (
            brig.maneuverability,
            brig.cargo,
            brig.cannons,
            brig.crew,
            brig.toughness
        ),
        (2, 4, 2, 3, 3),
        "our values: the text gives none"
    );
    assert_eq!(ship.hits.hull, 3);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::GloryGained { .. }))
    );
    assert_eq!(s.state().seats[seat].glory, 0);
    // Sold for 5 on a later visit: a frigate costs 35 less 5.
    let mut s = edited(&s, |st| {
        st.port = None;
        st.turn.port_action_taken = false;
        st.seats[seat].gold = 40;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::BuyShip(ShipClass::Frigate));
    assert_eq!(gold(&s, seat), 40 - 30);
}

// MODULE 5: SHIPS, Low maneuverability galleons — "Galleon ship cards with a MANEUVERABILITY
// of 1 ... very poor for merchant raids": one escape icon lets the merchant go. On with the
// brig, with Flexible Turns, or by their own switch (our reading: "use ... when" is a must).
#[test]
fn module_5_galleons_of_manoeuvrability_1_lose_merchants_to_one_escape() {
    // Cards 0 (1 escape), 12 and 15 (none, no hits); a roll that finds, one that draws nothing.
    let raid = |keys: &str| {
        let (s, seat) = raider_in(
            ShipClass::Galleon,
            "port_royal",
            Nation::English,
            &[0, 12, 15],
            &[(2, 1), (2, 0)],
        );
        let mut s = with_switches(&s, keys);
        raid_as(&mut s, Nation::English);
        let events = pick(&mut s, Choice::Done);
        let outcome = events.iter().find_map(|e| match e {
            GameEvent::RaidEnded { seat: x, outcome } if *x == seat => Some(*outcome),
            _ => None,
        });
        (s, outcome.expect("the raid ends"))
    };
    let (s, base) = raid("none");
    assert_eq!(s.data().ship(ShipClass::Galleon).maneuverability, 2);
    assert!(
        matches!(base, RaidOutcome::Plundered { gold: 9 }),
        "{base:?}"
    );
    for keys in ["m5-galleons", "m5", "v1"] {
        let (s, slow) = raid(keys);
        assert_eq!(s.data().ship(ShipClass::Galleon).maneuverability, 1);
        assert_eq!(slow, RaidOutcome::Escaped, "with {keys}");
        assert!(s.state().config.seas.on(Switch::SlowGalleons));
    }
}

// SEAS OF GLORY EXPANSION — every switch alone, and all together, plays whole games to their
// end with every invariant holding after every choice.
#[test]
fn every_switch_plays_whole_games() {
    let mut sets: Vec<String> = Switch::ALL.iter().map(|s| s.key().to_string()).collect();
    sets.push("all".into());
    for (i, keys) in sets.iter().enumerate() {
        for seed in 0..4 {
            let seats = vec![SeatKind::RandomAi, NORMAL, SeatKind::RandomAi];
            let mut s = seas_game(seats, 900 + seed + 10 * i as u64, seed, keys);
            play_out(&mut s);
            assert!(s.is_over(), "{keys} seed {seed}");
        }
    }
}

/// A game of `seats` humans with these switches, its ships not yet chosen.
fn setting_up(keys: &str, seats: usize, seed: u64) -> Session {
    seas_game(vec![SeatKind::Human; seats], seed, 0, keys)
}

/// Every seat takes a sloop: the captains are revealed and round one begins.
fn choose_ships(s: &mut Session) -> Vec<GameEvent> {
    let mut all = Vec::new();
    while matches!(s.state().phase, Phase::ChooseShips { .. }) {
        all.extend(pick(s, Choice::ChooseShip(ShipClass::Sloop)));
    }
    all
}

/// The event cards of NPC captains of this slot, with their homes.
fn npc_cards(slot: NpcSlot) -> Vec<(EventCardId, ZoneId)> {
    let d = data();
    (0..d.event_deck.len())
        .map(|i| EventCardId(i as u8))
        .filter(|c| d.event(*c).npc.as_ref().is_some_and(|n| n.slot == slot))
        .map(|c| (c, d.npc(c).home))
        .collect()
}

// VARIANT 4: IT'S A HARD LIFE — "go through the event deck. Put into play the first 2 naval
// ships (from different nations) and the first NPC pirate ship you draw ... Redraw any NPC
// which shares a home-port with a player captain". Our reading: every card turned up and not
// put into play goes back, and the deck is shuffled.
#[test]
fn variant_4_two_navies_of_two_nations_and_a_pirate_are_at_sea_from_the_start() {
    let d = data();
    let s = setting_up("v4", 2, 31);
    let home =
        |st: &GameState, seat: Seat| d.port(d.captain(st.seats[seat].captain).home_port).zone;
    let english = npc_cards(NpcSlot::Navy(Nation::English));
    let french = npc_cards(NpcSlot::Navy(Nation::French));
    let pirates = npc_cards(NpcSlot::PirateSloop);
    let quiet = (0..d.event_deck.len())
        .map(|i| EventCardId(i as u8))
        .find(|c| d.event(*c).npc.is_none())
        .unwrap();
    // A French captain whose home zone is seat 0's captain's home (moved there by swapping
    // seat 0's captain for one from the deck whose home port lies in that zone).
    let (french_home_card, zone) = french[0];
    let wanted = (0..d.captains.len())
        .map(|i| spanish_main::content::CaptainId(i as u8))
        .find(|c| d.port(d.captain(*c).home_port).zone == zone)
        .expect("a captain whose home port lies in that zone");
    let mut s = edited(&s, |st| {
        if st.seats[1].captain == wanted {
            st.seats.swap(0, 1);
        } else if st.seats[0].captain != wanted {
            let i = st.decks.captains.iter().position(|c| *c == wanted).unwrap();
            st.decks.captains[i] = st.seats[0].captain;
            st.seats[0].captain = wanted;
        }
        // The deck's top, last first: a quiet card, the French captain at seat 0's home, two
        // English captains (the second of a nation already out), a pirate, another French one.
        let top = [
            quiet,
            french_home_card,
            english[0].0,
            english[1].0,
            pirates[0].0,
            french[1].0,
        ];
        st.decks.events.retain(|c| !top.contains(c));
        st.decks.events.extend(top.iter().rev());
    });
    assert_eq!(home(s.state(), 0), zone);
    let deck = s.state().decks.events.len();
    let events = choose_ships(&mut s);
    let arrived: Vec<EventCardId> = events
        .iter()
        .filter_map(|e| match e {
            GameEvent::NpcArrived { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(arrived, [english[0].0, pirates[0].0, french[1].0]);
    // Before round one's event card: the three ships at their homes, the rest back in the deck
    // (less round one's card).
    let st = s.state();
    assert_eq!(st.npcs.len(), 3);
    for n in &st.npcs {
        let card = n.captain();
        assert_eq!(n.zone(), Some(d.npc(card).home));
        assert!((0..2).all(|seat| d.npc(card).home != home(st, seat)));
    }
    let round = events
        .iter()
        .position(|e| matches!(e, GameEvent::RoundStarted { .. }))
        .unwrap();
    let first_arrival = events
        .iter()
        .position(|e| matches!(e, GameEvent::NpcArrived { .. }))
        .unwrap();
    assert!(first_arrival < round, "at sea before the game begins");
    assert_eq!(st.decks.events.len(), deck - 3 - 1);
    for c in [quiet, french_home_card, english[1].0] {
        assert!(st.decks.events.contains(&c) || st.current_event == Some(c));
    }
}

// VARIANT 1: FLEXIBLE TURNS — "After drawing an event card, any player draws a cube from the
// bag. The color drawn is the color of the player who may now take their actions." Every seat
// takes one turn a round, in the order drawn, each draw as its turn is due.
#[test]
fn variant_1_seats_take_their_turns_as_drawn_from_the_bag() {
    let mut s = setting_up("v1", 4, 8);
    let mut told = choose_ships(&mut s);
    let mut orders = std::collections::BTreeSet::new();
    for _ in 0..6 {
        // Each turn: the cube, then the turn; a round's turns are every seat once.
        let mut order = Vec::new();
        while order.len() < 4 {
            let drawn = told
                .iter()
                .filter_map(|e| match e {
                    GameEvent::TurnDrawn { seat } => Some(*seat),
                    _ => None,
                })
                .collect::<Vec<_>>();
            let started = told
                .iter()
                .filter_map(|e| match e {
                    GameEvent::TurnStarted { seat } => Some(*seat),
                    _ => None,
                })
                .collect::<Vec<_>>();
            assert_eq!(drawn, started, "a cube before each turn, the same seat");
            order.extend(started);
            if order.len() < 4 {
                told = pick(&mut s, Choice::EndTurn);
                told.retain(|e| !matches!(e, GameEvent::TurnEnded { .. }));
            }
        }
        let mut all = order.clone();
        all.sort();
        assert_eq!(all, [0, 1, 2, 3], "every seat once a round: {order:?}");
        orders.insert(order);
        told = pick(&mut s, Choice::EndTurn);
        told.retain(|e| !matches!(e, GameEvent::TurnEnded { .. }));
    }
    assert!(orders.len() > 1, "the bag deals other orders: {orders:?}");
    // In the base game the order never changes.
    let mut b = setting_up("none", 4, 8);
    choose_ships(&mut b);
    let order = b.state().turn_order.clone();
    for _ in 0..8 {
        pick(&mut b, Choice::EndTurn);
        assert_eq!(b.state().turn_order, order);
    }
}

/// A captain of middling skills everywhere but LEADERSHIP 4 (below the average for raiding
/// and for trade), and one of SEAMANSHIP, LEADERSHIP and SCOUTING 3 (above it for raiding).
fn weak_and_strong() -> (
    spanish_main::content::CaptainId,
    spanish_main::content::CaptainId,
) {
    let d = data();
    let find = |skills: [u8; 4]| {
        let i = d
            .captains
            .iter()
            .position(|c| [c.seamanship, c.leadership, c.scouting, c.influence] == skills)
            .expect("a captain of these skills");
        spanish_main::content::CaptainId(i as u8)
    };
    (find([2, 4, 2, 2]), find([3, 3, 3, 1]))
}

// VARIANT 2: CAPTAINS, CAPTAINS, CAPTAINS! — "Yarr, get on with it! Each player gets to draw 2
// captain cards and picks the captain they want." Our reading: the other goes back into the
// deck unseen, and the choice comes before the ship.
#[test]
fn variant_2_each_seat_draws_two_captains_and_keeps_one() {
    let mut s = setting_up("v2", 2, 12);
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (0, DecisionKind::ChooseCaptain));
    let mine = s.state().seats[0].captain;
    let other = s.state().seats[0].captain_offer.clone().unwrap()[0];
    assert_eq!(
        d.options,
        [Choice::KeepCaptain(mine), Choice::KeepCaptain(other)]
    );
    // The other seat sees that two cards are held, not which.
    let seen = s.observation(1);
    assert_eq!(seen.seats[0].captain_offer, Some(1));
    assert_eq!(seen.seats[0].captain, None);
    let events = pick(&mut s, Choice::KeepCaptain(other));
    assert!(events.contains(&GameEvent::CaptainKept { seat: 0, back: 1 }));
    assert_eq!(s.state().seats[0].captain, other);
    assert!(s.state().decks.captains.contains(&mine), "back in the deck");
    assert_eq!(s.decision().unwrap().kind, DecisionKind::ChooseShip);
    pick(&mut s, Choice::ChooseShip(ShipClass::Sloop));
    assert_eq!(s.decision().unwrap().kind, DecisionKind::ChooseCaptain);
    let keep = s.decision().unwrap().options[0];
    pick(&mut s, keep);
    pick(&mut s, Choice::ChooseShip(ShipClass::Flute));
    assert_eq!(s.state().round, 1);
    assert!(s.state().seats.iter().all(|x| x.captain_offer.is_none()));
}

// VARIANT 2 — "It'll cost ya! Each player is handed 1 captain as per normal rules. In turn
// order, each player may choose to pay 2 gold to draw a new captain, and then 2 more gold to
// draw a 3rd captain if desired." The start player is drawn first; the gold comes out of the
// starting 10 (our reading).
#[test]
fn variant_2_paying_for_a_second_and_a_third_captain_in_turn_order() {
    let mut s = setting_up("v2-pay", 3, 14);
    let order = s.state().turn_order.clone();
    assert_eq!(
        order.len(),
        3,
        "the start player is drawn before the captains"
    );
    let first = order[0];
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (first, DecisionKind::ChooseCaptain));
    assert!(d.options.contains(&Choice::DrawCaptain));
    let events = pick(&mut s, Choice::DrawCaptain);
    assert!(events.contains(&GameEvent::CaptainBought {
        seat: first,
        price: 2
    }));
    pick(&mut s, Choice::DrawCaptain);
    let d = s.decision().unwrap();
    assert!(!d.options.contains(&Choice::DrawCaptain), "a third at most");
    assert_eq!(d.options.len(), 3);
    let third = *d.options.last().unwrap();
    pick(&mut s, third);
    pick(&mut s, Choice::ChooseShip(ShipClass::Sloop));
    // The next in turn order chooses next, and keeps the card it was dealt.
    for &seat in &order[1..] {
        let d = s.decision().unwrap();
        assert_eq!((d.seat, d.kind), (seat, DecisionKind::ChooseCaptain));
        let own = Choice::KeepCaptain(s.state().seats[seat].captain);
        pick(&mut s, own);
        pick(&mut s, Choice::ChooseShip(ShipClass::Flute));
    }
    assert_eq!(s.state().round, 1);
    for seat in 0..3 {
        let want = if seat == first { 10 - 4 } else { 10 };
        assert_eq!(s.state().seats[seat].gold, want, "seat {seat}");
    }
    assert_eq!(s.state().turn_order, order, "no second start player");
}

// VARIANT 2, the AI captains' rule of thumb: keep the captain whose skills suit the style;
// pay for another while the best in hand is below the deck's average.
#[test]
fn variant_2_an_ai_captain_pays_to_replace_a_weak_captain_and_keeps_a_strong_one() {
    let (weak, strong) = weak_and_strong();
    let s = setting_up("v2-pay", 2, 15);
    let first = s.state().turn_order[0];
    let with = |c| {
        edited(&s, |st| {
            let i = st.decks.captains.iter().position(|x| *x == c);
            let mine = st.seats[first].captain;
            if let Some(i) = i {
                st.decks.captains[i] = mine;
            } else {
                let other = 1 - first;
                st.seats[other].captain = mine;
            }
            st.seats[first].captain = c;
        })
    };
    let ask = |s: &Session| {
        let obs = s.observation(first);
        spanish_main::ai::choose(NORMAL, &obs, s.data(), 3)
            .unwrap()
            .choice
    };
    assert_eq!(ask(&with(weak)), Choice::DrawCaptain);
    assert_eq!(ask(&with(strong)), Choice::KeepCaptain(strong));
    // Of two in hand, the stronger is kept.
    let mut s = with(weak);
    s.choose(Choice::DrawCaptain).unwrap();
    let edited = edited(&s, |st| {
        let drawn = st.seats[first].captain_offer.as_mut().unwrap();
        let i = st.decks.captains.iter().position(|x| *x == strong);
        match i {
            Some(i) => st.decks.captains[i] = std::mem::replace(&mut drawn[0], strong),
            None => {
                let other = 1 - first;
                st.seats[other].captain = std::mem::replace(&mut drawn[0], strong);
            }
        }
    });
    assert_eq!(ask(&edited), Choice::KeepCaptain(strong));
}

// SEAS OF GLORY (issue: "AI captains play with all on"): a Hard captain searches games with
// every switch on — its samples are drawn from the decks in play (the data's view for the
// game's switches), and handed another view of the data it makes the right one, so it picks
// as it does with the session's own data. (Before, the arena and `simulate` handed it the
// base game's data, every sample of a Module 1 game was refused, and Hard played as Normal.)
#[test]
fn a_hard_captain_searches_games_with_every_switch_on() {
    use spanish_main::ai::search::{Budget, Method, Search};
    const HARD: SeatKind = SeatKind::Ai {
        level: AiLevel::Hard,
        style: AiStyle::Opportunist,
    };
    let mut s = seas_game(vec![HARD, NORMAL], 21, 5, "all");
    let budget = Budget::iterations(24);
    let (mut searched, mut asked) = (0, 0);
    for _ in 0..400 {
        let Some(d) = s.decision() else { break };
        let obs = s.observation(d.seat);
        let seed = spanish_main::ai::decision_seed(s.ai_seed(), d.seat, obs.step);
        let kind = s.seat_kind(d.seat);
        let pick = spanish_main::ai::choose_within(kind, &obs, s.data(), seed, budget).unwrap();
        if kind == HARD && d.options.len() > 1 {
            asked += 1;
            let own = Search::new(&obs, s.data(), AiStyle::Opportunist, seed, Method::Paired);
            searched += usize::from(own.is_some_and(|x| !x.settled()));
            let base = spanish_main::ai::choose_within(kind, &obs, &data(), seed, budget);
            assert_eq!(
                base.map(|p| p.choice),
                Some(pick.choice),
                "step {}",
                obs.step
            );
        }
        s.choose(pick.choice).unwrap();
    }
    assert!(asked >= 20, "{asked} Hard decisions");
    // Many decisions are settled without a search (one option far ahead): about half of them
    // search in these games; a Hard captain handed refused samples searches none.
    assert!(
        searched * 3 >= asked,
        "{searched} of {asked} Hard decisions searched"
    );
}
