//! Seas of Glory, MODULE 7 (with MODULE 3's smuggler's hold), issue 74: what a captain decides
//! about its own hold in the middle of something else, asked of it alone.
//! - "When getting cargo cards from merchant raids, rumor/mission rewards, etc., you may place
//!   any cards showing the contraband option on either your regular cargo space or your
//!   contraband space": a card drawn free asks (raid loot and plunder already did).
//! - The smuggler's hold: "Whenever relevant, pick which contraband card you want to be
//!   immune": before a search's dump and before damage sheds cards.

use crate::common::*;
use crate::seas_locations::{VISIT, at_location};
use spanish_main::content::*;
use spanish_main::rules::protocol::{LocationChoice, Salvage};
use spanish_main::rules::state::LocationToken;
use spanish_main::rules::*;

/// The decision now: its seat and kind.
fn asked(s: &Session) -> (Seat, DecisionKind) {
    let d = s.decision().unwrap();
    (d.seat, d.kind)
}

// M&M rules: SEAS OF GLORY, Module 7, Getting contraband: "you may place any cards showing
// the contraband option on either your regular cargo space or your contraband space". A glory
// card's cargo ("Smugglers' Cache", 2 cards) brings two contraband cards: each is asked about
// in turn, by its owner alone, and lies where the answer says; the other seat sees that a
// card waits on its owner, not which.
#[test]
fn module_7_a_glory_cards_contraband_goes_on_the_space_its_owner_picks() {
    let (s, seat) = seas_in_port("m7", "Lucía Arana", "havana", ShipClass::Flute);
    let (a, b) = (
        contraband_for(&s, "nassau"),
        contraband_for(&s, "port_royal"),
    );
    let mut s = edited(&s, |st| {
        no_glory_cards(st, seat);
        let held = std::mem::take(&mut st.seats[seat].cargo);
        st.decks.cargo_discard.extend(held);
        give_glory(st, seat, "Smugglers' Cache");
        stack_cargo(st, &[a.0, b.0]);
    });
    let card = s.state().seats[seat].glory_cards[0];
    pick(&mut s, Choice::PlayGlory { card, nation: None });
    assert_eq!(asked(&s), (seat, DecisionKind::Stow));
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::TakeContraband(a), Choice::TakeCargo(a)]
    );
    let other = 1 - seat;
    assert!(s.observation(other).decision.is_none());
    assert_eq!(
        s.observation(other).stowing,
        vec![(seat, None), (seat, None)],
        "whose, not which"
    );
    assert_eq!(s.observation(seat).stowing[0], (seat, Some(a)));
    pick(&mut s, Choice::TakeCargo(a));
    assert_eq!(asked(&s), (seat, DecisionKind::Stow));
    pick(&mut s, Choice::TakeContraband(b));
    let st = s.state();
    assert_eq!(
        st.seats[seat].cargo,
        vec![a],
        "regular cargo, as the space says"
    );
    assert_eq!(st.seats[seat].contraband, vec![b]);
    assert!(matches!(asked(&s).1, DecisionKind::Action { .. }));
    s.check_invariants().unwrap();
}

// M&M rules: SEAS OF GLORY, Module 7, Getting contraband, with Module 9, REEF ("Draw 1 cargo
// card" for a success): a contraband card salvaged is asked about before the reef goes on.
#[test]
fn module_7_a_reefs_contraband_goes_on_the_space_its_owner_picks() {
    // A game with Module 7 (its contraband shuffled in), a reef in Port Royal's zone.
    let (s, seat) = seas_at_sea("m7", "Lucía Arana", "port_royal", ShipClass::Frigate);
    let (_, _, reef) = at_location(LocationKind::Reef, ShipClass::Frigate);
    let zone = zone_key(&s, "port_royal");
    let card = contraband_for(&s, "nassau");
    let mut s = edited(&s, |st| {
        st.config.seas.set(Switch::Locations, true);
        st.locations = vec![LocationToken { id: reef, zone }];
        stack_cargo(st, &[card.0]);
        st.rng = rng_dice("SS SF");
    });
    pick(&mut s, VISIT);
    pick(
        &mut s,
        Choice::Location(LocationChoice::Salvage(Salvage::Cargo)),
    );
    assert_eq!(asked(&s), (seat, DecisionKind::Stow));
    pick(&mut s, Choice::TakeCargo(card));
    assert!(s.state().seats[seat].cargo.contains(&card));
    assert!(s.state().seats[seat].contraband.is_empty());
    assert!(matches!(asked(&s).1, DecisionKind::Location { .. }));
    s.check_invariants().unwrap();
}

// M&M rules: SEAS OF GLORY, Module 3, Smuggler's hold: "One contraband ... is immune to cards
// and damage effects. Whenever relevant, pick which contraband card you want to be immune."
// A merchant's hit on the cargo makes a full hold shed a card: its owner first picks the card
// the hold keeps (by port: cards bound alike are alike), and that card is never the one lost.
#[test]
fn module_3_the_smugglers_hold_keeps_the_card_picked_from_damage() {
    let (s, seat) = seas_at_sea("m3,m7", "Lucía Arana", "port_royal", ShipClass::Brig);
    let zone = crate::raids::zone_of(&s, "port_royal");
    // Card 1 fires a hit at the cargo; 12 and 16 are harmless.
    assert_eq!(s.data().cargo_deck[1].hits, vec![HitLocation::Cargo]);
    let cap = s.state().seats[seat].ship.as_ref().unwrap().hits.cargo as usize;
    let mut s = edited(&s, |st| {
        fit_mod(st, seat, ShipModKind::SmugglersHold);
        crate::raids::merchant(st, zone, Nation::English);
        stack_cargo(st, &[1, 12, 16]);
        // A full hold of contraband only (the hidden card takes no space).
        while st.seats[seat].held() < cap {
            smuggle_aboard(st, seat, 1);
        }
        st.rng = rng_counts(&[(2, 1), (2, 0)]);
    });
    let kept = *s.state().seats[seat].contraband.last().unwrap();
    crate::raids::raid_as(&mut s, Nation::English);
    pick(&mut s, Choice::Done);
    assert_eq!(asked(&s), (seat, DecisionKind::HoldPick));
    let n = s.state().seats[seat].contraband.len();
    assert_eq!(s.decision().unwrap().options.len(), n, "one a port");
    assert!(s.observation(1 - seat).decision.is_none());
    s.check_invariants()
        .expect("the hold over its size waits on the pick");
    pick(&mut s, Choice::HideContraband(kept));
    let held = &s.state().seats[seat].contraband;
    assert_eq!(held.len(), n - 1, "one card lost");
    assert_eq!(held[0], kept, "the card picked is kept");
    s.check_invariants().unwrap();
}
