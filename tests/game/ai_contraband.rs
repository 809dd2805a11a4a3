//! MODULE 7: the heuristic captain's contraband runs, each rule of thumb in a scenario: it
//! buys contraband for a port within reach, sells it where it is bound, and throws it
//! overboard rather than fight a navy it would lose to.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::*;

// MODULE 7, Getting contraband (rule of thumb): 3 gold for a card that fetches 10 a few moves
// away is the best buy in the offer.
#[test]
fn module_7_ai_buys_contraband_for_a_port_within_reach() {
    let (s, _) = smuggler_in_havana(20);
    let card = contraband_for(&s, "santo_domingo");
    let mut s = edited(&s, |st| stack_cargo(st, &[card.0]));
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    let p = ask(&s);
    assert!(matches!(p.choice, Choice::Smuggle(_)), "{p:?}");
    // With no gold to spare after it, none is bought.
    let (s, seat) = smuggler_in_havana(20);
    let mut s = edited(&s, |st| {
        stack_cargo(st, &[card.0]);
        st.seats[seat].gold = 4;
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Buy));
    assert!(!matches!(ask(&s).choice, Choice::Smuggle(_)));
}

// MODULE 7, Selling contraband (rule of thumb): contraband is sold where it is bound, first.
#[test]
fn module_7_ai_sells_contraband_where_it_is_bound() {
    let (s, seat) = smuggler_in_havana(5);
    let card = contraband_for(&s, "havana");
    let mut s = edited(&s, |st| {
        st.decks.cargo.retain(|c| *c != card);
        st.seats[seat].contraband.push(card);
    });
    // Worth the port action on its own.
    assert_eq!(ask(&s).choice, Choice::PortAction);
    pick(&mut s, Choice::PortAction);
    assert_eq!(ask(&s).choice, Choice::Begin(Activity::Sell));
    pick(&mut s, Choice::Begin(Activity::Sell));
    assert_eq!(ask(&s).choice, Choice::Mark(card));
}

// MODULE 7, Traveling with contraband (rule of thumb): a sloop searched by a naval frigate,
// which it would likely lose to, throws its contraband overboard rather than take a bounty
// and the fight.
#[test]
fn module_7_ai_dumps_contraband_rather_than_lose_to_the_navy() {
    let searched = |class: ShipClass, npc: &str| {
        let (s, seat) = seas_in_port("m7", "Lucía Arana", "havana", class);
        let mut s = edited(&s, |st| {
            st.war = None;
            no_glory_cards(st, seat);
            smuggle_aboard(st, seat, 2);
            crate::npcs::put_npc(st, npc, "havana");
            st.rng = rng_dice("SSSSSSSSSSSS");
        });
        crate::npcs::sail_out(&mut s, "havana");
        assert_eq!(
            s.decision().unwrap().kind,
            spanish_main::rules::protocol::DecisionKind::Searched
        );
        ask(&s).choice
    };
    assert_eq!(
        searched(ShipClass::Sloop, "Commodore Edward Harrow"),
        Choice::DumpContraband
    );
}
