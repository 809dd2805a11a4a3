//! The searching captain's sub-steps: which cards to sell is searched like any decision, and
//! options of one sample that come to the same position share one playout.

use crate::ai::{HARD, TREE_SEARCH, ask, zone_of};
use crate::common::*;
use spanish_main::ai::search::{Budget, Method, Search, Tally, playouts_on_this_thread};
use spanish_main::content::{GoodId, ShipClass};
use spanish_main::rules::*;

// M&M rules: C. PORT, Sell goods (the cards sold are the seller's choice). The searching
// captain weighs the sub-steps too: which card to mark for sale is played out in every sample,
// each mark against the rules of thumb's, by the paired search and by the tree. Two cards of
// one good sell alike (the price and the demand are the good's): the paired search plays out
// a mark of one of them, not both.
#[test]
fn a_hard_captain_searches_which_cards_to_sell() {
    let sugar = GoodId(0);
    let (s, seat) = selling_in_bridgetown(&[(sugar, 2), (GoodId(1), 1)]);
    let d = s.decision().expect("a decision");
    assert_eq!(
        d.kind,
        DecisionKind::Port {
            step: PortStepKind::Selling
        }
    );
    assert!(d.options.len() > 2, "{:?}", d.options);
    let obs = s.observation(seat);
    let mut paired = Search::new(&obs, s.data(), AiStyle::Merchant, 7, Method::Paired).unwrap();
    assert!(!paired.settled(), "the sale is left to the rules of thumb");
    paired.run(s.data(), Budget::iterations(4));
    assert_eq!(paired.iterations(), 4);
    let tallies = paired.tallies();
    let offered = d.options.iter().filter(|o| **o != Choice::Retire).count();
    assert_eq!(tallies.len(), offered - 1, "{tallies:?}");
    assert!(tallies.iter().all(|t| t.visits == 4), "{tallies:?}");
    let good = |t: &Tally| match t.choice {
        Choice::Mark(c) => Some(s.data().cargo_deck[c.0 as usize].good),
        _ => None,
    };
    let sugar_marks = tallies.iter().filter(|t| good(t) == Some(sugar)).count();
    assert_eq!(
        sugar_marks, 1,
        "one mark of the two sugar cards: {tallies:?}"
    );
    assert!(tallies.iter().any(|t| good(t) == Some(GoodId(1))));
    assert!(tallies.iter().any(|t| t.choice == Choice::Settle));
    let mut tree = Search::new(&obs, s.data(), AiStyle::Merchant, 7, Method::Tree).unwrap();
    tree.run(s.data(), TREE_SEARCH);
    let tried: Vec<Choice> = tree.tallies().iter().map(|t| t.choice).collect();
    assert!(tried.len() > 1, "the tree branched on {tried:?}");
    assert!(tried.iter().all(|c| d.options.contains(c)), "{tried:?}");
    assert!(d.options.contains(&ask(&s, HARD).choice));
}

// M&M rules: C. PORT, Sell goods (the marked cards are sold at once). Two marks that end in
// the same sale (sugar then cotton, cotton then sugar) come to the same position: the paired
// search plays it out once a sample and gives both options its reward. It asks for as many
// options' rewards as a search that plays every option out whole, and weighs them alike.
#[test]
fn marks_that_end_in_the_same_sale_share_one_playout() {
    let (s, seat) = selling_in_bridgetown(&[(GoodId(0), 2), (GoodId(1), 1), (GoodId(2), 1)]);
    shares_and_weighs_alike(&s, seat, 4);
}

// M&M rules: C. PORT (the port action: the captain takes the visit's activities in the order
// they choose). What a captain plays after choosing an activity, the rest of the visit and
// of the turn by its rules of thumb, belongs to that option: visits begun with different
// activities that end alike (the same sale, the same purchase, in another order) come to the
// same position when the next seat decides, and share one playout a sample.
#[test]
fn port_visits_that_end_alike_share_one_playout() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Flute);
    let mut s = edited(&s, |st| {
        put_demand(st, zone_of("bridgetown"), GoodId(0));
        load_cargo(st, seat, GoodId(0), 2);
        load_cargo(st, seat, GoodId(1), 1);
        st.seats[seat].gold = 12;
    });
    pick(&mut s, Choice::PortAction);
    let d = s.decision().expect("a decision");
    assert_eq!(
        d.kind,
        DecisionKind::Port {
            step: PortStepKind::Menu
        }
    );
    assert!(d.options.len() > 2, "{:?}", d.options);
    shares_and_weighs_alike(&s, seat, 8);
}

/// `seat`'s decision in `s` searched by the paired search for `iterations` samples twice:
/// with options that come to one position sharing its playout, and with every option played
/// out whole. Some option shared; the two asked for as many options' rewards and weighed the
/// same options as often.
fn shares_and_weighs_alike(s: &Session, seat: Seat, iterations: u32) {
    let obs = s.observation(seat);
    // The options played out whole and shared by this thread's searches, counted around each.
    let run = |share: bool| {
        let mut search = Search::new(&obs, s.data(), AiStyle::Merchant, 7, Method::Paired).unwrap();
        let budget = Budget {
            share,
            ..Budget::iterations(iterations)
        };
        let (played, shared) = playouts_on_this_thread();
        search.run(s.data(), budget);
        let (played_now, shared_now) = playouts_on_this_thread();
        (search, (played_now - played, shared_now - shared))
    };
    let ((shared, (played, took)), (whole, counts)) = (run(true), run(false));
    assert!(
        took > 0,
        "no option shared a playout: {:?}",
        shared.tallies()
    );
    assert_eq!(counts, (played + took, 0));
    let visits = |s: &Search| -> Vec<(Choice, u32)> {
        s.tallies().iter().map(|t| (t.choice, t.visits)).collect()
    };
    assert_eq!(visits(&shared), visits(&whole));
}

/// Isabel Montoya's flute in Bridgetown, sugar in demand there, her hold loaded with
/// `cargo` (goods and how many cards of each), at the start of a sale.
fn selling_in_bridgetown(cargo: &[(GoodId, usize)]) -> (Session, Seat) {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Flute);
    let mut s = edited(&s, |st| {
        put_demand(st, zone_of("bridgetown"), GoodId(0));
        for &(good, n) in cargo {
            load_cargo(st, seat, good, n);
        }
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Sell));
    (s, seat)
}
