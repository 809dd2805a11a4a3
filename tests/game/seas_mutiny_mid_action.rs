//! Seas of Glory, MODULE 9 with MODULE 11 (issue 74): a captain killed by its crew's mutiny in
//! the middle of its own action. The naval fort's navy called in is an event card drawn, so
//! every crew loses a step at once, the caller's own among them: a crew that reaches Mutiny
//! rolls LEADERSHIP then and there, and a failure kills the captain while the action is still
//! being carried out. The dead captain's turn ends once (after its mods are placed and the other
//! crews' mutinies are settled), and the action it died in is spent by no one else.

use crate::common::*;
use crate::seas_locations::VISIT;
use ::merchants::simulate::{SimulateOptions, run};
use spanish_main::content::*;
use spanish_main::rules::loyalty::{ANGRY, CONTENT, MUTINY};
use spanish_main::rules::protocol::LocationChoice;
use spanish_main::rules::state::{LocationToken, ModToken};
use spanish_main::rules::*;

const CALL: Choice = Choice::Location(LocationChoice::CallNavy);

/// Lucía Arana (LEADERSHIP 2) at sea off Port Royal (an English port) in a sloop, at the naval
/// fort there, in the first turn of a 2-seat game with the Seas of Glory switches `keys` and the
/// location tokens. No English navy is at sea and the event deck is down to its English naval
/// captain, so calling it in shuffles nothing and `dice` are the next dice rolled. Her crew is
/// at `mine`, the other's at `theirs`; then `edit`. Returns the session, her seat and the seat
/// whose turn comes next.
fn at_the_fort(
    keys: &str,
    mine: i8,
    theirs: i8,
    dice: &str,
    edit: impl FnOnce(&mut GameState, Seat),
) -> (Session, Seat, Seat) {
    let (s, seat) = seas_at_sea(keys, "Lucía Arana", "port_royal", ShipClass::Sloop);
    let data = s.data_arc();
    let fort = LocationId(
        data.tokens
            .locations
            .tokens
            .iter()
            .position(|t| t.kind == LocationKind::NavalFort)
            .unwrap() as u8,
    );
    let zone = zone_key(&s, "port_royal");
    let english = NpcSlot::Navy(Nation::English);
    let is_navy = |c: &EventCardId| data.event(*c).npc.as_ref().map(|n| n.slot) == Some(english);
    let s = edited(&s, |st| {
        st.config.seas.set(Switch::Locations, true);
        st.locations = vec![LocationToken { id: fort, zone }];
        let navy = st.decks.events.iter().rposition(is_navy).unwrap();
        let navy = st.decks.events.remove(navy);
        let rest = std::mem::replace(&mut st.decks.events, vec![navy]);
        st.decks.event_discard.extend(rest);
        st.seats[seat].loyalty = mine;
        st.seats[(seat + 1) % 2].loyalty = theirs;
        no_glory_cards(st, seat);
        edit(st, seat);
        st.rng = rng_dice(dice);
    });
    assert!(s.state().npc(english).is_none());
    let Phase::Actions { turn_index, .. } = s.state().phase else {
        panic!("a turn");
    };
    assert_eq!(
        turn_index, 0,
        "the round's first turn: the next one is in the round"
    );
    let next = s.state().turn_order[1];
    (s, seat, next)
}

/// How many times `e` is among the events.
fn count(events: &[GameEvent], e: GameEvent) -> usize {
    events.iter().filter(|x| **x == e).count()
}

/// Where `e` first is among the events.
fn at(events: &[GameEvent], e: GameEvent) -> usize {
    events
        .iter()
        .position(|x| *x == e)
        .unwrap_or_else(|| panic!("no {e:?} in {events:?}"))
}

/// The dead captain's turn is over, once, and the next captain's has begun, once, with all its
/// actions: nothing is left due.
fn passed_on(s: &Session, events: &[GameEvent], seat: Seat, next: Seat) {
    assert_eq!(
        count(events, GameEvent::TurnEnded { seat }),
        1,
        "{events:?}"
    );
    assert_eq!(count(events, GameEvent::TurnStarted { seat: next }), 1);
    assert!(s.state().agenda.is_empty(), "{:?}", s.state().agenda);
    assert_eq!(s.decision().unwrap().seat, next);
    assert_eq!(
        actions_left(s),
        3,
        "the dead captain's action is no one else's"
    );
    s.check_invariants().unwrap();
}

// M&M rules: SEAS OF GLORY, Module 9 and Module 11: NAVAL FORT, "The drawn NPC card acts as an
// extra event card draw (affecting the loyalty track)"; Mutiny: "a LEADERSHIP roll must
// immediately be made ... if you fail, the captain is killed". The caller killed at once, its
// turn ends and the next captain's begins with its 3 actions.
#[test]
fn module_9_a_navy_called_in_whose_mutiny_kills_the_caller_ends_its_turn_once() {
    let (mut s, seat, next) = at_the_fort("m11", ANGRY, CONTENT, "F F", |_, _| {});
    let dead = s.state().seats[seat].captain;
    pick(&mut s, VISIT);
    let events = pick(&mut s, CALL);
    assert!(events.contains(&GameEvent::Mutiny {
        seat,
        quelled: false
    }));
    assert!(events.contains(&GameEvent::CaptainDied {
        seat,
        captain: dead
    }));
    assert!(
        at(
            &events,
            GameEvent::CaptainDied {
                seat,
                captain: dead
            }
        ) < at(&events, GameEvent::TurnEnded { seat })
    );
    passed_on(&s, &events, seat, next);
}

// M&M rules: SEAS OF GLORY, Module 9, Module 10 and Module 11: the mutiny's roll at the naval
// fort is a roll outside combat, so a favor may re-roll it; re-rolled and failed again, or let
// stand, the captain is killed, its turn ends and the next captain's begins with its 3 actions.
#[test]
fn module_10_a_mutiny_at_the_fort_rerolled_or_let_stand_kills_and_ends_the_turn_once() {
    for answer in [Choice::SpendFavor, Choice::Done] {
        let (mut s, seat, next) = at_the_fort("m10,m11", ANGRY, CONTENT, "F F", |st, seat| {
            st.seats[seat].favors = 1;
        });
        pick(&mut s, VISIT);
        let events = pick(&mut s, CALL);
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, GameEvent::TurnEnded { .. }))
        );
        let d = s.decision().unwrap();
        assert_eq!((d.seat, d.kind), (seat, DecisionKind::Reroll));
        assert_eq!(s.state().seats[seat].loyalty, MUTINY);
        let mut s = edited(&s, |st| st.rng = rng_dice("F F"));
        let events = pick(&mut s, answer);
        assert!(
            events.contains(&GameEvent::Mutiny {
                seat,
                quelled: false
            }),
            "{answer:?}: {events:?}"
        );
        passed_on(&s, &events, seat, next);
    }
}

// M&M rules: SEAS OF GLORY, Module 3 and Module 11, the plank: when an NPC card is drawn (here
// the naval fort's navy called in, Module 9) its captain is asked first; letting the step go
// drops the caller's crew to Mutiny, and the failed roll kills it. The other crew's mutiny, due
// from the same card, is settled in this turn before it ends, and the next captain still has
// its 3 actions. (Every port holds a mod token, so the plank goes back into Module 3's reserve
// and none comes out to be placed.)
#[test]
fn module_3_a_plank_let_go_to_mutiny_at_the_fort_settles_the_other_mutiny_before_the_turn_ends() {
    let (mut s, seat, next) = at_the_fort("m3,m11", ANGRY, ANGRY, "", |st, seat| {
        fit_mod(st, seat, ShipModKind::Plank);
        for z in data().port_zones() {
            if st.board.ship_mods[z.0 as usize].is_none() {
                let kind = st.decks.mod_reserve.pop().expect("a spare token");
                st.board.ship_mods[z.0 as usize] = Some(ModToken {
                    kind,
                    face_up: false,
                });
            }
        }
    });
    pick(&mut s, VISIT);
    let events = pick(&mut s, CALL);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::TurnEnded { .. }))
    );
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::Plank));
    assert_eq!(s.state().seats[next].loyalty, MUTINY, "its mutiny is due");
    // Her two dice fail; the other captain's all succeed.
    let mut s = edited(&s, |st| st.rng = rng_dice("F F S S S S"));
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::Mutiny {
        seat,
        quelled: false
    }));
    assert!(s.state().returning.is_empty(), "no mod to place");
    let theirs = GameEvent::Mutiny {
        seat: next,
        quelled: true,
    };
    assert!(
        at(&events, theirs) < at(&events, GameEvent::TurnEnded { seat }),
        "the other crew's mutiny comes in this turn: {events:?}"
    );
    assert_eq!(s.state().seats[next].loyalty, ANGRY);
    passed_on(&s, &events, seat, next);
}

// M&M rules: SEAS OF GLORY, Module 9 and Module 11, with DYING AND RETIREMENT: "the sunk ship's
// mods go back to ports the owner picks". The caller killed by the mutiny in its last action
// places its mods before its turn ends; the next captain then has its 3 actions.
#[test]
fn module_9_a_caller_killed_at_the_fort_places_its_mods_before_the_turn_ends() {
    let (mut s, seat, next) = at_the_fort("m11", ANGRY, CONTENT, "F F", |st, seat| {
        fit_mod(st, seat, ShipModKind::Chasers);
        if let Phase::Actions { actions_left, .. } = &mut st.phase {
            *actions_left = 1;
        }
    });
    pick(&mut s, VISIT);
    let events = pick(&mut s, CALL);
    assert!(events.contains(&GameEvent::Mutiny {
        seat,
        quelled: false
    }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::TurnEnded { .. })),
        "not before the mods are placed: {events:?}"
    );
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::PlaceMods));
    let events = pick(&mut s, d.options[0]);
    passed_on(&s, &events, seat, next);
}

// M&M rules: SEAS OF GLORY, Module 9 and Module 11, with every module on: the games of issue 74
// (random captains, 4 seats), each a captain killed by a mutiny in its own action, play through
// with every invariant checked after every step.
#[test]
fn module_9_with_every_module_the_games_of_issue_74_break_nothing() {
    let games = [
        (4_957, 4_925),
        (201_622, 1_623),
        (227_486, 2_487),
        (211_640, 1_641),
        (288_034, 3_035),
    ];
    for (seed, ai_seed) in games {
        let opts = SimulateOptions {
            games: 1,
            seed,
            seats: vec![SeatKind::RandomAi; 4],
            ai_seed,
            max_rounds: None,
            check_invariants: true,
            modules: Switches::all(),
        };
        let report = run(GameData::embedded(), &opts);
        assert_eq!(report.panics, 0, "seed {seed}: {:?}", report.failures);
        assert_eq!(
            report.invariant_violations, 0,
            "seed {seed}: {:?}",
            report.failures
        );
        assert_eq!(report.soft_locks, 0, "seed {seed}: {:?}", report.failures);
        assert_eq!(report.completed, 1, "seed {seed}");
    }
}
