//! BUY ADVANCEMENTS / RESOLVE ENCOUNTERS (l.549–582) and CLEANUP 4, sleeving (l.662–673).

mod common;

use common::*;
use dead_reckoning::content::Slot;
use dead_reckoning::rules::{CardId, Choice, Event, Kind, Place, SailorId, State};

/// The seat's Ship at cell 0 with `cargo` aboard (hold A, then D).
fn at_card(st: &mut State, seat: usize, cargo: u8) {
    st.seats[seat].ship.at = Place::Cell(0);
    st.seats[seat].ship.spaces[0].cargo = cargo.min(4);
    st.seats[seat].ship.spaces[3].cargo = cargo.saturating_sub(4);
    st.seats[seat].dock = 9;
}

fn cost(card: CardId) -> u8 {
    data().rows[card.0 as usize].cost
}

// DR rules: ADVANCEMENTS (l.563): bought only with its cost in cargo on the Ship (not the
// Dock), returned to the supply; the card set aside; the space empty until Cleanup refills it.
#[test]
fn cargo_from_ship_only() {
    let (s, _) = position(801, |_, _| {});
    let card = s.state().cells[0].card.unwrap();
    let c = cost(card);
    let (s, _) = position(801, |st, seat| at_card(st, seat, c - 1));
    assert!(
        !s.decision().unwrap().options.contains(&Choice::Buy),
        "the Dock's 9 do not pay"
    );
    let (mut s, seat) = position(801, |st, seat| at_card(st, seat, c));
    let events = go(&mut s, Choice::Buy);
    assert!(events.contains(&Event::Bought {
        seat,
        card,
        traded: data().rows[card.0 as usize].merchant
    }));
    assert_eq!(s.state().seats[seat].aside, vec![card]);
    assert_eq!(s.state().cells[0].card, None);
    assert_eq!(holds(&s, seat)[0].0 + holds(&s, seat)[3].0, 0);
    assert_eq!(s.state().seats[seat].dock, 9);
}

// DR rules: BUY (l.551, l.538): only the card on the Ship's own board.
#[test]
fn here_only() {
    let (s, _) = position(802, |st, seat| {
        at_card(st, seat, 7);
        st.seats[seat].ship.at = Place::Harbor;
    });
    assert!(!s.decision().unwrap().options.contains(&Choice::Buy));
}

// DR rules: BUY (l.555): at most two a turn.
#[test]
fn two_a_turn() {
    let (mut s, seat) = position(803, |st, seat| {
        at_card(st, seat, 7);
        // Cheap cards on cells 0 and 1 (Row 1 costs at most 3).
        st.seats[seat].ship.spaces[3].cargo = 3;
        st.turn.sails_set = true;
        st.seats[seat].ship.sails = 2;
    });
    go(&mut s, Choice::Buy);
    while s.decision().unwrap().kind == Kind::Pay {
        let o = s.decision().unwrap().options[0];
        go(&mut s, o);
    }
    go(&mut s, Choice::Step { to: Place::Cell(1) });
    go(&mut s, Choice::Buy);
    while s.decision().unwrap().kind == Kind::Pay {
        let o = s.decision().unwrap().options[0];
        go(&mut s, o);
    }
    assert_eq!(s.state().seats[seat].aside.len(), 2);
    assert_eq!(s.state().turn.buys, 2);
    // A third card on the next board: not for sale this turn.
    go(&mut s, Choice::Step { to: Place::Cell(2) });
    assert!(s.state().cells[2].card.is_some());
    assert!(!s.decision().unwrap().options.contains(&Choice::Buy));
}

/// A played card, and the Advancements `cards` set aside; then the Main phase ended.
fn to_sleeve(
    seed: u64,
    cards: &[CardId],
    edit: impl FnOnce(&mut State, usize),
) -> (
    game_core::Session<dead_reckoning::DeadReckoning>,
    usize,
    SailorId,
) {
    let cards = cards.to_vec();
    let (mut s, seat) = position(seed, |st, seat| {
        for c in &cards {
            for b in st.boxes.iter_mut() {
                b.retain(|x| x != c);
            }
            for cell in st.cells.iter_mut() {
                if cell.card == Some(*c) {
                    cell.card = None;
                }
            }
            st.seats[seat].aside.push(*c);
        }
        edit(st, seat);
    });
    let played = s.state().seats[seat].hand[0];
    go(&mut s, Choice::Play { card: played });
    go(&mut s, Choice::EndMain);
    (s, seat, played)
}

/// Row cards of this slot, from the embedded data.
fn of_slot(slot: Slot, n: usize) -> Vec<CardId> {
    data()
        .rows
        .iter()
        .enumerate()
        .filter(|(_, c)| c.slot == slot)
        .take(n)
        .map(|(i, _)| CardId(i as u8))
        .collect()
}

// DR rules: SLEEVE (l.664–668): only onto a card played this turn, into the Advancement's own
// slot; several onto one card at once.
#[test]
fn sleeve_only_on_cards_played() {
    let top = of_slot(Slot::Top, 1)[0];
    let bottom = of_slot(Slot::Bottom, 1)[0];
    let (mut s, seat, played) = to_sleeve(811, &[top, bottom], |_, _| {});
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Sleeve);
    assert_eq!(
        d.options,
        vec![
            Choice::SleeveOn {
                adv: top,
                card: played
            },
            Choice::SleeveOn {
                adv: bottom,
                card: played
            }
        ],
        "only the played card; two aside cannot both stay"
    );
    let events = go(
        &mut s,
        Choice::SleeveOn {
            adv: top,
            card: played,
        },
    );
    assert!(events.contains(&Event::Sleeved {
        seat,
        card: played,
        adv: top,
        slot: 0
    }));
    // One left: it may stay aside.
    assert!(s.decision().unwrap().options.contains(&Choice::KeepAside));
    go(
        &mut s,
        Choice::SleeveOn {
            adv: bottom,
            card: played,
        },
    );
    let c = s.state().seats[seat].cards[played.0 as usize];
    assert_eq!(c.sleeve, [Some(top), None, Some(bottom)]);
    assert_eq!(
        s.decision().unwrap().kind,
        Kind::Level(dead_reckoning::rules::LevelAt::AfterDraw)
    );
}

// DR rules: SLEEVE (l.666): never covering another Advancement: a taken slot takes no more.
#[test]
fn sleeve_no_cover() {
    let tops = of_slot(Slot::Top, 2);
    let (s, _, played) = to_sleeve(812, &[tops[1]], |st, seat| {
        let card = st.seats[seat].hand[0];
        for b in st.boxes.iter_mut() {
            b.retain(|x| *x != tops[0]);
        }
        for cell in st.cells.iter_mut() {
            if cell.card == Some(tops[0]) {
                cell.card = None;
            }
        }
        st.seats[seat].cards[card.0 as usize].sleeve[0] = Some(tops[0]);
    });
    // Nothing can take it: the step is skipped, the card stays aside.
    assert_ne!(s.decision().unwrap().kind, Kind::Sleeve);
    let seat = s.state().turn.active;
    assert_eq!(s.state().seats[seat].aside, vec![tops[1]]);
    let _ = played;
}

// DR rules: SLEEVE (l.671): at most one Advancement stays aside.
#[test]
fn at_most_one_aside() {
    let mids = of_slot(Slot::Middle, 2);
    let (mut s, seat, played) = to_sleeve(813, &mids, |_, _| {});
    assert!(!s.decision().unwrap().options.contains(&Choice::KeepAside));
    go(
        &mut s,
        Choice::SleeveOn {
            adv: mids[0],
            card: played,
        },
    );
    // The other cannot be sleeved now (the slot is taken): it stays.
    assert_ne!(s.decision().unwrap().kind, Kind::Sleeve);
    assert_eq!(s.state().seats[seat].aside, vec![mids[1]]);
}

// DR rules: SLEEVE (l.673; ours, P-5): Advancements that cannot be sleeved all stay aside;
// those that can must be sleeved.
#[test]
fn unsleevable_stay_aside() {
    let tops = of_slot(Slot::Top, 3);
    let bottom = of_slot(Slot::Bottom, 1)[0];
    let (mut s, seat, played) = to_sleeve(814, &[tops[0], tops[1], bottom], |_, _| {});
    // Two Tops, one Top slot: one Top will be stuck; the Bottom must be sleeved.
    go(
        &mut s,
        Choice::SleeveOn {
            adv: tops[0],
            card: played,
        },
    );
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Sleeve);
    assert!(
        !d.options.contains(&Choice::KeepAside),
        "3 aside: 1 stuck, so sleeve the Bottom"
    );
    go(
        &mut s,
        Choice::SleeveOn {
            adv: bottom,
            card: played,
        },
    );
    assert_eq!(s.state().seats[seat].aside, vec![tops[1]]);
}

// DR rules: DISCARD & DRAW, the example (l.693): two draw-bonus icons played, one card left in
// hand, hand limit 6: draw 5.
#[test]
fn draw_bonus_example_draws_5() {
    let d = data();
    let bonus: Vec<CardId> = d
        .rows
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            c.face
                .icons
                .contains(&dead_reckoning::content::Icon::DrawBonus)
                && c.face
                    .icons
                    .iter()
                    .filter(|i| **i == dead_reckoning::content::Icon::DrawBonus)
                    .count()
                    == 1
        })
        .map(|(i, _)| CardId(i as u8))
        .collect();
    // Two with different slots, or on two cards.
    let (a, b) = (bonus[0], bonus[1]);
    let (mut s, seat) = position(815, |st, seat| {
        let hand = st.seats[seat].hand.clone();
        for (adv, card) in [(a, hand[0]), (b, hand[1])] {
            for x in st.boxes.iter_mut() {
                x.retain(|y| *y != adv);
            }
            for cell in st.cells.iter_mut() {
                if cell.card == Some(adv) {
                    cell.card = None;
                }
            }
            let slot = d.rows[adv.0 as usize].slot.index();
            st.seats[seat].cards[card.0 as usize].sleeve[slot] = Some(adv);
        }
    });
    let hand = s.state().seats[seat].hand.clone();
    for c in &hand[..3] {
        go(&mut s, Choice::Play { card: *c });
    }
    assert_eq!(dead_reckoning::rules::draw_bonus(&d, s.state(), seat), 2);
    let events = go(&mut s, Choice::EndMain);
    assert!(events.contains(&Event::CardsDrawn { seat, count: 5 }));
    assert_eq!(s.state().seats[seat].hand.len(), 6);
}
