//! Solitaire Blackbeard (19.9, 19.1, 19): how a solitaire game ends, bad tables refused, a
//! retired SP pirate replaced, and a solitaire game that replays exactly.

mod common;
use blackbeard::content::ShipKind;
use blackbeard::rules::{
    Blackbeard, Choice, Config, Event, GameEnd, Location, OnStation, Retirement, SYSTEM, ScoredBy,
    SeatKind, SoloEvent,
};
use common::ap::{AREA, area, cartagena};
use common::solo::*;
use common::*;
use game_core::Session;
use game_core::rng::GameRng;

// ---------------------------------------------------------------------------------------
// The ends (19.9).

// BB rules 19.9: a solitaire game ends one of the ways 19.9 lists, the invariants holding throughout.
#[test]
fn solitaire_games_end_by_19_9() {
    let mut ends = std::collections::BTreeMap::new();
    for seed in 0..30u64 {
        let mut s = solo(seed);
        let mut rng = GameRng::from_seed(seed + 99);
        let n = play(&mut s, &mut rng, 60_000, |_, _| false);
        assert!(s.is_over(), "seed {seed}: not over after {n} choices");
        let over = s.observation(0).over.expect("over");
        *ends.entry(format!("{over:?}")).or_insert(0) += 1;
    }
    eprintln!("{ends:?}");
    assert!(ends.len() >= 2, "{ends:?}");
}

// BB rules 19.9: Blackbeard retiring with 130 VP or more wins; short of it, loses.
#[test]
fn retiring_with_130_vp_wins_and_short_of_it_loses() {
    use blackbeard::content::Nation;
    let (english, from) = nation_port(Nation::English);
    for (vp, notoriety, end, won) in [
        (100, 20, GameEnd::Retired130, vec![0]),
        (100, 14, GameEnd::RetiredShort, vec![1]),
    ] {
        let (mut s, t) = your_actions(7, |st, t| {
            // Earlier scores of his (18.12 C: a KC of yours sank a pirate).
            let sunk = st.pirate_deck.pop().unwrap();
            st.locker.push(sunk);
            bank(st, 0, sunk, ScoredBy::KcSank, vp);
            let a = st.afloat_mut(t).unwrap();
            a.at = Location::Port {
                port: english,
                from,
            };
            a.letter = Some(Nation::English);
            a.notoriety = notoriety;
            a.net_worth = 50;
        });
        let mut events = s.choose(Choice::Retire { pirate: t }).unwrap();
        pass_windows(&mut s, &mut events);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Retired { pirate, .. } if *pirate == t)),
            "{events:?}"
        );
        assert_eq!(s.state().vp[0], vp + 2 * notoriety);
        assert_eq!(game_end(&s), Some(end));
        assert!(s.is_over() && s.decision().is_none());
        assert_eq!(winners(&s), won);
    }
}

// BB rules 19.9 (BB-R C 19.9): the SP's banked VP reaching 100 ends the game at once: you
// lose.
#[test]
fn the_sp_reaching_100_banked_vp_wins() {
    let base = setup_done(2);
    let p = sp_pirates(base.state())[0];
    let mut s = changed(&base, |st| {
        sp_turn_of(st, p, 2);
        in_his_haven(st, p);
        let gone = st.pirate_deck.pop().unwrap();
        st.retired.push(gone);
        bank(st, SYSTEM, gone, ScoredBy::Retired(Retirement::Letter), 90);
        let a = st.afloat_mut(p).unwrap();
        a.notoriety = 5;
        a.net_worth = 0;
    });
    let d = s.decision().unwrap();
    assert_eq!(d.seat, SYSTEM);
    assert!(
        d.options.contains(&Choice::Retire { pirate: p }),
        "{:?}",
        d.options
    );
    let mut events = s.choose(Choice::Retire { pirate: p }).unwrap();
    pass_windows(&mut s, &mut events);
    assert_eq!(s.state().vp[SYSTEM], 100);
    assert_eq!(game_end(&s), Some(GameEnd::SpHundred), "{events:?}");
    assert_eq!(winners(&s), vec![1]);
}

// BB rules 19.9: Blackbeard killed ends the game: you lose.
#[test]
fn blackbeard_killed_loses() {
    let data = data();
    let here = area(&data, AREA);
    for seed in 0..40 {
        let (mut s, t) = your_actions(seed, |st, t| {
            let w = st.warship_pool.pop().unwrap();
            st.on_station.push(OnStation {
                warship: w,
                area: here,
            });
            st.afloat_mut(t).unwrap().combat = 1;
        });
        s.choose(Choice::Find {
            pirate: t,
            port: cartagena(&data),
        })
        .unwrap();
        s.choose(Choice::UseWarship).unwrap();
        s.choose(Choice::Escape(false)).unwrap();
        if s.state().afloat_of(t).is_some() {
            assert_eq!(game_end(&s), None);
            continue;
        }
        assert_eq!(game_end(&s), Some(GameEnd::BlackbeardKilled));
        assert!(s.decision().is_none());
        assert_eq!(winners(&s), vec![1]);
        return;
    }
    panic!("Blackbeard never sank");
}

// ---------------------------------------------------------------------------------------
// Bad input.

// BB rules 19 (and 2.7): a System seat plays only as the second of exactly two seats, and a
// solitaire game takes no Long Game; anything else is refused with a reason, and no game is
// made.
#[test]
fn bad_solitaire_tables_are_refused() {
    let cases: Vec<(Vec<SeatKind>, bool, &str)> = vec![
        (
            vec![SeatKind::System, SeatKind::Human],
            false,
            "system seat",
        ),
        (
            vec![SeatKind::Human, SeatKind::Human, SeatKind::System],
            false,
            "system seat",
        ),
        (vec![SeatKind::System], false, "not 1"),
        (vec![SeatKind::Human, SeatKind::System], true, "long"),
    ];
    for (seats, long, says) in cases {
        let config: Config = blackbeard::rules::Options {
            long_game: long,
            ..Default::default()
        }
        .config(seats.clone(), 1, 1, false);
        assert_eq!(config.long_game, long);
        let err = Session::<Blackbeard>::new(data(), config)
            .map(|_| ())
            .expect_err("refused");
        let text = err.to_string();
        assert!(text.contains(says), "{seats:?} long {long}: {text}");
    }
    // The same without the Long Game is a game.
    assert!(Session::<Blackbeard>::new(data(), solo_config(1)).is_ok());
}

// ---------------------------------------------------------------------------------------
// Replacement (19.1).

// BB rules 19.1 (BB-R C 19.1, 19.7): an SP pirate who retires is replaced at once from the
// Pirate deck, placed by D66 in an area with no pirate, his ship by a die.
#[test]
fn a_retired_sp_pirate_is_replaced_at_once() {
    let base = setup_done(2);
    let p = sp_pirates(base.state())[0];
    let mut s = changed(&base, |st| {
        sp_turn_of(st, p, 2);
        in_his_haven(st, p);
        st.afloat_mut(p).unwrap().notoriety = 5;
    });
    let deck = s.state().pirate_deck.clone();
    let mut events = s.choose(Choice::Retire { pirate: p }).unwrap();
    pass_windows(&mut s, &mut events);
    let st = s.state();
    assert!(st.retired.contains(&p));
    assert_eq!(st.vp[SYSTEM], 10, "banked");
    assert_eq!(game_end(&s), None);
    let new = *deck.last().unwrap();
    assert_eq!(st.pirate_deck.len(), deck.len() - 1);
    let placed = solo_events(&events)
        .into_iter()
        .find_map(|e| match e {
            SoloEvent::SpPirate { pirate, area, .. } => Some((*pirate, *area)),
            _ => None,
        })
        .expect("19.1: another pirate for the SP");
    assert_eq!(placed.0, new, "the Pirate deck's top card");
    assert_eq!(sp_pirates(st).len(), 3);
    let others: Vec<Location> = st
        .afloat
        .iter()
        .filter(|a| a.pirate != new)
        .map(|a| a.at)
        .collect();
    for at in others {
        let area = match at {
            Location::Sea(x) => Some(x),
            Location::Port { from, .. } => Some(from),
            Location::Transit(_) => None,
        };
        assert_ne!(area, Some(placed.1), "19.7: never with another pirate");
    }
    assert!(matches!(
        st.afloat_of(new).unwrap().ship,
        Some(ShipKind::Sloop | ShipKind::Schooner)
    ));
}

// ---------------------------------------------------------------------------------------
// Replay.

/// `most` choices as `step` makes them (yours from `rng`, the SP's by its priorities), each
/// one recorded in `made`.
fn play_recorded(
    s: &mut Session<Blackbeard>,
    rng: &mut GameRng,
    most: usize,
    made: &mut Vec<Choice>,
) {
    for _ in 0..most {
        let Some(d) = s.decision() else { return };
        let pick = if d.seat == SYSTEM {
            sp_answer(s)
        } else {
            d.options[rng.below(d.options.len())]
        };
        s.choose(pick).expect("an offered choice");
        s.check_invariants()
            .unwrap_or_else(|e| panic!("after {pick:?}: {e}"));
        made.push(pick);
    }
}

// BB rules 19 (issue 68: a solitaire game replays exactly): a solitaire game saved midway
// loads as it was (its state and the decision asked) and, given the same choices, plays on to
// the same table; two fresh sessions of the same solitaire config, given the same choices,
// end in the same state.
#[test]
fn a_solitaire_game_saved_midway_loads_and_plays_on_the_same() {
    let data = data();
    for seed in [2u64, 4, 12] {
        let mut s = solo(seed);
        let mut rng = GameRng::from_seed(seed + 7);
        let mut made = Vec::new();
        play_recorded(&mut s, &mut rng, 150, &mut made);
        assert!(!s.is_over(), "seed {seed}: over before the save");
        let text = s.checked_save().expect("a consistent solitaire game saves");
        let mut loaded = Session::<Blackbeard>::load(data.clone(), &text).expect("it loads");
        assert_eq!(loaded.state(), s.state(), "seed {seed}: loaded as it was");
        assert_eq!(
            loaded.decision(),
            s.decision(),
            "seed {seed}: the same decision"
        );
        assert!(loaded.state().solo.is_some(), "still a solitaire game");
        let (mut a, mut b) = (GameRng::from_seed(seed), GameRng::from_seed(seed));
        play_recorded(&mut s, &mut a, 300, &mut made);
        play(&mut loaded, &mut b, 300, |_, _| false);
        assert_eq!(
            loaded.state(),
            s.state(),
            "seed {seed}: the same choices, the same game"
        );
        // From the same config, the same choices: the same state.
        let mut fresh = [
            Session::<Blackbeard>::new(data.clone(), solo_config(seed))
                .expect("a solitaire game")
                .0,
            Session::<Blackbeard>::new(data.clone(), solo_config(seed))
                .expect("a solitaire game")
                .0,
        ];
        for f in &mut fresh {
            for c in &made {
                f.choose(*c).expect("the choice made before");
            }
        }
        assert_eq!(fresh[0].state(), fresh[1].state(), "seed {seed}");
        assert_eq!(
            fresh[0].state(),
            s.state(),
            "seed {seed}: replayed from its config"
        );
    }
}
