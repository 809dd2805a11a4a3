//! VARIANT 3, Give Me Glory or Give Me Death: stash points grow dearer point by point.

use crate::common::*;
use spanish_main::content::{ShipClass, Switch};
use spanish_main::rules::glory::{next_stash_point, points_for_stash, stash_for_points};
use spanish_main::rules::*;

// VARIANT 3: "The first glory point costs you 10 gold as normal. The second costs you 15 gold,
// the third 20 gold, etc. ... a total of 100 gold stashed in order to score all the allowed 5
// glory points from stash." Without the variant, every 10 is a point (GLORY POINTS).
#[test]
fn variant_3_each_stash_point_costs_five_more_than_the_last() {
    let v3 = seas_game(vec![SeatKind::Human; 2], 11, 0, "v3");
    let base = new_game(2, 11);
    let (v3, base) = (v3.data(), base.data());
    assert!(v3.switches.on(Switch::GloryOrDeath) && !base.switches.on(Switch::GloryOrDeath));
    let table = [
        (9, 0, 0),
        (10, 1, 1),
        (24, 1, 2),
        (25, 2, 2),
        (44, 2, 4),
        (45, 3, 4),
    ];
    let more = [(69, 3, 5), (70, 4, 5), (99, 4, 5), (100, 5, 5), (250, 5, 5)];
    for (gold, with, without) in table.into_iter().chain(more) {
        assert_eq!(
            points_for_stash(gold, v3),
            with,
            "{gold} stashed with the variant"
        );
        assert_eq!(
            points_for_stash(gold, base),
            without,
            "{gold} stashed without it"
        );
    }
    let needed: Vec<u32> = (1..=5).map(|n| stash_for_points(n, v3)).collect();
    assert_eq!(needed, [10, 25, 45, 70, 100]);
    assert_eq!(next_stash_point(30, v3), Some(45));
    assert_eq!(next_stash_point(30, base), Some(40));
    assert_eq!(next_stash_point(100, v3), None);
    // The tips and the rules window say so.
    let rate = spanish_main::games::mm::words::port::stash_rate(v3);
    assert!(
        rate.contains("10, 15, 20, 25 and 30 gold") && rate.contains("100"),
        "{rate}"
    );
    let rate = spanish_main::games::mm::words::port::stash_rate(base);
    assert!(rate.contains("every 10 gold"), "{rate}");
}

// VARIANT 3, through the door: a captain stashing at home, and the points the chest counts
// toward WINNING (a declaration at 10 with track and stash together).
#[test]
fn variant_3_the_chest_counts_fewer_points_toward_winning() {
    let (s, seat) = seas_in_port("v3", "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 40;
        st.seats[seat].glory = 7;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Stash));
    // 40 gold: four points without the variant (7 + 4, a declaration), two with it (10 + 15;
    // the third at 45).
    let events = pick(&mut s, Choice::Stash(40));
    assert_eq!(s.state().seats[seat].stash, 40);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::GloryDeclared { .. })),
        "7 on the track and 40 stashed is 11 points in the base game, 9 here"
    );
    assert_eq!(glory::total(&s.state().seats[seat], s.data()), 7 + 2);
    // The same chest in the base game declares at once.
    let (b, bseat) = in_port(data(), "Isabel Montoya", "havana", ShipClass::Sloop);
    let mut b = edited(&b, |st| {
        st.seats[bseat].gold = 40;
        st.seats[bseat].glory = 7;
    });
    pick(&mut b, Choice::PortAction);
    pick(&mut b, Choice::Begin(Activity::Stash));
    let events = pick(&mut b, Choice::Stash(40));
    assert!(events.contains(&GameEvent::GloryDeclared {
        seat: bseat,
        track: 7,
        stash: 40,
        total: 11,
    }));
}
