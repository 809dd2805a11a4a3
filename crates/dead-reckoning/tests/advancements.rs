//! The Advancement families that act on cards, and overriding Forts: CARD ABILITIES (l.733),
//! l.929, BUILDING TYPES (l.845), the ICON REFERENCE.

mod common;

use common::*;
use dead_reckoning::content::{BuildingKind, Effect, Role};
use dead_reckoning::rules::{CardId, Choice, Event, Kind, Place};

// DR rules: CARD ABILITIES (l.733): gain the top Advancement of the Row's box, set aside: an
// Encounter on top is passed over and keeps its place (ours, P-7: the Row printed on the card).
#[test]
fn top_advancement_skips_encounters() {
    let d = data();
    let (adv, a, e) = card_with(|_, e| matches!(e, Effect::TopAdvancement(_)));
    let Effect::TopAdvancement(row) =
        d.rows[adv.0 as usize].face.abilities[a as usize].either[e as usize]
    else {
        unreachable!()
    };
    let crew = sailor(Role::Crew, 0);
    let slot = d.rows[adv.0 as usize].slot.index();
    let merchant = (0..d.rows.len())
        .find(|i| d.rows[*i].merchant && d.rows[*i].row == row)
        .map(|i| CardId(i as u8))
        .unwrap();
    let (mut s, seat) = position(1301, |st, seat| {
        in_hand(st, seat, crew, 1);
        sleeve_into(st, seat, crew, adv);
        // The Merchant on top of the box.
        let b = &mut st.boxes[row as usize - 1];
        if let Some(k) = b.iter().position(|c| *c == merchant) {
            let m = b.remove(k);
            b.push(m);
        }
    });
    let b = &s.state().boxes[row as usize - 1];
    let want = *b[..b.len() - 1]
        .iter()
        .rev()
        .find(|c| !d.rows[c.0 as usize].merchant)
        .unwrap();
    go(&mut s, Choice::Play { card: crew });
    let events = go(&mut s, use_slot(crew, slot, a, e));
    assert!(events.contains(&Event::TopGained {
        seat,
        row,
        card: want,
        skipped: 1
    }));
    assert_eq!(s.state().seats[seat].aside, vec![want]);
    assert_eq!(s.state().boxes[row as usize - 1].last(), Some(&merchant));
    assert_eq!(s.state().turn.buys, 0, "not a buy");
}

/// A Crew card with the level-bottom Advancement sleeved, in hand; `edit` sets the deck.
fn level_bottom(
    seed: u64,
    edit: impl FnOnce(&mut dead_reckoning::rules::State, usize),
) -> (
    game_core::Session<dead_reckoning::DeadReckoning>,
    usize,
    Choice,
) {
    let (adv, a, e) = card_with(|_, e| matches!(e, Effect::LevelBottom));
    let crew = sailor(Role::Crew, 1);
    let slot = data().rows[adv.0 as usize].slot.index();
    let (mut s, seat) = position(seed, |st, seat| {
        in_hand(st, seat, crew, 1);
        sleeve_into(st, seat, crew, adv);
        edit(st, seat);
    });
    go(&mut s, Choice::Play { card: crew });
    (s, seat, use_slot(crew, slot, a, e))
}

// DR rules: l.929: level the bottom card of your deck; if it cannot be leveled, the next one
// up (ours: taken, not asked).
#[test]
fn level_bottom_or_next() {
    let (mut s, seat, use_it) = level_bottom(1302, |st, seat| {
        let bottom = st.seats[seat].deck[0];
        st.seats[seat].cards[bottom.0 as usize].level = 4;
    });
    let next = s.state().seats[seat].deck[1];
    let before = s.state().seats[seat].cards[next.0 as usize].level;
    let events = go(&mut s, use_it);
    assert!(events.contains(&Event::LeveledInDeck {
        seat,
        to4: before + 1 == 4
    }));
    assert_eq!(
        s.state().seats[seat].cards[next.0 as usize].level,
        before + 1
    );
}

// DR rules: l.929 (our reading, DR-R 16): with an empty deck there is nothing to level: not
// offered.
#[test]
fn level_bottom_empty_deck() {
    let (s, _, use_it) = level_bottom(1303, |st, seat| {
        let deck = std::mem::take(&mut st.seats[seat].deck);
        st.seats[seat].discard.extend(deck);
    });
    assert!(!s.decision().unwrap().options.contains(&use_it));
}

// DR rules: Forts (l.845): an ability that explicitly overrides Forts may place Influence on
// another seat's Fort island.
#[test]
fn overrides_forts() {
    let (adv, a, e) = card_with(|ab, e| ab.overrides_forts && matches!(e, Effect::Influence(_)));
    let crew = sailor(Role::Crew, 2);
    let slot = data().rows[adv.0 as usize].slot.index();
    let s = started(2, 1304);
    let seat = s.state().turn.active;
    let owner = 1 - seat;
    let mut s = edited(&s, |st| {
        board_into(st, island_of(4, &[]), 0);
        cubes_on(st, 0, only(owner, 4), [0; 4]);
        st.cells[0].island.as_mut().unwrap().buildings[BuildingKind::Fort as usize] = true;
        st.buildings[BuildingKind::Fort as usize] -= 1;
        st.seats[seat].ship.at = Place::Cell(0);
        in_hand(st, seat, crew, 1);
        sleeve_into(st, seat, crew, adv);
        in_hand(st, seat, sailor(Role::Buccaneer, 0), 1);
    });
    let buc = sailor(Role::Buccaneer, 0);
    go(&mut s, Choice::Play { card: crew });
    go(&mut s, Choice::Play { card: buc });
    let opts = s.decision().unwrap().options;
    assert!(
        !opts.contains(&use_level(buc, 0, 0)),
        "the Fort bars a plain Influence"
    );
    assert!(opts.contains(&use_slot(crew, slot, a, e)));
    go(&mut s, use_slot(crew, slot, a, e));
    assert_eq!(s.decision().unwrap().kind, Kind::Influence);
    let events = go(&mut s, Choice::Replace { victim: owner });
    assert!(events.contains(&Event::CubeReplaced {
        seat,
        victim: owner,
        cell: 0
    }));
}

// DR rules: the ICON REFERENCE's copy (ours, P-21): a Copy uses another ability of a card played
// this turn, used or not, as if used; never a Copy, a Battle ability or an end-of-game score.
#[test]
fn copy_uses_another_played_ability() {
    let (adv, a, e) = card_with(|_, e| matches!(e, Effect::CopyAbility));
    let gunner = sailor(Role::Gunner, 0);
    let crew = sailor(Role::Crew, 0);
    let slot = data().rows[adv.0 as usize].slot.index();
    let (mut s, seat) = position(1305, |st, seat| {
        in_hand(st, seat, gunner, 1);
        sleeve_into(st, seat, gunner, adv);
        in_hand(st, seat, crew, 3);
        st.seats[seat].dock = 0;
    });
    go(&mut s, Choice::Play { card: gunner });
    go(&mut s, Choice::Play { card: crew });
    go(&mut s, use_level(crew, 0, 0));
    assert_eq!(s.state().seats[seat].dock, 3);
    go(&mut s, use_slot(gunner, slot, a, e));
    let d = s.decision().unwrap();
    assert_eq!(d.kind, Kind::Copy);
    let copy_crew = Choice::CopyOf {
        card: crew,
        part: 0,
        ability: 0,
        effect: 0,
    };
    assert!(d.options.contains(&copy_crew), "used already, still copied");
    assert!(!d.options.iter().any(|c| matches!(c, Choice::CopyOf { card, part, .. } if *card == gunner && *part == slot as u8 + 1)));
    let events = go(&mut s, copy_crew);
    assert!(events.iter().any(|e| matches!(e, Event::Copied { .. })));
    assert_eq!(s.state().seats[seat].dock, 6);
}
