//! CARD ABILITIES (l.711–735) and USE AN ABILITY (l.612–620), through the Sailor cards.

mod common;

use common::*;
use dead_reckoning::content::Role;
use dead_reckoning::rules::{Choice, Event, Kind};

// DR rules: CARD ABILITIES (l.713, l.719): abilities a green line separates are used
// independently, in any order (Crew level 2: gain 2 cargo | in Harbor, pay 2: repair 1).
#[test]
fn green_line_independent() {
    let crew = sailor(Role::Crew, 0);
    let (mut s, seat) = position(201, |st, seat| {
        in_hand(st, seat, crew, 2);
        st.seats[seat].ship.damage = 1;
        st.seats[seat].dock = 0;
    });
    go(&mut s, Choice::Play { card: crew });
    let opts = s.decision().unwrap().options;
    // The repair cannot be paid yet (no cargo): only the gain.
    assert!(opts.contains(&use_level(crew, 0, 0)));
    assert!(!opts.contains(&use_level(crew, 1, 0)));
    go(&mut s, use_level(crew, 0, 0));
    assert_eq!(s.state().seats[seat].dock, 2);
    // Now the repair is open, and still is after the gain was used.
    let opts = s.decision().unwrap().options;
    assert!(opts.contains(&use_level(crew, 1, 0)));
    assert!(!opts.contains(&use_level(crew, 0, 0)));
    let events = go(&mut s, use_level(crew, 1, 0));
    assert!(events.contains(&Event::Repaired { seat, n: 1 }));
    assert_eq!(s.state().seats[seat].ship.damage, 0);
    assert_eq!(s.state().seats[seat].dock, 0);
}

// DR rules: CARD ABILITIES (l.715, l.721): a red slash's effects are alternatives: one used,
// the ability is spent (Bosun level 3: gain 1 cargo / pay 3: a Basic Upgrade).
#[test]
fn red_slash_one_effect() {
    let bosun = sailor(Role::Bosun, 0);
    let (mut s, seat) = position(202, |st, seat| in_hand(st, seat, bosun, 3));
    go(&mut s, Choice::Play { card: bosun });
    let uses: Vec<Choice> = s
        .decision()
        .unwrap()
        .options
        .into_iter()
        .filter(|c| matches!(c, Choice::Use { .. }))
        .collect();
    assert!(!uses.is_empty());
    let Choice::Use { ability, .. } = uses[0] else {
        unreachable!()
    };
    go(&mut s, uses[0]);
    assert!(!s.decision().unwrap().options.iter().any(
        |c| matches!(c, Choice::Use { card, ability: a, .. } if *card == bosun && *a == ability)
    ));
    let _ = seat;
}

// DR rules: USE AN ABILITY (l.616): each ability once a turn; played again next turn, it is
// open again.
#[test]
fn each_ability_once_a_turn() {
    let crew = sailor(Role::Crew, 1);
    let (mut s, seat) = position(203, |st, seat| in_hand(st, seat, crew, 1));
    go(&mut s, Choice::Play { card: crew });
    let events = go(&mut s, use_level(crew, 0, 0));
    assert_eq!(
        events[0],
        Event::AbilityUsed {
            seat,
            card: crew,
            part: 0,
            ability: 0,
            effect: 0,
            family: dead_reckoning::content::Family::GainCargo
        }
    );
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&use_level(crew, 0, 0))
    );
    assert_eq!(s.decision().unwrap().kind, Kind::Main);
}

// DR rules: PLAY A CARD (l.496): a card's abilities are used only once it is played.
#[test]
fn only_played_cards_abilities() {
    let crew = sailor(Role::Crew, 2);
    let (s, _) = position(204, |st, seat| in_hand(st, seat, crew, 1));
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&use_level(crew, 0, 0))
    );
}
