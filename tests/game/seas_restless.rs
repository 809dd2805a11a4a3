//! Seas of Glory, MODULE 11, Restless (issue 74): "The captain cannot recruit for free and
//! cannot employ new specialists (on glory cards, rumors or otherwise). The penalty of not
//! being able to recruit for free overrules any other mechanic allowing free recruiting."
//! Every door to free crew or a new specialist, with the location tokens (MODULE 9) and the
//! glory cards, is shut to a Restless crew.

use crate::common::*;
use crate::seas_locations::*;
use spanish_main::content::*;
use spanish_main::rules::protocol::{LocationChoice, LocationOutcome, LocationStepKind, Salvage};
use spanish_main::rules::*;

const FREE_CREW: Choice = Choice::Location(LocationChoice::FreeCrew);
const FREE_RUMOR: Choice = Choice::Location(LocationChoice::FreeRumor);

/// The Loyalty module on and the crew of `seat` at `loyalty` (-1: Restless).
fn with_loyalty(st: &mut GameState, seat: Seat, loyalty: i8) {
    st.config.seas.set(Switch::Loyalty, true);
    st.seats[seat].loyalty = loyalty;
}

// M&M rules: SEAS OF GLORY, Module 11, Restless, with Module 9, PIRATE HAVEN, Visit: "May
// recruit for free" is overruled: a Restless pirate at a haven takes its free rumor only; the
// same pirate with a Content crew is offered both.
#[test]
fn module_11_a_restless_crew_gets_no_free_crew_at_a_pirate_haven() {
    let (s, seat, _) = at_location(LocationKind::PirateHaven, ShipClass::Sloop);
    let short = |loyalty| {
        edited(&s, |st| {
            st.seats[seat].bounties[Nation::English.index()] = 1;
            st.seats[seat].ship.as_mut().unwrap().hits.crew = 1;
            with_loyalty(st, seat, loyalty);
        })
    };
    let mut content = short(0);
    pick(&mut content, VISIT);
    assert!(offers(&content, FREE_CREW) && offers(&content, FREE_RUMOR));

    let mut restless = short(-1);
    pick(&mut restless, VISIT);
    assert!(!offers(&restless, FREE_CREW), "no free crew while Restless");
    assert!(offers(&restless, FREE_RUMOR), "the rumor is still free");
}

// M&M rules: SEAS OF GLORY, Module 11, Restless, with Module 9, REEF, Visit: "Get 1 crew" for a
// success is crew for nothing, overruled while the crew is Restless (ours: the reef's crew is
// free recruiting); the other salvage stays.
#[test]
fn module_11_a_restless_crew_takes_no_crew_from_a_reef() {
    let (s, seat, _) = at_location(LocationKind::Reef, ShipClass::Frigate);
    let crew = Choice::Location(LocationChoice::Salvage(Salvage::Crew));
    let rumor = Choice::Location(LocationChoice::Salvage(Salvage::Rumor));
    let searching = |loyalty| {
        let mut s = edited(&s, |st| {
            st.rng = rng_dice("SS SF");
            st.seats[seat].ship.as_mut().unwrap().hits.crew = 3;
            with_loyalty(st, seat, loyalty);
        });
        pick(&mut s, VISIT);
        s
    };
    assert!(offers(&searching(0), crew));
    let restless = searching(-1);
    assert!(!offers(&restless, crew), "no crew while Restless");
    assert!(offers(&restless, rumor));
}

// M&M rules: SEAS OF GLORY, Module 11, Restless: a glory card whose crew signs on free ("Eager
// Volunteers") is free recruiting, not offered while the crew is Restless.
#[test]
fn module_11_a_restless_crew_plays_no_free_crew_glory_card() {
    let (s, seat) = seas_at_sea("none", "Lucía Arana", "port_royal", ShipClass::Frigate);
    let data = s.data().clone();
    let card = *s
        .state()
        .decks
        .glory
        .iter()
        .find(|c| matches!(data.glory_card(**c).effect, GloryEffect::Crew(_)))
        .expect("a crew glory card");
    let holding = |loyalty| {
        edited(&s, |st| {
            st.decks.glory.retain(|c| *c != card);
            st.seats[seat].glory_cards.push(card);
            st.seats[seat].ship.as_mut().unwrap().hits.crew = 1;
            with_loyalty(st, seat, loyalty);
        })
    };
    let play = Choice::PlayGlory { card, nation: None };
    assert!(offers(&holding(0), play));
    assert!(!offers(&holding(-1), play), "no free crew while Restless");
}

// M&M rules: SEAS OF GLORY, Module 11, Restless ("cannot employ new specialists ... or
// otherwise"), with Module 9, PRISON, Raid: "If successful, you get to do the Visit part of
// the prison but may employ the specialist for free": a Restless raider takes the plunder
// and employs no one.
#[test]
fn module_11_a_restless_crew_frees_no_specialist_from_a_prison_taken() {
    let (s, seat, _) = at_location(LocationKind::Prison, ShipClass::Frigate);
    let defense: Vec<u8> = cards_where(&s, |c| {
        c.hits.is_empty() && c.escapes == 0 && c.contraband.is_none()
    })
    .into_iter()
    .take(4)
    .collect();
    let raided = |loyalty| {
        let mut s = edited(&s, |st| {
            stack_cargo(st, &defense);
            st.seats[seat].gold = 0;
            st.rng = rng_dice("FF");
            with_loyalty(st, seat, loyalty);
        });
        pick(&mut s, RAID);
        pick(&mut s, Choice::Done);
        let mut events = pick(&mut s, ASSAULT);
        if s.decision().map(|d| d.kind)
            == Some(DecisionKind::Location {
                step: LocationStepKind::Assault,
            })
        {
            events.extend(pick(&mut s, ASSAULT));
        }
        assert!(matches!(
            outcome(&events),
            Some(LocationOutcome::Plundered { .. })
        ));
        s
    };
    assert_eq!(raided(0).state().seats[seat].specialists.len(), 1);
    let restless = raided(-1);
    assert!(
        restless.state().seats[seat].specialists.is_empty(),
        "no new specialist while Restless"
    );
    restless.check_invariants().unwrap();
}
