//! GAME END (l.1229–1237) and SCORING (l.1239–1301).

mod common;

use common::*;
use dead_reckoning::content::{Ach, BuildingKind, EndGame, Role, Tier};
use dead_reckoning::rules::end::{Score, island_scores, scores};
use dead_reckoning::rules::{Choice, Event, Kind, LevelAt, Place, State, achievements};

/// Give `seat` markers on the first `n` Achievements of the row (none of them conditions that
/// would hold by themselves).
fn markers(st: &mut State, seat: usize, achs: &[Ach]) {
    for a in achs {
        st.harbor[achievements::index(*a)].marker[seat] = true;
        st.seats[seat].markers -= 1;
    }
}

/// Pass turns (no level-ups) until the game is over or `seat`'s Main phase comes.
fn pass_to(s: &mut game_core::Session<dead_reckoning::DeadReckoning>, seat: usize) {
    while let Some(d) = s.decision() {
        match d.kind {
            Kind::Main if d.seat == seat => return,
            Kind::Main => go(s, Choice::EndMain),
            _ => go(s, Choice::NoLevel),
        };
    }
}

const FOUR: [Ach; 4] = [
    Ach::Legendary,
    Ach::TerrorOfTheSea,
    Ach::Explorer,
    Ach::MasterMerchant,
];

// DR rules: GAME END (l.1231): at the end of its own turn a seat with 4 markers triggers the
// end; each other seat plays one final turn; the trigger seat plays no more, nor levels (our
// reading, DR-R 37).
#[test]
fn each_other_seat_one_final_turn() {
    let s = started(3, 1401);
    let first = s.state().turn.active;
    let mut s = edited(&s, |st| markers(st, first, &FOUR));
    let events = go(&mut s, Choice::EndMain);
    assert!(events.contains(&Event::EndTriggered { seat: first }));
    assert!(s.state().seats[first].finished);
    // No level-up for it: the next seat's final turn begins.
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), ((first + 1) % 3, Kind::Main));
    assert!(s.state().turn.final_turn);
    let events = go(&mut s, Choice::EndMain);
    assert!(events.contains(&Event::FinalTurnOver {
        seat: (first + 1) % 3
    }));
    // A final turn still draws (l.1233) but never levels.
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CardsDrawn { seat, .. } if *seat == (first + 1) % 3))
    );
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), ((first + 2) % 3, Kind::Main));
    let events = go(&mut s, Choice::EndMain);
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert!(s.is_over());
    assert!(s.decision().is_none());
}

// DR rules: GAME END (l.1233; our reading DR-R 23): a level-up put off before the end is not
// taken in a final turn either.
#[test]
fn no_leveling_after_final_turn() {
    let s = started(2, 1402);
    let first = s.state().turn.active;
    let other = 1 - first;
    let mut s = edited(&s, |st| {
        markers(st, first, &FOUR);
        st.seats[other].level_due = true;
    });
    go(&mut s, Choice::EndMain);
    // The other seat's turn starts with its put-off level-up (before its final turn's play).
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (other, Kind::Level(LevelAt::TurnStart)));
    go(&mut s, Choice::NoLevel);
    let events = go(&mut s, Choice::EndMain);
    assert!(!events.iter().any(|e| matches!(e, Event::Leveled { .. })));
    assert!(s.is_over());
}

// DR rules: GAME END (l.1235; our reading DR-R 38): a finished seat's cube takes two
// Influence of one seat in one turn: the first strikes it, the second replaces it.
#[test]
fn finished_cubes_need_two_influence() {
    let buc = sailor(Role::Buccaneer, 0);
    let s = started(2, 1403);
    let first = s.state().turn.active;
    let other = 1 - first;
    let mut s = edited(&s, |st| {
        markers(st, first, &FOUR);
        board_into(st, island_of(3, &[]), 0);
        cubes_on(st, 0, only(first, 3), [0; 4]);
        st.seats[other].ship.at = Place::Cell(0);
        in_hand(st, other, buc, 3);
    });
    go(&mut s, Choice::EndMain);
    pass_to(&mut s, other);
    go(&mut s, Choice::Play { card: buc });
    go(
        &mut s,
        Choice::Use {
            card: buc,
            part: 0,
            ability: 0,
            effect: 0,
        },
    );
    let d = s.decision().unwrap();
    assert_eq!(d.options, vec![Choice::Strike { victim: first }]);
    let events = go(&mut s, Choice::Strike { victim: first });
    assert!(events.contains(&Event::CubeStruck {
        seat: other,
        victim: first,
        cell: 0
    }));
    let d = s.decision().unwrap();
    assert!(d.options.contains(&Choice::Replace { victim: first }));
    go(&mut s, Choice::Replace { victim: first });
    let i = s.state().cells[0].island.clone().unwrap();
    assert_eq!((i.slot_cubes[first], i.slot_cubes[other]), (2, 1));
}

// DR rules: SCORING, Islands, the example (l.1301; our reading DR-R 39): two seats tied for
// most score the 2nd value; the empty slots take the next place; the seat after them scores
// nothing where the island has no 4th value.
#[test]
fn island_tie_example() {
    let d = data();
    let s = started(3, 1404);
    let five = island_of(5, &[]);
    let values = d.islands[five.0 as usize].values.clone();
    let s = edited(&s, |st| {
        board_into(st, five, 0);
        // 3, 3 and 1 with permanent cubes: two empty slots.
        cubes_on(st, 0, [1, 1, 1, 0], [2, 2, 0, 0]);
    });
    let pays = island_scores(&d, &s.state().cells[0], 3);
    assert_eq!(pays[0], values[1] as i32);
    assert_eq!(pays[1], values[1] as i32);
    // Places 1-2 the tied pair, 3 the empty slots, 4 the last seat.
    assert_eq!(pays[2], 0);
}

// DR rules: SCORING, Islands (l.1291): a tie for 3rd scores nothing; a lone leader the 1st
// value; the empty slots win places but score nothing.
#[test]
fn tie_for_third_scores_nothing() {
    let d = data();
    let three = (0..d.islands.len())
        .find(|i| d.islands[*i].values.len() == 3 && d.islands[*i].slots >= 4)
        .map(|i| dead_reckoning::rules::BoardId(i as u8))
        .unwrap();
    let values = d.islands[three.0 as usize].values.clone();
    let slots = d.islands[three.0 as usize].slots;
    let s = started(4, 1405);
    let s = edited(&s, |st| {
        board_into(st, three, 0);
        // Seat 0 leads (3 permanent and the rest of the slots), seat 1 has 2, seats 2 and 3
        // one each; the slots are full.
        cubes_on(st, 0, [slots - 4, 2, 1, 1], [3, 0, 0, 0]);
    });
    let pays = island_scores(&d, &s.state().cells[0], 4);
    assert_eq!(pays[0], values[0] as i32);
    assert_eq!(pays[1], values[1] as i32);
    assert_eq!((pays[2], pays[3]), (0, 0), "tied for 3rd");
}

// DR rules: SCORING (l.1243–1279): Achievements, coins in the chest, aboard and on islands it
// controls, buildings there, one per two Advancements, Upgrades 1 and 2, end-of-game
// Advancements, the Bonus token's 2 a completed Achievement.
#[test]
fn every_part_of_the_score() {
    let d = data();
    let (per_cargo, _, _) = card_with_end(|e| matches!(e, EndGame::PerCargo(_)));
    let s = started(2, 1406);
    let seat = s.state().turn.active;
    let basic = d
        .upgrades
        .iter()
        .position(|u| u.tier == Tier::Basic)
        .unwrap() as u8;
    let adv = d
        .upgrades
        .iter()
        .position(|u| u.tier == Tier::Advanced)
        .unwrap() as u8;
    let s = edited(&s, |st| {
        markers(st, seat, &[Ach::Explorer, Ach::MasterMerchant]);
        st.seats[seat].chest = 10;
        st.seats[seat].ship.spaces[0].coins = 2;
        st.seats[seat].ship.spaces[0].cargo = 2;
        st.seats[seat].dock = 4;
        board_into(st, island_of(2, &[]), 0);
        cubes_on(st, 0, only(seat, 2), [0; 4]);
        let i = st.cells[0].island.as_mut().unwrap();
        i.coins = 3;
        i.cargo = 3;
        i.buildings[BuildingKind::Outpost as usize] = true;
        st.buildings[BuildingKind::Outpost as usize] -= 1;
        for (space, k) in [(1usize, basic), (2, adv)] {
            st.seats[seat].ship.spaces[space].tiles.push(k);
            st.tiles[k as usize] -= 1;
            st.seats[seat].upgrades += 1;
        }
        let card = st.seats[seat].hand[0];
        sleeve_into(st, seat, card, per_cargo);
        let bonus = st.seats[seat].bonus.unwrap();
        let _ = bonus;
    });
    let st = s.state();
    let score = &scores(&d, st)[seat];
    let value = |a: Ach| d.achievement(a).value as i32;
    assert_eq!(
        score.achievements,
        value(Ach::Explorer) + value(Ach::MasterMerchant)
    );
    assert_eq!(score.coins, 10 + 2 + 3);
    assert_eq!(score.buildings, 1);
    assert_eq!(score.upgrades, 1 + 2);
    assert_eq!(
        score.advancements, 0,
        "one Advancement: half of it rounds down"
    );
    let EndGame::PerCargo(per) = d.rows[per_cargo.0 as usize].face.end_game[0] else {
        unreachable!()
    };
    let extra: i32 = d.rows[per_cargo.0 as usize]
        .face
        .end_game
        .iter()
        .skip(1)
        .map(|e| match e {
            EndGame::Coins(k) => *k as i32,
            _ => panic!("one end-of-game score and maybe a price"),
        })
        .sum();
    assert_eq!(score.end_game, (4 + 2 + 3) / per as i32 + extra);
    let token = &d.bonus_tokens[st.seats[seat].bonus.unwrap().0 as usize];
    let done = token
        .iter()
        .filter(|a| matches!(a, Ach::Explorer | Ach::MasterMerchant))
        .count() as i32;
    assert_eq!(score.bonus, 2 * done);
    assert_eq!(
        score.total(),
        Score { ..score.clone() }.total(),
        "the total is the sum of the parts"
    );
}

fn card_with_end(pick: impl Fn(&EndGame) -> bool) -> (dead_reckoning::rules::CardId, (), ()) {
    let d = data();
    let i = d
        .rows
        .iter()
        .position(|c| c.face.end_game.first().is_some_and(&pick))
        .unwrap();
    (dead_reckoning::rules::CardId(i as u8), (), ())
}

// DR rules: SCORING (l.1295): most coins wins; tied seats share the win until part two's
// tie-break drop; the tokens and scores are shown.
#[test]
fn tied_seats_share_and_tokens_revealed() {
    // Without Bonus tokens, two seats alike: 15 coins and the same four markers each.
    let mut c = config(2, 1407);
    c.bonus_tokens = false;
    let s = game_with(c);
    let first = s.state().turn.active;
    let mut s = edited(&s, |st| {
        markers(st, first, &FOUR);
        markers(st, 1 - first, &FOUR);
    });
    go(&mut s, Choice::EndMain);
    go(&mut s, Choice::EndMain);
    assert!(s.is_over());
    let sc = s.state().end.scores.clone().unwrap();
    assert_eq!(sc[0], sc[1]);
    let mut over = None;
    s.retell(|_, events| {
        for e in events {
            if let Event::GameOver { winners, .. } = e {
                over = Some(winners.clone());
            }
        }
    });
    assert_eq!(over.unwrap(), vec![0, 1]);
    // With tokens, each is shown at the end.
    let s = started(2, 1408);
    let first = s.state().turn.active;
    let mut s = edited(&s, |st| markers(st, first, &FOUR));
    go(&mut s, Choice::EndMain);
    let events = go(&mut s, Choice::EndMain);
    for seat in 0..2 {
        let token = s.state().seats[seat].bonus.unwrap();
        assert!(events.contains(&Event::BonusRevealed { seat, token }));
    }
}
