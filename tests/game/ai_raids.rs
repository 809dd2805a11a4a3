//! The heuristic captain's merchant raids: whether to raid at all, and how to spend the
//! SEAMANSHIP successes on the face-up row.

use crate::common::*;
use crate::raids::{fill_hold, raid_as, raid_cards, raider, raider_in};
use spanish_main::ai;
use spanish_main::content::{CargoCardId, Nation, ShipClass};
use spanish_main::rules::*;

fn ask(s: &Session) -> Choice {
    let d = s.decision().expect("a decision");
    ai::choose(PIRATE, &s.observation(d.seat), s.data(), 7)
        .expect("an answer")
        .choice
}

// M&M rules: MERCHANT RAIDS 3 and Escape — escapes at the raider's MANEUVERABILITY let the
// merchant go. A sloop (MANEUVERABILITY 3) facing 4 escape icons spends its success on an
// escape card instead of stopping.
#[test]
fn a_raider_throws_out_the_escape_that_would_lose_the_merchant() {
    // Cards 2 (2 gold, 2 escapes), 22 (4 gold, 2 escapes), 15 (5 gold, none).
    let (mut s, _) = raider_in(
        ShipClass::Sloop,
        "port_royal",
        Nation::English,
        &[2, 22, 15],
        &[(2, 1), (2, 1)],
    );
    raid_as(&mut s, Nation::English);
    let choice = ask(&s);
    assert!(
        matches!(
            choice,
            Choice::RaidDiscard(CargoCardId(2 | 22)) | Choice::RaidExchange(CargoCardId(2 | 22))
        ),
        "spent the success on an escape card, not {choice:?}"
    );
}

// M&M rules: MERCHANT RAIDS, a successful raid — the plunder is every remaining card's value,
// whatever the hold keeps. With a full hold, a clean row and two successes, the raider still
// draws for more gold (a bad draw can be thrown out with the second success).
#[test]
fn a_raider_draws_for_more_plunder_even_with_a_full_hold() {
    // Cards 16 (1 gold), 33 (1), 12 (3): no hits, no escapes.
    let (s, seat) = raider(
        "port_royal",
        Nation::English,
        &[16, 33, 12],
        &[(2, 1), (2, 2)],
    );
    let mut s = edited(&s, |st| fill_hold(st, seat, 3));
    raid_as(&mut s, Nation::English);
    assert_eq!(ask(&s), Choice::RaidDraw);
    pick(&mut s, Choice::RaidDraw);
    assert_eq!(raid_cards(&s).len(), 4);
}

// M&M rules: MERCHANT RAIDS, Escape — a flute's MANEUVERABILITY of 1 lets any escape icon
// free the merchant: a pirate in a flute lets the merchant sail rather than take a bounty
// for nothing.
#[test]
fn a_raider_in_a_flute_lets_the_merchant_sail() {
    let (mut s, _) = raider_in(
        ShipClass::Flute,
        "port_royal",
        Nation::English,
        &[],
        &[(2, 1)],
    );
    pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    assert_eq!(ask(&s), Choice::LetSail);
    let (mut s, _) = raider("port_royal", Nation::English, &[], &[(2, 1)]);
    pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    assert!(matches!(ask(&s), Choice::RaidAs(_)), "a brig raids");
}
