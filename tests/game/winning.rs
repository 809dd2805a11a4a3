//! WINNING: declaring 10 glory points, finishing the round, the tie-breaks, and the other ends.

use crate::common::*;
use spanish_main::content::ShipClass;
use spanish_main::rules::state::EndReason;
use spanish_main::rules::*;

/// A started game of `seats` flutes with each seat's (track points, stash gold) set.
fn standing(seats: usize, glory: &[(u32, i32)]) -> Session {
    let s = started_game(seats, 11, ShipClass::Flute);
    edited(&s, |st| {
        for (seat, (track, stash)) in glory.iter().enumerate() {
            st.seats[seat].glory = *track;
            st.seats[seat].stash = *stash;
        }
    })
}

/// Every event card left goes to the discards: no card is there for the next round.
fn spend_the_deck(st: &mut GameState) {
    let rest = std::mem::take(&mut st.decks.events);
    st.decks.event_discard.extend(rest);
}

fn ended(events: &[GameEvent]) -> Option<(EndReason, Vec<Seat>)> {
    events.iter().find_map(|e| match e {
        GameEvent::GameEnded { reason, winners } => Some((*reason, winners.clone())),
        _ => None,
    })
}

fn declared(events: &[GameEvent]) -> Vec<Seat> {
    events
        .iter()
        .filter_map(|e| match e {
            GameEvent::GloryDeclared { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect()
}

// M&M rules: WINNING — "The first player to gain 10 glory points declares this, and the game
// ends after everyone has had their turn." Stash points count, and the stash is shown.
#[test]
fn ten_points_are_declared_and_the_round_is_finished() {
    let s = standing(3, &[]);
    let order = s.state().turn_order.clone();
    // The second captain in turn order has 9 on the track and 10 gold in the chest.
    let mut s = edited(&s, |st| {
        st.seats[order[1]].glory = 9;
        st.seats[order[1]].stash = 10;
    });
    let first = pick(&mut s, Choice::EndTurn);
    // Anyone's choice is followed by the declaration, even in another captain's turn.
    assert_eq!(declared(&first), vec![order[1]]);
    assert!(first.contains(&GameEvent::GloryDeclared {
        seat: order[1],
        track: 9,
        stash: 10,
        total: 10,
    }));
    // The stash is now on the table for every seat; another seat's stash stays secret.
    let view = s.observation(order[2]);
    assert_eq!(view.seats[order[1]].stash, Some(10));
    assert_eq!(view.seats[order[0]].stash, None);
    // Everyone has their turn: the game goes on until the last captain in the round ends.
    let second = pick(&mut s, Choice::EndTurn);
    assert!(declared(&second).is_empty(), "one declaration each");
    assert!(!s.is_over());
    let round = s.state().round;
    let last = pick(&mut s, Choice::EndTurn);
    assert_eq!(
        ended(&last),
        Some((EndReason::GloryReached, vec![order[1]]))
    );
    assert_eq!(s.state().round, round, "no new round begins");
    assert!(s.decision().is_none());
    s.check_invariants().unwrap();
}

// M&M rules: WINNING — at most 5 points come from the stash (STASH: "every 10 gold ... 1 glory
// point", capped at 5 by the stash track): 9 points of stash and 5 on the track are 10, 4 on
// the track is not enough.
#[test]
fn no_more_than_five_points_come_from_the_stash() {
    let mut s = standing(2, &[(4, 90), (5, 90)]);
    let events = pick(&mut s, Choice::EndTurn);
    assert_eq!(declared(&events), vec![1]);
}

// M&M rulebook excerpt, Object of the Game: "If several players reach 10 or more in the same
// turn, the player with the most points on the Glory track ... wins. If there is still a tie,
// the player with the largest amount of stash wins. If this does not resolve the tie, both
// players are declared winners."
#[test]
fn ties_at_ten_go_to_the_track_then_the_stash_then_are_shared() {
    // Seat 1 has more points in all (12) but fewer on the track than seat 0 (10).
    let mut s = standing(3, &[(10, 0), (7, 50), (3, 0)]);
    let events = end_round(&mut s);
    assert_eq!(declared(&events), vec![0, 1]);
    assert_eq!(ended(&events), Some((EndReason::GloryReached, vec![0])));
    let Phase::GameOver { standings, .. } = &s.state().phase else {
        panic!("the game is over");
    };
    assert_eq!(standings, &vec![0, 1, 2]);

    // The same track: the larger stash wins.
    let mut s = standing(3, &[(8, 25), (8, 40), (9, 0)]);
    assert_eq!(
        ended(&end_round(&mut s)),
        Some((EndReason::GloryReached, vec![1]))
    );

    // The same track and stash: a shared win (and a third at 9 is not among the winners).
    let mut s = standing(3, &[(8, 20), (9, 0), (8, 20)]);
    let events = end_round(&mut s);
    assert_eq!(ended(&events), Some((EndReason::GloryReached, vec![0, 2])));
    // The final observation shows every stash.
    let view = s.observation(1);
    assert_eq!(
        view.seats.iter().map(|p| p.stash).collect::<Vec<_>>(),
        vec![Some(20), Some(0), Some(20)]
    );
}

// M&M rules: WINNING — "The game ends immediately if there are no more event cards at the
// beginning of a turn ... The player with the most glory points wins" (counted as for 10:
// track plus stash points, at most 5 from the stash; then the same tie-breaks).
#[test]
fn when_the_deck_is_spent_the_most_glory_wins() {
    // Seat 0: 6 on the track. Seat 1: 2 on the track and 90 gold stashed (5 points): 7.
    let s = standing(2, &[(6, 0), (2, 90)]);
    let mut s = edited(&s, spend_the_deck);
    let events = end_round(&mut s);
    assert_eq!(
        ended(&events),
        Some((EndReason::EventDeckExhausted, vec![1]))
    );
    assert!(declared(&events).is_empty());

    // Equal totals: the track breaks the tie.
    let s = standing(2, &[(6, 0), (2, 40)]);
    let mut s = edited(&s, spend_the_deck);
    assert_eq!(
        ended(&end_round(&mut s)),
        Some((EndReason::EventDeckExhausted, vec![0]))
    );
}

// M&M rules: GLORY POINTS — every point is gained for a deed; the table sees how many each
// captain has gained for each (the final screen's "glory by source").
#[test]
fn glory_is_counted_by_deed() {
    use spanish_main::rules::glory::{self, GloryReason};
    let s = standing(2, &[]);
    let mut state = s.state().clone();
    let mut events = Vec::new();
    glory::gain(&mut state, 1, GloryReason::Defeat, &mut events);
    glory::gain(&mut state, 1, GloryReason::Defeat, &mut events);
    glory::gain(&mut state, 1, GloryReason::MissionDone, &mut events);
    let s = Session::from_state(s.data_arc(), state).unwrap();
    let view = s.observation(0);
    assert_eq!(view.seats[1].glory, 3);
    assert_eq!(
        view.seats[1].glory_from[GloryReason::Defeat.index()],
        2,
        "two defeats"
    );
    assert_eq!(
        view.seats[1].glory_from[GloryReason::MissionDone.index()],
        1
    );
    assert_eq!(view.seats[1].glory_from.iter().sum::<u32>(), 3);
}
