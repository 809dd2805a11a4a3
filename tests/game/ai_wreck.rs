//! The heuristic captain with a wreck: a location destroyed and nothing to mend it with.

use crate::common::*;
use spanish_main::ai;
use spanish_main::content::ShipClass;
use spanish_main::rules::*;

/// A captain of each style in `port`, its sloop's masts shot away, with `gold` aboard and an
/// empty hold; what it does first.
fn first_move(port: &str, gold: i32) -> Vec<(AiStyle, Choice)> {
    [AiStyle::Merchant, AiStyle::Pirate, AiStyle::Opportunist]
        .into_iter()
        .map(|style| {
            let (s, seat) = in_port(data(), "Isabel Montoya", port, ShipClass::Sloop);
            let s = edited(&s, |st| {
                let me = &mut st.seats[seat];
                me.ship.as_mut().unwrap().hits.masts = 0;
                me.gold = gold;
                me.cargo.clear();
                no_glory_cards(st, seat);
            });
            assert!(offers(&s, Choice::Retire), "retiring is offered in port");
            let obs = s.observation(seat);
            let kind = SeatKind::Ai {
                level: AiLevel::Normal,
                style,
            };
            (style, ai::choose(kind, &obs, s.data(), 3).unwrap().choice)
        })
        .collect()
}

// M&M rules: DYING AND RETIREMENT ("You may retire your captain before performing any actions
// if you start your turn in a port"); Damage, "you cannot make any merchant raids with
// destroyed locations". A captain whose ship has a location destroyed and who has neither gold
// for a repair nor cargo to sell can do nothing but wait in port: it retires, and its next
// captain brings a whole ship (the arena found a pirate sitting in Curaçao for eight rounds).
#[test]
fn a_wreck_with_an_empty_purse_retires() {
    for (style, choice) in first_move("curacao", 0) {
        assert_eq!(choice, Choice::Retire, "{style:?}");
    }
    // With gold for the yard it mends instead; so it does with none where the yard mends an
    // honest captain for free (Petite Goave).
    for (port, gold) in [("curacao", 6), ("petite_goave", 0)] {
        for (style, choice) in first_move(port, gold) {
            assert_ne!(
                choice,
                Choice::Retire,
                "{style:?} in {port} with {gold} gold"
            );
        }
    }
}
