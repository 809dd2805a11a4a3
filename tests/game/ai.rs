//! AI captains: the heuristic captain's rules of thumb, each in a scenario; captains that read
//! only their own observation; the arena and an AI soak.

use crate::common::*;
use ::merchants::simulate::{SimulateOptions, run as simulate};
use spanish_main::ai::arena::{ArenaOptions, run as arena};
use spanish_main::ai::search::{Budget, Method, Search};
use spanish_main::ai::{self, Pick};
use spanish_main::content::{GoodId, NpcSlot, ShipClass, ZoneId};
use spanish_main::rules::rng::GameRng;
use spanish_main::rules::state::{HitTrack, NpcState, Ship};
use spanish_main::rules::*;

const MERCHANT: SeatKind = SeatKind::Ai {
    level: AiLevel::Normal,
    style: AiStyle::Merchant,
};
const PIRATE: SeatKind = SeatKind::Ai {
    level: AiLevel::Normal,
    style: AiStyle::Pirate,
};
pub(crate) const HARD: SeatKind = SeatKind::Ai {
    level: AiLevel::Hard,
    style: AiStyle::Opportunist,
};

/// A Hard captain's search in tests: a fixed number of iterations, never a time.
const SEARCH: Budget = Budget::iterations(8);
/// The same, by the tree search.
pub(crate) const TREE_SEARCH: Budget = Budget {
    method: Method::Tree,
    ..Budget::iterations(25)
};

/// A game of these AI seats, with the captains' own seed, cut short after `rounds` rounds.
fn ai_game(seats: Vec<SeatKind>, seed: u64, ai_seed: u64, rounds: u32) -> Session {
    let config = GameConfig {
        max_rounds: Some(rounds),
        ai_seed,
        ..GameConfig::new(seats, seed)
    };
    Session::new(data(), config).expect("valid setup").0
}

/// What a captain of `kind` picks for the decision now.
pub(crate) fn ask(s: &Session, kind: SeatKind) -> Pick {
    let d = s.decision().expect("a decision");
    let obs = s.observation(d.seat);
    ai::choose(kind, &obs, s.data(), 7).expect("an answer")
}

/// Let a captain of `kind` play the deciding seat until `seat` no longer decides or `stop`
/// says so; returns every event.
fn let_play(
    s: &mut Session,
    kind: SeatKind,
    seat: Seat,
    stop: impl Fn(&Session) -> bool,
) -> Vec<GameEvent> {
    let mut events = Vec::new();
    for _ in 0..60 {
        match s.decision() {
            Some(d) if d.seat == seat && !stop(s) => {
                let p = ask(s, kind);
                events.extend(
                    s.choose(p.choice)
                        .expect("the captain picks an offered option"),
                );
            }
            _ => break,
        }
    }
    events
}

pub(crate) fn zone_of(port: &str) -> ZoneId {
    let d = data();
    d.port(d.port_by_key(port).unwrap()).zone
}

// M&M rules: C. PORT, Sell goods; GLORY POINTS (3+ cards of the good in demand). A trader in a
// port that wants its goods sells them there, all three, and takes the glory point.
#[test]
fn sells_the_good_in_demand() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "curacao", ShipClass::Flute);
    let sugar = GoodId(0);
    let s = edited(&s, |st| {
        put_demand(st, zone_of("curacao"), sugar);
        load_cargo(st, seat, sugar, 3);
        no_glory_cards(st, seat);
    });
    let mut s = s;
    let events = let_play(&mut s, MERCHANT, seat, |s| {
        s.state().port.is_none() && s.state().seats[seat].cargo.is_empty()
    });
    let sold: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            GameEvent::CargoSold { goods, gold, .. } => Some((goods.len(), *gold)),
            _ => None,
        })
        .collect();
    assert_eq!(sold, vec![(3, 18)], "sold at the demand price: {events:?}");
    assert_eq!(
        s.state().seats[seat].glory_from[0],
        1,
        "the demand sale's glory point"
    );
}

// M&M rules: C. PORT, Stash gold. A captain at home with gold beyond a working purse puts it in
// the chest (each 10 a secret glory point); a raider that has its frigate keeps only a little
// aboard (in a sloop it saves for one: `ai_piracy`).
#[test]
fn stashes_gold_at_home() {
    for (kind, gold, stashed, class) in [
        (MERCHANT, 17, 10, ShipClass::Sloop),
        (PIRATE, 12, 10, ShipClass::Frigate),
    ] {
        let (s, seat) = in_port(data(), "Isabel Montoya", "havana", class);
        let mut s = edited(&s, |st| {
            st.seats[seat].gold = gold;
            no_glory_cards(st, seat);
        });
        let events = let_play(&mut s, kind, seat, |s| {
            s.state().seats[seat].stash > 0 && s.state().port.is_none()
        });
        assert_eq!(s.state().seats[seat].stash, stashed, "{kind:?}: {events:?}");
    }
}

// M&M rules: NON-PLAYER CAPTAINS, Hunt priority and Scouting. A merchant in a flute does not sail
// into the zone of an NPC pirate frigate that hunts captains with gold, however good the
// market beyond.
#[test]
fn avoids_a_stronger_npc() {
    let (s, seat) = at_sea(data(), "Isabel Montoya", "havana", ShipClass::Flute);
    let d = data();
    let here = zone_of("havana");
    // Every neighbour holds the demand for the hold's good: each pulls the same.
    let sugar = GoodId(0);
    let s = edited(&s, |st| {
        load_cargo(st, seat, sugar, 3);
        st.seats[seat].gold = 12;
        no_glory_cards(st, seat);
        for nb in &d.zone(here).neighbours {
            if d.zone(*nb).port.is_some() {
                put_demand(st, *nb, sugar);
            }
        }
    });
    // The pirate frigate sits in the neighbour the captain would pick without it.
    let first = match ask(&s, MERCHANT).choice {
        Choice::Move {
            to: Location::Zone(z),
            ..
        } => z,
        other => panic!("expected a move out to sea, got {other:?}"),
    };
    let card = d
        .event_deck
        .iter()
        .position(|c| {
            c.npc
                .as_ref()
                .is_some_and(|n| n.slot == NpcSlot::PirateFrigate)
        })
        .unwrap();
    let s = edited(&s, |st| {
        let c = spanish_main::content::EventCardId(card as u8);
        st.decks.events.retain(|x| *x != c);
        let class = d.npc(c).class;
        st.npcs.push(NpcState {
            gold: 0,
            slot: NpcSlot::PirateFrigate,
            cards: vec![c],
            ship: Some(Ship {
                class,
                location: Location::Zone(first),
                hits: HitTrack::full(d.ship(class)),
                mods: vec![],
            }),
            weapons: vec![],
            spent: vec![],
        });
    });
    let pick = ask(&s, MERCHANT);
    assert_ne!(
        pick.choice,
        Choice::Move {
            to: Location::Zone(first),
            entry: Entry::Free
        },
        "sailed into the frigate's zone ({})",
        pick.why
    );
}

/// A pirate sloop at sea beside a merchant, whole or with its hull battered.
fn beside_merchant(hull: u8) -> (Session, Seat) {
    let (s, seat) = at_sea(data(), "Isabel Montoya", "havana", ShipClass::Sloop);
    let zone = zone_of("havana");
    let s = edited(&s, |st| {
        st.board.merchants[zone.0 as usize].get_or_insert(spanish_main::content::Nation::English);
        st.seats[seat].ship.as_mut().unwrap().hits.hull = hull;
        no_glory_cards(st, seat);
    });
    (s, seat)
}

// M&M rules: MERCHANT RAIDS; B. SCOUT. A pirate with a sound ship scouts for the merchant in its
// zone; a merchant captain does not, and a pirate with a battered hull does not either.
#[test]
fn raids_when_strong_enough() {
    let (s, _) = beside_merchant(2);
    let scout = Choice::Scout(ScoutTarget::Merchant);
    assert!(offers(&s, scout));
    assert_eq!(ask(&s, PIRATE).choice, scout);
    assert_ne!(ask(&s, MERCHANT).choice, scout);
    let (s, _) = beside_merchant(1);
    assert_ne!(ask(&s, PIRATE).choice, scout, "raiding on a battered hull");
}

// M&M rules: C. PORT, Visit shipyard. A damaged raider in a port with a shipyard mends every point
// before it sails out to fight.
#[test]
fn repairs_before_fighting() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        no_glory_cards(st, seat);
        st.seats[seat].gold = 9;
        let hits = &mut st.seats[seat].ship.as_mut().unwrap().hits;
        hits.hull = 1;
        hits.cannons = 0;
    });
    let events = let_play(&mut s, PIRATE, seat, |s| {
        s.state().seats[seat]
            .ship
            .as_ref()
            .is_some_and(|sh| !matches!(sh.location, Location::Port(_)))
    });
    let ship = s.state().seats[seat].ship.clone().unwrap();
    assert_eq!(ship.hits.hull, 2, "{events:?}");
    assert_eq!(ship.hits.cannons, 1, "{events:?}");
}

/// Scramble everything seat `seat` may not know: the other seats' cargo, glory cards, rumors
/// and stashes, the decks' orders, the demand pool, the merchants' nations, face-down mods and
/// the random generator.
fn scramble(st: &mut GameState, seat: Seat, salt: u64) {
    let mut rng = GameRng::from_seed(salt);
    for other in (0..st.seats.len()).filter(|o| *o != seat) {
        // Swap hidden cards with cards of the same decks no one sees.
        let cargo = std::mem::take(&mut st.seats[other].cargo);
        for c in cargo {
            if st.decks.cargo.is_empty() {
                st.seats[other].cargo.push(c);
                continue;
            }
            let i = rng.below(st.decks.cargo.len());
            let swapped = std::mem::replace(&mut st.decks.cargo[i], c);
            st.seats[other].cargo.push(swapped);
        }
        for card in st.seats[other].glory_cards.iter_mut() {
            if !st.decks.glory.is_empty() {
                let i = rng.below(st.decks.glory.len());
                std::mem::swap(card, &mut st.decks.glory[i]);
            }
        }
        if let Some(r) = st.seats[other].rumor.as_mut()
            && !st.decks.rumors.is_empty()
        {
            let i = rng.below(st.decks.rumors.len());
            std::mem::swap(r, &mut st.decks.rumors[i]);
        }
        if !st.seats[other].declared {
            st.seats[other].stash += 7;
        }
    }
    rng.shuffle(&mut st.decks.cargo);
    rng.shuffle(&mut st.decks.events);
    rng.shuffle(&mut st.decks.rumors);
    rng.shuffle(&mut st.decks.missions);
    rng.shuffle(&mut st.decks.glory);
    rng.shuffle(&mut st.decks.captains);
    rng.shuffle(&mut st.decks.demand_pool);
    let mut nations: Vec<_> = st.board.merchants.iter().flatten().copied().collect();
    rng.shuffle(&mut nations);
    for m in st.board.merchants.iter_mut().flatten() {
        *m = nations.pop().unwrap();
    }
    let mut hidden: Vec<_> = st
        .board
        .ship_mods
        .iter()
        .flatten()
        .filter(|t| !t.face_up)
        .map(|t| t.kind)
        .collect();
    rng.shuffle(&mut hidden);
    for t in st
        .board
        .ship_mods
        .iter_mut()
        .flatten()
        .filter(|t| !t.face_up)
    {
        t.kind = hidden.pop().unwrap();
    }
    st.rng = GameRng::from_seed(salt ^ 0xFEED);
}

// Hidden information (design: "AI captains never read the World"): two games that differ only
// in what a seat may not know give that seat the same observation, and its captain the same
// choice, at every step of a game between AI captains.
#[test]
fn a_captain_never_reads_what_its_seat_may_not_know() {
    let kinds = [
        MERCHANT,
        PIRATE,
        SeatKind::Ai {
            level: AiLevel::Easy,
            style: AiStyle::Opportunist,
        },
        HARD,
    ];
    let mut s = ai_game(kinds.to_vec(), 21, 5, 8);
    let mut checked = 0;
    while let Some(d) = s.decision() {
        let seat = d.seat;
        let kind = kinds[seat];
        let obs = s.observation(seat);
        let seed = ai::decision_seed(5, seat, obs.step);
        let pick = ai::choose_within(kind, &obs, s.data(), seed, SEARCH).unwrap();
        if s.state().revealed() && obs.step.is_multiple_of(3) {
            let mut st = s.state().clone();
            scramble(&mut st, seat, obs.step);
            let other = Session::from_state(s.data_arc(), st).expect("the scrambled game is valid");
            let twin = other.observation(seat);
            assert_eq!(
                twin, obs,
                "step {}: the scramble showed in the observation",
                obs.step
            );
            assert_eq!(
                ai::choose_within(kind, &twin, other.data(), seed, SEARCH),
                Some(pick)
            );
            if kind == HARD {
                assert_eq!(
                    ai::choose_within(kind, &twin, other.data(), seed, TREE_SEARCH),
                    ai::choose_within(kind, &obs, s.data(), seed, TREE_SEARCH),
                    "step {}: the tree search read a secret",
                    obs.step
                );
            }
            checked += 1;
        }
        s.choose(pick.choice).unwrap();
    }
    assert!(checked > 50, "only {checked} positions checked");
}

// The arena plays whole games between kinds, rotating seats, and reports each kind.
#[test]
fn arena_smoke() {
    let opts = ArenaOptions {
        modules: Default::default(),
        seats: vec![
            MERCHANT,
            SeatKind::RandomAi,
            SeatKind::Ai {
                level: AiLevel::Easy,
                style: AiStyle::Pirate,
            },
            HARD,
        ],
        games: 4,
        seed: 3,
        ai_seed: 4,
        max_rounds: Some(6),
        budget: spanish_main::ai::search::Budget::iterations(20),
        jobs: 1,
        hide_kinds: true,
    };
    let report = arena(data(), &opts);
    assert_eq!(report.completed, 4, "{:?}", report.failures);
    for kind in ["normal-merchant", "random", "easy-pirate", "hard"] {
        let k = &report.kinds[kind];
        assert_eq!(k.seats, 4, "{kind}");
        assert!((0.0..=1.0).contains(&k.win_rate));
        assert!(k.ci95[0] <= k.win_rate && k.win_rate <= k.ci95[1]);
        assert!(k.decision_ms.max >= k.decision_ms.p95);
        assert!(k.decisions > 0, "{kind}");
        assert!(k.left_rules_of_thumb <= k.decisions, "{kind}");
    }
    // Only a searching captain answers otherwise than the rules of thumb, or plays options
    // out; some of its options (a sale's marks) came to a position another had reached.
    for kind in ["normal-merchant", "random", "easy-pirate"] {
        let k = &report.kinds[kind];
        assert_eq!(
            (
                k.left_rules_of_thumb,
                k.playouts,
                k.shared_playouts,
                k.samples.searched
            ),
            (0, 0, 0, 0),
            "{kind}"
        );
    }
    let hard = &report.kinds["hard"];
    assert!(hard.playouts > 0 && hard.shared_playouts > 0, "{hard:?}");
    // Its searches drew their 20 samples a decision (a few may stop short, none go past).
    let s = &hard.samples;
    assert!(s.searched > 0 && s.searched <= hard.decisions, "{s:?}");
    assert!(s.p5 <= s.p25 && s.p25 <= s.p50 && s.p50 == 20.0, "{s:?}");
    let won: f64 = report
        .kinds
        .values()
        .map(|k| k.win_rate * k.seats as f64)
        .sum();
    assert!(
        (won - 4.0).abs() < 1e-6,
        "every game has its winners: {won}"
    );
    // With kinds hidden, only the searching captain guesses the others' styles, and each
    // guess is counted against a true style seated at its table.
    let guesses = &report.kinds["hard"].style_guesses;
    assert!(!guesses.is_empty());
    for (key, n) in guesses {
        let (truth, guess) = key.split_once('→').expect("true→guessed");
        assert!(["merchant", "random", "pirate"].contains(&truth), "{key}");
        assert!(
            ["merchant", "pirate", "opportunist"].contains(&guess),
            "{key}"
        );
        assert!(*n > 0);
    }
    for kind in ["normal-merchant", "random", "easy-pirate"] {
        assert!(report.kinds[kind].style_guesses.is_empty(), "{kind}");
    }
}

// Same seed, same game: the arena's games played side by side on two cores come out as they
// do one after another (wins, glory and deeds alike).
#[test]
fn arena_games_on_two_cores_come_out_as_on_one() {
    let opts = |jobs| ArenaOptions {
        modules: Default::default(),
        seats: vec![MERCHANT, PIRATE, HARD],
        games: 6,
        seed: 40,
        ai_seed: 41,
        max_rounds: Some(5),
        budget: spanish_main::ai::search::Budget::iterations(8),
        jobs,
        hide_kinds: true,
    };
    let (one, two) = (arena(data(), &opts(1)), arena(data(), &opts(2)));
    assert_eq!(one.completed, 6, "{:?}", one.failures);
    assert_eq!(one.ends, two.ends);
    for (kind, a) in &one.kinds {
        let b = &two.kinds[kind];
        assert_eq!(
            (
                a.wins,
                a.ties,
                a.mean_glory,
                &a.glory_by_source,
                &a.deeds_per_seat,
                &a.style_guesses,
                a.decisions,
                a.left_rules_of_thumb,
                a.playouts,
                a.shared_playouts
            ),
            (
                b.wins,
                b.ties,
                b.mean_glory,
                &b.glory_by_source,
                &b.deeds_per_seat,
                &b.style_guesses,
                b.decisions,
                b.left_rules_of_thumb,
                b.playouts,
                b.shared_playouts
            ),
            "{kind}"
        );
    }
}

// WINNING: with Normal captains at the table, games end by their own rules, most by a captain
// reaching 10 glory points; nothing breaks on the way (every invariant after every step).
#[test]
fn normal_captains_play_clean_games_to_glory() {
    let normal = SeatKind::Ai {
        level: AiLevel::Normal,
        style: AiStyle::Opportunist,
    };
    let opts = SimulateOptions {
        games: 20,
        seed: 100,
        seats: vec![normal, MERCHANT, PIRATE, SeatKind::RandomAi],
        ai_seed: 1,
        max_rounds: None,
        check_invariants: true,
        modules: Default::default(),
    };
    let report = simulate(data(), &opts);
    assert_eq!(report.completed, 20, "{:?}", report.failures);
    assert_eq!(
        report.panics + report.invariant_violations + report.soft_locks,
        0
    );
    assert!(
        report.ends.get("glory_reached").copied().unwrap_or(0) >= 10,
        "{:?}",
        report.ends
    );
}

// The searching captain replays alike: the same observation, seed and iteration budget give
// the same pick; and it answers every decision of a whole game with an offered option.
#[test]
fn a_hard_captain_is_deterministic_within_an_iteration_budget() {
    let mut s = ai_game(vec![HARD, MERCHANT], 8, 2, 5);
    let mut searched = 0;
    while let Some(d) = s.decision() {
        let obs = s.observation(d.seat);
        let kind = s.seat_kind(d.seat);
        let seed = ai::decision_seed(2, d.seat, obs.step);
        let pick = ai::choose_within(kind, &obs, s.data(), seed, SEARCH).unwrap();
        if kind == HARD && d.options.len() > 1 {
            let again = ai::choose_within(kind, &obs, s.data(), seed, SEARCH).unwrap();
            assert_eq!(pick, again, "step {}", obs.step);
            let tree = || ai::choose_within(kind, &obs, s.data(), seed, TREE_SEARCH);
            assert_eq!(tree(), tree(), "step {}: the tree search", obs.step);
            searched += 1;
        }
        s.choose(pick.choice).expect("an offered option");
    }
    assert!(searched > 20, "only {searched} searched decisions");
}

// The searching captain's paired sampling: every option of a turn's action is played out in
// every sampled game (the samples, drawn from the seat's own observation, all offer what it
// is offered), so each option is compared with the rules of thumb's pick in the same games.
#[test]
fn paired_sampling_plays_every_option_in_every_sample() {
    let mut s = ai_game(vec![HARD, MERCHANT, PIRATE], 31, 4, 6);
    let mut searched = 0;
    while let Some(d) = s.decision() {
        let obs = s.observation(d.seat);
        let seed = ai::decision_seed(4, d.seat, obs.step);
        if d.seat == 0 && matches!(d.kind, DecisionKind::Action { .. }) && d.options.len() > 1 {
            let mut search =
                Search::new(&obs, s.data(), AiStyle::Opportunist, seed, Method::Paired).unwrap();
            search.run(s.data(), Budget::iterations(4));
            assert_eq!(search.iterations(), 4);
            let tallies = search.tallies();
            let tried = d.options.iter().filter(|o| **o != Choice::Retire).count();
            assert_eq!(tallies.len(), tried, "step {}: {tallies:?}", obs.step);
            assert!(
                tallies.iter().all(|t| t.visits == 4),
                "step {}: {tallies:?}",
                obs.step
            );
            assert_eq!(tallies[0].choice, search.rules_of_thumb().choice);
            searched += 1;
        }
        let kind = s.seat_kind(d.seat);
        let pick = ai::choose_within(kind, &obs, s.data(), seed, Budget::iterations(1)).unwrap();
        s.choose(pick.choice).unwrap();
    }
    assert!(searched >= 10, "only {searched} turns searched");
}

// M&M rules: NAVAL COMBAT, 1. Declaration (Flee: try to escape from the battle). A captain
// with no cannons and no crew left can neither hurt the enemy nor board it: it flees rather
// than fire nothing for ever (an arena game against an NPC sloop as spent as itself once
// traded empty volleys for 51,000 rounds).
#[test]
fn a_captain_with_no_guns_and_no_crew_flees() {
    let (mut s, _, b) = duel("S*", |st, a, b| {
        for seat in [a, b] {
            let hits = &mut st.seats[seat].ship.as_mut().unwrap().hits;
            hits.cannons = 0;
            hits.crew = 0;
        }
    });
    pick(&mut s, Choice::Scout(ScoutTarget::Captain(b)));
    let s = edited(&s, |st| st.battle.as_mut().unwrap().round = 2);
    let d = s.decision().expect("a decision");
    assert_eq!(
        d.kind,
        DecisionKind::Battle {
            step: BattleStepKind::Declare
        }
    );
    assert!(!d.options.contains(&Choice::Declare(NavalAction::Board)));
    for kind in [MERCHANT, PIRATE, HARD] {
        assert_eq!(
            ask(&s, kind).choice,
            Choice::Declare(NavalAction::Flee),
            "{kind:?}"
        );
    }
}

// M&M rules: NAVAL COMBAT, 1. Declaration — nothing ends a battle in which both sides keep
// shooting. A Hard captain leaves a battle dragged past eight rounds to its rules of thumb
// (which board or flee), since a playout cut short sees a battle frozen for ever as no loss.
#[test]
fn a_hard_captain_does_not_drag_a_battle_out_for_ever() {
    let (mut s, _, b) = duel("S*", |st, a, b| {
        for seat in [a, b] {
            st.seats[seat].ship.as_mut().unwrap().hits.cannons = 0;
        }
    });
    pick(&mut s, Choice::Scout(ScoutTarget::Captain(b)));
    let at_round = |round: u32| {
        let s = edited(&s, |st| st.battle.as_mut().unwrap().round = round);
        let d = s.decision().expect("a decision");
        assert_eq!(
            d.kind,
            DecisionKind::Battle {
                step: BattleStepKind::Declare
            }
        );
        let obs = s.observation(d.seat);
        let search =
            Search::new(&obs, s.data(), AiStyle::Opportunist, 7, Method::Paired).expect("a search");
        (search.settled(), ask(&s, HARD).choice)
    };
    let (settled, choice) = at_round(9);
    assert!(settled, "the search still branches in round 9");
    assert_ne!(choice, Choice::Declare(NavalAction::Shoot));
    assert!(!at_round(2).0, "early in a battle the captain searches");
}
