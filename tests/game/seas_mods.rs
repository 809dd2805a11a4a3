//! Seas of Glory, MODULE 3: NEW SHIP MODIFICATIONS — the carved hull, the crow's nest, the
//! reserve of spare tokens, re-entering the game through it, and the optional market.

use crate::common::*;
use spanish_main::content::{ShipClass, ShipModKind, Skill, Switch};
use spanish_main::rules::*;

use ShipModKind::{CarvedHull, CrowsNest};

/// Every mod token of the game, wherever it lies, sorted by name.
fn all_tokens(st: &GameState) -> Vec<String> {
    let mut all: Vec<String> = st
        .board
        .ship_mods
        .iter()
        .flatten()
        .map(|t| t.kind)
        .chain(st.decks.mod_reserve.iter().copied())
        .chain(
            st.seats
                .iter()
                .flat_map(|s| s.ship.iter().flat_map(|sh| sh.mods.iter().map(|m| m.kind))),
        )
        .chain(st.returning.iter().map(|(_, k)| *k))
        .chain(st.port.iter().flat_map(|v| match &v.step {
            state::PortStep::ReturnMods { tokens } => tokens.clone(),
            _ => Vec::new(),
        }))
        .map(|k| format!("{k:?}"))
        .collect();
    all.sort();
    all
}

// MODULE 3, Setup: "Add the new ship modifications ... before distributing them. After
// distributing them, place the remaining tokens facedown ... to form a reserve pool." Ours: 2
// of each new kind (the carved hull and the crow's nest; the smuggler's hold and the plank wait
// for Modules 7 and 11): 20 tokens, 16 in ports, 4 in the reserve, whose kinds nobody sees.
#[test]
fn module_3_spare_tokens_form_a_face_down_reserve() {
    let s = seas_game(vec![SeatKind::Human; 2], 3, 0, "m3");
    let st = s.state();
    assert_eq!(all_tokens(st).len(), 20);
    assert_eq!(st.decks.mod_reserve.len(), 4);
    assert_eq!(st.board.ship_mods.iter().flatten().count(), 16);
    assert_eq!(s.observation(0).mod_reserve, 4);
    for kind in [CarvedHull, CrowsNest] {
        let n = all_tokens(st)
            .iter()
            .filter(|k| **k == format!("{kind:?}"))
            .count();
        assert_eq!(n, 2, "{kind:?}");
    }
    let base = seas_game(vec![SeatKind::Human; 2], 3, 0, "none");
    assert!(base.state().decks.mod_reserve.is_empty());
    assert!(!all_tokens(base.state()).contains(&"CrowsNest".to_string()));
}

/// `common::duel` with Module 3.
fn duel3(dice: &str, edit: impl FnOnce(&mut GameState, Seat, Seat)) -> (Session, Seat, Seat) {
    duel(dice, |st, a, b| {
        st.config.seas.set(Switch::Mods, true);
        // The module's tokens, in the reserve of a game set up without them.
        st.decks
            .mod_reserve
            .extend([CarvedHull, CarvedHull, CrowsNest, CrowsNest]);
        edit(st, a, b);
    })
}

// MODULE 3 → Carved hull: "Your opponent has -1 SEAMANSHIP (min 1) when either of you selects
// Flee during naval combat." Lucía (SEAMANSHIP 2) against Margaret's carved hull: 1 die in a
// round with a Flee, 2 in a round without.
#[test]
fn module_3_the_carved_hull_slows_the_enemy_when_anyone_flees() {
    for (flee, want) in [(true, 1), (false, 2)] {
        let (mut s, a, b) = duel3("S* SS FF", |st, a, b| {
            fit_mod(st, b, CarvedHull);
            st.seats[a].ship.as_mut().unwrap().hits.cannons = 0;
        });
        open_fire(&mut s, b);
        pick(&mut s, Choice::Declare(NavalAction::Shoot));
        let action = if flee {
            NavalAction::Flee
        } else {
            NavalAction::Shoot
        };
        let events = pick(&mut s, Choice::Declare(action));
        assert_eq!(
            first_roll(&events, a, Skill::Seamanship),
            Some(want),
            "flee: {flee}"
        );
    }
}

// MODULE 3 → Crow's nest: "add 1 die to a SCOUTING roll ... or subtract 1 die from an enemy's
// SCOUTING roll (min 1, prior to scouting for you). This mod only works if you have fully
// repaired masts." Our reading: both are taken whenever they apply.
#[test]
fn module_3_the_crows_nest_sees_further_and_hides_its_ship() {
    // Lucía (SCOUTING 2) scouts Margaret: 3 dice with a nest of her own, 1 against Margaret's,
    // 2 once her own nest's masts are damaged.
    for (mine, theirs, masts_hit, want) in [
        (true, false, false, 3),
        (false, true, false, 1),
        (true, false, true, 2),
    ] {
        let (mut s, a, b) = duel3("S*", |st, a, b| {
            if mine {
                fit_mod(st, a, CrowsNest);
            }
            if theirs {
                fit_mod(st, b, CrowsNest);
            }
            if masts_hit {
                st.seats[a].ship.as_mut().unwrap().hits.masts -= 1;
            }
        });
        let events = pick(&mut s, Choice::Scout(ScoutTarget::Captain(b)));
        assert_eq!(
            first_roll(&events, a, Skill::Scouting),
            Some(want),
            "mine {mine}, theirs {theirs}, masts hit {masts_hit}"
        );
    }
}

/// Lucía in Port Royal with a sloop carrying the base game's mods of the first two ports
/// holding one, but Port Royal (two ports left without one), 60 gold, in a game with `keys`; and those mods.
fn refitting(keys: &str) -> (Session, Seat, Vec<ShipModKind>) {
    let (s, seat) = seas_in_port(keys, "Lucía Arana", "port_royal", ShipClass::Sloop);
    let here = s
        .data()
        .port(s.data().port_by_key("port_royal").unwrap())
        .zone;
    let mut fitted = Vec::new();
    let s = edited(&s, |st| {
        for z in 0..st.board.ship_mods.len() {
            if z != here.0 as usize
                && fitted.len() < 2
                && let Some(t) = st.board.ship_mods[z].filter(|t| t.kind.switch().is_none())
            {
                st.board.ship_mods[z] = None;
                fitted.push(t.kind);
                let ship = st.seats[seat].ship.as_mut().unwrap();
                ship.mods.push(state::OwnedMod::new(t.kind));
            }
        }
        st.seats[seat].gold = 60;
    });
    (s, seat, fitted)
}

// MODULE 3, Re-entering the game: "place any ship modifications back with the unused ship mods
// in the reserve pool. Then randomly draw a number of ship modifications matching the amount
// you just discarded" — placed by the owner in ports without one.
#[test]
fn module_3_a_sold_ships_mods_come_back_through_the_reserve() {
    // The reserve holds the module's four tokens (swapped with the board's, so every token
    // stays one); the sloop carries two of the base game's.
    let new_kind = |k: &ShipModKind| matches!(k, CarvedHull | CrowsNest);
    let (s, seat, fitted) = refitting("m3");
    assert!(!fitted.iter().any(new_kind));
    let s = edited(&s, |st| {
        let spare = std::mem::take(&mut st.decks.mod_reserve);
        for kind in spare {
            if new_kind(&kind) {
                st.decks.mod_reserve.push(kind);
                continue;
            }
            let z = st
                .board
                .ship_mods
                .iter()
                .position(|t| t.is_some_and(|t| new_kind(&t.kind)))
                .unwrap();
            let theirs = st.board.ship_mods[z].unwrap().kind;
            st.board.ship_mods[z] = Some(state::ModToken {
                kind,
                face_up: false,
            });
            st.decks.mod_reserve.push(theirs);
        }
    });
    assert!(s.state().decks.mod_reserve.iter().all(new_kind));
    let before = all_tokens(s.state());
    // Drawn at random from all six: over a few shuffles the module's tokens come out too.
    let sell = |seed: u64| {
        let mut s = edited(&s, |st| {
            st.rng = spanish_main::rules::rng::GameRng::from_seed(seed)
        });
        pick(&mut s, Choice::PortAction);
        pick(&mut s, Choice::Begin(Activity::Shipyard));
        pick(&mut s, Choice::BuyShip(ShipClass::Frigate));
        if s.state()
            .port
            .as_ref()
            .is_some_and(|v| matches!(v.step, state::PortStep::TransferMods { .. }))
        {
            pick(&mut s, Choice::Done);
        }
        s
    };
    assert!((0..20).any(|seed| {
        sell(seed)
            .state()
            .returning
            .iter()
            .any(|(_, k)| new_kind(k))
    }));
    let mut s = sell(0);
    // The ship's two went into the reserve, and two were drawn from it at random (the
    // ship's own among the six it then held).
    let st = s.state();
    assert_eq!(st.decks.mod_reserve.len(), 4);
    assert_eq!(st.returning.len(), 2);
    assert!(st.returning.iter().all(|(s, _)| *s == seat));
    let mut pool: Vec<String> = st
        .decks
        .mod_reserve
        .iter()
        .chain(st.returning.iter().map(|(_, k)| k))
        .map(|k| format!("{k:?}"))
        .collect();
    pool.sort();
    let mut want: Vec<String> = [CarvedHull, CarvedHull, CrowsNest, CrowsNest]
        .iter()
        .chain(&fitted)
        .map(|k| format!("{k:?}"))
        .collect();
    want.sort();
    assert_eq!(pool, want);
    assert_eq!(all_tokens(st).len(), before.len());
    // Secret: nobody sees which kinds come back, not even the owner.
    for viewer in 0..2 {
        assert_eq!(s.observation(viewer).returning, vec![(seat, None); 2]);
    }
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (seat, DecisionKind::PlaceMods));
    for _ in 0..2 {
        let zone = s.decision().unwrap().options[0];
        assert!(matches!(zone, Choice::PlaceMod(_)));
        pick(&mut s, zone);
    }
    assert!(s.state().returning.is_empty());
    s.check_invariants().unwrap();

    // Once every port has a token, what cannot be placed stays in the reserve: one port free,
    // two mods lost, one drawn.
    let (s, _, _) = refitting("m3");
    let s = edited(&s, |st| {
        let free: Vec<usize> = s
            .data()
            .port_zones()
            .map(|z| z.0 as usize)
            .filter(|z| st.board.ship_mods[*z].is_none())
            .collect();
        let kind = st.decks.mod_reserve.pop().unwrap();
        st.board.ship_mods[free[0]] = Some(state::ModToken {
            kind,
            face_up: false,
        });
    });
    let mut s = s;
    let reserve = s.state().decks.mod_reserve.len();
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    pick(&mut s, Choice::BuyShip(ShipClass::Frigate));
    if offers(&s, Choice::Done)
        && s.state()
            .port
            .as_ref()
            .is_some_and(|v| matches!(v.step, state::PortStep::TransferMods { .. }))
    {
        pick(&mut s, Choice::Done);
    }
    assert_eq!(s.state().returning.len(), 1, "one port free");
    assert_eq!(s.state().decks.mod_reserve.len(), reserve + 1);
    s.check_invariants().unwrap();
}

// MODULE 3, Ship modification market (optional, switch m3-market): "If a port has no ship
// modification when taking a port action, you may draw 1 random ship modification from the
// reserve pool and either buy it, or place it faceup for sale" — ours: it lies face up for sale
// and is bought in the shipyard.
#[test]
fn module_3_the_market_draws_a_mod_for_sale() {
    let (s, seat, _) = refitting("m3");
    let mut s = s;
    let zone = s
        .data()
        .port(s.data().port_by_key("port_royal").unwrap())
        .zone;
    let s2 = edited(&s, |st| {
        let t = st.board.ship_mods[zone.0 as usize].take().unwrap();
        st.decks.mod_reserve.push(t.kind);
    });
    s = s2;
    pick(&mut s, Choice::PortAction);
    assert!(
        !offers(&s, Choice::Begin(Activity::ModMarket)),
        "no market without m3-market"
    );

    let (s, _, fitted) = refitting("m3-market");
    let mut s = edited(&s, |st| {
        let t = st.board.ship_mods[zone.0 as usize].take().unwrap();
        st.decks.mod_reserve.push(t.kind);
        // Too little for a new ship, enough for a mod and a purse besides.
        st.seats[seat].gold = 20;
    });
    // The AI captain with a purse to spare looks at the market before the shipyard.
    pick(&mut s, Choice::PortAction);
    let obs2 = s.observation(seat);
    let ai = spanish_main::ai::choose(NORMAL, &obs2, s.data(), 1)
        .unwrap()
        .choice;
    assert_eq!(ai, Choice::Begin(Activity::ModMarket));
    let events = pick(&mut s, Choice::Begin(Activity::ModMarket));
    let kind = events
        .iter()
        .find_map(|e| match e {
            GameEvent::ModDrawnForSale { zone: z, kind } if *z == zone => Some(*kind),
            _ => None,
        })
        .expect("a mod drawn");
    assert_eq!(s.state().decks.mod_reserve.len(), 4);
    let token = s.state().board.ship_mods[zone.0 as usize].unwrap();
    assert!(token.face_up && token.kind == kind);
    pick(&mut s, Choice::Begin(Activity::Shipyard));
    if !fitted.contains(&kind) {
        assert!(offers(&s, Choice::BuyMod));
        let ai = spanish_main::ai::choose(NORMAL, &s.observation(seat), s.data(), 1)
            .unwrap()
            .choice;
        assert_eq!(ai, Choice::BuyMod, "and buys it");
    }
    s.check_invariants().unwrap();
}
