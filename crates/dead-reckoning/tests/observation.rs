//! What each seat may see (plan §4): its own hand, deck contents, chest and Bonus token, and
//! nobody else's.

mod common;

use common::*;
use dead_reckoning::rules::{BonusId, Kind};
use game_core::Game;

// DR rules: SETUP E (l.409: the chest keeps coins secret; l.434: the Bonus token face down);
// PLAYER COMPONENTS (the hand): another seat's or a spectator's observation does not change
// when a seat's hand, deck order, chest or token does.
#[test]
fn hand_chest_token_hidden() {
    let s = started(3, 71);
    let seat = s.state().turn.active;
    let changed = edited(&s, |st| {
        let me = &mut st.seats[seat];
        let (h, d) = (me.hand[0], me.deck[0]);
        me.hand[0] = d;
        me.deck[0] = h;
        me.deck.reverse();
        me.chest = 3;
        let kept = me.bonus.unwrap();
        let other = st.bonus_box[0];
        st.bonus_box[0] = kept;
        st.bonus_box.sort();
        st.seats[seat].bonus = Some(other);
    });
    for viewer in (0..3).filter(|v| *v != seat).chain([3]) {
        let a = serde_json::to_string(&s.observation(viewer)).unwrap();
        let b = serde_json::to_string(&changed.observation(viewer)).unwrap();
        assert_eq!(a, b, "seat {viewer} sees a change in seat {seat}'s secrets");
    }
    // The owner sees its own, the deck sorted (nobody knows its order).
    let own = changed.observation(seat);
    assert_eq!(own.own.chest, 3);
    assert_eq!(own.own.hand.len(), 4);
    let mut deck: Vec<_> = own.own.deck.iter().map(|(c, _)| *c).collect();
    let sorted = {
        let mut d = deck.clone();
        d.sort();
        d
    };
    assert_eq!(deck, sorted);
    deck.clear();
    assert_ne!(own.own.bonus, s.observation(seat).own.bonus);
    // A spectator is asked nothing and holds no secrets.
    let spectator = s.observation(3);
    assert!(spectator.decision.is_none());
    assert!(spectator.own.hand.is_empty() && spectator.own.bonus.is_none());
    assert_eq!(spectator.own.chest, 0);
}

// DR rules: SETUP C (l.389; our reading DR-R 19, 21): each box's next front is public; no
// observation holds a Merchant back or a face-down board.
#[test]
fn boxes_boards_and_backs_hidden() {
    let s = started(2, 72);
    let obs = s.observation(0);
    for r in 0..4 {
        assert_eq!(obs.next[r], s.state().boxes[r].last().copied());
        assert_eq!(obs.boxes[r], s.state().boxes[r].len());
    }
    for (i, c) in obs.cells.iter().enumerate() {
        assert_eq!(c.board.is_some(), s.state().cells[i].face_up);
    }
    // Another deal of the backs (and boxed islands) is the same observation.
    let changed = edited(&s, |st| {
        let n = st.backs.len();
        let first = st.backs[0].1;
        for i in 0..n - 1 {
            let next = st.backs[i + 1].1;
            if st_row(st, i) == st_row(st, i + 1) {
                st.backs[i].1 = next;
                st.backs[i + 1].1 = first;
                break;
            }
        }
    });
    assert_ne!(s.state().backs, changed.state().backs);
    assert_eq!(
        serde_json::to_string(&s.observation(1)).unwrap(),
        serde_json::to_string(&changed.observation(1)).unwrap()
    );
    assert!(!dead_reckoning::DeadReckoning::is_public(Kind::Main));
    let _ = BonusId(0);
}

fn st_row(st: &dead_reckoning::rules::State, i: usize) -> u8 {
    data().rows[st.backs[i].0.0 as usize].row
}

// DR rules: SETUP E (l.434) and SCORING (l.1247): the Bonus tokens are shown to everyone once
// the game is over, never before.
#[test]
fn revealed_tokens_only_when_over() {
    let mut s = game(3, 73);
    play_random(&mut s, 5, 100);
    assert!(!s.is_over());
    assert!(s.observation(1).tokens_shown.is_empty());
    play_random(&mut s, 5, 100_000);
    assert!(s.is_over());
    let want: Vec<_> = s.state().seats.iter().map(|st| st.bonus).collect();
    for viewer in 0..4 {
        assert_eq!(s.observation(viewer).tokens_shown, want);
    }
}

// SET SAILS (l.500–504) and DISCARD & DRAW (l.683), as the table predicts them from an
// observation alone: the Sails the active seat would set and every seat's hand limit agree with
// the rules' own reckoning, from any seat's view, through random games.
#[test]
fn the_tables_predictions_match_the_rules() {
    use dead_reckoning::rules::{hand_limit, hand_limit_seen, sail};
    let d = data();
    for seats in 2..=4 {
        let mut s = game(seats, 74 + seats as u64);
        let mut checked = 0;
        for step in 0..3000u64 {
            let Some(dec) = s.decision() else { break };
            let active = s.state().turn.active;
            for viewer in 0..=seats {
                let obs = s.observation(viewer);
                assert_eq!(
                    sail::sails_seen(&d, &obs, active),
                    sail::sails_to_set(&d, s.state(), active)
                );
                for seat in 0..seats {
                    assert_eq!(
                        hand_limit_seen(&d, &obs, seat),
                        hand_limit(&d, s.state(), seat)
                    );
                }
            }
            checked += 1;
            let c = dead_reckoning::played::random_pick(step, step, &dec.options).unwrap();
            go(&mut s, c);
        }
        assert!(checked > 100);
    }
}
