//! Seas of Glory, MODULE 11: the loyalty track. What moves a crew's loyalty down and up, what
//! each step does for or against its captain, and the mutiny at the bottom.

use crate::common::*;
use crate::npcs::on_top;
use spanish_main::content::*;
use spanish_main::rules::loyalty::*;
use spanish_main::rules::protocol::LoyaltyCause;
use spanish_main::rules::*;

/// Lucía Arana (LEADERSHIP 2; home: San Juan) in `port` in a sloop, her crew at `loyalty`,
/// with 20 gold; `dice` are the next dice rolled.
pub(crate) fn crew_at(port: &str, loyalty: i8, dice: &str) -> (Session, Seat) {
    let (s, seat) = seas_in_port("m10,m11", "Lucía Arana", port, ShipClass::Sloop);
    let s = edited(&s, |st| {
        st.seats[seat].loyalty = loyalty;
        st.seats[seat].gold = 20;
        no_glory_cards(st, seat);
        st.rng = rng_dice(dice);
    });
    (s, seat)
}

fn moved(events: &[GameEvent]) -> Vec<(Seat, i8, LoyaltyCause)> {
    events
        .iter()
        .filter_map(|e| match e {
            GameEvent::LoyaltyChanged { seat, to, cause } => Some((*seat, *to, *cause)),
            _ => None,
        })
        .collect()
}

// MODULE 11, Setup: "a cube ... on the Content space"; the track is public, and without the
// module nobody has one.
#[test]
fn module_11_every_crew_starts_content_in_the_open() {
    let (s, seat) = seas_in_port("m11", "Lucía Arana", "havana", ShipClass::Sloop);
    // Round one's event card may already have cost every crew a step.
    let npc_drawn = s
        .state()
        .current_event
        .is_some_and(|c| s.data().event(c).npc.is_some());
    let now = if npc_drawn { RESTLESS } else { CONTENT };
    assert!(s.state().seats.iter().all(|x| x.loyalty == now));
    let s = edited(&s, |st| st.seats[seat].loyalty = HAPPY);
    assert_eq!(s.observation((seat + 1) % 2).seats[seat].loyalty, HAPPY);
    let (base, _) = seas_in_port("m10", "Lucía Arana", "havana", ShipClass::Sloop);
    let err = Session::from_state(base.data_arc(), {
        let mut st = base.state().clone();
        st.seats[0].loyalty = HAPPY;
        st
    });
    assert!(err.is_err(), "no loyalty without Module 11");
}

// MODULE 11, Losing loyalty, 1.: "Any time an event card with an NPC captain is drawn" — every
// crew at once.
#[test]
fn module_11_an_npc_captains_card_costs_every_crew_a_step() {
    let (s, seat) = crew_at("havana", CONTENT, "");
    let data = s.data_arc();
    let mut s = edited(&s, |st| {
        st.seats[seat].loyalty = CONTENT;
        let npc = *st
            .decks
            .events
            .iter()
            .find(|c| data.event(**c).npc.is_some())
            .expect("an NPC captain in the deck");
        on_top(st, npc);
        // At sea, so that its own turn costs it nothing.
        let other = &mut st.seats[(seat + 1) % 2];
        other.loyalty = PLEASED;
        let ship = other.ship.as_mut().unwrap();
        ship.location = Location::Zone(ship.location.zone(&data));
    });
    let events = end_round(&mut s);
    let mut downs: Vec<(Seat, i8, LoyaltyCause)> = moved(&events)
        .into_iter()
        .filter(|m| m.2 == LoyaltyCause::NpcCard)
        .collect();
    downs.sort_by_key(|m| m.0);
    let other = (seat + 1) % 2;
    let mut want = vec![
        (seat, RESTLESS, LoyaltyCause::NpcCard),
        (other, CONTENT, LoyaltyCause::NpcCard),
    ];
    want.sort_by_key(|m| m.0);
    assert_eq!(downs, want);
}

// MODULE 11, Losing loyalty, 2.: "When declaring an intent to stash."
#[test]
fn module_11_declaring_a_stash_costs_a_step() {
    let (mut s, seat) = crew_at("san_juan", CONTENT, "");
    pick(&mut s, Choice::PortAction);
    let events = pick(&mut s, Choice::Begin(Activity::Stash));
    assert_eq!(moved(&events), vec![(seat, RESTLESS, LoyaltyCause::Stash)]);
}

// MODULE 11, Losing loyalty, 3.: "When starting and ending a turn in the same port" (ours:
// whatever came between); a turn that sails out loses nothing.
#[test]
fn module_11_a_turn_begun_and_ended_in_one_port_costs_a_step() {
    let (s, seat) = crew_at("havana", CONTENT, "");
    let port = s.data().port_by_key("havana").unwrap();
    let s = edited(&s, |st| st.turn.began_in = Some(port));
    let mut idle = s.clone();
    let events = pick(&mut idle, Choice::EndTurn);
    assert_eq!(
        moved(&events),
        vec![(seat, RESTLESS, LoyaltyCause::SamePort)]
    );
    assert_eq!(
        idle.decision().unwrap().seat,
        (seat + 1) % 2,
        "the turn passes once"
    );
    let mut sailed = s.clone();
    let havana = s.data().zone_by_key("havana").unwrap();
    pick(
        &mut sailed,
        Choice::Move {
            to: Location::Zone(havana),
            entry: Entry::Free,
        },
    );
    if sailed.decision().unwrap().seat == seat {
        let events = pick(&mut sailed, Choice::EndTurn);
        assert!(moved(&events).is_empty());
    }
}

// MODULE 11, Gaining loyalty, 1.: "When getting a glory point."
#[test]
fn module_11_a_glory_point_lifts_the_crew_a_step() {
    let (s, seat) = crew_at("havana", RESTLESS, "");
    let zone = s.data().zone_by_key("havana").unwrap();
    let good = GoodId(0);
    let mut s = edited(&s, |st| {
        put_demand(st, zone, good);
        load_cargo(st, seat, good, 3);
    });
    let gold_before = s.state().seats[seat].glory;
    sell_all(&mut s, seat);
    assert_eq!(s.state().seats[seat].glory, gold_before + 1);
    assert_eq!(s.state().seats[seat].loyalty, CONTENT);
}

// MODULE 11, Gaining loyalty, 2.: "pay an amount of gold shown on the next highest step ... Only
// 1 step per port action." Prices ours: Unhappy 1 ... Fierce 6.
#[test]
fn module_11_treating_the_crew_costs_the_next_steps_price_once_a_port_action() {
    let (mut s, seat) = crew_at("havana", UNHAPPY, "");
    pick(&mut s, Choice::PortAction);
    let gold = s.state().seats[seat].gold;
    let events = pick(&mut s, Choice::Begin(Activity::Loyalty));
    assert_eq!(moved(&events), vec![(seat, RESTLESS, LoyaltyCause::Paid)]);
    assert_eq!(s.state().seats[seat].gold, gold - 2, "Restless costs 2");
    assert!(
        !offers(&s, Choice::Begin(Activity::Loyalty)),
        "one step a port action"
    );
    // A Fierce crew has no step above.
    let (mut top, _) = crew_at("havana", FIERCE, "");
    pick(&mut top, Choice::PortAction);
    assert!(!offers(&top, Choice::Begin(Activity::Loyalty)));
}

// MODULE 11, Fierce loyalty: "a player may roll LEADERSHIP. If successful, move one step down the
// loyalty track and take an extra action (one attempt per turn)."
#[test]
fn module_11_a_fierce_crew_rolls_for_an_extra_action_once_a_turn() {
    let (mut s, seat) = crew_at("havana", FIERCE, "S F");
    let events = pick(&mut s, Choice::Rally);
    assert!(events.contains(&GameEvent::ExtraAction { seat }));
    assert_eq!(actions_left(&s), 4);
    assert_eq!(s.state().seats[seat].loyalty, HAPPY);
    assert!(!offers(&s, Choice::Rally));
    // A failed roll changes nothing, and is the turn's one attempt.
    let (mut s, seat) = crew_at("havana", FIERCE, "F F");
    pick(&mut s, Choice::Rally);
    assert_eq!(
        (actions_left(&s), s.state().seats[seat].loyalty),
        (3, FIERCE)
    );
    assert!(!offers(&s, Choice::Rally));
    // Only a Fierce crew.
    let (s, _) = crew_at("havana", HAPPY, "");
    assert!(!offers(&s, Choice::Rally));
}

/// The LEADERSHIP dice Lucía Arana (LEADERSHIP 2) rolls in her first crew-combat round, her
/// crew at `loyalty`: the first of many seeded battles in which she boards.
fn crew_dice(loyalty: i8) -> usize {
    let (s, a, b) = duel("", |st, a, _| {
        st.config.seas.set(Switch::Loyalty, true);
        st.seats[a].loyalty = loyalty;
    });
    for seed in 0..400 {
        let mut s = edited(&s, |st| {
            st.rng = spanish_main::rules::rng::GameRng::from_seed(seed)
        });
        let mut events = Vec::new();
        // Round one is shot out; in round two she boards.
        for c in [
            Choice::Scout(ScoutTarget::Captain(b)),
            Choice::Declare(NavalAction::Shoot),
            Choice::Declare(NavalAction::Shoot),
            Choice::Declare(NavalAction::Board),
            Choice::Declare(NavalAction::Shoot),
        ] {
            match s.choose(c) {
                Ok(e) => events.extend(e),
                Err(_) => break,
            }
        }
        let first = events.iter().find_map(|e| match e {
            GameEvent::DiceRolled {
                by: Side::Captain(seat),
                skill: Skill::Leadership,
                faces,
                ..
            } if *seat == a => Some(faces.len()),
            _ => None,
        });
        if let Some(n) = first {
            return n;
        }
    }
    panic!("no seed boards");
}

// MODULE 11, Happy: "+1 LEADERSHIP for combat purposes (crew combat ...)"; Angry: "-1
// LEADERSHIP (minimum 1)".
#[test]
fn module_11_happy_and_angry_crews_fight_harder_and_softer() {
    assert_eq!(crew_dice(CONTENT), 2);
    assert_eq!(crew_dice(HAPPY), 3);
    assert_eq!(crew_dice(FIERCE), 3, "the steps add up");
    assert_eq!(crew_dice(ANGRY), 1);
}

// MODULE 11, Pleased: "recruit in any port and for free (overruling sea zones such as Petite
// Goave)"; Restless: "cannot recruit for free ... overrules any other mechanic allowing free
// recruiting".
#[test]
fn module_11_pleased_crews_fill_for_free_and_restless_ones_never() {
    let short = |s: &Session, seat: Seat| {
        edited(s, |st| st.seats[seat].ship.as_mut().unwrap().hits.crew = 1)
    };
    // Pleased, a pirate in Petite Goave (which turns pirates away): a full crew, no roll.
    let (s, seat) = crew_at("petite_goave", PLEASED, "");
    let mut s = edited(&short(&s, seat), |st| st.seats[seat].bounties[0] = 1);
    pick(&mut s, Choice::PortAction);
    let events = pick(&mut s, Choice::Begin(Activity::Recruit));
    assert_eq!(rolls(&events), 0);
    let full = s.data().ship(ShipClass::Sloop).crew;
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.crew, full);
    // Restless, in Port Royal where pirates recruit free: no roll, crew only at a price.
    let (s, seat) = crew_at("port_royal", RESTLESS, "");
    let mut s = edited(&short(&s, seat), |st| st.seats[seat].bounties[1] = 1);
    pick(&mut s, Choice::PortAction);
    let events = pick(&mut s, Choice::Begin(Activity::Recruit));
    assert_eq!(rolls(&events), 0);
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.crew, 1);
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Port {
            step: PortStepKind::Recruiting
        }
    );
}

// MODULE 11, Pleased: specialists "no longer cost gold to employ ... only one free specialist
// per turn"; Restless: "cannot employ new specialists ... the powers of employed specialists
// don't have any effect."
#[test]
fn module_11_specialists_come_free_to_pleased_crews_and_idle_with_restless_ones() {
    let (s, seat) = crew_at("havana", PLEASED, "");
    let mut s = edited(&s, |st| {
        give_glory(st, seat, "Purser");
        give_glory(st, seat, "Lookout");
        st.seats[seat].gold = 0;
    });
    let hand = s.state().seats[seat].glory_cards.clone();
    let playable = |s: &Session| {
        s.decision()
            .unwrap()
            .options
            .iter()
            .filter(|c| matches!(c, Choice::PlayGlory { .. }))
            .count()
    };
    assert_eq!(playable(&s), 2, "free, with no gold");
    pick(
        &mut s,
        Choice::PlayGlory {
            card: hand[0],
            nation: None,
        },
    );
    assert_eq!(s.state().seats[seat].gold, 0);
    assert_eq!(playable(&s), 0, "one free a turn");
    // Restless: no new specialist, and the Purser employed idles (no extra gold on a sale).
    let (s, seat) = crew_at("havana", RESTLESS, "");
    let s = edited(&s, |st| {
        give_glory(st, seat, "Lookout");
    });
    assert_eq!(playable(&s), 0);
    let purser = |loyalty: i8| {
        let (s, seat) = crew_at("havana", loyalty, "");
        let mut s = edited(&s, |st| {
            let c = give_glory(st, seat, "Purser");
            st.seats[seat].glory_cards.retain(|x| *x != c);
            st.seats[seat].specialists.push(c);
            load_cargo(st, seat, GoodId(1), 2);
        });
        sell_all(&mut s, seat)
    };
    assert!(
        purser(CONTENT) > purser(RESTLESS),
        "the Purser works for a Content crew only"
    );
}

// MODULE 11, Unhappy: "Whenever the captain wants to play a glory card, they must roll
// LEADERSHIP. If failed, they cannot play the card this turn." (Another card, and this one on
// a later turn: tests/game/seas_unhappy.rs.)
#[test]
fn module_11_an_unhappy_crew_needs_leadership_for_a_glory_card() {
    let play = |dice: &str| {
        let (s, seat) = crew_at("havana", UNHAPPY, dice);
        let mut s = edited(&s, |st| {
            give_glory(st, seat, "Buried Chest");
            st.seats[seat].favors = 0;
        });
        let card = s.state().seats[seat].glory_cards[0];
        let events = pick(&mut s, Choice::PlayGlory { card, nation: None });
        (s, seat, card, events)
    };
    let (s, seat, card, events) = play("S F");
    assert!(events.contains(&GameEvent::GloryCardPlayed { seat, card }));
    assert!(!s.state().seats[seat].glory_cards.contains(&card));
    let (s, seat, card, events) = play("F F");
    assert!(events.contains(&GameEvent::GloryCardsBarred { seat }));
    assert!(s.state().seats[seat].glory_cards.contains(&card));
    assert!(
        !s.decision()
            .unwrap()
            .options
            .iter()
            .any(|c| matches!(c, Choice::PlayGlory { .. }))
    );
    assert_eq!(
        s.observation((seat + 1) % 2).seats[seat].glory_barred,
        1,
        "how many are barred is public"
    );
    assert!(
        s.observation((seat + 1) % 2).me.glory_barred.is_empty(),
        "which is not"
    );
}

// MODULE 11, Mutiny: "a LEADERSHIP roll must immediately be made. If successful, you move up to
// Angry, and if you fail, the captain is killed". Here at the end of a turn begun and ended in
// port: the turn passes once either way.
#[test]
fn module_11_a_mutiny_is_put_down_or_kills_the_captain() {
    let mutiny = |dice: &str| {
        let (s, seat) = crew_at("havana", ANGRY, dice);
        let port = s.data().port_by_key("havana").unwrap();
        let mut s = edited(&s, |st| {
            st.turn.began_in = Some(port);
            st.seats[seat].favors = 0;
        });
        let dead = s.state().seats[seat].captain;
        let events = pick(&mut s, Choice::EndTurn);
        (s, seat, dead, events)
    };
    let (s, seat, _, events) = mutiny("S F");
    assert!(events.contains(&GameEvent::Mutiny {
        seat,
        quelled: true
    }));
    assert_eq!(s.state().seats[seat].loyalty, ANGRY);
    let next = (seat + 1) % 2;
    let started = |events: &[GameEvent]| {
        events
            .iter()
            .filter(|e| **e == GameEvent::TurnStarted { seat: next })
            .count()
    };
    assert_eq!(started(&events), 1);
    let (s, seat, dead, events) = mutiny("F F");
    assert!(events.contains(&GameEvent::Mutiny {
        seat,
        quelled: false
    }));
    assert!(events.contains(&GameEvent::CaptainDied {
        seat,
        captain: dead
    }));
    assert_eq!(
        s.state().seats[seat].loyalty,
        CONTENT,
        "a new captain's crew is Content"
    );
    assert_eq!(started(&events), 1, "the turn passes once");
    assert_eq!(s.decision().unwrap().seat, next);
    assert_eq!(actions_left(&s), 3);
}

// MODULE 10 with MODULE 11: the mutiny's roll is a roll outside combat: a favor re-rolls it.
#[test]
fn module_11_a_favor_may_reroll_the_mutinys_leadership() {
    let (s, seat) = crew_at("san_juan", ANGRY, "F F S F");
    let mut s = edited(&s, |st| st.seats[seat].favors = 1);
    pick(&mut s, Choice::PortAction);
    // Declaring a stash drives the Angry crew to mutiny; the failed roll waits on the favor.
    pick(&mut s, Choice::Begin(Activity::Stash));
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::Reroll));
    assert_eq!(s.state().seats[seat].loyalty, MUTINY);
    let events = pick(&mut s, Choice::SpendFavor);
    assert!(events.contains(&GameEvent::Mutiny {
        seat,
        quelled: true
    }));
    assert_eq!(s.state().seats[seat].loyalty, ANGRY);
    assert_eq!(s.state().seats[seat].favors, 0);
}

// MODULE 3, the plank: "Only use with the Loyalty module. Avoid a loss on the loyalty track when
// an NPC event card is drawn by choosing to either: roll LEADERSHIP and succeed; or (if at sea)
// discarding a crew." (A last crew too: no second one is asked for, issue 74.)
#[test]
fn module_3_the_plank_keeps_the_crews_loyalty_when_an_npc_sails() {
    let run_with = |at_sea: bool, dice: &str, answer: Choice, crew: Option<u8>| {
        let (s, seat) = seas_in_port("m3,m11", "Lucía Arana", "havana", ShipClass::Sloop);
        let data = s.data_arc();
        assert!(data.ship_mod_tokens().any(|(k, _)| k == ShipModKind::Plank));
        let mut s = edited(&s, |st| {
            fit_mod(st, seat, ShipModKind::Plank);
            for x in st.seats.iter_mut() {
                x.loyalty = CONTENT;
            }
            let npc = *st
                .decks
                .events
                .iter()
                .find(|c| data.event(**c).npc.is_some())
                .unwrap();
            on_top(st, npc);
            let ship = st.seats[seat].ship.as_mut().unwrap();
            if at_sea {
                ship.location = Location::Zone(ship.location.zone(&data));
            }
            if let Some(crew) = crew {
                ship.hits.crew = crew;
            }
        });
        let mut events = end_round(&mut s);
        let d = s.decision().unwrap();
        assert_eq!((d.seat, d.kind), (seat, DecisionKind::Plank));
        assert_eq!(d.options.contains(&Choice::PlankCrew), at_sea);
        s = edited(&s, |st| st.rng = rng_dice(dice));
        let crew = s.state().seats[seat].ship.as_ref().unwrap().hits.crew;
        events.extend(pick(&mut s, answer));
        let lost = crew - s.state().seats[seat].ship.as_ref().unwrap().hits.crew;
        (s.state().seats[seat].loyalty, lost, events, seat)
    };
    let run = |at_sea: bool, dice: &str, answer: Choice| run_with(at_sea, dice, answer, None);
    let (loyalty, _, events, seat) = run(false, "S F", Choice::PlankRoll);
    assert_eq!(loyalty, CONTENT);
    assert!(events.contains(&GameEvent::PlankHeld { seat }));
    let (loyalty, _, _, _) = run(false, "F F", Choice::PlankRoll);
    assert_eq!(loyalty, RESTLESS);
    let (loyalty, lost, events, seat) = run(true, "", Choice::PlankCrew);
    assert_eq!((loyalty, lost), (CONTENT, 1));
    assert!(events.contains(&GameEvent::PlankWalked { seat }));
    let (loyalty, _, _, _) = run(true, "", Choice::Done);
    assert_eq!(loyalty, RESTLESS);
    let (loyalty, lost, _, _) = run_with(true, "", Choice::PlankCrew, Some(1));
    assert_eq!((loyalty, lost), (CONTENT, 1), "the last crew walks too");
    // Without Module 11 there is no plank.
    let (s, _) = seas_in_port("m3", "Lucía Arana", "havana", ShipClass::Sloop);
    assert!(
        !s.data()
            .ship_mod_tokens()
            .any(|(k, _)| k == ShipModKind::Plank)
    );
}
