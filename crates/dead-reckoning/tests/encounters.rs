//! ENCOUNTERS (l.576–582): a Merchant ship traded for as an Advancement, its back unseen.

mod common;

use common::*;
use dead_reckoning::rules::{CardId, Choice, Event, Place};

fn a_merchant_at_cell_0(
    seed: u64,
) -> (
    game_core::Session<dead_reckoning::DeadReckoning>,
    usize,
    CardId,
) {
    let d = data();
    let merchant = (0..d.rows.len())
        .find(|i| d.rows[*i].merchant && d.rows[*i].row == 1)
        .map(|i| CardId(i as u8))
        .unwrap();
    let (s, seat) = position(seed, |st, seat| {
        for b in st.boxes.iter_mut() {
            b.retain(|x| *x != merchant);
        }
        for cell in st.cells.iter_mut() {
            if cell.card == Some(merchant) {
                cell.card = None;
            }
        }
        let old = st.cells[0].card.replace(merchant).unwrap();
        st.boxes[0].insert(0, old);
        st.seats[seat].ship.at = Place::Cell(0);
        st.seats[seat].ship.spaces[0].cargo = 4;
    });
    (s, seat, merchant)
}

// DR rules: ENCOUNTERS, Trade (l.580): bought like an Advancement; its back is not looked at,
// not even by its owner (our reading, DR-R 21).
#[test]
fn trade_unseen_back() {
    let (mut s, seat, merchant) = a_merchant_at_cell_0(901);
    let events = go(&mut s, Choice::Buy);
    assert!(events.contains(&Event::Bought {
        seat,
        card: merchant,
        traded: true
    }));
    let json = serde_json::to_string(&s.observation(seat)).unwrap();
    let back = s
        .state()
        .backs
        .iter()
        .find(|(f, _)| *f == merchant)
        .unwrap()
        .1;
    let key = &data().backs[back.0 as usize].key;
    assert!(!json.contains(key.as_str()));
    assert!(!json.contains("black_cubes") && !json.contains("backs"));
}

// DR rules: ENCOUNTER BACK (l.605; ours, P-15): the front→back pairing is dealt per game and
// no observation holds it: another pairing is the same observation for every seat.
#[test]
fn back_never_observed() {
    let (s, _, _) = a_merchant_at_cell_0(902);
    let swapped = edited(&s, |st| {
        let d = data();
        let n = st.backs.len();
        'outer: for i in 0..n {
            for j in i + 1..n {
                let (fi, fj) = (st.backs[i].0, st.backs[j].0);
                if d.rows[fi.0 as usize].row == d.rows[fj.0 as usize].row {
                    let b = st.backs[i].1;
                    st.backs[i].1 = st.backs[j].1;
                    st.backs[j].1 = b;
                    break 'outer;
                }
            }
        }
    });
    assert_ne!(s.state().backs, swapped.state().backs);
    for seat in 0..3 {
        assert_eq!(
            serde_json::to_string(&s.observation(seat)).unwrap(),
            serde_json::to_string(&swapped.observation(seat)).unwrap()
        );
    }
}
